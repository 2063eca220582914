import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES as M, PROCESS_MESSAGES as P } from '@bo/domain';
import { coolingRecords, heatingRecords, restaurants } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, autrui: number;
let cellule: number, four: number, frigo: number, hallesCellule: number;
let lucas: number, hallesStaff: number;
let photo: number, theirPhoto: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
  cellule = await t.equipmentId(bistrot, 'Cellule rapide');
  four = await t.equipmentId(bistrot, 'Four mixte');
  frigo = await t.equipmentId(bistrot, 'Frigo de préparation');
  hallesCellule = await t.equipmentId(halles, 'Cellule rapide');
  lucas = await t.employeeOf(bistrot);
  hallesStaff = await t.employeeOf(halles);
  photo = await t.insertPhoto('Enseigne Démo', EMPLOYEE);
  theirPhoto = await t.insertPhoto('Autre Enseigne');
});
afterAll(() => t?.close());

type ProcessRecord = {
  id: number;
  restaurantId: number;
  productName: string;
  startTemperature: number;
  endTemperature: number;
  startTime: string;
  endTime: string;
  date: string;
  durationMinutes: number;
  status: string;
  equipment: { id: number; name: string } | null;
  employee: { id: number; firstName: string } | null;
  recordedBy: { firstName: string; lastName: string } | null;
  photo: { id: number; url: string } | null;
  notes: string | null;
};

const totals = async () => {
  const [[c], [h]] = await Promise.all([
    t.db.select({ n: count() }).from(coolingRecords),
    t.db.select({ n: count() }).from(heatingRecords),
  ]);
  return { cooling: c!.n, heating: h!.n };
};

// Days of early 2025: far from the seeded logs of the last days, so lists hold only these.
const cooling = (fields: Record<string, unknown> = {}) => ({
  restaurantId: bistrot,
  productName: 'Blanquette',
  startTemperature: 63,
  endTemperature: 3,
  startTime: '2025-03-10T22:30:00.000Z',
  endTime: '2025-03-11T00:00:00.000Z',
  ...fields,
});

async function record(kind: 'cooling' | 'heating', fields: Record<string, unknown>, email = ADMIN) {
  const res = await t.post(`/api/${kind}-records`, cooling(fields), await t.token(email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.record as ProcessRecord;
}

describe('POST /api/cooling-records and /api/heating-records', () => {
  it('lets an EMPLOYEE record a cooling, its status and duration computed, its day in the restaurant zone', async () => {
    const created = await record(
      'cooling',
      {
        equipmentId: cellule,
        employeeId: lucas,
        photoId: photo,
        notes: '  Bac gastro  ',
        productName: ' Blanquette ',
      },
      EMPLOYEE,
    );
    expect(created).toMatchObject({
      restaurantId: bistrot,
      productName: 'Blanquette',
      startTemperature: 63,
      endTemperature: 3,
      durationMinutes: 90,
      // A drop of 60 to 3 °C in an hour and a half.
      status: 'EXCELLENT',
      // 22:30 UTC on March 10 is 23:30 in Paris.
      date: '2025-03-10',
      equipment: { id: cellule, name: 'Cellule rapide' },
      employee: { id: lucas },
      recordedBy: { firstName: 'Emma', lastName: 'Petit' },
      photo: { id: photo },
      notes: 'Bac gastro',
    });
    expect(created.photo!.url).toMatch(new RegExp(`^/api/photos/${photo}/file\\?`));
  });

  it('keeps the cooling and reheating statuses (docs/areas/hygiene.md#cooling-and-reheating)', async () => {
    const slow = await record('cooling', {
      startTime: '2025-03-12T08:00:00.000Z',
      endTime: '2025-03-12T11:00:00.000Z',
    });
    expect(slow.status).toBe('GOOD');
    expect((await record('cooling', { endTemperature: 8 })).status).toBe('WARNING');
    expect((await record('cooling', { endTemperature: 12 })).status).toBe('CRITICAL');
    const heated = await record('heating', {
      equipmentId: four,
      startTemperature: 3,
      endTemperature: 70,
      productName: 'Lasagnes',
    });
    expect(heated).toMatchObject({ status: 'EXCELLENT', equipment: { name: 'Four mixte' } });
    expect((await record('heating', { startTemperature: 3, endTemperature: 62 })).status).toBe(
      'WARNING',
    );
    expect((await record('heating', { startTemperature: 3, endTemperature: 50 })).status).toBe(
      'CRITICAL',
    );
  });

  it('refuses bad input with French messages, writing nothing', async () => {
    const token = await t.token(ADMIN);
    const before = await totals();
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['cooling', { endTime: '2025-03-10T22:30:00.000Z' }, 'endTime', M.endBeforeStart],
      ['heating', { endTime: '2025-03-10T21:00:00.000Z' }, 'endTime', M.endBeforeStart],
      ['cooling', { startTemperature: 400 }, 'startTemperature', M.temperatureImplausible],
      ['cooling', { endTemperature: -80 }, 'endTemperature', M.temperatureImplausible],
      ['cooling', { endTemperature: undefined }, 'endTemperature', P.endTemperatureRequired],
      ['cooling', { productName: '  ' }, 'productName', M.productNameRequired],
      ['cooling', { startTime: 'hier' }, 'startTime', P.dateTimeInvalid],
      ['cooling', { startTime: undefined }, 'startTime', P.startTimeRequired],
      [
        'cooling',
        {
          startTime: new Date(Date.now() + 3_600_000).toISOString(),
          endTime: new Date(Date.now() + 7_200_000).toISOString(),
        },
        'endTime',
        M.inFuture,
      ],
      ['cooling', { equipmentId: four }, 'equipmentId', M.equipmentWrongFamily('Refroidissement')],
      [
        'heating',
        { equipmentId: cellule },
        'equipmentId',
        M.equipmentWrongFamily('Remise en température'),
      ],
      ['cooling', { equipmentId: frigo }, 'equipmentId', M.equipmentWrongFamily('Refroidissement')],
      ['cooling', { equipmentId: hallesCellule }, 'equipmentId', M.equipmentNotFound],
      ['cooling', { employeeId: hallesStaff }, 'employeeId', M.employeeNotFound],
      ['cooling', { photoId: theirPhoto }, 'photoId', M.photoNotFound],
      ['cooling', { extra: 1 }, 'extra', expect.any(String) as unknown as string],
    ];
    for (const [kind, fields, field, message] of cases) {
      const res = await t.post(`/api/${kind}-records`, cooling(fields), token);
      expect(res.status, `${kind} ${field}`).toBe(400);
      expect(res.body.fieldErrors[field], `${kind} ${field}`).toEqual(message);
      expect(res.body.error).toMatch(/^Données invalides : /);
    }
    expect(await totals()).toEqual(before);
  });

  it('answers 400 under restaurantId for a restaurant the user does not see, 401 without a session', async () => {
    expect(
      (
        await t.post(
          '/api/cooling-records',
          cooling({ restaurantId: autrui }),
          await t.token(ADMIN),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.post(
          '/api/heating-records',
          cooling({ restaurantId: comptoir }),
          await t.token(MANAGER),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await t.post(
          '/api/cooling-records',
          cooling({ restaurantId: bistrot }),
          await t.token(OTHER_ADMIN),
        )
      ).status,
    ).toBe(400);
    expect((await t.post('/api/cooling-records', cooling())).status).toBe(401);
  });
});

describe('GET /api/cooling-records/restaurant/{id} and /api/heating-records/restaurant/{id}', () => {
  let early: ProcessRecord, late: ProcessRecord, hallesRecord: ProcessRecord;
  beforeAll(async () => {
    // Bounds of January 20, 2025 in Paris (UTC+1): 2025-01-19T23:00Z to 2025-01-20T23:00Z.
    early = await record('heating', {
      startTime: '2025-01-19T23:00:00.000Z',
      endTime: '2025-01-19T23:30:00.000Z',
      productName: 'Minuit',
    });
    late = await record('heating', {
      startTime: '2025-01-20T22:59:00.000Z',
      endTime: '2025-01-20T23:30:00.000Z',
      productName: 'Presque minuit',
    });
    await record('heating', {
      startTime: '2025-01-20T23:00:00.000Z',
      endTime: '2025-01-20T23:30:00.000Z',
      productName: 'Lendemain',
    });
    await record('heating', {
      startTime: '2025-01-19T22:59:00.000Z',
      endTime: '2025-01-19T23:30:00.000Z',
      productName: 'Veille',
    });
    hallesRecord = await record('heating', {
      restaurantId: halles,
      startTime: '2025-01-20T10:00:00.000Z',
      endTime: '2025-01-20T11:00:00.000Z',
      productName: 'Halles',
    });
  });

  it("reads the days from and to in the restaurant's time zone, newest start first", async () => {
    const res = await t.get(
      `/api/heating-records/restaurant/${bistrot}?from=2025-01-20&to=2025-01-20`,
      await t.token(EMPLOYEE),
    );
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: ProcessRecord) => r.id)).toEqual([late.id, early.id]);
    expect(res.body.records[0].date).toBe('2025-01-20');
  });

  it('follows the restaurant zone when it changes', async () => {
    await t.db.update(restaurants).set({ timeZone: 'UTC' }).where(eq(restaurants.id, bistrot));
    try {
      const res = await t.get(
        `/api/heating-records/restaurant/${bistrot}?from=2025-01-20&to=2025-01-20`,
        await t.token(ADMIN),
      );
      expect(res.body.records.map((r: ProcessRecord) => r.productName)).toEqual([
        'Lendemain',
        'Presque minuit',
      ]);
    } finally {
      await t.db
        .update(restaurants)
        .set({ timeZone: 'Europe/Paris' })
        .where(eq(restaurants.id, bistrot));
    }
  });

  it('refuses a bad period (400) and a restaurant the user does not see (404)', async () => {
    const token = await t.token(ADMIN);
    for (const query of [
      '?from=2025-01-20',
      '?to=2025-01-20',
      '?from=2025-01-21&to=2025-01-20',
      '?from=2024-01-01&to=2025-01-20',
      '?from=2025-02-30&to=2025-03-01',
    ]) {
      const res = await t.get(`/api/cooling-records/restaurant/${bistrot}${query}`, token);
      expect(res.status, query).toBe(400);
    }
    const period = '?from=2025-01-20&to=2025-01-20';
    expect((await t.get(`/api/cooling-records/restaurant/${autrui}${period}`, token)).status).toBe(
      404,
    );
    expect(
      (await t.get(`/api/heating-records/restaurant/${comptoir}${period}`, await t.token(MANAGER)))
        .status,
    ).toBe(404);
    expect(
      (
        await t.get(
          `/api/heating-records/restaurant/${bistrot}${period}`,
          await t.token(OTHER_ADMIN),
        )
      ).status,
    ).toBe(404);
    expect((await t.get(`/api/heating-records/restaurant/abc${period}`, token)).status).toBe(404);
  });

  it('reads several restaurants at once (?restaurantIds=), only those the user sees', async () => {
    const period = 'from=2025-01-20&to=2025-01-20';
    const res = await t.get(
      `/api/heating-records?restaurantIds=${bistrot},${halles},${autrui}&${period}`,
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: ProcessRecord) => r.id)).toEqual([
      late.id,
      hallesRecord.id,
      early.id,
    ]);
    const onlyOthers = await t.get(
      `/api/heating-records?restaurantIds=${comptoir},${autrui}&${period}`,
      await t.token(MANAGER),
    );
    expect(onlyOthers.body.records).toEqual([]);
    const all = await t.get(`/api/heating-records?${period}`, await t.token(ADMIN));
    expect(all.body.records).toHaveLength(3);
    expect((await t.get(`/api/heating-records?from=2025-01-20`, await t.token(ADMIN))).status).toBe(
      400,
    );
    expect(
      (
        await t.get(
          `/api/heating-records?restaurantIds=${autrui}&from=2025-01-21&to=2025-01-20`,
          await t.token(ADMIN),
        )
      ).status,
    ).toBe(400);
    expect((await t.get(`/api/cooling-records?restaurantIds=x`, await t.token(ADMIN))).status).toBe(
      400,
    );
  });
});
