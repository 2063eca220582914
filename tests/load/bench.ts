// `npm run bench`: what the graph costs over the REST api it wraps, measured in one run on one
// machine so the ratio means something; the REST calls each GraphQL operation makes; and the gzip
// size of the JavaScript the login page loads. Prints a markdown table, writes it to
// tests/load/last-bench.md and into README.md between the bench markers.
//
// Its database is its own (a temporary DATA_DIR): the demo chain plus `npm run seed:large`'s
// restaurant (20 equipments, a year of readings), on which it runs the nested query restaurant →
// zones → equipments → readings of the last 7 days against the REST calls a client would make;
// and a purchase order of 50 lines (made through the api's routes once it runs), on which it runs
// purchaseOrder → lines → article → product against the order, articles and products read by REST.
//
// Each of the CONNECTIONS concurrent connections is its own caller (its own session of the admin),
// as browsers are: the bff caps any one caller at 4 REST calls in flight (bff/src/rest/
// fair-share.ts), so 10 connections on one token would measure that cap, not the graph's cost. The
// same operations on one token are measured too, in a table of their own that says so.
//
// BENCH_DURATION (seconds per measurement, default 5) and BENCH_CONNECTIONS (default 10) tune it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { addDays, dayOf, shiftTimes, startOfDayIn, weekDays, weekQuery } from '@bo/domain';
import {
  freePort,
  nodeTsArgs,
  repoRoot,
  spawnManaged,
  stopManaged,
  waitForHttp,
  type Managed,
} from '../../scripts/lib/processes.ts';
import { ensureWebBuilt, webDist } from '../../scripts/lib/web-build.ts';
import { updateReadme, writeFormatted } from './report.ts';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COUNT_SAMPLES = 10;

interface Operation {
  name: string;
  query: string;
  restPath: string;
}

const OPERATIONS: Operation[] = [
  { name: 'me', query: '{ me { id role permissions { area } } }', restPath: '/api/auth/me' },
  { name: 'restaurants', query: '{ restaurants { id name isLab } }', restPath: '/api/restaurants' },
];

interface Measure {
  rps: number;
  p50: number;
  p99: number;
}

/** The seed:large restaurant (api/src/db/seed-large.ts). */
const LARGE_RESTAURANT = "Restaurant Banc d'essai";
const NESTED_QUERY = `query Nested($id: ID!, $from: Date!, $to: Date!) {
  restaurant(id: $id) {
    id name
    zones { id name equipments { id name readings(from: $from, to: $to) { id temperature recordedAt status } } }
  }
}`;

/**
 * One page's data fetched as a client would: one graph request, or the REST calls it replaces,
 * all sent at once (none depends on another's answer). Each run checks its answers.
 */
interface Composite {
  name: string;
  graph: (token: string) => Promise<void>;
  rest: (token: string) => Promise<void>;
  restPaths: string[];
  /** What the graph request asks, for the notes under the table. */
  query: string;
}

async function checked(response: Response, what: string): Promise<unknown> {
  const body = (await response.json()) as { errors?: unknown[] };
  if (!response.ok || body.errors?.length) {
    throw new Error(`${what}: HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body;
}

/**
 * autocannon measures one URL; a composite operation is several requests. So: `loops` loops (loop
 * i with tokens[i % tokens.length]), each running the operation back to back, for DURATION seconds
 * (after an unrecorded second); latency is the whole operation's, throughput operations per second.
 */
async function measureComposite(
  run: (token: string) => Promise<void>,
  tokens: readonly string[],
  loops = CONNECTIONS,
): Promise<Measure> {
  const loop = async (ms: number, sink?: number[]) => {
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: loops }, async (_, i) => {
        const token = tokens[i % tokens.length]!;
        while (performance.now() < end) {
          const started = performance.now();
          await run(token);
          sink?.push(performance.now() - started);
        }
      }),
    );
  };
  await loop(1000);
  const latencies: number[] = [];
  const started = performance.now();
  await loop(DURATION * 1000, latencies);
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99) };
}

/** `npm run seed:large`'s logic on the bench's own data directory, before the api opens it. */
function seedLarge(dataDir: string) {
  execFileSync(process.execPath, nodeTsArgs('api/src/db/seed-large-cli.ts'), {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** The nested readings query on the seed:large restaurant, and its REST equivalent. */
async function nestedOperation(
  apiUrl: string,
  bffUrl: string,
  token: string,
): Promise<Composite & { restaurantId: number; timeZone: string; from: string; to: string }> {
  const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
  const list = (await checked(
    await fetch(`${apiUrl}/api/restaurants`, { headers: auth(token) }),
    'restaurants',
  )) as { restaurants: { id: number; name: string; timeZone: string }[] };
  const restaurant = list.restaurants.find((r) => r.name === LARGE_RESTAURANT);
  if (!restaurant) throw new Error(`${LARGE_RESTAURANT} is missing: seed:large did not run`);
  // The last 7 days in the restaurant's zone, today included (the default period,
  // docs/areas/hygiene.md#periods).
  const to = dayOf(new Date(), restaurant.timeZone);
  const from = addDays(to, -6);
  const id = restaurant.id;
  const restPaths = [
    `/api/restaurants/${id}`,
    `/api/zones/restaurant/${id}`,
    `/api/equipments/restaurant/${id}`,
    `/api/temperature-readings/${id}?from=${from}&to=${to}`,
  ];
  const graphBody = JSON.stringify({
    query: NESTED_QUERY,
    variables: { id: String(id), from, to },
  });
  return {
    name: 'restaurant → zones → équipements → relevés 7 j',
    restaurantId: id,
    timeZone: restaurant.timeZone,
    from,
    to,
    query: NESTED_QUERY.replace(/\s+/g, ' '),
    restPaths,
    graph: async (bearer) => {
      await checked(
        await fetch(`${bffUrl}/graphql`, {
          method: 'POST',
          headers: { ...auth(bearer), 'content-type': 'application/json' },
          body: graphBody,
        }),
        'nested graph query',
      );
    },
    rest: async (bearer) => {
      await Promise.all(
        restPaths.map(async (path) =>
          checked(await fetch(`${apiUrl}${path}`, { headers: auth(bearer) }), path),
        ),
      );
    },
  };
}

/** Lines of the bench's purchase order (issue 13: the bound is checked on an order of 50). */
const ORDER_LINES = 50;
const ORDER_QUERY = `query Order($id: ID!) {
  purchaseOrder(id: $id) {
    id reference status subtotalHT
    lines { id articleName quantityOrdered article { id name price product { id name baseUnit } } }
  }
}`;

/**
 * The seed:large restaurant's order of ORDER_LINES articles, each of its own product, from a
 * supplier of its own: made through the api's routes, so prices, totals and the reference are
 * the api's (seed:large writes rows; an order's rules live in the api's order writer).
 */
async function seedOrder(apiUrl: string, token: string, restaurantId: number): Promise<number> {
  const post = async <T>(path: string, body: unknown): Promise<T> =>
    (await checked(
      await fetch(`${apiUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
      `POST ${path}`,
    )) as T;
  const { data: supplier } = await post<{ data: { id: number } }>('/api/suppliers', {
    name: 'Fournisseur du banc d’essai',
  });
  await post(`/api/suppliers/${supplier.id}/restaurants`, { restaurantIds: [restaurantId] });
  const articleIds: number[] = [];
  for (let i = 0; i < ORDER_LINES; i++) {
    const name = `Banc d'essai ${String(i + 1).padStart(2, '0')}`;
    const { product } = await post<{ product: { id: number } }>('/api/products', {
      name,
      category: 'VEGETABLE',
      baseUnit: 'G',
      storagePackagingQuantity: 1,
      storagePackagingUnit: 'KG',
    });
    const { article } = await post<{ article: { id: number } }>('/api/articles', {
      name: `${name} (sac 5 kg)`,
      price: 4 + i / 10,
      vat: 'VAT_5_5',
      productId: product.id,
      supplierId: supplier.id,
      restaurantIds: [restaurantId],
      packagings: [{ name: 'Sac', sourceQuantity: 5, sourceUnit: 'KG' }],
    });
    articleIds.push(article.id);
  }
  const { purchaseOrder } = await post<{ purchaseOrder: { id: number } }>('/api/purchase-orders', {
    restaurantId,
    supplierId: supplier.id,
    expectedDate: addDays(dayOf(new Date(), 'Europe/Paris'), 3),
    lines: articleIds.map((articleId) => ({ articleId, quantityOrdered: 2 })),
  });
  return purchaseOrder.id;
}

/**
 * The order with its lines' articles and their products: one graph request, or what a client
 * would do by REST: the order, then its articles and their products (ids from its lines) at once.
 */
function orderOperation(apiUrl: string, bffUrl: string, orderId: number): Composite {
  const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
  const graphBody = JSON.stringify({ query: ORDER_QUERY, variables: { id: String(orderId) } });
  const orderPath = `/api/purchase-orders/${orderId}`;
  return {
    name: `bon de commande → ${ORDER_LINES} lignes → article → produit`,
    query: ORDER_QUERY.replace(/\s+/g, ' '),
    restPaths: [orderPath, '/api/articles?ids=…', '/api/products?ids=…'],
    graph: async (bearer) => {
      const body = (await checked(
        await fetch(`${bffUrl}/graphql`, {
          method: 'POST',
          headers: { ...auth(bearer), 'content-type': 'application/json' },
          body: graphBody,
        }),
        'order graph query',
      )) as { data: { purchaseOrder: { lines: unknown[] } } };
      if (body.data.purchaseOrder.lines.length !== ORDER_LINES) {
        throw new Error(`the order has ${body.data.purchaseOrder.lines.length} lines`);
      }
    },
    rest: async (bearer) => {
      const { purchaseOrder } = (await checked(
        await fetch(`${apiUrl}${orderPath}`, { headers: auth(bearer) }),
        orderPath,
      )) as { purchaseOrder: { lines: { articleId: number; productId: number }[] } };
      const ids = (key: 'articleId' | 'productId') =>
        [...new Set(purchaseOrder.lines.map((line) => line[key]))].join(',');
      await Promise.all(
        [`/api/articles?ids=${ids('articleId')}`, `/api/products?ids=${ids('productId')}`].map(
          async (path) => checked(await fetch(`${apiUrl}${path}`, { headers: auth(bearer) }), path),
        ),
      );
    },
  };
}

/** The bench restaurant's staff for its planned week (seed:large has 3; the issue counts 30). */
const WEEK_STAFF = 30;
const WEEK_QUERY = `query Week($id: ID!, $start: Date!) {
  restaurant(id: $id) {
    id name
    week(start: $start) {
      number label workedMinutes hoursByJob { job { id title } hours }
      days { date people workedHours shifts { id duration employee { id } job { id color } } absences { id type } }
      employees { employee { id firstName lastName } plannedHours contractHours warnings { code message } }
    }
  }
}`;

/**
 * The bench restaurant's week: WEEK_STAFF employees (seed:large's and more), each planned 10:00 to
 * 15:00 Monday to Friday of this week, through the api's routes (its cell and job rules apply).
 */
async function seedWeek(
  apiUrl: string,
  token: string,
  restaurant: { id: number; timeZone: string },
): Promise<string> {
  const send = async <T>(path: string, body?: unknown): Promise<T> =>
    (await checked(
      await fetch(`${apiUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      path,
    )) as T;
  const { job } = await send<{ job: { id: number } }>('/api/jobs', {
    restaurantId: restaurant.id,
    title: 'Service du banc d’essai',
    color: '#2196f3',
    breakDuration: 30,
  });
  const { employees } = await send<{ employees: { id: number }[] }>(
    `/api/employees/restaurant/${restaurant.id}`,
  );
  const staff = employees.map((e) => e.id);
  for (let i = staff.length; i < WEEK_STAFF; i++) {
    const { employee } = await send<{ employee: { id: number } }>('/api/employees', {
      restaurantId: restaurant.id,
      firstName: `Équipier ${String(i + 1).padStart(2, '0')}`,
      lastName: 'Banc',
      pin: String(400_000 + i),
    });
    staff.push(employee.id);
  }
  const monday = weekDays(dayOf(new Date(), restaurant.timeZone))[0]!;
  for (const employeeId of staff) {
    for (const day of weekDays(monday).slice(0, 5)) {
      const times = shiftTimes(day, '10:00', '15:00', restaurant.timeZone)!;
      await send('/api/scheduled-shifts', {
        restaurantId: restaurant.id,
        employeeId,
        jobId: job.id,
        datetimeStart: times.datetimeStart.toISOString(),
        datetimeEnd: times.datetimeEnd.toISOString(),
      });
    }
  }
  return monday;
}

/**
 * The planning page's week: one graph request, or the REST calls a client would make for it, all
 * at once (the restaurant, its staff and jobs, the week's planned shifts from the Sunday before
 * for the rest check, its absences).
 */
function weekOperation(
  apiUrl: string,
  bffUrl: string,
  restaurant: { id: number; timeZone: string },
  monday: string,
): Composite {
  const auth = (bearer: string) => ({ authorization: `Bearer ${bearer}` });
  const id = restaurant.id;
  const { dateTo } = weekQuery(monday, restaurant.timeZone);
  const sunday = startOfDayIn(addDays(monday, -1), restaurant.timeZone).toISOString();
  const restPaths = [
    `/api/restaurants/${id}`,
    `/api/employees/restaurant/${id}`,
    `/api/jobs/restaurant/${id}`,
    `/api/scheduled-shifts/restaurant/${id}?dateFrom=${sunday}&dateTo=${dateTo}`,
    `/api/absences/restaurant/${id}?dateFrom=${monday}&dateTo=${addDays(monday, 6)}`,
  ];
  const graphBody = JSON.stringify({
    query: WEEK_QUERY,
    variables: { id: String(id), start: monday },
  });
  return {
    name: `semaine du planning → ${WEEK_STAFF} employés, ${WEEK_STAFF * 5} shifts`,
    query: WEEK_QUERY.replace(/\s+/g, ' '),
    restPaths,
    graph: async (bearer) => {
      const body = (await checked(
        await fetch(`${bffUrl}/graphql`, {
          method: 'POST',
          headers: { ...auth(bearer), 'content-type': 'application/json' },
          body: graphBody,
        }),
        'week graph query',
      )) as { data: { restaurant: { week: { employees: unknown[] } } } };
      if (body.data.restaurant.week.employees.length !== WEEK_STAFF) {
        throw new Error(`the week has ${body.data.restaurant.week.employees.length} employees`);
      }
    },
    rest: async (bearer) => {
      await Promise.all(
        restPaths.map(async (path) =>
          checked(await fetch(`${apiUrl}${path}`, { headers: auth(bearer) }), path),
        ),
      );
    },
  };
}

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

/**
 * `count` sessions of the admin, as `count` browsers would open: the bff shares the api's
 * connections by token (bff/src/rest/client.ts, callerKey), so each session is its own caller.
 * Each login is a token of its own (api/src/auth/tokens.ts sets a random jti). Logins that
 * succeed do not count against the api's brute-force limits.
 */
async function sessions(apiUrl: string, count: number): Promise<string[]> {
  const tokens = new Set<string>();
  while (tokens.size < count) {
    const response = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@demo.fr', password: 'demo1234' }),
    });
    if (!response.ok) throw new Error(`login failed: HTTP ${response.status}`);
    const { token } = (await response.json()) as { token: string };
    tokens.add(token);
  }
  return [...tokens];
}

/**
 * The heaviest operation the graph admits in REST calls: 15 aliases (the limit) of the dashboard,
 * each one `GET /api/dashboard` (counts over the chain's year of readings).
 */
const HEAVY_QUERY = `{ ${Array.from(
  { length: 15 },
  (_, i) =>
    `d${i}: dashboard { restaurantCount employeeCount equipmentCount temperatureReadingCount recentRestaurants { id name } }`,
).join(' ')} }`;
const LIGHT_QUERY = '{ restaurants { id name isLab } }';
/** The simple query's client: a couple of requests at a time, as one person's browser. */
const LIGHT_LOOPS = 2;

interface FairnessRow {
  label: string;
  light: Measure;
  /** Heavy operations answered per second, and how many of them were told UPSTREAM_BUSY. */
  heavyRps?: number;
  heavyBusy?: number;
}

function graphPost(bffUrl: string, token: string, query: string): Promise<Response> {
  return fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query }),
  });
}

/**
 * One client's simple query, alone and then while another client (another token) sends the
 * heaviest allowed operation in CONNECTIONS loops: the p99 of the first under the second's load.
 */
async function fairness(
  bffUrl: string,
  heavyToken: string,
  lightToken: string,
  label: string,
): Promise<FairnessRow> {
  const light = async () => {
    await checked(await graphPost(bffUrl, lightToken, LIGHT_QUERY), 'simple query');
  };
  let stop = false;
  let heavyOps = 0;
  let heavyBusy = 0;
  const heavyStarted = performance.now();
  const heavy = Array.from({ length: CONNECTIONS }, async () => {
    while (!stop) {
      const response = await graphPost(bffUrl, heavyToken, HEAVY_QUERY);
      const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      const codes = (body.errors ?? []).map((e) => e.extensions?.code);
      // Waiting too long for its share is the expected refusal; anything else is a bug.
      if (codes.some((code) => code !== 'UPSTREAM_BUSY')) {
        throw new Error(`heavy operation: ${JSON.stringify(body.errors).slice(0, 300)}`);
      }
      heavyOps += 1;
      if (codes.length > 0) heavyBusy += 1;
    }
  });
  try {
    const measured = await measureComposite(light, [lightToken], LIGHT_LOOPS);
    const seconds = (performance.now() - heavyStarted) / 1000;
    return { label, light: measured, heavyRps: heavyOps / seconds, heavyBusy };
  } finally {
    stop = true;
    await Promise.all(heavy);
  }
}

/**
 * autocannon's CONNECTIONS connections on `url`, connection i sending `Authorization: Bearer
 * tokens[i % tokens.length]` (one caller per token, for the bff's fair share).
 */
async function measure(options: autocannon.Options, tokens: readonly string[]): Promise<Measure> {
  const withTokens = (): autocannon.Options => {
    let next = 0;
    return {
      ...options,
      // Called once per connection as autocannon opens them; each client has its own request.
      setupClient: (client) => {
        const token = tokens[next++ % tokens.length]!;
        client.setHeaders({ ...options.headers, authorization: `Bearer ${token}` });
      },
    };
  };
  // An unrecorded second first: JIT, connection pools and caches warm up outside the numbers.
  await autocannon({ ...withTokens(), duration: 1, connections: CONNECTIONS });
  const result = await autocannon({
    ...withTokens(),
    duration: DURATION,
    connections: CONNECTIONS,
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Runs one operation, checks it succeeded, and returns the REST calls the bff says it cost. */
async function restCallsOf(
  url: string,
  token: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<number> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length) {
    throw new Error(`${query}: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
  }
  // The bff counts the REST calls of each operation (bff/src/server.ts, REST_CALLS_HEADER).
  const count = response.headers.get('x-rest-calls');
  if (count === null) throw new Error('the bff did not send x-rest-calls');
  return Number(count);
}

// Static `import … from "./x.js"` and `export … from`, not `import("./x.js")`.
const STATIC_IMPORT =
  /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.js)["']/g;

/**
 * The JavaScript the browser fetches before the login page can render: the entry scripts and
 * modulepreloads of index.html, their static imports transitively, and (lazy routes) the chunks
 * Chromium actually fetched for /login when a browser is available.
 */
async function loginPageJavaScript(
  bffUrl: string,
): Promise<{ files: string[]; raw: number; gzip: number; how: string }> {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const seeds = [
    ...html.matchAll(/<script[^>]+type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((match) => match[1]!.replace(/^\//, ''));
  const files = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file) || !existsSync(join(webDist, file))) return;
    files.add(file);
    const source = readFileSync(join(webDist, file), 'utf8');
    for (const match of source.matchAll(STATIC_IMPORT)) {
      visit(join(file, '..', match[1]!).replace(/\\/g, '/'));
    }
  };
  seeds.forEach(visit);
  let how = 'index.html et ses imports statiques';

  const fetched = await scriptsFetchedByChromium(`${bffUrl}/login`);
  if (fetched) {
    for (const file of fetched) visit(file);
    how = 'index.html, ses imports statiques et ce que Chromium charge pour /login';
  }
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(webDist, file));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: [...files].sort(), raw, gzip, how };
}

async function scriptsFetchedByChromium(url: string): Promise<string[] | undefined> {
  if (!existsSync('/usr/bin/chromium')) return undefined;
  const { launchBrowser } = await import('../e2e/harness.ts');
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.replace(/^\//, ''));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    // The login form is on screen: every chunk it needs has been fetched.
    await page.getByLabel(/^Email/).waitFor({ timeout: 15_000 });
    return scripts;
  } catch (error) {
    log(
      `Chromium could not load ${url}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
/** The bff's default per-caller cap (bff/src/rest/client.ts: an eighth of its 32 connections). */
const CALLER_CAP = 4;
const TABLE_HEADER = [
  '| opération | graphe req/s | graphe p50 | graphe p99 | REST req/s | REST p50 | REST p99 | débit graphe/REST | appels REST par opération |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
].join('\n');
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  const started = Date.now();
  await ensureWebBuilt(log);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
  const [apiPort, bffPort] = [await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const bffUrl = `http://127.0.0.1:${bffPort}`;
  const children: Managed[] = [];

  try {
    log('seed:large into the bench database (demo chain, 20 equipments, a year of readings)…');
    seedLarge(dataDir);
    log('starting the api…');
    const api = spawnManaged('api', process.execPath, nodeTsArgs('api/src/server.ts'), {
      env: { ...env, API_PORT: String(apiPort) },
      quiet: true,
    });
    children.push(api);
    await waitForHttp(`${apiUrl}/api/health`, { watch: [api] });
    const bff = spawnManaged('bff', process.execPath, nodeTsArgs('bff/src/server.ts'), {
      env: { ...env, PORT: String(bffPort), HOST: '127.0.0.1', API_URL: apiUrl },
      quiet: true,
    });
    children.push(bff);
    await waitForHttp(`${bffUrl}/readyz`, { watch: [bff] });

    log(`${CONNECTIONS} sessions of the admin (one caller per connection)…`);
    const tokens = await sessions(apiUrl, CONNECTIONS);
    const token = tokens[0]!;
    /** The same connections on one token: the bff's per-caller cap, not the graph's cost. */
    const oneCaller = [token];

    const row = (name: string, graph: Measure, rest: Measure, restCalls: string) =>
      `| ${name} | ${graph.rps.toFixed(0)} | ${ms(graph.p50)} | ${ms(graph.p99)} ` +
      `| ${rest.rps.toFixed(0)} | ${ms(rest.p50)} | ${ms(rest.p99)} ` +
      `| ${(graph.rps / rest.rps).toFixed(2)} | ${restCalls} |`;
    const rows: string[] = [];
    const oneCallerRows: string[] = [];
    for (const operation of OPERATIONS) {
      // The same operation always costs the same calls (no cache across requests): check it.
      const counts = new Set<number>();
      for (let i = 0; i < COUNT_SAMPLES; i++) {
        counts.add(await restCallsOf(bffUrl, token, operation.query));
      }
      const restCalls = [...counts].join(' or ');

      const graphOptions: autocannon.Options = {
        url: `${bffUrl}/graphql`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: operation.query }),
      };
      const restOptions: autocannon.Options = { url: `${apiUrl}${operation.restPath}` };
      for (const [callers, sink] of [
        [tokens, rows],
        [oneCaller, oneCallerRows],
      ] as const) {
        log(`${operation.name}, ${callers.length} caller(s): graph…`);
        const graph = await measure(graphOptions, callers);
        log(`${operation.name}, ${callers.length} caller(s): REST…`);
        const rest = await measure(restOptions, callers);
        sink.push(row(`\`${operation.name}\``, graph, rest, restCalls));
      }
    }

    const nested = await nestedOperation(apiUrl, bffUrl, token);
    const nestedCounts = new Set<number>();
    for (let i = 0; i < COUNT_SAMPLES; i++) {
      nestedCounts.add(
        await restCallsOf(bffUrl, token, NESTED_QUERY, {
          id: String(nested.restaurantId),
          from: nested.from,
          to: nested.to,
        }),
      );
    }
    for (const [callers, sink] of [
      [tokens, rows],
      [oneCaller, oneCallerRows],
    ] as const) {
      log(`${nested.name}, ${callers.length} caller(s): graph…`);
      const nestedGraph = await measureComposite(nested.graph, callers);
      log(`${nested.name}, ${callers.length} caller(s): REST…`);
      const nestedRest = await measureComposite(nested.rest, callers);
      sink.push(row(nested.name, nestedGraph, nestedRest, [...nestedCounts].join(' or ')));
    }

    log(`a purchase order of ${ORDER_LINES} lines, through the api's routes…`);
    const orderId = await seedOrder(apiUrl, token, nested.restaurantId);
    const order = orderOperation(apiUrl, bffUrl, orderId);
    const orderCounts = new Set<number>();
    for (let i = 0; i < COUNT_SAMPLES; i++) {
      orderCounts.add(await restCallsOf(bffUrl, token, ORDER_QUERY, { id: String(orderId) }));
    }
    for (const [callers, sink] of [
      [tokens, rows],
      [oneCaller, oneCallerRows],
    ] as const) {
      log(`${order.name}, ${callers.length} caller(s): graph…`);
      const orderGraph = await measureComposite(order.graph, callers);
      log(`${order.name}, ${callers.length} caller(s): REST…`);
      const orderRest = await measureComposite(order.rest, callers);
      sink.push(row(order.name, orderGraph, orderRest, [...orderCounts].join(' or ')));
    }

    log(`a week of ${WEEK_STAFF} employees' planning, through the api's routes…`);
    const benchRestaurant = { id: nested.restaurantId, timeZone: nested.timeZone };
    const monday = await seedWeek(apiUrl, token, benchRestaurant);
    const week = weekOperation(apiUrl, bffUrl, benchRestaurant, monday);
    const weekCounts = new Set<number>();
    for (let i = 0; i < COUNT_SAMPLES; i++) {
      weekCounts.add(
        await restCallsOf(bffUrl, token, WEEK_QUERY, {
          id: String(nested.restaurantId),
          start: monday,
        }),
      );
    }
    for (const [callers, sink] of [
      [tokens, rows],
      [oneCaller, oneCallerRows],
    ] as const) {
      log(`${week.name}, ${callers.length} caller(s): graph…`);
      const weekGraph = await measureComposite(week.graph, callers);
      log(`${week.name}, ${callers.length} caller(s): REST…`);
      const weekRest = await measureComposite(week.rest, callers);
      sink.push(row(week.name, weekGraph, weekRest, [...weekCounts].join(' or ')));
    }

    // Fair sharing: the simple query of another user (the manager) alone, then under the
    // admin's flood of heaviest operations, on this bff (4 connections per caller at most) and on
    // a second one that lets any caller take all 32.
    const heavyCalls = await restCallsOf(bffUrl, token, HEAVY_QUERY);
    const managerLogin = await fetch(`${apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.fr', password: 'demo1234' }),
    });
    if (!managerLogin.ok) throw new Error(`manager login failed: HTTP ${managerLogin.status}`);
    const lightToken = ((await managerLogin.json()) as { token: string }).token;
    log('fair sharing: the simple query alone…');
    const alone: FairnessRow = {
      label: 'seule',
      light: await measureComposite(
        async (bearer) => {
          await checked(await graphPost(bffUrl, bearer, LIGHT_QUERY), 'simple query');
        },
        [lightToken],
        LIGHT_LOOPS,
      ),
    };
    log('fair sharing: under the heavy client…');
    const shared = await fairness(
      bffUrl,
      token,
      lightToken,
      `pendant le client lourd (${CALLER_CAP} connexions au plus par client)`,
    );
    const unfairPort = await freePort();
    const unfairUrl = `http://127.0.0.1:${unfairPort}`;
    const unfair = spawnManaged('bff-unfair', process.execPath, nodeTsArgs('bff/src/server.ts'), {
      env: {
        ...env,
        PORT: String(unfairPort),
        HOST: '127.0.0.1',
        API_URL: apiUrl,
        BFF_CALLER_CONNECTIONS: '32',
      },
      quiet: true,
    });
    children.push(unfair);
    await waitForHttp(`${unfairUrl}/readyz`, { watch: [unfair] });
    log('fair sharing: under the heavy client, without a per-caller cap…');
    const unshared = await fairness(
      unfairUrl,
      token,
      lightToken,
      'idem, sans plafond par client (32 connexions pour un seul)',
    );
    const fairnessRows = [alone, shared, unshared].map(
      (row) =>
        `| ${row.label} | ${row.light.rps.toFixed(0)} | ${ms(row.light.p50)} | ${ms(row.light.p99)} ` +
        `| ${(row.light.p99 / alone.light.p99).toFixed(2)} ` +
        `| ${row.heavyRps === undefined ? '–' : row.heavyRps.toFixed(1)} ` +
        `| ${row.heavyBusy ?? '–'} |`,
    );

    const bundle = existsSync(join(webDist, 'index.html'))
      ? await loginPageJavaScript(bffUrl)
      : undefined;

    const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
    const table = [
      `Mesuré le ${date} UTC (Node ${process.versions.node}, ${cpus().length} cœurs, ` +
        `${CONNECTIONS} connexions, ${DURATION} s par mesure, base PGlite).`,
      '',
      `${CONNECTIONS} appelants, chacun avec sa session (${CONNECTIONS} connexions de l'admin, ` +
        `une par connexion, comme autant de navigateurs), côté graphe comme côté REST :`,
      '',
      TABLE_HEADER,
      ...rows,
      '',
      `Les mêmes ${CONNECTIONS} connexions sur une seule session, des deux côtés : un seul ` +
        `appelant, plafonné par le partage équitable du serveur GraphQL à ` +
        `${CALLER_CAP} appels REST en vol (le côté REST n'a pas ce plafond). Ces chiffres ` +
        `mesurent ce plafond, pas le coût du graphe :`,
      '',
      TABLE_HEADER,
      ...oneCallerRows,
      '',
      `Partage équitable : la requête simple d'un client (\`${LIGHT_QUERY}\`, ${LIGHT_LOOPS} à la ` +
        `fois, le manager) seule, puis pendant qu'un autre client (l'admin, ${CONNECTIONS} à la ` +
        `fois) envoie en boucle l'opération la plus lourde admise : 15 alias de \`dashboard\` ` +
        `(${heavyCalls} appels REST). **p99 de la requête simple sous charge / seule : ` +
        `${(shared.light.p99 / alone.light.p99).toFixed(2)}** (même exécution).`,
      '',
      '| requête simple | req/s | p50 | p99 | p99 / p99 seule | opérations lourdes servies par s | dont UPSTREAM_BUSY |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...fairnessRows,
      '',
      bundle
        ? `JavaScript chargé par la page de connexion : **${kb(bundle.gzip)} gzip** ` +
          `(${kb(bundle.raw)} non compressé, ${bundle.files.length} fichiers ; ${bundle.how}).`
        : 'JavaScript de la page de connexion : web/dist absent, non mesuré.',
      '',
      ...OPERATIONS.map(
        (operation) =>
          `- \`${operation.name}\` : \`${operation.query}\` contre \`GET ${operation.restPath}\`.`,
      ),
      `- ${nested.name} : « ${LARGE_RESTAURANT} » de \`npm run seed:large\` (20 équipements en ` +
        `5 zones, 6 relevés par jour et par équipement sur un an), période du ${nested.from} au ` +
        `${nested.to}. Graphe : \`${nested.query}\`. REST : les ${nested.restPaths.length} appels ` +
        `qu'un client ferait, envoyés ensemble (${nested.restPaths.map((p) => `\`GET ${p}\``).join(', ')}) ; ` +
        `req/s et latences comptent l'opération entière (toutes ses réponses reçues).`,
      `- ${order.name} : un bon de « ${LARGE_RESTAURANT} » de ${ORDER_LINES} lignes, un article ` +
        `et un produit par ligne, créé par les routes de l'api. Graphe : \`${order.query}\`. ` +
        `REST : ce qu'un client ferait, \`GET ${order.restPaths[0]}\` puis, ensemble, ` +
        `\`GET ${order.restPaths[1]}\` et \`GET ${order.restPaths[2]}\` (les identifiants ` +
        `lus sur ses lignes) ; req/s et latences comptent l'opération entière.`,
      `- ${week.name} : la semaine du ${monday} de « ${LARGE_RESTAURANT} », ${WEEK_STAFF} employés ` +
        `planifiés de 10:00 à 15:00 du lundi au vendredi par les routes de l'api. Graphe : ` +
        `\`${week.query}\`. REST : les ${week.restPaths.length} appels qu'un client ferait, envoyés ` +
        `ensemble (${week.restPaths.map((p) => `\`GET ${p.split('?')[0]}\``).join(', ')}) ; les ` +
        `totaux, heures et avertissements restent alors à calculer chez lui.`,
    ].join('\n');

    console.log(`\n${table}\n`);
    if (bundle) log(`login page files: ${bundle.files.join(', ')}`);
    await writeFormatted(join(repoRoot, 'tests/load/last-bench.md'), table + '\n');
    if (await updateReadme('bench', table)) log('README.md updated');
    log(
      `done in ${((Date.now() - started) / 1000).toFixed(0)} s; table in tests/load/last-bench.md`,
    );
  } finally {
    for (const child of children.reverse()) await stopManaged(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(
    `[bench] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
