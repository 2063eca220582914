import { count } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { enseignes } from '../src/db/schema.ts';
import { RATE_LIMITED_MESSAGE } from '../src/http/rate-limit.ts';
import { ADMIN, MANAGER, OTHER_ADMIN, passwordOf, setupApi, type TestContext } from './setup.ts';

// Small limits of their own, so each is reached in a few requests (production: DEFAULT_RATE_LIMITS).
const LIMITS = {
  loginPerAccount: { points: 3, seconds: 900 },
  loginPerAddress: { points: 6, seconds: 900 },
  passwordChangePerAccount: { points: 2, seconds: 900 },
  invitationPerAddress: { points: 3, seconds: 900 },
  signupPerAddress: { points: 2, seconds: 3600 },
};

let t: TestContext;
beforeAll(async () => {
  t = await setupApi({ rateLimits: LIMITS });
});
afterAll(() => t?.close());

/** Every test sends from addresses of its own (the bff's X-Forwarded-For, trusted from loopback). */
let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;

const login = (email: string, password: string, address: string) =>
  t.send('post', '/api/auth/login', {
    body: { email, password },
    headers: { 'X-Forwarded-For': address },
  });

function expectLimited(res: request.Response, seconds: number) {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({ error: RATE_LIMITED_MESSAGE(Math.ceil(seconds / 60)) });
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds - 10);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
}

describe('failed logins', () => {
  it('stop an account after its limit, from any address, even with the right password', async () => {
    for (let i = 0; i < LIMITS.loginPerAccount.points; i++) {
      expect((await login(MANAGER, 'mauvais', newAddress())).status).toBe(401);
    }
    expectLimited(await login(MANAGER, 'mauvais', newAddress()), 900);
    expectLimited(await login(MANAGER, passwordOf(MANAGER), newAddress()), 900);
    // Other accounts are not concerned.
    expect((await login(ADMIN, passwordOf(ADMIN), newAddress())).status).toBe(200);
  });

  it('count the same for an unknown email (it tells no one which addresses exist)', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMITS.loginPerAccount.points; i++) {
      expect((await login('personne@nulle-part.fr', 'x', address)).status).toBe(401);
    }
    expectLimited(await login('PERSONNE@nulle-part.fr', 'x', newAddress()), 900);
  });

  it('are forgotten for the account once its password is given', async () => {
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMITS.loginPerAccount.points - 1; i++) {
        expect((await login(OTHER_ADMIN, 'mauvais', newAddress())).status).toBe(401);
      }
      expect((await login(OTHER_ADMIN, passwordOf(OTHER_ADMIN), newAddress())).status).toBe(200);
    }
  });

  it('stop an address trying many accounts, not the other addresses', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMITS.loginPerAddress.points; i++) {
      expect((await login(`essai${i}@spray.fr`, 'x', address)).status).toBe(401);
    }
    expectLimited(await login(ADMIN, passwordOf(ADMIN), address), 900);
    expect((await login(ADMIN, passwordOf(ADMIN), newAddress())).status).toBe(200);
  });

  it('are counted in the database: every api instance over it shares them', async () => {
    const other = createApp({ db: t.db, jwtSecret: t.jwtSecret, rateLimits: LIMITS });
    const email = 'partage@instances.fr';
    for (let i = 0; i < LIMITS.loginPerAccount.points; i++) {
      const app = i % 2 === 0 ? t.app : other;
      const res = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', newAddress())
        .send({ email, password: 'x' });
      expect(res.status).toBe(401);
    }
    const res = await request(other).post('/api/auth/login').send({ email, password: 'x' });
    expect(res.status).toBe(429);
  });

  it('trust X-Forwarded-For only from the configured proxy (a client cannot pick its address)', async () => {
    const direct = await setupApi({ rateLimits: LIMITS, trustProxy: false });
    try {
      for (let i = 0; i < LIMITS.loginPerAddress.points; i++) {
        const res = await direct.send('post', '/api/auth/login', {
          body: { email: `direct${i}@spray.fr`, password: 'x' },
          headers: { 'X-Forwarded-For': newAddress() },
        });
        expect(res.status).toBe(401);
      }
      const res = await direct.send('post', '/api/auth/login', {
        body: { email: ADMIN, password: passwordOf(ADMIN) },
        headers: { 'X-Forwarded-For': newAddress() },
      });
      expect(res.status).toBe(429);
    } finally {
      await direct.close();
    }
  });
});

describe('password change', () => {
  it('stops guessing the current password through a session, and a right one resets it', async () => {
    const signup = await t.send('post', '/api/enseignes', {
      body: {
        name: 'Mots de passe',
        adminUser: {
          firstName: 'Paul',
          lastName: 'Sage',
          email: 'paul@sage.fr',
          password: 'premier1',
        },
      },
      headers: { 'X-Forwarded-For': newAddress() },
    });
    expect(signup.status).toBe(201);
    const token = (await login('paul@sage.fr', 'premier1', newAddress())).body.token as string;
    const change = (currentPassword: string, newPassword = 'second22') =>
      t.post('/api/auth/change-password', { currentPassword, newPassword }, token);

    expect((await change('mauvais')).status).toBe(400);
    // The right password clears the count (the answer is still a refusal: same password).
    expect((await change('premier1', 'premier1')).status).toBe(400);
    for (let i = 0; i < LIMITS.passwordChangePerAccount.points; i++) {
      expect((await change('mauvais')).status).toBe(400);
    }
    expectLimited(await change('premier1'), 900);
  });
});

describe('invitations', () => {
  const unknown = 'a'.repeat(43);
  it('slow down an address trying tokens, on verify and accept alike', async () => {
    const address = newAddress();
    const headers = { 'X-Forwarded-For': address };
    const verify = () => t.send('get', `/api/invitations/verify/${unknown}`, { headers });
    const accept = () =>
      t.send('post', `/api/invitations/accept/${unknown}`, {
        body: { firstName: 'A', lastName: 'B', password: 'secret1' },
        headers,
      });
    expect((await verify()).status).toBe(404);
    expect((await accept()).status).toBe(404);
    expect((await verify()).status).toBe(404);
    expectLimited(await verify(), 900);
    expectLimited(await accept(), 900);
    // Another address is not concerned.
    const res = await t.send('get', `/api/invitations/verify/${unknown}`, {
      headers: { 'X-Forwarded-For': newAddress() },
    });
    expect(res.status).toBe(404);
  });

  it('do not count a usable token', async () => {
    const created = await t.post(
      '/api/invitations',
      { email: 'invite@limite.fr', restaurantIds: [] },
      await t.token(ADMIN),
    );
    expect(created.status).toBe(201);
    const token = new URL(created.body.invitation.acceptUrl as string).searchParams.get('token');
    const headers = { 'X-Forwarded-For': newAddress() };
    for (let i = 0; i < LIMITS.invitationPerAddress.points + 2; i++) {
      expect((await t.send('get', `/api/invitations/verify/${token}`, { headers })).status).toBe(
        200,
      );
    }
  });
});

describe('signup', () => {
  const signup = (n: number, address: string, email = `chef${n}@chaine${n}.fr`) =>
    t.send('post', '/api/enseignes', {
      body: {
        name: `Chaîne ${n}`,
        adminUser: { firstName: 'Chef', lastName: 'Cuisinier', email, password: 'secret12' },
      },
      headers: { 'X-Forwarded-For': address },
    });
  const chains = async () => (await t.db.select({ n: count() }).from(enseignes))[0]!.n;

  it('creates a limited number of chains per address, refused ones written nowhere', async () => {
    const address = newAddress();
    // A refused signup (email taken) creates nothing and does not count.
    expect((await signup(0, address, ADMIN)).status).toBe(409);
    for (let n = 1; n <= LIMITS.signupPerAddress.points; n++) {
      expect((await signup(n, address)).status).toBe(201);
    }
    const before = await chains();
    expectLimited(await signup(99, address), 3600);
    expect(await chains()).toBe(before);
    expect((await signup(100, newAddress())).status).toBe(201);
  });

  it('counts parallel signups as they start (a burst cannot pass the limit)', async () => {
    const address = newAddress();
    const before = await chains();
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signup(200 + i, address)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(LIMITS.signupPerAddress.points);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6 - LIMITS.signupPerAddress.points);
    expect(await chains()).toBe(before + LIMITS.signupPerAddress.points);
  });
});
