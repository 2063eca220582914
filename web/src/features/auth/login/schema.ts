import * as yup from 'yup';
import { loginMessages as t } from '../messages.ts';

export interface LoginValues {
  email: string;
  password: string;
}

export const initialLoginValues: LoginValues = { email: '', password: '' };

// docs/areas/platform.md#sign-in: both required, nothing more. The address shape is left to the
// server (and the browser's type=email hint), which answers with its own message under the email
// field.
export const loginSchema: yup.ObjectSchema<LoginValues> = yup.object({
  email: yup.string().trim().required(t.emailRequired),
  password: yup.string().required(t.passwordRequired),
});
