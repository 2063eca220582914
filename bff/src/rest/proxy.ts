import type { IncomingHttpHeaders } from 'node:http';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HYGIENE_MESSAGES, PHOTO_MAX_BYTES } from '@bo/domain';
import { Router, type Request, type Response } from 'express';
import type { Dispatcher } from 'undici';
import { bearerToken } from '../context.ts';
import { callerKey, type RestTransport } from './client.ts';
import { outcomeUnknown } from '../idempotency.ts';
import {
  UPSTREAM_BUSY_MESSAGE,
  UPSTREAM_UNAVAILABLE_MESSAGE,
  WRITE_OUTCOME_UNKNOWN_MESSAGE,
  WRITE_OUTCOME_UNKNOWN_UNKEYED_MESSAGE,
} from './errors.ts';
import { QueueTimeout } from './fair-share.ts';

/**
 * The bff's plain HTTP routes: what a browser cannot do through the graph — send a file, show
 * an <img>, download a PDF. Each streams to and from the api through the bff's connection pool
 * (nothing is buffered here) and answers the api's status, headers and body as they are, so
 * the api stays the one place that checks sizes, types, tokens and signatures.
 */

/** Request headers the api needs; nothing else of the browser's reaches it. */
const FORWARDED_REQUEST = [
  'authorization',
  'content-type',
  'content-length',
  'accept',
  'idempotency-key',
] as const;
/** Response headers the browser needs (type, size, caching, file name). */
const FORWARDED_RESPONSE = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'x-request-id',
  'retry-after',
] as const;

/** A PDF of a long period takes a while to generate: more than a graph call's 10 s. */
export const EXPORT_TIMEOUT_MS = 120_000;

/**
 * The largest upload body the bff streams on: a photo of PHOTO_MAX_BYTES plus the room the api
 * also leaves for the multipart envelope (boundaries, part headers). Beyond it the bff answers
 * 413 itself: the api would refuse it without reading it, and a refusal arriving while the bff
 * still streams the body used to reach the browser as a 502 after seconds (issue 9 item 7).
 */
export const UPLOAD_MAX_BODY_BYTES = PHOTO_MAX_BYTES + 64 * 1024;

const photoTooLarge = () => {
  const message = HYGIENE_MESSAGES.photoTooLarge(Math.round(PHOTO_MAX_BYTES / (1024 * 1024)));
  return { error: message, fieldErrors: { photo: message } };
};

/** Passes a body through while counting it; past `max` bytes it fails instead. */
class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;

  constructor(private readonly max: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.max) {
      this.exceeded = true;
      done(new Error(`upload over ${this.max} bytes`));
      return;
    }
    done(null, chunk);
  }
}

/** 413 now, without reading the body: the connection closes once the answer is sent. */
function refuseTooLarge(res: Response): void {
  res.setHeader('Connection', 'close');
  res.status(413).json(photoTooLarge());
}

function pick(headers: IncomingHttpHeaders, names: readonly string[]): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const value = headers[name];
    if (typeof value === 'string') picked[name] = value;
  }
  return picked;
}

interface ProxyOptions {
  method: 'GET' | 'POST';
  /** The api path, query string included. */
  path: string;
  timeoutMs?: number;
  /** POST: the largest body streamed on (413 beyond). */
  maxBodyBytes?: number;
}

async function forward(
  transport: RestTransport,
  req: Request,
  res: Response,
  { method, path, timeoutMs, maxBodyBytes }: ProxyOptions,
): Promise<void> {
  let body: ByteLimit | null = null;
  if (method === 'POST') {
    const declared = Number(req.headers['content-length']);
    if (maxBodyBytes !== undefined && Number.isFinite(declared) && declared > maxBodyBytes) {
      return refuseTooLarge(res);
    }
    // The browser's multipart body, streamed as is (the api parses it and checks the file);
    // counted here too, for chunked bodies that declare no length.
    body = new ByteLimit(maxBodyBytes ?? Number.POSITIVE_INFINITY);
    req.pipe(body);
    req.on('error', (error) => body?.destroy(error));
  }
  const caller = callerKey(bearerToken(req.headers.authorization), req.socket.remoteAddress);
  try {
    // The connection stays this caller's until the answer has been streamed to the browser.
    await transport.share.run(caller, async () => {
      let upstream: Dispatcher.ResponseData;
      try {
        upstream = await transport.pool.request({
          method,
          path: `${transport.basePath}${path}`,
          headers: {
            ...pick(req.headers, FORWARDED_REQUEST),
            // The client's own address, never one it claims (the api trusts this from the bff).
            ...(req.socket.remoteAddress && { 'x-forwarded-for': req.socket.remoteAddress }),
          },
          body,
          ...(timeoutMs ? { headersTimeout: timeoutMs, bodyTimeout: timeoutMs } : {}),
        });
      } catch (error) {
        if (body?.exceeded) refuseTooLarge(res);
        else if (!res.headersSent) res.status(502).json(unavailable(method, req, error));
        return;
      }
      res.status(upstream.statusCode);
      for (const [name, value] of Object.entries(pick(upstream.headers, FORWARDED_RESPONSE))) {
        res.setHeader(name, value);
      }
      try {
        await pipeline(upstream.body, res);
      } catch {
        // The browser went away or the api cut the body: nothing more can be sent.
        res.destroy();
      }
    });
  } catch (error) {
    if (!(error instanceof QueueTimeout)) throw error;
    body?.destroy();
    if (!res.headersSent) res.status(503).json({ error: UPSTREAM_BUSY_MESSAGE });
  }
}

/** The 502's body: an upload that may have reached the api says its outcome is unknown. */
function unavailable(method: string, req: Request, error: unknown) {
  if (method === 'GET' || !outcomeUnknown(error)) return { error: UPSTREAM_UNAVAILABLE_MESSAGE };
  const keyed = req.headers['idempotency-key'] !== undefined;
  return {
    error: keyed ? WRITE_OUTCOME_UNKNOWN_MESSAGE : WRITE_OUTCOME_UNKNOWN_UNKEYED_MESSAGE,
    writeOutcome: 'UNKNOWN',
  };
}

const queryOf = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
};

export function proxyRoutes(transport: RestTransport): Router {
  const router = Router();

  router.post('/uploads/photos', (req, res) =>
    forward(transport, req, res, {
      method: 'POST',
      path: '/api/photos',
      maxBodyBytes: UPLOAD_MAX_BODY_BYTES,
    }),
  );

  // Signed <img src> links are relative to the api (`/api/photos/{id}/file?e=&c=&s=`): the same
  // path on the bff reaches the same file, query string kept.
  router.get('/api/photos/:id/file', (req, res) =>
    forward(transport, req, res, {
      method: 'GET',
      path: `/api/photos/${encodeURIComponent(req.params.id)}/file${queryOf(req)}`,
    }),
  );

  // Stored files (an order's PDF) the same way: `/api/files/{id}?e=&c=&s=&n=` opens in a new tab.
  router.get('/api/files/:id', (req, res) =>
    forward(transport, req, res, {
      method: 'GET',
      path: `/api/files/${encodeURIComponent(req.params.id)}${queryOf(req)}`,
    }),
  );

  router.get('/exports/hygiene.pdf', (req, res) =>
    forward(transport, req, res, {
      method: 'GET',
      path: `/api/hygiene/export${queryOf(req)}`,
      timeoutMs: EXPORT_TIMEOUT_MS,
    }),
  );

  // The payroll export (CSV or PDF, `?restaurantId&dateFrom&dateTo&format`): the api checks the
  // role and the period, names the file and sets its type.
  router.get('/exports/payroll', (req, res) =>
    forward(transport, req, res, {
      method: 'GET',
      path: `/api/payroll/export${queryOf(req)}`,
      timeoutMs: EXPORT_TIMEOUT_MS,
    }),
  );

  return router;
}
