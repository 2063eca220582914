import { INPUT_LIMITS } from '@bo/domain';
import * as yup from 'yup';
import { passwordField, requiredTextField } from '../../../lib/texts.ts';
import { loginMessages as t } from '../messages.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export const initialLoginValues: LoginValues = { email: '', password: '' };

// docs/areas/platform.md#sign-in: both required, no longer than the api takes, nothing more. The address shape is left to the
// server (and the browser's type=email hint), which answers with its own message under the email
// field.
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: requiredTextField(t.emailRequired, INPUT_LIMITS.email),
  password: passwordField(t.passwordRequired),
});
