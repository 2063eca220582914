import type { Request, Response } from 'express';
import { Router } from 'express';
import { and, eq, type SQL } from 'drizzle-orm';
import busboy from 'busboy';
import { HYGIENE_MESSAGES as M, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@bo/domain';
import type { PhotoResponse } from '../contract/index.ts';
import { currentUser } from '../auth/middleware.ts';
import { photos } from '../db/schema.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { parseId } from '../http/validate.ts';
import { visiblePhotos } from '../photos/access.ts';
import { sniffImage, type PhotoMimeType } from '../photos/storage.ts';
import type { RouteDeps } from './deps.ts';

const PHOTO_FIELD = 'photo';
const MAX_MEGABYTES = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));
const tooLarge = () =>
  new HttpError(413, M.photoTooLarge(MAX_MEGABYTES), { photo: M.photoTooLarge(MAX_MEGABYTES) });
const notImage = () => invalidField(PHOTO_FIELD, M.photoNotImage);
const missing = () => invalidField(PHOTO_FIELD, M.photoRequired);
/** Room for the multipart envelope around a file of the maximum size. */
const ENVELOPE_BYTES = 64 * 1024;

const isPhotoMime = (type: string): type is PhotoMimeType =>
  (PHOTO_MIME_TYPES as readonly string[]).includes(type);

/**
 * Reads the one `photo` file of a multipart body into memory (8 MB at most: simpler and safer than
 * a temporary file, and the bytes must be sniffed anyway). The whole body is consumed before
 * answering, so a refusal reaches the client instead of a connection reset.
 */
function readPhotoPart(req: Request): Promise<{ bytes: Buffer; declaredType: string }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { files: 1, fileSize: PHOTO_MAX_BYTES, fields: 10, parts: 12 },
      });
    } catch {
      // Not multipart/form-data (or no boundary).
      reject(missing());
      return;
    }
    let found: { bytes: Buffer; declaredType: string } | null = null;
    let failure: HttpError | null = null;

    parser.on('file', (field, stream, info) => {
      if (field !== PHOTO_FIELD || found || failure) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        failure = tooLarge();
      });
      stream.on('end', () => {
        if (!failure) found = { bytes: Buffer.concat(chunks), declaredType: info.mimeType };
      });
    });
    parser.on('error', () => reject(missing()));
    parser.on('close', () => {
      if (failure) reject(failure);
      else if (!found || found.bytes.length === 0) reject(missing());
      else resolve(found);
    });
    req.pipe(parser);
  });
}

export function photosRoutes(deps: RouteDeps): Router {
  const { db, auth, photos: signer, photoStore } = deps;
  const router = Router();

  // §3 (hygiene): every role records logs on the floor, photos included.
  router.post('/photos', auth, async (req, res) => {
    const user = currentUser(req);
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > PHOTO_MAX_BYTES + ENVELOPE_BYTES) {
      // Far too large to be one photo: refused without reading it.
      res.setHeader('Connection', 'close');
      throw tooLarge();
    }
    const { bytes, declaredType } = await readPhotoPart(req);
    // Both must say image: the type the browser gives and the bytes themselves, and agree.
    const sniffed = sniffImage(bytes);
    if (!isPhotoMime(declaredType) || !sniffed || sniffed !== declaredType) throw notImage();

    const storageKey = await photoStore.save(bytes, sniffed);
    const [row] = await db
      .insert(photos)
      .values({
        enseigneId: user.enseigneId,
        storageKey,
        mimeType: sniffed,
        byteSize: bytes.length,
        uploadedById: user.id,
      })
      .returning({ id: photos.id });
    const body: PhotoResponse = {
      photo: { id: row!.id, url: signer.url(row!.id, user.enseigneId) },
    };
    res.status(201).json(body);
  });

  /**
   * Which photos the request may read. A bearer token: the photos its user may see (a record
   * of his restaurants names it, or he uploaded it and nothing names it yet: visiblePhotos).
   * Otherwise the signed link (an <img src> sends no token): the api mints one only in an
   * answer to a user who may see the photo, so the link is that proof, for its chain.
   */
  const scopeOf = async (req: Request, res: Response): Promise<SQL> => {
    if (req.headers.authorization) {
      await new Promise<void>((resolve, reject) => {
        Promise.resolve(
          auth(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
        ).catch(reject);
      });
      return visiblePhotos(db, currentUser(req));
    }
    const id = Number(req.params.id);
    const proof = Number.isSafeInteger(id) ? signer.verify(id, req.query) : null;
    if (!proof) throw notFound(M.photoNotFound);
    return eq(photos.enseigneId, proof.enseigneId);
  };

  router.get('/photos/:id/file', async (req, res) => {
    const scope = await scopeOf(req, res);
    const id = parseId(req.params.id, M.photoNotFound);
    const [row] = await db
      .select({ storageKey: photos.storageKey, mimeType: photos.mimeType })
      .from(photos)
      .where(and(eq(photos.id, id), scope));
    const file = row && (await photoStore.open(row.storageKey));
    if (!row || !file) throw notFound(M.photoNotFound);
    res.setHeader('Content-Type', row.mimeType);
    res.setHeader('Content-Length', String(file.size));
    // Per user (private), never shared by a proxy; the link itself changes every hour.
    res.setHeader('Cache-Control', 'private, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    await new Promise<void>((resolve, reject) => {
      const stream = file.stream();
      stream.on('error', reject);
      res.on('close', () => resolve());
      stream.pipe(res);
    });
  });

  return router;
}
