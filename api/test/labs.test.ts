import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, labRestaurants, restaurants } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, labo: number, autrui: number;
/** A second laboratory of the demo chain that serves only Le Comptoir Lyonnais. */
let sud: number;

beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
  halles = await t.restaurantId('La Table des Halles');
  comptoir = await t.restaurantId('Le Comptoir Lyonnais');
  labo = await t.restaurantId('Laboratoire Central');
  autrui = await t.restaurantId('Chez Autrui');
  const [row] = await t.db
    .insert(restaurants)
    .values({
      enseigneId: await t.enseigneId('Enseigne Démo'),
      name: 'Atelier Sud',
      address: '2 rue du Four, 13001 Marseille',
      isLab: true,
      deliveryDelayDays: 1,
      tuesdayDelivery: true,
    })
    .returning();
  sud = row!.id;
  await t.db.insert(labRestaurants).values({ labId: sud, restaurantId: comptoir });
});
afterAll(() => t?.close());

const served = async (labId: number) =>
  (await t.db.select().from(labRestaurants).where(eq(labRestaurants.labId, labId)))
    .map((r) => r.restaurantId)
    .sort((a, b) => a - b);
const names = (list: { name: string }[]) => list.map((r) => r.name);

describe('GET /api/labs', () => {
  it.each([ADMIN, EMPLOYEE])(
    "lists every laboratory of the chain to %s, under 'data'",
    async (email) => {
      const res = await t.get('/api/labs', await t.token(email));
      expect(res.status).toBe(200);
      expect(names(res.body.data)).toEqual(['Atelier Sud', 'Laboratoire Central']);
      const central = res.body.data[1];
      expect(central).toMatchObject({
        isLab: true,
        minOrderAmount: 150,
        deliveryDelayDays: 2,
        deliveryDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
      });
      expect([...central.servedRestaurantIds].sort((a: number, b: number) => a - b)).toEqual(
        [bistrot, halles, comptoir].sort((a, b) => a - b),
      );
    },
  );

  it('shows a MANAGER the laboratories that deliver his restaurants, and only his among their restaurants', async () => {
    const res = await t.get('/api/labs', await t.token(MANAGER));
    expect(names(res.body.data)).toEqual(['Laboratoire Central']);
    expect([...res.body.data[0].servedRestaurantIds].sort((a: number, b: number) => a - b)).toEqual(
      [bistrot, halles].sort((a, b) => a - b),
    );
  });

  it("never lists another chain's laboratories", async () => {
    const res = await t.get('/api/labs', await t.token(OTHER_ADMIN));
    expect(res.body.data).toEqual([]);
  });

  it('requires a token', async () => {
    expect((await t.get('/api/labs')).status).toBe(401);
  });
});

describe('GET /api/labs/:id', () => {
  it('answers a laboratory with the restaurants it serves', async () => {
    const res = await t.get(`/api/labs/${sud}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      name: 'Atelier Sud',
      deliveryDays: ['TUESDAY'],
      servedRestaurantIds: [comptoir],
    });
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['a restaurant that is not a laboratory', ADMIN, () => bistrot],
    ['a laboratory serving none of the manager’s restaurants', MANAGER, () => sud],
    ['the demo chain, seen from another chain', OTHER_ADMIN, () => labo],
    ['an unknown id', ADMIN, () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/labs/${id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Laboratoire introuvable' });
  });
});

describe('GET /api/labs/:id/restaurants', () => {
  it('lists the restaurants a laboratory serves, by name', async () => {
    const res = await t.get(`/api/labs/${labo}/restaurants`, await t.token(ADMIN));
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
      'Le Comptoir Lyonnais',
    ]);
  });

  it('shows a MANAGER only his restaurants among them', async () => {
    const res = await t.get(`/api/labs/${labo}/restaurants`, await t.token(MANAGER));
    expect(names(res.body.data)).toEqual(['La Table des Halles', 'Le Bistrot du Port']);
  });

  it.each([
    [ADMIN, () => autrui],
    [MANAGER, () => sud],
    [OTHER_ADMIN, () => labo],
  ])('answers 404 to %s for a laboratory he may not see', async (email, id) => {
    const res = await t.get(`/api/labs/${id()}/restaurants`, await t.token(email));
    expect(res.status).toBe(404);
  });
});

describe('POST /api/labs/:id/restaurants', () => {
  it('lets an ADMIN replace the set (duplicates ignored)', async () => {
    const res = await t.post(
      `/api/labs/${sud}/restaurants`,
      { restaurantIds: [halles, bistrot, halles] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(names(res.body.data)).toEqual(['La Table des Halles', 'Le Bistrot du Port']);
    expect(await served(sud)).toEqual([bistrot, halles].sort((a, b) => a - b));
    // A laboratory may deliver another laboratory.
    await t.post(`/api/labs/${sud}/restaurants`, { restaurantIds: [labo] }, await t.token(ADMIN));
    expect(await served(sud)).toEqual([labo]);
    const empty = await t.post(
      `/api/labs/${sud}/restaurants`,
      { restaurantIds: [] },
      await t.token(ADMIN),
    );
    expect(empty.body.data).toEqual([]);
    expect(await served(sud)).toEqual([]);
    await t.post(
      `/api/labs/${sud}/restaurants`,
      { restaurantIds: [comptoir] },
      await t.token(ADMIN),
    );
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s and writes nothing', async (email) => {
    const before = await served(labo);
    const res = await t.post(
      `/api/labs/${labo}/restaurants`,
      { restaurantIds: [bistrot] },
      await t.token(email),
    );
    expect(res.status).toBe(403);
    expect(await served(labo)).toEqual(before);
  });

  it.each([
    ['another chain’s laboratory', () => autrui],
    ['a restaurant that is not a laboratory', () => bistrot],
  ])('answers 404 for %s', async (_, id) => {
    const res = await t.post(
      `/api/labs/${id()}/restaurants`,
      { restaurantIds: [halles] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(404);
    expect(await served(id())).toEqual([]);
  });

  it.each([
    [{}, 'La liste des restaurants est requise'],
    [{ restaurantIds: 'tous' }, 'Liste attendue'],
    [{ restaurantIds: [1.5] }, 'Identifiant de restaurant invalide'],
    [{ restaurantIds: [0] }, 'Identifiant de restaurant invalide'],
    [{ restaurantIds: [], extra: true }, 'Clé non reconnue : "extra"'],
  ])('refuses %j and writes nothing', async (body, message) => {
    const before = await served(labo);
    const res = await t.post(`/api/labs/${labo}/restaurants`, body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Données invalides : ${message}`);
    expect(await served(labo)).toEqual(before);
  });

  it.each([
    [
      'another chain’s restaurant',
      () => [bistrot, autrui],
      () => `Restaurant introuvable : ${autrui}`,
    ],
    ['an unknown restaurant', () => [999999], () => 'Restaurant introuvable : 999999'],
    [
      'the laboratory itself',
      () => [bistrot, labo],
      () => 'Un laboratoire ne peut pas se livrer lui-même',
    ],
  ])('refuses %s and writes nothing', async (_, ids, message) => {
    const before = await served(labo);
    const res = await t.post(
      `/api/labs/${labo}/restaurants`,
      { restaurantIds: ids() },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ restaurantIds: message() });
    expect(await served(labo)).toEqual(before);
  });
});

describe('turning a laboratory off', () => {
  it('clears the restaurants it delivered', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Labo Éphémère', address: '1 rue Brève', isLab: true },
      await t.token(ADMIN),
    );
    const id = created.body.restaurant.id as number;
    await t.post(`/api/labs/${id}/restaurants`, { restaurantIds: [bistrot] }, await t.token(ADMIN));
    expect(await served(id)).toEqual([bistrot]);
    await t.put(`/api/restaurants/${id}`, { isLab: false }, await t.token(ADMIN));
    expect(await served(id)).toEqual([]);
    expect((await t.get(`/api/labs/${id}`, await t.token(ADMIN))).status).toBe(404);
  });
});

describe('deleting a restaurant that still has data', () => {
  it('answers 409 listing what remains, and keeps the restaurant and its staff', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Avec Personnel', address: '3 rue Pleine' },
      await t.token(ADMIN),
    );
    const id = created.body.restaurant.id as number;
    await t.db
      .insert(employees)
      .values({ restaurantId: id, firstName: 'Jo', lastName: 'Durand', pin: '4321' });
    const res = await t.del(`/api/restaurants/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^Ce restaurant contient encore des données : /);
    expect(await t.db.select().from(restaurants).where(eq(restaurants.id, id))).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(employees)
        .where(and(eq(employees.restaurantId, id))),
    ).toHaveLength(1);
  });
});
