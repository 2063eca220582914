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
  it('answers the name and creation date to managers and employees', async () => {
    const id = await t.enseigneId('Enseigne Démo');
    for (const email of [MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/enseignes/${id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.enseigne).toEqual({
        id,
        name: 'Enseigne Démo',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      });
    }
  });

  it('adds users (managers with their restaurants) and restaurants for an ADMIN', async () => {
    const id = await t.enseigneId('Enseigne Démo');
    const res = await t.get(`/api/enseignes/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(200);
    const e = res.body.enseigne;
    expect(e).toMatchObject({ id, name: 'Enseigne Démo', userCount: 3, restaurantCount: 4 });
    const bistrot = await t.restaurantId('Le Bistrot du Port');
    const halles = await t.restaurantId('La Table des Halles');
    expect(e.users.map((u: Record<string, unknown>) => [u.email, u.role, u.restaurantIds])).toEqual(
      [
        ['manager@demo.fr', 'MANAGER', [bistrot, halles].sort((a, b) => a - b)],
        ['admin@demo.fr', 'ADMIN', []],
        // The demo's employee works at the Bistrot (her staff record is there).
        ['employe@demo.fr', 'EMPLOYEE', [bistrot]],
      ],
    );
    expect(e.users[0]).not.toHaveProperty('passwordHash');
    expect(e.restaurants.map((r: { name: string }) => r.name)).toEqual([
      'La Table des Halles',
      'Laboratoire Central',
      'Le Bistrot du Port',
      'Le Comptoir Lyonnais',
    ]);
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

describe('GET /api/enseignes', () => {
  it("answers the ADMIN's chain, with its counts, under the key enseigne", async () => {
    const res = await t.get('/api/enseignes', await t.token(ADMIN));
    expect(res.status).toBe(200);
    expect(res.body.enseigne).toHaveLength(1);
    expect(res.body.enseigne[0]).toMatchObject({
      id: await t.enseigneId('Enseigne Démo'),
      name: 'Enseigne Démo',
      userCount: 3,
      restaurantCount: 4,
    });
    const other = await t.get('/api/enseignes', await t.token(OTHER_ADMIN));
    expect(other.body.enseigne.map((e: { name: string }) => e.name)).toEqual(['Autre Enseigne']);
  });

  it('is refused to managers and employees (403) and without a token (401)', async () => {
    for (const email of [MANAGER, EMPLOYEE]) {
      expect((await t.get('/api/enseignes', await t.token(email))).status).toBe(403);
    }
    expect((await t.get('/api/enseignes')).status).toBe(401);
  });
});

describe('PUT /api/enseignes/:id', () => {
  it('renames the chain (ADMIN), trimmed', async () => {
    const id = await t.enseigneId('Autre Enseigne');
    const res = await t.put(
      `/api/enseignes/${id}`,
      { name: '  Autre Nom  ' },
      await t.token(OTHER_ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.enseigne).toMatchObject({ id, name: 'Autre Nom', restaurantCount: 1 });
    const back = await t.put(
      `/api/enseignes/${id}`,
      { name: 'Autre Enseigne' },
      await t.token(OTHER_ADMIN),
    );
    expect(back.status).toBe(200);
  });

  it('refuses managers and employees (403), another chain (404) and bad input (400)', async () => {
    const id = await t.enseigneId('Enseigne Démo');
    for (const email of [MANAGER, EMPLOYEE]) {
      expect(
        (await t.put(`/api/enseignes/${id}`, { name: 'X' }, await t.token(email))).status,
      ).toBe(403);
    }
    const other = await t.enseigneId('Autre Enseigne');
    expect(
      (await t.put(`/api/enseignes/${other}`, { name: 'X' }, await t.token(ADMIN))).status,
    ).toBe(404);
    for (const body of [{ name: ' ' }, {}, { name: 'X', extra: 1 }]) {
      const res = await t.put(`/api/enseignes/${id}`, body, await t.token(ADMIN));
      expect(res.status).toBe(400);
    }
    const empty = await t.put(`/api/enseignes/${id}`, { name: '' }, await t.token(ADMIN));
    expect(empty.body.fieldErrors).toEqual({ name: "Le nom de l'enseigne est requis" });
    const [row] = await t.db.select().from(enseignes).where(eq(enseignes.id, id));
    expect(row!.name).toBe('Enseigne Démo');
  });
});

describe('DELETE /api/enseignes/:id', () => {
  it('refuses a chain that still has restaurants or other users (409), deleting nothing', async () => {
    const id = await t.enseigneId('Enseigne Démo');
    const before = await t.counts();
    const res = await t.del(`/api/enseignes/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Cette enseigne contient encore : 4 restaurants, 2 autres utilisateurs',
    );
    expect(await t.counts()).toEqual(before);
  });

  it('refuses managers and employees (403) and another chain (404)', async () => {
    const id = await t.enseigneId('Enseigne Démo');
    for (const email of [MANAGER, EMPLOYEE]) {
      expect((await t.del(`/api/enseignes/${id}`, await t.token(email))).status).toBe(403);
    }
    const other = await t.enseigneId('Autre Enseigne');
    expect((await t.del(`/api/enseignes/${other}`, await t.token(ADMIN))).status).toBe(404);
  });

  it('deletes an empty chain with its invitations and its last ADMIN', async () => {
    const created = await t.post(
      '/api/enseignes',
      signup({ name: 'Éphémère' }, { email: 'vide@ephemere.fr' }),
    );
    const id = created.body.enseigne.id as number;
    const token = (
      await t.post('/api/auth/login', { email: 'vide@ephemere.fr', password: 'motdepasse' })
    ).body.token as string;
    expect((await t.post('/api/invitations', { email: 'invite@ephemere.fr' }, token)).status).toBe(
      201,
    );
    const res = await t.del(`/api/enseignes/${id}`, token);
    expect(res.status).toBe(204);
    expect(await t.db.select().from(enseignes).where(eq(enseignes.id, id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, 'vide@ephemere.fr'))).toEqual([]);
    expect((await t.get('/api/auth/me', token)).status).toBe(401);
  });
});
