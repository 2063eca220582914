/**
 * Numbers as French users type and read them (issue 10 item 7): a decimal comma ('4,5'), or a
 * point from a phone's keypad ('4.5'), spaces between thousands ('1 234,5', also the no-break
 * spaces a copy from a French document brings), a leading minus for temperatures. One reading
 * for every numeric input of the web app and for the api's multipart fields, so '4,5' is never
 * 45 anywhere.
 */

/** What a form says under a number it cannot read. */
export const NUMBER_MESSAGES = {
  invalid: 'Nombre invalide (ex. 4,5)',
  integer: 'Nombre entier attendu (ex. 30)',
} as const;

/** The minus signs a keyboard or a copied text may bring (hyphen, typographic minus, en dash). */
const MINUS = /^[\u2212\u2013]/;
/**
 * A sign, then either plain digits or digits grouped by three with spaces (ordinary, no-break or
 * narrow no-break: Intl's fr-FR grouping), then a decimal part after a comma or a point. The
 * whole part may be left out (',5'); groups of another size ('4 5') are a typo, not 45.
 */
const FRENCH_NUMBER = /^([-+]?)(\d{1,3}(?:[ \u00A0\u202F]\d{3})+|\d*)(?:[.,](\d+))?$/;

/**
 * A number typed by a French user, or null when it does not read as one: '4,5', '4.5' and
 * ' 4,5 ' are 4.5; '-3,5' is −3.5; '1 234,5' is 1234.5; '', '-', '4,5,6', '1.234,5', '4 5',
 * 'abc' and '1e3' are null.
 */
export function parseFrenchNumber(input: string): number | null {
  const match = FRENCH_NUMBER.exec(input.trim().replace(MINUS, '-'));
  if (!match) return null;
  const [, sign = '', whole = '', fraction] = match;
  if (whole === '' && fraction === undefined) return null;
  const value = Number(`${sign}${whole.replace(/\D/g, '') || '0'}.${fraction ?? '0'}`);
  // -0 reads as 0: a '-0' typed is not a different temperature.
  return value === 0 ? 0 : value;
}

/** Like parseFrenchNumber, but only a whole number: '30' is 30; '30,5' and 'abc' are null. */
export function parseFrenchInteger(input: string): number | null {
  const value = parseFrenchNumber(input);
  return value !== null && Number.isInteger(value) ? value : null;
}

const inputFormat = new Intl.NumberFormat('fr-FR', {
  useGrouping: false,
  maximumFractionDigits: 20,
});

const priceInputFormat = new Intl.NumberFormat('fr-FR', {
  useGrouping: false,
  minimumFractionDigits: 2,
  maximumFractionDigits: 20,
});

/**
 * A stored number as a field shows it to be edited: a decimal comma, no thousands spaces (the
 * user edits digits, not spaces), nothing for null: 4.5 → '4,5', -18 → '-18'. `{ cents: true }`
 * writes a price as an invoice does: 18.5 → '18,50'.
 */
export function frenchNumberText(
  value: number | null | undefined,
  { cents = false }: { cents?: boolean } = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return (cents ? priceInputFormat : inputFormat).format(value);
}
