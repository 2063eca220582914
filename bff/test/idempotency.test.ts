// Safe retries (issue 9 item 6): the client's Idempotency-Key reaches the api once per REST
// write, and a write whose answer never came says its outcome is unknown.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestApi, type TestApi } from '../../api/src/testing/index.ts';
import {
  UPSTREAM_UNAVAILABLE_MESSAGE,
  WRITE_OUTCOME_UNKNOWN_MESSAGE,
  WRITE_OUTCOME_UNKNOWN_UNKEYED_MESSAGE,
} from '../src/rest/errors.ts';
import { createBff, type Bff } from '../src/server.ts';
import { ADMIN, DEMO_PASSWORD, postGraphql, silentLogger } from './helpers.ts';

/**
 * The bff's REST timeout here: what a stalled write waits before its outcome is unknown, and
 * what every other call of the file gets, so it is long enough for a loaded machine.
 */
const TIMEOUT_MS = 2_000;

/**
 * Between the bff and the api: forwards every request, notes the Idempotency-Key of each write
 * and, while `stall` is set, holds the api's answer (already written) until the bff has given up.
 */
async function startStallingProxy(apiUrl: string) {
  const keys: { method: string; path: string; key: string | undefined }[] = [];
  const state = { stall: false };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (req, res) => {
    const body = await read(req);
    const key = req.headers['idempotency-key'];
    if (req.method !== 'GET') {
      keys.push({
        method: req.method!,
        path: req.url!,
        key: typeof key === 'string' ? key : undefined,
      });
    }
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'content-type', 'idempotency-key', 'accept']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(`${apiUrl}${req.url}`, {
      method: req.method,
      headers,
      body: req.method === 'GET' ? undefined : body,
    });
    const text = await upstream.text();
    if (state.stall && req.method !== 'GET' && !res.destroyed) {
      // Held until the bff gives up on it (its timeout closes the connection), however long the
      // machine takes to get there.
      await new Promise((done) => res.once('close', done));
    }
    if (res.destroyed) return;
    res.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/json',
    });
    res.end(text);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    keys,
    state,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

let api: TestApi;
let proxy: Awaited<ReturnType<typeof startStallingProxy>>;
let bff: Bff;
let bffUrl: string;
let token: string;
let restaurantId: string;

beforeAll(async () => {
  api = await startTestApi();
  proxy = await startStallingProxy(api.url);
  bff = await createBff({ apiUrl: proxy.url, logger: silentLogger, restTimeoutMs: TIMEOUT_MS });
  bffUrl = await bff.listen(0);
  token = await loginAs(api.url, ADMIN, DEMO_PASSWORD);
  const result = await postGraphql<{ restaurants: { id: string; name: string }[] }>(
    bffUrl,
    '{ restaurants { id name } }',
    {},
    token,
  );
  restaurantId = result.data!.restaurants.find((r) => r.name === 'Le Bistrot du Port')!.id;
});
afterAll(async () => {
  await bff?.close();
  await proxy?.close();
  await api?.close();
});

const CREATE_JOB = `mutation ($input: CreateJobInput!) { createJob(input: $input) { id title } }`;

const createJob = (title: string, key?: string) =>
  postGraphql<{ createJob: { id: string; title: string } }>(
    bffUrl,
    CREATE_JOB,
    { input: { restaurantId, title } },
    token,
    key ? { 'Idempotency-Key': key } : {},
  );

/** The jobs of the restaurant with that title, as the api stores them. */
async function jobsTitled(title: string): Promise<number> {
  const response = await fetch(`${api.url}/api/jobs/restaurant/${restaurantId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { jobs: { title: string }[] };
  return body.jobs.filter((job) => job.title === title).length;
}

describe('a write whose answer never came', () => {
  it('says its outcome is unknown; a retry with the same key answers the first record, written once', async () => {
    const key = randomUUID();
    proxy.state.stall = true;
    let stalled;
    try {
      stalled = await createJob('Sommelier', key);
    } finally {
      proxy.state.stall = false;
    }
    expect(stalled.data).toBeNull();
    expect(stalled.errors![0]!.message).toBe(WRITE_OUTCOME_UNKNOWN_MESSAGE);
    expect(stalled.errors![0]!.extensions).toMatchObject({
      code: 'UPSTREAM_UNAVAILABLE',
      writeOutcome: 'UNKNOWN',
    });
    // The api did write it: retrying without a key would make a second one.
    expect(await jobsTitled('Sommelier')).toBe(1);

    const retry = await createJob('Sommelier', key);
    expect(retry.errors).toBeUndefined();
    expect(retry.data!.createJob.title).toBe('Sommelier');
    expect(await jobsTitled('Sommelier')).toBe(1);
    const again = await createJob('Sommelier', key);
    expect(again.data!.createJob.id).toBe(retry.data!.createJob.id);
  });

  it('without a key, the unknown outcome tells the user to check before retrying', async () => {
    proxy.state.stall = true;
    let stalled;
    try {
      stalled = await createJob('Caviste');
    } finally {
      proxy.state.stall = false;
    }
    expect(stalled.errors![0]!.message).toBe(WRITE_OUTCOME_UNKNOWN_UNKEYED_MESSAGE);
    expect(stalled.errors![0]!.extensions).toMatchObject({ writeOutcome: 'UNKNOWN' });
  });

  it('a write that never reached the api is not "unknown": nothing was written', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((done) => closed.close(() => done()));
    const down = await createBff({ apiUrl: `http://127.0.0.1:${port}`, logger: silentLogger });
    try {
      const result = await postGraphql(
        await down.listen(0),
        CREATE_JOB,
        {
          input: { restaurantId, title: 'Personne' },
        },
        token,
        { 'Idempotency-Key': randomUUID() },
      );
      expect(result.errors![0]!.message).toBe(UPSTREAM_UNAVAILABLE_MESSAGE);
      expect(result.errors![0]!.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});

describe('the Idempotency-Key of a mutation', () => {
  it('reaches the api as <key>:<field> for each root field, and not at all without one', async () => {
    const key = randomUUID();
    proxy.keys.length = 0;
    const result = await postGraphql(
      bffUrl,
      `mutation ($a: CreateJobInput!, $b: CreateJobInput!) {
        first: createJob(input: $a) { id }
        createJob(input: $b) { id }
      }`,
      { a: { restaurantId, title: 'Barman' }, b: { restaurantId, title: 'Barista' } },
      token,
      { 'Idempotency-Key': key },
    );
    expect(result.errors).toBeUndefined();
    expect(proxy.keys).toEqual([
      { method: 'POST', path: '/api/jobs', key: `${key}:first` },
      { method: 'POST', path: '/api/jobs', key: `${key}:createJob` },
    ]);

    proxy.keys.length = 0;
    expect((await createJob('Voiturier')).errors).toBeUndefined();
    expect(proxy.keys).toEqual([{ method: 'POST', path: '/api/jobs', key: undefined }]);
  });

  it('replays each field of a retried operation on its own', async () => {
    const key = randomUUID();
    const send = () =>
      postGraphql<{ a: { id: string }; b: { id: string } }>(
        bffUrl,
        `mutation ($a: CreateJobInput!, $b: CreateJobInput!) {
          a: createJob(input: $a) { id }
          b: createJob(input: $b) { id }
        }`,
        {
          a: { restaurantId, title: 'Portier' },
          b: { restaurantId, title: 'Portier' },
        },
        token,
        { 'Idempotency-Key': key },
      );
    const first = await send();
    expect(first.data!.a.id).not.toBe(first.data!.b.id);
    const again = await send();
    expect(again.data).toEqual(first.data);
    expect(await jobsTitled('Portier')).toBe(2);
  });
});

describe('a photo upload through the bff', () => {
  it('passes its Idempotency-Key on: the same upload again answers the same photo', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const key = randomUUID();
    const upload = async () => {
      const form = new FormData();
      form.append('photo', new Blob([png], { type: 'image/png' }), 'frigo.png');
      const response = await fetch(`${bffUrl}/uploads/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        body: form,
      });
      return {
        status: response.status,
        body: (await response.json()) as { photo: { id: number } },
      };
    };
    const first = await upload();
    expect(first.status).toBe(201);
    const again = await upload();
    expect(again.status).toBe(201);
    expect(again.body.photo.id).toBe(first.body.photo.id);
  });
});
