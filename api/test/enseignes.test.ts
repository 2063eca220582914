import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enseignes, users } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t?.close());

const signup = (overrides: Record<string, unknown> = {}, admin: Record<string, unknown> = {}) => ({
  name: 'Les Bouchons',
  ...overrides,
  adminUser: {
    firstName: 'Jeanne',
    lastName: 'Lyon',
    email: 'jeanne@bouchons.fr',
    password: 'motdepasse',
    ...admin,
  },
});

describe('POST /api/enseignes (signup)', () => {
  it('creates the chain and its first ADMIN, who can then log in', async () => {
    const res = await t.post(
      '/api/enseignes',
      signup({ name: '  Les Bouchons  ' }, { email: 'Jeanne@Bouchons.fr' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.enseigne).toMatchObject({ name: 'Les Bouchons' });
    expect(res.body.user).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'Lyon',
      email: 'jeanne@bouchons.fr',
      role: 'ADMIN',
      enseigneId: res.body.enseigne.id,
      restaurantIds: [],
    });
    const login = await t.post('/api/auth/login', {
      email: 'jeanne@bouchons.fr',
      password: 'motdepasse',
    });
    expect(login.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, 'jeanne@bouchons.fr'));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email already used, whatever its case, and writes nothing', async () => {
    const before = await t.counts();
    const res = await t.post(
      '/api/enseignes',
      signup({ name: 'Doublon SARL' }, { email: 'MANAGER@demo.fr' }),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Un compte existe déjà avec cet email',
      fieldErrors: { 'adminUser.email': 'Un compte existe déjà avec cet email' },
    });
    // The chain is inserted before the user: the transaction must have rolled it back.
    expect(await t.counts()).toEqual(before);
    expect(await t.db.select().from(enseignes).where(eq(enseignes.name, 'Doublon SARL'))).toEqual(
      [],
    );
  });

  it.each([
    [signup({ name: '' }), 'name', "Le nom de l'enseigne est requis"],
    [signup({ name: undefined }), 'name', "Le nom de l'enseigne est requis"],
    [signup({}, { firstName: ' ' }), 'adminUser.firstName', 'Le prénom est requis'],
    [signup({}, { lastName: undefined }), 'adminUser.lastName', 'Le nom est requis'],
    [signup({}, { email: '' }), 'adminUser.email', "L'email est requis"],
    [signup({}, { email: 'jeanne@bouchons' }), 'adminUser.email', 'Email invalide'],
    [signup({}, { password: undefined }), 'adminUser.password', 'Le mot de passe est requis'],
    [
      signup({}, { password: 'court' }),
      'adminUser.password',
      'Le mot de passe doit contenir au moins 8 caractères',
    ],
  ])('refuses %j: %s', async (body, field, message) => {
    const before = await t.counts();
    const res = await t.post('/api/enseignes', body);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Données invalides : ${message}`);
    expect(res.body.fieldErrors).toEqual({ [field]: message });
    expect(await t.counts()).toEqual(before);
  });

  it('requires the administrator', async () => {
    const res = await t.post('/api/enseignes', { name: 'Sans admin' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      adminUser: "L'administrateur de l'enseigne est requis",
    });
  });

  it('refuses malformed JSON', async () => {
    const res = await t.send('post', '/api/enseignes', { raw: 'name=x' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Corps de requête JSON invalide');
  });
});

describe('GET /api/enseignes/:id', () => {
  it('answers the own chain to every role', async () => {
    const id = await t.enseigneId('Enseigne Démo');
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/enseignes/${id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.enseigne).toEqual({
        id,
        name: 'Enseigne Démo',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
    }
  });

  it("answers 404 for another chain's id, as for an unknown one", async () => {
    const other = await t.enseigneId('Autre Enseigne');
    const mine = await t.enseigneId('Enseigne Démo');
    for (const url of [`/api/enseignes/${other}`, '/api/enseignes/999999', '/api/enseignes/abc']) {
      const res = await t.get(url, await t.token(ADMIN));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Enseigne introuvable' });
    }
    expect((await t.get(`/api/enseignes/${mine}`, await t.token(OTHER_ADMIN))).status).toBe(404);
  });

  it('requires a token', async () => {
    const id = await t.enseigneId('Enseigne Démo');
    expect((await t.get(`/api/enseignes/${id}`)).status).toBe(401);
  });
});
