// The bff's plain HTTP routes (not the graph): photo uploads, photo files and the inspection
// report. A browser cannot send a file or receive a PDF through the graph, so these go straight
// to the bff with the session's bearer token.

export const UPLOAD_PHOTO_PATH = '/uploads/photos';
export const HYGIENE_REPORT_PATH = '/exports/hygiene.pdf';

export interface UploadedPhoto {
  id: string;
  url: string;
}

/**
 * The server's French sentence from a JSON refusal, if it sent one: the field's own message
 * when there is one ('Seules les images sont acceptées ...', not 'Données invalides : ...').
 */
async function errorOf(response: Response): Promise<string | null> {
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

/** Uploads one image; rejects with a RestError carrying the server's message when refused. */
export async function uploadPhoto(
  file: File,
  token: string | null,
  fallbackError: string,
): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const response = await fetch(UPLOAD_PHOTO_PATH, {
    method: 'POST',
    headers: authHeaders(token),
    body,
  });
  if (!response.ok) {
    throw new RestError((await errorOf(response)) ?? fallbackError, response.status);
  }
  const { photo } = (await response.json()) as { photo: { id: number | string; url: string } };
  return { id: String(photo.id), url: photo.url };
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
  const response = await fetch(path, { headers: authHeaders(token) });
  if (!response.ok) {
    throw new RestError((await errorOf(response)) ?? fallbackError, response.status);
  }
  return {
    blob: await response.blob(),
    filename: filenameOf(response.headers.get('content-disposition'), fallbackName),
  };
}
