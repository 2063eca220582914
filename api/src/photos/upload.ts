import type { Request, Response } from 'express';
import busboy from 'busboy';
import {
  HYGIENE_MESSAGES as M,
  parseFrenchNumber,
  PHOTO_MAX_BYTES,
  PHOTO_MIME_TYPES,
} from '@bo/domain';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { photos } from '../db/schema.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import { sniffImage, type PhotoMimeType, type PhotoStore } from './storage.ts';

// How a photo comes in: alone (POST /api/photos) or with the record it belongs to (the multipart
// variant of POST /api/temperature-readings and /api/oil-records, docs/areas/hygiene.md#photos).
// One reader, one check of the bytes and one way of storing it, whichever route receives it.

export const PHOTO_FIELD = 'photo';
const MAX_MEGABYTES = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
const tooLarge = () =>
  new HttpError(413, M.photoTooLarge(MAX_MEGABYTES), { photo: M.photoTooLarge(MAX_MEGABYTES) });
const missing = () => invalidField(PHOTO_FIELD, M.photoRequired);
/** Room for the multipart envelope (and a record's text fields) around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;
/** A record's text fields are short (notes: 2,000 characters); more is not a record. */
const FIELD_MAX_BYTES = 16 * 1024;
const MAX_FIELDS = 20;

export interface UploadedPhoto {
  bytes: Buffer;
  declaredType: string;
}

export interface MultipartBody {
  /** The text fields, first value of each name. */
  fields: Record<string, string>;
  photo: UploadedPhoto | null;
}

export const isMultipart = (req: Request): boolean => Boolean(req.is('multipart/form-data'));

/**
 * Refuses at once a body declared far too large to hold one photo, without reading it (the
 * connection is closed: the rest is not worth receiving).
 */
export function refuseOversized(req: Request, res: Response): void {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES + ENVELOPE_BYTES) {
    res.setHeader('Connection', 'close');
    throw tooLarge();
  }
}

/**
 * Reads a multipart body: its text fields and its one `photo` file, in memory (8 MB at most:
 * simpler and safer than a temporary file, and the bytes must be sniffed anyway). The whole body
 * is consumed before answering, so a refusal reaches the client instead of a connection reset.
 * A field too long or too many of them is a 400; a body that is not multipart says the photo is
 * missing.
 */
export function readMultipart(req: Request): Promise<MultipartBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          files: 1,
          // busboy reports `limit` when the count reaches fileSize, not when it passes it: one
          // byte more, so a file of exactly the limit is accepted.
          fileSize: PHOTO_MAX_BYTES + 1,
          fields: MAX_FIELDS,
          fieldSize: FIELD_MAX_BYTES,
          parts: MAX_FIELDS + 2,
        },
      });
    } catch {
      // Not multipart/form-data (or no boundary).
      reject(missing());
      return;
    }
    const fields: Record<string, string> = {};
    let photo: UploadedPhoto | null = null;
    let failure: HttpError | null = null;

    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) failure ??= invalidField(name, M.multipartFieldTooLong);
      else if (!(name in fields)) fields[name] = value;
    });
    parser.on('fieldsLimit', () => {
      failure ??= new HttpError(400, `Données invalides : ${M.multipartTooManyFields}`);
    });
    parser.on('file', (field, stream, info) => {
      if (field !== PHOTO_FIELD || photo || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = tooLarge();
      });
      stream.on('end', () => {
        if (!failure) photo = { bytes: Buffer.concat(chunks), declaredType: info.mimeType };
      });
    });
    parser.on('error', () => reject(missing()));
    parser.on('close', () => {
      if (failure) reject(failure);
      else resolve({ fields, photo: photo && photo.bytes.length > 0 ? photo : null });
    });
    req.pipe(parser);
  });
}

const isPhotoMime = (type: string): type is PhotoMimeType =>
  (PHOTO_MIME_TYPES as readonly string[]).includes(type);

/** The photo's type once both the browser's word and the bytes themselves say the same image. */
export function checkedPhoto(photo: UploadedPhoto): { bytes: Buffer; mimeType: PhotoMimeType } {
  const sniffed = sniffImage(photo.bytes);
  if (!isPhotoMime(photo.declaredType) || !sniffed || sniffed !== photo.declaredType) {
    throw invalidField(PHOTO_FIELD, M.photoNotImage);
  }
  return { bytes: photo.bytes, mimeType: sniffed };
}

/** Writes a checked photo to the store and its row in `db` (a transaction, when given one): both or neither. */
export async function storePhoto(
  db: Pick<Db, 'insert'>,
  store: PhotoStore,
  user: AuthUser,
  photo: { bytes: Buffer; mimeType: PhotoMimeType },
): Promise<number> {
  const storageKey = await store.save(db, user.enseigneId, photo.bytes, photo.mimeType);
  const [row] = await db
    .insert(photos)
    .values({
      enseigneId: user.enseigneId,
      storageKey,
      mimeType: photo.mimeType,
      byteSize: photo.bytes.length,
      uploadedById: user.id,
    })
    .returning({ id: photos.id });
  return row!.id;
}

/**
 * A multipart record's text fields as the JSON body its contract reads: empty fields are
 * absent, and `numeric` ones are numbers when they read as one the French way
 * (parseFrenchNumber: '4,5', '-3,5', '1 234'); anything else stays text, for the contract to
 * refuse with its own message.
 */
export function multipartRecord(
  fields: Record<string, string>,
  numeric: readonly string[],
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(fields)) {
    const value = raw.trim();
    if (value === '') continue;
    const number = numeric.includes(name) ? parseFrenchNumber(value) : null;
    body[name] = number ?? value;
  }
  return body;
}

/**
 * The body of a create that may come as JSON or as the multipart variant with its photo: the
 * JSON body, or the multipart fields (see multipartRecord) and the photo, checked but not stored
 * yet (the record is checked first, so a refused one writes nothing). A multipart body naming
 * `photoId` too is refused: one photo, one way.
 */
export async function recordWithPhoto(
  req: Request,
  res: Response,
  numeric: readonly string[],
): Promise<{
  body: unknown;
  photo: { bytes: Buffer; mimeType: PhotoMimeType } | null;
}> {
  if (!isMultipart(req)) return { body: req.body, photo: null };
  refuseOversized(req, res);
  const { fields, photo } = await readMultipart(req);
  const body = multipartRecord(fields, numeric);
  if (photo && 'photoId' in body) throw invalidField('photoId', M.photoTwice);
  return { body, photo: photo && checkedPhoto(photo) };
}
