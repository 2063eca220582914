import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { openApiDocument } from '../src/openapi.ts';
import { createTestDatabase } from '../src/testing/index.ts';
import { assertMatchesContract, openApiText } from './contract.ts';
import { ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t?.close());

describe('GET /api/health', () => {
  it('answers ok without a token', async () => {
    const res = await t.get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});

describe('GET /api/openapi.json', () => {
  it('serves the generated document', async () => {
    const res = await t.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(openApiDocument());
  });

  it('is committed up to date (npm run openapi -w api)', () => {
    expect(openApiText).toBe(JSON.stringify(openApiDocument(), null, 2) + '\n');
  });
});

describe('request ids', () => {
  it("keeps the caller's X-Request-Id, or makes one", async () => {
    const given = await t.send('get', '/api/health', { headers: { 'X-Request-Id': 'bff-123' } });
    expect(given.headers['x-request-id']).toBe('bff-123');
    const made = await t.send('get', '/api/health', { headers: { 'X-Request-Id': 'a b;c' } });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('answers 404 to an unknown route', async () => {
    const res = await t.get('/api/nulle-part', await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Route introuvable : GET /api/nulle-part' });
  });

  it('answers 405 with Allow to a method a known path does not serve, writing nothing; OPTIONS lists the real ones', async () => {
    const token = await t.token(ADMIN);
    const before = await t.get('/api/restaurants', token);
    const res = await t.del('/api/restaurants', token);
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, OPTIONS, POST');
    expect(res.body.error).toBe(
      'Méthode non autorisée : DELETE /api/restaurants (permises : GET, HEAD, OPTIONS, POST)',
    );
    expect((await t.get('/api/restaurants', token)).body).toEqual(before.body);
    // A literal path next to an {id} one: only its own method, not the {id} path's.
    const options = await request(t.app).options('/api/approved-shifts/validate-day');
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe('OPTIONS, POST');
    // GET there is GET /api/approved-shifts/{id} with an id that is none.
    expect((await t.get('/api/approved-shifts/validate-day', token)).status).toBe(404);
    // A path the api does not know stays a 404.
    expect((await t.del('/api/nulle-part', token)).status).toBe(404);
  });

  it('hides an unexpected failure behind a request id, logging the details', async () => {
    const database = await createTestDatabase();
    const logged: unknown[] = [];
    const app = createApp({
      db: database.db,
      jwtSecret: randomBytes(32).toString('hex'),
      logger: { info: () => {}, error: (_message, error) => logged.push(error) },
    });
    const login = await request(app)
      .post('/api/auth/login')
      .send({ email: ADMIN, password: 'demo1234' });
    expect(login.status).toBe(200);
    await database.close();

    const res = await request(app)
      .get('/api/restaurants')
      .set('Authorization', `Bearer ${login.body.token}`);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: 'Erreur interne du serveur', requestId: expect.any(String) });
    expect(res.headers['x-request-id']).toBe(res.body.requestId);
    expect(logged).toHaveLength(1);

    const health = await request(app).get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ error: 'Base de données indisponible' });
    assertMatchesContract('get', '/api/health', health.status, health.body);
  });
});

describe('the contract check', () => {
  it('catches a response that does not match openapi.json', () => {
    expect(() =>
      assertMatchesContract('get', '/api/restaurants/1', 200, { restaurant: { id: 'x' } }),
    ).toThrow(/does not match/);
    expect(() => assertMatchesContract('get', '/api/restaurants/1', 418, {})).toThrow(
      /not documented/,
    );
  });
});
