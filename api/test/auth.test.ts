import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enseignes, users } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApi({ tokenTtl: '2h' });
});
afterAll(() => t?.close());

const sign = (secret: string, claims: { sub: string; iat: number; exp: number }) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));

describe('POST /api/auth/login', () => {
  it('answers a token and the user, restaurants listed for a manager', async () => {
    const res = await t.post('/api/auth/login', { email: MANAGER, password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      firstName: 'Marc',
      lastName: 'Dubois',
      email: MANAGER,
      role: 'MANAGER',
      phone: null,
    });
    const ids = [
      await t.restaurantId('Le Bistrot du Port'),
      await t.restaurantId('La Table des Halles'),
    ].sort((a, b) => a - b);
    expect(res.body.user.restaurantIds).toEqual(ids);
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(typeof res.body.token).toBe('string');
  });

  it.each([
    [ADMIN, 'ADMIN'],
    [OTHER_ADMIN, 'ADMIN'],
  ])('logs %s in as %s with no restaurant list', async (email, role) => {
    const password = email === OTHER_ADMIN ? 'autre1234' : 'demo1234';
    const res = await t.post('/api/auth/login', { email, password });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email, role, restaurantIds: [] });
  });

  it('logs the demo EMPLOYEE in with her restaurant and her staff record', async () => {
    const res = await t.post('/api/auth/login', { email: EMPLOYEE, password: 'demo1234' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      email: EMPLOYEE,
      role: 'EMPLOYEE',
      restaurantIds: [await t.restaurantId('Le Bistrot du Port')],
      employeeId: await t.staffOf(EMPLOYEE),
    });
  });

  it('ignores the case and surrounding spaces of the email', async () => {
    const res = await t.post('/api/auth/login', {
      email: '  Admin@DEMO.fr ',
      password: 'demo1234',
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(ADMIN);
  });

  it('signs tokens for TOKEN_TTL', async () => {
    const { exp, iat } = decodeJwt(await t.token(ADMIN));
    expect(exp! - iat!).toBe(2 * 3600);
  });

  it.each([
    ['a wrong password', { email: ADMIN, password: 'demo12345' }],
    ['an unknown email', { email: 'personne@demo.fr', password: 'demo1234' }],
  ])('refuses %s with one message for the red box', async (_, body) => {
    const res = await t.post('/api/auth/login', body);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Identifiants incorrects' });
  });

  it.each([
    [{ password: 'demo1234' }, 'email', "L'email est requis"],
    [{ email: '   ', password: 'demo1234' }, 'email', "L'email est requis"],
    [{ email: ADMIN }, 'password', 'Le mot de passe est requis'],
    [{ email: ADMIN, password: '' }, 'password', 'Le mot de passe est requis'],
  ])('requires both fields: %j', async (body, field, message) => {
    const res = await t.post('/api/auth/login', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Données invalides : ${message}`);
    expect(res.body.fieldErrors).toEqual({ [field]: message });
  });

  it('names every missing field', async () => {
    const res = await t.send('post', '/api/auth/login');
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
  });

  it('refuses a malformed JSON body', async () => {
    const res = await t.send('post', '/api/auth/login', { raw: '{"email": "admin@demo.fr",' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Corps de requête JSON invalide' });
  });
});

describe('GET /api/auth/me', () => {
  it('answers the user of the token, for every role', async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE, OTHER_ADMIN]) {
      const res = await t.get('/api/auth/me', await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.user.email).toBe(email);
    }
  });

  it('asks for authentication without a token', async () => {
    const res = await t.get('/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentification requise' });
  });

  it.each([
    ['a token that is not a JWT', 'Bearer pas-un-jeton'],
    ['another scheme', 'Basic YWRtaW46ZGVtbw=='],
  ])('refuses %s', async (_, header) => {
    const res = await t.send('get', '/api/auth/me', { headers: { Authorization: header } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Session expirée ou invalide' });
  });

  it('refuses a tampered token', async () => {
    const [header, payload, signature] = (await t.token(EMPLOYEE)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const adminId = (await t.db.select().from(users).where(eq(users.email, ADMIN)))[0]!.id;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(adminId) })).toString(
      'base64url',
    );
    const res = await t.get('/api/auth/me', `${header}.${forged}.${signature}`);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Session expirée ou invalide');
  });

  it('refuses a token signed with another secret', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await sign('un autre secret', { sub: '1', iat: now, exp: now + 60 });
    const res = await t.get('/api/auth/me', token);
    expect(res.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const adminId = (await t.db.select().from(users).where(eq(users.email, ADMIN)))[0]!.id;
    const now = Math.floor(Date.now() / 1000);
    const valid = await sign(t.jwtSecret, { sub: String(adminId), iat: now - 60, exp: now + 60 });
    expect((await t.get('/api/auth/me', valid)).status).toBe(200);
    const expired = await sign(t.jwtSecret, {
      sub: String(adminId),
      iat: now - 7200,
      exp: now - 60,
    });
    const res = await t.get('/api/auth/me', expired);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Session expirée ou invalide');
  });

  it('refuses a correctly signed token without exp (it would never expire)', async () => {
    const adminId = (await t.db.select().from(users).where(eq(users.email, ADMIN)))[0]!.id;
    const forever = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(adminId))
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.jwtSecret));
    const res = await t.get('/api/auth/me', forever);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Session expirée ou invalide');
  });

  it("stops accepting a deleted user's token", async () => {
    const signup = await t.post('/api/enseignes', {
      name: 'Éphémère',
      adminUser: {
        firstName: 'Éva',
        lastName: 'Nescente',
        email: 'eva@ephemere.fr',
        password: 'passe-partout',
      },
    });
    expect(signup.status).toBe(201);
    const login = await t.post('/api/auth/login', {
      email: 'eva@ephemere.fr',
      password: 'passe-partout',
    });
    expect((await t.get('/api/auth/me', login.body.token)).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, signup.body.user.id));
    await t.db.delete(enseignes).where(eq(enseignes.id, signup.body.enseigne.id));
    const res = await t.get('/api/auth/me', login.body.token);
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Session expirée ou invalide');
  });
});
