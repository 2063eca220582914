import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES as M, PROCESS_MESSAGES as P } from '@bo/domain';
import { oilRecords, users } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, autrui: number;
let fryer: number, hallesFryer: number, comptoirFryer: number, frigo: number, autruiFrigo: number;
let lucas: number, hallesStaff: number;
let photo: number, theirPhoto: number;
let theirRecord: number;

const userId = async (email: string) =>
  (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const total = async () => (await t.db.select({ n: count() }).from(oilRecords))[0]!.n;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
  fryer = await t.equipmentId(bistrot, 'Friteuse double bac');
  hallesFryer = await t.equipmentId(halles, 'Friteuse double bac');
  comptoirFryer = await t.equipmentId(comptoir, 'Friteuse double bac');
  frigo = await t.equipmentId(bistrot, 'Frigo de préparation');
  autruiFrigo = await t.equipmentId(autrui, 'Frigo 1');
  lucas = await t.employeeOf(bistrot);
  hallesStaff = await t.employeeOf(halles);
  photo = await t.insertPhoto('Enseigne Démo', EMPLOYEE);
  theirPhoto = await t.insertPhoto('Autre Enseigne');
  // The other chain has no fryer: its check is written straight into the table.
  theirRecord = (
    await t.db
      .insert(oilRecords)
      .values({
        restaurantId: autrui,
        equipmentId: autruiFrigo,
        action: 'REUSE',
        method: 'STRIP',
        rate: 0.2,
        recordedAt: new Date('2025-02-01T12:00:00Z'),
        recordedById: await userId(OTHER_ADMIN),
      })
      .returning({ id: oilRecords.id })
  )[0]!.id;
});
afterAll(() => t?.close());

type OilRecord = {
  id: number;
  restaurantId: number;
  equipment: { id: number; name: string };
  action: string;
  method: string;
  rate: number | null;
  level: string;
  recordedAt: string;
  date: string;
  employee: { id: number } | null;
  recordedBy: { firstName: string } | null;
  photo: { id: number; url: string } | null;
  notes: string | null;
};

const check = (fields: Record<string, unknown> = {}) => ({
  equipmentId: fryer,
  action: 'REUSE',
  method: 'TESTING',
  rate: 0.25,
  recordedAt: '2025-02-03T12:00:00.000Z',
  ...fields,
});

async function record(fields: Record<string, unknown> = {}, email = ADMIN) {
  const res = await t.post('/api/oil-records', check(fields), await t.token(email));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.record as OilRecord;
}

describe('POST /api/oil-records', () => {
  it("lets an EMPLOYEE record a check of a fryer, in the fryer's restaurant, with its level", async () => {
    const created = await record(
      {
        employeeId: lucas,
        photoId: photo,
        notes: ' Huile claire ',
        recordedAt: '2025-02-03T23:30:00.000Z',
      },
      EMPLOYEE,
    );
    expect(created).toMatchObject({
      restaurantId: bistrot,
      equipment: { id: fryer, name: 'Friteuse double bac' },
      action: 'REUSE',
      method: 'TESTING',
      rate: 0.25,
      level: 'EXCELLENT',
      recordedAt: '2025-02-03T23:30:00.000Z',
      // 23:30 UTC is past midnight in Paris.
      date: '2025-02-04',
      employee: { id: lucas },
      recordedBy: { firstName: 'Emma' },
      photo: { id: photo },
      notes: 'Huile claire',
    });
  });

  it('levels by rate (0.3 and 0.7), no rate is not tested, and dates it now by default', async () => {
    expect((await record({ rate: 0.3 })).level).toBe('EXCELLENT');
    expect((await record({ rate: 0.7, action: 'FILTER_AND_REUSE' })).level).toBe('ATTENTION');
    expect((await record({ rate: 0.71, action: 'CHANGE', method: 'STRIP' })).level).toBe(
      'CRITICAL',
    );
    const untested = await record({ method: 'NOTHING', rate: undefined, recordedAt: undefined });
    expect(untested).toMatchObject({ rate: null, level: 'NOT_TESTED' });
    expect(Date.now() - new Date(untested.recordedAt).getTime()).toBeLessThan(60_000);
    expect((await record({ method: 'NOTHING', rate: null })).level).toBe('NOT_TESTED');
  });

  it('refuses bad input with French messages, writing nothing', async () => {
    const token = await t.token(MANAGER);
    const before = await total();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rate: 1.2 }, 'rate', M.rateOutOfRange],
      [{ rate: -0.1 }, 'rate', M.rateOutOfRange],
      [{ method: 'NOTHING', rate: 0.2 }, 'rate', P.rateWithoutTest],
      [{ action: undefined }, 'action', M.actionRequired],
      [
        { action: 'BURN' },
        'action',
        'Valeur non reconnue : REUSE, FILTER_AND_REUSE ou CHANGE attendu',
      ],
      [{ method: undefined }, 'method', M.methodRequired],
      [{ equipmentId: undefined }, 'equipmentId', M.equipmentRequired],
      [{ equipmentId: frigo }, 'equipmentId', M.equipmentWrongFamily('Huile de friture')],
      // The manager does not run the Comptoir; another chain's equipment is unknown too.
      [{ equipmentId: comptoirFryer }, 'equipmentId', M.equipmentNotFound],
      [{ equipmentId: autruiFrigo }, 'equipmentId', M.equipmentNotFound],
      [{ recordedAt: new Date(Date.now() + 3_600_000).toISOString() }, 'recordedAt', M.inFuture],
      [{ recordedAt: '03/02/2025' }, 'recordedAt', P.dateTimeInvalid],
      [{ employeeId: hallesStaff }, 'employeeId', M.employeeNotFound],
      [{ photoId: theirPhoto }, 'photoId', M.photoNotFound],
    ];
    for (const [fields, field, message] of cases) {
      const res = await t.post('/api/oil-records', check(fields), token);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.fieldErrors[field], JSON.stringify(fields)).toBe(message);
    }
    expect((await t.post('/api/oil-records', check())).status).toBe(401);
    expect(await total()).toBe(before);
  });
});

describe('GET /api/oil-records', () => {
  let managerCheck: OilRecord, hallesCheck: OilRecord, comptoirCheck: OilRecord;
  beforeAll(async () => {
    managerCheck = await record({ recordedAt: '2025-04-10T08:00:00.000Z', rate: 0.5 }, MANAGER);
    hallesCheck = await record({
      equipmentId: hallesFryer,
      recordedAt: '2025-04-10T09:00:00.000Z',
    });
    comptoirCheck = await record({
      equipmentId: comptoirFryer,
      recordedAt: '2025-04-10T10:00:00.000Z',
    });
  });
  const period = 'from=2025-04-10&to=2025-04-10';

  it('lists the visible checks, newest first, over a period or all of them', async () => {
    const admin = await t.get(`/api/oil-records?${period}`, await t.token(ADMIN));
    expect(admin.status).toBe(200);
    expect(admin.body.records.map((r: OilRecord) => r.id)).toEqual([
      comptoirCheck.id,
      hallesCheck.id,
      managerCheck.id,
    ]);
    const manager = await t.get(`/api/oil-records?${period}`, await t.token(MANAGER));
    expect(manager.body.records.map((r: OilRecord) => r.id)).toEqual([
      hallesCheck.id,
      managerCheck.id,
    ]);
    const batch = await t.get(
      `/api/oil-records?restaurantIds=${comptoir},${autrui}&${period}`,
      await t.token(EMPLOYEE),
    );
    expect(batch.body.records.map((r: OilRecord) => r.id)).toEqual([comptoirCheck.id]);
    const everything = await t.get('/api/oil-records', await t.token(ADMIN));
    const ids = everything.body.records.map((r: OilRecord) => r.id);
    expect(ids).toEqual(expect.arrayContaining([managerCheck.id, hallesCheck.id]));
    expect(ids).not.toContain(theirRecord);
    const other = await t.get('/api/oil-records', await t.token(OTHER_ADMIN));
    expect(other.body.records.map((r: OilRecord) => r.id)).toEqual([theirRecord]);
    expect((await t.get('/api/oil-records?to=2025-04-10', await t.token(ADMIN))).status).toBe(400);
  });

  it("reads a restaurant's days in its time zone; 404 for one the user does not see", async () => {
    const res = await t.get(
      `/api/oil-records/restaurant/${halles}?${period}`,
      await t.token(MANAGER),
    );
    expect(res.body.records.map((r: OilRecord) => r.id)).toEqual([hallesCheck.id]);
    const night = await t.get(
      `/api/oil-records/restaurant/${bistrot}?from=2025-02-04&to=2025-02-04`,
      await t.token(ADMIN),
    );
    expect(night.body.records.map((r: OilRecord) => r.date)).toEqual(['2025-02-04']);
    expect(
      (await t.get(`/api/oil-records/restaurant/${comptoir}?${period}`, await t.token(MANAGER)))
        .status,
    ).toBe(404);
    expect(
      (await t.get(`/api/oil-records/restaurant/${autrui}?${period}`, await t.token(ADMIN))).status,
    ).toBe(404);
    // Half a period is refused; none at all is the last 7 days (documented-calls.test.ts).
    expect(
      (await t.get(`/api/oil-records/restaurant/${bistrot}?from=2025-01-01`, await t.token(ADMIN)))
        .status,
    ).toBe(400);
  });

  it('lists what a user of the chain wrote, among the visible checks', async () => {
    const manager = await userId(MANAGER);
    const res = await t.get(`/api/oil-records/user/${manager}`, await t.token(ADMIN));
    expect(res.status).toBe(200);
    expect(res.body.records.length).toBeGreaterThan(0);
    expect(res.body.records.every((r: OilRecord) => r.recordedBy?.firstName === 'Marc')).toBe(true);
    const admin = await t.get(
      `/api/oil-records/user/${await userId(ADMIN)}`,
      await t.token(MANAGER),
    );
    const restaurantsSeen = new Set(admin.body.records.map((r: OilRecord) => r.restaurantId));
    expect(restaurantsSeen.has(comptoir)).toBe(false);
    expect(restaurantsSeen.has(halles)).toBe(true);
    expect(
      (await t.get(`/api/oil-records/user/${await userId(OTHER_ADMIN)}`, await t.token(ADMIN)))
        .status,
    ).toBe(404);
    expect((await t.get('/api/oil-records/user/999999', await t.token(ADMIN))).status).toBe(404);
  });

  it('reads one check; 404 for another chain or manager', async () => {
    const res = await t.get(`/api/oil-records/${hallesCheck.id}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ id: hallesCheck.id, restaurantId: halles });
    expect(
      (await t.get(`/api/oil-records/${comptoirCheck.id}`, await t.token(MANAGER))).status,
    ).toBe(404);
    expect((await t.get(`/api/oil-records/${theirRecord}`, await t.token(ADMIN))).status).toBe(404);
    expect((await t.get('/api/oil-records/0', await t.token(ADMIN))).status).toBe(404);
  });
});

describe('PUT /api/oil-records/{id}', () => {
  // A correction like POST …/corrections (corrections.test.ts): ADMIN, or MANAGER in his
  // restaurants, with a reason; the role is checked first.
  it('is for an ADMIN or a MANAGER in his restaurants, the role checked first', async () => {
    const mine = await record({}, EMPLOYEE);
    const fix = { rate: 0.1, reason: 'Mal lu' };
    for (const id of [mine.id, 999999]) {
      expect((await t.put(`/api/oil-records/${id}`, fix, await t.token(EMPLOYEE))).status).toBe(
        403,
      );
    }
    expect((await t.put(`/api/oil-records/${mine.id}`, fix, await t.token(MANAGER))).status).toBe(
      200,
    );
    const comptoirs = await record({ equipmentId: comptoirFryer });
    expect(
      (await t.put(`/api/oil-records/${comptoirs.id}`, fix, await t.token(MANAGER))).status,
    ).toBe(404);
    expect((await t.put(`/api/oil-records/${theirRecord}`, fix, await t.token(ADMIN))).status).toBe(
      404,
    );
  });

  it('changes the given fields only, checking rate and method together', async () => {
    const token = await t.token(ADMIN);
    const created = await record({ notes: 'Avant', employeeId: lucas });
    const reason = 'Erreur de saisie';
    const res = await t.put(
      `/api/oil-records/${created.id}`,
      { rate: 0.8, action: 'CHANGE', reason },
      token,
    );
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({
      rate: 0.8,
      level: 'CRITICAL',
      action: 'CHANGE',
      method: 'TESTING',
      notes: 'Avant',
      employee: { id: lucas },
    });
    const switched = await t.put(
      `/api/oil-records/${created.id}`,
      { method: 'NOTHING', reason },
      token,
    );
    expect(switched.status).toBe(400);
    expect(switched.body.fieldErrors.rate).toBe(P.rateWithoutTest);
    const cleared = await t.put(
      `/api/oil-records/${created.id}`,
      { method: 'NOTHING', rate: null, notes: null, reason },
      token,
    );
    expect(cleared.body.record).toMatchObject({ rate: null, level: 'NOT_TESTED', notes: null });
    // Which fryer a check names is not corrected (a wrong one is voided and recorded again),
    // and the employee must work in its restaurant.
    const moved = await t.put(
      `/api/oil-records/${created.id}`,
      { equipmentId: hallesFryer, reason },
      token,
    );
    expect(moved.status).toBe(400);
    expect(Object.keys(moved.body.fieldErrors)).toEqual(['equipmentId']);
    const stranger = await t.put(
      `/api/oil-records/${created.id}`,
      { employeeId: hallesStaff, reason },
      token,
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.fieldErrors.employeeId).toBe(M.employeeNotFound);
    const after = await t.get(`/api/oil-records/${created.id}`, token);
    expect(after.body.record).toMatchObject({ restaurantId: bistrot, rate: null });
    expect(after.body.record.history).toHaveLength(2);
  });
});
