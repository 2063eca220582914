import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app.ts';
import { enseignes, idempotencyKeys, jobs, photos } from '../src/db/schema.ts';
import {
  IDEMPOTENCY_ABANDONED_MS,
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_TTL_MS,
} from '../src/http/idempotency.ts';
import { assertMatchesContract, openApiText } from './contract.ts';
import { ADMIN, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

const OTHER_REQUEST = "Cette clé d'idempotence a déjà servi pour une autre requête";
const IN_PROGRESS =
  "Une requête avec cette clé d'idempotence est encore en cours : réessayez dans un instant";

let t: TestContext;
let bistrot: number, halles: number;
beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles } = await t.demoRestaurants());
});
afterAll(() => t?.close());

const jobCount = async () => (await t.db.select({ n: count() }).from(jobs))[0]!.n;
const keyRows = async (key: string) =>
  t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

/** POST /api/jobs with an Idempotency-Key. */
async function createJob(key: string, body: Record<string, unknown>, email = ADMIN) {
  return t.send('post', '/api/jobs', {
    body,
    token: await t.token(email),
    headers: { 'Idempotency-Key': key },
  });
}

describe('Idempotency-Key on creates', () => {
  it('answers the first result again for the same key and body, and writes once', async () => {
    const key = randomUUID();
    const before = await jobCount();
    const first = await createJob(key, { title: 'Rejeu', restaurantId: bistrot });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();

    // The same body, its keys in another order, is the same request.
    const again = await createJob(key, { restaurantId: bistrot, title: 'Rejeu' });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await jobCount()).toBe(before + 1);
  });

  it('works the same on a hygiene record (the duplicates of issue 9)', async () => {
    const key = `${randomUUID()}:createCleaningRecord`;
    const surfaceId = await t.surfaceId(bistrot, 'Plan de travail');
    const body = { restaurantId: bistrot, surfaceId, cleanedAt: new Date().toISOString() };
    const send = async () =>
      t.send('post', '/api/cleaning-records', {
        body,
        token: await t.token(MANAGER),
        headers: { 'Idempotency-Key': key },
      });
    const first = await send();
    expect(first.status).toBe(201);
    const again = await send();
    expect(again.status).toBe(201);
    expect(again.body.record.id).toBe(first.body.record.id);
  });

  it('refuses the same key with another body (409), writing nothing', async () => {
    const key = randomUUID();
    expect((await createJob(key, { title: 'Premier', restaurantId: bistrot })).status).toBe(201);
    const before = await jobCount();
    const other = await createJob(key, { title: 'Second', restaurantId: bistrot });
    expect(other.status).toBe(409);
    expect(other.body).toEqual({ error: OTHER_REQUEST });
    expect(await jobCount()).toBe(before);
  });

  it('refuses the same key while its first request is still running (409)', async () => {
    const key = randomUUID();
    const body = { title: 'En cours', restaurantId: bistrot };
    expect((await createJob(key, body)).status).toBe(201);
    // As if that first request had claimed the key and not answered yet.
    await t.db
      .update(idempotencyKeys)
      .set({ status: null, response: null })
      .where(eq(idempotencyKeys.key, key));
    const before = await jobCount();
    const res = await createJob(key, body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: IN_PROGRESS });
    expect(await jobCount()).toBe(before);
  });

  it('says the fate is unknown, not "in progress", once the claiming process has died', async () => {
    const key = randomUUID();
    const body = { title: 'Interrompu', restaurantId: bistrot };
    expect((await createJob(key, body)).status).toBe(201);
    // As if the api had been killed after its write and before storing the answer, long ago.
    await t.db
      .update(idempotencyKeys)
      .set({
        status: null,
        response: null,
        createdAt: new Date(Date.now() - IDEMPOTENCY_ABANDONED_MS - 1_000),
      })
      .where(eq(idempotencyKeys.key, key));
    const before = await jobCount();
    const res = await createJob(key, body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: IDEMPOTENCY_ERRORS.abandoned });
    expect(await jobCount()).toBe(before);
  });

  it('writes once when two requests with the same key race', async () => {
    const key = randomUUID();
    const before = await jobCount();
    const body = { title: 'Course', restaurantId: bistrot };
    const answers = await Promise.all([createJob(key, body), createJob(key, body)]);
    for (const res of answers) {
      expect([201, 409]).toContain(res.status);
      if (res.status === 409) expect(res.body).toEqual({ error: IN_PROGRESS });
    }
    expect(answers.some((res) => res.status === 201)).toBe(true);
    expect(await jobCount()).toBe(before + 1);
  });

  it('forgets a key after 24 hours, and purges old keys', async () => {
    const key = randomUUID();
    const first = await createJob(key, { title: 'Hier', restaurantId: bistrot });
    expect(first.status).toBe(201);
    const [row] = await keyRows(key);
    const old = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000);
    await t.db.update(idempotencyKeys).set({ createdAt: old }).where(eq(idempotencyKeys.key, key));

    // Just under 24 hours it still answers; past them the key is free again.
    const kept = randomUUID();
    const keptFirst = await createJob(kept, { title: 'Presque', restaurantId: bistrot });
    await t.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS + 60_000) })
      .where(eq(idempotencyKeys.key, kept));
    const keptAgain = await createJob(kept, { title: 'Presque', restaurantId: bistrot });
    expect(keptAgain.headers['idempotent-replayed']).toBe('true');
    expect(keptAgain.body).toEqual(keptFirst.body);

    const again = await createJob(key, { title: "Aujourd'hui", restaurantId: bistrot });
    expect(again.status).toBe(201);
    expect(again.body.job.id).not.toBe(first.body.job.id);
    expect(row!.status).toBe(201);

    // An expired key of nobody's retry is purged by a later request's new key.
    const stale = randomUUID();
    await t.db.insert(idempotencyKeys).values({
      scope: 'anonymous',
      method: 'POST',
      path: '/api/enseignes',
      key: stale,
      status: 201,
      response: {},
      createdAt: old,
    });
    // The purge runs at most every few minutes per process: a process just started runs it.
    const started = createApp({
      db: t.db,
      jwtSecret: t.jwtSecret,
      logger: { info: () => {}, error: () => {} },
    });
    const fresh = await request(started)
      .post('/api/jobs')
      .set('Authorization', `Bearer ${await t.token(ADMIN)}`)
      .set('Idempotency-Key', randomUUID())
      .send({ title: 'Purge', restaurantId: bistrot });
    expect(fresh.status).toBe(201);
    await vi.waitFor(async () => expect(await keyRows(stale)).toEqual([]));
  });

  it("keeps each user's keys apart: another user's same key is a request of his own", async () => {
    const key = randomUUID();
    const admin = await createJob(key, { title: 'À chacun', restaurantId: halles });
    const manager = await createJob(key, { title: 'À chacun', restaurantId: halles }, MANAGER);
    expect(admin.status).toBe(201);
    expect(manager.status).toBe(201);
    expect(manager.headers['idempotent-replayed']).toBeUndefined();
    expect(manager.body.job.id).not.toBe(admin.body.job.id);
  });

  it("never replays to another chain: its user's same key and body reach the route", async () => {
    const key = randomUUID();
    const body = { title: 'Secret', restaurantId: bistrot };
    const admin = await createJob(key, body);
    expect(admin.status).toBe(201);
    const before = await jobCount();
    const other = await createJob(key, body, OTHER_ADMIN);
    // The route's own answer to a restaurant of another chain, not the first answer.
    expect([400, 404]).toContain(other.status);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(JSON.stringify(other.body)).not.toContain(String(admin.body.job.id));
    expect(await jobCount()).toBe(before);
  });

  it('keeps the answer of a request whose client hung up (the bff timed out) for the retry', async () => {
    const key = randomUUID();
    const token = await t.token(ADMIN);
    const before = await jobCount();
    // The same api whose job insert, once reached, waits for the client to hang up: the client
    // is gone before the route answers, whatever the machine's load.
    let insertReached!: () => void;
    const reached = new Promise<void>((done) => (insertReached = done));
    let clientGone!: () => void;
    const gone = new Promise<void>((done) => (clientGone = done));
    const slow = <T extends object>(builder: T): T =>
      new Proxy(builder, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (prop === 'then') {
            const then = value as (ok: unknown, ko: unknown) => unknown;
            return (ok: unknown, ko: unknown) => {
              insertReached();
              return gone.then(() => then.call(target, ok, ko));
            };
          }
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            const out = (value as (...a: unknown[]) => unknown).apply(target, args);
            return out && typeof out === 'object' ? slow(out) : out;
          };
        },
      });
    const slowJobs = new Proxy(t.db, {
      get(target, prop, receiver) {
        if (prop !== 'insert') return Reflect.get(target, prop, receiver) as unknown;
        return (table: typeof jobs) =>
          table === jobs ? slow(target.insert(table)) : target.insert(table);
      },
    });
    const app = createApp({
      db: slowJobs,
      jwtSecret: t.jwtSecret,
      logger: { info: () => {}, error: () => {} },
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((done) => server.once('listening', done));
    try {
      const { port } = server.address() as AddressInfo;
      const body = JSON.stringify({ title: 'Raccroché', restaurantId: bistrot });
      await new Promise<void>((done) => {
        const req = httpRequest({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/jobs',
          headers: {
            authorization: `Bearer ${token}`,
            'content-type': 'application/json',
            'idempotency-key': key,
          },
        });
        req.on('error', () => done());
        // Sent, then the connection is dropped while the route writes.
        req.end(body);
        void reached.then(() => req.destroy());
        req.on('close', () => {
          clientGone();
          done();
        });
      });
      await vi.waitFor(async () => expect((await keyRows(key))[0]?.status).toBe(201), {
        timeout: 15_000,
        interval: 50,
      });
    } finally {
      server.close();
    }
    const retry = await createJob(key, { title: 'Raccroché', restaurantId: bistrot });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await jobCount()).toBe(before + 1);
  });

  it('does not keep a failed first request: the key may be used again', async () => {
    const key = randomUUID();
    const bad = await createJob(key, { title: '', restaurantId: bistrot });
    expect(bad.status).toBe(400);
    expect(await keyRows(key)).toEqual([]);
    const good = await createJob(key, { title: 'Corrigé', restaurantId: bistrot });
    expect(good.status).toBe(201);
    expect(good.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a malformed key with a French 400, writing nothing', async () => {
    const before = await jobCount();
    for (const key of ['a'.repeat(201), 'clé avec espaces', 'x\u0000y'.replace('\u0000', '%00')]) {
      const res = await createJob(key, { title: 'Clé', restaurantId: bistrot });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^En-tête Idempotency-Key invalide/);
    }
    expect(await jobCount()).toBe(before);
  });

  it('dedupes a signup (no login: the anonymous caller) and compares its body', async () => {
    const key = randomUUID();
    const body = {
      name: 'Enseigne Rejouée',
      adminUser: {
        firstName: 'Ana',
        lastName: 'Rejeu',
        email: `rejeu-${key}@exemple.fr`,
        password: 'motdepasse1',
      },
    };
    const signup = (b: unknown) =>
      t.send('post', '/api/enseignes', { body: b, headers: { 'Idempotency-Key': key } });
    const total = async () => (await t.db.select({ n: count() }).from(enseignes))[0]!.n;
    const first = await signup(body);
    expect(first.status).toBe(201);
    const before = await total();
    const again = await signup(body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    // Without the password, nobody gets the first answer.
    const guess = await signup({
      ...body,
      adminUser: { ...body.adminUser, password: 'autre1234' },
    });
    expect(guess.status).toBe(409);
    expect(guess.body).toEqual({ error: OTHER_REQUEST });
    expect(await total()).toBe(before);
  });

  it('dedupes a photo upload by its key alone (a multipart body is not compared)', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const key = randomUUID();
    const token = await t.token(ADMIN);
    const upload = async (filename: string) => {
      const res = await request(t.app)
        .post('/api/photos')
        .set('Authorization', `Bearer ${token}`)
        .set('Idempotency-Key', key)
        .attach('photo', png, { filename, contentType: 'image/png' });
      assertMatchesContract('post', '/api/photos', res.status, res.body);
      return res;
    };
    const photoCount = async () => (await t.db.select({ n: count() }).from(photos))[0]!.n;
    const first = await upload('frigo.png');
    expect(first.status).toBe(201);
    const before = await photoCount();
    const again = await upload('frigo-bis.png');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.photo.id).toBe(first.body.photo.id);
    expect(await photoCount()).toBe(before);
  });

  it('leaves routes that create nothing alone (login), and documents the header on the others', async () => {
    const key = randomUUID();
    const login = await t.send('post', '/api/auth/login', {
      body: { email: ADMIN, password: 'demo1234' },
      headers: { 'Idempotency-Key': key },
    });
    expect(login.status).toBe(200);
    expect(await keyRows(key)).toEqual([]);

    const document = JSON.parse(openApiText) as {
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    };
    const keyed = (path: string) =>
      (document.paths[path]!.post!.parameters ?? []).some((p) => p.name === 'Idempotency-Key');
    expect(keyed('/api/jobs')).toBe(true);
    expect(keyed('/api/photos')).toBe(true);
    expect(keyed('/api/enseignes')).toBe(true);
    expect(keyed('/api/auth/login')).toBe(false);
  });
});
