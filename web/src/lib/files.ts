// Files the bff serves over plain HTTP rather than the graph (photos, PDF and CSV exports): a
// browser cannot receive a file through the graph, so these go straight to the bff with the
// session's bearer token.
import { clearRefusedSession } from './storage.ts';

/**
 * The server's French sentence from a JSON refusal, if it sent one: the field's own message
 * when there is one ('Seules les images sont acceptées ...', not 'Données invalides : ...').
 */
export async function errorOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as {
      error?: unknown;
      fieldErrors?: Record<string, unknown>;
    } | null;
    const field = body?.fieldErrors && Object.values(body.fieldErrors)[0];
    if (typeof field === 'string') return field;
    return typeof body?.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

export class RestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const authHeaders = (token: string | null): HeadersInit =>
  token ? { Authorization: `Bearer ${token}` } : {};

/**
 * Every call the web makes outside the graph goes through here, with the session's bearer token:
 * a 401 ends the session exactly as one from the graph does (lib/apollo.ts, docs/areas/platform.md#session), so an
 * upload or a download refused for an expired session leads to /login at once rather than at the
 * next graph call.
 */
export async function sessionFetch(
  path: string,
  token: string | null,
  init: Omit<RequestInit, 'headers'> = {},
): Promise<Response> {
  const response = await fetch(path, { ...init, headers: authHeaders(token) });
  if (response.status === 401) clearRefusedSession(token);
  return response;
}

/** The file name a Content-Disposition header gives (RFC 6266 filename* first). */
export function filenameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // fall through to the plain name
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback;
}

/** GETs a file with the bearer token; resolves with its bytes and the name the server gave it. */
export async function fetchFile(
  path: string,
  token: string | null,
  fallbackName: string,
  fallbackError: string,
): Promise<{ blob: Blob; filename: string }> {
  const response = await sessionFetch(path, token);
  if (!response.ok) {
    throw new RestError((await errorOf(response)) ?? fallbackError, response.status);
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), fallbackName),
  };
}
