import { createHash } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import { idempotencyKeys } from '../db/schema.ts';
import type { Logger } from './logger.ts';
import type { AnyRoute } from './route.ts';
import { HttpError } from './errors.ts';

/**
 * `Idempotency-Key` on the api's creates (contract:
 * docs/decisions/api.md#idempotency-safe-retries-honest-failures). A client that never learnt whether its POST was written (a timeout, a
 * reset) sends it again with the same key: the first answer comes back instead of a second row.
 */

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
/** A key answers the same for at least this long; older ones are forgotten (and purged). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * A key still "in progress" after this long was claimed by a process that died before storing its
 * answer (no route runs for minutes: the bff gives up after 10 s). Its write may or may not have
 * been committed, so a retry is told that, rather than "in progress" for the rest of the 24 hours.
 */
export const IDEMPOTENCY_ABANDONED_MS = 2 * 60 * 1000;
/** The purge of expired keys runs at most this often per process, piggybacked on a new key. */
const PURGE_EVERY_MS = 10 * 60 * 1000;

export const IDEMPOTENCY_ERRORS = {
  invalidKey:
    "En-tête Idempotency-Key invalide : de 1 à 200 caractères parmi lettres, chiffres, '_', '.', ':' et '-'",
  otherRequest: "Cette clé d'idempotence a déjà servi pour une autre requête",
  inProgress:
    "Une requête avec cette clé d'idempotence est encore en cours : réessayez dans un instant",
  abandoned:
    "Le serveur s'est interrompu pendant la première requête avec cette clé d'idempotence : impossible de savoir si elle a été enregistrée. Vérifiez avant de recommencer.",
} as const;

/**
 * True for a route the key applies to: every POST but the ones whose definition opts out
 * (`idempotencyKey: false`, said and explained where the route is defined).
 */
export const takesIdempotencyKey = (route: AnyRoute): boolean =>
  route.method === 'post' && route.idempotencyKey !== false;

/** The request paths (OpenAPI templates as patterns) of the POSTs that take no key. */
function keylessPosts(routes: readonly AnyRoute[]): RegExp[] {
  return routes
    .filter((route) => route.method === 'post' && !takesIdempotencyKey(route))
    .map((route) => new RegExp('^' + route.path.replace(/\{[^}]+\}/g, '[^/]+') + '/?$'));
}

type Row = typeof idempotencyKeys.$inferSelect;

/** JSON with sorted keys, so two serializations of one body hash alike. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What "the same request" means: query string and JSON body. A multipart body (a photo) is a
 * stream the route reads itself and whose boundary changes on every retry: it is not compared
 * (null), the key alone dedupes.
 */
function requestHash(req: Request): string | null {
  if (req.is('multipart/*')) return null;
  const at = req.originalUrl.indexOf('?');
  const query = at === -1 ? '' : req.originalUrl.slice(at + 1);
  return createHash('sha256')
    .update(query)
    .update('\n')
    .update(canonical(req.body ?? null))
    .digest('hex');
}

/**
 * Whose key it is: the user of a valid bearer token, else the anonymous caller (signup). A key
 * never reaches another user's answers; a bad token still gets its 401 from the route.
 */
async function scopeOf(req: Request, tokens: TokenService): Promise<string> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  const verified = match ? await tokens.verify(match[1]!) : null;
  return verified ? `user:${verified.userId}` : 'anonymous';
}

export interface IdempotencyOptions {
  db: Db;
  tokens: TokenService;
  logger: Logger;
  /** The mounted routes: their definitions say which POSTs take no key. */
  routes: readonly AnyRoute[];
}

/**
 * Mounted once in front of every route (app.ts). A request with a key:
 * 1. claims (scope, method, path, key) with an "in progress" row, or finds the row already there:
 *    finished with the same request → its answer again, with `Idempotent-Replayed: true`; finished
 *    with another request → 409; still running → 409 (in progress);
 * 2. runs the route; its JSON answer is stored in the row BEFORE it is sent, when it is a success
 *    (2xx), or the row is deleted (a failure may be retried with the same key).
 * The route's own transaction commits before step 2 stores its answer: a crash between the two
 * leaves the row "in progress" for its 24 hours, so a retry answers 409, never a duplicate; after
 * IDEMPOTENCY_ABANDONED_MS that 409 says the first request's fate is unknown.
 */
export function idempotency({ db, tokens, logger, routes }: IdempotencyOptions): RequestHandler {
  const keyless = keylessPosts(routes);
  let lastPurge = 0;
  const purge = (now: number) => {
    if (now - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = now;
    db.delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)))
      .catch((error: unknown) => logger.error('[api] idempotency keys purge failed', error));
  };

  return async (req, res, next) => {
    const key = req.get(IDEMPOTENCY_HEADER);
    const path = req.baseUrl + req.path;
    if (
      key === undefined ||
      req.method !== 'POST' ||
      keyless.some((pattern) => pattern.test(path))
    ) {
      next();
      return;
    }
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) {
      throw new HttpError(400, IDEMPOTENCY_ERRORS.invalidKey);
    }
    const id = { scope: await scopeOf(req, tokens), method: req.method, path, key };
    const hash = requestHash(req);
    const where = and(
      eq(idempotencyKeys.scope, id.scope),
      eq(idempotencyKeys.method, id.method),
      eq(idempotencyKeys.path, id.path),
      eq(idempotencyKeys.key, id.key),
    );

    // Claim the key, or meet the request that holds it. A few rounds: the holder may be deleted
    // (it failed, or expired) between our insert and our read.
    let existing: Row | undefined;
    let claimed = false;
    for (let round = 0; round < 3 && !claimed && !existing; round++) {
      const now = Date.now();
      const inserted = await db
        .insert(idempotencyKeys)
        .values({ ...id, requestHash: hash, createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      claimed = inserted.length > 0;
      if (claimed) {
        purge(now);
        continue;
      }
      [existing] = await db.select().from(idempotencyKeys).where(where);
      if (existing && now - existing.createdAt.getTime() >= IDEMPOTENCY_TTL_MS) {
        await db
          .delete(idempotencyKeys)
          .where(and(where, eq(idempotencyKeys.createdAt, existing.createdAt)));
        existing = undefined;
      }
    }

    if (!claimed) {
      // Answered without reading a multipart body: let it drain rather than stall the socket.
      if (!req.readableEnded) req.resume();
      // Never claimed nor met (the key changed hands three times): as busy as in progress.
      if (!existing) throw new HttpError(409, IDEMPOTENCY_ERRORS.inProgress);
      if (existing.requestHash !== hash) {
        throw new HttpError(409, IDEMPOTENCY_ERRORS.otherRequest);
      }
      if (existing.status === null) {
        const abandoned = Date.now() - existing.createdAt.getTime() >= IDEMPOTENCY_ABANDONED_MS;
        throw new HttpError(
          409,
          abandoned ? IDEMPOTENCY_ERRORS.abandoned : IDEMPOTENCY_ERRORS.inProgress,
        );
      }
      res.setHeader(REPLAYED_HEADER, 'true');
      res.status(existing.status).json(existing.response);
      return;
    }

    settleWithAnswer(res, async (status, body) => {
      try {
        if (status >= 200 && status < 300) {
          await db
            .update(idempotencyKeys)
            .set({ status, response: body ?? null })
            .where(and(where, isNull(idempotencyKeys.status)));
        } else {
          await db.delete(idempotencyKeys).where(and(where, isNull(idempotencyKeys.status)));
        }
      } catch (error) {
        // The write (if any) is done: the client gets its answer; the key stays "in progress",
        // so a retry answers 409 rather than writing twice.
        logger.error(`[api] idempotency key not settled (request ${res.locals.requestId})`, error);
      }
    });
    next();
  };
}

/**
 * Runs `settle` with the status and JSON body of the answer before it goes out, whether the
 * route or the error handler sends it. A client that hangs up (the bff's timeout) does not settle
 * anything: the route goes on and its answer is still stored for the retry. An answer without
 * JSON settles, without a body, once sent.
 */
function settleWithAnswer(
  res: Response,
  settle: (status: number, body: unknown) => Promise<void>,
): void {
  let settled = false;
  const json = res.json.bind(res);
  res.json = (body?: unknown) => {
    if (settled) return json(body);
    settled = true;
    const status = res.statusCode;
    void settle(status, body).then(() => {
      try {
        if (!res.headersSent) json(body);
      } catch (error) {
        res.destroy(error as Error);
      }
    });
    return res;
  };
  res.on('finish', () => {
    if (settled) return;
    settled = true;
    void settle(res.statusCode, undefined);
  });
}
