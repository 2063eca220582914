import { graphql } from '../../gql';

export const SettingsProfileQuery = graphql(`
  query SettingsProfile {
    me {
      id
      firstName
      lastName
      email
      phone
      role
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: ProfileInput!) {
    updateProfile(input: $input) {
      id
      firstName
      lastName
      email
      phone
      role
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      token
      user {
        ...Session_user
      }
    }
  }
`);

export const UpdatePreferencesMutation = graphql(`
  mutation UpdatePreferences($input: PreferencesInput!) {
    updatePreferences(input: $input) {
      ...Preferences_all
    }
  }
`);
