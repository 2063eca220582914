import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { articles, products, restaurants, userRestaurants } from '../src/db/schema.ts';
import { RESTAURANT_DEPENDENTS } from '../src/restaurants/restaurants.queries.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, labo: number, autrui: number;
beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
  halles = await t.restaurantId('La Table des Halles');
  comptoir = await t.restaurantId('Le Comptoir Lyonnais');
  labo = await t.restaurantId('Laboratoire Central');
  autrui = await t.restaurantId('Chez Autrui');
});
afterAll(() => t?.close());

const names = (body: { restaurants: { name: string }[] }) => body.restaurants.map((r) => r.name);
const row = async (id: number) =>
  (await t.db.select().from(restaurants).where(eq(restaurants.id, id)))[0];

/** A restaurant of the demo chain that a test may change or delete. */
async function scratch(fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/api/restaurants',
    { name: 'Brouillon', address: '1 rue Test, 75000 Paris', ...fields },
    await t.token(ADMIN),
  );
  expect(res.status).toBe(201);
  return res.body.restaurant as { id: number } & Record<string, unknown>;
}

describe('GET /api/restaurants', () => {
  it('lists the whole chain to an ADMIN and an EMPLOYEE, by name (French order)', async () => {
    for (const email of [ADMIN, EMPLOYEE]) {
      const res = await t.get('/api/restaurants', await t.token(email));
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual([
        'La Table des Halles',
        'Laboratoire Central',
        'Le Bistrot du Port',
        'Le Comptoir Lyonnais',
      ]);
    }
  });

  it('lists only the restaurants of his invitation to a MANAGER', async () => {
    const res = await t.get('/api/restaurants', await t.token(MANAGER));
    expect(names(res.body)).toEqual(['La Table des Halles', 'Le Bistrot du Port']);
  });

  it("never lists another chain's restaurants", async () => {
    const res = await t.get('/api/restaurants', await t.token(OTHER_ADMIN));
    expect(names(res.body)).toEqual(['Chez Autrui']);
  });

  it('answers the laboratory with its delivery settings, amounts as numbers', async () => {
    const res = await t.get(`/api/restaurants/${labo}`, await t.token(EMPLOYEE));
    expect(res.body.restaurant).toMatchObject({
      name: 'Laboratoire Central',
      address: "8 rue de l'Industrie, 94200 Ivry-sur-Seine",
      isLab: true,
      minOrderAmount: 150,
      deliveryDelayDays: 2,
      mondayDelivery: true,
      tuesdayDelivery: false,
      wednesdayDelivery: true,
      fridayDelivery: true,
      deliveryDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    });
  });

  it('reads a batch by ids, leaving out what the user may not see', async () => {
    const ids = [bistrot, comptoir, autrui, 999999].join(',');
    const admin = await t.get(`/api/restaurants?ids=${ids}`, await t.token(ADMIN));
    expect(names(admin.body)).toEqual(['Le Bistrot du Port', 'Le Comptoir Lyonnais']);
    const manager = await t.get(`/api/restaurants?ids=${ids}`, await t.token(MANAGER));
    expect(names(manager.body)).toEqual(['Le Bistrot du Port']);
  });

  it.each(['abc', '1,,2', '1;2', ''])('refuses ?ids=%s', async (ids) => {
    const res = await t.get(`/api/restaurants?ids=${ids}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(res.body.fieldErrors).toHaveProperty('ids');
  });

  it('requires a token', async () => {
    const res = await t.get('/api/restaurants');
    expect(res.status).toBe(401);
    expect(res.body.error).toBe('Authentification requise');
  });
});

describe('GET /api/restaurants/:id', () => {
  it('answers a visible restaurant to every role', async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/restaurants/${bistrot}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.restaurant.name).toBe('Le Bistrot du Port');
    }
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['another chain (seen from it)', OTHER_ADMIN, () => bistrot],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown id', ADMIN, () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/restaurants/${id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant introuvable' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 404 for the id %s', async (id) => {
    const res = await t.get(`/api/restaurants/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(404);
  });
});

describe('POST /api/restaurants', () => {
  it('lets an ADMIN create a restaurant in his chain', async () => {
    const res = await t.post(
      '/api/restaurants',
      {
        name: ' Le Nouveau ',
        address: '3 rue Neuve, 31000 Toulouse',
        phone: '05 61 00 00 00',
        email: 'Contact@Nouveau.fr',
      },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(201);
    expect(res.body.restaurant).toMatchObject({
      name: 'Le Nouveau',
      phone: '05 61 00 00 00',
      email: 'contact@nouveau.fr',
      isLab: false,
      minOrderAmount: null,
      enseigneId: await t.enseigneId('Enseigne Démo'),
    });
    const list = await t.get('/api/restaurants', await t.token(EMPLOYEE));
    expect(names(list.body)).toContain('Le Nouveau');
    const other = await t.get('/api/restaurants', await t.token(OTHER_ADMIN));
    expect(names(other.body)).not.toContain('Le Nouveau');
  });

  it('creates a laboratory with its settings, and drops them from a restaurant', async () => {
    const lab = await scratch({
      isLab: true,
      minOrderAmount: 99.9,
      deliveryDelayDays: 1,
      tuesdayDelivery: true,
    });
    expect(lab).toMatchObject({ minOrderAmount: 99.9, deliveryDays: ['TUESDAY'] });
    const plain = await scratch({ minOrderAmount: 50, deliveryDelayDays: 3, mondayDelivery: true });
    expect(plain).toMatchObject({
      isLab: false,
      minOrderAmount: null,
      deliveryDelayDays: null,
      mondayDelivery: false,
      deliveryDays: [],
    });
  });

  it('stores empty phone and email as nothing', async () => {
    const created = await scratch({ phone: '', email: '  ' });
    expect(created).toMatchObject({ phone: null, email: null });
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s', async (email) => {
    const before = await t.counts();
    const res = await t.post(
      '/api/restaurants',
      { name: 'Interdit', address: 'Nulle part' },
      await t.token(email),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: "Vous n'avez pas les permissions nécessaires pour cette action",
    });
    expect(await t.counts()).toEqual(before);
  });

  it.each([
    [{ address: 'x' }, 'name', 'Nom obligatoire'],
    [{ name: '  ', address: 'x' }, 'name', 'Nom obligatoire'],
    [{ name: 'x' }, 'address', 'Adresse obligatoire'],
    [{ name: 'x', address: 'x', email: 'pas-un-email' }, 'email', 'Email invalide'],
    [
      { name: 'x', address: 'x', isLab: true, minOrderAmount: -1 },
      'minOrderAmount',
      'Le montant minimum doit être un nombre positif ou nul',
    ],
    [
      { name: 'x', address: 'x', isLab: true, minOrderAmount: '12' },
      'minOrderAmount',
      'Le montant minimum doit être un nombre positif ou nul',
    ],
    [
      { name: 'x', address: 'x', isLab: true, deliveryDelayDays: 1.5 },
      'deliveryDelayDays',
      'Le délai de livraison doit être un nombre entier de jours, positif ou nul',
    ],
  ])('refuses %j with the message of %s', async (body, field, message) => {
    const before = await t.counts();
    const res = await t.post('/api/restaurants', body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Données invalides : ${message}`);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await t.counts()).toEqual(before);
  });

  it('refuses unknown fields and wrong types, in French', async () => {
    const before = await t.counts();
    const res = await t.post(
      '/api/restaurants',
      { name: 'x', address: 'x', isLab: 'oui', enseigneId: 2 },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      isLab: 'Vrai ou faux attendu',
      enseigneId: expect.stringMatching(/Clé non reconnue/),
    });
    expect(await t.counts()).toEqual(before);
  });
});

describe('PUT /api/restaurants/:id', () => {
  it('lets an ADMIN change some fields and keeps the others', async () => {
    const r = await scratch({ phone: '01 00 00 00 00' });
    const res = await t.put(`/api/restaurants/${r.id}`, { name: 'Renommé' }, await t.token(ADMIN));
    expect(res.status).toBe(200);
    expect(res.body.restaurant).toMatchObject({
      name: 'Renommé',
      address: '1 rue Test, 75000 Paris',
      phone: '01 00 00 00 00',
    });
    expect(Date.parse(res.body.restaurant.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(res.body.restaurant.createdAt),
    );
    expect((await row(r.id))!.name).toBe('Renommé');
  });

  it('lets a MANAGER edit a restaurant of his invitation', async () => {
    const res = await t.put(
      `/api/restaurants/${halles}`,
      { phone: '01 42 00 00 00' },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body.restaurant.phone).toBe('01 42 00 00 00');
  });

  it('answers 404 to a MANAGER outside his restaurants, and changes nothing', async () => {
    const res = await t.put(
      `/api/restaurants/${comptoir}`,
      { name: 'Piraté' },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(404);
    expect((await row(comptoir))!.name).toBe('Le Comptoir Lyonnais');
  });

  it("answers 404 for another chain's restaurant, and changes nothing", async () => {
    const res = await t.put(`/api/restaurants/${autrui}`, { name: 'Piraté' }, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('Restaurant introuvable');
    expect((await row(autrui))!.name).toBe('Chez Autrui');
  });

  it('forbids an EMPLOYEE', async () => {
    const res = await t.put(
      `/api/restaurants/${bistrot}`,
      { name: 'Piraté' },
      await t.token(EMPLOYEE),
    );
    expect(res.status).toBe(403);
    expect((await row(bistrot))!.name).toBe('Le Bistrot du Port');
  });

  it('clears the laboratory settings when isLab is turned off', async () => {
    const lab = await scratch({
      isLab: true,
      minOrderAmount: 120.5,
      deliveryDelayDays: 2,
      sundayDelivery: true,
    });
    const off = await t.put(`/api/restaurants/${lab.id}`, { isLab: false }, await t.token(ADMIN));
    expect(off.body.restaurant).toMatchObject({
      isLab: false,
      minOrderAmount: null,
      deliveryDelayDays: null,
      sundayDelivery: false,
      deliveryDays: [],
    });
    // Back on, nothing stale resurfaces; lab fields sent to a non-lab are dropped too.
    const ignored = await t.put(
      `/api/restaurants/${lab.id}`,
      { minOrderAmount: 10 },
      await t.token(ADMIN),
    );
    expect(ignored.body.restaurant.minOrderAmount).toBeNull();
    const on = await t.put(
      `/api/restaurants/${lab.id}`,
      { isLab: true, minOrderAmount: 75, thursdayDelivery: true },
      await t.token(ADMIN),
    );
    expect(on.body.restaurant).toMatchObject({
      isLab: true,
      minOrderAmount: 75,
      deliveryDelayDays: null,
      deliveryDays: ['THURSDAY'],
    });
  });

  it('clears phone and email given empty', async () => {
    const r = await scratch({ phone: '01', email: 'a@b.fr' });
    const res = await t.put(
      `/api/restaurants/${r.id}`,
      { phone: '', email: null },
      await t.token(ADMIN),
    );
    expect(res.body.restaurant).toMatchObject({ phone: null, email: null });
  });

  it.each([
    [{ name: '' }, 'name', 'Nom obligatoire'],
    [{ address: ' ' }, 'address', 'Adresse obligatoire'],
    [{ email: 'a@b' }, 'email', 'Email invalide'],
    [
      { deliveryDelayDays: -2 },
      'deliveryDelayDays',
      'Le délai de livraison doit être un nombre entier de jours, positif ou nul',
    ],
    [{ id: 12 }, 'id', 'Clé non reconnue : "id"'],
  ])('refuses %j and changes nothing', async (body, field, message) => {
    const before = await row(labo);
    const res = await t.put(`/api/restaurants/${labo}`, body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await row(labo)).toEqual(before);
  });

  it('refuses a malformed body', async () => {
    const res = await t.send('put', `/api/restaurants/${labo}`, {
      token: await t.token(ADMIN),
      raw: '{"name":',
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Corps de requête JSON invalide');
  });
});

describe('DELETE /api/restaurants/:id', () => {
  // Tests push fake dependents; the real ones come back after each test.
  const realDependents = [...RESTAURANT_DEPENDENTS];
  afterEach(() => {
    RESTAURANT_DEPENDENTS.splice(0, RESTAURANT_DEPENDENTS.length, ...realDependents);
  });

  it('lets an ADMIN delete, and takes the restaurant out of managers’ scopes', async () => {
    const r = await scratch();
    const managerId = (await t.get('/api/auth/me', await t.token(MANAGER))).body.user.id;
    await t.db.insert(userRestaurants).values({ userId: managerId, restaurantId: r.id });
    expect((await t.get('/api/auth/me', await t.token(MANAGER))).body.user.restaurantIds).toContain(
      r.id,
    );
    const res = await t.del(`/api/restaurants/${r.id}`, await t.token(ADMIN));
    expect(res.status).toBe(204);
    expect(await row(r.id)).toBeUndefined();
    expect((await t.get(`/api/restaurants/${r.id}`, await t.token(ADMIN))).status).toBe(404);
    const me = await t.get('/api/auth/me', await t.token(MANAGER));
    expect(me.body.user.restaurantIds).not.toContain(r.id);
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s', async (email) => {
    const res = await t.del(`/api/restaurants/${bistrot}`, await t.token(email));
    expect(res.status).toBe(403);
    expect(await row(bistrot)).toBeDefined();
  });

  it("answers 404 for another chain's restaurant and keeps it", async () => {
    const res = await t.del(`/api/restaurants/${autrui}`, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(await row(autrui)).toBeDefined();
  });

  it('refuses while articles are bought from the laboratory, saying so', async () => {
    const lab = await scratch({ isLab: true });
    const enseigneId = await t.enseigneId('Enseigne Démo');
    const [product] = await t.db
      .insert(products)
      .values({ enseigneId, name: 'Fond brun', category: 'ITEM' })
      .returning();
    await t.db.insert(articles).values({
      enseigneId,
      name: 'Fond brun 1 L',
      price: 4.2,
      productId: product!.id,
      labId: lab.id,
    });
    const res = await t.del(`/api/restaurants/${lab.id}`, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Ce restaurant contient encore des données : 1 article vendu par ce laboratoire',
    });
    expect(await row(lab.id)).toBeDefined();
  });

  it('refuses while restaurant data remains, saying which', async () => {
    const r = await scratch();
    RESTAURANT_DEPENDENTS.push({
      label: (n) => `${n} employé${n > 1 ? 's' : ''}`,
      count: async (_db, id) => (id === r.id ? 3 : 0),
    });
    const res = await t.del(`/api/restaurants/${r.id}`, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Ce restaurant contient encore des données : 3 employés' });
    expect(await row(r.id)).toBeDefined();
  });
});
