import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Photo links for <img src>: a browser does not send the bearer token with an image request, so a
 * photo's URL carries its own short-lived proof instead — an HMAC of the photo id, its chain and
 * an expiry, keyed by the server's secret. The graph hands these out only to users of the chain,
 * so a link reaches no one else (and stops working after `ttlSeconds`).
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

/** Links live this long: long enough for a page left open, short enough not to be shared. */
export const PHOTO_URL_TTL_SECONDS = 6 * 3600;

export function createPhotoSigner(
  secret: string,
  ttlSeconds = PHOTO_URL_TTL_SECONDS,
  now: () => number = Date.now,
): PhotoSigner {
  // A key of its own, derived from the token secret: a photo signature is never a valid token.
  const key = createHmac('sha256', secret).update('brigade-photo-urls').digest();
  const sign = (photoId: number, enseigneId: number, expiry: number) =>
    createHmac('sha256', key).update(`${photoId}.${enseigneId}.${expiry}`).digest('base64url');

  return {
    url(photoId, enseigneId) {
      // Rounded to the hour so one page's links are stable (cacheable) within an hour.
      const expiry = Math.ceil((now() / 1000 + ttlSeconds) / 3600) * 3600;
      return `/api/photos/${photoId}/file?e=${expiry}&c=${enseigneId}&s=${sign(photoId, enseigneId, expiry)}`;
    },
    verify(photoId, { e, c, s }) {
      if (typeof e !== 'string' || typeof c !== 'string' || typeof s !== 'string') return null;
      const expiry = Number(e);
      const enseigneId = Number(c);
      if (!Number.isSafeInteger(expiry) || !Number.isSafeInteger(enseigneId)) return null;
      if (expiry * 1000 < now()) return null;
      const expected = Buffer.from(sign(photoId, enseigneId, expiry));
      const given = Buffer.from(s);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { enseigneId };
    },
  };
}
