/**
 * The number fields' text and rules (issue 10 item 7): every numeric input keeps what the user
 * typed ('4,5') and reads it here, the French way (@bo/domain's parseFrenchNumber), so a decimal
 * comma is never dropped and what cannot be read gets the same French message in every form.
 */
import * as Yup from 'yup';
import { NUMBER_MESSAGES, parseFrenchInteger, parseFrenchNumber } from '@bo/domain';

/** A number field's text: null when empty, NaN when it does not read as a number. */
export function typedNumber(text: string | null | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  return parseFrenchNumber(trimmed) ?? Number.NaN;
}

/**
 * The Yup rule of a number field's text: empty passes (chain `.required(…)` for a required one),
 * anything that does not read as a number (or a whole one, with `integer`) is refused with the
 * French message. Forms chain their own bounds after it.
 */
export function numberText({
  integer = false,
  message,
}: { integer?: boolean; message?: string } = {}) {
  return Yup.string()
    .ensure()
    .test(
      'number',
      message ?? (integer ? NUMBER_MESSAGES.integer : NUMBER_MESSAGES.invalid),
      (value) =>
        value.trim() === '' ||
        (integer ? parseFrenchInteger(value) : parseFrenchNumber(value)) !== null,
    );
}
