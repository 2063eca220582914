// The bff's plain HTTP routes (not the graph) the hygiene pages use: photo uploads and the
// inspection report. How a file travels with the bearer token is lib/files.ts, shared with the
// other areas' exports.
import { errorOf, RestError, sessionFetch } from '../../../lib/files.ts';

export { fetchFile, filenameOf, RestError } from '../../../lib/files.ts';

export const UPLOAD_PHOTO_PATH = '/uploads/photos';
export const HYGIENE_REPORT_PATH = '/exports/hygiene.pdf';

export interface UploadedPhoto {
  id: string;
  url: string;
}

/** Uploads one image; rejects with a RestError carrying the server's message when refused. */
export async function uploadPhoto(
  file: File,
  token: string | null,
  fallbackError: string,
): Promise<UploadedPhoto> {
  const body = new FormData();
  body.append('photo', file, file.name);
  const response = await sessionFetch(UPLOAD_PHOTO_PATH, token, { method: 'POST', body });
  if (!response.ok) {
    throw new RestError((await errorOf(response)) ?? fallbackError, response.status);
  }
  const { photo } = (await response.json()) as { photo: { id: number | string; url: string } };
  return { id: String(photo.id), url: photo.url };
}
