import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, products, supplierRestaurants, suppliers } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

let t: TestContext;
let demo: number, autre: number;
let bistrot: number, halles: number, comptoir: number, autrui: number;
/** A supplier of the demo chain delivering the three demo restaurants; one of the other chain. */
let primeur: number, etranger: number;

const NOT_FOUND = { error: 'Fournisseur non trouvé' };

async function insertSupplier(enseigneId: number, name: string, restaurantIds: number[] = []) {
  const [row] = await t.db
    .insert(suppliers)
    .values({ enseigneId, name, deliveryDelayDays: 2, mondayDelivery: true })
    .returning();
  if (restaurantIds.length > 0) {
    await t.db
      .insert(supplierRestaurants)
      .values(restaurantIds.map((restaurantId) => ({ supplierId: row!.id, restaurantId })));
  }
  return row!.id;
}

beforeAll(async () => {
  t = await setupApi();
  demo = await t.enseigneId('Enseigne Démo');
  autre = await t.enseigneId('Autre Enseigne');
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
  primeur = await insertSupplier(demo, 'Primeurs du Rhône', [bistrot, halles, comptoir]);
  etranger = await insertSupplier(autre, 'Fournisseur Autrui', [autrui]);
});
afterAll(() => t?.close());

const rowOf = async (id: number) =>
  (await t.db.select().from(suppliers).where(eq(suppliers.id, id)))[0];
const deliveredIds = async (id: number) =>
  (await t.db.select().from(supplierRestaurants).where(eq(supplierRestaurants.supplierId, id)))
    .map((r) => r.restaurantId)
    .sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const supplierCount = async () => (await t.db.select().from(suppliers)).length;

describe('GET /api/suppliers', () => {
  it.each([ADMIN, EMPLOYEE])(
    "lists the chain's suppliers to %s, by name, under 'data'",
    async (email) => {
      const b = await insertSupplier(demo, 'boucherie Martin');
      const res = await t.get('/api/suppliers', await t.token(email));
      expect(res.status).toBe(200);
      const names = (res.body.data as { name: string }[]).map((s) => s.name);
      expect(names.indexOf('boucherie Martin')).toBeLessThan(names.indexOf('Primeurs du Rhône'));
      expect(names).not.toContain('Fournisseur Autrui');
      const primeurDto = res.body.data.find((s: { id: number }) => s.id === primeur);
      expect(primeurDto).toMatchObject({
        name: 'Primeurs du Rhône',
        email: null,
        minOrderAmount: null,
        deliveryDelayDays: 2,
        mondayDelivery: true,
        tuesdayDelivery: false,
      });
      expect(sorted(primeurDto.restaurantIds)).toEqual(sorted([bistrot, halles, comptoir]));
      await t.db.delete(suppliers).where(eq(suppliers.id, b));
    },
  );

  it("shows a MANAGER every supplier but only his restaurants among each one's", async () => {
    const res = await t.get('/api/suppliers', await t.token(MANAGER));
    const primeurDto = res.body.data.find((s: { id: number }) => s.id === primeur);
    expect(sorted(primeurDto.restaurantIds)).toEqual(sorted([bistrot, halles]));
  });

  it("never lists another chain's suppliers", async () => {
    const res = await t.get('/api/suppliers', await t.token(OTHER_ADMIN));
    expect(res.body.data.map((s: { name: string }) => s.name)).toEqual(['Fournisseur Autrui']);
  });

  it('requires a token', async () => {
    expect((await t.get('/api/suppliers')).status).toBe(401);
  });
});

describe('GET /api/suppliers/:id', () => {
  it.each([ADMIN, MANAGER, EMPLOYEE])('answers the supplier to %s', async (email) => {
    const res = await t.get(`/api/suppliers/${primeur}`, await t.token(email));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: primeur,
      enseigneId: demo,
      name: 'Primeurs du Rhône',
    });
  });

  it.each([
    ['another chain’s supplier', ADMIN, () => etranger],
    ['the demo chain’s, seen from another chain', OTHER_ADMIN, () => primeur],
    ['an unknown id', ADMIN, () => 999999],
    ['a malformed id', ADMIN, () => 'abc'],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/suppliers/${id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });
});

describe('GET /api/suppliers/restaurant/:id', () => {
  it('lists the suppliers that deliver a restaurant', async () => {
    const other = await insertSupplier(demo, 'Cave Dupont', [comptoir]);
    const res = await t.get(`/api/suppliers/restaurant/${bistrot}`, await t.token(MANAGER));
    expect(res.status).toBe(200);
    // The demo catalogue's suppliers deliver these restaurants too: only this test's are compared.
    const ours = (body: { data: { id: number; name: string }[] }) =>
      body.data.filter((s) => s.id === primeur || s.id === other).map((s) => s.name);
    expect(ours(res.body)).toEqual(['Primeurs du Rhône']);
    const lyon = await t.get(`/api/suppliers/restaurant/${comptoir}`, await t.token(ADMIN));
    expect(ours(lyon.body)).toEqual(['Cave Dupont', 'Primeurs du Rhône']);
    await t.db.delete(suppliers).where(eq(suppliers.id, other));
  });

  it.each([
    ['another chain’s restaurant', ADMIN, () => autrui],
    ['a restaurant outside the manager’s invitation', MANAGER, () => comptoir],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/suppliers/restaurant/${id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant introuvable' });
  });
});

describe('POST /api/suppliers', () => {
  const full = {
    name: '  Marée Fraîche ',
    email: 'Commandes@Maree.FR',
    phone: '+33 (0)4 78 00.00-00',
    address: '3 quai du Port, 13002 Marseille',
    minOrderAmount: 150.5,
    deliveryDelayDays: 6,
    tuesdayDelivery: true,
    fridayDelivery: true,
  };

  it('lets an ADMIN create a supplier, trimmed, email lower-cased, no restaurant yet', async () => {
    const res = await t.post('/api/suppliers', full, await t.token(ADMIN));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Marée Fraîche',
      email: 'commandes@maree.fr',
      phone: '+33 (0)4 78 00.00-00',
      minOrderAmount: 150.5,
      deliveryDelayDays: 6,
      mondayDelivery: false,
      tuesdayDelivery: true,
      fridayDelivery: true,
      enseigneId: demo,
      restaurantIds: [],
    });
    const row = await rowOf(res.body.data.id);
    expect(row).toMatchObject({ name: 'Marée Fraîche', minOrderAmount: 150.5, enseigneId: demo });
  });

  it('accepts the name alone; empty optional fields are none', async () => {
    const res = await t.post(
      '/api/suppliers',
      { name: 'Épicerie', email: '', phone: '', address: '', minOrderAmount: null },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      email: null,
      phone: null,
      address: null,
      minOrderAmount: null,
      deliveryDelayDays: null,
      sundayDelivery: false,
    });
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s and writes nothing', async (email) => {
    const before = await supplierCount();
    const res = await t.post('/api/suppliers', full, await t.token(email));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await supplierCount()).toBe(before);
  });

  it.each([
    [{}, 'name', 'Le nom est requis'],
    [{ name: '   ' }, 'name', 'Le nom est requis'],
    [{ name: 'X', email: 'pas-un-email' }, 'email', 'Email invalide'],
    [{ name: 'X', email: 42 }, 'email', 'Email invalide'],
    [
      { name: 'X', phone: 'appelez-moi' },
      'phone',
      'Numéro de téléphone invalide (chiffres, espaces, +, points, tirets et parenthèses)',
    ],
    [
      { name: 'X', minOrderAmount: -1 },
      'minOrderAmount',
      'Le montant minimum doit être un nombre positif ou nul',
    ],
    [
      { name: 'X', minOrderAmount: '12' },
      'minOrderAmount',
      'Le montant minimum doit être un nombre positif ou nul',
    ],
    [
      { name: 'X', minOrderAmount: 12.345 },
      'minOrderAmount',
      'Le montant minimum a deux décimales au plus',
    ],
    [
      { name: 'X', minOrderAmount: 1e9 },
      'minOrderAmount',
      'Montant minimum trop élevé : 1\u202f000\u202f000 € au plus',
    ],
    [
      { name: 'X', deliveryDelayDays: 0 },
      'deliveryDelayDays',
      'Le délai de livraison doit être de 1 à 6 jours (A pour B à G)',
    ],
    [
      { name: 'X', deliveryDelayDays: 7 },
      'deliveryDelayDays',
      'Le délai de livraison doit être de 1 à 6 jours (A pour B à G)',
    ],
    [
      { name: 'X', deliveryDelayDays: 2.5 },
      'deliveryDelayDays',
      'Le délai de livraison doit être de 1 à 6 jours (A pour B à G)',
    ],
    [{ name: 'X', mondayDelivery: 'oui' }, 'mondayDelivery', 'Vrai ou faux attendu'],
  ])(
    'refuses %j with its French message under %s, writing nothing',
    async (body, field, message) => {
      const before = await supplierCount();
      const res = await t.post('/api/suppliers', body, await t.token(ADMIN));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ [field]: message });
      expect(await supplierCount()).toBe(before);
    },
  );

  it('refuses an unknown key (the delay type is not sent)', async () => {
    const res = await t.post('/api/suppliers', { name: 'X', delayType: 'C' }, await t.token(ADMIN));
    expect(res.status).toBe(400);
  });
});

describe('PUT and PATCH /api/suppliers/:id', () => {
  it('lets an ADMIN change some fields, the others unchanged, by PUT or PATCH', async () => {
    const id = await insertSupplier(demo, 'Laiterie', [bistrot]);
    const put = await t.put(
      `/api/suppliers/${id}`,
      { email: 'lait@ferme.fr', minOrderAmount: 80, saturdayDelivery: true },
      await t.token(ADMIN),
    );
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({
      name: 'Laiterie',
      email: 'lait@ferme.fr',
      minOrderAmount: 80,
      deliveryDelayDays: 2,
      mondayDelivery: true,
      saturdayDelivery: true,
      restaurantIds: [bistrot],
    });
    const patch = await request(t.app)
      .patch(`/api/suppliers/${id}`)
      .set('Authorization', `Bearer ${await t.token(ADMIN)}`)
      .send({ name: 'Laiterie Dubois', email: '' });
    expect(patch.status).toBe(200);
    expect(patch.body.data).toMatchObject({
      name: 'Laiterie Dubois',
      email: null,
      minOrderAmount: 80,
    });
    expect(await rowOf(id)).toMatchObject({ name: 'Laiterie Dubois', email: null });
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s and writes nothing', async (email) => {
    const res = await t.put(`/api/suppliers/${primeur}`, { name: 'Piraté' }, await t.token(email));
    expect(res.status).toBe(403);
    expect((await rowOf(primeur))!.name).toBe('Primeurs du Rhône');
  });

  it("answers 404 for another chain's supplier, whatever the body", async () => {
    const res = await t.put(`/api/suppliers/${etranger}`, { name: '' }, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
    expect((await rowOf(etranger))!.name).toBe('Fournisseur Autrui');
  });

  it.each([
    [{ name: '' }, 'name', 'Le nom est requis'],
    [
      { deliveryDelayDays: 9 },
      'deliveryDelayDays',
      'Le délai de livraison doit être de 1 à 6 jours (A pour B à G)',
    ],
    [{ minOrderAmount: 0.001 }, 'minOrderAmount', 'Le montant minimum a deux décimales au plus'],
  ])('refuses %j and writes nothing', async (body, field, message) => {
    const before = await rowOf(primeur);
    const res = await t.put(`/api/suppliers/${primeur}`, body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: message });
    expect(await rowOf(primeur)).toEqual(before);
  });
});

describe('DELETE /api/suppliers/:id', () => {
  it('lets an ADMIN delete a supplier and its restaurant associations', async () => {
    const id = await insertSupplier(demo, 'Éphémère', [bistrot]);
    const res = await t.del(`/api/suppliers/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(204);
    expect(await rowOf(id)).toBeUndefined();
    expect(await deliveredIds(id)).toEqual([]);
  });

  it('refuses (409) while articles name it, and deletes nothing', async () => {
    const id = await insertSupplier(demo, 'Fromagerie', [bistrot]);
    const [product] = await t.db
      .insert(products)
      .values({ enseigneId: demo, name: 'Comté', category: 'DAIRY', baseUnit: 'G' })
      .returning();
    await t.db.insert(articles).values([
      {
        enseigneId: demo,
        name: 'Comté 18 mois',
        price: 21.9,
        productId: product!.id,
        supplierId: id,
      },
      {
        enseigneId: demo,
        name: 'Comté 24 mois',
        price: 25.5,
        productId: product!.id,
        supplierId: id,
      },
    ]);
    const res = await t.del(`/api/suppliers/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error:
        "Impossible de supprimer ce fournisseur : 2 articles le référencent. Supprimez-les ou changez leur fournisseur d'abord.",
    });
    expect(await rowOf(id)).toBeDefined();
    expect(await deliveredIds(id)).toEqual([bistrot]);
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s', async (email) => {
    const res = await t.del(`/api/suppliers/${primeur}`, await t.token(email));
    expect(res.status).toBe(403);
    expect(await rowOf(primeur)).toBeDefined();
  });

  it("answers 404 for another chain's supplier and deletes nothing", async () => {
    const res = await t.del(`/api/suppliers/${etranger}`, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(await rowOf(etranger)).toBeDefined();
  });
});

describe('GET /api/suppliers/:id/restaurants', () => {
  it('lists the restaurants a supplier delivers, by name (a MANAGER: his only)', async () => {
    const admin = await t.get(`/api/suppliers/${primeur}/restaurants`, await t.token(ADMIN));
    expect(admin.status).toBe(200);
    expect(admin.body.data.map((r: { name: string }) => r.name)).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
      'Le Comptoir Lyonnais',
    ]);
    const manager = await t.get(`/api/suppliers/${primeur}/restaurants`, await t.token(MANAGER));
    expect(manager.body.data.map((r: { id: number }) => r.id)).toEqual([halles, bistrot]);
  });

  it("answers 404 for another chain's supplier", async () => {
    const res = await t.get(`/api/suppliers/${etranger}/restaurants`, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(res.body).toEqual(NOT_FOUND);
  });
});

describe('POST /api/suppliers/:id/restaurants', () => {
  it('lets an ADMIN replace the set (duplicates ignored, empty: none)', async () => {
    const id = await insertSupplier(demo, 'Boulangerie', [comptoir]);
    const res = await t.post(
      `/api/suppliers/${id}/restaurants`,
      { restaurantIds: [halles, bistrot, halles] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: { id: number }) => r.id)).toEqual([halles, bistrot]);
    expect(await deliveredIds(id)).toEqual(sorted([bistrot, halles]));
    const empty = await t.post(
      `/api/suppliers/${id}/restaurants`,
      { restaurantIds: [] },
      await t.token(ADMIN),
    );
    expect(empty.body.data).toEqual([]);
    expect(await deliveredIds(id)).toEqual([]);
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s and writes nothing', async (email) => {
    const res = await t.post(
      `/api/suppliers/${primeur}/restaurants`,
      { restaurantIds: [bistrot] },
      await t.token(email),
    );
    expect(res.status).toBe(403);
    expect(await deliveredIds(primeur)).toEqual(sorted([bistrot, halles, comptoir]));
  });

  it("answers 404 for another chain's supplier and writes nothing", async () => {
    const res = await t.post(
      `/api/suppliers/${etranger}/restaurants`,
      { restaurantIds: [bistrot] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(404);
    expect(await deliveredIds(etranger)).toEqual([autrui]);
  });

  it.each([
    [() => ({}), 'restaurantIds', 'La liste des restaurants est requise'],
    [() => ({ restaurantIds: [0] }), 'restaurantIds.0', 'Identifiant de restaurant invalide'],
    [
      () => ({ restaurantIds: [bistrot, 999999] }),
      'restaurantIds',
      'Restaurant introuvable : 999999',
    ],
  ])('refuses a bad body (%#) and writes nothing', async (body, field, message) => {
    const res = await t.post(`/api/suppliers/${primeur}/restaurants`, body(), await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ [field]: message });
    expect(await deliveredIds(primeur)).toEqual(sorted([bistrot, halles, comptoir]));
  });

  it("refuses another chain's restaurant and writes nothing", async () => {
    const res = await t.post(
      `/api/suppliers/${primeur}/restaurants`,
      { restaurantIds: [bistrot, autrui] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ restaurantIds: `Restaurant introuvable : ${autrui}` });
    expect(await deliveredIds(primeur)).toEqual(sorted([bistrot, halles, comptoir]));
  });
});

describe('DELETE /api/suppliers/:id/restaurants/:restaurantId', () => {
  it('lets an ADMIN remove one restaurant (again: no effect)', async () => {
    const id = await insertSupplier(demo, 'Torréfacteur', [bistrot, halles]);
    const res = await t.del(`/api/suppliers/${id}/restaurants/${halles}`, await t.token(ADMIN));
    expect(res.status).toBe(204);
    expect(await deliveredIds(id)).toEqual([bistrot]);
    const again = await t.del(`/api/suppliers/${id}/restaurants/${halles}`, await t.token(ADMIN));
    expect(again.status).toBe(204);
    expect(await deliveredIds(id)).toEqual([bistrot]);
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s', async (email) => {
    const res = await t.del(
      `/api/suppliers/${primeur}/restaurants/${bistrot}`,
      await t.token(email),
    );
    expect(res.status).toBe(403);
    expect(await deliveredIds(primeur)).toEqual(sorted([bistrot, halles, comptoir]));
  });

  it.each([
    ['another chain’s supplier', () => etranger, () => autrui, NOT_FOUND],
    [
      'another chain’s restaurant',
      () => primeur,
      () => autrui,
      { error: 'Restaurant introuvable' },
    ],
    ['a malformed restaurant id', () => primeur, () => 'abc', NOT_FOUND],
  ])('answers 404 for %s and removes nothing', async (_, supplier, restaurant, body) => {
    const res = await t.del(
      `/api/suppliers/${supplier()}/restaurants/${restaurant()}`,
      await t.token(ADMIN),
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual(body);
    expect(await deliveredIds(primeur)).toEqual(sorted([bistrot, halles, comptoir]));
    expect(await deliveredIds(etranger)).toEqual([autrui]);
  });
});
