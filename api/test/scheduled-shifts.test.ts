import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employees, jobs, restaurants, scheduledShifts } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

const CELL_FULL = 'Cette cellule a déjà le maximum de 2 shifts.';

let t: TestContext;
let bistrot: number, comptoir: number, autrui: number;
/** Two employees and a job of the Bistrot (Paris), and rows of other restaurants. */
let lea: number, marc: number, marcName: string, job: number, jobBreak: number;
let inactiveJob: number;
let comptoirEmployee: number, comptoirJob: number, autruiEmployee: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
  // Instants below are written for Paris (UTC+1 in winter, UTC+2 in summer).
  await t.db
    .update(restaurants)
    .set({ timeZone: 'Europe/Paris' })
    .where(eq(restaurants.id, bistrot));
  const staff = await t.db
    .select()
    .from(employees)
    .where(eq(employees.restaurantId, bistrot))
    .orderBy(employees.id);
  [lea, marc] = [staff[0]!.id, staff[1]!.id];
  marcName = `${staff[1]!.firstName} ${staff[1]!.lastName}`;
  const [first] = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.restaurantId, bistrot))
    .orderBy(jobs.id)
    .limit(1);
  job = first!.id;
  jobBreak = first!.breakDuration;
  const [inactive] = await t.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.restaurantId, bistrot), eq(jobs.isActive, false)));
  inactiveJob = inactive!.id;
  comptoirEmployee = await t.employeeOf(comptoir);
  autruiEmployee = await t.employeeOf(autrui);
  const [other] = await t.db.select().from(jobs).where(eq(jobs.restaurantId, comptoir)).limit(1);
  comptoirJob = other!.id;
});
afterAll(() => t?.close());

// The tests plan far in the future (2030), away from any demo shift. Monday 7 January 2030 is
// the Monday of ISO week 2; 00:00 in Paris is 2030-01-06T23:00Z.
const W2 = '2030-01-06T23:00:00.000Z';
const W3 = '2030-01-13T23:00:00.000Z';

type Shift = {
  id: number;
  restaurantId: number;
  employeeId: number;
  jobId: number | null;
  datetimeStart: string;
  datetimeEnd: string;
  breakDuration: number;
  mealCount: number;
  comment: string | null;
  employee: { id: number; firstName: string };
  job: { id: number; title: string; color: string } | null;
};

/** The shifts of the tests' restaurants (the demo's other restaurants may have theirs). */
const total = async () =>
  (
    await t.db
      .select({ n: count() })
      .from(scheduledShifts)
      .where(inArray(scheduledShifts.restaurantId, [bistrot, comptoir, autrui]))
  )[0]!.n;
const row = async (id: number) =>
  (await t.db.select().from(scheduledShifts).where(eq(scheduledShifts.id, id)))[0];

function body(fields: Record<string, unknown> = {}) {
  return {
    restaurantId: bistrot,
    employeeId: lea,
    jobId: job,
    datetimeStart: '2030-01-07T08:00:00.000Z',
    datetimeEnd: '2030-01-07T12:00:00.000Z',
    ...fields,
  };
}

async function create(fields: Record<string, unknown> = {}): Promise<Shift> {
  const res = await t.post('/api/scheduled-shifts', body(fields), await t.token(ADMIN));
  expect(res.status, res.text).toBe(201);
  return res.body.scheduledShift as Shift;
}

/** Every shift of the tests' restaurants goes before each test: each plans its own. */
beforeEach(async () => {
  await t.db
    .delete(scheduledShifts)
    .where(inArray(scheduledShifts.restaurantId, [bistrot, comptoir, autrui]));
});

const deleteWeek = async (payload: unknown, email = ADMIN) =>
  t.send('delete', '/api/scheduled-shifts/delete-week', {
    body: payload,
    token: await t.token(email),
  });

describe('POST /api/scheduled-shifts', () => {
  it.each([ADMIN, MANAGER])(
    'lets %s plan a shift: the job’s break and one meal by default',
    async (email) => {
      const res = await t.post('/api/scheduled-shifts', body(), await t.token(email));
      expect(res.status).toBe(201);
      const shift = res.body.scheduledShift as Shift;
      expect(shift).toMatchObject({
        restaurantId: bistrot,
        employeeId: lea,
        jobId: job,
        datetimeStart: '2030-01-07T08:00:00.000Z',
        datetimeEnd: '2030-01-07T12:00:00.000Z',
        breakDuration: jobBreak,
        mealCount: 1,
        comment: null,
        employee: { id: lea },
        job: { id: job },
      });
      expect(await row(shift.id)).toBeDefined();
    },
  );

  it('keeps the break, meals and comment given, a shift ending the next day included', async () => {
    const shift = await create({
      datetimeStart: '2030-01-07T18:00:00.000Z',
      datetimeEnd: '2030-01-08T02:00:00.000Z',
      breakDuration: 0,
      mealCount: 2,
      comment: '  Service du soir  ',
    });
    expect(shift).toMatchObject({ breakDuration: 0, mealCount: 2, comment: 'Service du soir' });
  });

  it('refuses an EMPLOYEE (403), nothing written', async () => {
    const before = await total();
    const res = await t.post('/api/scheduled-shifts', body(), await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await total()).toBe(before);
  });

  it.each([
    ['a MANAGER outside his restaurants', MANAGER, () => comptoir],
    ['another chain', OTHER_ADMIN, () => bistrot],
  ])('answers %s that the restaurant is unknown (400)', async (_, email, restaurant) => {
    const res = await t.post(
      '/api/scheduled-shifts',
      body({ restaurantId: restaurant() }),
      await t.token(email),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    expect(await total()).toBe(0);
  });

  it.each([
    ['no job', { jobId: undefined }, 'jobId', 'Le poste est requis'],
    ['no start', { datetimeStart: undefined }, 'datetimeStart', 'Le début du shift est requis'],
    [
      'an end before the start',
      { datetimeEnd: '2030-01-07T07:00:00.000Z' },
      'datetimeEnd',
      'La fin du shift doit être après son début',
    ],
    [
      'an end equal to the start',
      { datetimeEnd: '2030-01-07T08:00:00.000Z' },
      'datetimeEnd',
      'La fin du shift doit être après son début',
    ],
    [
      'a shift over 24 hours',
      { datetimeEnd: '2030-01-08T08:01:00.000Z' },
      'datetimeEnd',
      'Un shift dure au plus 24 heures',
    ],
    [
      'a break longer than the shift',
      { breakDuration: 300 },
      'breakDuration',
      'La pause ne peut pas dépasser la durée du shift',
    ],
    [
      'a negative break',
      { breakDuration: -5 },
      'breakDuration',
      'La pause doit être un nombre entier de minutes, positif ou nul',
    ],
    // Never rounded to 4 minutes: a break is whole minutes, and the planner is told so.
    [
      'a break in tenths of a minute',
      { breakDuration: 4.5 },
      'breakDuration',
      'La pause doit être un nombre entier de minutes, positif ou nul',
    ],
    [
      'a break typed the French way',
      { breakDuration: '4,5' },
      'breakDuration',
      'La pause doit être un nombre entier de minutes, positif ou nul',
    ],
    [
      'meals as text',
      { mealCount: 'deux' },
      'mealCount',
      'Le nombre de repas doit être un nombre entier de 0 à 10',
    ],
    [
      'a day without time',
      { datetimeStart: '2030-01-07' },
      'datetimeStart',
      'Le début du shift est invalide',
    ],
    ['a negative employee id', { employeeId: -1 }, 'employeeId', 'Identifiant invalide'],
  ])('refuses %s in French (400), nothing written', async (_, fields, field, message) => {
    const res = await t.post('/api/scheduled-shifts', body(fields), await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides/);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await total()).toBe(0);
  });

  it('refuses an employee or a job of another restaurant (400)', async () => {
    const token = await t.token(ADMIN);
    const employee = await t.post(
      '/api/scheduled-shifts',
      body({ employeeId: comptoirEmployee }),
      token,
    );
    expect(employee.status).toBe(400);
    expect(employee.body.fieldErrors).toEqual({
      employeeId: "Cet employé n'appartient pas à ce restaurant",
    });
    const other = await t.post(
      '/api/scheduled-shifts',
      body({ employeeId: autruiEmployee }),
      token,
    );
    expect(other.status).toBe(400);
    const foreignJob = await t.post('/api/scheduled-shifts', body({ jobId: comptoirJob }), token);
    expect(foreignJob.status).toBe(400);
    expect(foreignJob.body.fieldErrors).toEqual({
      jobId: "Ce poste n'appartient pas à ce restaurant",
    });
    expect(await total()).toBe(0);
  });

  it('lets only two of three simultaneous creates into one cell pass', async () => {
    const token = await t.token(ADMIN);
    const statuses = await Promise.all(
      [10, 12, 16].map((hour) =>
        t
          .post(
            '/api/scheduled-shifts',
            body({
              datetimeStart: `2030-01-07T${hour}:00:00.000Z`,
              datetimeEnd: `2030-01-07T${hour + 1}:00:00.000Z`,
            }),
            token,
          )
          .then((res) => res.status),
      ),
    );
    expect(statuses.sort()).toEqual([201, 201, 409]);
    expect(await total()).toBe(2);
  });

  it('refuses a job no longer active (400); a shift already on it keeps it', async () => {
    const token = await t.token(ADMIN);
    const res = await t.post('/api/scheduled-shifts', body({ jobId: inactiveJob }), token);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ jobId: "Ce poste n'est plus actif" });
    expect(await total()).toBe(0);
    const shift = await create();
    const moved = await t.put(`/api/scheduled-shifts/${shift.id}`, { jobId: inactiveJob }, token);
    expect(moved.status).toBe(400);
    await t.db
      .update(scheduledShifts)
      .set({ jobId: inactiveJob })
      .where(eq(scheduledShifts.id, shift.id));
    const kept = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { jobId: inactiveJob, mealCount: 2 },
      token,
    );
    expect(kept.status).toBe(200);
    expect(kept.body.scheduledShift.job).toMatchObject({ id: inactiveJob, isActive: false });
  });

  it('refuses a third shift in a cell (409), the day read in the restaurant’s zone', async () => {
    await create();
    await create({
      datetimeStart: '2030-01-07T14:00:00.000Z',
      datetimeEnd: '2030-01-07T18:00:00.000Z',
    });
    // Monday 00:30 in Paris is still Sunday in UTC: it is Monday's cell all the same.
    const res = await t.post(
      '/api/scheduled-shifts',
      body({ datetimeStart: '2030-01-06T23:30:00.000Z', datetimeEnd: '2030-01-07T01:00:00.000Z' }),
      await t.token(ADMIN),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(CELL_FULL);
    expect(await total()).toBe(2);
    // Sunday 23:30 in Paris is Sunday's cell: free.
    await create({
      datetimeStart: '2030-01-06T22:30:00.000Z',
      datetimeEnd: '2030-01-07T01:00:00.000Z',
    });
    // Another employee's Monday is his own cell.
    await create({ employeeId: marc });
  });
});

describe('PUT /api/scheduled-shifts/:id', () => {
  it('moves a shift to another employee and day, and changes its fields', async () => {
    const shift = await create();
    const res = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      {
        employeeId: marc,
        datetimeStart: '2030-01-08T09:00:00.000Z',
        datetimeEnd: '2030-01-08T17:00:00.000Z',
        mealCount: 0,
        comment: 'Renfort',
      },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body.scheduledShift).toMatchObject({
      employeeId: marc,
      datetimeStart: '2030-01-08T09:00:00.000Z',
      mealCount: 0,
      comment: 'Renfort',
      breakDuration: jobBreak,
    });
    // An absent comment is unchanged, an empty one clears it.
    const kept = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { mealCount: 1 },
      await t.token(ADMIN),
    );
    expect(kept.body.scheduledShift.comment).toBe('Renfort');
    const cleared = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { comment: '' },
      await t.token(ADMIN),
    );
    expect(cleared.body.scheduledShift.comment).toBeNull();
  });

  it('refuses a move into a full cell (409), unchanged; a change inside the full cell passes', async () => {
    const a = await create();
    const b = await create({
      datetimeStart: '2030-01-07T14:00:00.000Z',
      datetimeEnd: '2030-01-07T18:00:00.000Z',
    });
    const moving = await create({ employeeId: marc });
    const res = await t.put(
      `/api/scheduled-shifts/${moving.id}`,
      { employeeId: lea },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(CELL_FULL);
    expect((await row(moving.id))!.employeeId).toBe(marc);
    // Dropped on its own cell, or its hours changed within it: no cell check.
    const same = await t.put(
      `/api/scheduled-shifts/${b.id}`,
      { employeeId: lea, datetimeStart: '2030-01-07T15:00:00.000Z' },
      await t.token(ADMIN),
    );
    expect(same.status).toBe(200);
    expect((await row(a.id))!.employeeId).toBe(lea);
  });

  it('checks the times against the stored ones (400) and keeps the restaurant', async () => {
    const shift = await create();
    const token = await t.token(ADMIN);
    const late = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { datetimeStart: '2030-01-07T13:00:00.000Z' },
      token,
    );
    expect(late.status).toBe(400);
    expect(late.body.fieldErrors).toEqual({
      datetimeEnd: 'La fin du shift doit être après son début',
    });
    const moved = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { restaurantId: comptoir },
      token,
    );
    expect(moved.status).toBe(400);
    expect(moved.body.fieldErrors).toEqual({
      restaurantId: 'Un shift ne change pas de restaurant',
    });
    const same = await t.put(`/api/scheduled-shifts/${shift.id}`, { restaurantId: bistrot }, token);
    expect(same.status).toBe(200);
    const foreign = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { employeeId: comptoirEmployee },
      token,
    );
    expect(foreign.status).toBe(400);
    expect((await row(shift.id))!.datetimeStart.toISOString()).toBe('2030-01-07T08:00:00.000Z');
  });

  it('answers 403 to an EMPLOYEE and 404 to another chain or another manager', async () => {
    const shift = await create();
    const employee = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { mealCount: 3 },
      await t.token(EMPLOYEE),
    );
    expect(employee.status).toBe(403);
    const other = await t.put(
      `/api/scheduled-shifts/${shift.id}`,
      { mealCount: 3 },
      await t.token(OTHER_ADMIN),
    );
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Shift introuvable');
    const inComptoir = await create({
      restaurantId: comptoir,
      employeeId: comptoirEmployee,
      jobId: comptoirJob,
    });
    const manager = await t.put(
      `/api/scheduled-shifts/${inComptoir.id}`,
      { mealCount: 3 },
      await t.token(MANAGER),
    );
    expect(manager.status).toBe(404);
    expect((await row(shift.id))!.mealCount).toBe(1);
  });
});

describe('reading', () => {
  it('lists a restaurant’s shifts starting in the period, by start, to every role', async () => {
    const monday = await create();
    const sunday = await create({
      employeeId: marc,
      datetimeStart: '2030-01-13T20:00:00.000Z',
      datetimeEnd: '2030-01-13T22:00:00.000Z',
    });
    await create({
      datetimeStart: '2030-01-14T08:00:00.000Z',
      datetimeEnd: '2030-01-14T12:00:00.000Z',
    });
    await create({ restaurantId: comptoir, employeeId: comptoirEmployee, jobId: comptoirJob });
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(
        `/api/scheduled-shifts/restaurant/${bistrot}?dateFrom=${W2}&dateTo=2030-01-13T22:59:59.999Z`,
        await t.token(email),
      );
      expect(res.status).toBe(200);
      expect(res.body.scheduledShifts.map((s: Shift) => s.id)).toEqual([monday.id, sunday.id]);
    }
    const [first] = (
      await t.get(
        `/api/scheduled-shifts/restaurant/${bistrot}?dateFrom=${W2}&dateTo=${W3}`,
        await t.token(ADMIN),
      )
    ).body.scheduledShifts as Shift[];
    expect(first!.job).toMatchObject({ id: job });
    expect(first!.employee).toMatchObject({ id: lea });
  });

  it('answers 404 for another chain’s restaurant or outside a manager’s', async () => {
    const query = `dateFrom=${W2}&dateTo=${W3}`;
    const other = await t.get(
      `/api/scheduled-shifts/restaurant/${autrui}?${query}`,
      await t.token(ADMIN),
    );
    expect(other.status).toBe(404);
    const manager = await t.get(
      `/api/scheduled-shifts/restaurant/${comptoir}?${query}`,
      await t.token(MANAGER),
    );
    expect(manager.status).toBe(404);
  });

  it.each([
    ['no period', '', 'dateFrom'],
    ['a day instead of an instant', `dateFrom=2030-01-07&dateTo=${W3}`, 'dateFrom'],
    ['a reversed period', `dateFrom=${W3}&dateTo=${W2}`, 'dateTo'],
    ['a period over 62 days', `dateFrom=${W2}&dateTo=2030-03-15T00:00:00.000Z`, 'dateTo'],
  ])('refuses %s (400)', async (_, query, field) => {
    const res = await t.get(
      `/api/scheduled-shifts/restaurant/${bistrot}?${query}`,
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toContain(field);
  });

  it('lists the visible restaurants’ shifts, by restaurant and employee', async () => {
    const a = await create();
    const b = await create({
      restaurantId: comptoir,
      employeeId: comptoirEmployee,
      jobId: comptoirJob,
    });
    const query = `dateFrom=${W2}&dateTo=${W3}`;
    const ids = async (email: string, more = '') =>
      (
        await t.get(`/api/scheduled-shifts?${query}${more}`, await t.token(email))
      ).body.scheduledShifts.map((s: Shift) => s.id);
    expect(await ids(ADMIN)).toEqual([a.id, b.id]);
    // The demo's EMPLOYEE works at the Bistrot: she reads its planning, not the Comptoir's.
    expect(await ids(EMPLOYEE)).toEqual([a.id]);
    expect(await ids(MANAGER)).toEqual([a.id]);
    expect(await ids(OTHER_ADMIN)).toEqual([]);
    expect(await ids(ADMIN, `&restaurantIds=${comptoir}`)).toEqual([b.id]);
    expect(await ids(ADMIN, `&employeeIds=${marc}`)).toEqual([]);
    const tooLong = await t.get(
      `/api/scheduled-shifts?dateFrom=${W2}&dateTo=2031-01-01T00:00:00.000Z`,
      await t.token(ADMIN),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fieldErrors).toEqual({
      dateTo: 'La période demandée est trop longue (62 jours au plus)',
    });
  });

  it('shows an EMPLOYEE the planning of his own restaurants only, and his own shifts', async () => {
    const a = await create();
    const b = await create({
      restaurantId: comptoir,
      employeeId: comptoirEmployee,
      jobId: comptoirJob,
    });
    const query = `dateFrom=${W2}&dateTo=${W3}`;
    const ids = async (url: string, token: string) => {
      const res = await t.get(url, token);
      expect(res.status, res.text).toBe(200);
      return (res.body.scheduledShifts as Shift[]).map((s) => s.id);
    };
    const bistrotEmployee = await t.token(EMPLOYEE);
    expect(
      await ids(`/api/scheduled-shifts/restaurant/${bistrot}?${query}`, bistrotEmployee),
    ).toEqual([a.id]);
    // Another restaurant of the chain is seen, its planning is not.
    expect(
      await ids(`/api/scheduled-shifts/restaurant/${comptoir}?${query}`, bistrotEmployee),
    ).toEqual([]);
    expect((await t.get(`/api/scheduled-shifts/${b.id}`, bistrotEmployee)).status).toBe(404);
    const upcoming = await ids(
      `/api/scheduled-shifts/upcoming?employeeIds=${lea},${comptoirEmployee}`,
      bistrotEmployee,
    );
    expect(upcoming).toContain(a.id);
    expect(upcoming).not.toContain(b.id);
    expect(
      await ids(`/api/scheduled-shifts/upcoming/${comptoirEmployee}`, bistrotEmployee),
    ).toEqual([]);

    const nowhere = await t.employeeAccount('planning.sans.restaurant@exemple.fr');
    expect(await ids(`/api/scheduled-shifts?${query}`, nowhere)).toEqual([]);
    expect(await ids(`/api/scheduled-shifts/restaurant/${bistrot}?${query}`, nowhere)).toEqual([]);
    expect((await t.get(`/api/scheduled-shifts/${a.id}`, nowhere)).status).toBe(404);
    // A staff record without a restaurant on the account: his own shifts, nobody else's.
    const staffOnly = await t.employeeAccount('planning.fiche.comptoir@exemple.fr', {
      employeeId: comptoirEmployee,
    });
    expect(await ids(`/api/scheduled-shifts?${query}`, staffOnly)).toEqual([b.id]);
  });

  it('reads one shift, 404 from another chain', async () => {
    const shift = await create();
    const res = await t.get(`/api/scheduled-shifts/${shift.id}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(200);
    expect(res.body.scheduledShift.id).toBe(shift.id);
    const other = await t.get(`/api/scheduled-shifts/${shift.id}`, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(404);
    expect((await t.get('/api/scheduled-shifts/999999', await t.token(ADMIN))).status).toBe(404);
  });

  it('lists an employee’s coming shifts, not the ended ones; 404 from another chain', async () => {
    const coming = await create();
    await t.db.insert(scheduledShifts).values({
      restaurantId: bistrot,
      employeeId: lea,
      jobId: job,
      datetimeStart: new Date('2020-01-06T08:00:00Z'),
      datetimeEnd: new Date('2020-01-06T12:00:00Z'),
    });
    const res = await t.get(`/api/scheduled-shifts/upcoming/${lea}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(200);
    expect(res.body.scheduledShifts.map((s: Shift) => s.id)).toEqual([coming.id]);
    const other = await t.get(`/api/scheduled-shifts/upcoming/${lea}`, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Employé introuvable');
  });

  it('lists several employees’ coming shifts in one read, 20 at most each, only those the caller sees', async () => {
    // 21 coming shifts of Léa (one a day), one of Marc, one of the Comptoir and one of another chain.
    await t.db.insert(scheduledShifts).values([
      ...Array.from({ length: 21 }, (_, i) => ({
        restaurantId: bistrot,
        employeeId: lea,
        jobId: job,
        datetimeStart: new Date(Date.UTC(2030, 0, 7 + i, 8)),
        datetimeEnd: new Date(Date.UTC(2030, 0, 7 + i, 12)),
      })),
      ...[
        [bistrot, marc, job],
        [comptoir, comptoirEmployee, comptoirJob],
        [autrui, autruiEmployee, null],
      ].map(([restaurantId, employeeId, jobId]) => ({
        restaurantId: restaurantId!,
        employeeId: employeeId!,
        jobId,
        datetimeStart: new Date('2030-02-01T08:00:00Z'),
        datetimeEnd: new Date('2030-02-01T12:00:00Z'),
      })),
    ]);
    const all = [lea, marc, comptoirEmployee, autruiEmployee].join(',');
    const read = async (email: string) => {
      const res = await t.get(
        `/api/scheduled-shifts/upcoming?employeeIds=${all}`,
        await t.token(email),
      );
      expect(res.status, res.text).toBe(200);
      const shifts = res.body.scheduledShifts as Shift[];
      const countOf = (employeeId: number) =>
        shifts.filter((s) => s.employeeId === employeeId).length;
      return { shifts, countOf };
    };
    const admin = await read(ADMIN);
    expect([lea, marc, comptoirEmployee, autruiEmployee].map(admin.countOf)).toEqual([20, 1, 1, 0]);
    // Léa's first 20, by start, as upcoming/{id} answers them.
    const single = await t.get(`/api/scheduled-shifts/upcoming/${lea}`, await t.token(ADMIN));
    expect(admin.shifts.filter((s) => s.employeeId === lea)).toEqual(single.body.scheduledShifts);
    const starts = admin.shifts.map((s) => s.datetimeStart);
    expect(starts).toEqual([...starts].sort());
    // The manager sees his restaurant's staff only, an employee the chain's.
    const manager = await read(MANAGER);
    expect(manager.shifts.every((s) => s.restaurantId === bistrot)).toBe(true);
    expect([lea, marc].map(manager.countOf)).toEqual([20, 1]);
    expect((await read(EMPLOYEE)).countOf(lea)).toBe(20);
    // Another chain's admin reads his own employee's shift, none of ours.
    expect((await read(OTHER_ADMIN)).shifts.map((s) => s.employeeId)).toEqual([autruiEmployee]);
  });

  it('refuses a bad or oversized list of employees with a French 400', async () => {
    const token = await t.token(ADMIN);
    for (const query of [
      '',
      '?employeeIds=',
      '?employeeIds=abc',
      '?employeeIds=1,,2',
      '?employeeIds=0',
    ]) {
      const res = await t.get(`/api/scheduled-shifts/upcoming${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors).toEqual({
        employeeIds: 'Liste d’identifiants invalide (entiers séparés par des virgules)',
      });
    }
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await t.get(`/api/scheduled-shifts/upcoming?employeeIds=${many}`, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: "Trop d'identifiants : 500 au plus",
      fieldErrors: { employeeIds: '500 identifiants au plus' },
    });
    expect(
      (await t.get(`/api/scheduled-shifts/upcoming?employeeIds=${lea}`, undefined)).status,
    ).toBe(401);
  });
});

describe('DELETE /api/scheduled-shifts/:id', () => {
  it('deletes a shift and answers it; 403 to an EMPLOYEE, 404 to another chain', async () => {
    const shift = await create();
    expect((await t.del(`/api/scheduled-shifts/${shift.id}`, await t.token(EMPLOYEE))).status).toBe(
      403,
    );
    const other = await t.del(`/api/scheduled-shifts/${shift.id}`, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(404);
    expect(await row(shift.id)).toBeDefined();
    const res = await t.del(`/api/scheduled-shifts/${shift.id}`, await t.token(MANAGER));
    expect(res.status).toBe(200);
    expect(res.body.scheduledShift.id).toBe(shift.id);
    expect(await row(shift.id)).toBeUndefined();
    expect((await t.del(`/api/scheduled-shifts/${shift.id}`, await t.token(ADMIN))).status).toBe(
      404,
    );
  });
});

describe('POST /api/scheduled-shifts/copy-week', () => {
  it('copies a week to another at the same days and hours, and says how many', async () => {
    await create();
    await create({
      employeeId: marc,
      datetimeStart: '2030-01-13T18:00:00.000Z',
      datetimeEnd: '2030-01-13T23:30:00.000Z',
      mealCount: 2,
    });
    // The week after: not copied.
    await create({
      datetimeStart: '2030-01-14T08:00:00.000Z',
      datetimeEnd: '2030-01-14T10:00:00.000Z',
    });
    const res = await t.post(
      '/api/scheduled-shifts/copy-week',
      { restaurantId: bistrot, sourceWeekStart: W2, targetWeekStart: '2030-01-20T23:00:00.000Z' },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: '2 shifts copiés avec succès',
      count: 2,
    });
    const copies = await t.db
      .select()
      .from(scheduledShifts)
      .where(eq(scheduledShifts.datetimeStart, new Date('2030-01-27T18:00:00.000Z')));
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ employeeId: marc, mealCount: 2, jobId: job });
    expect(copies[0]!.datetimeEnd.toISOString()).toBe('2030-01-27T23:30:00.000Z');
    expect(await total()).toBe(5);
  });

  it('keeps the restaurant’s clock across a change of time, and copies only the chosen employees', async () => {
    // Monday 18 March 2030, 9:00 in Paris (UTC+1); the clocks go forward on Sunday 31 March.
    await create({
      datetimeStart: '2030-03-18T08:00:00.000Z',
      datetimeEnd: '2030-03-18T16:00:00.000Z',
    });
    await create({
      employeeId: marc,
      datetimeStart: '2030-03-18T08:00:00.000Z',
      datetimeEnd: '2030-03-18T16:00:00.000Z',
    });
    const res = await t.post(
      '/api/scheduled-shifts/copy-week',
      {
        restaurantId: bistrot,
        // A week start names the nearest Monday: Wednesday noon its own, then 00:00 on 1 April.
        sourceWeekStart: '2030-03-20T11:00:00.000Z',
        targetWeekStart: '2030-03-31T22:00:00.000Z',
        employeeIds: [lea],
      },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: '1 shift copié avec succès',
      count: 1,
    });
    const [copy] = await t.db
      .select()
      .from(scheduledShifts)
      .where(
        and(
          eq(scheduledShifts.employeeId, lea),
          eq(scheduledShifts.datetimeStart, new Date('2030-04-01T07:00:00.000Z')),
        ),
      );
    expect(copy!.datetimeEnd.toISOString()).toBe('2030-04-01T15:00:00.000Z');
    expect(await total()).toBe(3);
  });

  it('says so when the week has nothing to copy', async () => {
    const res = await t.post(
      '/api/scheduled-shifts/copy-week',
      { restaurantId: bistrot, sourceWeekStart: W2, targetWeekStart: W3 },
      await t.token(ADMIN),
    );
    expect(res.body).toEqual({ message: 'Aucun shift à copier dans la semaine choisie', count: 0 });
  });

  it('copies nothing when one target cell would overflow (409): all or nothing', async () => {
    await create();
    await create({ employeeId: marc });
    // Marc's next Monday holds two shifts already.
    await create({
      employeeId: marc,
      datetimeStart: '2030-01-14T08:00:00.000Z',
      datetimeEnd: '2030-01-14T09:00:00.000Z',
    });
    await create({
      employeeId: marc,
      datetimeStart: '2030-01-14T10:00:00.000Z',
      datetimeEnd: '2030-01-14T11:00:00.000Z',
    });
    const res = await t.post(
      '/api/scheduled-shifts/copy-week',
      { restaurantId: bistrot, sourceWeekStart: W2, targetWeekStart: W3 },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      `Copie impossible : la cellule de ${marcName} du 14/01 aurait plus de 2 shifts.`,
    );
    expect(await total()).toBe(4);
  });

  it.each([
    ['the same week', { targetWeekStart: '2030-01-09T12:00:00.000Z' }, 'targetWeekStart'],
    // (A getter: the ids are known once the suite has started.)
    [
      'an employee of another restaurant',
      {
        get employeeIds() {
          return [lea, comptoirEmployee];
        },
      },
      'employeeIds',
    ],
    ['an empty selection', { employeeIds: [] }, 'employeeIds'],
    ['no target week', { targetWeekStart: undefined }, 'targetWeekStart'],
    ['a day instead of an instant', { sourceWeekStart: '2030-01-07' }, 'sourceWeekStart'],
  ])('refuses %s (400), nothing written', async (_, fields, field) => {
    await create();
    const res = await t.post(
      '/api/scheduled-shifts/copy-week',
      { restaurantId: bistrot, sourceWeekStart: W2, targetWeekStart: W3, ...fields },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
    expect(await total()).toBe(1);
  });

  it('answers 403 to an EMPLOYEE and 400 for a restaurant of another chain', async () => {
    await create();
    const payload = { restaurantId: bistrot, sourceWeekStart: W2, targetWeekStart: W3 };
    const employee = await t.post(
      '/api/scheduled-shifts/copy-week',
      payload,
      await t.token(EMPLOYEE),
    );
    expect(employee.status).toBe(403);
    const other = await t.post(
      '/api/scheduled-shifts/copy-week',
      payload,
      await t.token(OTHER_ADMIN),
    );
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    expect(await total()).toBe(1);
  });
});

describe('DELETE /api/scheduled-shifts/delete-week', () => {
  it('deletes the week’s shifts, of the chosen employees only, and says how many', async () => {
    await create();
    await create({
      datetimeStart: '2030-01-13T20:00:00.000Z',
      datetimeEnd: '2030-01-13T22:00:00.000Z',
    });
    const marcs = await create({ employeeId: marc });
    const nextWeek = await create({
      datetimeStart: '2030-01-14T08:00:00.000Z',
      datetimeEnd: '2030-01-14T10:00:00.000Z',
    });
    const res = await deleteWeek(
      { restaurantId: bistrot, weekStart: W2, employeeIds: [lea] },
      MANAGER,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: '2 shifts supprimés avec succès', count: 2 });
    expect(await row(marcs.id)).toBeDefined();
    expect(await row(nextWeek.id)).toBeDefined();
    const all = await deleteWeek({ restaurantId: bistrot, weekStart: W2 });
    expect(all.body).toEqual({ message: '1 shift supprimé avec succès', count: 1 });
    const none = await deleteWeek({ restaurantId: bistrot, weekStart: W2 });
    expect(none.body).toEqual({ message: 'Aucun shift à supprimer dans cette semaine', count: 0 });
    expect(await total()).toBe(1);
  });

  it('deletes nothing on a bad selection, an EMPLOYEE or another chain', async () => {
    await create();
    await create({ restaurantId: comptoir, employeeId: comptoirEmployee, jobId: comptoirJob });
    const foreign = await deleteWeek({
      restaurantId: bistrot,
      weekStart: W2,
      employeeIds: [lea, comptoirEmployee],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toEqual({
      employeeIds: "Un des employés n'appartient pas à ce restaurant",
    });
    const missing = await deleteWeek({ restaurantId: bistrot });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ weekStart: 'La semaine est requise' });
    expect((await deleteWeek({ restaurantId: bistrot, weekStart: W2 }, EMPLOYEE)).status).toBe(403);
    const other = await deleteWeek({ restaurantId: bistrot, weekStart: W2 }, OTHER_ADMIN);
    expect(other.status).toBe(400);
    const manager = await deleteWeek({ restaurantId: comptoir, weekStart: W2 }, MANAGER);
    expect(manager.status).toBe(400);
    expect(await total()).toBe(2);
  });
});
