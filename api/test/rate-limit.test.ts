import { count, like, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { attemptBackoffs, enseignes } from '../src/db/schema.ts';
import { backoffDelay, type BackoffPolicy } from '../src/http/backoff.ts';
import { DEFAULT_RATE_LIMITS, RATE_LIMITED_MESSAGE } from '../src/http/rate-limit.ts';
import {
  ADMIN,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  passwordOf,
  setupApi,
  type TestContext,
} from './setup.ts';

// Small limits of their own, so each is reached in a few requests (production: DEFAULT_RATE_LIMITS).
// A guess's first wait is a minute here, so a test reads it from Retry-After rather than sleeping.
const guesses = (free: number): BackoffPolicy => ({
  free,
  firstDelaySeconds: 60,
  maxDelaySeconds: 900,
  forgetSeconds: 3600,
});
const LIMITS = {
  loginPerAccountAddress: guesses(3),
  loginPerAccount: guesses(6),
  loginPerAddress: guesses(8),
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

/** A 429 asking to wait about `seconds` (a few less when the failure was a moment ago). */
function expectLimited(res: request.Response, seconds: number) {
  expect(res.status).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(seconds - 10);
  expect(retryAfter).toBeLessThanOrEqual(seconds);
  expect(res.body).toEqual({ error: RATE_LIMITED_MESSAGE(retryAfter) });
}

/** Time passes for the failures counted under keys containing `part` (a test's own address). */
async function elapse(seconds: number, part: string) {
  await t.db
    .update(attemptBackoffs)
    .set({
      lastFailureAt: sql`${attemptBackoffs.lastFailureAt} - make_interval(secs => ${seconds})`,
    })
    .where(like(attemptBackoffs.key, `%${part}%`));
}

describe('failed logins', () => {
  it('make their guesser wait longer and longer, from his address', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMITS.loginPerAccountAddress.free; i++) {
      expect((await login(MANAGER, 'mauvais', address)).status).toBe(401);
    }
    expectLimited(await login(MANAGER, 'mauvais', address), 60);
    // Refused before the password is checked: right or wrong, the answer tells nothing.
    expectLimited(await login(MANAGER, passwordOf(MANAGER), address), 60);
    await elapse(61, address);
    expect((await login(MANAGER, 'mauvais', address)).status).toBe(401);
    expectLimited(await login(MANAGER, 'mauvais', address), 120);
    await elapse(121, address);
    expect((await login(MANAGER, 'mauvais', address)).status).toBe(401);
    expectLimited(await login(MANAGER, 'mauvais', address), 240);
    // The guesser's failures are his address's: the account still opens from anywhere else.
    expect((await login(MANAGER, passwordOf(MANAGER), newAddress())).status).toBe(200);
  });

  it('let the real person in from where she signed in before, while guesses flood from elsewhere', async () => {
    const home = newAddress();
    expect((await login(OTHER_ADMIN, passwordOf(OTHER_ADMIN), home)).status).toBe(200);
    // A guess spread over many addresses: each stays under its own limit, the account's fills.
    const refused: number[] = [];
    for (let i = 0; i < 4 * LIMITS.loginPerAccount.free; i++) {
      refused.push((await login(OTHER_ADMIN, 'mauvais', newAddress())).status);
    }
    expect(refused.filter((s) => s === 401)).toHaveLength(LIMITS.loginPerAccount.free);
    expect(refused.filter((s) => s === 429)).toHaveLength(3 * LIMITS.loginPerAccount.free);
    // Home is known: only its own failures count there.
    expect((await login(OTHER_ADMIN, passwordOf(OTHER_ADMIN), home)).status).toBe(200);
    expect((await login(OTHER_ADMIN, 'faute de frappe', home)).status).toBe(401);
    expect((await login(OTHER_ADMIN, passwordOf(OTHER_ADMIN), home)).status).toBe(200);
    // An address the account never signed in from waits, right password or not: while it is
    // guessed at, the account opens from where its owner signed in lately.
    expectLimited(await login(OTHER_ADMIN, passwordOf(OTHER_ADMIN), newAddress()), 60);
  });

  it('count the same for an unknown email (it tells no one which addresses exist)', async () => {
    const address = newAddress();
    for (let i = 0; i < LIMITS.loginPerAccountAddress.free; i++) {
      expect((await login('personne@nulle-part.fr', 'x', address)).status).toBe(401);
    }
    expectLimited(await login('PERSONNE@nulle-part.fr', 'x', address), 60);
  });

  it('are forgotten at the address once the password is given there', async () => {
    const address = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMITS.loginPerAccountAddress.free - 1; i++) {
        expect((await login(ADMIN, 'mauvais', address)).status).toBe(401);
      }
      expect((await login(ADMIN, passwordOf(ADMIN), address)).status).toBe(200);
    }
  });

  it('slow an address trying many accounts, not the accounts known there nor other addresses', async () => {
    const office = newAddress();
    expect((await login(ADMIN, passwordOf(ADMIN), office)).status).toBe(200);
    for (let i = 0; i < LIMITS.loginPerAddress.free; i++) {
      expect((await login(`essai${i}@spray.fr`, 'x', office)).status).toBe(401);
    }
    expectLimited(await login('encore@spray.fr', 'x', office), 60);
    expectLimited(await login(EMPLOYEE, passwordOf(EMPLOYEE), office), 60);
    // The administrator signed in from this office before: the spray does not concern him.
    expect((await login(ADMIN, passwordOf(ADMIN), office)).status).toBe(200);
    expect((await login(EMPLOYEE, passwordOf(EMPLOYEE), newAddress())).status).toBe(200);
  });

  it('count parallel guesses as they start (a burst gets the free ones, no more)', async () => {
    const address = newAddress();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => login('rafale@essais.fr', 'x', address)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginPerAccountAddress.free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - LIMITS.loginPerAccountAddress.free);
  });

  it('are counted in the database: every api instance over it shares them', async () => {
    const other = createApp({ db: t.db, jwtSecret: t.jwtSecret, rateLimits: LIMITS });
    const email = 'partage@instances.fr';
    const address = newAddress();
    for (let i = 0; i < LIMITS.loginPerAccountAddress.free; i++) {
      const app = i % 2 === 0 ? t.app : other;
      const res = await request(app)
        .post('/api/auth/login')
        .set('X-Forwarded-For', address)
        .send({ email, password: 'x' });
      expect(res.status).toBe(401);
    }
    const res = await request(other)
      .post('/api/auth/login')
      .set('X-Forwarded-For', address)
      .send({ email, password: 'x' });
    expect(res.status).toBe(429);
  });

  it('trust X-Forwarded-For only from the configured proxy (a client cannot pick its address)', async () => {
    const direct = await setupApi({ rateLimits: LIMITS, trustProxy: false });
    try {
      for (let i = 0; i < LIMITS.loginPerAddress.free; i++) {
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

describe('the growing wait', () => {
  it('doubles from the first after the free failures, up to its maximum', () => {
    const policy = DEFAULT_RATE_LIMITS.loginPerAccountAddress;
    const waits = Array.from({ length: 20 }, (_, failures) => backoffDelay(policy, failures));
    expect(waits.slice(0, policy.free)).toEqual(Array(policy.free).fill(0));
    expect(waits.slice(policy.free, policy.free + 4)).toEqual([1, 2, 4, 8]);
    expect(Math.max(...waits)).toBe(15 * 60);
    expect(backoffDelay(policy, 1_000_000)).toBe(15 * 60);
  });

  it('is said in seconds, then minutes', () => {
    expect(RATE_LIMITED_MESSAGE(1)).toBe('Trop de tentatives. Réessayez dans 1 seconde.');
    expect(RATE_LIMITED_MESSAGE(8)).toBe('Trop de tentatives. Réessayez dans 8 secondes.');
    expect(RATE_LIMITED_MESSAGE(60)).toBe('Trop de tentatives. Réessayez dans 1 minute.');
    expect(RATE_LIMITED_MESSAGE(899)).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
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
