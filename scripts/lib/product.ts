// The product run exactly as `npm start` runs it (scripts/start.ts, which supervises the api and
// the bff), but on free ports and a given data directory: for the end-to-end tests, the restart
// test and the soak. And a data directory made as its first start makes it, to start copies of.
import {
  freePort,
  nodeTsArgs,
  spawnManaged,
  stopManaged,
  waitForHttp,
  type Managed,
} from './processes.ts';

export interface ProductProcess {
  managed: Managed;
  port: number;
  apiPort: number;
  /** Every line npm start has printed so far (its own and its servers'). */
  output: string[];
  /** The first line from `output[from]` on that matches, as soon as it is printed. */
  line(pattern: RegExp, options?: { from?: number; timeoutMs?: number }): Promise<RegExpMatchArray>;
  /** The pid of the server's current process (npm start logs each start). */
  pid(name: 'api' | 'bff'): number;
  /** The last lines printed, to explain a failure. */
  tail(lines?: number): string;
  stop(graceMs?: number): Promise<number>;
}

export interface LaunchOptions {
  dataDir: string;
  /**
   * The Postgres database to run on; without it the product runs on PGlite in `dataDir`, whatever
   * DATABASE_URL this process has.
   */
  databaseUrl?: string;
  /** Added to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** Echo npm start's output (prefixed `[product]`). */
  verbose?: boolean;
  /** Up to a web build plus a first database initialisation. */
  timeoutMs?: number;
  /** Receives every line as it is printed. */
  onLine?: (line: string) => void;
}

/** The database environment of a product process: Postgres when given, else PGlite in DATA_DIR. */
function databaseEnv(env: NodeJS.ProcessEnv, databaseUrl: string | undefined): NodeJS.ProcessEnv {
  const result = { ...env };
  if (databaseUrl) result.DATABASE_URL = databaseUrl;
  else delete result.DATABASE_URL;
  return result;
}

/**
 * Leaves in `dataDir` what the product's first start makes there (api/src/config.ts dataPaths():
 * the PGlite database created, migrated and seeded with the demo chain, its photos, the JWT
 * secret): the api's own server runs once on it and is stopped with SIGTERM, on which it closes
 * PGlite, so a copy of the directory opens as on a second `npm start`. With `databaseUrl`, that
 * empty Postgres database is the one migrated and seeded (the photos and secret still go to
 * `dataDir`). The seed is built around the moment this runs.
 */
export async function seedDataDir(
  dataDir: string,
  {
    verbose = false,
    timeoutMs = 280_000,
    databaseUrl,
  }: { verbose?: boolean; timeoutMs?: number; databaseUrl?: string } = {},
): Promise<void> {
  const apiPort = await freePort();
  const env = databaseEnv(
    { ...process.env, DATA_DIR: dataDir, API_PORT: String(apiPort) },
    databaseUrl,
  );
  const output: string[] = [];
  const managed = spawnManaged('api', process.execPath, nodeTsArgs('api/src/server.ts'), {
    env,
    quiet: !verbose,
    onLine: (line) => output.push(line),
  });
  const said = () => `\n--- the api said:\n${output.slice(-40).join('\n')}`;
  try {
    // It listens once the database is migrated and seeded.
    await waitForHttp(`http://127.0.0.1:${apiPort}/api/health`, { timeoutMs, watch: [managed] });
  } catch (error) {
    await stopManaged(managed);
    throw new Error(`${error instanceof Error ? error.message : String(error)}${said()}`);
  }
  const code = await stopManaged(managed, 30_000);
  if (code !== 0) throw new Error(`the api exited with ${code} while closing ${dataDir}${said()}`);
}

/** Starts scripts/start.ts; resolves once it has printed its banner (both servers answer). */
export async function launchProduct(options: LaunchOptions): Promise<ProductProcess> {
  const [port, apiPort] = [await freePort(), await freePort()];
  const env = databaseEnv(
    {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    options.databaseUrl,
  );

  const output: string[] = [];
  const listeners = new Set<() => void>();
  const pids = new Map<string, number>();
  const managed = spawnManaged('product', process.execPath, nodeTsArgs('scripts/start.ts'), {
    env,
    quiet: !options.verbose,
    onLine: (text) => {
      output.push(text);
      options.onLine?.(text);
      const started = text.match(/^\[start\] (api|bff) started \(pid (\d+)\)/);
      if (started) pids.set(started[1]!, Number(started[2]));
      for (const listener of listeners) listener();
    },
  });

  const product: ProductProcess = {
    managed,
    port,
    apiPort,
    output,
    line(pattern, { from = 0, timeoutMs = 120_000 } = {}) {
      return new Promise((resolve, reject) => {
        let next = from;
        const check = () => {
          for (; next < output.length; next++) {
            const match = output[next]!.match(pattern);
            if (match) {
              cleanup();
              resolve(match);
              return;
            }
          }
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(
            new Error(
              `npm start did not print ${pattern} within ${timeoutMs} ms:\n${product.tail()}`,
            ),
          );
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
    pid(name) {
      const pid = pids.get(name);
      if (pid === undefined) throw new Error(`npm start has not printed the ${name}'s pid`);
      return pid;
    },
    tail: (lines = 40) => output.slice(-lines).join('\n'),
    stop: (graceMs = 30_000) => stopManaged(managed, graceMs),
  };

  const timeoutMs = options.timeoutMs ?? 280_000;
  // The banner: from then on both servers are supervised (a death is a restart, not a failed start).
  const banner = product.line(/Brigade est prêt/, { timeoutMs });
  banner.catch(() => undefined);
  try {
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs, watch: [managed] });
    await banner;
  } catch (error) {
    await product.stop();
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- npm start said:\n${product.tail(60)}`,
    );
  }
  return product;
}
