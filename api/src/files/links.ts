import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links for what a browser fetches without the bearer token (an <img src>, a PDF opened in a new
 * tab): the URL carries its own short-lived proof instead — an HMAC of the id, its chain, an
 * expiry and any extra part of the link, keyed by the server's secret. The api hands these out
 * only to users of the chain who may see the thing, so a link reaches no one else (and stops
 * working after `ttlSeconds`).
 */
export interface LinkSigner {
  /** `<path(id)>?e=<expiry>&c=<chain>&s=<signature>`, then the extra query parameters, signed too. */
  url(id: number, enseigneId: number, extra?: Record<string, string>): string;
  /** Whether a request's query is a valid, unexpired proof for this id (and these extra names). */
  verify(
    id: number,
    query: Record<string, unknown>,
    extraNames?: readonly string[],
  ): { enseigneId: number } | null;
}

/** Links live this long: long enough for a page left open, short enough not to be shared. */
export const SIGNED_LINK_TTL_SECONDS = 6 * 3600;

export function createLinkSigner({
  secret,
  purpose,
  path,
  ttlSeconds = SIGNED_LINK_TTL_SECONDS,
  now = Date.now,
}: {
  secret: string;
  /** Each kind of link its own key, derived from the token secret: no signature is a token, nor another kind's link. */
  purpose: string;
  path: (id: number) => string;
  ttlSeconds?: number;
  now?: () => number;
}): LinkSigner {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (id: number, enseigneId: number, expiry: number, extra: string[]) =>
    createHmac('sha256', key)
      .update([id, enseigneId, expiry, ...extra].join('.'))
      .digest('base64url');

  return {
    url(id, enseigneId, extra = {}) {
      // Rounded to the hour so one page's links are stable (cacheable) within an hour.
      const expiry = Math.ceil((now() / 1000 + ttlSeconds) / 3600) * 3600;
      const names = Object.keys(extra);
      const signature = sign(
        id,
        enseigneId,
        expiry,
        names.map((name) => extra[name]!),
      );
      const more = names.map((name) => `&${name}=${encodeURIComponent(extra[name]!)}`).join('');
      return `${path(id)}?e=${expiry}&c=${enseigneId}&s=${signature}${more}`;
    },
    verify(id, query, extraNames = []) {
      const { e, c, s } = query;
      if (typeof e !== 'string' || typeof c !== 'string' || typeof s !== 'string') return null;
      const expiry = Number(e);
      const enseigneId = Number(c);
      if (!Number.isSafeInteger(expiry) || !Number.isSafeInteger(enseigneId)) return null;
      if (expiry * 1000 < now()) return null;
      const extra: string[] = [];
      for (const name of extraNames) {
        const value = query[name];
        if (value === undefined) continue;
        if (typeof value !== 'string') return null;
        extra.push(value);
      }
      const expected = Buffer.from(sign(id, enseigneId, expiry, extra));
      const given = Buffer.from(s);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return { enseigneId };
    },
  };
}

/** A file's name in a link: what Content-Disposition may say as is ('BC-2026-00042.pdf'). */
export const FILE_NAME_PATTERN = /^[\w-][\w.-]{0,99}$/;

/** Links to stored files (an order's PDF): `/api/files/{id}?e=&c=&s=` and `&n=<name>` when named. */
export interface FileLinkSigner {
  url(fileId: number, enseigneId: number, name?: string): string;
  verify(fileId: number, query: Record<string, unknown>): { enseigneId: number } | null;
}

export function createFileLinkSigner(
  secret: string,
  ttlSeconds = SIGNED_LINK_TTL_SECONDS,
  now: () => number = Date.now,
): FileLinkSigner {
  const links = createLinkSigner({
    secret,
    purpose: 'brigade-file-urls',
    path: (id) => `/api/files/${id}`,
    ttlSeconds,
    now,
  });
  return {
    url(fileId, enseigneId, name) {
      if (name !== undefined && !FILE_NAME_PATTERN.test(name)) {
        throw new Error(`nom de fichier refusé dans un lien : ${name}`);
      }
      return links.url(fileId, enseigneId, name === undefined ? {} : { n: name });
    },
    verify: (fileId, query) => links.verify(fileId, query, ['n']),
  };
}
