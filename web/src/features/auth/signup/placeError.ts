import { readGraphQLError } from '../../../lib/apollo.ts';
import type { SaveErrors } from '../../../lib/save-errors.ts';
import { signupMessages as t } from '../messages.ts';
import type { SignupValues } from './schema.ts';

export type SignupFieldName = Exclude<keyof SignupValues, 'confirmPassword'>;

/** Where a signup failure is shown (useDialogForm's placeRefusal). */
export type SignupErrors = SaveErrors<SignupFieldName>;

// The form's fields carry the graph's SignupInput names, so a field error maps one to one.
const FIELDS: readonly SignupFieldName[] = [
  'enseigneName',
  'firstName',
  'lastName',
  'email',
  'password',
];
const isField = (key: string): key is SignupFieldName =>
  (FIELDS as readonly string[]).includes(key);

/**
 * docs/areas/platform.md#errors: BAD_USER_INPUT / CONFLICT field errors go under their fields (a
 * duplicate email under the email field); anything else is the server's message, or 'Une erreur
 * est survenue lors de la création de l'enseigne', in the red box.
 */
export function placeSignupError(error: unknown): SignupErrors {
  const { code, message, fieldErrors } = readGraphQLError(error);
  const placed: SignupErrors['fields'] = {};
  for (const [key, text] of Object.entries(fieldErrors)) {
    if (isField(key)) placed[key] = text;
  }
  if (Object.keys(placed).length > 0) return { fields: placed };
  // The graph's CONFLICT for a taken address ('Un compte existe déjà avec cet email') may come
  // without fieldErrors; it still belongs under the email field, as on the login page
  // (docs/areas/platform.md#sign-in).
  if (message && (code === 'CONFLICT' || code === 'BAD_USER_INPUT') && /email/i.test(message)) {
    return { fields: { email: message } };
  }
  return { fields: {}, form: message ?? t.fallbackError };
}
