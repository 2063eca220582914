import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { absences, employees } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

const EXISTS = 'Cet employé a déjà une absence ce jour-là';
const NOT_FOUND = { error: 'Absence introuvable' };

let t: TestContext;
let bistrot: number, comptoir: number, autrui: number;
/** Two employees of the Bistrot, sorted by name: `first` before `second`. */
let first: number, second: number;
let comptoirEmployee: number, autruiEmployee: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
  const staff = await t.db
    .select()
    .from(employees)
    .where(eq(employees.restaurantId, bistrot))
    .orderBy(employees.id);
  // Names that sort the other way round from the ids: the list sorts by name, not by id.
  [second, first] = [staff[0]!.id, staff[1]!.id];
  await t.db.update(employees).set({ lastName: 'Zola' }).where(eq(employees.id, second));
  await t.db.update(employees).set({ lastName: 'Ange' }).where(eq(employees.id, first));
  comptoirEmployee = await t.employeeOf(comptoir);
  autruiEmployee = await t.employeeOf(autrui);
});
afterAll(() => t?.close());

/** The tests write in 2030, away from any demo absence; each starts from none there. */
beforeEach(async () => {
  await t.db.delete(absences).where(inArray(absences.restaurantId, [bistrot, comptoir, autrui]));
});

const total = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(absences)
      .where(inArray(absences.restaurantId, [bistrot, comptoir, autrui]))
  )[0]!.n;

type Absence = {
  id: number;
  restaurantId: number;
  employeeId: number;
  employee: { id: number; firstName: string; lastName: string };
  date: string;
  type: string;
  comment: string | null;
  createdAt: string;
};

const body = (fields: Record<string, unknown> = {}) => ({
  restaurantId: bistrot,
  employeeId: first,
  dates: ['2030-01-07', '2030-01-08'],
  type: 'PAID_LEAVE',
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<Absence[]> {
  const res = await t.post('/api/absences', body(fields), await t.token(ADMIN));
  expect(res.status, res.text).toBe(201);
  return res.body.absences as Absence[];
}

describe('POST /api/absences', () => {
  it.each([ADMIN, MANAGER])('lets %s record days off, one absence per day', async (email) => {
    const res = await t.post(
      '/api/absences',
      body({ dates: ['2030-01-09', '2030-01-07'], comment: '  Vacances  ' }),
      await t.token(email),
    );
    expect(res.status, res.text).toBe(201);
    const created = res.body.absences as Absence[];
    expect(created.map((a) => [a.date, a.type, a.comment])).toEqual([
      ['2030-01-07', 'PAID_LEAVE', 'Vacances'],
      ['2030-01-09', 'PAID_LEAVE', 'Vacances'],
    ]);
    expect(created[0]).toMatchObject({
      restaurantId: bistrot,
      employeeId: first,
      employee: { id: first, lastName: 'Ange' },
    });
    expect(await total()).toBe(2);
  });

  it('refuses an EMPLOYEE (403), nothing written', async () => {
    const res = await t.post('/api/absences', body(), await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await total()).toBe(0);
  });

  it.each([
    ['a MANAGER outside his restaurants', MANAGER, () => comptoir, () => comptoirEmployee],
    ['another chain', OTHER_ADMIN, () => bistrot, () => first],
  ])('answers %s that the restaurant is unknown (400)', async (_, email, restaurant, employee) => {
    const res = await t.post(
      '/api/absences',
      body({ restaurantId: restaurant(), employeeId: employee() }),
      await t.token(email),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    expect(await total()).toBe(0);
  });

  it.each([
    ['another restaurant’s employee', () => comptoirEmployee],
    ['another chain’s employee', () => autruiEmployee],
  ])('refuses %s under employeeId (400)', async (_, employee) => {
    const res = await t.post(
      '/api/absences',
      body({ employeeId: employee() }),
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      employeeId: "Cet employé n'appartient pas à ce restaurant",
    });
    expect(await total()).toBe(0);
  });

  const MANY_DAYS = Array.from({ length: 32 }, (_, i) =>
    new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
  );
  it.each([
    ['no employee', { employeeId: undefined }, 'employeeId', "L'employé est requis"],
    ['no restaurant', { restaurantId: undefined }, 'restaurantId', 'Le restaurant est requis'],
    ['an unknown type', { type: 'HOLIDAY' }, 'type', "Type d'absence inconnu"],
    ['no days', { dates: [] }, 'dates', 'Entre 1 et 31 jours, chacun une seule fois'],
    ['32 days', { dates: MANY_DAYS }, 'dates', 'Entre 1 et 31 jours, chacun une seule fois'],
    [
      'a day twice',
      { dates: ['2030-01-07', '2030-01-07'] },
      'dates',
      'Entre 1 et 31 jours, chacun une seule fois',
    ],
    ['a malformed day', { dates: ['07/01/2030'] }, 'dates.0', 'Date invalide (AAAA-MM-JJ)'],
    [
      'a day that does not exist',
      { dates: ['2030-02-30'] },
      'dates.0',
      'Date inexistante : 2030-02-30',
    ],
    ['a comment too long', { comment: 'x'.repeat(501) }, 'comment', '500 caractères au plus'],
  ])('refuses %s (400 under its field), nothing written', async (_, fields, field, message) => {
    const res = await t.post('/api/absences', body(fields), await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides/);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await total()).toBe(0);
  });

  it('refuses a day already taken (409): none of the request’s days is written', async () => {
    await create({ dates: ['2030-01-08'], type: 'SICK' });
    const res = await t.post(
      '/api/absences',
      body({ dates: ['2030-01-07', '2030-01-08', '2030-01-09'] }),
      await t.token(ADMIN),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: EXISTS });
    const rows = await t.db.select().from(absences).where(eq(absences.restaurantId, bistrot));
    expect(rows.map((r) => [r.date, r.type])).toEqual([['2030-01-08', 'SICK']]);
  });

  it('lets one of two simultaneous requests for the same day pass, the other is the 409', async () => {
    const token = await t.token(ADMIN);
    const answers = await Promise.all([
      t.post('/api/absences', body({ dates: ['2030-01-10', '2030-01-11'] }), token),
      t.post('/api/absences', body({ dates: ['2030-01-11', '2030-01-12'] }), token),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await total()).toBe(2);
  });

  it('lets two employees be away the same day', async () => {
    await create({ dates: ['2030-01-07'] });
    await create({ dates: ['2030-01-07'], employeeId: second, type: 'REST' });
    expect(await total()).toBe(2);
  });
});

describe('GET /api/absences/restaurant/{id}', () => {
  beforeEach(async () => {
    await create({ dates: ['2030-01-07', '2030-01-13', '2030-01-14'] });
    await create({ employeeId: second, dates: ['2030-01-07'], type: 'REST' });
    await t.post(
      '/api/absences',
      body({ restaurantId: comptoir, employeeId: comptoirEmployee, dates: ['2030-01-07'] }),
      await t.token(ADMIN),
    );
  });
  const url = (from: string, to: string, restaurant = bistrot) =>
    `/api/absences/restaurant/${restaurant}?dateFrom=${from}&dateTo=${to}`;

  it.each([ADMIN, MANAGER, EMPLOYEE])(
    'answers %s the days of the period, both included, by day then name',
    async (email) => {
      const res = await t.get(url('2030-01-07', '2030-01-13'), await t.token(email));
      expect(res.status, res.text).toBe(200);
      const list = res.body.absences as Absence[];
      expect(list.map((a) => [a.date, a.employee.lastName, a.type])).toEqual([
        ['2030-01-07', 'Ange', 'PAID_LEAVE'],
        ['2030-01-07', 'Zola', 'REST'],
        ['2030-01-13', 'Ange', 'PAID_LEAVE'],
      ]);
    },
  );

  it('shows an EMPLOYEE the planning of his own restaurants only', async () => {
    const dates = (res: { status: number; body: { absences: Absence[] } }) => {
      expect(res.status).toBe(200);
      return res.body.absences.map((a) => [a.restaurantId, a.date]);
    };
    // The demo's EMPLOYEE works at the Bistrot.
    const employee = await t.token(EMPLOYEE);
    expect(dates(await t.get(url('2030-01-07', '2030-01-13', comptoir), employee))).toEqual([]);
    const list = `/api/absences?dateFrom=2030-01-07&dateTo=2030-01-07`;
    expect(dates(await t.get(list, employee))).toEqual([
      [bistrot, '2030-01-07'],
      [bistrot, '2030-01-07'],
    ]);
    const nowhere = await t.employeeAccount('absences.sans.restaurant@exemple.fr');
    expect(dates(await t.get(url('2030-01-07', '2030-01-13'), nowhere))).toEqual([]);
    expect(dates(await t.get(list, nowhere))).toEqual([]);
  });

  it.each([
    ['a MANAGER outside his restaurants', MANAGER, () => comptoir],
    ['another chain', OTHER_ADMIN, () => bistrot],
  ])('answers %s 404', async (_, email, restaurant) => {
    const res = await t.get(url('2030-01-07', '2030-01-13', restaurant()), await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant introuvable' });
  });

  it.each([
    ['reversed days', '2030-01-13', '2030-01-07', 'La date de début doit précéder la date de fin'],
    [
      'more than 62 days',
      '2030-01-01',
      '2030-03-04',
      'La période demandée est trop longue (62 jours au plus)',
    ],
  ])('refuses %s (400 under dateTo)', async (_, from, to, message) => {
    const res = await t.get(url(from, to), await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ dateTo: message });
  });

  it('accepts 62 days, and one day', async () => {
    const long = await t.get(url('2030-01-01', '2030-03-03'), await t.token(ADMIN));
    expect(long.status).toBe(200);
    expect(long.body.absences).toHaveLength(4);
    const one = await t.get(url('2030-01-14', '2030-01-14'), await t.token(ADMIN));
    expect((one.body.absences as Absence[]).map((a) => a.date)).toEqual(['2030-01-14']);
  });

  it.each([
    ['no dateFrom', '?dateTo=2030-01-13', 'dateFrom'],
    ['a malformed day', '?dateFrom=2030-1-7&dateTo=2030-01-13', 'dateFrom'],
  ])('refuses %s (400)', async (_, query, field) => {
    const res = await t.get(`/api/absences/restaurant/${bistrot}${query}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
  });
});

describe('GET /api/absences (batch)', () => {
  beforeEach(async () => {
    await create({ dates: ['2030-01-07'] });
    await create({ employeeId: second, dates: ['2030-01-08'], type: 'SICK' });
    await t.post(
      '/api/absences',
      body({ restaurantId: comptoir, employeeId: comptoirEmployee, dates: ['2030-01-07'] }),
      await t.token(ADMIN),
    );
  });
  const period = 'dateFrom=2030-01-07&dateTo=2030-01-13';

  it('answers the restaurants and employees asked for', async () => {
    const token = await t.token(ADMIN);
    const both = await t.get(`/api/absences?${period}&restaurantIds=${bistrot},${comptoir}`, token);
    expect(both.status).toBe(200);
    const list = both.body.absences as Absence[];
    expect(list.map((a) => a.date)).toEqual(['2030-01-07', '2030-01-07', '2030-01-08']);
    expect(list.map((a) => a.restaurantId).sort()).toEqual([bistrot, bistrot, comptoir].sort());
    const one = await t.get(`/api/absences?${period}&employeeIds=${second}`, token);
    expect((one.body.absences as Absence[]).map((a) => a.employeeId)).toEqual([second]);
  });

  it('answers a MANAGER his restaurants only, another chain nothing', async () => {
    const manager = await t.get(
      `/api/absences?${period}&restaurantIds=${bistrot},${comptoir}`,
      await t.token(MANAGER),
    );
    expect((manager.body.absences as Absence[]).every((a) => a.restaurantId === bistrot)).toBe(
      true,
    );
    expect(manager.body.absences).toHaveLength(2);
    const other = await t.get(`/api/absences?${period}`, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(200);
    expect(other.body.absences).toEqual([]);
  });

  it('refuses a malformed id list (400)', async () => {
    const res = await t.get(`/api/absences?${period}&restaurantIds=1,x`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['restaurantIds']);
  });
});

describe('DELETE /api/absences/{id}', () => {
  let absence: Absence;
  beforeEach(async () => {
    [absence] = (await create({ dates: ['2030-01-07'] })) as [Absence];
  });

  it.each([ADMIN, MANAGER])('lets %s delete it, answering the absence', async (email) => {
    const res = await t.del(`/api/absences/${absence.id}`, await t.token(email));
    expect(res.status).toBe(200);
    expect(res.body.absence).toEqual(absence);
    expect(await total()).toBe(0);
  });

  it('refuses an EMPLOYEE (403)', async () => {
    const res = await t.del(`/api/absences/${absence.id}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await total()).toBe(1);
  });

  it('answers another chain and another manager’s restaurant 404, nothing deleted', async () => {
    const other = await t.del(`/api/absences/${absence.id}`, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(404);
    expect(other.body).toEqual(NOT_FOUND);
    const [comptoirs] = (await t
      .post(
        '/api/absences',
        body({ restaurantId: comptoir, employeeId: comptoirEmployee, dates: ['2030-01-07'] }),
        await t.token(ADMIN),
      )
      .then((r) => r.body.absences)) as Absence[];
    const manager = await t.del(`/api/absences/${comptoirs!.id}`, await t.token(MANAGER));
    expect(manager.status).toBe(404);
    expect(manager.body).toEqual(NOT_FOUND);
    expect(await total()).toBe(2);
  });

  it('answers an unknown or malformed id 404', async () => {
    for (const id of ['999999', '0', 'abc']) {
      const res = await t.del(`/api/absences/${id}`, await t.token(ADMIN));
      expect(res.status).toBe(404);
    }
  });
});
