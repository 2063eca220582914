import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from './db/index.ts';

/**
 * Where the api keeps its files: DATA_DIR (default `<repo root>/.data`) holds the PGlite database
 * in `pglite/` and the generated JWT secret in `jwt-secret`.
 */
export function dataPaths(env: NodeJS.ProcessEnv = process.env) {
  const root = env.DATA_DIR || DEFAULT_DATA_DIR;
  return { root, pglite: join(root, 'pglite'), jwtSecret: join(root, 'jwt-secret') };
}
