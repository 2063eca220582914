import { createLinkSigner, SIGNED_LINK_TTL_SECONDS } from '../files/links.ts';

/**
 * Photo links for <img src>: a browser does not send the bearer token with an image request, so a
 * photo's URL carries its own short-lived proof instead (files/links.ts). The graph hands these
 * out only to users of the chain, so a link reaches no one else (and stops working after
 * `ttlSeconds`).
 */
export interface PhotoSigner {
  /** `/api/photos/{id}/file?e=<expiry>&c=<chain>&s=<signature>` (relative to the api). */
  url(photoId: number, enseigneId: number): string;
  /** Whether the query of a file request is a valid, unexpired proof for this photo. */
  verify(
    photoId: number,
    query: { e?: unknown; c?: unknown; s?: unknown },
  ): { enseigneId: number } | null;
}

export const PHOTO_URL_TTL_SECONDS = SIGNED_LINK_TTL_SECONDS;

export function createPhotoSigner(
  secret: string,
  ttlSeconds = PHOTO_URL_TTL_SECONDS,
  now: () => number = Date.now,
): PhotoSigner {
  const links = createLinkSigner({
    secret,
    // The key photo links were always signed with: links already handed out stay valid.
    purpose: 'brigade-photo-urls',
    path: (id) => `/api/photos/${id}/file`,
    ttlSeconds,
    now,
  });
  return {
    url: (photoId, enseigneId) => links.url(photoId, enseigneId),
    verify: (photoId, { e, c, s }) => links.verify(photoId, { e, c, s }),
  };
}
