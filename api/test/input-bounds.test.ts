// Issue 9 items 3 and 4: hostile or careless input gets a small French 400 (or the 404 of an id
// that names nothing), never a 5xx, and writes nothing.
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { count, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LoginBody } from '../src/auth/auth.contract.ts';
import { CreateZoneBody } from '../src/restaurants/zones.contract.ts';
import {
  day,
  id,
  idList,
  INPUT_MESSAGES,
  instant,
  MAX_ID,
  text,
} from '../src/contract/primitives.ts';
import {
  cleaningRecords,
  enseignes,
  restaurants,
  tags,
  temperatureReadings,
  users,
  zones,
} from '../src/db/schema.ts';
import { ERROR_BOUNDS, ERRORS, isPgDataError } from '../src/http/errors.ts';
import { BODY_BOUNDS, INPUT_BOUNDS_MESSAGES } from '../src/http/input-bounds.ts';
import { JSON_BODY_LIMIT } from '../src/http/json-body.ts';
import { ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let admin: string;
let bistrot: number;
beforeAll(async () => {
  t = await setupApi();
  admin = await t.token(ADMIN);
  ({ bistrot } = await t.demoRestaurants());
});
afterAll(() => t?.close());

/** Rows of the tables these requests could write. */
async function fingerprint() {
  const tables = {
    cleaningRecords,
    enseignes,
    restaurants,
    tags,
    temperatureReadings,
    users,
    zones,
  };
  const rows: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    rows[name] = (await t.db.select({ n: count() }).from(table))[0]!.n;
  }
  return rows;
}

let before: Awaited<ReturnType<typeof fingerprint>>;
beforeEach(async () => {
  before = await fingerprint();
  t.errors.length = 0;
});

/** A refusal as the issue asks: 4xx, French, small, nothing written, nothing logged as a crash. */
async function expectRefused(res: request.Response, status = 400) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(status);
  expect(res.body.error).toMatch(/[a-zé]/i);
  expect(res.text.length).toBeLessThan(8 * 1024);
  expect(await fingerprint()).toEqual(before);
  expect(t.errors).toEqual([]);
}

const login = (body: unknown) => t.send('post', '/api/auth/login', { body });

describe('a NUL character', () => {
  it('in the login form, without a token, is a 400 (Postgres cannot hold it)', async () => {
    await expectRefused(await login({ email: 'admin@demo.fr\u0000', password: 'demo1234' }));
    await expectRefused(await login({ email: 'admin@demo.fr', password: 'demo\u00001234' }));
    expect((await login({ email: 'admin@demo.fr\u0000', password: 'x' })).body.error).toBe(
      INPUT_BOUNDS_MESSAGES.nul,
    );
  });

  it('in a key, a nested value or an array of a body is a 400', async () => {
    await expectRefused(
      await t.send('post', '/api/tags', { body: { 'na\u0000me': 'Bio' }, token: admin }),
    );
    await expectRefused(
      await t.send('post', '/api/labs/1/restaurants', {
        body: { restaurantIds: [1, 'a\u0000'] },
        token: admin,
      }),
    );
  });

  it('in a query string is a 400 before any route runs', async () => {
    await expectRefused(await t.get(`/api/traceability/${bistrot}?productName=a%00b`, admin));
    await expectRefused(await t.get('/api/zones?ids=1%00', admin));
    await expectRefused(await t.get(`/api/zones?ids=1&x=%00`, admin));
  });

  it('in a path names nothing: 404', async () => {
    await expectRefused(await t.get('/api/invitations/verify/abc%00def'), 404);
    await expectRefused(await t.get('/api/zones/1%00', admin), 404);
  });

  it('is refused by the contracts themselves too (a multipart field reaches them directly)', () => {
    const parsed = LoginBody.safeParse({ email: 'a\u0000@b.fr', password: 'x' });
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(INPUT_MESSAGES.nul);
    expect(text(10).safeParse('a\u0000').error?.issues[0]?.message).toBe(INPUT_MESSAGES.nul);
  });
});

describe('a text', () => {
  it('longer than its field allows is a 400 naming the field', async () => {
    const res = await login({ email: 'a'.repeat(300), password: 'x' });
    await expectRefused(res);
    expect(res.body.fieldErrors).toEqual({ email: '254 caractères au plus' });
    const long = await login({ email: 'admin@demo.fr', password: 'x'.repeat(257) });
    await expectRefused(long);
    expect(long.body.fieldErrors).toEqual({ password: '256 caractères au plus' });
  });
});

describe('an id of 2^31 or more', () => {
  it('in a body is a 400 under its field', async () => {
    for (const restaurantId of [MAX_ID + 1, 2 ** 53, 1e308]) {
      const res = await t.post('/api/zones', { restaurantId, name: 'Cave' }, admin);
      await expectRefused(res);
      expect(res.body.fieldErrors).toEqual({ restaurantId: INPUT_MESSAGES.idInvalid });
    }
    const res = await t.post('/api/labs/1/restaurants', { restaurantIds: [MAX_ID + 1] }, admin);
    expect(res.status).toBeLessThan(500);
  });

  it('in a path names nothing: 404, like an unknown id', async () => {
    for (const raw of [String(MAX_ID + 1), '99999999999', '1e3', '-1', '0']) {
      await expectRefused(await t.get(`/api/zones/${raw}`, admin), 404);
      await expectRefused(await t.get(`/api/zones/restaurant/${raw}`, admin), 404);
    }
  });

  it('in a batch query (?ids=) is a 400', async () => {
    const res = await t.get(`/api/zones?ids=1,${MAX_ID + 1}`, admin);
    await expectRefused(res);
    expect(res.body.fieldErrors).toEqual({ ids: INPUT_MESSAGES.idListInvalid });
    await expectRefused(await t.get(`/api/equipments?restaurantIds=${'9'.repeat(30)}`, admin));
    await expectRefused(await t.get('/api/zones?ids=0', admin));
  });

  it('the largest id, 2^31 − 1, is an id like any other', async () => {
    expect((await t.get(`/api/zones/${MAX_ID}`, admin)).status).toBe(404);
    expect((await t.get(`/api/zones?ids=${MAX_ID}`, admin)).status).toBe(200);
    expect(id().safeParse(MAX_ID).success).toBe(true);
    expect(idList().safeParse(`1,${MAX_ID}`).success).toBe(true);
  });
});

describe('a date', () => {
  it('of year 0000 or 9999 in a query is a 400', async () => {
    for (const [from, to] of [
      ['0000-01-01', '0000-01-02'],
      ['9999-12-30', '9999-12-31'],
    ]) {
      const res = await t.get(`/api/traceability/${bistrot}?from=${from}&to=${to}`, admin);
      await expectRefused(res);
      expect(res.body.fieldErrors).toEqual({
        from: INPUT_MESSAGES.yearOutOfRange,
        to: INPUT_MESSAGES.yearOutOfRange,
      });
    }
    const res = await t.get(`/api/traceability/${bistrot}?date=2026-02-30`, admin);
    await expectRefused(res);
    expect(res.body.fieldErrors).toEqual({ date: 'Date inexistante : 2026-02-30' });
  });

  it('of year 0000 or 9999 in a record is a 400 under its field', async () => {
    for (const recordedAt of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-05:00']) {
      const res = await t.post(
        '/api/temperature-readings',
        { equipmentId: 1, temperature: 4, recordedAt },
        admin,
      );
      await expectRefused(res);
      expect(res.body.fieldErrors).toEqual({ recordedAt: INPUT_MESSAGES.yearOutOfRange });
    }
    const res = await t.post(
      '/api/cleaning-records',
      { restaurantId: bistrot, surfaceId: 1, cleanedAt: '0000-01-01T00:00:00Z' },
      admin,
    );
    await expectRefused(res);
    expect(res.body.fieldErrors).toEqual({ cleanedAt: INPUT_MESSAGES.yearOutOfRange });
  });

  it('and an instant outside the plausible years are refused by the primitives', () => {
    expect(day().safeParse('2026-11-20').success).toBe(true);
    expect(day().safeParse('2028-02-29').success).toBe(true);
    expect(day().safeParse('2026-02-29').success).toBe(false);
    for (const value of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z', '1999-12-31T23:00:00Z']) {
      expect(instant().safeParse(value).error?.issues[0]?.message).toBe(
        INPUT_MESSAGES.yearOutOfRange,
      );
    }
    expect(instant().safeParse('2026-11-20T08:30:00+01:00').success).toBe(true);
  });
});

describe('a number', () => {
  it('of 1e308 is a 400 under its field', async () => {
    for (const [url, body, field] of [
      ['/api/restaurants', { name: 'R', address: 'A', minOrderAmount: 1e308 }, 'minOrderAmount'],
      ['/api/temperature-readings', { equipmentId: 1, temperature: 1e308 }, 'temperature'],
      [
        '/api/restaurants',
        { name: 'R', address: 'A', deliveryDelayDays: 1e308 },
        'deliveryDelayDays',
      ],
      [
        '/api/equipment-types',
        {
          name: 'T',
          equipmentFamily: 'TEMPERATURE',
          temperatureMin: -1e308,
          temperatureMax: 1e308,
          temperatureUnit: 'CELSIUS',
        },
        'temperatureMin',
      ],
    ] as const) {
      const res = await t.post(url, body, admin);
      await expectRefused(res);
      expect(Object.keys(res.body.fieldErrors as object)).toContain(field);
    }
  });
});

describe('the shape of a body', () => {
  it('with 20,000 unknown keys is a small 400, before any validation', async () => {
    const body = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`k${i}`, i]));
    const res = await login(body);
    await expectRefused(res);
    expect(res.body).toEqual({ error: INPUT_BOUNDS_MESSAGES.tooManyKeys });
  });

  it('with unknown keys below that bound answers at most a bounded list of field errors', async () => {
    const body = { name: 'Cave', restaurantId: bistrot };
    for (let i = 0; i < BODY_BOUNDS.keys - 2; i++) {
      Object.assign(body, { [`${i}${'x'.repeat(500)}`]: i });
    }
    const res = await t.post('/api/zones', body, admin);
    await expectRefused(res);
    const fields = Object.entries(res.body.fieldErrors as Record<string, string>);
    expect(fields).toHaveLength(ERROR_BOUNDS.fieldErrors);
    for (const [field, message] of fields) {
      expect(field.length).toBeLessThanOrEqual(ERROR_BOUNDS.field);
      expect(message.length).toBeLessThanOrEqual(ERROR_BOUNDS.message);
      expect(message).toMatch(/^Clé non reconnue : "\d+x+…"$/);
    }
    expect(res.text.length).toBeLessThan(8 * 1024);
  });

  it('too deep, with too long an array or too many values is a 400', async () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    await expectRefused(await login(deep), 400);
    const arrays = { restaurantIds: Array.from({ length: BODY_BOUNDS.items + 1 }, () => 1) };
    await expectRefused(await t.post('/api/labs/1/restaurants', arrays, admin));
    const wide = Array.from({ length: 20 }, () =>
      Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`k${i}`, [1, 2, 3, 4, 5, 6]])),
    );
    const res = await login({ list: wide });
    await expectRefused(res);
    expect(res.body.error).toBe(INPUT_BOUNDS_MESSAGES.tooManyValues);
  });

  it('a zod failure keeps one message per known field (the contract as before)', () => {
    const parsed = CreateZoneBody.safeParse({ name: '', restaurantId: 0, extra: 1 });
    expect(parsed.success).toBe(false);
  });
});

describe('the database refusing a value', () => {
  it('is recognised as a data error (the net answers 400), not a crash', async () => {
    const failure = async (query: ReturnType<typeof sql>) => {
      try {
        await t.db.execute(query);
      } catch (error) {
        return error;
      }
      throw new Error('the query should have failed');
    };
    expect(isPgDataError(await failure(sql`select ${'abc'}::int`))).toBe(true);
    expect(isPgDataError(await failure(sql`select ${String(MAX_ID + 1)}::int`))).toBe(true);
    expect(isPgDataError(await failure(sql`select ${'a\u0000b'}::text`))).toBe(true);
    expect(isPgDataError(await failure(sql`select * from no_such_table`))).toBe(false);
  });
});

describe('a body over 1 MB (fit and finish item 25)', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await new Promise<Server>((resolve) => {
      const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
    });
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  interface Answer {
    status: number;
    headers: IncomingHttpHeaders;
    body: unknown;
    /** Bytes the client had written when the answer came. */
    sent: number;
  }

  /**
   * POSTs to the zones, writing `chunk` every few milliseconds for as long as no answer came and
   * never ending the body: an answer proves the api did not wait for the rest.
   */
  function postWithoutEnd(headers: Record<string, string>, chunk: Buffer): Promise<Answer> {
    return new Promise((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/zones',
          headers: {
            authorization: `Bearer ${admin}`,
            'content-type': 'application/json',
            ...headers,
          },
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
              sent,
            }),
          );
        },
      );
      // The api closes the connection after its answer: writing on may fail, which is fine.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      const write = () => {
        if (answered || req.destroyed) return;
        // The client gives up after 20 MB: the api must have answered long before.
        if (sent > 20 * 1024 * 1024) return reject(new Error('no answer after 20 MB'));
        sent += chunk.length;
        req.write(chunk, () => setTimeout(write, 1));
      };
      write();
    });
  }

  const TOO_LARGE = { error: ERRORS.bodyTooLarge };

  it('declared by its Content-Length is a French 413 at once, without reading it; nothing written', async () => {
    // 20 MB announced, then 1 kB every millisecond that never adds up to it.
    const answer = await postWithoutEnd(
      { 'content-length': String(20 * 1024 * 1024) },
      Buffer.alloc(1024, 0x20),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(TOO_LARGE);
    expect(answer.headers.connection).toBe('close');
    expect(await fingerprint()).toEqual(before);
  });

  it('sent in chunks is cut off at the limit: a French 413 without waiting for the end', async () => {
    const answer = await postWithoutEnd(
      { 'transfer-encoding': 'chunked' },
      Buffer.alloc(64 * 1024, 0x20),
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual(TOO_LARGE);
    expect(answer.headers.connection).toBe('close');
    expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
    expect(await fingerprint()).toEqual(before);
  });

  it('up to the limit is read and judged by the route', async () => {
    const body = JSON.stringify({ restaurantId: bistrot, name: 'Cave du grand corps' });
    const padded = body.slice(0, -1) + ' '.repeat(JSON_BODY_LIMIT - body.length) + '}';
    expect(Buffer.byteLength(padded)).toBe(JSON_BODY_LIMIT);
    const res = await t.send('post', '/api/zones', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      raw: padded,
    });
    expect(res.status, res.text).toBe(201);
  });

  it('compressed, or in another charset, is a French 415; nothing written', async () => {
    const json = JSON.stringify({ restaurantId: bistrot, name: 'Cave compressée' });
    for (const [headers, body] of [
      [{ 'content-type': 'application/json', 'content-encoding': 'gzip' }, gzipSync(json)],
      [{ 'content-type': 'application/json; charset=latin1' }, Buffer.from(json, 'latin1')],
    ] as const) {
      let req = request(t.app).post('/api/zones').set('Authorization', `Bearer ${admin}`);
      for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
      const res = await req.send(body);
      expect(res.status).toBe(415);
      expect(res.body).toEqual({ error: ERRORS.unsupportedBody });
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('malformed JSON is still the 400 it was', async () => {
    const res = await t.send('post', '/api/zones', {
      token: admin,
      headers: { 'content-type': 'application/json' },
      raw: '{"name": ',
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: ERRORS.invalidJson });
  });
});
