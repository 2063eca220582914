// `npm run dev`: the api and the bff restarted by `node --watch` on every change, and the Vite dev
// server (hot module replacement) for the web app, proxying the graph to the bff.
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import {
  nodeTsArgs,
  repoRoot,
  spawnManaged,
  stopManaged,
  waitForHttp,
  type Managed,
} from './lib/processes.ts';

const port = Number(process.env.PORT ?? 4000);
const apiPort = Number(process.env.API_PORT ?? 4001);
const webPort = Number(process.env.WEB_PORT ?? 5173);
const apiBase = `http://127.0.0.1:${apiPort}`;
const bffBase = `http://127.0.0.1:${port}`;

const children: Managed[] = [];
let vite: ViteDevServer | undefined;
let stopping = false;

async function shutdown(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    await vite?.close();
    for (const managed of [...children].reverse()) await stopManaged(managed);
  }
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function start(name: string, file: string, env: NodeJS.ProcessEnv): Managed {
  const managed = spawnManaged(name, process.execPath, nodeTsArgs(file, { watch: true }), {
    env: { ...process.env, NODE_ENV: 'development', ...env },
  });
  children.push(managed);
  // `node --watch` survives crashes of the script it runs and restarts it on the next save; if the
  // watcher itself goes away, the dev session is broken.
  void managed.exited.then((code) => {
    if (stopping) return;
    console.error(`\n${name} watcher exited (${code}); stopping everything.`);
    void shutdown(code === 0 ? 1 : code);
  });
  return managed;
}

async function main(): Promise<void> {
  const api = start('api', 'api/src/server.ts', { API_PORT: String(apiPort) });
  await waitForHttp(`${apiBase}/api/health`, { watch: [api] });
  // BFF_DEV: stack traces and the real message of unexpected errors in responses.
  const bff = start('bff', 'bff/src/server.ts', {
    PORT: String(port),
    API_URL: apiBase,
    BFF_DEV: '1',
  });
  await waitForHttp(`${bffBase}/readyz`, { watch: [bff], timeoutMs: 60_000 });

  process.env.BFF_URL = bffBase;
  // web/vite.config.* is loaded as usual (plugins, aliases); only the dev server's port and proxy
  // are set here, so the browser talks to one origin and the bff gets /graphql.
  vite = await createServer({
    root: join(repoRoot, 'web'),
    server: {
      port: webPort,
      strictPort: true,
      proxy: { '/graphql': { target: bffBase, changeOrigin: true } },
    },
  });
  await vite.listen();

  console.log(
    [
      '',
      `  Web (rechargement à chaud)  http://localhost:${webPort}`,
      `  Graphe (sandbox)            http://localhost:${port}/graphql`,
      `  API REST                    http://localhost:${apiPort}/api`,
      '',
      '  Comptes : admin@demo.fr, manager@demo.fr, employe@demo.fr (mot de passe demo1234)',
      '  Ctrl-C pour arrêter.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`[dev] ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
