/**
 * Bounded input primitives: every value a client sends (body, query string, path) is built from
 * these, so no value the database cannot hold reaches it (issue 9: a NUL in a text, an id of 2^31,
 * a date of year 0000 or a 1e308 amount answered 500). Each one refuses with a French message;
 * a field passes its own message where the spec words it (e.g. "Le restaurant est requis").
 *
 * - an id is an integer from 1 to MAX_ID (Postgres `integer`);
 * - a text has no NUL character (Postgres `text` cannot hold one) and a maximum length;
 * - a day or an instant lies in the years INPUT_LIMITS.years;
 * - a number is finite (zod's z.number() already refuses Infinity and NaN) and bounded for its field.
 *
 * http/input-bounds.ts is the net below them (a NUL anywhere, too many keys, too deep) and the
 * error handler maps a Postgres data error that would still slip through to a 400.
 */
import {
  CATALOGUE_MESSAGES,
  dayOf,
  EMAIL_PATTERN,
  INPUT_LIMITS,
  isCalendarDay,
  MESSAGES,
  PHOTO_URL_PATTERN,
  textTooLong,
} from '@bo/domain';
import { z } from './registry.ts';

/** The largest id: ids are Postgres `integer` (serial) columns. */
export const MAX_ID = 2_147_483_647;

/** A batch read (`?ids=`, `?restaurantIds=`, …) names at most this many ids (a DataLoader batch). */
export const MAX_BATCH_IDS = 500;

// The limits and their message are the domain's: the web's forms check the same before sending.
export { INPUT_LIMITS };

export const INPUT_MESSAGES = {
  required: 'Valeur requise',
  idInvalid: 'Identifiant invalide',
  idListInvalid: 'Liste d’identifiants invalide (entiers séparés par des virgules)',
  nul: 'Caractère interdit (NUL)',
  tooLong: textTooLong,
  tooManyItems: (max: number) => `${max} éléments au plus`,
  dayInvalid: 'Date invalide (AAAA-MM-JJ)',
  dayNonexistent: (day: string) => `Date inexistante : ${day}`,
  dateTimeInvalid: 'Date et heure invalides',
  yearOutOfRange: `Date hors limites : entre ${INPUT_LIMITS.years.min} et ${INPUT_LIMITS.years.max}`,
  numberOutOfRange: (min: number, max: number) =>
    `Nombre hors limites : entre ${min.toLocaleString('fr-FR')} et ${max.toLocaleString('fr-FR')}`,
} as const;

/**
 * A value the client did not give: absent from the body, or null (what a form's empty select
 * sends). Only such a value is "requis"; one that is there but malformed is invalid (item 9 of
 * the fit-and-finish issue: '4,5' as an id answered 'Le shift badgé est requis').
 */
export const isAbsent = (input: unknown): boolean => input === undefined || input === null;

/**
 * The `error` of a field's type check: `required` when the value is absent, `invalid` when it is
 * there but of the wrong kind; without `invalid`, the contracts' message for the kind expected
 * ('Nombre attendu', registry.ts).
 */
export const requiredOr =
  (required: string, invalid?: string) =>
  (issue: { input?: unknown }): string | undefined =>
    isAbsent(issue.input) ? required : invalid;

/** For a field built by hand: `.refine(hasNoNul, INPUT_MESSAGES.nul)`. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

const yearInRange = (year: number) =>
  year >= INPUT_LIMITS.years.min && year <= INPUT_LIMITS.years.max;

// ---- Ids ------------------------------------------------------------------------------------

/**
 * An id in a JSON body: an integer from 1 to MAX_ID; `required` when absent, `invalid` for
 * anything else (a text, 4.5, 0, 2^31).
 */
export const id = (
  required: string = INPUT_MESSAGES.idInvalid,
  invalid: string = INPUT_MESSAGES.idInvalid,
) =>
  z
    .number({ error: requiredOr(required, invalid) })
    .int(invalid)
    .positive(invalid)
    .max(MAX_ID, invalid);

/**
 * `{id}` in a path; a route's definition reads it as an id text (http/route.ts: an id out of range
 * is a 404, like an unknown one).
 */
export const pathId = () =>
  z.coerce
    .number()
    .int()
    .positive()
    .max(MAX_ID)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1 });

/**
 * `?ids=1,2,3`: a batch read's ids, each from 1 to MAX_ID; routes read the list with
 * http/validate.ts parseIdList (distinct ids, at most MAX_BATCH_IDS).
 */
export const idList = () =>
  z
    .string({ error: INPUT_MESSAGES.idListInvalid })
    // Each id has 10 digits at most, plus its comma.
    .max(MAX_BATCH_IDS * 11, INPUT_MESSAGES.tooManyItems(MAX_BATCH_IDS))
    .regex(/^\d+(,\d+)*$/, INPUT_MESSAGES.idListInvalid)
    .refine((raw) => raw.split(',').every((part) => isIdText(part)), INPUT_MESSAGES.idListInvalid);

/** An id written in a query string or a path: 1 to MAX_ID, no sign, no leading zero. */
export const isIdText = (text: string): boolean =>
  /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_ID;

// ---- Texts ----------------------------------------------------------------------------------

/**
 * A text of at most `max` characters without NUL; `required` when absent, `invalid` when not a
 * text (default 'Texte attendu'), `trim` trims it before measuring. Chain `.min()`,
 * `.toLowerCase()`, … as with z.string().
 */
export const text = (
  max: number,
  required?: string,
  { trim = false, invalid }: { trim?: boolean; invalid?: string } = {},
) => {
  const string = z.string(
    required === undefined && invalid === undefined
      ? undefined
      : { error: requiredOr(required ?? INPUT_MESSAGES.required, invalid) },
  );
  return (trim ? string.trim() : string)
    .max(max, INPUT_MESSAGES.tooLong(max))
    .refine(hasNoNul, INPUT_MESSAGES.nul);
};

/** A trimmed text that must not be empty: `message` when absent or blank. */
export const requiredText = (
  message: string,
  max: number = INPUT_LIMITS.shortText,
  invalid?: string,
) => text(max, message, { trim: true, invalid }).min(1, message);

/** A trimmed text; empty, null or absent is null. */
export const optionalText = (max: number = INPUT_LIMITS.shortText) =>
  text(max, undefined, { trim: true })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null));

/** An email address, required, trimmed and lower-cased. */
export const email = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage, INPUT_LIMITS.email, invalidMessage)
    .toLowerCase()
    .regex(EMAIL_PATTERN, invalidMessage);

/**
 * `pattern` or nothing: a field a form may leave empty. A regex, not a refinement, so that the
 * contract publishes it (openapi.json's `pattern`) and a client can check it before sending.
 */
const emptyOr = (pattern: RegExp) => new RegExp(`^$|${pattern.source}`);

/** A contact's email address or '' (none), trimmed; `required` when not a string. */
export const emptyOrEmail = (required?: string) =>
  text(INPUT_LIMITS.email, required, { trim: true, invalid: required })
    .regex(emptyOr(EMAIL_PATTERN), MESSAGES.emailInvalid)
    .openapi({ example: 'contact@exemple.fr' });

/** A product's or a recipe's photo: an http(s) address, or none (empty, null or absent). */
export const photoUrl = text(INPUT_LIMITS.longText, CATALOGUE_MESSAGES.photoUrlInvalid, {
  trim: true,
  invalid: CATALOGUE_MESSAGES.photoUrlInvalid,
})
  .regex(emptyOr(PHOTO_URL_PATTERN), CATALOGUE_MESSAGES.photoUrlInvalid)
  .openapi({ example: 'https://exemple.fr/photos/tomates.jpg' })
  .nullable()
  .optional()
  // The forms drop an empty photo URL: empty is none.
  .transform((value) => (value ? value : null));

/** A password as typed (never trimmed): `message` when absent or empty. */
export const password = (message: string) => text(INPUT_LIMITS.password, message).min(1, message);

// ---- Dates ----------------------------------------------------------------------------------

/**
 * The years INPUT_LIMITS.years allows (2000 to 2099), as the start of a pattern: what the
 * contract publishes for a day or an instant.
 */
const YEAR_PATTERN = '^20\\d{2}-';
/** A day `YYYY-MM-DD` of those years (the format `date` says it exists). */
export const DAY_PATTERN = `${YEAR_PATTERN}\\d{2}-\\d{2}$`;

/**
 * A calendar day `YYYY-MM-DD` that exists (no 2026-02-30) within INPUT_LIMITS.years; `required`
 * when absent, `invalid` for a malformed one.
 */
export const day = (
  required: string = INPUT_MESSAGES.dayInvalid,
  invalid: string = INPUT_MESSAGES.dayInvalid,
) =>
  z
    .string({ error: requiredOr(required, invalid) })
    .max(10, invalid)
    .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
    .refine(isCalendarDay, {
      error: (issue) => INPUT_MESSAGES.dayNonexistent(String(issue.input).slice(0, 10)),
    })
    .refine((v) => yearInRange(Number(v.slice(0, 4))), INPUT_MESSAGES.yearOutOfRange)
    // The contract says the same: a real calendar day (`date`: no 2026-02-30) of the years allowed.
    .openapi({ format: 'date', pattern: DAY_PATTERN });

/**
 * An ISO 8601 instant with its offset (`2026-11-20T08:30:00Z`, `…+01:00`) within
 * INPUT_LIMITS.years; `requiredMessage` when absent (where the field is required), `message`
 * when malformed.
 */
export const instant = (
  message: string = INPUT_MESSAGES.dateTimeInvalid,
  requiredMessage: string = message,
) =>
  z.iso
    .datetime({
      offset: true,
      error: requiredOr(requiredMessage, message),
    })
    // `2026-11-20T08:30:00.123456789+01:00` is 35 characters.
    .max(40, message)
    .refine((v) => yearInRange(new Date(v).getUTCFullYear()), INPUT_MESSAGES.yearOutOfRange)
    .openapi({ pattern: YEAR_PATTERN });

/**
 * A calendar day sent as `YYYY-MM-DD` or as the ISO instant a JavaScript client makes of it
 * (`2026-12-02T00:00:00.000Z`, a Date's toISOString()); `required` when absent, `invalid` when it
 * is neither. The route reads an instant's day where it belongs (calendarDayIn: the restaurant's
 * time zone), so a midnight in Paris sent as `2026-12-01T23:00:00.000Z` is the 2nd.
 */
export const dayOrInstant = (
  required: string = INPUT_MESSAGES.dayInvalid,
  invalid: string = INPUT_MESSAGES.dayInvalid,
) => {
  const asDay = day(required, invalid);
  const asInstant = instant(invalid, required);
  return (
    z
      .string({ error: requiredOr(required, invalid) })
      .max(40, invalid)
      .regex(/^\d{4}-\d{2}-\d{2}($|T)/, invalid)
      .superRefine((value, ctx) => {
        const result = (value.length <= 10 ? asDay : asInstant).safeParse(value);
        for (const issue of result.error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message });
        }
      })
      // The contract: a real day or a real instant (exactly one of the two formats), of the years allowed.
      .openapi({
        pattern: `${YEAR_PATTERN}\\d{2}-\\d{2}($|T)`,
        oneOf: [{ format: 'date' }, { format: 'date-time' }],
      })
  );
};

/** The calendar day a dayOrInstant() value names in `timeZone`. */
export const calendarDayIn = (value: string, timeZone: string): string =>
  value.length <= 10 ? value : dayOf(value, timeZone);

// ---- Numbers --------------------------------------------------------------------------------

/**
 * A finite number from `min` to `max`. `message` for a wrong type or a value below `min`;
 * `maxMessage` (default `message`) above `max`; without them, INPUT_MESSAGES.numberOutOfRange.
 */
export const number = (min: number, max: number, message?: string, maxMessage?: string) => {
  const low = message ?? INPUT_MESSAGES.numberOutOfRange(min, max);
  return z
    .number(message === undefined ? undefined : { error: message })
    .min(min, low)
    .max(max, maxMessage ?? low);
};

/** An integer from `min` to `max` (see number). */
export const integer = (min: number, max: number, message?: string, maxMessage?: string) =>
  number(min, max, message, maxMessage).int(message ?? INPUT_MESSAGES.numberOutOfRange(min, max));
