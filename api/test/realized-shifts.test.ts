import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  approvedShifts,
  clockBlocks,
  employees,
  jobs,
  realizedShifts,
  restaurants,
  scheduledShifts,
} from '../src/db/schema.ts';
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
let bistrot: number, comptoir: number, autrui: number;
let lea: number, marc: number, job: number, comptoirEmployee: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
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
  const [first] = await t.db.select().from(jobs).where(eq(jobs.restaurantId, bistrot)).limit(1);
  job = first!.id;
  comptoirEmployee = await t.employeeOf(comptoir);
});
afterAll(() => t?.close());

const ours = () => [bistrot, comptoir, autrui];
beforeEach(async () => {
  await t.db.delete(approvedShifts).where(inArray(approvedShifts.restaurantId, ours()));
  await t.db.delete(clockBlocks).where(inArray(clockBlocks.restaurantId, ours()));
  await t.db.delete(realizedShifts).where(inArray(realizedShifts.restaurantId, ours()));
  await t.db.delete(scheduledShifts).where(inArray(scheduledShifts.restaurantId, ours()));
});

type Realized = {
  id: number;
  restaurantId: number;
  employeeId: number;
  datetimeStart: string;
  datetimeEnd: string | null;
  scheduledShiftId: number | null;
  blockIds: number[];
  actualBreakDuration: number;
  source: string;
  approvedShift: { id: number } | null;
};

// Far in the future (2030), away from any demo row. 7 January 2030 is a Monday; Paris is UTC+1.
const body = (fields: Record<string, unknown> = {}) => ({
  restaurantId: bistrot,
  employeeId: lea,
  datetimeStart: '2030-01-07T08:02:00.000Z',
  datetimeEnd: '2030-01-07T12:05:00.000Z',
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<Realized> {
  const res = await t.post('/api/realized-shifts', body(fields), await t.token(ADMIN));
  expect(res.status, res.text).toBe(201);
  return res.body.realizedShift as Realized;
}

async function plan(start: string, end: string, employeeId = lea): Promise<number> {
  const [row] = await t.db
    .insert(scheduledShifts)
    .values({
      restaurantId: bistrot,
      employeeId,
      jobId: job,
      datetimeStart: new Date(start),
      datetimeEnd: new Date(end),
    })
    .returning({ id: scheduledShifts.id });
  return row!.id;
}

async function block(kind: 'WORK' | 'BREAK', start: string, end: string | null, employeeId = lea) {
  const [row] = await t.db
    .insert(clockBlocks)
    .values({
      restaurantId: bistrot,
      employeeId,
      kind,
      datetimeStart: new Date(start),
      datetimeEnd: end === null ? null : new Date(end),
    })
    .returning({ id: clockBlocks.id });
  return row!.id;
}

const countRealized = async () =>
  (await t.db.select().from(realizedShifts).where(inArray(realizedShifts.restaurantId, ours())))
    .length;

describe('POST /api/realized-shifts', () => {
  it.each([ADMIN, MANAGER])(
    'lets %s enter a clocked shift, linked to the day’s plan',
    async (email) => {
      const planned = await plan('2030-01-07T08:00:00.000Z', '2030-01-07T12:00:00.000Z');
      const res = await t.post(
        '/api/realized-shifts',
        body({ mealCount: 1 }),
        await t.token(email),
      );
      expect(res.status, res.text).toBe(201);
      expect(res.body.realizedShift).toMatchObject({
        restaurantId: bistrot,
        employeeId: lea,
        employee: { id: lea },
        datetimeStart: '2030-01-07T08:02:00.000Z',
        datetimeEnd: '2030-01-07T12:05:00.000Z',
        scheduledShiftId: planned,
        scheduledShift: { id: planned, jobId: job },
        mealCount: 1,
        source: 'MANAGER',
        blockIds: [],
        actualBreakDuration: 0,
        approvedShift: null,
      });
    },
  );

  it('links the plan of the restaurant’s day, read in its time zone, not the nearest in time', async () => {
    // 31 March 2030: Paris moves to summer time. 23:30 UTC on the 30th is 00:30 on the 31st there.
    await plan('2030-03-30T20:00:00.000Z', '2030-03-30T22:30:00.000Z'); // Saturday evening
    const sunday = await plan('2030-03-31T06:00:00.000Z', '2030-03-31T10:00:00.000Z');
    const shift = await create({
      datetimeStart: '2030-03-30T23:30:00.000Z',
      datetimeEnd: '2030-03-31T03:00:00.000Z',
    });
    expect(shift.scheduledShiftId).toBe(sunday);
  });

  it('links the day’s plan not yet done: after the lunch clocked, the dinner, then none', async () => {
    // Paris is UTC+1: lunch 11:00-15:00, dinner 19:00-23:00.
    const lunch = await plan('2030-01-07T10:00:00.000Z', '2030-01-07T14:00:00.000Z');
    const dinner = await plan('2030-01-07T18:00:00.000Z', '2030-01-07T22:00:00.000Z');
    const atLunch = await create({
      datetimeStart: '2030-01-07T10:05:00.000Z',
      datetimeEnd: '2030-01-07T13:00:00.000Z',
    });
    expect(atLunch.scheduledShiftId).toBe(lunch);
    // 14:30 starts nearer the lunch (3 h 30) than the dinner (4 h 30), but the lunch is done.
    const back = await create({
      datetimeStart: '2030-01-07T13:30:00.000Z',
      datetimeEnd: '2030-01-07T14:30:00.000Z',
    });
    expect(back.scheduledShiftId).toBe(dinner);
    // Both done: a third shift of the day is linked to neither.
    const late = await create({
      datetimeStart: '2030-01-07T21:00:00.000Z',
      datetimeEnd: undefined,
    });
    expect(late.scheduledShiftId).toBeNull();
    // A plan named explicitly is still the manager's choice.
    await t.db.delete(realizedShifts).where(eq(realizedShifts.id, late.id));
    const named = await create({
      datetimeStart: '2030-01-07T21:00:00.000Z',
      datetimeEnd: '2030-01-07T22:00:00.000Z',
      scheduledShiftId: lunch,
    });
    expect(named.scheduledShiftId).toBe(lunch);
  });

  it('skips a plan whose hours the manager entered as approved', async () => {
    const lunch = await plan('2030-01-07T10:00:00.000Z', '2030-01-07T14:00:00.000Z');
    const dinner = await plan('2030-01-07T18:00:00.000Z', '2030-01-07T22:00:00.000Z');
    const entered = await t.post(
      '/api/approved-shifts',
      {
        restaurantId: bistrot,
        employeeId: lea,
        scheduledShiftId: lunch,
        datetimeStart: '2030-01-07T10:00:00.000Z',
        datetimeEnd: '2030-01-07T14:00:00.000Z',
      },
      await t.token(MANAGER),
    );
    expect(entered.status, entered.text).toBe(201);
    const shift = await create({
      datetimeStart: '2030-01-07T11:00:00.000Z',
      datetimeEnd: '2030-01-07T12:00:00.000Z',
    });
    expect(shift.scheduledShiftId).toBe(dinner);
  });

  it('links nothing when nothing is planned that day; an open shift has no end', async () => {
    await plan('2030-01-08T08:00:00.000Z', '2030-01-08T12:00:00.000Z');
    const shift = await create({ datetimeEnd: undefined });
    expect(shift).toMatchObject({ scheduledShiftId: null, datetimeEnd: null });
  });

  it('refuses a second open shift of the same employee (409)', async () => {
    await create({ datetimeEnd: undefined });
    const before = await countRealized();
    const res = await t.post(
      '/api/realized-shifts',
      body({ datetimeStart: '2030-01-07T14:00:00.000Z', datetimeEnd: undefined }),
      await t.token(ADMIN),
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Cet employé a déjà un shift en cours');
    expect(await countRealized()).toBe(before);
  });

  it('refuses an EMPLOYEE (403), nothing written', async () => {
    const res = await t.post('/api/realized-shifts', body(), await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await countRealized()).toBe(0);
  });

  it.each([
    ['a MANAGER outside his restaurants', MANAGER, () => ({ restaurantId: comptoir })],
    ['another chain', OTHER_ADMIN, () => ({})],
  ])('refuses %s (400 on restaurantId), nothing written', async (_, email, fields) => {
    const res = await t.post('/api/realized-shifts', body(fields()), await t.token(email));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('restaurantId');
    expect(await countRealized()).toBe(0);
  });

  it.each([
    ['an employee of another restaurant', { employeeId: comptoirEmployee }, 'employeeId'],
    ['an end before the start', { datetimeEnd: '2030-01-07T07:00:00.000Z' }, 'datetimeEnd'],
    ['more than 24 hours', { datetimeEnd: '2030-01-08T09:00:00.000Z' }, 'datetimeEnd'],
    ['a date that is none', { datetimeStart: '7 janvier' }, 'datetimeStart'],
    ['negative meals', { mealCount: -1 }, 'mealCount'],
    ['another employee’s plan', { scheduledShiftId: -1 }, 'scheduledShiftId'],
    ['an unknown field', { source: 'KIOSK' }, ''],
  ])('refuses %s (400), nothing written', async (_, fields, field) => {
    const extra =
      'scheduledShiftId' in fields
        ? {
            scheduledShiftId: await plan(
              '2030-01-07T08:00:00.000Z',
              '2030-01-07T12:00:00.000Z',
              marc,
            ),
          }
        : fields;
    const res = await t.post('/api/realized-shifts', body(extra), await t.token(ADMIN));
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides/);
    if (field) expect(res.body.fieldErrors).toHaveProperty(field);
    expect(await countRealized()).toBe(0);
  });
});

describe('GET /api/realized-shifts…', () => {
  it('lists a restaurant’s shifts of the period for everyone who sees it, with blocks and approval', async () => {
    const a = await create();
    const b = await create({
      employeeId: marc,
      datetimeStart: '2030-01-09T08:00:00.000Z',
      datetimeEnd: '2030-01-09T10:00:00.000Z',
    });
    await create({
      datetimeStart: '2030-01-20T08:00:00.000Z',
      datetimeEnd: '2030-01-20T10:00:00.000Z',
    });
    const query = 'dateFrom=2030-01-06T23:00:00.000Z&dateTo=2030-01-13T22:59:59.999Z';
    for (const email of [ADMIN, MANAGER]) {
      const res = await t.get(
        `/api/realized-shifts/restaurant/${bistrot}?${query}`,
        await t.token(email),
      );
      expect(res.status).toBe(200);
      expect((res.body.realizedShifts as Realized[]).map((s) => s.id)).toEqual([a.id, b.id]);
    }
    const filtered = await t.get(
      `/api/realized-shifts?${query}&employeeIds=${marc}`,
      await t.token(ADMIN),
    );
    expect((filtered.body.realizedShifts as Realized[]).map((s) => s.id)).toEqual([b.id]);
    const one = await t.get(`/api/realized-shifts/${a.id}`, await t.token(MANAGER));
    expect(one.status).toBe(200);
    expect(one.body.realizedShift.id).toBe(a.id);
  });

  it('shows an EMPLOYEE his own clocked shifts only, none without a staff record', async () => {
    const emma = await t.staffOf(EMPLOYEE);
    const his = await create({ employeeId: emma });
    const colleague = await create();
    const elsewhere = await create({ restaurantId: comptoir, employeeId: comptoirEmployee });
    const query = 'dateFrom=2030-01-06T23:00:00.000Z&dateTo=2030-01-13T22:59:59.999Z';
    const ids = async (url: string, token: string) => {
      const res = await t.get(url, token);
      expect(res.status, res.text).toBe(200);
      return (res.body.realizedShifts as Realized[]).map((s) => s.id);
    };
    const employee = await t.token(EMPLOYEE);
    expect(await ids(`/api/realized-shifts/restaurant/${bistrot}?${query}`, employee)).toEqual([
      his.id,
    ]);
    expect(await ids(`/api/realized-shifts?${query}`, employee)).toEqual([his.id]);
    expect(await ids(`/api/realized-shifts/restaurant/${comptoir}?${query}`, employee)).toEqual([]);
    expect((await t.get(`/api/realized-shifts/${his.id}`, employee)).status).toBe(200);
    for (const other of [colleague, elsewhere]) {
      expect((await t.get(`/api/realized-shifts/${other.id}`, employee)).status).toBe(404);
    }
    // Working at the Bistrot without a staff record: no one's hours.
    const unlinked = await t.employeeAccount('badges.sans.fiche@exemple.fr', {
      restaurantIds: [bistrot],
    });
    expect(await ids(`/api/realized-shifts/restaurant/${bistrot}?${query}`, unlinked)).toEqual([]);
    expect(await ids(`/api/realized-shifts?${query}`, unlinked)).toEqual([]);
    expect((await t.get(`/api/realized-shifts/${his.id}`, unlinked)).status).toBe(404);
  });

  it('answers 404 to another chain and to a MANAGER outside his restaurants', async () => {
    const a = await create();
    const query = 'dateFrom=2030-01-06T23:00:00.000Z&dateTo=2030-01-13T22:59:59.999Z';
    const other = await t.get(`/api/realized-shifts/${a.id}`, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Shift badgé introuvable');
    const list = await t.get(
      `/api/realized-shifts/restaurant/${bistrot}?${query}`,
      await t.token(OTHER_ADMIN),
    );
    expect(list.status).toBe(404);
    const all = await t.get(`/api/realized-shifts?${query}`, await t.token(OTHER_ADMIN));
    expect(all.body.realizedShifts).toEqual([]);
    const foreign = await t.post(
      '/api/realized-shifts',
      body({ restaurantId: comptoir, employeeId: comptoirEmployee }),
      await t.token(ADMIN),
    );
    const managed = await t.get(
      `/api/realized-shifts/${foreign.body.realizedShift.id}`,
      await t.token(MANAGER),
    );
    expect(managed.status).toBe(404);
  });

  it('refuses a reversed or too long period (400)', async () => {
    const token = await t.token(ADMIN);
    const reversed = await t.get(
      `/api/realized-shifts/restaurant/${bistrot}?dateFrom=2030-01-13T00:00:00Z&dateTo=2030-01-06T00:00:00Z`,
      token,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.fieldErrors).toHaveProperty('dateTo');
    const long = await t.get(
      `/api/realized-shifts?dateFrom=2030-01-01T00:00:00Z&dateTo=2030-06-01T00:00:00Z`,
      token,
    );
    expect(long.status).toBe(400);
    const missing = await t.get(`/api/realized-shifts/restaurant/${bistrot}`, token);
    expect(missing.status).toBe(400);
  });
});

describe('PUT /api/realized-shifts/{id}', () => {
  it('lets a MANAGER correct and close a shift; an EMPLOYEE is refused (403)', async () => {
    const shift = await create({ datetimeEnd: undefined });
    const refused = await t.put(
      `/api/realized-shifts/${shift.id}`,
      { datetimeEnd: '2030-01-07T12:00:00.000Z' },
      await t.token(EMPLOYEE),
    );
    expect(refused.status).toBe(403);
    const res = await t.put(
      `/api/realized-shifts/${shift.id}`,
      { datetimeEnd: '2030-01-07T12:00:00.000Z', comment: 'Oubli de badge', mealCount: 1 },
      await t.token(MANAGER),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.realizedShift).toMatchObject({
      datetimeEnd: '2030-01-07T12:00:00.000Z',
      mealCount: 1,
      source: 'MANAGER',
    });
  });

  it('refuses bad input (400) and another chain (404), nothing changed', async () => {
    const shift = await create();
    const token = await t.token(ADMIN);
    for (const [fields, field] of [
      [{ datetimeEnd: '2030-01-07T06:00:00.000Z' }, 'datetimeEnd'],
      [{ restaurantId: comptoir }, 'restaurantId'],
      [{ employeeId: marc }, 'employeeId'],
      [{ mealCount: 'deux' }, 'mealCount'],
    ] as const) {
      const res = await t.put(`/api/realized-shifts/${shift.id}`, fields, token);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.fieldErrors).toHaveProperty(field);
    }
    const other = await t.put(
      `/api/realized-shifts/${shift.id}`,
      { mealCount: 2 },
      await t.token(OTHER_ADMIN),
    );
    expect(other.status).toBe(404);
    const [row] = await t.db.select().from(realizedShifts).where(eq(realizedShifts.id, shift.id));
    expect(row).toMatchObject({ mealCount: 0, datetimeEnd: new Date(shift.datetimeEnd!) });
  });

  it('refuses to correct an approved shift (409)', async () => {
    const shift = await create();
    const token = await t.token(ADMIN);
    expect(
      (await t.post(`/api/approved-shifts/approve-realized/${shift.id}`, {}, token)).status,
    ).toBe(201);
    const res = await t.put(`/api/realized-shifts/${shift.id}`, { mealCount: 2 }, token);
    expect(res.status).toBe(409);
  });
});

describe('POST /api/realized-shifts/{id}/link-blocks', () => {
  it('links the employee’s blocks; the break is the sum of the BREAK blocks', async () => {
    const shift = await create();
    const blocks = [
      await block('WORK', '2030-01-07T08:02:00.000Z', '2030-01-07T10:00:00.000Z'),
      await block('BREAK', '2030-01-07T10:00:00.000Z', '2030-01-07T10:15:00.000Z'),
      await block('WORK', '2030-01-07T10:15:00.000Z', '2030-01-07T11:00:00.000Z'),
      await block('BREAK', '2030-01-07T11:00:00.000Z', '2030-01-07T11:20:00.000Z'),
    ];
    const res = await t.post(
      `/api/realized-shifts/${shift.id}/link-blocks`,
      { blockIds: blocks },
      await t.token(MANAGER),
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.realizedShift).toMatchObject({ blockIds: blocks, actualBreakDuration: 35 });
    // The blocks themselves, in order, for the validation screen.
    expect(res.body.realizedShift.blocks).toEqual([
      {
        id: blocks[0],
        kind: 'WORK',
        datetimeStart: '2030-01-07T08:02:00.000Z',
        datetimeEnd: '2030-01-07T10:00:00.000Z',
      },
      {
        id: blocks[1],
        kind: 'BREAK',
        datetimeStart: '2030-01-07T10:00:00.000Z',
        datetimeEnd: '2030-01-07T10:15:00.000Z',
      },
      {
        id: blocks[2],
        kind: 'WORK',
        datetimeStart: '2030-01-07T10:15:00.000Z',
        datetimeEnd: '2030-01-07T11:00:00.000Z',
      },
      {
        id: blocks[3],
        kind: 'BREAK',
        datetimeStart: '2030-01-07T11:00:00.000Z',
        datetimeEnd: '2030-01-07T11:20:00.000Z',
      },
    ]);
  });

  it('refuses another employee’s or another shift’s block (400, nothing linked), an EMPLOYEE (403), another chain (404)', async () => {
    const shift = await create();
    const mine = await block('BREAK', '2030-01-07T10:00:00.000Z', '2030-01-07T10:15:00.000Z');
    const his = await block('BREAK', '2030-01-07T10:00:00.000Z', '2030-01-07T10:15:00.000Z', marc);
    const token = await t.token(ADMIN);
    const res = await t.post(
      `/api/realized-shifts/${shift.id}/link-blocks`,
      { blockIds: [mine, his] },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('blockIds');
    const [row] = await t.db.select().from(clockBlocks).where(eq(clockBlocks.id, mine));
    expect(row!.realizedShiftId).toBeNull();
    const empty = await t.post(
      `/api/realized-shifts/${shift.id}/link-blocks`,
      { blockIds: [] },
      token,
    );
    expect(empty.status).toBe(400);
    const employee = await t.post(
      `/api/realized-shifts/${shift.id}/link-blocks`,
      { blockIds: [mine] },
      await t.token(EMPLOYEE),
    );
    expect(employee.status).toBe(403);
    const other = await t.post(
      `/api/realized-shifts/${shift.id}/link-blocks`,
      { blockIds: [mine] },
      await t.token(OTHER_ADMIN),
    );
    expect(other.status).toBe(404);
  });
});
