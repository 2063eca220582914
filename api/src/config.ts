import { join } from 'node:path';
import { DEFAULT_DATA_DIR } from './db/index.ts';

/**
 * Where the api keeps its files: DATA_DIR (default `<repo root>/.data`) holds the PGlite database
 * in `pglite/`, the generated JWT secret in `jwt-secret` and the hygiene photos in `photos/`
 * (PHOTOS_DIR overrides that one: the server, the upload route and the seeds all read it here).
 */
/**
 * Where the api listens: API_HOST and API_PORT. By default only this machine (127.0.0.1): the
 * bff in front of it is the product's door. Not HOST, which is the bff's own address: exposing
 * the bff must not expose the api. Its container image sets API_HOST=0.0.0.0.
 */
export function listenAddress(env: NodeJS.ProcessEnv = process.env): {
  host: string;
  port: number;
} {
  return {
    host: env.API_HOST || '127.0.0.1',
    port: Number(env.API_PORT ?? 4001),
  };
}

export function dataPaths(env: NodeJS.ProcessEnv = process.env) {
  const root = env.DATA_DIR || DEFAULT_DATA_DIR;
  return {
    root,
    pglite: join(root, 'pglite'),
    jwtSecret: join(root, 'jwt-secret'),
    photos: env.PHOTOS_DIR || join(root, 'photos'),
  };
}
