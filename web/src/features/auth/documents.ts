import { graphql } from '../../gql';

export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      user {
        ...Session_user
      }
    }
  }
`);

export const SignupMutation = graphql(`
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      userId
      enseigne {
        id
        name
      }
    }
  }
`);
