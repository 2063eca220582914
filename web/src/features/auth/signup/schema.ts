import { MESSAGES, SIGNUP_PASSWORD_MIN_LENGTH } from '@bo/domain';
import * as yup from 'yup';
import { emailField, passwordField, requiredTextField } from '../../../lib/texts.ts';

export interface SignupValues {
  enseigneName: string;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export const initialSignupValues: SignupValues = {
  enseigneName: '',
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
};

/**
 * docs/areas/platform.md#signup, word for word (the texts come from @bo/domain, which the api uses
 * too).
 */
export const signupSchema: yup.ObjectSchema<SignupValues> = yup.object({
  enseigneName: requiredTextField(MESSAGES.enseigneNameRequired),
  firstName: requiredTextField(MESSAGES.firstNameRequired),
  lastName: requiredTextField(MESSAGES.lastNameRequired),
  // The same pattern as the api, so a form the browser accepts is never refused for its shape.
  email: emailField(),
  password: passwordField(MESSAGES.passwordRequired).min(
    SIGNUP_PASSWORD_MIN_LENGTH,
    MESSAGES.passwordTooShort,
  ),
  // Formik hands empty fields to Yup as undefined; ensure() turns them back into '' so an empty
  // confirmation is compared (and reported) like any other, never with Yup's English default.
  confirmPassword: yup
    .string()
    .ensure()
    .test('matches', MESSAGES.passwordsDiffer, function matches(value) {
      return value === ((this.parent as { password?: string }).password ?? '');
    }),
});
