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
  bodyTooLarge: 'Corps de requête trop volumineux',
  internal: 'Erreur interne du serveur',
  emailTaken: 'Un compte existe déjà avec cet email',
  restaurantNotFound: 'Restaurant introuvable',
  enseigneNotFound: 'Enseigne introuvable',
  databaseUnavailable: 'Base de données indisponible',
} as const;

export const notFound = (message: string) => new HttpError(404, message);
export const forbidden = () => new HttpError(403, ERRORS.forbidden);

/**
 * A zod failure as a 400: one message per field (the first one met, keyed by its dotted path,
 * e.g. `adminUser.email`), and a sentence quoting the first problem for whoever shows only one.
 */
export function validationError(error: ZodError): HttpError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    // Unknown keys of a strict object are reported on the object; put them on the key itself.
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key].join('.'))
        : [issue.path.map(String).join('.')];
    for (const key of keys) {
      if (key !== '' && !(key in fieldErrors)) fieldErrors[key] = issue.message;
    }
  }
  const first = error.issues[0]?.message ?? 'requête incorrecte';
  return new HttpError(400, `Données invalides : ${first}`, fieldErrors);
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

export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** A row still referenced through an ON DELETE RESTRICT foreign key (Postgres raises it, not 23503). */
export const PG_RESTRICT_VIOLATION = '23001';

/** 400 for one field of the body, worded like a validation failure (e.g. an unknown zoneId). */
export const invalidField = (field: string, message: string) =>
  new HttpError(400, `Données invalides : ${message}`, { [field]: message });
