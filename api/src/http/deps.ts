import type { RequestHandler } from 'express';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/index.ts';
import type { Logger } from './logger.ts';
import type { RateLimiters } from './rate-limit.ts';
import type { Mailer } from '../mail/index.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import type { PhotoStore } from '../photos/storage.ts';
import type { FileLinkSigner } from '../files/links.ts';
import type { FileStore } from '../files/store.ts';

/** What every route module needs, built once by createApp. */
export interface RouteDeps {
  db: Db;
  tokens: TokenService;
  /** Authentication middleware bound to db and tokens. */
  auth: RequestHandler;
  /** Signed links to photos (hygiene logs), for <img src>. */
  photos: PhotoSigner;
  /** The photos' bytes (stored files, or legacy files on disk). */
  photoStore: PhotoStore;
  /** The chain's files (order PDFs, photos): the database, or S3 when configured. */
  files: FileStore;
  /** Signed links to stored files, GET /api/files/{id} (a PDF opened in a new tab sends no token). */
  fileLinks: FileLinkSigner;
  /** The brute-force limits, shared by every instance through the database. */
  limits: RateLimiters;
  /** Sends invitation emails. */
  mailer: Mailer;
  logger: Logger;
  /** Where the web app runs: an invitation's link is `${appUrl}/accept-invitation?token=…`. */
  appUrl: string;
  /** This api's OpenAPI document, served at /api/openapi.json. */
  openApi: object;
}
