import type { ZodError } from 'zod';

/** An expected failure: its status and French message go to the client as they are. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const ERRORS = {
  authRequired: 'Authentification requise',
  sessionInvalid: 'Session expirée ou invalide',
  forbidden: "Vous n'avez pas les permissions nécessaires pour cette action",
  badCredentials: 'Identifiants incorrects',
  invalidJson: 'Corps de requête JSON invalide',
  bodyTooLarge: 'Corps de requête trop volumineux : 1 Mo au plus',
  unsupportedBody: 'Corps de requête non pris en charge : du JSON en UTF-8, sans compression',
  internal: 'Erreur interne du serveur',
  emailTaken: 'Un compte existe déjà avec cet email',
  restaurantNotFound: 'Restaurant introuvable',
  enseigneNotFound: 'Enseigne introuvable',
  databaseUnavailable: 'Base de données indisponible',
  invalidValue: 'Données invalides : une valeur est hors des limites admises',
} as const;

/** A wait said in French: '8 secondes', '1 minute', '15 minutes'. */
export function frenchWait(seconds: number): string {
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return `${n} seconde${n > 1 ? 's' : ''}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
}

export const RATE_LIMITED_MESSAGE = (seconds: number) =>
  `Trop de tentatives. Réessayez dans ${frenchWait(seconds)}.`;

/** A refusal with how long to wait; the Retry-After header is set before it is thrown. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, RATE_LIMITED_MESSAGE(retryAfterSeconds));
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = () => new HttpError(403, ERRORS.forbidden);

/** An error answer stays small whatever the input (issue 9: 172 MB for 20,000 unknown keys). */
export const ERROR_BOUNDS = { fieldErrors: 20, message: 200, field: 100 } as const;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/**
 * A zod failure as a 400: one message per field (the first one met, keyed by its dotted path,
 * e.g. `adminUser.email`), and a sentence quoting the first problem for whoever shows only one.
 * At most ERROR_BOUNDS.fieldErrors fields, each name and message clipped.
 */
export function validationError(error: ZodError): HttpError {
  const fieldErrors: Record<string, string> = {};
  let count = 0;
  let first: string | undefined;
  outer: for (const issue of error.issues) {
    // Unknown keys of a strict object are reported on the object, in one message listing them
    // all; put one message on each key instead, naming only that key.
    const entries: [string, string][] =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [
            [...issue.path, key].join('.'),
            `Clé non reconnue : "${clip(key, ERROR_BOUNDS.field)}"`,
          ])
        : [[issue.path.map(String).join('.'), issue.message]];
    for (const [path, message] of entries) {
      first ??= message;
      const key = clip(path, ERROR_BOUNDS.field);
      if (key === '' || key in fieldErrors) continue;
      if (count++ === ERROR_BOUNDS.fieldErrors) break outer;
      fieldErrors[key] = clip(message, ERROR_BOUNDS.message);
    }
  }
  const sentence = clip(first ?? 'requête incorrecte', ERROR_BOUNDS.message);
  return new HttpError(400, `Données invalides : ${sentence}`, fieldErrors);
}

/** Postgres error code anywhere in the cause chain (drizzle wraps the driver's error). */
export function pgErrorCode(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Postgres' data exceptions (class 22: invalid_text_representation, numeric_value_out_of_range,
 * datetime_field_overflow, untranslatable_character 22P05, …) and program_limit_exceeded (54000,
 * e.g. a value too large for an index): a value, not the server, is at fault.
 */
export function isPgDataError(error: unknown): boolean {
  const code = pgErrorCode(error);
  return code !== undefined && (code.startsWith('22') || code === '54000');
}

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A row still referenced through an ON DELETE RESTRICT foreign key (Postgres raises it, not 23503). */
export const PG_RESTRICT_VIOLATION = '23001';

/** 400 for one field of the body, worded like a validation failure (e.g. an unknown zoneId). */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, `Données invalides : ${message}`, { [field]: message });
