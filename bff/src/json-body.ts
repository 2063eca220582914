import type { Request, RequestHandler } from 'express';

/**
 * The largest body of POST /graphql, as before; the variables' own bounds (limits.ts) are checked
 * once it is read.
 */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** A refusal in body-parser's shape (`status`, `type`), which server.ts's error handler maps. */
const bodyError = (status: number, type: string) =>
  Object.assign(new Error(type), { status, type, expose: true });

/**
 * express.json() without its costly habit: a body over `limit` is refused as soon as that is
 * known — at once from a declared Content-Length, at the chunk that passes the limit for a
 * chunked one — and the connection closes after the 413, so the rest is never read.
 * express.json() read every remaining byte of a 10 MB body before answering (body-parser drains
 * the request to keep the connection for the next one), which cost another user's p99 ×4–7.
 * The api reads its bodies the same way (api/src/http/json-body.ts, the twin of this file: the
 * bff ships without the api's sources).
 *
 * The rest is body-parser's json() as the graph used it: only `application/json` bodies, UTF-8,
 * an empty body is `{}`, the top level an object or an array. Compressed bodies are refused
 * (415): browsers do not send them, and inflating is where a small body becomes a big one.
 */
export function jsonBody(limit: number = JSON_BODY_LIMIT): RequestHandler {
  return (req, res, next) => {
    // As body-parser does: Apollo's middleware takes a missing `body` for a missing parser.
    if (!Object.hasOwn(req, 'body')) req.body = undefined;
    // null without a body, false for another type: left to the route (multipart, nothing).
    if (!req.is('application/json')) return next();
    const tooLarge = () => {
      res.setHeader('Connection', 'close');
      next(bodyError(413, 'entity.too.large'));
    };
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limit) return tooLarge();
    const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
    if (encoding !== 'identity') return next(bodyError(415, 'encoding.unsupported'));
    const charset = /;\s*charset\s*=\s*"?([\w-]+)/i.exec(req.headers['content-type'] ?? '')?.[1];
    if (charset && !/^utf-?8$/i.test(charset)) {
      return next(bodyError(415, 'charset.unsupported'));
    }
    read(req, limit, (outcome) => {
      if (outcome === TOO_LARGE) return tooLarge();
      if (outcome instanceof Error) return next(outcome);
      try {
        req.body = parse(outcome);
      } catch {
        return next(bodyError(400, 'entity.parse.failed'));
      }
      next();
    });
  };
}

const TOO_LARGE = Symbol('too large');
type Outcome = string | typeof TOO_LARGE | Error;

/** The body's text, or TOO_LARGE as soon as more than `limit` bytes arrived. */
function read(req: Request, limit: number, done: (outcome: Outcome) => void) {
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (outcome: Outcome) => {
    req.off('data', onData).off('end', onEnd).off('error', onError);
    done(outcome);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    if (received <= limit) {
      chunks.push(chunk);
      return;
    }
    // Read no further: with Connection: close the socket goes once the 413 is written.
    req.pause();
    finish(TOO_LARGE);
  };
  const onEnd = () => finish(Buffer.concat(chunks, received).toString('utf8'));
  const onError = () => finish(bodyError(400, 'request.aborted'));
  req.on('data', onData).on('end', onEnd).on('error', onError);
}

function parse(text: string): unknown {
  if (text.length === 0) return {};
  const first = /\S/.exec(text)?.[0];
  if (first !== '{' && first !== '[') throw new SyntaxError('not an object or an array');
  return JSON.parse(text) as unknown;
}
