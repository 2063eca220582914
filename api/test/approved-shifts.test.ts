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
let lea: number, job: number, otherJob: number, comptoirEmployee: number, comptoirJob: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
  await t.db
    .update(restaurants)
    .set({ timeZone: 'Europe/Paris' })
    .where(eq(restaurants.id, bistrot));
  const [first] = await t.db
    .select()
    .from(employees)
    .where(eq(employees.restaurantId, bistrot))
    .orderBy(employees.id);
  lea = first!.id;
  const bistrotJobs = await t.db
    .select()
    .from(jobs)
    .where(eq(jobs.restaurantId, bistrot))
    .orderBy(jobs.id);
  [job, otherJob] = [bistrotJobs[0]!.id, bistrotJobs[1]?.id ?? bistrotJobs[0]!.id];
  comptoirEmployee = await t.employeeOf(comptoir);
  const [c] = await t.db.select().from(jobs).where(eq(jobs.restaurantId, comptoir)).limit(1);
  comptoirJob = c!.id;
});
afterAll(() => t?.close());

const ours = () => [bistrot, comptoir, autrui];
beforeEach(async () => {
  await t.db.delete(approvedShifts).where(inArray(approvedShifts.restaurantId, ours()));
  await t.db.delete(clockBlocks).where(inArray(clockBlocks.restaurantId, ours()));
  await t.db.delete(realizedShifts).where(inArray(realizedShifts.restaurantId, ours()));
  await t.db.delete(scheduledShifts).where(inArray(scheduledShifts.restaurantId, ours()));
});

type Approved = {
  id: number;
  realizedShiftId: number | null;
  scheduledShiftId: number | null;
  jobId: number | null;
  datetimeStart: string;
  datetimeEnd: string;
  breakDuration: number;
  mealCount: number;
  comment: string | null;
  adjustments: Record<string, unknown> | null;
};

const countApproved = async () =>
  (await t.db.select().from(approvedShifts).where(inArray(approvedShifts.restaurantId, ours())))
    .length;

/** A clocked shift of Léa on Monday 7 January 2030 (planned 8:00–12:00 UTC), 15 minutes of break. */
async function clocked(
  fields: Partial<typeof realizedShifts.$inferInsert> = {},
): Promise<{ realized: number; planned: number }> {
  const [plan] = await t.db
    .insert(scheduledShifts)
    .values({
      restaurantId: bistrot,
      employeeId: lea,
      jobId: job,
      datetimeStart: new Date('2030-01-07T08:00:00.000Z'),
      datetimeEnd: new Date('2030-01-07T12:00:00.000Z'),
    })
    .returning();
  const [row] = await t.db
    .insert(realizedShifts)
    .values({
      restaurantId: bistrot,
      employeeId: lea,
      scheduledShiftId: plan!.id,
      datetimeStart: new Date('2030-01-07T08:02:00.000Z'),
      datetimeEnd: new Date('2030-01-07T12:05:00.000Z'),
      actualBreakDuration: 15,
      mealCount: 1,
      ...fields,
    })
    .returning();
  return { realized: row!.id, planned: plan!.id };
}

const approve = async (id: number, payload: unknown = {}, email = ADMIN) =>
  t.post(`/api/approved-shifts/approve-realized/${id}`, payload, await t.token(email));

describe('POST /api/approved-shifts/approve-realized/{id}', () => {
  it.each([ADMIN, MANAGER])('lets %s approve a clocked shift as clocked', async (email) => {
    const { realized, planned } = await clocked();
    const res = await approve(realized, {}, email);
    expect(res.status, res.text).toBe(201);
    expect(res.body.approvedShift).toMatchObject({
      realizedShiftId: realized,
      scheduledShiftId: planned,
      jobId: job,
      employee: { id: lea },
      datetimeStart: '2030-01-07T08:02:00.000Z',
      datetimeEnd: '2030-01-07T12:05:00.000Z',
      breakDuration: 15,
      mealCount: 1,
      adjustments: null,
    });
    const read = await t.get(`/api/realized-shifts/${realized}`, await t.token(EMPLOYEE));
    expect(read.body.realizedShift.approvedShift.id).toBe(res.body.approvedShift.id);
  });

  it('applies the adjustments and keeps them as sent', async () => {
    const { realized, planned } = await clocked();
    const adjustments = {
      datetimeStart: '2030-01-07T08:00:00.000Z',
      datetimeEnd: '2030-01-07T12:00:00.000Z',
      breakDuration: 30,
      mealCount: 2,
      comment: 'Arrondi au planning',
    };
    const res = await approve(realized, {
      realizedShiftId: realized,
      scheduledShiftId: planned,
      jobId: otherJob,
      adjustments,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.approvedShift).toMatchObject({ ...adjustments, jobId: otherJob });
    expect(res.body.approvedShift.adjustments).toMatchObject(adjustments);
  });

  it('refuses to approve twice (409), one approved shift kept', async () => {
    const { realized } = await clocked();
    expect((await approve(realized)).status).toBe(201);
    const again = await approve(realized, {}, MANAGER);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ce shift est déjà validé');
    expect(await countApproved()).toBe(1);
  });

  it('lets one of two simultaneous approvals pass; the other is the 409', async () => {
    const { realized } = await clocked();
    const answers = await Promise.all([approve(realized), approve(realized, {}, MANAGER)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.error).toBe('Ce shift est déjà validé');
    expect(await countApproved()).toBe(1);
  });

  it('refuses a shift still in progress (409)', async () => {
    const { realized } = await clocked({ datetimeEnd: null });
    const res = await approve(realized);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Ce shift est encore en cours : il ne peut pas être validé');
    expect(await countApproved()).toBe(0);
  });

  it('refuses an EMPLOYEE (403), another chain and a MANAGER outside his restaurants (404)', async () => {
    const { realized } = await clocked();
    const employee = await approve(realized, {}, EMPLOYEE);
    expect(employee.status).toBe(403);
    expect(employee.body).toEqual(FORBIDDEN);
    const other = await approve(realized, {}, OTHER_ADMIN);
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('Shift badgé introuvable');
    const [foreign] = await t.db
      .insert(realizedShifts)
      .values({
        restaurantId: comptoir,
        employeeId: comptoirEmployee,
        datetimeStart: new Date('2030-01-07T08:00:00.000Z'),
        datetimeEnd: new Date('2030-01-07T12:00:00.000Z'),
      })
      .returning();
    expect((await approve(foreign!.id, {}, MANAGER)).status).toBe(404);
    expect(await countApproved()).toBe(0);
  });

  it.each([
    [
      'an end before the start',
      { adjustments: { datetimeEnd: '2030-01-07T07:00:00Z' } },
      'datetimeEnd',
    ],
    ['a break longer than the shift', { adjustments: { breakDuration: 600 } }, 'breakDuration'],
    ['another restaurant’s job', { jobId: -1 }, 'jobId'],
    ['another realized shift', { realizedShiftId: 2_000_000_000 }, 'realizedShiftId'],
    ['negative meals', { adjustments: { mealCount: -2 } }, 'adjustments.mealCount'],
    ['an unknown adjustment', { adjustments: { source: 'KIOSK' } }, ''],
  ])('refuses %s (400), nothing written', async (_, payload, field) => {
    const { realized } = await clocked();
    const body = 'jobId' in payload ? { jobId: comptoirJob } : payload;
    const res = await approve(realized, body);
    expect(res.status, res.text).toBe(400);
    if (field) expect(res.body.fieldErrors).toHaveProperty(field);
    expect(await countApproved()).toBe(0);
  });
});

describe('the approved shifts', () => {
  const query = 'dateFrom=2030-01-06T23:00:00.000Z&dateTo=2030-01-13T22:59:59.999Z';

  it('lists pending shifts, then approved ones, for everyone who sees the restaurant', async () => {
    const { realized } = await clocked();
    await clocked({
      datetimeStart: new Date('2030-01-08T08:00:00.000Z'),
      datetimeEnd: null,
    });
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const pending = await t.get(
        `/api/approved-shifts/pending/${bistrot}?${query}`,
        await t.token(email),
      );
      expect(pending.status).toBe(200);
      // The open shift is not awaiting validation yet.
      expect(pending.body.realizedShifts.map((s: { id: number }) => s.id)).toEqual([realized]);
    }
    const { body } = await approve(realized);
    const id = (body.approvedShift as Approved).id;
    const pending = await t.get(
      `/api/approved-shifts/pending/${bistrot}?${query}`,
      await t.token(ADMIN),
    );
    expect(pending.body.realizedShifts).toEqual([]);
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const token = await t.token(email);
      const byRestaurant = await t.get(
        `/api/approved-shifts/restaurant/${bistrot}?${query}`,
        token,
      );
      expect(byRestaurant.body.approvedShifts.map((s: Approved) => s.id)).toEqual([id]);
      const all = await t.get(`/api/approved-shifts?${query}&restaurantIds=${bistrot}`, token);
      expect(all.body.approvedShifts.map((s: Approved) => s.id)).toEqual([id]);
      expect((await t.get(`/api/approved-shifts/${id}`, token)).status).toBe(200);
    }
    const otherToken = await t.token(OTHER_ADMIN);
    expect((await t.get(`/api/approved-shifts/${id}`, otherToken)).status).toBe(404);
    expect(
      (await t.get(`/api/approved-shifts/pending/${bistrot}?${query}`, otherToken)).status,
    ).toBe(404);
    expect(
      (await t.get(`/api/approved-shifts/restaurant/${bistrot}?${query}`, otherToken)).status,
    ).toBe(404);
    expect((await t.get(`/api/approved-shifts?${query}`, otherToken)).body.approvedShifts).toEqual(
      [],
    );
    expect((await t.get(`/api/approved-shifts?dateFrom=x&dateTo=y`, otherToken)).status).toBe(400);
  });

  it('lets a MANAGER edit an approved shift; refuses an EMPLOYEE (403), another chain (404), bad input (400)', async () => {
    const { realized } = await clocked();
    const id = ((await approve(realized)).body.approvedShift as Approved).id;
    const edit = { datetimeEnd: '2030-01-07T12:30:00.000Z', mealCount: 2, comment: 'Fermeture' };
    expect((await t.put(`/api/approved-shifts/${id}`, edit, await t.token(EMPLOYEE))).status).toBe(
      403,
    );
    expect(
      (await t.put(`/api/approved-shifts/${id}`, edit, await t.token(OTHER_ADMIN))).status,
    ).toBe(404);
    const bad = await t.put(
      `/api/approved-shifts/${id}`,
      { datetimeEnd: '2030-01-07T08:00:00.000Z' },
      await t.token(MANAGER),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toHaveProperty('datetimeEnd');
    const foreignJob = await t.put(
      `/api/approved-shifts/${id}`,
      { jobId: comptoirJob },
      await t.token(ADMIN),
    );
    expect(foreignJob.status).toBe(400);
    const res = await t.put(`/api/approved-shifts/${id}`, edit, await t.token(MANAGER));
    expect(res.status, res.text).toBe(200);
    expect(res.body.approvedShift).toMatchObject({ ...edit, breakDuration: 15 });
  });

  it('creates hours without a clocked shift, and deletes an approval: the shift is pending again', async () => {
    const create = {
      restaurantId: bistrot,
      employeeId: lea,
      jobId: job,
      datetimeStart: '2030-01-09T08:00:00.000Z',
      datetimeEnd: '2030-01-09T12:00:00.000Z',
      breakDuration: 20,
    };
    expect((await t.post('/api/approved-shifts', create, await t.token(EMPLOYEE))).status).toBe(
      403,
    );
    const foreign = await t.post(
      '/api/approved-shifts',
      { ...create, employeeId: comptoirEmployee },
      await t.token(ADMIN),
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors).toHaveProperty('employeeId');
    const otherChain = await t.post('/api/approved-shifts', create, await t.token(OTHER_ADMIN));
    expect(otherChain.status).toBe(400);
    expect(await countApproved()).toBe(0);
    const made = await t.post('/api/approved-shifts', create, await t.token(MANAGER));
    expect(made.status, made.text).toBe(201);
    expect(made.body.approvedShift).toMatchObject({
      realizedShiftId: null,
      breakDuration: 20,
      mealCount: 0,
    });

    const { realized } = await clocked();
    const id = ((await approve(realized)).body.approvedShift as Approved).id;
    expect((await t.del(`/api/approved-shifts/${id}`, await t.token(EMPLOYEE))).status).toBe(403);
    expect((await t.del(`/api/approved-shifts/${id}`, await t.token(OTHER_ADMIN))).status).toBe(
      404,
    );
    const deleted = await t.del(`/api/approved-shifts/${id}`, await t.token(MANAGER));
    expect(deleted.status).toBe(200);
    expect(deleted.body.approvedShift.id).toBe(id);
    const pending = await t.get(
      `/api/approved-shifts/pending/${bistrot}?${query}`,
      await t.token(ADMIN),
    );
    expect(pending.body.realizedShifts.map((s: { id: number }) => s.id)).toEqual([realized]);
    expect((await approve(realized)).status).toBe(201);
  });
});
