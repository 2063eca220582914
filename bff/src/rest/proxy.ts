import type { IncomingHttpHeaders } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { Router, type Request, type Response } from 'express';
import type { Dispatcher } from 'undici';
import type { RestTransport } from './client.ts';
import { UPSTREAM_UNAVAILABLE_MESSAGE } from './errors.ts';

/**
 * The bff's plain HTTP routes: what a browser cannot do through the graph — send a file, show
 * an <img>, download a PDF. Each streams to and from the api through the bff's connection pool
 * (nothing is buffered here) and answers the api's status, headers and body as they are, so
 * the api stays the one place that checks sizes, types, tokens and signatures.
 */

/** Request headers the api needs; nothing else of the browser's reaches it. */
const FORWARDED_REQUEST = ['authorization', 'content-type', 'content-length', 'accept'] as const;
/** Response headers the browser needs (type, size, caching, file name). */
const FORWARDED_RESPONSE = [
  'content-type',
  'content-length',
  'content-disposition',
  'cache-control',
  'x-content-type-options',
  'x-request-id',
] as const;

/** A PDF of a long period takes a while to generate: more than a graph call's 10 s. */
export const EXPORT_TIMEOUT_MS = 120_000;

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
}

async function forward(
  transport: RestTransport,
  req: Request,
  res: Response,
  { method, path, timeoutMs }: ProxyOptions,
): Promise<void> {
  let upstream: Dispatcher.ResponseData;
  try {
    upstream = await transport.pool.request({
      method,
      path: `${transport.basePath}${path}`,
      headers: pick(req.headers, FORWARDED_REQUEST),
      // The browser's multipart body, streamed as is: the api parses and limits it.
      body: method === 'POST' ? req : null,
      ...(timeoutMs ? { headersTimeout: timeoutMs, bodyTimeout: timeoutMs } : {}),
    });
  } catch {
    if (!res.headersSent) res.status(502).json({ error: UPSTREAM_UNAVAILABLE_MESSAGE });
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
}

const queryOf = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at === -1 ? '' : req.originalUrl.slice(at);
};

export function proxyRoutes(transport: RestTransport): Router {
  const router = Router();

  router.post('/uploads/photos', (req, res) =>
    forward(transport, req, res, { method: 'POST', path: '/api/photos' }),
  );

  // Signed <img src> links are relative to the api (`/api/photos/{id}/file?e=&c=&s=`): the same
  // path on the bff reaches the same file, query string kept.
  router.get('/api/photos/:id/file', (req, res) =>
    forward(transport, req, res, {
      method: 'GET',
      path: `/api/photos/${encodeURIComponent(req.params.id)}/file${queryOf(req)}`,
    }),
  );

  router.get('/exports/hygiene.pdf', (req, res) =>
    forward(transport, req, res, {
      method: 'GET',
      path: `/api/hygiene/export${queryOf(req)}`,
      timeoutMs: EXPORT_TIMEOUT_MS,
    }),
  );

  return router;
}
