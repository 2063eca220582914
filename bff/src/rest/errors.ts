import type { ErrorCode } from '@bo/domain';
import { GraphQLError } from 'graphql';
import { outcomeUnknown } from '../idempotency.ts';

export type { ErrorCode };

export const UPSTREAM_UNAVAILABLE_MESSAGE = 'Le service est momentanément indisponible';
export const INTERNAL_MESSAGE = 'Une erreur interne est survenue';

export type FieldErrors = Record<string, string>;

export function graphError(
  code: ErrorCode,
  message: string,
  extra: { fieldErrors?: FieldErrors; requestId?: string; cause?: unknown } = {},
): GraphQLError {
  const extensions: Record<string, unknown> = { code };
  if (extra.fieldErrors) extensions.fieldErrors = extra.fieldErrors;
  if (extra.requestId) extensions.requestId = extra.requestId;
  return new GraphQLError(message, { extensions, originalError: asError(extra.cause) });
}

const asError = (cause: unknown): Error | undefined => (cause instanceof Error ? cause : undefined);

const DEFAULT_MESSAGES: Record<number, string> = {
  400: 'Entrée invalide',
  401: 'Authentification requise',
  403: "Vous n'avez pas les permissions nécessaires pour effectuer cette action",
  404: 'Introuvable',
  409: 'Conflit',
  413: 'Requête trop volumineuse',
  414: 'Requête trop longue',
  429: 'Trop de tentatives. Réessayez plus tard.',
  431: 'Requête trop longue',
};

function codeFor(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return 'BAD_USER_INPUT';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'UPSTREAM_UNAVAILABLE';
    default:
      // Any other 4xx is the request's fault, e.g. a 431 Node answers itself, before the api's
      // routes, for a token too long for a URL: never INTERNAL.
      return status >= 400 && status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL';
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Turns a REST error response into the graph's error; the message is the api's French `error`.
 * A 429's Retry-After header becomes `extensions.retryAfter` (seconds).
 */
export function fromRestResponse(
  status: number,
  body: unknown,
  headers: { retryAfter?: string | string[] | undefined } = {},
): GraphQLError {
  const code = codeFor(status);
  const restMessage = isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
  const requestId =
    isRecord(body) && typeof body.requestId === 'string' ? body.requestId : undefined;
  if (code === 'UPSTREAM_UNAVAILABLE') return graphError(code, UPSTREAM_UNAVAILABLE_MESSAGE);
  if (code === 'RATE_LIMITED') {
    const seconds = Number(headers.retryAfter);
    return new GraphQLError(restMessage ?? DEFAULT_MESSAGES[429]!, {
      extensions: {
        code,
        ...(Number.isSafeInteger(seconds) && seconds >= 0 && { retryAfter: seconds }),
      },
    });
  }
  if (code === 'INTERNAL') {
    // The api already hides details of a 500 and gives a request id to quote to support.
    return graphError(code, restMessage ?? INTERNAL_MESSAGE, { requestId });
  }
  const fieldErrors =
    (code === 'BAD_USER_INPUT' || code === 'CONFLICT') &&
    isRecord(body) &&
    isRecord(body.fieldErrors)
      ? Object.fromEntries(
          Object.entries(body.fieldErrors).filter(
            (e): e is [string, string] => typeof e[1] === 'string',
          ),
        )
      : undefined;
  const fallback = code === 'BAD_USER_INPUT' ? DEFAULT_MESSAGES[400]! : INTERNAL_MESSAGE;
  return graphError(code, restMessage ?? DEFAULT_MESSAGES[status] ?? fallback, {
    // A conflict may name its field too (a signup email already taken).
    fieldErrors: code === 'BAD_USER_INPUT' ? (fieldErrors ?? {}) : fieldErrors,
  });
}

export const WRITE_OUTCOME_UNKNOWN_MESSAGE =
  "Le service n'a pas répondu à temps : l'enregistrement a pu être fait ou non. Vous pouvez réessayer sans risque de doublon.";
export const WRITE_OUTCOME_UNKNOWN_UNKEYED_MESSAGE =
  "Le service n'a pas répondu à temps : l'enregistrement a pu être fait ou non. Vérifiez-le avant de réessayer.";

/**
 * The api could not be reached or did not answer. For a write (`write` given) whose request may
 * have reached the api (idempotency.ts outcomeUnknown), the client learns that its fate is
 * unknown (`writeOutcome: "UNKNOWN"`), and whether retrying is safe (it sent an Idempotency-Key).
 */
export function upstreamUnavailable(cause: unknown, write?: { keyed: boolean }): GraphQLError {
  if (!write || !outcomeUnknown(cause)) {
    return graphError('UPSTREAM_UNAVAILABLE', UPSTREAM_UNAVAILABLE_MESSAGE, { cause });
  }
  const message = write.keyed
    ? WRITE_OUTCOME_UNKNOWN_MESSAGE
    : WRITE_OUTCOME_UNKNOWN_UNKEYED_MESSAGE;
  return new GraphQLError(message, {
    extensions: { code: 'UPSTREAM_UNAVAILABLE', writeOutcome: 'UNKNOWN' },
    originalError: cause instanceof Error ? cause : undefined,
  });
}

export const UPSTREAM_BUSY_MESSAGE =
  "Le service est très sollicité : rien n'a été envoyé, réessayez dans un instant";

/** No connection to the api freed up in time: the call was never sent (rest/fair-share.ts). */
export const upstreamBusy = (cause: unknown): GraphQLError =>
  graphError('UPSTREAM_BUSY', UPSTREAM_BUSY_MESSAGE, { cause });

/** Renames REST field paths (e.g. `adminUser.email`) to the graph's input names (`email`). */
export function renameFieldErrors(
  error: GraphQLError,
  rename: (restPath: string) => string,
): GraphQLError {
  const fieldErrors = error.extensions.fieldErrors as FieldErrors | undefined;
  if (!fieldErrors) return error;
  const renamed: FieldErrors = {};
  for (const [path, message] of Object.entries(fieldErrors)) {
    const name = rename(path);
    // Keep the first message when two REST paths land on one graph field.
    renamed[name] ??= message;
  }
  return graphError(error.extensions.code as ErrorCode, error.message, { fieldErrors: renamed });
}
