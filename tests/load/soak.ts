// `npm run soak` (outside `npm test`): does the product lose or double a save when the api stalls
// and crashes under load? It runs the product as `npm start` does (scripts/start.ts, which
// restarts a dead server) on free ports and a throw-away database, then:
//
//   - N clients, each signed in, loop for M seconds over the graph: reads (the dashboard, the
//     restaurants, a restaurant's readings of the last 7 days, me) and writes (a temperature
//     reading), each write with its own Idempotency-Key, retried with the SAME key (and body) when
//     its fate is unknown or the graph is unavailable, as the contract says
//     (docs/decisions/api.md#idempotency-safe-retries-honest-failures);
//   - at 20 % of the run the api is paused (SIGSTOP) for --pause seconds (longer than the bff's
//     10 s upstream timeout, so writes answer "outcome unknown" while the api still holds them),
//     then resumed (SIGCONT); at 60 % it is killed (SIGKILL) and npm start brings it back;
//   - after M seconds the clients finish the writes they have started (retrying for up to
//     --drain seconds), the product is stopped, and the database is read directly: every
//     acknowledged write must be there exactly once.
//
// It prints the requests, errors, p50/p99, writes acknowledged against rows written, duplicates,
// and the RSS of the api and the bff before and after; writes the table to tests/load/last-soak.md
// and into README.md between the soak markers. Exit code 1 when a save was lost or doubled.
//
//   npm run soak -- --clients 8 --duration 90 --writes 0.3 --pause 15 --drain 30
//   npm run soak -- --without-keys     the same clients without Idempotency-Key (shows duplicates)
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { addDays, BUSINESS_TIME_ZONE, todayIn } from '@bo/domain';
import { openDatabase } from '../../api/src/db/index.ts';
import { repoRoot } from '../../scripts/lib/processes.ts';
import { launchProduct, type ProductProcess } from '../../scripts/lib/product.ts';
import { updateReadme, writeFormatted } from './report.ts';

const log = (line: string) => process.stderr.write(`[soak] ${line}\n`);

interface Options {
  clients: number;
  durationS: number;
  writeRatio: number;
  pauseS: number;
  drainS: number;
  withKeys: boolean;
  /** Write last-soak.md and the README (not for a run with --without-keys). */
  record: boolean;
}

function options(): Options {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '8' },
      duration: { type: 'string', default: '90' },
      writes: { type: 'string', default: '0.3' },
      pause: { type: 'string', default: '15' },
      drain: { type: 'string', default: '30' },
      'without-keys': { type: 'boolean', default: false },
      'no-record': { type: 'boolean', default: false },
    },
  });
  const number = (name: string, value: string, min: number, max: number) => {
    const parsed = Number(value);
    if (!Number.isFinite(parsed) || parsed < min || parsed > max) {
      console.error(`--${name} expects a number from ${min} to ${max} (got ${value})`);
      process.exit(2);
    }
    return parsed;
  };
  const durationS = number('duration', values.duration, 30, 86_400);
  const pauseS = number('pause', values.pause, 0, 600);
  if (pauseS + 10 > durationS * 0.4) {
    console.error(`--pause ${pauseS} does not fit in --duration ${durationS}: the api is paused at 20 %
and killed at 60 % of the run (pause + 10 s must fit in 40 % of it)`);
    process.exit(2);
  }
  const withKeys = !values['without-keys'];
  return {
    clients: Math.round(number('clients', values.clients, 1, 500)),
    durationS,
    writeRatio: number('writes', values.writes, 0, 1),
    pauseS,
    drainS: number('drain', values.drain, 0, 3_600),
    withKeys,
    record: withKeys && !values['no-record'],
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ——— the product ————————————————————————————————————————————————————————————————————————————

/** Resident memory of a process in MB (Linux /proc), or undefined elsewhere. */
function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = status.match(/^VmRSS:\s+(\d+) kB/m);
    return kb ? Number(kb[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

// ——— the clients ————————————————————————————————————————————————————————————————————————————

interface Sample {
  kind: 'read' | 'write';
  start: number;
  end: number;
  ok: boolean;
}

interface Outcome {
  ok: boolean;
  data?: Record<string, unknown>;
  /** How it failed, for the error count: a graph code and message, an HTTP status, a network error. */
  error?: string;
  /** Worth retrying with the same key (the graph unavailable or busy, the key still in progress). */
  retry?: boolean;
  /** The bff said the write's outcome is unknown (writeOutcome: UNKNOWN). */
  unknown?: boolean;
}

interface GraphError {
  message: string;
  extensions?: { code?: string; writeOutcome?: string };
}

const RETRIED_CODES = new Set(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_BUSY', 'CONFLICT', 'INTERNAL']);

async function graphql(
  url: string,
  token: string | undefined,
  query: string,
  variables: Record<string, unknown> = {},
  idempotencyKey?: string,
): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body: JSON.stringify({ query, variables }),
      // Longer than the bff's own upstream timeout (10 s): the bff answers first when it can.
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const name = error instanceof Error ? error.name : 'Error';
    return {
      ok: false,
      error: `réseau : ${name === 'TimeoutError' ? 'pas de réponse en 30 s' : (cause ?? name)}`,
      retry: true,
      unknown: true,
    };
  }
  let body: { data?: Record<string, unknown> | null; errors?: GraphError[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { ok: false, error: `HTTP ${response.status} sans JSON`, retry: response.status >= 500 };
  }
  const first = body.errors?.[0];
  if (!first && response.ok && body.data) return { ok: true, data: body.data };
  const code = first?.extensions?.code ?? `HTTP ${response.status}`;
  return {
    ok: false,
    error: `${code} « ${first?.message ?? ''} »`,
    retry: RETRIED_CODES.has(code) || response.status >= 500,
    unknown: first?.extensions?.writeOutcome === 'UNKNOWN',
  };
}

interface Fixture {
  restaurants: { id: string; name: string }[];
  equipmentIds: string[];
}

const RESTAURANTS_QUERY = `{ restaurants { id name equipments { id equipmentType { equipmentFamily } } } }`;
const READS: {
  name: string;
  query: string;
  variables?: (f: Fixture) => Record<string, unknown>;
}[] = [
  {
    name: 'dashboard',
    query: '{ dashboard { restaurantCount employeeCount temperatureReadingCount } }',
  },
  { name: 'restaurants', query: '{ restaurants { id name isLab } }' },
  {
    name: 'relevés 7 j',
    query: `query Readings($id: ID!, $from: Date!, $to: Date!) {
        restaurant(id: $id) { id temperatureReadings(from: $from, to: $to) { id temperature status recordedAt } }
      }`,
    variables: (fixture) => {
      // The last 7 days of the demo's calendar (its restaurants are in Paris).
      const to = todayIn(BUSINESS_TIME_ZONE);
      const from = addDays(to, -6);
      const restaurant =
        fixture.restaurants[Math.floor(Math.random() * fixture.restaurants.length)]!;
      return { id: restaurant.id, from, to };
    },
  },
  { name: 'me', query: '{ me { id role permissions { area } } }' },
];
const RECORD = `mutation Record($input: TemperatureReadingInput!) {
  recordTemperature(input: $input) { id temperature status }
}`;

interface Run {
  options: Options;
  url: string;
  fixture: Fixture;
  runId: string;
  endAt: number;
  drainUntil: number;
  samples: Sample[];
  errors: Map<string, { count: number; duringFault: number }>;
  faults: { from: number; to: number }[];
  writes: {
    started: number;
    acknowledged: Map<string, string>;
    failed: Map<string, string>;
    retries: number;
    unknownOutcomes: number;
    /** Write requests sent and not yet answered. */
    inFlight: number;
  };
}

const inFault = (run: Run, start: number, end: number) =>
  run.faults.some((fault) => start <= fault.to && end >= fault.from);

function countError(run: Run, label: string, start: number, end: number) {
  const entry = run.errors.get(label) ?? { count: 0, duringFault: 0 };
  entry.count += 1;
  if (inFault(run, start, end)) entry.duringFault += 1;
  run.errors.set(label, entry);
}

async function timed(run: Run, kind: Sample['kind'], call: () => Promise<Outcome>) {
  const start = performance.now();
  const outcome = await call();
  const end = performance.now();
  run.samples.push({ kind, start, end, ok: outcome.ok });
  if (!outcome.ok) countError(run, outcome.error ?? 'erreur', start, end);
  return outcome;
}

/** One save, as the web app makes it: one key, the same body, retried until acknowledged. */
async function write(run: Run, token: string, note: string) {
  run.writes.started += 1;
  const fixture = run.fixture;
  const input = {
    equipmentId: fixture.equipmentIds[Math.floor(Math.random() * fixture.equipmentIds.length)],
    temperature: Math.round((1 + Math.random() * 4) * 10) / 10,
    recordedAt: new Date().toISOString(),
    notes: note,
  };
  const key = run.options.withKeys ? randomUUID() : undefined;
  for (let attempt = 0; ; attempt++) {
    if (attempt > 0) run.writes.retries += 1;
    run.writes.inFlight += 1;
    const outcome = await timed(run, 'write', () =>
      graphql(run.url, token, RECORD, { input }, key),
    ).finally(() => (run.writes.inFlight -= 1));
    if (outcome.ok) {
      const reading = outcome.data?.recordTemperature as { id: string } | undefined;
      run.writes.acknowledged.set(note, reading?.id ?? '?');
      return;
    }
    if (outcome.unknown) run.writes.unknownOutcomes += 1;
    if (!outcome.retry || performance.now() > run.drainUntil) {
      run.writes.failed.set(note, outcome.error ?? 'erreur');
      return;
    }
    await sleep(Math.min(3_000, 200 * 2 ** attempt) * (0.5 + Math.random()));
  }
}

async function client(run: Run, index: number, token: string) {
  for (let n = 0; performance.now() < run.endAt; n++) {
    if (Math.random() < run.options.writeRatio) {
      await write(run, token, `soak ${run.runId} ${index}-${n}`);
    } else {
      const read = READS[n % READS.length]!;
      const outcome = await timed(run, 'read', () =>
        graphql(run.url, token, read.query, read.variables?.(run.fixture)),
      );
      // A client facing an unavailable graph does not hammer it.
      if (!outcome.ok) await sleep(200);
    }
  }
}

async function logIn(url: string): Promise<string> {
  const outcome = await graphql(
    url,
    undefined,
    'mutation { login(email: "admin@demo.fr", password: "demo1234") { token } }',
  );
  const token = (outcome.data?.login as { token?: string } | undefined)?.token;
  if (!token) throw new Error(`login failed: ${outcome.error}`);
  return token;
}

async function fixtureOf(url: string, token: string): Promise<Fixture> {
  const outcome = await graphql(url, token, RESTAURANTS_QUERY);
  if (!outcome.ok) throw new Error(`restaurants: ${outcome.error}`);
  const restaurants = outcome.data!.restaurants as {
    id: string;
    name: string;
    equipments: { id: string; equipmentType: { equipmentFamily: string } }[];
  }[];
  const equipmentIds = restaurants.flatMap((restaurant) =>
    restaurant.equipments
      .filter((equipment) => equipment.equipmentType.equipmentFamily === 'TEMPERATURE')
      .map((equipment) => equipment.id),
  );
  if (equipmentIds.length === 0) throw new Error('no TEMPERATURE equipment in the demo chain');
  return { restaurants, equipmentIds };
}

// ——— the faults ———————————————————————————————————————————————————————————————————————————————

interface FaultLog {
  pausedAt?: number;
  resumedAt?: number;
  killedAt?: number;
  backAt?: number;
  restartS?: number;
  apiRssBeforeKill?: number;
}

async function faults(run: Run, product: ProductProcess, t0: number, log_: FaultLog) {
  const { durationS, pauseS } = run.options;
  const at = (fraction: number) =>
    sleep(Math.max(0, t0 + fraction * durationS * 1000 - performance.now()));
  const seconds = (t: number) => ((t - t0) / 1000).toFixed(1);

  // Each fault is injected while writes are in flight: a write the api has read but not yet
  // answered is the one whose fate the client cannot know (paused: it commits after SIGCONT, when
  // the bff has given up on it; killed: it may have committed or not).
  const whileWriting = async () => {
    const until = performance.now() + 5_000;
    while (run.writes.inFlight < Math.min(3, run.options.clients) && performance.now() < until) {
      await sleep(5);
    }
  };

  await at(0.2);
  await whileWriting();
  if (pauseS > 0) {
    const api = product.pid('api');
    process.kill(api, 'SIGSTOP');
    log_.pausedAt = performance.now();
    const fault = { from: log_.pausedAt, to: Number.POSITIVE_INFINITY };
    run.faults.push(fault);
    log(
      `t=${seconds(log_.pausedAt)} s: api paused (SIGSTOP) for ${pauseS} s, ${run.writes.inFlight} writes in flight`,
    );
    await sleep(pauseS * 1000);
    process.kill(api, 'SIGCONT');
    log_.resumedAt = performance.now();
    fault.to = log_.resumedAt;
    log(`t=${seconds(log_.resumedAt)} s: api resumed (SIGCONT)`);
  }

  await at(0.6);
  await whileWriting();
  const api = product.pid('api');
  log_.apiRssBeforeKill = rssMb(api);
  const back = product.line(/^\[start\] api is back \(pid (\d+)/, {
    from: product.output.length,
    timeoutMs: 240_000,
  });
  process.kill(api, 'SIGKILL');
  log_.killedAt = performance.now();
  const fault = { from: log_.killedAt, to: Number.POSITIVE_INFINITY };
  run.faults.push(fault);
  log(
    `t=${seconds(log_.killedAt)} s: api killed (SIGKILL), ${run.writes.inFlight} writes in flight`,
  );
  await back;
  log_.backAt = performance.now();
  fault.to = log_.backAt;
  log_.restartS = (log_.backAt - log_.killedAt) / 1000;
  log(
    `t=${seconds(log_.backAt)} s: api back, restarted by npm start in ${log_.restartS.toFixed(1)} s`,
  );
}

// ——— the count ———————————————————————————————————————————————————————————————————————————————

/** Rows of this run, by note, read in the database itself once the product has stopped. */
async function rowsByNote(dataDir: string, runId: string): Promise<Map<string, number>> {
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite'), skipMigrations: true });
  try {
    const result = await database.pglite!.query<{ notes: string; n: number }>(
      `select notes, count(*)::int as n from temperature_readings where notes like $1 group by notes`,
      [`soak ${runId} %`],
    );
    return new Map(result.rows.map((row) => [row.notes, row.n]));
  } finally {
    await database.close();
  }
}

// ——— the report ——————————————————————————————————————————————————————————————————————————————

function percentile(values: number[], q: number): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = values.slice().sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

const ms = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(0)} ms`);
const mb = (value: number | undefined) => (value === undefined ? '?' : `${value.toFixed(0)} Mo`);
const count = (n: number) => n.toLocaleString('fr-FR');

async function main(): Promise<void> {
  const opts = options();
  const started = Date.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'soak-data-'));
  let product: ProductProcess | undefined;
  try {
    log(`starting the product (npm start on free ports, data in ${dataDir})…`);
    product = await launchProduct({
      dataDir,
      verbose: Boolean(process.env.SOAK_VERBOSE),
      timeoutMs: 300_000,
      onLine: (line) => {
        // npm start's own lines (a build, a restart), not its servers'.
        if (line.startsWith('[start] ') && !/ started \(pid/.test(line)) {
          log(`npm start: ${line.slice(8)}`);
        }
      },
    });
    const url = `http://127.0.0.1:${product.port}`;
    const tokens = await Promise.all(Array.from({ length: opts.clients }, () => logIn(url)));
    const fixture = await fixtureOf(url, tokens[0]!);
    const memoryBefore = { api: rssMb(product.pid('api')), bff: rssMb(product.pid('bff')) };

    const t0 = performance.now();
    const run: Run = {
      options: opts,
      url,
      fixture,
      runId: Date.now().toString(36),
      endAt: t0 + opts.durationS * 1000,
      drainUntil: t0 + (opts.durationS + opts.drainS) * 1000,
      samples: [],
      errors: new Map(),
      faults: [],
      writes: {
        started: 0,
        acknowledged: new Map(),
        failed: new Map(),
        retries: 0,
        unknownOutcomes: 0,
        inFlight: 0,
      },
    };
    log(
      `${opts.clients} clients for ${opts.durationS} s, ${Math.round(opts.writeRatio * 100)} % writes, ` +
        `${opts.withKeys ? 'with' : 'WITHOUT'} Idempotency-Key (run ${run.runId})`,
    );
    const faultLog: FaultLog = {};
    const progress = setInterval(() => {
      log(
        `t=${((performance.now() - t0) / 1000).toFixed(0)} s: ${count(run.samples.length)} requests, ` +
          `${count(run.writes.acknowledged.size)} writes acknowledged`,
      );
    }, 15_000);
    try {
      await Promise.all([
        faults(run, product, t0, faultLog),
        ...tokens.map((token, index) => client(run, index, token)),
      ]);
    } finally {
      clearInterval(progress);
    }
    const elapsedS = (performance.now() - t0) / 1000;
    const memoryAfter = { api: rssMb(product.pid('api')), bff: rssMb(product.pid('bff')) };

    log('stopping the product, then counting the rows in its database…');
    const code = await product.stop(60_000);
    if (code !== 0) log(`npm start exited with ${code}:\n${product.tail()}`);
    const rows = await rowsByNote(dataDir, run.runId);

    // ——— figures
    const acknowledged = run.writes.acknowledged;
    const rowsWritten = [...rows.values()].reduce((sum, n) => sum + n, 0);
    const duplicates = [...rows.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
    const doubled = [...rows.entries()].filter(([, n]) => n > 1).length;
    const lost = [...acknowledged.keys()].filter((note) => !rows.has(note));
    const unacknowledgedWritten = [...rows.keys()].filter((note) => !acknowledged.has(note));
    const ok = lost.length === 0 && duplicates === 0;
    const equal = acknowledged.size === rowsWritten;

    const latencies = (kind: Sample['kind'], outsideFaults: boolean) =>
      run.samples
        .filter((s) => s.kind === kind && s.ok && (!outsideFaults || !inFault(run, s.start, s.end)))
        .map((s) => s.end - s.start);
    const line = (label: string, kind: Sample['kind']) => {
      const all = run.samples.filter((s) => s.kind === kind);
      const failed = all.filter((s) => !s.ok).length;
      const okLatencies = latencies(kind, false);
      const calm = latencies(kind, true);
      return (
        `| ${label} | ${count(all.length)} | ${count(all.length - failed)} | ${count(failed)} ` +
        `| ${ms(percentile(okLatencies, 0.5))} | ${ms(percentile(okLatencies, 0.99))} ` +
        `| ${ms(percentile(calm, 0.99))} |`
      );
    };
    const seconds = (t: number | undefined) =>
      t === undefined ? '?' : `${((t - t0) / 1000).toFixed(0)} s`;
    const errors = [...run.errors.entries()].sort((a, b) => b[1].count - a[1].count);
    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');

    const table = [
      `Mesuré le ${date} UTC (Node ${process.versions.node}, ${cpus().length} cœurs, base PGlite) : ` +
        `${opts.clients} clients pendant ${opts.durationS} s, ${Math.round(opts.writeRatio * 100)} % ` +
        `d'écritures (relevés de température) ${opts.withKeys ? 'avec' : '**sans**'} ` +
        `\`Idempotency-Key\`, ${elapsedS.toFixed(0)} s en tout avec la fin des écritures commencées. ` +
        (faultLog.pausedAt !== undefined
          ? `API suspendue (SIGSTOP) de t = ${seconds(faultLog.pausedAt)} à t = ${seconds(faultLog.resumedAt)}, `
          : '') +
        `tuée (SIGKILL) à t = ${seconds(faultLog.killedAt)} et relancée par \`npm start\` en ` +
        `${faultLog.restartS?.toFixed(1) ?? '?'} s.`,
      '',
      '| requêtes | envoyées | réussies | en erreur | p50 | p99 | p99 hors pannes |',
      '|---|---:|---:|---:|---:|---:|---:|',
      line('lectures', 'read'),
      line('écritures (chaque essai)', 'write'),
      '',
      '| écritures | nombre |',
      '|---|---:|',
      `| acquittées | ${count(acknowledged.size)} |`,
      `| lignes écrites en base | ${count(rowsWritten)} |`,
      `| doublons (lignes en trop) | ${count(duplicates)}${doubled ? ` (${count(doubled)} écriture(s) enregistrée(s) plusieurs fois)` : ''} |`,
      `| acquittées mais absentes de la base | ${count(lost.length)} |`,
      `| non acquittées à la fin | ${count(run.writes.failed.size)} (dont ${count(unacknowledgedWritten.length)} écrites en base) |`,
      `| réessais (même corps${opts.withKeys ? ', même clé' : ', sans clé'}) | ${count(run.writes.retries)} |`,
      `| réponses « issue inconnue » (\`writeOutcome: UNKNOWN\`) | ${count(run.writes.unknownOutcomes)} |`,
      '',
      `Mémoire (RSS) : API ${mb(memoryBefore.api)} au départ, ${mb(faultLog.apiRssBeforeKill)} avant ` +
        `le kill, ${mb(memoryAfter.api)} à la fin (le processus relancé) ; serveur GraphQL ` +
        `${mb(memoryBefore.bff)} au départ, ${mb(memoryAfter.bff)} à la fin.`,
      '',
      errors.length === 0
        ? 'Aucune requête en erreur.'
        : `Requêtes en erreur (la plupart pendant les pannes : suspension, puis redémarrage) :\n\n` +
          errors
            .map(
              ([label, entry]) =>
                `- ${label} : ${count(entry.count)} (dont ${count(entry.duringFault)} pendant une panne)`,
            )
            .join('\n'),
      '',
      ok
        ? `**Aucune écriture acquittée perdue, aucun doublon**` +
          (equal
            ? ' : autant de lignes que d’écritures acquittées.'
            : ` ; ${count(rowsWritten - acknowledged.size)} ligne(s) d'écritures restées sans réponse définitive à la fin.`)
        : `**Échec** : ${count(lost.length)} écriture(s) acquittée(s) perdue(s), ${count(duplicates)} doublon(s).`,
    ].join('\n');

    console.log(`\n${table}\n`);
    if (run.writes.failed.size > 0) {
      const reasons = new Map<string, number>();
      for (const reason of run.writes.failed.values())
        reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
      log(`writes never acknowledged: ${[...reasons].map(([r, n]) => `${n} × ${r}`).join('; ')}`);
    }
    if (opts.record) {
      await writeFormatted(join(repoRoot, 'tests/load/last-soak.md'), table + '\n');
      if (await updateReadme('soak', table)) log('README.md updated');
    }
    log(`done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    if (product && product.managed.child.exitCode === null) await product.stop(60_000);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(
    `[soak] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
