import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, MESSAGES, SETTINGS_MESSAGES } from '@bo/domain';
import { users } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t?.close());

const ROLES = [
  ['ADMIN', ADMIN],
  ['MANAGER', MANAGER],
  ['EMPLOYEE', EMPLOYEE],
] as const;

const userRow = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!;

let accounts = 0;
/** A fresh account (a new chain's ADMIN) that a test may rename or re-password at will. */
async function scratchAccount(password = 'ancien-passe') {
  const email = `reglages${++accounts}@essai.fr`;
  const signup = await t.post('/api/enseignes', {
    name: `Essai réglages ${accounts}`,
    adminUser: { firstName: 'Régis', lastName: 'Lage', email, password },
  });
  expect(signup.status).toBe(201);
  const login = await t.post('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { email, password, id: signup.body.user.id as number, token: login.body.token as string };
}

/** Resolves in the next wall-clock second, so a token signed before is strictly older. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));

describe('GET /api/auth/me', () => {
  it('carries the preferences, the defaults of docs/areas/settings.md#preferences while nothing is stored', async () => {
    const res = await t.get('/api/auth/me', await t.token(EMPLOYEE));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(EMPLOYEE);
    expect(res.body.preferences).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('authentication', () => {
  it.each([
    ['put', '/api/users/me'],
    ['get', '/api/users/me/preferences'],
    ['put', '/api/users/me/preferences'],
    ['post', '/api/auth/change-password'],
  ] as const)('%s %s answers 401 without a token', async (method, url) => {
    const res = await t.send(method, url, { body: {} });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentification requise' });
  });
});

describe('PUT /api/users/me', () => {
  it.each(ROLES)('lets the %s edit his own profile', async (role, email) => {
    const before = await userRow(email);
    const token = await t.token(email);
    const res = await t.put(
      '/api/users/me',
      {
        firstName: `  ${before.firstName}-${role} `,
        lastName: before.lastName,
        email: email.toUpperCase(),
        phone: ' 06 12 34 56 78 ',
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: before.id,
      firstName: `${before.firstName}-${role}`,
      lastName: before.lastName,
      email,
      phone: '06 12 34 56 78',
      role,
    });
    const after = await userRow(email);
    expect(after).toMatchObject({
      firstName: `${before.firstName}-${role}`,
      phone: '06 12 34 56 78',
    });
    // The same token keeps working and /me answers the new profile.
    const me = await t.get('/api/auth/me', token);
    expect(me.body.user.firstName).toBe(`${before.firstName}-${role}`);
    // Only his own row changed.
    expect((await userRow(OTHER_ADMIN)).firstName).not.toContain(role);
  });

  it("keeps a manager's restaurants in the answer", async () => {
    const res = await t.put(
      '/api/users/me',
      { firstName: 'Marc', lastName: 'Dubois', email: MANAGER },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body.user.restaurantIds).toHaveLength(2);
  });

  it('stores no phone when it is empty, null or absent', async () => {
    const { token, email } = await scratchAccount();
    for (const phone of ['   ', null, undefined]) {
      await t.put('/api/users/me', { firstName: 'R', lastName: 'L', email, phone: '0102' }, token);
      const res = await t.put(
        '/api/users/me',
        { firstName: 'R', lastName: 'L', email, ...(phone !== undefined && { phone }) },
        token,
      );
      expect(res.status).toBe(200);
      expect(res.body.user.phone).toBeNull();
      expect((await userRow(email)).phone).toBeNull();
    }
  });

  it('changes the email: the account then signs in with the new one, lower-cased', async () => {
    const account = await scratchAccount();
    const res = await t.put(
      '/api/users/me',
      { firstName: 'Régis', lastName: 'Lage', email: ' Nouveau.Regis@Essai.fr ' },
      account.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('nouveau.regis@essai.fr');
    const login = await t.post('/api/auth/login', {
      email: 'nouveau.regis@essai.fr',
      password: account.password,
    });
    expect(login.status).toBe(200);
    expect((await t.post('/api/auth/login', account)).status).toBe(401);
  });

  it.each([
    [
      {},
      {
        firstName: MESSAGES.firstNameRequired,
        lastName: MESSAGES.lastNameRequired,
        email: MESSAGES.emailRequired,
      },
    ],
    [{ firstName: ' ', lastName: 'L', email: ADMIN }, { firstName: MESSAGES.firstNameRequired }],
    [{ firstName: 'A', lastName: '', email: ADMIN }, { lastName: MESSAGES.lastNameRequired }],
    [{ firstName: 'A', lastName: 'L', email: 'pas-un-email' }, { email: MESSAGES.emailInvalid }],
    [
      { firstName: 'A', lastName: 'L', email: ADMIN, role: 'ADMIN' },
      { role: 'Clé non reconnue : "role"' },
    ],
  ])('refuses %j with the signup messages and writes nothing', async (body, fieldErrors) => {
    const before = await userRow(ADMIN);
    const res = await t.put('/api/users/me', body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Données invalides : ${Object.values(fieldErrors)[0]}`);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(await userRow(ADMIN)).toEqual(before);
  });

  it("refuses another account's email (any case, any chain) with 409 under email", async () => {
    for (const taken of [MANAGER, OTHER_ADMIN.toUpperCase()]) {
      const before = await userRow(ADMIN);
      const res = await t.put(
        '/api/users/me',
        { firstName: 'Alice', lastName: 'Martin', email: taken },
        await t.token(ADMIN),
      );
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: SETTINGS_MESSAGES.emailTaken,
        fieldErrors: { email: SETTINGS_MESSAGES.emailTaken },
      });
      expect(await userRow(ADMIN)).toEqual(before);
    }
  });
});

describe('POST /api/auth/change-password', () => {
  it('changes the password: old token refused, new token works at once', async () => {
    const account = await scratchAccount();
    await nextSecond();
    const res = await t.post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'nouveau-passe' },
      account.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: account.id, email: account.email });
    const row = await userRow(account.email);
    expect(row.passwordChangedAt).toBeInstanceOf(Date);
    // The new token is issued in the second of the change (or just after): never older.
    expect(decodeJwt(res.body.token).iat).toBeGreaterThanOrEqual(
      Math.floor(row.passwordChangedAt!.getTime() / 1000),
    );
    expect((await t.get('/api/auth/me', res.body.token)).status).toBe(200);
    const old = await t.get('/api/auth/me', account.token);
    expect(old.status).toBe(401);
    expect(old.body.error).toBe('Session expirée ou invalide');
    expect((await t.get('/api/users/me/preferences', account.token)).status).toBe(401);
    // The password itself changed.
    expect((await t.post('/api/auth/login', account)).status).toBe(401);
    const login = await t.post('/api/auth/login', {
      email: account.email,
      password: 'nouveau-passe',
    });
    expect(login.status).toBe(200);
    expect((await t.get('/api/auth/me', login.body.token)).status).toBe(200);
  });

  it('refuses any token issued before the change, whoever holds it', async () => {
    const account = await scratchAccount();
    const now = Math.floor(Date.now() / 1000);
    const older = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(account.id))
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(t.jwtSecret));
    expect((await t.get('/api/auth/me', older)).status).toBe(200);
    const res = await t.post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: 'encore-un-autre' },
      account.token,
    );
    expect(res.status).toBe(200);
    expect((await t.get('/api/auth/me', older)).status).toBe(401);
  });

  it('refuses a wrong current password under its field, changing nothing', async () => {
    const account = await scratchAccount();
    const before = await userRow(account.email);
    const res = await t.post(
      '/api/auth/change-password',
      { currentPassword: 'pas-le-bon', newPassword: 'nouveau-passe' },
      account.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: SETTINGS_MESSAGES.currentPasswordWrong,
      fieldErrors: { currentPassword: SETTINGS_MESSAGES.currentPasswordWrong },
    });
    expect(await userRow(account.email)).toEqual(before);
    expect((await t.get('/api/auth/me', account.token)).status).toBe(200);
  });

  it.each([
    [
      { newPassword: 'nouveau-passe' },
      { currentPassword: SETTINGS_MESSAGES.currentPasswordRequired },
    ],
    [{ currentPassword: 'ancien-passe' }, { newPassword: MESSAGES.passwordRequired }],
    [
      { currentPassword: 'ancien-passe', newPassword: 'court' },
      { newPassword: MESSAGES.passwordTooShort },
    ],
    [
      { currentPassword: 'ancien-passe', newPassword: 'nouveau-passe', confirm: 'x' },
      { confirm: 'Clé non reconnue : "confirm"' },
    ],
  ])('refuses %j with 400 and writes nothing', async (body, fieldErrors) => {
    const account = await scratchAccount();
    const before = await userRow(account.email);
    const res = await t.post('/api/auth/change-password', body, account.token);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(fieldErrors);
    expect(await userRow(account.email)).toEqual(before);
  });

  it('refuses a new password equal to the current one', async () => {
    const account = await scratchAccount();
    const res = await t.post(
      '/api/auth/change-password',
      { currentPassword: account.password, newPassword: account.password },
      account.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ newPassword: SETTINGS_MESSAGES.newPasswordSame });
    expect((await userRow(account.email)).passwordChangedAt).toBeNull();
  });
});

describe('preferences', () => {
  it.each(ROLES)('answers the defaults to the %s before any save', async (_role, email) => {
    const res = await t.get('/api/users/me/preferences', await t.token(email));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ preferences: DEFAULT_PREFERENCES });
  });

  it('merges a partial nested update over what is stored, and stores only the choices', async () => {
    const { token, email } = await scratchAccount();
    let res = await t.put('/api/users/me/preferences', { appearance: { theme: 'DARK' } }, token);
    expect(res.status).toBe(200);
    expect(res.body.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      appearance: { ...DEFAULT_PREFERENCES.appearance, theme: 'DARK' },
    });
    res = await t.put(
      '/api/users/me/preferences',
      {
        appearance: { dateFormat: 'YYYY_MM_DD', timezone: 'America/New_York' },
        security: { sessionTimeout: 120 },
        notifications: { dailyReport: true, email: false },
      },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.preferences).toEqual({
      notifications: { ...DEFAULT_PREFERENCES.notifications, dailyReport: true, email: false },
      appearance: {
        ...DEFAULT_PREFERENCES.appearance,
        theme: 'DARK',
        dateFormat: 'YYYY_MM_DD',
        timezone: 'America/New_York',
      },
      security: { ...DEFAULT_PREFERENCES.security, sessionTimeout: 120 },
    });
    expect((await userRow(email)).preferences).toEqual({
      appearance: { theme: 'DARK', dateFormat: 'YYYY_MM_DD', timezone: 'America/New_York' },
      security: { sessionTimeout: 120 },
      notifications: { dailyReport: true, email: false },
    });
    // Read back by both routes.
    expect((await t.get('/api/users/me/preferences', token)).body).toEqual(res.body);
    expect((await t.get('/api/auth/me', token)).body.preferences).toEqual(res.body.preferences);
  });

  it('answers the current preferences to an empty update', async () => {
    const { token, email } = await scratchAccount();
    const res = await t.put('/api/users/me/preferences', {}, token);
    expect(res.status).toBe(200);
    expect(res.body.preferences).toEqual(DEFAULT_PREFERENCES);
    expect((await userRow(email)).preferences).toBeNull();
  });

  it.each(ROLES)("lets the %s save his own, leaving everyone else's alone", async (_r, email) => {
    const res = await t.put(
      '/api/users/me/preferences',
      { appearance: { temperatureUnit: 'FAHRENHEIT' } },
      await t.token(email),
    );
    expect(res.status).toBe(200);
    expect(res.body.preferences.appearance.temperatureUnit).toBe('FAHRENHEIT');
    expect((await userRow(OTHER_ADMIN)).preferences).toBeNull();
  });

  it('completes a stored value that is no longer an option with its default', async () => {
    const { token, email } = await scratchAccount();
    await t.db
      .update(users)
      .set({ preferences: { appearance: { theme: 'PINK', language: 'EN' }, security: 'x' } })
      .where(eq(users.email, email));
    const res = await t.get('/api/users/me/preferences', token);
    expect(res.body.preferences).toEqual({
      ...DEFAULT_PREFERENCES,
      appearance: { ...DEFAULT_PREFERENCES.appearance, language: 'EN' },
    });
  });

  it.each([
    [{ appearance: { theme: 'PINK' } }, 'appearance.theme', 'Valeur non reconnue'],
    [{ appearance: { timezone: 'Asia/Tokyo' } }, 'appearance.timezone', 'Valeur non reconnue'],
    [{ security: { sessionTimeout: 45 } }, 'security.sessionTimeout', 'Durée de session invalide'],
    [
      { security: { sessionTimeout: '30' } },
      'security.sessionTimeout',
      'Durée de session invalide',
    ],
    [{ notifications: { push: 'oui' } }, 'notifications.push', 'Vrai ou faux attendu'],
    [{ notifications: { sms: true } }, 'notifications.sms', 'Clé non reconnue'],
    [{ couleurs: {} }, 'couleurs', 'Clé non reconnue'],
  ])('refuses %j in French and writes nothing', async (body, field, message) => {
    const { token, email } = await scratchAccount();
    await t.put('/api/users/me/preferences', { appearance: { theme: 'DARK' } }, token);
    const before = await userRow(email);
    const res = await t.put('/api/users/me/preferences', body, token);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(res.body.fieldErrors[field]).toContain(message);
    expect(await userRow(email)).toEqual(before);
  });
});

// Last: a password change refuses the tokens the other tests hold for the demo users.
describe('POST /api/auth/change-password for every role', () => {
  it.each(ROLES)('is open to the %s, for his own password', async (_role, email) => {
    const token = await t.token(email);
    const res = await t.post(
      '/api/auth/change-password',
      { currentPassword: 'demo1234', newPassword: 'demo1234-bis' },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    // Put it back (with the new token) so the other tests still sign in with demo1234.
    const back = await t.post(
      '/api/auth/change-password',
      { currentPassword: 'demo1234-bis', newPassword: 'demo1234' },
      res.body.token,
    );
    expect(back.status).toBe(200);
    expect((await t.post('/api/auth/login', { email, password: 'demo1234' })).status).toBe(200);
  });
});
