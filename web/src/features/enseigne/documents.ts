import { graphql } from '../../gql';

export const EnseigneDetailQuery = graphql(`
  query EnseigneDetail($id: ID!) {
    enseigne(id: $id) {
      id
      name
      createdAt
      userCount
      users {
        id
        firstName
        lastName
        email
        role
        active
        deactivatedAt
        restaurants {
          id
          name
        }
        homeRestaurant {
          id
          name
        }
      }
      restaurants {
        id
        name
        isLab
      }
      invitations {
        ...EnseigneDetail_invitation
      }
    }
  }
`);

export const InvitationFragment = graphql(`
  fragment EnseigneDetail_invitation on Invitation {
    id
    email
    status
    role
    createdAt
    expiresAt
    acceptUrl
    restaurants {
      id
      name
    }
  }
`);

export const InviteManagerMutation = graphql(`
  mutation InviteManager($input: InviteManagerInput!) {
    inviteManager(input: $input) {
      ...EnseigneDetail_invitation
    }
  }
`);

export const InviteEmployeeMutation = graphql(`
  mutation InviteEmployee($input: InviteEmployeeInput!) {
    inviteEmployee(input: $input) {
      ...EnseigneDetail_invitation
    }
  }
`);

export const SetUserRestaurantsMutation = graphql(`
  mutation SetUserRestaurants($userId: ID!, $restaurantIds: [ID!]!) {
    setUserRestaurants(userId: $userId, restaurantIds: $restaurantIds) {
      id
      restaurants {
        id
        name
      }
    }
  }
`);

export const DeactivateUserMutation = graphql(`
  mutation DeactivateUser($id: ID!) {
    deactivateUser(id: $id) {
      id
      active
      deactivatedAt
    }
  }
`);

export const ReactivateUserMutation = graphql(`
  mutation ReactivateUser($id: ID!) {
    reactivateUser(id: $id) {
      id
      active
      deactivatedAt
    }
  }
`);

export const DeleteInvitationMutation = graphql(`
  mutation DeleteInvitation($id: ID!) {
    deleteInvitation(id: $id)
  }
`);

export const MyEnseigneQuery = graphql(`
  query MyEnseigne {
    me {
      id
      enseigne {
        id
        name
        createdAt
        userCount
        restaurantCount
      }
    }
  }
`);

export const InviteEmployeeStaffQuery = graphql(`
  query InviteEmployeeStaff($restaurantId: ID!) {
    employees(restaurantId: $restaurantId) {
      id
      firstName
      lastName
    }
  }
`);
