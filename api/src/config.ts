import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from './db/index.ts';

/**
 * Where the api keeps its files: DATA_DIR (default `<repo root>/.data`) holds the PGlite database
 * in `pglite/`, the generated JWT secret in `jwt-secret` and the hygiene photos in `photos/`
 * (PHOTOS_DIR overrides that one: the server, the upload route and the seeds all read it here).
 */
export function dataPaths(env: NodeJS.ProcessEnv = process.env) {
  const root = env.DATA_DIR || DEFAULT_DATA_DIR;
  return {
    root,
    pglite: join(root, 'pglite'),
    jwtSecret: join(root, 'jwt-secret'),
    photos: env.PHOTOS_DIR || join(root, 'photos'),
  };
}
