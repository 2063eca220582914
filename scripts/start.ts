// `npm start`: the whole product on one machine. Builds the web app if its bundle is stale, starts
// the REST api (PGlite in .data/, or Postgres with DATABASE_URL), then the bff that serves the graph
// and the built web app. Ctrl-C stops both, the api last so it closes its database cleanly.
import { ensureWebBuilt } from './lib/web-build.ts';
import {
  nodeTsArgs,
  spawnManaged,
  stopManaged,
  waitForHttp,
  type Managed,
} from './lib/processes.ts';

const port = Number(process.env.PORT ?? 4000);
const apiPort = Number(process.env.API_PORT ?? 4001);
const apiBase = `http://127.0.0.1:${apiPort}`;

const DEMO_LOGINS = [
  { email: 'admin@demo.fr', role: 'Administrateur' },
  { email: 'manager@demo.fr', role: 'Manager' },
  { email: 'employe@demo.fr', role: 'Employé' },
] as const;
const DEMO_PASSWORD = 'demo1234';

const children: Managed[] = [];
let stopping = false;

async function shutdown(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    // Reverse start order: the bff first (it only talks to the api), then the api, whose SIGTERM
    // handler closes PGlite so the data directory stays consistent for the next start.
    for (const managed of [...children].reverse()) await stopManaged(managed);
  }
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function watchForDeath(managed: Managed): void {
  void managed.exited.then((code) => {
    if (stopping) return;
    console.error(`\n${managed.name} stopped unexpectedly (exit ${code}); stopping everything.`);
    void shutdown(code === 0 ? 1 : code);
  });
}

async function main(): Promise<void> {
  await ensureWebBuilt((line) => console.log(`[start] ${line}`));

  const api = spawnManaged('api', process.execPath, nodeTsArgs('api/src/server.ts'), {
    // Invitation links point at the web app this script serves, whatever its port.
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      APP_URL: process.env.APP_URL || `http://localhost:${port}`,
    },
  });
  children.push(api);
  watchForDeath(api);
  // The first start creates the embedded database, migrates and seeds it: allow for it.
  await waitForHttp(`${apiBase}/api/health`, { watch: [api] });

  const bff = spawnManaged('bff', process.execPath, nodeTsArgs('bff/src/server.ts'), {
    env: { ...process.env, PORT: String(port), API_URL: apiBase },
  });
  children.push(bff);
  watchForDeath(bff);
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, { watch: [bff], timeoutMs: 60_000 });

  const url = `http://localhost:${port}`;
  const width = Math.max(...DEMO_LOGINS.map((login) => login.email.length));
  console.log(
    [
      '',
      `  Brigade est prêt : ${url}`,
      '',
      `  Graphe (sandbox)  ${url}/graphql`,
      `  API REST          http://localhost:${apiPort}/api`,
      `  Base de données   ${process.env.DATABASE_URL ? 'Postgres (DATABASE_URL)' : `PGlite (${process.env.DATA_DIR ?? '.data/'})`}`,
      '',
      `  Comptes de démonstration (mot de passe ${DEMO_PASSWORD}) :`,
      ...DEMO_LOGINS.map((login) => `    ${login.email.padEnd(width)}  ${login.role}`),
      '',
      '  Ctrl-C pour arrêter.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
