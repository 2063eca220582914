import { graphql } from '../../gql';

export const VerifyInvitationQuery = graphql(`
  query VerifyInvitation($token: String!) {
    verifyInvitation(token: $token) {
      email
      enseigneName
      expiresAt
      role
    }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!, $input: AcceptInvitationInput!) {
    acceptInvitation(token: $token, input: $input) {
      token
      user {
        ...Session_user
      }
    }
  }
`);
