import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { requireAuth } from './auth/middleware.ts';
import { createTokenService, DEFAULT_TOKEN_TTL } from './auth/tokens.ts';
import type { Db } from './db/index.ts';
import { ERRORS, HttpError, isPgDataError } from './http/errors.ts';
import { securityHeaders } from './http/headers.ts';
import { inputBounds } from './http/input-bounds.ts';
import { jsonBody } from './http/json-body.ts';
import { idempotency } from './http/idempotency.ts';
import { createRateLimiters, type RateLimitSettings } from './http/rate-limit.ts';
import { consoleLogger, type Logger } from './http/logger.ts';
import { openApiDocument } from './openapi.ts';
import type { RouteDeps } from './http/deps.ts';
import { ROUTES } from './areas.ts';
import { mountMethodAnswers, mountRoute, type AnyRoute } from './http/route.ts';
import { createPhotoSigner } from './photos/signing.ts';
import { createPhotoStore } from './photos/storage.ts';
import { createFileLinkSigner } from './files/links.ts';
import { createS3Client, type S3Config } from './files/s3.ts';
import { createFileStore, type FileStore } from './files/store.ts';
import { dataPaths } from './config.ts';
import { createMailer, type Mailer } from './mail/index.ts';

export interface AppOptions {
  db: Db;
  jwtSecret: string;
  /** Token lifetime in jose's notation ('12h', '30m', ...); default 12h. */
  tokenTtl?: string;
  logger?: Logger;
  /** Sends invitation emails; default: log the link (no SMTP). */
  mailer?: Mailer;
  /**
   * The web app's address, for the links of invitations and alerts (APP_URL); default
   * http://localhost:4000.
   */
  appUrl?: string;
  /**
   * Where photos uploaded before the file store are read from; default dataPaths().photos
   * ($PHOTOS_DIR or $DATA_DIR/photos). New photos are stored files.
   */
  photosDir?: string;
  /** Object storage for new files (s3ConfigFromEnv: S3_*); default none, files in the database. */
  s3?: S3Config | null;
  /** The file store itself (tests); default the database's, or S3's when `s3` is given. */
  fileStore?: FileStore;
  /** Brute-force limits (http/rate-limit.ts); each defaults to DEFAULT_RATE_LIMITS' value. */
  rateLimits?: Partial<RateLimitSettings>;
  /**
   * Whose X-Forwarded-For gives the client address the per-address limits count (Express's
   * `trust proxy`, TRUST_PROXY): default 'loopback', the bff on the same machine.
   */
  trustProxy?: string | boolean;
  /** The routes to mount and document; default every area's (areas.ts). */
  routes?: readonly AnyRoute[];
}

/** The REST api as an Express app, without listening (server.ts listens, tests use supertest). */
export function createApp({
  db,
  jwtSecret,
  tokenTtl,
  logger = consoleLogger,
  mailer = createMailer({ logger }),
  appUrl = 'http://localhost:4000',
  photosDir = dataPaths().photos,
  s3,
  fileStore = createFileStore({ db, s3: s3 ? createS3Client(s3) : null }),
  rateLimits,
  trustProxy = 'loopback',
  routes = ROUTES,
}: AppOptions) {
  const tokens = createTokenService(jwtSecret, tokenTtl ?? DEFAULT_TOKEN_TTL);
  const deps: RouteDeps = {
    db,
    tokens,
    auth: requireAuth(db, tokens),
    photos: createPhotoSigner(jwtSecret),
    photoStore: createPhotoStore(fileStore, photosDir),
    files: fileStore,
    fileLinks: createFileLinkSigner(jwtSecret),
    limits: createRateLimiters(db, rateLimits),
    mailer,
    logger,
    appUrl,
    openApi: openApiDocument(routes),
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy);
  app.set('etag', false);
  app.use(securityHeaders());

  app.use((req, res, next) => {
    // A caller's id (the bff's) is kept so one request can be followed through both logs.
    const incoming = req.get('x-request-id');
    res.locals.requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', res.locals.requestId as string);
    next();
  });
  // A body over 1 MB is refused without reading it (http/json-body.ts); a NUL or a body beyond
  // BODY_BOUNDS is refused before any route runs (http/input-bounds.ts).
  app.use(jsonBody(), inputBounds());

  const api = express.Router();
  // Every create's Idempotency-Key, once for all routes (http/idempotency.ts).
  api.use(idempotency({ db, tokens, logger, routes }));
  for (const route of routes) mountRoute(api, route, deps);
  mountMethodAnswers(api, routes);
  app.use('/api', api);

  const unknownRoute: RequestHandler = (req, res) => {
    res.status(404).json({ error: `Route introuvable : ${req.method} ${req.path}` });
  };
  app.use(unknownRoute);
  app.use(errorHandler(logger));
  return app;
}

function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (error instanceof HttpError) {
      res.status(error.status).json({
        error: error.message,
        ...(error.fieldErrors && { fieldErrors: error.fieldErrors }),
      });
      return;
    }
    // body-parser's refusals carry a status and a type.
    const type = (error as { type?: unknown } | null)?.type;
    if (type === 'entity.parse.failed') {
      res.status(400).json({ error: ERRORS.invalidJson });
      return;
    }
    if (type === 'entity.too.large') {
      res.status(413).json({ error: ERRORS.bodyTooLarge });
      return;
    }
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
      res.status(415).json({ error: ERRORS.unsupportedBody });
      return;
    }
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      res.status(status).json({ error: 'Requête invalide' });
      return;
    }
    const requestId = res.locals.requestId as string;
    if (isPgDataError(error)) {
      // A value the contracts let through but the database cannot hold (contract/primitives.ts
      // should have refused it): the client's fault, so a 400; logged to fix the contract.
      logger.error(`[api] ${req.method} ${req.path}: data refused by the database`, error);
      res.status(400).json({ error: ERRORS.invalidValue });
      return;
    }
    logger.error(`[api] ${req.method} ${req.originalUrl} failed (request ${requestId})`, error);
    if (res.headersSent) return;
    res.status(500).json({ error: ERRORS.internal, requestId });
  };
}
