import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  employees,
  equipments,
  restaurants,
  temperatureReadings,
  type RestaurantRow,
} from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t?.close());

/** What the lists would count, straight from the tables, for some restaurants. */
async function countsOf(ids: number[]) {
  const n = async (table: typeof employees | typeof equipments | typeof temperatureReadings) =>
    (await t.db.select({ n: count() }).from(table).where(inArray(table.restaurantId, ids)))[0]!.n;
  return {
    restaurantCount: ids.length,
    employeeCount: await n(employees),
    equipmentCount: await n(equipments),
    temperatureReadingCount: await n(temperatureReadings),
  };
}

async function chainRestaurants(enseigne: string): Promise<RestaurantRow[]> {
  const id = await t.enseigneId(enseigne);
  return t.db.select().from(restaurants).where(eq(restaurants.enseigneId, id));
}

describe('GET /api/dashboard', () => {
  it("counts the whole chain's restaurants, staff, equipment and readings for an ADMIN and an EMPLOYEE", async () => {
    const ids = (await chainRestaurants('Enseigne Démo')).map((r) => r.id);
    const expected = await countsOf(ids);
    // The demo data holds a month of readings: the count is the table's, not a page of it.
    expect(expected.temperatureReadingCount).toBeGreaterThan(100);
    for (const email of [ADMIN, EMPLOYEE]) {
      const res = await t.get('/api/dashboard', await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.dashboard).toMatchObject(expected);
    }
  });

  it('counts only the restaurants of his invitation for a MANAGER', async () => {
    const mine = [
      await t.restaurantId('Le Bistrot du Port'),
      await t.restaurantId('La Table des Halles'),
    ];
    const res = await t.get('/api/dashboard', await t.token(MANAGER));
    expect(res.status).toBe(200);
    expect(res.body.dashboard).toMatchObject(await countsOf(mine));
    for (const r of res.body.dashboard.recentRestaurants) expect(mine).toContain(r.id);
    for (const e of res.body.dashboard.recentEmployees) expect(mine).toContain(e.restaurantId);
  });

  it('never counts another chain', async () => {
    const ids = (await chainRestaurants('Autre Enseigne')).map((r) => r.id);
    const res = await t.get('/api/dashboard', await t.token(OTHER_ADMIN));
    expect(res.body.dashboard).toMatchObject(await countsOf(ids));
    expect(res.body.dashboard.recentRestaurants.map((r: { name: string }) => r.name)).toEqual([
      'Chez Autrui',
    ]);
  });

  it('lists the first 3 restaurants created and the first 2 employees added, oldest first', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Tout Nouveau', address: '9 rue Neuve' },
      await t.token(ADMIN),
    );
    expect(created.status).toBe(201);
    // The newest of the chain, as a restaurant created now always is: the template's rows may
    // have been seeded by another process at a later instant (a clock set back to the same fake
    // instant in each process, a template cached from an earlier run of the day).
    await t.db
      .update(restaurants)
      .set({ createdAt: sql`(select max(created_at) from restaurants) + interval '1 second'` })
      .where(eq(restaurants.id, created.body.restaurant.id as number));
    const res = await t.get('/api/dashboard', await t.token(ADMIN));
    const { recentRestaurants, recentEmployees } = res.body.dashboard;
    const chain = (await chainRestaurants('Enseigne Démo')).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
    );
    expect(recentRestaurants.map((r: { id: number }) => r.id)).toEqual(
      chain.slice(0, 3).map((r) => r.id),
    );
    expect(recentRestaurants.map((r: { name: string }) => r.name)).not.toContain('Tout Nouveau');
    const staff = await t.db
      .select()
      .from(employees)
      .where(
        inArray(
          employees.restaurantId,
          chain.map((r) => r.id),
        ),
      );
    staff.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    expect(recentEmployees.map((e: { id: number }) => e.id)).toEqual(
      staff.slice(0, 2).map((e) => e.id),
    );
    expect(recentEmployees[0]).toMatchObject({
      firstName: staff[0]!.firstName,
      restaurants: [{ id: staff[0]!.restaurantId }],
    });
    expect(res.body.dashboard.restaurantCount).toBe(chain.length);
  });

  it('requires a token', async () => {
    expect((await t.get('/api/dashboard')).status).toBe(401);
  });
});
