import { MESSAGES, SETTINGS_MESSAGES, SIGNUP_PASSWORD_MIN_LENGTH } from '@bo/domain';
import * as yup from 'yup';
import type { ProfileInput } from '../../gql/graphql.ts';
import { emailField, passwordField, requiredTextField, textField } from '../../lib/texts.ts';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The api's rules and words (the same messages as signup, from @bo/domain). */
export const profileSchema: yup.ObjectSchema<ProfileValues> = yup.object({
  firstName: requiredTextField(MESSAGES.firstNameRequired),
  lastName: requiredTextField(MESSAGES.lastNameRequired),
  email: emailField(),
  phone: textField(),
});

export function toProfileInput(values: ProfileValues): ProfileInput {
  // An emptied phone is sent empty: the api stores none (else it could never be cleared).
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
  };
}

export interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const emptyPasswordValues: PasswordValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

/**
 * The confirmation must match, else 'Les mots de passe ne correspondent pas'
 * (docs/areas/settings.md#password).
 */
export const passwordSchema: yup.ObjectSchema<PasswordValues> = yup.object({
  currentPassword: passwordField(SETTINGS_MESSAGES.currentPasswordRequired),
  newPassword: passwordField(MESSAGES.passwordRequired)
    .min(SIGNUP_PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .test('differs', SETTINGS_MESSAGES.newPasswordSame, function differs(value) {
      const current = (this.parent as { currentPassword?: string }).currentPassword;
      return !value || !current || value !== current;
    }),
  // Formik hands empty fields to Yup as undefined; ensure() compares them as '' like signup.
  confirmPassword: yup
    .string()
    .ensure()
    .test('matches', MESSAGES.passwordsDiffer, function matches(value) {
      return value === ((this.parent as { newPassword?: string }).newPassword ?? '');
    }),
});
