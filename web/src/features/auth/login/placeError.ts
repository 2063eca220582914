import { readGraphQLError } from '../../../lib/apollo.ts';
import type { SaveErrors } from '../../../lib/save-errors.ts';
import { loginMessages as t } from '../messages.ts';

/** Where a login failure is shown, keyed like the form's Formik status. */
export interface LoginErrors {
  email?: string;
  password?: string;
  form?: string;
}

/**
 * docs/areas/platform.md#sign-in: an error text containing 'email' goes under the email field, one
 * containing 'mot de passe' under the password field, any other in the red box; the server's
 * message, or 'Erreur de connexion' when there is none.
 */
export function placeLoginMessage(message: string): LoginErrors {
  const lower = message.toLowerCase();
  if (lower.includes('email')) return { email: message };
  if (lower.includes('mot de passe')) return { password: message };
  return { form: message };
}

/** A refused login as the form shows it (useDialogForm's placeRefusal). */
export function placeLoginError(error: unknown): SaveErrors<'email' | 'password'> {
  const { message, fieldErrors } = readGraphQLError(error);
  // A BAD_USER_INPUT may carry one message per field; each goes where its text says.
  const texts = Object.values(fieldErrors);
  if (texts.length === 0) texts.push(message ?? t.fallbackError);
  const { form, ...fields } = texts.reduce<LoginErrors>(
    (placed, text) => ({ ...placeLoginMessage(text), ...placed }),
    {},
  );
  return { fields, ...(form !== undefined && { form }) };
}
