import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayIn } from '@bo/domain';
import { cleaningRecordPhotos, cleaningRecords } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, autrui: number;
let frigo: number, hallesFrigo: number, plan: number, hallesPlan: number, autruiPlan: number;
let lucas: number, jean: number;
let photo1: number, photo2: number, theirPhoto: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
  frigo = await t.equipmentId(bistrot, 'Frigo de préparation');
  hallesFrigo = await t.equipmentId(halles, 'Frigo de préparation');
  plan = await t.surfaceId(bistrot, 'Plan de travail');
  hallesPlan = await t.surfaceId(halles, 'Plan de travail');
  autruiPlan = await t.surfaceId(autrui, 'Plan');
  lucas = await t.employeeOf(bistrot);
  jean = await t.employeeOf(autrui);
  photo1 = await t.insertPhoto('Enseigne Démo', ADMIN);
  photo2 = await t.insertPhoto('Enseigne Démo', ADMIN);
  theirPhoto = await t.insertPhoto('Autre Enseigne');
});
afterAll(() => t?.close());

type Cleaning = {
  id: number;
  restaurantId: number;
  equipment: { id: number; name: string; zoneName: string | null } | null;
  surface: { id: number; name: string; zoneName: string | null } | null;
  cleanedAt: string;
  date: string;
  notes: string | null;
  employee: { id: number } | null;
  recordedBy: { firstName: string } | null;
  photos: { id: number; url: string }[];
};
const total = async () => (await t.db.select({ n: count() }).from(cleaningRecords))[0]!.n;
/** The Paris day of an instant the api answered (a record made now may be after midnight). */
const dayOfInstant = (instant: string) => todayIn('Europe/Paris', new Date(instant));

async function clean(fields: Record<string, unknown>, email = ADMIN): Promise<Cleaning> {
  const res = await t.post(
    '/api/cleaning-records',
    { restaurantId: bistrot, ...fields },
    await t.token(email),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.record as Cleaning;
}

describe('POST /api/cleaning-records', () => {
  it('lets every role record a cleaning of an equipment, with its zone, photos in order', async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const before = Date.now();
      const r = await clean(
        { equipmentId: frigo, employeeId: lucas, photoIds: [photo2, photo1], notes: 'Joint' },
        email,
      );
      // Cleaned now (the default), dated that instant's day in Paris.
      expect(Date.parse(r.cleanedAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(r.cleanedAt)).toBeLessThanOrEqual(Date.now());
      expect(r).toMatchObject({
        restaurantId: bistrot,
        equipment: { id: frigo, name: 'Frigo de préparation', zoneName: 'Cuisine' },
        surface: null,
        employee: { id: lucas },
        notes: 'Joint',
        date: dayOfInstant(r.cleanedAt),
      });
      expect(r.photos.map((p) => p.id)).toEqual([photo2, photo1]);
      expect(r.photos[0]!.url).toMatch(new RegExp(`^/api/photos/${photo2}/file\\?`));
    }
  });

  it('records a surface, at the given time, without photos', async () => {
    const r = await clean({ surfaceId: plan, cleanedAt: '2025-01-14T23:30:00Z' }, EMPLOYEE);
    expect(r).toMatchObject({
      equipment: null,
      surface: { id: plan, name: 'Plan de travail', zoneName: 'Cuisine' },
      cleanedAt: '2025-01-14T23:30:00.000Z',
      // Past midnight in Paris.
      date: '2025-01-15',
      photos: [],
      employee: null,
      recordedBy: { firstName: 'Emma' },
    });
  });

  it('keeps a photo given twice once', async () => {
    const r = await clean({ surfaceId: plan, photoIds: [photo1, photo1, photo2] });
    expect(r.photos.map((p) => p.id)).toEqual([photo1, photo2]);
  });

  it('refuses bad input with a French message and writes nothing', async () => {
    const token = await t.token(ADMIN);
    const before = await total();
    const beforePhotos = (await t.db.select({ n: count() }).from(cleaningRecordPhotos))[0]!.n;
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'equipmentId', 'Choisissez un équipement ou une surface'],
      [{ equipmentId: null, surfaceId: null }, 'equipmentId', 'Choisissez un équipement'],
      [{ equipmentId: frigo, surfaceId: plan }, 'surfaceId', 'pas les deux'],
      [{ equipmentId: hallesFrigo }, 'equipmentId', 'Équipement introuvable'],
      [{ equipmentId: 999999 }, 'equipmentId', 'Équipement introuvable'],
      [{ surfaceId: hallesPlan }, 'surfaceId', 'Surface introuvable'],
      [{ surfaceId: autruiPlan }, 'surfaceId', 'Surface introuvable'],
      [{ surfaceId: plan, employeeId: jean }, 'employeeId', 'Employé introuvable'],
      [{ surfaceId: plan, photoIds: [photo1, theirPhoto] }, 'photoIds', 'Photo introuvable'],
      [{ surfaceId: plan, photoIds: [0] }, 'photoIds.0', 'Photo introuvable'],
      [{ surfaceId: plan, photoIds: Array(11).fill(photo1) }, 'photoIds', '10 photos au plus'],
      [{ surfaceId: plan, cleanedAt: '2098-01-01T00:00:00Z' }, 'cleanedAt', 'futur'],
      [{ surfaceId: plan, cleanedAt: 'hier' }, 'cleanedAt', 'Date invalide'],
      [{ surfaceId: plan, notes: 'x'.repeat(2001) }, 'notes', '2000 caractères au plus'],
    ];
    for (const [fields, field, message] of cases) {
      const res = await t.post(
        '/api/cleaning-records',
        { restaurantId: bistrot, ...fields },
        token,
      );
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
      expect(res.body.fieldErrors[field], JSON.stringify(res.body)).toContain(message);
    }
    expect(await total()).toBe(before);
    expect((await t.db.select({ n: count() }).from(cleaningRecordPhotos))[0]!.n).toBe(beforePhotos);
  });

  it('answers 400 under restaurantId for a restaurant the user does not see', async () => {
    const before = await total();
    for (const [email, restaurantId] of [
      [ADMIN, autrui],
      [MANAGER, comptoir],
      [OTHER_ADMIN, bistrot],
    ] as const) {
      const res = await t.post(
        '/api/cleaning-records',
        { restaurantId, surfaceId: plan },
        await t.token(email),
      );
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    }
    expect(await total()).toBe(before);
  });
});

describe('GET /api/cleaning-records/restaurant/{id}', () => {
  it("lists a period's cleanings by the day they were done, newest first", async () => {
    const mine = await clean({ surfaceId: plan, cleanedAt: '2025-02-10T08:00:00Z' });
    const later = await clean({ equipmentId: frigo, cleanedAt: '2025-02-11T22:59:00Z' });
    // 23:00 UTC on the 11th is the 12th in Paris: out of a period ending on the 11th.
    const out = await clean({ equipmentId: frigo, cleanedAt: '2025-02-11T23:00:00Z' });
    const res = await t.get(
      `/api/cleaning-records/restaurant/${bistrot}?from=2025-02-10&to=2025-02-11`,
      await t.token(EMPLOYEE),
    );
    expect(res.status).toBe(200);
    const ids = (res.body.records as Cleaning[]).map((r) => r.id);
    expect(ids).toEqual([later.id, mine.id]);
    expect(ids).not.toContain(out.id);
  });

  it('answers an empty list for a period without cleanings', async () => {
    const res = await t.get(
      `/api/cleaning-records/restaurant/${bistrot}?from=2000-01-01&to=2000-12-31`,
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.records).toEqual([]);
  });

  it('refuses a bad period and hides restaurants the user does not see', async () => {
    const token = await t.token(ADMIN);
    for (const q of [
      '?from=2025-01-10',
      '?from=2025-01-10&to=2025-01-01',
      '?from=2024-01-01&to=2025-06-01',
    ]) {
      const res = await t.get(`/api/cleaning-records/restaurant/${bistrot}${q}`, token);
      expect(res.status, q).toBe(400);
    }
    for (const [email, id] of [
      [MANAGER, comptoir],
      [ADMIN, autrui],
    ] as const) {
      const res = await t.get(
        `/api/cleaning-records/restaurant/${id}?from=2025-01-01&to=2025-01-02`,
        await t.token(email),
      );
      expect(res.status).toBe(404);
    }
  });
});

describe('GET /api/cleaning-records?restaurantIds=', () => {
  it('reads several restaurants at once, leaving out those the user does not see', async () => {
    const a = await clean({ surfaceId: plan, cleanedAt: '2025-03-03T10:00:00Z' });
    const b = await clean({
      restaurantId: halles,
      surfaceId: hallesPlan,
      cleanedAt: '2025-03-04T10:00:00Z',
    });
    const q = `from=2025-03-01&to=2025-03-05&restaurantIds=${bistrot},${halles},${comptoir},${autrui}`;
    const admin = await t.get(`/api/cleaning-records?${q}`, await t.token(ADMIN));
    expect((admin.body.records as Cleaning[]).map((r) => r.id)).toEqual([b.id, a.id]);
    const manager = await t.get(
      `/api/cleaning-records?from=2025-03-01&to=2025-03-05&restaurantIds=${comptoir},${autrui}`,
      await t.token(MANAGER),
    );
    expect(manager.body.records).toEqual([]);
    const other = await t.get(`/api/cleaning-records?${q}`, await t.token(OTHER_ADMIN));
    expect(other.body.records).toEqual([]);
    const bad = await t.get(
      `/api/cleaning-records?from=2025-03-05&to=2025-03-01&restaurantIds=${bistrot}`,
      await t.token(ADMIN),
    );
    expect(bad.status).toBe(400);
  });
});
