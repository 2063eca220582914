import type { Request, Response } from 'express';
import { Router } from 'express';
import { and, eq, type SQL } from 'drizzle-orm';
import { HYGIENE_MESSAGES as M } from '@bo/domain';
import type { PhotoResponse } from '../contract/index.ts';
import { currentUser } from '../auth/middleware.ts';
import { photos } from '../db/schema.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { parseId } from '../http/validate.ts';
import { visiblePhotos } from '../photos/access.ts';
import {
  checkedPhoto,
  PHOTO_FIELD,
  readMultipart,
  refuseOversized,
  storePhoto,
} from '../photos/upload.ts';
import type { RouteDeps } from './deps.ts';

export function photosRoutes(deps: RouteDeps): Router {
  const { db, auth, photos: signer, photoStore } = deps;
  const router = Router();

  // Every role records logs on the floor, photos included (docs/areas/hygiene.md#who-records).
  router.post('/photos', auth, async (req, res) => {
    const user = currentUser(req);
    refuseOversized(req, res);
    const { photo } = await readMultipart(req);
    if (!photo) throw invalidField(PHOTO_FIELD, M.photoRequired);
    const id = await storePhoto(db, photoStore, user, checkedPhoto(photo));
    const body: PhotoResponse = { photo: { id, url: signer.url(id, user.enseigneId) } };
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
