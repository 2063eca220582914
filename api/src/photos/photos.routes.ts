import { HYGIENE_MESSAGES as M, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@bo/domain';
import { binary, bearer, ErrorResponse, IdParam } from '../contract/common.ts';
import { PhotoFileQuery, PhotoResponse, PhotoUploadBody } from './photos.contract.ts';
import { currentUser } from '../auth/middleware.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import type { PhotoSigner } from './signing.ts';
import { findReadablePhoto, type PhotoReader } from './photos.queries.ts';
import { checkedPhoto, PHOTO_FIELD, readMultipart, refuseOversized, storePhoto } from './upload.ts';

const megabytes = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

export const photosRoutes = [
  // Every role records logs on the floor, photos included (docs/areas/hygiene.md#photos).
  defineRoute({
    method: 'post',
    path: '/api/photos',
    tags: ['photos'],
    summary: `Envoie une photo (journaux d'hygiène) ; tous les rôles. Images seulement (${PHOTO_MIME_TYPES.join(', ')}, type et contenu vérifiés), ${megabytes} Mo au plus.`,
    description:
      "Le champ `photo` (un seul fichier) d'un formulaire multipart. La réponse donne l'id à passer aux relevés (`photoId`) et un lien signé vers l'image.",
    access: 'authenticated',
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: PhotoUploadBody } },
    },
    response: { status: 201, description: 'Photo enregistrée', schema: PhotoResponse },
    errors: [400],
    responses: {
      413: {
        description: M.photoTooLarge(megabytes),
        content: { 'application/json': { schema: ErrorResponse } },
      },
    },
    handler: async ({ db, user, photos: signer, photoStore, req, res }) => {
      refuseOversized(req, res);
      const { photo } = await readMultipart(req);
      if (!photo) throw invalidField(PHOTO_FIELD, M.photoRequired);
      const id = await storePhoto(db, photoStore, user, checkedPhoto(photo));
      return { photo: { id, url: signer.url(id, user.enseigneId) } };
    },
  }),

  /**
   * Which photos the request may read. A bearer token: the photos its user may see (a record
   * of his restaurants names it, or he uploaded it and nothing names it yet: visiblePhotos), its
   * 401 before anything else. Otherwise the signed link (an <img src> sends no token): the api
   * mints one only in an answer to a user who may see the photo, so the link is that proof, for
   * its chain.
   */
  defineRoute({
    method: 'get',
    path: '/api/photos/{id}/file',
    tags: ['photos'],
    summary:
      "L'image d'une photo : avec le lien signé que donnent les relevés (`?e=&c=&s=`, pour <img src>) ou avec un jeton. 404 pour un lien faux ou expiré et pour la photo d'une autre enseigne.",
    access: 'public',
    security: [{}, ...bearer],
    middlewares: [
      ({ auth }) =>
        (req, res, next) =>
          req.headers.authorization ? auth(req, res, next) : next(),
    ],
    params: IdParam,
    notFound: M.photoNotFound,
    query: PhotoFileQuery,
    response: {
      status: 200,
      description: "L'image, avec son type (Cache-Control: private).",
      content: Object.fromEntries(PHOTO_MIME_TYPES.map((type) => [type, { schema: binary }])),
    },
    errors: [401, 404],
    handler: async ({ db, photos: signer, photoStore, req, res, params: { id }, query }) => {
      const reader = req.headers.authorization
        ? { user: currentUser(req) }
        : signedReader(signer, id, query);
      const row = await findReadablePhoto(db, reader, id);
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
    },
  }),
];

/** The photos of the chain a signed link names; a wrong or expired link names none (404). */
function signedReader(
  signer: PhotoSigner,
  id: number,
  query: Parameters<PhotoSigner['verify']>[1],
): PhotoReader {
  const proof = signer.verify(id, query);
  if (!proof) throw notFound(M.photoNotFound);
  return { enseigneId: proof.enseigneId };
}
