// Issue 9 item 4: no request, however malformed, gets a 5xx, and a refused one writes nothing.
//
// The routes, their parameters and their bodies are read from openapi.json, not listed by hand: a
// new route is fuzzed the day it is documented. For each route a VALID request is built from the
// schema (ids of the demo chain's rows, values inside the declared bounds), then ONE thing is
// broken at a time (a body field, a path or query parameter, the body as a whole), so every
// request sent is invalid and must be refused:
//   - never a 5xx; a broken body field answers 400, a broken path id 4xx;
//   - a 4xx carries a French `error` (and French `fieldErrors`), in an answer of bounded size;
//   - nothing is written: no table (but the rate-limit counters) had a row inserted, updated or
//     deleted by a batch of refused requests, per the write log the database keeps (WriteProbe);
//   - the valid request itself, sent last, succeeds: it proves each refusal came from the broken
//     field and not from a base request that was wrong anyway.
// Sent as the demo chain's ADMIN (or without a token to the public routes). Deterministic: the
// values come from the schema and a seeded generator (FUZZ_SEED).
//
// The other way round, "valid per the contract ⇒ accepted": for each route with a JSON body,
// variants of the valid request that openapi.json says are valid (each optional field added
// alone, each left out of the full request, each nullable one null, one request per branch of
// a oneOf/anyOf) must not be refused as invalid (400 or 422): a rule the api enforces that the
// contract does not state fails there. The query rules between parameters (x-query-schema) are
// sent once per branch.
//
// `FUZZ_REPORT=/path/report.md npx vitest run test/fuzz.test.ts` also writes every finding there.
/// <reference types="vite/types/importMeta.d.ts" />
import { writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { sql, type SQL } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { demoPhoto } from '../src/db/png.ts';
import type { InvitationEmail } from '../src/mail/index.ts';
import { openApiText } from './contract.ts';
import {
  bodyMutations,
  deepJson,
  isNullable,
  kindOf,
  mainBranch,
  PATTERNS,
  wireMutations,
  type JsonSchema,
  type Mutation,
} from './fuzz-schema.ts';
import { notFrench, seededRandom, WriteProbe } from '../src/testing/fuzz.ts';
import {
  FUZZ_DAY,
  fuzzFixtures,
  type AreaModules,
  type FixtureContext,
  type Fixtures,
} from './fuzz/core.ts';
import { ADMIN, passwordOf, setupApi, type TestContext } from './setup.ts';

type Method = 'get' | 'post' | 'put' | 'delete';
interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: Record<string, unknown>[];
  /** The rules between query parameters, as a schema of the query read as one object. */
  'x-query-schema'?: JsonSchema;
}
const document = JSON.parse(openApiText) as {
  paths: Record<string, Partial<Record<Method, Operation>>>;
  components: { schemas: Record<string, JsonSchema> };
};

/** An error answer larger than this is unbounded (issue 9 item 3: 172 MB for 58 kB sent). */
const MAX_ERROR_BYTES = 16 * 1024;
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const random = seededRandom(SEED);
/**
 * The instants of the logs, receptions and stock movements, which may not be in the future: a
 * day long before the seed's 30 days of logs.
 */
const PAST_DAY = '2025-03-03';
/** Routes whose instants are a plan or a clocking (a shift, its approval): their day is FUZZ_DAY. */
const PLANNING_PATH = /^\/api\/(scheduled|realized|approved)-shifts\b/;

interface Route {
  method: Method;
  path: string;
  key: string;
  operation: Operation;
  /** No token is needed (login, signup, invitations): sent without one, as an attacker would. */
  anonymous: boolean;
}

const routes: Route[] = Object.entries(document.paths).flatMap(([path, methods]) =>
  (Object.entries(methods) as [Method, Operation][]).map(([method, operation]) => ({
    method,
    path,
    key: `${method.toUpperCase()} ${path}`,
    operation,
    anonymous: operation.security === undefined || operation.security.length === 0,
  })),
);

function resolveRef(schema: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolveRef(document.components.schemas[name]!);
}

// ---- What a finding is, and how it reads ----

interface Finding {
  route: string;
  where: string;
  value: string;
  status: number | string;
  problem: string;
  body: string;
}
const findings: Finding[] = [];
const snippet = (text: string) => text.replace(/\s+/g, ' ').slice(0, 240);
const formatFinding = (f: Finding) =>
  `${f.route} — ${f.where} = ${f.value} → ${f.status}: ${f.problem}${f.body ? `\n    ${f.body}` : ''}`;

// ---- The database ----

let t: TestContext;
/** One listening server for the whole run (supertest would start one per request). */
let server: Server;
/** Which tables a batch of refused requests wrote (none, unless a refusal failed). */
let probe: WriteProbe;

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function queryRows<T>(query: SQL): Promise<T[]> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;
}

// ---- Valid values: the demo chain's rows, and values inside the schema's bounds ----

// Each area's demo rows, ids and path ids are declared by its file of test/fuzz/ (core.ts says how).
const fixtures = fuzzFixtures(
  import.meta.glob<AreaModules[string]>(['./fuzz/*.ts', '!./fuzz/core.ts'], { eager: true }),
);
let fx: Fixtures;
/** What the areas' fixtures read and write with. */
let fixtureContext: FixtureContext;
let adminToken: string;
const sentInvitations: InvitationEmail[] = [];

/** A row of the demo chain named by an id field (`restaurantId`, `zoneIds`, `laboratoryId`…). */
const idFor = (route: Route, field: string): number => fixtures.idFor(route, field, fx);

/** The row a path's `{id}` names: the collection's own, or the one the path says (`/restaurant/{id}`). */
const pathId = (route: Route): number => fixtures.pathId(route, fx);

/** Values the schema cannot guess: the signed-in ADMIN's own credentials and email. */
const KNOWN: Record<string, () => unknown> = {
  'POST /api/auth/login email': () => ADMIN,
  'POST /api/auth/login password': () => passwordOf(ADMIN),
  'POST /api/auth/change-password currentPassword': () => passwordOf(ADMIN),
  'POST /api/auth/change-password newPassword': () => `${passwordOf(ADMIN)}-nouveau`,
  'PUT /api/users/me email': () => ADMIN,
  // The fuzz's product counts in G and converts L already: a rule's source is then PIECE.
  'POST /api/products/{id}/conversion-rules sourceUnit': () => 'PIECE',
  'POST /api/products/{id}/conversion-rules targetUnit': () => 'G',
  'PUT /api/conversion-rules/{id} sourceUnit': () => 'L',
  'PUT /api/conversion-rules/{id} targetUnit': () => 'G',
  'PATCH /api/conversion-rules/{id} sourceUnit': () => 'L',
  'PATCH /api/conversion-rules/{id} targetUnit': () => 'G',
  // One packaging: what the laboratory holds and what the order asked.
  'POST /api/purchase-orders/{id}/expedite line.quantityExpedited': () => 1,
  'POST /api/purchase-orders/{id}/receive line.quantityReceived': () => 1,
  // Two different weeks (one instant of each), far from the demo's planning: the fixture's
  // shift of the first is copied to the second.
  'POST /api/scheduled-shifts/copy-week sourceWeekStart': () => '2030-01-06T23:00:00.000Z',
  'POST /api/scheduled-shifts/copy-week targetWeekStart': () => '2030-01-13T23:00:00.000Z',
  // A day of 2030 the fixture's absence leaves free (the demo's absences are around today).
  'POST /api/absences dates': () => ['2030-01-09'],
  // The PIN of the kiosk's employee: any other is refused ('Code PIN incorrect').
  'POST /api/kiosk/identify pin': () => fx.kiosk.pin,
  'POST /api/kiosk/clock pin': () => fx.kiosk.pin,
};

let unique = 0;

interface ValueState {
  /** Date-times of one body come in increasing order (a start before its end). */
  dates: number;
}

function validValue(route: Route, field: string, schema: JsonSchema, state: ValueState): unknown {
  const known = KNOWN[`${route.key} ${field}`];
  if (known) return known();
  const name = field.split('.').at(-1)!;
  const s = mainBranch(schema);
  switch (kindOf(name, schema)) {
    case 'id':
      return idFor(route, name);
    case 'idList':
      return String(idFor(route, name));
    case 'array':
      return [validValue(route, `${field}[]`.replace(/s\[\]$/, ''), s.items ?? {}, state)];
    case 'object':
      return validObject(route, s, field, state);
    case 'enum':
      return s.enum!.find((v) => v !== null && v !== '');
    case 'boolean':
      return false;
    case 'dateTime':
      // From 08:00 UTC, one hour apart: ordered, and in the same day of every European zone.
      return new Date(
        Date.parse(`${PLANNING_PATH.test(route.path) ? FUZZ_DAY : PAST_DAY}T08:00:00Z`) +
          state.dates++ * 3_600_000,
      ).toISOString();
    case 'day':
      return FUZZ_DAY;
    case 'email':
      return `fuzz.${++unique}.${Math.floor(random() * 1e6)}@exemple.fr`;
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0);
      const max =
        s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : min + 10);
      const value = min + (max - min) / 4;
      return types(s).includes('integer') ? Math.round(value) : Math.round(value * 10) / 10;
    }
    case 'text': {
      if (s.pattern === PATTERNS.pin) {
        return String(100_000 + Math.floor(random() * 900_000));
      }
      if (s.pattern && typeof s.example === 'string') return s.example;
      if (s.pattern) throw new Error(`${route.key} ${field} : motif ${s.pattern} inconnu du fuzz`);
      const text = `Fuzz ${++unique}`.padEnd(s.minLength ?? 0, 'x');
      return s.maxLength ? text.slice(0, s.maxLength) : text;
    }
  }
}
const types = (s: JsonSchema) => (s.type === undefined ? [] : [s.type].flat());

/**
 * Fields a valid body needs that the schema cannot say are needed ("one of the two"): they join
 * the required ones in the base request.
 */
function alsoNeeded(route: Route): string[] {
  if (route.key === 'POST /api/cleaning-records') return ['surfaceId'];
  // An article is bought from a supplier or a laboratory (the schema says neither is required).
  if (route.key === 'POST /api/articles') return ['supplierId'];
  // Notifications are marked read by ids or all, one of the two.
  if (route.key === 'POST /api/notifications/read') return ['ids'];
  // A purchase order too (its schema says supplierId or labId).
  if (/^(POST|PUT) \/api\/purchase-orders(\/send|\/\{id\})?$/.test(route.key)) {
    return ['supplierId'];
  }
  // An inventory's update must change something: its note will do.
  if (route.path === '/api/inventories/{id}' && route.method !== 'get') return ['note'];
  // A product's or a recipe's update must change something (a field or its photo).
  if (
    (route.path === '/api/products/{id}' || route.path === '/api/recipes/{id}') &&
    route.method !== 'get'
  ) {
    return ['name'];
  }
  // A correction must change something: its notes, which every log has.
  if (route.path.endsWith('/corrections') || route.key === 'PUT /api/oil-records/{id}') {
    return ['notes'];
  }
  return [];
}

/** An object with its required fields only: optional ones are added (broken) one at a time. */
function validObject(
  route: Route,
  schema: JsonSchema,
  prefix: string,
  state: ValueState,
): Record<string, unknown> {
  const s = resolveRef(schema);
  const out: Record<string, unknown> = {};
  const needed = [...(s.required ?? []), ...(prefix ? [] : alsoNeeded(route))];
  for (const name of needed) {
    const field = prefix ? `${prefix}.${name}` : name;
    out[name] = validValue(route, field, resolveRef(s.properties![name]!), state);
  }
  return out;
}

/** Every field of a body, nested ones included (`adminUser.email`). */
function fieldsOf(schema: JsonSchema, prefix = ''): { field: string; schema: JsonSchema }[] {
  const s = resolveRef(schema);
  return Object.entries(s.properties ?? {}).flatMap(([name, child]) => {
    const field = prefix ? `${prefix}.${name}` : name;
    const resolved = resolveRef(child);
    const main = mainBranch(resolved);
    return [{ field, schema: resolved }, ...(main.properties ? fieldsOf(main, field) : [])];
  });
}

/** `base` with `value` at the dotted `field`, the parents it needs created valid. */
function withField(
  route: Route,
  base: Record<string, unknown>,
  bodySchema: JsonSchema,
  field: string,
  value: unknown,
): Record<string, unknown> {
  const copy = structuredClone(base);
  const parts = field.split('.');
  let target = copy;
  let schema = resolveRef(bodySchema);
  for (const part of parts.slice(0, -1)) {
    schema = mainBranch(resolveRef(schema.properties![part]!));
    if (typeof target[part] !== 'object' || target[part] === null) {
      target[part] = validObject(route, schema, '', { dates: 0 });
    }
    target = target[part] as Record<string, unknown>;
  }
  target[parts.at(-1)!] = value;
  return copy;
}

// ---- Sending and judging ----

interface Sent {
  route: Route;
  where: string;
  label: string;
  path: string;
  body?: unknown;
  raw?: { type: string; data: string | Buffer };
  multipart?: (req: request.Test) => request.Test;
  /**
   * What the request must answer: a 400 exactly, any 4xx, anything but a 5xx (GET filters), or,
   * for a request the contract says is valid, anything but a refusal of its input (400, 422).
   */
  expect: '400' | '4xx' | 'not5xx' | 'accepted';
  token?: string | null;
}

/** The token a route takes: the kiosk's device token on the kiosk routes, else the ADMIN's. */
const tokenOf = (route: Route): string | null =>
  route.anonymous
    ? null
    : route.operation.security?.some((scheme) => 'kioskToken' in scheme)
      ? fx.kiosk.token
      : adminToken;

let sentCount = 0;
async function send(s: Sent): Promise<{ status: number; ok: boolean }> {
  sentCount++;
  let req = request(server)[s.route.method](s.path);
  const token = s.token === undefined ? tokenOf(s.route) : s.token;
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  if (s.multipart) req = s.multipart(req);
  else if (s.raw) req = req.set('Content-Type', s.raw.type).send(s.raw.data);
  else if (s.body !== undefined) req = req.send(s.body as object);
  let res: request.Response;
  try {
    res = await req;
  } catch (error) {
    record(s, 'réseau', `pas de réponse : ${(error as Error).message}`, '');
    return { status: 0, ok: false };
  }
  const text = res.text ?? '';
  const problems: string[] = [];
  if (res.status >= 500) problems.push('erreur serveur');
  else if (s.expect === '400' && res.status !== 400) problems.push(`400 attendu`);
  else if (s.expect === '4xx' && (res.status < 400 || res.status >= 500))
    problems.push('4xx attendu');
  else if (s.expect === 'accepted' && (res.status === 400 || res.status === 422))
    problems.push('valide selon openapi.json, mais refusée comme invalide');
  if (res.status >= 400 && res.status < 500) {
    if (Buffer.byteLength(text) > MAX_ERROR_BYTES) {
      problems.push(
        `réponse d'erreur de ${Buffer.byteLength(text)} octets (${MAX_ERROR_BYTES} au plus)`,
      );
    }
    // Node answers some malformed requests itself (431, 414) before the api: no body to judge.
    if (text !== '') {
      const body = res.body as { error?: unknown; fieldErrors?: Record<string, unknown> };
      const why = notFrench(body?.error);
      if (why) problems.push(`error : ${why}`);
      for (const [field, message] of Object.entries(body?.fieldErrors ?? {})) {
        const bad = notFrench(message);
        if (bad) {
          problems.push(`fieldErrors.${field.slice(0, 60)} : ${bad}`);
          break;
        }
      }
    }
  }
  if (problems.length > 0) record(s, res.status, problems.join(' ; '), snippet(text));
  return { status: res.status, ok: problems.length === 0 };
}

function record(s: Sent, status: number | string, problem: string, body: string) {
  findings.push({ route: s.route.key, where: s.where, value: s.label, status, problem, body });
}

/**
 * Sends a batch of requests that must all be refused, then checks the database did not change;
 * the probe's look after the batch is the next batch's "before".
 */
async function batch(route: Route, where: string, requests: Sent[]) {
  const statuses: string[] = [];
  for (const r of requests) statuses.push(`${r.label}→${(await send(r)).status}`);
  const changed = await probe.written();
  if (changed.length > 0) {
    findings.push({
      route: route.key,
      where,
      value: '(lot)',
      status: statuses.filter((s) => /→2\d\d$/.test(s)).join(', ') || '—',
      problem: `requête refusée mais écrite : ${changed.join(', ')}`,
      body: snippet(statuses.join(' ; ')),
    });
    await restoreAdminSession();
  }
}

/** The ADMIN's credentials as seeded, to undo a broken request that changed them. */
let adminRow: { id: number; password_hash: string; email: string };
async function adminCredentials(): Promise<typeof adminRow> {
  const id = adminRow?.id ?? fx.user;
  return (
    await queryRows<typeof adminRow>(
      sql`select id, password_hash, email from users where id = ${id}`,
    )
  )[0]!;
}

/**
 * A malformed request that was accepted may have changed the ADMIN's password or email (that is
 * reported): put them back so the next routes are still sent signed in, and judged on their own.
 */
async function restoreAdminSession() {
  const now = await adminCredentials();
  if (now.password_hash !== adminRow.password_hash || now.email !== adminRow.email) {
    await t.db.execute(sql`
      update users set password_hash = ${adminRow.password_hash}, email = ${adminRow.email},
        password_changed_at = null
      where id = ${adminRow.id}`);
  }
  const me = await request(server).get('/api/auth/me').set('Authorization', `Bearer ${adminToken}`);
  if (me.status !== 200) {
    const login = await request(server)
      .post('/api/auth/login')
      .send({ email: ADMIN, password: passwordOf(ADMIN) });
    if (login.status !== 200) {
      throw new Error(`reconnexion de l'ADMIN : ${login.status} ${login.text}`);
    }
    adminToken = (login.body as { token: string }).token;
  }
  await probe.reset();
}

/**
 * Every value a field's own rules refuse, and WRONG_TYPES_PER_FIELD of the values of another
 * JSON type (drawn with the seed): each type check is one zod call whatever the value, so a few
 * per field keep the run short without losing a kind of input.
 */
const WRONG_TYPES_PER_FIELD = 2;
function sampleWrongTypes(mutations: Mutation[]): Mutation[] {
  const wrong = mutations.filter((mutation) => mutation.wrongType);
  const kept = new Set<Mutation>();
  while (kept.size < Math.min(WRONG_TYPES_PER_FIELD, wrong.length)) {
    kept.add(wrong[Math.floor(random() * wrong.length)]!);
  }
  return mutations.filter((mutation) => !mutation.wrongType || kept.has(mutation));
}

// ---- One route ----

function fillPath(route: Route, overrides: Record<string, string> = {}): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name in overrides) return overrides[name]!;
    if (name === 'id') return String(pathId(route));
    // A token or a quantity as its area gives it; a second id names its own row
    // (`/suppliers/{id}/restaurants/{restaurantId}`).
    return fixtures.pathParam(route, name, fx) ?? String(idFor(route, name));
  });
}

function withQuery(path: string, query: Record<string, string>): string {
  const pairs = Object.entries(query).map(([k, v]) => `${k}=${v}`);
  return pairs.length ? `${path}?${pairs.join('&')}` : path;
}

async function fuzzRoute(route: Route) {
  // Each route starts signed in, whatever an earlier accepted request did to the ADMIN.
  await restoreAdminSession();
  const params = route.operation.parameters ?? [];
  const queryParams = params.filter((p) => p.in === 'query');
  const pathParams = params.filter((p) => p.in === 'path');
  const content = route.operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const state: ValueState = { dates: 0 };
  const baseQuery = Object.fromEntries(
    queryParams
      .filter((p) => p.required)
      .map((p) => [p.name, encodeURIComponent(String(validValue(route, p.name, p.schema, state)))]),
  );
  const basePath = withQuery(fillPath(route), baseQuery);
  const base = jsonSchema ? validObject(route, jsonSchema, '', state) : undefined;
  const bodyExpect = route.method === 'get' ? 'not5xx' : '4xx';

  // Path parameters: a malformed id or token names nothing (400 or 404), with a valid body.
  for (const param of pathParams) {
    await batch(
      route,
      `chemin {${param.name}}`,
      // (An empty segment is another route: `/api/zones/` is the list.)
      wireMutations(param.name, param.schema)
        .filter((mutation) => mutation.value !== '')
        .map((mutation) => ({
          route,
          where: `chemin {${param.name}}`,
          label: mutation.label,
          path: withQuery(fillPath(route, { [param.name]: mutation.value as string }), baseQuery),
          body: base,
          expect: '4xx',
        })),
    );
  }

  // Query parameters: filters may match nothing (200), but never a 5xx and never a write.
  for (const param of queryParams) {
    const valid = encodeURIComponent(String(validValue(route, param.name, param.schema, state)));
    const mutations: Mutation[] = [
      ...wireMutations(param.name, param.schema),
      { label: 'paramètre répété', value: `${valid}&${param.name}=${valid}` },
    ];
    await batch(
      route,
      `requête ?${param.name}`,
      mutations.map((mutation) => ({
        route,
        where: `requête ?${param.name}`,
        label: mutation.label,
        path: withQuery(fillPath(route), { ...baseQuery, [param.name]: mutation.value as string }),
        body: base,
        expect: 'not5xx',
      })),
    );
  }

  // Body fields, one at a time.
  if (jsonSchema && base) {
    for (const { field, schema } of fieldsOf(jsonSchema)) {
      const valid = validValue(route, field, schema, { dates: 0 });
      const name = field.split('.').at(-1)!;
      await batch(
        route,
        `corps .${field}`,
        sampleWrongTypes(bodyMutations(name, schema, valid)).map((mutation) => ({
          route,
          where: `corps .${field}`,
          label: mutation.label,
          path: basePath,
          body: withField(route, base, jsonSchema, field, mutation.value),
          expect: route.method === 'get' ? 'not5xx' : '400',
        })),
      );
    }

    // The body as a whole.
    const manyKeys = { ...base };
    for (let i = 0; i < 5_000; i++) manyKeys[`inconnue${i}_${Math.floor(random() * 1e9)}`] = i;
    const whole: Sent[] = [
      ['pas du JSON', { type: 'application/json', data: '{pas du json' }],
      ['null', { type: 'application/json', data: 'null' }],
      ['42', { type: 'application/json', data: '42' }],
      ['"texte"', { type: 'application/json', data: '"texte"' }],
      ['[]', { type: 'application/json', data: '[]' }],
      [
        'tableau de 100 000 nombres',
        { type: 'application/json', data: `[${'0,'.repeat(99_999)}0]` },
      ],
      ['objet imbriqué 10 000 niveaux', { type: 'application/json', data: deepJson(10_000) }],
      ['JSON en UTF-16', { type: 'application/json; charset=utf-16', data: JSON.stringify(base) }],
      ['2 Mo', { type: 'application/json', data: JSON.stringify({ ...base, x: 'x'.repeat(2e6) }) }],
      ['5 000 clés inconnues', { type: 'application/json', data: JSON.stringify(manyKeys) }],
    ].map(([label, raw]) => ({
      route,
      where: 'corps entier',
      label: label as string,
      path: basePath,
      raw: raw as Sent['raw'],
      expect: bodyExpect,
    }));
    if ((resolveRef(jsonSchema).required ?? []).length > 0) {
      // Without a JSON content type the body is not read at all: the required fields are missing.
      whole.push({
        route,
        where: 'corps entier',
        label: 'text/plain',
        path: basePath,
        raw: { type: 'text/plain', data: JSON.stringify(base) },
        expect: bodyExpect,
      });
    }
    if (resolveRef(jsonSchema).additionalProperties === false) {
      whole.push({
        route,
        where: 'corps entier',
        label: 'une clé inconnue',
        path: basePath,
        body: { ...base, inconnue: 'x' },
        expect: bodyExpect,
      });
    }
    await batch(route, 'corps entier', whole);
  }

  // A multipart body: its file field, then each text field (the JSON field's rules, as text).
  const multipartSchema = content['multipart/form-data']?.schema;
  if (multipartSchema) {
    const properties = resolveRef(multipartSchema).properties ?? {};
    const fileField = Object.keys(properties).find((k) => properties[k]!.format === 'binary')!;
    const textFields = Object.keys(properties).filter((k) => k !== fileField);
    const baseFields = Object.fromEntries(
      Object.entries(base ?? {})
        .filter(([k]) => textFields.includes(k))
        .map(([k, v]) => [k, String(v)]),
    );
    const form =
      (fields: Record<string, string>, file: Buffer | null = demoPhoto(120)) =>
      (req: request.Test) => {
        let r = req;
        for (const [k, v] of Object.entries(fields)) r = r.field(k, v);
        if (file)
          r = r.attach(fileField, file, { filename: 'photo.png', contentType: 'image/png' });
        return r;
      };
    const multipart = (
      where: string,
      label: string,
      build: (req: request.Test) => request.Test,
      expect: Sent['expect'] = '4xx',
    ): Sent => ({ route, where, label, path: basePath, multipart: build, expect });
    const whole = 'corps multipart';
    await batch(route, whole, [
      multipart(whole, 'aucun corps', (req) => req),
      multipart(whole, 'multipart mal formé', (req) =>
        req.set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nmal formé'),
      ),
      multipart(whole, 'texte au lieu d’image', form(baseFields, Buffer.from('bonjour\u0000'))),
      multipart(
        whole,
        `${fileField} en champ de texte`,
        form({ ...baseFields, [fileField]: 'a\u0000b' }, null),
      ),
      multipart(whole, '2 000 champs', (req) => {
        let r = form(baseFields)(req);
        for (let i = 0; i < 2_000; i++) r = r.field(`champ${i}`, 'x');
        return r;
      }),
    ]);
    const jsonProperties = jsonSchema ? (resolveRef(jsonSchema).properties ?? {}) : {};
    const requiredJson = jsonSchema ? (resolveRef(jsonSchema).required ?? []) : [];
    for (const field of textFields) {
      const fieldSchema = jsonProperties[field];
      if (!fieldSchema) continue;
      const kind = kindOf(field, fieldSchema);
      const valid = validValue(route, field, fieldSchema, { dates: 0 });
      const asText = bodyMutations(field, fieldSchema, valid).filter(
        (mutation) =>
          (typeof mutation.value === 'string' || typeof mutation.value === 'number') &&
          // An empty form field is an absent one: valid when the field is optional.
          !(mutation.value === '' && !requiredJson.includes(field)) &&
          // 12345 is a valid text once sent as text.
          !(mutation.wrongType && (kind === 'text' || kind === 'email')),
      );
      const where = `multipart .${field}`;
      await batch(
        route,
        where,
        asText.map((mutation) =>
          multipart(
            where,
            mutation.label,
            form({ ...baseFields, [field]: String(mutation.value) }),
            '400',
          ),
        ),
      );
    }
  }

  // The valid request itself succeeds: the refusals above were the broken field's doing. (A GET
  // without a path parameter proves nothing more: its filters are optional.)
  const control =
    route.method === 'delete' || (route.method === 'get' && pathParams.length === 0)
      ? undefined
      : jsonSchema && base
        ? (req: request.Test) => req.send(base)
        : multipartSchema
          ? (req: request.Test) =>
              req.attach('photo', demoPhoto(120), {
                filename: 'photo.png',
                contentType: 'image/png',
              })
          : (req: request.Test) => req;
  if (control) {
    let req = request(server)[route.method](basePath);
    const token = tokenOf(route);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    const res = await control(req);
    if (res.status >= 300) {
      findings.push({
        route: route.key,
        where: 'requête valide de référence',
        value: snippet(JSON.stringify(base ?? basePath)),
        status: res.status,
        problem:
          'la requête valide construite depuis le schéma est refusée : les refus ci-dessus ne prouvent rien',
        body: snippet(res.text ?? ''),
      });
    }
    // Changing the password ends the other sessions and answers a new token.
    const renewed = (res.body as { token?: unknown } | undefined)?.token;
    if (typeof renewed === 'string' && !route.anonymous) adminToken = renewed;
    await restoreAdminSession();
    await probe.reset();
  }
}

// ---- Valid per the contract ⇒ accepted ----

// ajv-formats is CommonJS: its plugin is module.exports and, for ESM callers, `.default`.
const addFormats = addFormatsModule.default;
/** The contract's own judge: JSON Schema 2020-12 (OpenAPI 3.1), formats checked (`date`…). */
const contractAjv = new Ajv2020({ strict: false, allErrors: false });
addFormats(contractAjv);
contractAjv.addSchema(document, 'openapi.json');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The validator of a route's JSON body, or of its query rules, as openapi.json states them. */
function contractValidator(route: Route, ...where: string[]): ValidateFunction {
  const ref = `openapi.json#/${pointer('paths', route.path, route.method, ...where)}`;
  const validate = contractAjv.getSchema(ref);
  if (!validate) throw new Error(`${route.key} : aucun schéma en ${ref}`);
  return validate;
}

interface Variant {
  label: string;
  /** Optional fields given (with a valid value), and those given as null. */
  given: string[];
  nulls: string[];
  /** Fields of the base request left out (another branch's). */
  without: string[];
}

/**
 * The variants of a route's valid body that its contract accepts: each optional field added to
 * the base request alone, the full request (every field) and each field left out of it, each
 * nullable field null, and one request per branch of the body's oneOf/anyOf. Values are drawn
 * afresh for each (texts and emails stay unique: no clash with the seed or another variant).
 */
function contractVariants(route: Route, bodySchema: JsonSchema): Variant[] {
  const s = resolveRef(bodySchema);
  const properties = s.properties ?? {};
  const required = new Set(s.required ?? []);
  const optional = Object.keys(properties).filter((name) => !required.has(name));
  const nullable = Object.keys(properties).filter((name) =>
    isNullable(resolveRef(properties[name]!)),
  );
  const variants: Variant[] = [
    ...optional.map((name) => ({ label: `avec ${name}`, given: [name], nulls: [], without: [] })),
    { label: 'requête complète', given: optional, nulls: [], without: [] },
    ...optional.map((name) => ({
      label: `complète sans ${name}`,
      given: optional.filter((other) => other !== name),
      nulls: [],
      without: [name],
    })),
    ...nullable.map((name) => ({
      label: `${name} à null`,
      given: optional.filter((other) => other !== name),
      nulls: [name],
      without: [],
    })),
  ];
  const branches = s.oneOf ?? s.anyOf ?? [];
  branches.forEach((branch, i) => {
    const mine = branch.required ?? [];
    const others = branches.flatMap((b) => b.required ?? []).filter((f) => !mine.includes(f));
    variants.push({
      label: `branche ${i + 1} de ${s.oneOf ? 'oneOf' : 'anyOf'} (${mine.join(', ')})`,
      given: mine,
      nulls: [],
      without: others,
    });
  });
  return variants;
}

/** The body of a variant, or undefined when the fuzz has no valid value for one of its fields. */
function variantBody(route: Route, bodySchema: JsonSchema, variant: Variant) {
  const s = resolveRef(bodySchema);
  const body = validObject(route, s, '', { dates: 0 });
  const state: ValueState = { dates: 0 };
  try {
    for (const name of variant.given) {
      if (!(name in body))
        body[name] = validValue(route, name, resolveRef(s.properties![name]!), state);
    }
  } catch {
    // A field whose row the fuzz cannot name here (idFor): the variants without it still run.
    return undefined;
  }
  for (const name of variant.nulls) body[name] = null;
  for (const name of variant.without) delete body[name];
  // An order to the laboratory buys the laboratory's article (the supplier's is refused), one
  // packaging of it as the fixtures' orders do (the article's variants above gave it packagings
  // so large that 250,000 of them overflow its total).
  if (route.path.startsWith('/api/purchase-orders') && Array.isArray(body.lines)) {
    body.lines = (body.lines as Record<string, unknown>[]).map((line) => ({
      ...line,
      ...(typeof body.labId === 'number' && { articleId: fx.labArticle }),
      quantityOrdered: 1,
    }));
  }
  return body;
}

/**
 * Refusals a JSON Schema cannot state, so the contract says them in words: one value compared
 * with another (an end after its start, a break within its shift), or with the stored rows (a
 * correction must change something, a rule not twice, an order of a job still active after a
 * variant deactivated it). Each is the refusal's field and message; any other refusal of a
 * contract-valid request is a rule missing from openapi.json. The rules still missing from the
 * contract are listed with them (docs/decisions/api.md#cross-field-rules-in-the-contract).
 */
const NOT_IN_A_SCHEMA: [route: RegExp, answer: RegExp][] = [
  [/shifts/, /doit être après son début|La pause ne peut pas dépasser|dure au plus 24 heures/],
  [/\/corrections$|^PUT \/api\/oil-records/, /après l'heure de début|rien à corriger/],
  [/conversion-rules$/, /Une conversion existe déjà/],
  // The invitation was accepted by the variant before.
  [/^POST \/api\/invitations\/accept/, /déjà été utilisée/],
  // The article's packagings were replaced by an earlier variant (`packagings`).
  [/^(PUT|PATCH) \/api\/articles\/\{id\}$/, /Conditionnement introuvable pour cet article/],
  // A packaging's quantity times the count: the product of two fields.
  [/inventory-lines/, /hors des limites admises/],
];

/** Sends the variants the contract accepts; returns how many were sent. */
async function contractValidRequests(route: Route): Promise<number> {
  await restoreAdminSession();
  const operation = route.operation;
  const params = operation.parameters ?? [];
  const state: ValueState = { dates: 0 };
  const requiredQuery = Object.fromEntries(
    params
      .filter((p) => p.in === 'query' && p.required)
      .map((p) => [p.name, encodeURIComponent(String(validValue(route, p.name, p.schema, state)))]),
  );
  const sent: Sent[] = [];
  const seen = new Set<string>();
  const jsonSchema = operation.requestBody?.content['application/json']?.schema;
  if (jsonSchema && route.method !== 'get') {
    const validate = contractValidator(
      route,
      'requestBody',
      'content',
      'application/json',
      'schema',
    );
    for (const variant of contractVariants(route, jsonSchema)) {
      const body = variantBody(route, jsonSchema, variant);
      if (body === undefined || !validate(body)) continue;
      // The same fields (fresh values aside) need not be sent twice.
      const shape = JSON.stringify(
        Object.keys(body)
          .sort()
          .map((k) => [k, body[k] === null]),
      );
      if (seen.has(shape)) continue;
      seen.add(shape);
      sent.push({
        route,
        where: 'valide selon le contrat',
        label: variant.label,
        path: withQuery(fillPath(route), requiredQuery),
        body,
        expect: 'accepted',
      });
    }
  }
  const queryRules = operation['x-query-schema'];
  if (queryRules) {
    const validate = contractValidator(route, 'x-query-schema');
    const byName = new Map(params.map((p) => [p.name, p]));
    for (const [i, branch] of (queryRules.anyOf ?? queryRules.oneOf ?? [{}]).entries()) {
      for (const extra of [
        [],
        ...Object.entries(queryRules.dependentRequired ?? {}).map(([k, v]) => [k, ...v]),
      ]) {
        const names = [...new Set([...(branch.required ?? []), ...extra])];
        const query = Object.fromEntries(
          names.map((name) => [
            name,
            String(validValue(route, name, byName.get(name)!.schema, state)),
          ]),
        );
        if (!validate(query)) continue;
        sent.push({
          route,
          where: 'requête valide selon le contrat',
          label: `branche ${i + 1} de x-query-schema (${names.join(', ')})`,
          path: withQuery(
            fillPath(route),
            Object.fromEntries(Object.entries(query).map(([k, v]) => [k, encodeURIComponent(v)])),
          ),
          expect: 'accepted',
        });
      }
    }
  }
  for (const request_ of sent) {
    const start = findings.length;
    await send(request_);
    const unstated = NOT_IN_A_SCHEMA.filter(([key]) => key.test(route.key)).map(([, a]) => a);
    if (findings.length > start && unstated.some((answer) => answer.test(findings.at(-1)!.body))) {
      findings.pop();
    }
    // An accepted request may change the ADMIN's password or email: the next one signs in again.
    await restoreAdminSession();
    // What an accepted request changed that the fixtures of later routes need as they were.
    await fixtures.restore(fixtureContext, fx);
  }
  await probe.reset();
  return sent.length;
}

// ---- The suite ----

beforeAll(async () => {
  t = await setupApi({
    mailer: {
      sendInvitation: (email) => {
        sentInvitations.push(email);
        return Promise.resolve();
      },
    },
  });
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  adminToken = await t.token(ADMIN);
  fixtureContext = {
    t,
    server,
    // The ADMIN's current token: a request of the fuzz may have renewed it.
    get adminToken() {
      return adminToken;
    },
    sentInvitations,
    queryRows,
    async firstId(query) {
      const row = (await queryRows<{ id: number }>(query))[0];
      if (!row) throw new Error(`fixture introuvable : ${JSON.stringify(query)}`);
      return Number(row.id);
    },
  };
  fx = await fixtures.load(fixtureContext);
  adminRow = await adminCredentials();
  probe = new WriteProbe(t.db);
  await probe.reset();
});
afterAll(async () => {
  const report = process.env.FUZZ_REPORT;
  if (report) writeFileSync(report, markdownReport());
  server?.closeAllConnections();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
});

function markdownReport(): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
  const lines = [
    `# Fuzz REST (api/test/fuzz.test.ts) — ${new Date().toISOString()}`,
    '',
    `${routes.length} routes de api/openapi.json, ${sentCount} requêtes malformées, graine ${SEED}. ${findings.length} constat(s).`,
    '',
    '| route | où | valeur | statut | problème | réponse |',
    '|---|---|---|---|---|---|',
    ...findings.map(
      (f) =>
        `| ${cell(f.route)} | ${cell(f.where)} | ${cell(f.value)} | ${f.status} | ${cell(f.problem)} | ${cell(f.body)} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * One test per route, the delete routes last (they only send malformed ids, or a body, but stay
 * after every writer): `probe` records findings, and the test fails with those of its route.
 */
function testEachRoute(list: readonly Route[], probe: (route: Route) => Promise<unknown>) {
  const ordered = [...list].sort(
    (a, b) => Number(a.method === 'delete') - Number(b.method === 'delete'),
  );
  for (const route of ordered) {
    it(route.key, { timeout: 120_000 }, async () => {
      const start = findings.length;
      await probe(route);
      const mine = findings.slice(start);
      // A plain message rather than expect's diff: readable, and a diff of long values is slow.
      if (mine.length > 0) {
        throw new Error(`${mine.length} constat(s) :\n${mine.map(formatFinding).join('\n')}`);
      }
    });
  }
}

describe('every route of openapi.json refuses malformed input: no 5xx, a French 4xx, nothing written', () => {
  testEachRoute(routes, fuzzRoute);
});

describe('valid per the contract ⇒ accepted: what openapi.json says is valid is not refused as invalid', () => {
  testEachRoute(
    routes.filter(
      (route) =>
        (route.method !== 'get' && route.operation.requestBody?.content['application/json']) ||
        route.operation['x-query-schema'],
    ),
    contractValidRequests,
  );
});
