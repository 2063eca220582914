import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES as M, LOGGED_IN_USE_MESSAGES } from '@bo/domain';
import {
  cleaningRecords,
  employees,
  equipments,
  equipmentTypes,
  restaurants,
  surfaces,
  temperatureReadings,
  zones,
} from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, autrui: number;
let frigo: number, congel: number, cellule: number, hallesFrigo: number, comptoirFrigo: number;
let autruiFrigo: number;
let lucas: number, hallesStaff: number;
let photo: number, theirPhoto: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
  frigo = await t.equipmentId(bistrot, 'Frigo de préparation');
  congel = await t.equipmentId(bistrot, 'Congélateur coffre');
  cellule = await t.equipmentId(bistrot, 'Cellule rapide');
  hallesFrigo = await t.equipmentId(halles, 'Frigo de préparation');
  comptoirFrigo = await t.equipmentId(comptoir, 'Frigo de préparation');
  autruiFrigo = await t.equipmentId(autrui, 'Frigo 1');
  lucas = await t.employeeOf(bistrot);
  hallesStaff = await t.employeeOf(halles);
  photo = await t.insertPhoto('Enseigne Démo', EMPLOYEE);
  theirPhoto = await t.insertPhoto('Autre Enseigne');
});
afterAll(() => t?.close());

type Reading = {
  id: number;
  restaurantId: number;
  equipmentId: number;
  equipment: {
    id: number;
    name: string;
    restaurantId: number;
    equipmentType: { name: string; temperatureMin: number | null; temperatureUnit: string | null };
  };
  temperature: number;
  recordedAt: string;
  status: string;
  employee: { id: number; firstName: string } | null;
  recordedBy: { firstName: string; lastName: string } | null;
  photo: { id: number; url: string } | null;
  notes: string | null;
};

const total = async () => (await t.db.select({ n: count() }).from(temperatureReadings))[0]!.n;

// Days of early 2025: far from the seeded logs of the last days, so lists hold only these.
const reading = (fields: Record<string, unknown> = {}) => ({
  equipmentId: frigo,
  temperature: 3,
  recordedAt: '2025-03-10T08:00:00.000Z',
  ...fields,
});

async function record(fields: Record<string, unknown>, email = ADMIN): Promise<Reading> {
  const res = await t.post('/api/temperature-readings', reading(fields), await t.token(email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.reading as Reading;
}

describe('POST /api/temperature-readings', () => {
  it("lets an EMPLOYEE record a reading in the equipment's restaurant, judged by its type's range", async () => {
    const created = await record(
      {
        temperature: 3.96,
        employeeId: lucas,
        photoId: photo,
        notes: '  Porte mal fermée  ',
      },
      EMPLOYEE,
    );
    expect(created).toMatchObject({
      restaurantId: bistrot,
      equipmentId: frigo,
      equipment: {
        id: frigo,
        name: 'Frigo de préparation',
        restaurantId: bistrot,
        equipmentType: {
          name: 'Réfrigérateur positif',
          equipmentFamily: 'TEMPERATURE',
          temperatureMin: 0,
          temperatureMax: 4,
          temperatureUnit: 'CELSIUS',
        },
      },
      // Stored to the tenth: 4.0, the top of the range.
      temperature: 4,
      status: 'GOOD',
      recordedAt: '2025-03-10T08:00:00.000Z',
      employee: { id: lucas },
      recordedBy: { firstName: 'Emma', lastName: 'Petit' },
      photo: { id: photo },
      notes: 'Porte mal fermée',
    });
    expect(created.photo!.url).toMatch(new RegExp(`^/api/photos/${photo}/file\\?`));
  });

  it('dates a reading now by default; a MANAGER records in his restaurants', async () => {
    const before = Date.now();
    const created = await record({ recordedAt: undefined, equipmentId: hallesFrigo }, MANAGER);
    expect(Date.parse(created.recordedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.recordedAt)).toBeLessThanOrEqual(Date.now() + 1000);
    expect(created).toMatchObject({
      restaurantId: halles,
      employee: null,
      photo: null,
      notes: null,
    });
  });

  it('statuses: beyond the range by 2 degrees at most is a warning, more is critical, no range is unknown', async () => {
    expect((await record({ temperature: 6 })).status).toBe('WARNING');
    expect((await record({ temperature: 6.1 })).status).toBe('CRITICAL');
    expect((await record({ temperature: -2.1 })).status).toBe('CRITICAL');
    expect((await record({ equipmentId: congel, temperature: -17 })).status).toBe('WARNING');
    expect((await record({ equipmentId: cellule, temperature: 3 })).status).toBe('UNKNOWN');
  });

  it('judges a °F range in °F (2 °F of tolerance)', async () => {
    const [type] = await t.db
      .insert(equipmentTypes)
      .values({
        enseigneId: await t.enseigneId('Enseigne Démo'),
        name: 'Frigo américain',
        family: 'TEMPERATURE',
        temperatureMin: 32,
        temperatureMax: 39.2,
        temperatureUnit: 'FAHRENHEIT',
      })
      .returning();
    const [us] = await t.db
      .insert(equipments)
      .values({ restaurantId: comptoir, equipmentTypeId: type!.id, name: 'Frigo US' })
      .returning();
    // 5 °C is 41 °F: within 2 °F of 39.2; 5.2 °C is 41.4 °F.
    expect((await record({ equipmentId: us!.id, temperature: 4 })).status).toBe('GOOD');
    expect((await record({ equipmentId: us!.id, temperature: 5 })).status).toBe('WARNING');
    expect((await record({ equipmentId: us!.id, temperature: 5.2 })).status).toBe('CRITICAL');
  });

  it('refuses bad input with French messages, writing nothing', async () => {
    const before = await total();
    const admin = await t.token(ADMIN);
    const manager = await t.token(MANAGER);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const cases: [string, string, Record<string, unknown>, string, unknown][] = [
      ['no equipment', admin, { equipmentId: undefined }, 'equipmentId', M.equipmentRequired],
      ['unknown equipment', admin, { equipmentId: 999999 }, 'equipmentId', M.equipmentNotFound],
      ["another chain's", admin, { equipmentId: autruiFrigo }, 'equipmentId', M.equipmentNotFound],
      [
        "not the manager's",
        manager,
        { equipmentId: comptoirFrigo },
        'equipmentId',
        M.equipmentNotFound,
      ],
      ['no temperature', admin, { temperature: undefined }, 'temperature', M.temperatureRequired],
      ['text temperature', admin, { temperature: 'froid' }, 'temperature', 'Nombre attendu'],
      ['too hot', admin, { temperature: 250.1 }, 'temperature', M.temperatureImplausible],
      ['too cold', admin, { temperature: -50.1 }, 'temperature', M.temperatureImplausible],
      ['future', admin, { recordedAt: future }, 'recordedAt', M.inFuture],
      ['bad date', admin, { recordedAt: 'hier' }, 'recordedAt', 'Date et heure invalides'],
      ['employee elsewhere', admin, { employeeId: hallesStaff }, 'employeeId', M.employeeNotFound],
      ["another chain's photo", admin, { photoId: theirPhoto }, 'photoId', M.photoNotFound],
      ['notes too long', admin, { notes: 'x'.repeat(2001) }, 'notes', expect.any(String)],
      ['unknown field', admin, { restaurantId: bistrot }, 'restaurantId', expect.any(String)],
    ];
    for (const [what, token, fields, field, message] of cases) {
      const res = await t.post('/api/temperature-readings', reading(fields), token);
      expect(res.status, what).toBe(400);
      expect(res.body.fieldErrors?.[field], what).toEqual(message);
      expect(res.body.error, what).toMatch(/^Données invalides : /);
    }
    expect(await t.post('/api/temperature-readings', reading())).toMatchObject({ status: 401 });
    const other = await t.post('/api/temperature-readings', reading(), await t.token(OTHER_ADMIN));
    expect(other.status).toBe(400);
    expect(await total()).toBe(before);
  });

  // Issue 10 item 7: '4,5' read as 45 in a fridge is a typing mistake, not a fault to count.
  it('refuses a reading far beyond what its equipment family can show, writing nothing', async () => {
    const before = await total();
    const admin = await t.token(ADMIN);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'a fridge at 45 °C',
        { equipmentId: frigo, temperature: 45 },
        'Température invraisemblable pour un équipement réfrigéré : entre -25 et 35 °C',
      ],
      [
        'a freezer at +30 °C',
        { equipmentId: congel, temperature: 30 },
        'Température invraisemblable pour un congélateur : entre -50 et 25 °C',
      ],
      [
        'a fridge at -30 °C',
        { equipmentId: frigo, temperature: -30 },
        'Température invraisemblable pour un équipement réfrigéré : entre -25 et 35 °C',
      ],
      [
        'a blast chiller at 150 °C',
        { equipmentId: cellule, temperature: 150 },
        'Température invraisemblable pour une cellule de refroidissement : entre -50 et 100 °C',
      ],
    ];
    for (const [what, fields, message] of cases) {
      const res = await t.post('/api/temperature-readings', reading(fields), admin);
      expect(res.status, what).toBe(400);
      expect(res.body.fieldErrors, what).toEqual({ temperature: message });
    }
    expect(await total()).toBe(before);
    // Plausible, even far out of the range: a real fault, recorded and counted.
    expect(await record({ equipmentId: frigo, temperature: 35 })).toMatchObject({
      temperature: 35,
      status: 'CRITICAL',
    });
    expect(await record({ equipmentId: congel, temperature: 25 })).toMatchObject({
      status: 'CRITICAL',
    });
    expect(await record({ equipmentId: cellule, temperature: 90 })).toMatchObject({
      status: 'UNKNOWN',
    });
  });
});

describe('GET /api/temperature-readings/{restaurantId}', () => {
  // Around the spring change in Paris (30 March 2025, 02:00 → 03:00).
  let lastOf29: number, firstOf30: number, lastOf30: number, firstOf31: number;
  beforeAll(async () => {
    lastOf29 = (
      await record({
        equipmentId: congel,
        temperature: -20,
        recordedAt: '2025-03-29T22:59:00.000Z',
      })
    ).id;
    firstOf30 = (
      await record({
        equipmentId: congel,
        temperature: -19,
        recordedAt: '2025-03-29T23:00:00.000Z',
      })
    ).id;
    lastOf30 = (
      await record({
        equipmentId: congel,
        temperature: -18,
        recordedAt: '2025-03-30T21:59:00.000Z',
      })
    ).id;
    firstOf31 = (
      await record({
        equipmentId: congel,
        temperature: -21,
        recordedAt: '2025-03-30T22:00:00.000Z',
      })
    ).id;
  });

  const ids = (res: { body: { readings: Reading[] } }) => res.body.readings.map((r) => r.id);

  it("reads whole days in the restaurant's time zone, newest first, for every role", async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(
        `/api/temperature-readings/${bistrot}?from=2025-03-30&to=2025-03-30`,
        await t.token(email),
      );
      expect(res.status, email).toBe(200);
      expect(ids(res), email).toEqual([lastOf30, firstOf30]);
    }
    const both = await t.get(
      `/api/temperature-readings/${bistrot}?from=2025-03-29&to=2025-03-31`,
      await t.token(ADMIN),
    );
    expect(
      ids(both).filter((id) => [lastOf29, firstOf30, lastOf30, firstOf31].includes(id)),
    ).toEqual([firstOf31, lastOf30, firstOf30, lastOf29]);
  });

  it("follows the restaurant's own zone", async () => {
    await t.db.update(restaurants).set({ timeZone: 'UTC' }).where(eq(restaurants.id, bistrot));
    try {
      const res = await t.get(
        `/api/temperature-readings/${bistrot}?from=2025-03-30&to=2025-03-30`,
        await t.token(ADMIN),
      );
      // In UTC, 30 March is 00:00 to 24:00 Z: the last two readings.
      expect(ids(res)).toEqual([firstOf31, lastOf30]);
    } finally {
      await t.db
        .update(restaurants)
        .set({ timeZone: 'Europe/Paris' })
        .where(eq(restaurants.id, bistrot));
    }
  });

  it('answers 404 for a restaurant the user does not see, 400 for a bad period', async () => {
    const admin = await t.token(ADMIN);
    const days = '?from=2025-03-30&to=2025-03-30';
    expect((await t.get(`/api/temperature-readings/${autrui}${days}`, admin)).status).toBe(404);
    expect((await t.get(`/api/temperature-readings/999999${days}`, admin)).status).toBe(404);
    expect(
      (await t.get(`/api/temperature-readings/${comptoir}${days}`, await t.token(MANAGER))).status,
    ).toBe(404);
    expect(
      (await t.get(`/api/temperature-readings/${bistrot}${days}`, await t.token(OTHER_ADMIN)))
        .status,
    ).toBe(404);
    expect((await t.get(`/api/temperature-readings/${bistrot}${days}`)).status).toBe(401);
    const bad: [string, string, string][] = [
      ['?from=2025-03-31&to=2025-03-30', 'from', M.periodInvalid],
      ['?from=2024-01-01&to=2025-01-01', 'to', M.periodTooLong],
      ['?from=2025-02-30&to=2025-03-01', 'from', 'Date inexistante : 2025-02-30'],
      ['?to=2025-03-01', 'from', expect.any(String) as unknown as string],
      ['?from=30/03/2025&to=2025-03-31', 'from', 'Date de début invalide (AAAA-MM-JJ)'],
    ];
    for (const [query, field, message] of bad) {
      const res = await t.get(`/api/temperature-readings/${bistrot}${query}`, admin);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors?.[field], query).toEqual(message);
    }
    // 366 days is the longest period.
    const year = await t.get(
      `/api/temperature-readings/${bistrot}?from=2024-01-01&to=2024-12-31`,
      admin,
    );
    expect(year.status).toBe(200);
  });
});

describe('GET /api/temperature-readings (batch)', () => {
  let paris: number, newYork: number, theirs: number;
  beforeAll(async () => {
    // 03:30 UTC on 5 May: 5 May in Paris, still 4 May in New York.
    paris = (await record({ equipmentId: frigo, recordedAt: '2025-05-05T03:30:00.000Z' })).id;
    await t.db
      .update(restaurants)
      .set({ timeZone: 'America/New_York' })
      .where(eq(restaurants.id, halles));
    newYork = (await record({ equipmentId: hallesFrigo, recordedAt: '2025-05-05T03:30:00.000Z' }))
      .id;
    const [row] = await t.db
      .insert(temperatureReadings)
      .values({
        restaurantId: autrui,
        equipmentId: autruiFrigo,
        temperature: 2,
        recordedAt: new Date('2025-05-05T03:30:00.000Z'),
      })
      .returning();
    theirs = row!.id;
  });
  afterAll(async () => {
    await t.db
      .update(restaurants)
      .set({ timeZone: 'Europe/Paris' })
      .where(eq(restaurants.id, halles));
  });

  const ids = (res: { body: { readings: Reading[] } }) => res.body.readings.map((r) => r.id);

  it("reads several equipments' days, each in its restaurant's zone, leaving out what the user does not see", async () => {
    const admin = await t.token(ADMIN);
    const equipmentIds = [frigo, hallesFrigo, autruiFrigo].join(',');
    const may5 = await t.get(
      `/api/temperature-readings?equipmentIds=${equipmentIds}&from=2025-05-05&to=2025-05-05`,
      admin,
    );
    expect(may5.status).toBe(200);
    expect(ids(may5)).toEqual([paris]);
    const may4 = await t.get(
      `/api/temperature-readings?equipmentIds=${equipmentIds}&from=2025-05-04&to=2025-05-04`,
      admin,
    );
    expect(ids(may4)).toEqual([newYork]);
    const theirView = await t.get(
      `/api/temperature-readings?equipmentIds=${equipmentIds}&from=2025-05-04&to=2025-05-05`,
      await t.token(OTHER_ADMIN),
    );
    expect(ids(theirView)).toEqual([theirs]);
  });

  it('reads several restaurants; a MANAGER only his', async () => {
    const restaurantIds = [bistrot, halles, comptoir, autrui].join(',');
    const query = `?restaurantIds=${restaurantIds}&from=2025-05-04&to=2025-05-05`;
    const admin = await t.get(`/api/temperature-readings${query}`, await t.token(ADMIN));
    expect(ids(admin).sort()).toEqual([paris, newYork].sort());
    const employee = await t.get(`/api/temperature-readings${query}`, await t.token(EMPLOYEE));
    expect(ids(employee).sort()).toEqual([paris, newYork].sort());
    const none = await t.get(
      `/api/temperature-readings?restaurantIds=${comptoir}&from=2025-05-04&to=2025-05-05`,
      await t.token(MANAGER),
    );
    expect(ids(none)).toEqual([]);
  });

  it('needs one list and a whole period (none: the last 7 days)', async () => {
    const admin = await t.token(ADMIN);
    for (const query of [
      '?from=2025-05-04&to=2025-05-05',
      `?equipmentIds=${frigo}&restaurantIds=${bistrot}&from=2025-05-04&to=2025-05-05`,
      `?equipmentIds=${frigo}&from=2025-05-04`,
      `?equipmentIds=${frigo}&from=2025-05-06&to=2025-05-05`,
      '?equipmentIds=a,b&from=2025-05-04&to=2025-05-05',
    ]) {
      expect((await t.get(`/api/temperature-readings${query}`, admin)).status, query).toBe(400);
    }
  });
});

describe('what the logs name is kept', () => {
  it('refuses to delete an equipment, a surface or an employee named by a log (409, kept)', async () => {
    const admin = await t.token(ADMIN);
    const [probe] = await t.db
      .insert(equipments)
      .values({
        restaurantId: bistrot,
        equipmentTypeId: (await t.db.select().from(equipmentTypes))[0]!.id,
        name: 'Sonde à supprimer',
      })
      .returning();
    const [extra] = await t.db
      .insert(employees)
      .values({ restaurantId: bistrot, firstName: 'Léa', lastName: 'Sonde', pin: '98765' })
      .returning();
    await record({ equipmentId: probe!.id, employeeId: extra!.id });

    const equipment = await t.del(`/api/equipments/${probe!.id}`, admin);
    expect(equipment.status).toBe(409);
    expect(equipment.body.error).toBe(LOGGED_IN_USE_MESSAGES.equipment);
    const employee = await t.del(`/api/employees/${extra!.id}`, admin);
    expect(employee.status).toBe(409);
    expect(employee.body.error).toBe(LOGGED_IN_USE_MESSAGES.employee);

    const [surface] = await t.db
      .select({ id: surfaces.id, zoneId: surfaces.zoneId })
      .from(surfaces)
      .innerJoin(zones, eq(zones.id, surfaces.zoneId))
      .where(eq(zones.restaurantId, bistrot));
    await t.db.insert(cleaningRecords).values({
      restaurantId: bistrot,
      surfaceId: surface!.id,
      cleanedAt: new Date('2025-03-10T08:00:00.000Z'),
    });
    const cleaned = await t.del(`/api/surfaces/${surface!.id}`, admin);
    expect(cleaned.status).toBe(409);
    expect(cleaned.body.error).toBe(LOGGED_IN_USE_MESSAGES.surface);

    const left = await Promise.all([
      t.db.select().from(equipments).where(eq(equipments.id, probe!.id)),
      t.db.select().from(employees).where(eq(employees.id, extra!.id)),
      t.db.select().from(surfaces).where(eq(surfaces.id, surface!.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([1, 1, 1]);
  });
});
