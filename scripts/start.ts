// `npm start`: the whole product on one machine. Builds the web app if its bundle is stale, starts
// the REST api (PGlite in .data/, or Postgres with DATABASE_URL), then the bff that serves the graph
// and the built web app. If the api or the bff dies, it is started again (scripts/lib/supervise.ts:
// backoff, and a clear stop if it cannot start any more). Ctrl-C stops both, the api last so it
// closes its database cleanly.
import { ensureWebBuilt } from './lib/web-build.ts';
import { nodeTsArgs, spawnManaged, waitForHttp } from './lib/processes.ts';
import { Supervisor } from './lib/supervise.ts';

const port = Number(process.env.PORT ?? 4000);
const apiPort = Number(process.env.API_PORT ?? 4001);
const apiBase = `http://127.0.0.1:${apiPort}`;

const DEMO_LOGINS = [
  { email: 'admin@demo.fr', role: 'Administrateur' },
  { email: 'manager@demo.fr', role: 'Manager' },
  { email: 'employe@demo.fr', role: 'Employé' },
] as const;
const DEMO_PASSWORD = 'demo1234';

const log = (line: string) => console.log(`[start] ${line}`);
const supervisors: Supervisor[] = [];
let stopping = false;

async function shutdown(exitCode: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    // Reverse start order: the bff first (it only talks to the api), then the api, whose SIGTERM
    // handler closes PGlite so the data directory stays consistent for the next start.
    for (const supervisor of [...supervisors].reverse()) await supervisor.stop();
  }
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

function supervise(name: string, file: string, env: NodeJS.ProcessEnv, healthUrl: string) {
  const supervisor = new Supervisor({
    name,
    spawn: () => spawnManaged(name, process.execPath, nodeTsArgs(file), { env }),
    healthUrl,
    log,
    onGiveUp: (message) => {
      console.error(`\n[start] ${message} Stopping everything.`);
      void shutdown(1);
    },
  });
  supervisors.push(supervisor);
  return supervisor;
}

async function main(): Promise<void> {
  await ensureWebBuilt(log);

  const api = supervise(
    'api',
    'api/src/server.ts',
    // Invitation links point at the web app this script serves, whatever its port.
    {
      ...process.env,
      API_PORT: String(apiPort),
      APP_URL: process.env.APP_URL || `http://localhost:${port}`,
    },
    `${apiBase}/api/health`,
  );
  // The bff's liveness (/healthz), not its readiness: a bff restarted while the api is down is up.
  // So both start at once; the product is ready when the bff's readiness (the api answering) is.
  const bff = supervise(
    'bff',
    'bff/src/server.ts',
    { ...process.env, PORT: String(port), API_URL: apiBase },
    `http://127.0.0.1:${port}/healthz`,
  );
  // The first start creates the embedded database, migrates and seeds it: the api's default
  // allowance is for that.
  await Promise.all([api.start(), bff.start(60_000)]);
  await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 60_000 });

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
