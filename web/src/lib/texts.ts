/**
 * The text fields' Yup rules with the api's limits (@bo/domain's INPUT_LIMITS) and messages, so a
 * form refuses under the field what the api would refuse after sending (api/test/form-parity.test.ts).
 */
import * as Yup from 'yup';
import { EMAIL_PATTERN, INPUT_LIMITS, MESSAGES, textTooLong } from '@bo/domain';

/** A trimmed text, `max` characters at most once trimmed (the api trims before measuring too). */
export const textField = (max: number = INPUT_LIMITS.shortText) =>
  Yup.string().ensure().trim().max(max, textTooLong(max));

/** A trimmed text that must not be blank: `message` when it is. */
export const requiredTextField = (message: string, max: number = INPUT_LIMITS.shortText) =>
  textField(max).required(message);

/** A required email address. */
export const emailField = () =>
  requiredTextField(MESSAGES.emailRequired, INPUT_LIMITS.email).matches(
    EMAIL_PATTERN,
    MESSAGES.emailInvalid,
  );

/** A contact's email address, or nothing. */
export const optionalEmailField = () =>
  textField(INPUT_LIMITS.email).test(
    'email',
    MESSAGES.emailInvalid,
    (value) => value === '' || EMAIL_PATTERN.test(value),
  );

/** A password as typed (never trimmed): `required` when empty. */
export const passwordField = (required: string) =>
  Yup.string()
    .ensure()
    .required(required)
    .max(INPUT_LIMITS.password, textTooLong(INPUT_LIMITS.password));
