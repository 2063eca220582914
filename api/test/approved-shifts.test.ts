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
    const read = await t.get(`/api/realized-shifts/${realized}`, await t.token(MANAGER));
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

  it('shows an EMPLOYEE his own pending and approved hours only, none without a staff record', async () => {
    const emma = await t.staffOf(EMPLOYEE);
    const { realized: colleagues } = await clocked();
    const [his] = await t.db
      .insert(realizedShifts)
      .values({
        restaurantId: bistrot,
        employeeId: emma,
        datetimeStart: new Date('2030-01-09T17:00:00.000Z'),
        datetimeEnd: new Date('2030-01-09T22:00:00.000Z'),
      })
      .returning();
    const ids = async (url: string, token: string, key: string) => {
      const res = await t.get(url, token);
      expect(res.status, res.text).toBe(200);
      return (res.body[key] as { id: number }[]).map((s) => s.id);
    };
    const employee = await t.token(EMPLOYEE);
    const pendingUrl = `/api/approved-shifts/pending/${bistrot}?${query}`;
    expect(await ids(pendingUrl, employee, 'realizedShifts')).toEqual([his!.id]);

    const theirs = ((await approve(colleagues)).body.approvedShift as Approved).id;
    const mine = ((await approve(his!.id)).body.approvedShift as Approved).id;
    const restaurantUrl = `/api/approved-shifts/restaurant/${bistrot}?${query}`;
    const listUrl = `/api/approved-shifts?${query}`;
    expect(await ids(restaurantUrl, employee, 'approvedShifts')).toEqual([mine]);
    expect(await ids(listUrl, employee, 'approvedShifts')).toEqual([mine]);
    expect((await t.get(`/api/approved-shifts/${mine}`, employee)).status).toBe(200);
    expect((await t.get(`/api/approved-shifts/${theirs}`, employee)).status).toBe(404);
    // The approval embedded in a clocked shift follows the same rule.
    expect((await t.get(`/api/realized-shifts/${colleagues}`, employee)).status).toBe(404);

    const unlinked = await t.employeeAccount('paie.sans.fiche@exemple.fr', {
      restaurantIds: [bistrot],
    });
    expect(await ids(restaurantUrl, unlinked, 'approvedShifts')).toEqual([]);
    expect(await ids(listUrl, unlinked, 'approvedShifts')).toEqual([]);
    expect((await t.get(`/api/approved-shifts/${mine}`, unlinked)).status).toBe(404);
  });

  it('lists pending shifts, then approved ones, to an ADMIN and the restaurant’s MANAGER', async () => {
    const { realized } = await clocked();
    await clocked({
      datetimeStart: new Date('2030-01-08T08:00:00.000Z'),
      datetimeEnd: null,
    });
    for (const email of [ADMIN, MANAGER]) {
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
    for (const email of [ADMIN, MANAGER]) {
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

describe('POST /api/approved-shifts/validate-day', () => {
  const validateDay = async (body: unknown, email = ADMIN) =>
    t.post('/api/approved-shifts/validate-day', body, await t.token(email));
  const TOO_MANY = 'Au plus 200 shifts à la fois';

  /** A second clocked shift of Léa that Monday (14:00–18:00 UTC), and one approved on Tuesday. */
  async function day() {
    const morning = (await clocked()).realized;
    const afternoon = (
      await clocked({
        datetimeStart: new Date('2030-01-07T14:00:00.000Z'),
        datetimeEnd: new Date('2030-01-07T18:00:00.000Z'),
        actualBreakDuration: 0,
      })
    ).realized;
    const tuesday = (
      await clocked({
        datetimeStart: new Date('2030-01-08T08:00:00.000Z'),
        datetimeEnd: new Date('2030-01-08T12:00:00.000Z'),
      })
    ).realized;
    const approved = ((await approve(tuesday)).body.approvedShift as Approved).id;
    return { morning, afternoon, tuesday, approved };
  }

  const approvedRows = async () =>
    t.db
      .select()
      .from(approvedShifts)
      .where(inArray(approvedShifts.restaurantId, ours()))
      .orderBy(approvedShifts.id);

  it.each([ADMIN, MANAGER])(
    'lets %s approve and edit a day at once, answered as the single routes answer',
    async (email) => {
      const { morning, afternoon, approved } = await day();
      const adjustments = {
        datetimeStart: '2030-01-07T14:00:00.000Z',
        datetimeEnd: '2030-01-07T17:30:00.000Z',
        breakDuration: 10,
        comment: 'Parti plus tôt',
      };
      const res = await validateDay(
        {
          restaurantId: bistrot,
          approvals: [
            { realizedShiftId: morning },
            { realizedShiftId: afternoon, jobId: otherJob, scheduledShiftId: null, adjustments },
          ],
          updates: [{ approvedShiftId: approved, mealCount: 2, comment: 'Fermeture' }],
        },
        email,
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.approved).toHaveLength(2);
      expect(res.body.approved[0]).toMatchObject({
        realizedShiftId: morning,
        jobId: job,
        datetimeStart: '2030-01-07T08:02:00.000Z',
        datetimeEnd: '2030-01-07T12:05:00.000Z',
        breakDuration: 15,
        mealCount: 1,
        adjustments: null,
      });
      expect(res.body.approved[1]).toMatchObject({
        ...adjustments,
        realizedShiftId: afternoon,
        scheduledShiftId: null,
        jobId: otherJob,
        adjustments,
      });
      expect(res.body.updated).toEqual([
        expect.objectContaining({ id: approved, mealCount: 2, comment: 'Fermeture' }),
      ]);
      const token = await t.token(ADMIN);
      for (const shift of [...res.body.approved, ...res.body.updated] as Approved[]) {
        const read = await t.get(`/api/approved-shifts/${shift.id}`, token);
        expect(read.body.approvedShift).toEqual(shift);
      }
      expect(await countApproved()).toBe(3);
    },
  );

  it('accepts empty lists: nothing to write, nothing written', async () => {
    const { approved } = await day();
    const before = await approvedRows();
    const res = await validateDay({ restaurantId: bistrot, approvals: [], updates: [] }, MANAGER);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ approved: [], updated: [] });
    expect(await approvedRows()).toEqual(before);
    expect(before.map((row) => row.id)).toEqual([approved]);
  });

  it('refuses an EMPLOYEE (403), a MANAGER outside his restaurants and another chain (404); nothing written', async () => {
    const { morning, approved } = await day();
    const before = await approvedRows();
    const body = {
      restaurantId: bistrot,
      approvals: [{ realizedShiftId: morning }],
      updates: [{ approvedShiftId: approved, mealCount: 3 }],
    };
    const employee = await validateDay(body, EMPLOYEE);
    expect(employee.status).toBe(403);
    expect(employee.body).toEqual(FORBIDDEN);
    // Even with nothing to write: the day is the restaurant's.
    expect(
      (await validateDay({ restaurantId: bistrot, approvals: [], updates: [] }, EMPLOYEE)).status,
    ).toBe(403);

    // The day's restaurant is the body's input: 400 under its field, the same words for each.
    const otherChain = await validateDay(body, OTHER_ADMIN);
    expect(otherChain.status).toBe(400);
    expect(otherChain.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    const notHis = await validateDay({ ...body, restaurantId: comptoir }, MANAGER);
    expect(notHis.status).toBe(400);
    expect(notHis.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    expect(await approvedRows()).toEqual(before);
  });

  it("answers 404 for another chain's or another restaurant's rows, naming the row; nothing written", async () => {
    const { morning, afternoon, approved } = await day();
    const before = await approvedRows();
    // Another chain's ADMIN, in his own restaurant, naming our rows.
    const clockedHere = await validateDay(
      { restaurantId: autrui, approvals: [{ realizedShiftId: morning }], updates: [] },
      OTHER_ADMIN,
    );
    expect(clockedHere.status).toBe(404);
    expect(clockedHere.body).toEqual({
      error: 'Shift badgé introuvable',
      fieldErrors: { 'approvals.0.realizedShiftId': 'Shift badgé introuvable' },
    });
    const approvedHere = await validateDay(
      {
        restaurantId: autrui,
        approvals: [],
        updates: [{ approvedShiftId: approved, mealCount: 3 }],
      },
      OTHER_ADMIN,
    );
    expect(approvedHere.status).toBe(404);
    expect(approvedHere.body).toEqual({
      error: 'Shift validé introuvable',
      fieldErrors: { 'updates.0.approvedShiftId': 'Shift validé introuvable' },
    });
    // Our ADMIN, on Le Comptoir's day, naming Le Bistrot's rows after one of Le Comptoir's own.
    const [comptoirShift] = await t.db
      .insert(realizedShifts)
      .values({
        restaurantId: comptoir,
        employeeId: comptoirEmployee,
        datetimeStart: new Date('2030-01-07T08:00:00.000Z'),
        datetimeEnd: new Date('2030-01-07T12:00:00.000Z'),
      })
      .returning();
    const otherRestaurant = await validateDay({
      restaurantId: comptoir,
      approvals: [{ realizedShiftId: comptoirShift!.id }, { realizedShiftId: afternoon }],
      updates: [],
    });
    expect(otherRestaurant.status).toBe(404);
    expect(otherRestaurant.body.fieldErrors).toEqual({
      'approvals.1.realizedShiftId': 'Shift badgé introuvable',
    });
    const unknown = await validateDay({
      restaurantId: bistrot,
      approvals: [{ realizedShiftId: morning }],
      updates: [{ approvedShiftId: 2_000_000_000, mealCount: 3 }],
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.fieldErrors).toEqual({
      'updates.0.approvedShiftId': 'Shift validé introuvable',
    });
    expect(await approvedRows()).toEqual(before);
  });

  it.each([
    [
      'an already approved shift last',
      (d: Awaited<ReturnType<typeof day>>) => ({
        approvals: [{ realizedShiftId: d.morning }, { realizedShiftId: d.tuesday }],
        updates: [],
      }),
      409,
      'Ce shift est déjà validé',
      { 'approvals.1.realizedShiftId': 'Ce shift est déjà validé' },
    ],
    [
      'an approval ending before its start last',
      (d: Awaited<ReturnType<typeof day>>) => ({
        approvals: [
          { realizedShiftId: d.morning },
          {
            realizedShiftId: d.afternoon,
            adjustments: { datetimeEnd: '2030-01-07T13:00:00.000Z' },
          },
        ],
        updates: [{ approvedShiftId: d.approved, mealCount: 3 }],
      }),
      400,
      'Données invalides : La fin du shift doit être après son début',
      {
        'approvals.1.adjustments.datetimeEnd': 'La fin du shift doit être après son début',
      },
    ],
    [
      'an update ending before its start after the approvals',
      (d: Awaited<ReturnType<typeof day>>) => ({
        approvals: [{ realizedShiftId: d.morning }, { realizedShiftId: d.afternoon }],
        updates: [
          { approvedShiftId: d.approved, mealCount: 3, datetimeEnd: '2030-01-08T07:00:00.000Z' },
        ],
      }),
      400,
      'Données invalides : La fin du shift doit être après son début',
      { 'updates.0.datetimeEnd': 'La fin du shift doit être après son début' },
    ],
    [
      "another restaurant's job in the last update",
      (d: Awaited<ReturnType<typeof day>>) => ({
        approvals: [{ realizedShiftId: d.morning }],
        updates: [{ approvedShiftId: d.approved, jobId: comptoirJob }],
      }),
      400,
      "Données invalides : Ce poste n'appartient pas à ce restaurant",
      { 'updates.0.jobId': "Ce poste n'appartient pas à ce restaurant" },
    ],
  ])(
    'refuses a day with %s: nothing of it written (all or nothing)',
    async (_, build, status, error, fieldErrors) => {
      const d = await day();
      const before = await approvedRows();
      const res = await validateDay({ restaurantId: bistrot, ...build(d) }, MANAGER);
      expect(res.status, res.text).toBe(status);
      expect(res.body).toEqual({ error, fieldErrors });
      expect(await approvedRows()).toEqual(before);
      const pending = await t.get(
        `/api/approved-shifts/pending/${bistrot}?dateFrom=2030-01-06T23:00:00.000Z&dateTo=2030-01-13T22:59:59.999Z`,
        await t.token(ADMIN),
      );
      expect(pending.body.realizedShifts.map((s: { id: number }) => s.id)).toEqual([
        d.morning,
        d.afternoon,
      ]);
    },
  );

  it('refuses a shift still in progress as the single route does (409), nothing written', async () => {
    const { morning } = await day();
    const { realized: open } = await clocked({
      datetimeStart: new Date('2030-01-09T08:00:00.000Z'),
      datetimeEnd: null,
    });
    const before = await approvedRows();
    const res = await validateDay({
      restaurantId: bistrot,
      approvals: [{ realizedShiftId: morning }, { realizedShiftId: open }],
      updates: [],
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Ce shift est encore en cours : il ne peut pas être validé',
      fieldErrors: {
        'approvals.1.realizedShiftId': 'Ce shift est encore en cours : il ne peut pas être validé',
      },
    });
    expect(await approvedRows()).toEqual(before);
  });

  // Each body holds a valid approval besides its fault: the fault alone refuses the day.
  type Ids = Awaited<ReturnType<typeof day>>;
  const valid = (d: Ids) => [{ realizedShiftId: d.morning }];
  it.each([
    ['no restaurant', (d: Ids) => ({ approvals: valid(d), updates: [] }), 'restaurantId'],
    [
      'a restaurant of the wrong type',
      (d: Ids) => ({ restaurantId: String(bistrot), approvals: valid(d), updates: [] }),
      'restaurantId',
    ],
    ['no updates list', (d: Ids) => ({ restaurantId: bistrot, approvals: valid(d) }), 'updates'],
    [
      'a list that is not one',
      (d: Ids) => ({ restaurantId: bistrot, approvals: valid(d), updates: 'x' }),
      'updates',
    ],
    [
      'an id of the wrong type',
      (d: Ids) => ({
        restaurantId: bistrot,
        approvals: [...valid(d), { realizedShiftId: 'abc' }],
        updates: [],
      }),
      'approvals.1.realizedShiftId',
    ],
    [
      'a row without its id',
      (d: Ids) => ({ restaurantId: bistrot, approvals: valid(d), updates: [{ mealCount: 1 }] }),
      'updates.0.approvedShiftId',
    ],
    [
      'negative meals',
      (d: Ids) => ({
        restaurantId: bistrot,
        approvals: valid(d),
        updates: [{ approvedShiftId: d.approved, mealCount: -1 }],
      }),
      'updates.0.mealCount',
    ],
    [
      'a date that is none',
      (d: Ids) => ({
        restaurantId: bistrot,
        approvals: [{ realizedShiftId: d.morning, adjustments: { datetimeEnd: 'demain' } }],
        updates: [],
      }),
      'approvals.0.adjustments.datetimeEnd',
    ],
    [
      'an unknown key in a row',
      (d: Ids) => ({
        restaurantId: bistrot,
        approvals: [{ realizedShiftId: d.morning, source: 'KIOSK' }],
        updates: [],
      }),
      'approvals.0.source',
    ],
    [
      'an unknown key',
      (d: Ids) => ({ restaurantId: bistrot, approvals: valid(d), updates: [], force: true }),
      'force',
    ],
  ])('refuses %s (French 400), nothing written', async (_, build, field) => {
    const d = await day();
    const before = await approvedRows();
    const res = await validateDay(build(d));
    expect(res.status, res.text).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(res.body.fieldErrors).toHaveProperty([field]);
    expect(await approvedRows()).toEqual(before);
  });

  it('calls a row’s id invalid when it is malformed ("4,5"), required only when it is absent', async () => {
    const before = await approvedRows();
    const malformed = await validateDay({
      restaurantId: bistrot,
      approvals: [{ realizedShiftId: '4,5' }],
      updates: [{ approvedShiftId: 4.5 }],
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({
      error: 'Données invalides : Identifiant invalide',
      fieldErrors: {
        'approvals.0.realizedShiftId': 'Identifiant invalide',
        'updates.0.approvedShiftId': 'Identifiant invalide',
      },
    });
    const absent = await validateDay({ restaurantId: bistrot, approvals: [{}], updates: [{}] });
    expect(absent.status).toBe(400);
    expect(absent.body.fieldErrors).toEqual({
      'approvals.0.realizedShiftId': 'Le shift badgé est requis',
      'updates.0.approvedShiftId': 'Le shift validé est requis',
    });
    expect(await approvedRows()).toEqual(before);
  });

  it('refuses more than 200 rows in all, and a row named twice (400), nothing written', async () => {
    const { morning, afternoon, approved } = await day();
    const before = await approvedRows();
    const tooManyApprovals = await validateDay({
      restaurantId: bistrot,
      approvals: Array.from({ length: 201 }, () => ({ realizedShiftId: morning })),
      updates: [],
    });
    expect(tooManyApprovals.status).toBe(400);
    expect(tooManyApprovals.body).toEqual({
      error: `Données invalides : ${TOO_MANY}`,
      fieldErrors: { approvals: TOO_MANY },
    });
    // 150 and 51: each list within the bound, not the day.
    const tooManyRows = await validateDay({
      restaurantId: bistrot,
      approvals: Array.from({ length: 150 }, (_, i) => ({ realizedShiftId: i + 1 })),
      updates: Array.from({ length: 51 }, (_, i) => ({ approvedShiftId: i + 1 })),
    });
    expect(tooManyRows.status).toBe(400);
    expect(tooManyRows.body).toEqual({
      error: `Données invalides : ${TOO_MANY}`,
      fieldErrors: { approvals: TOO_MANY },
    });
    const twice = await validateDay({
      restaurantId: bistrot,
      approvals: [
        { realizedShiftId: morning },
        { realizedShiftId: afternoon },
        { realizedShiftId: morning },
      ],
      updates: [
        { approvedShiftId: approved, mealCount: 2 },
        { approvedShiftId: approved, mealCount: 3 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.fieldErrors).toEqual({
      'approvals.2.realizedShiftId': 'Ce shift figure deux fois dans la journée',
      'updates.1.approvedShiftId': 'Ce shift figure deux fois dans la journée',
    });
    expect(await approvedRows()).toEqual(before);
  });

  it('lets one of two managers validating the same day at once pass; the other is a 409 and writes nothing', async () => {
    const { morning, afternoon, tuesday } = await day();
    await t.db.delete(approvedShifts).where(eq(approvedShifts.realizedShiftId, tuesday));
    const answers = await Promise.all([
      validateDay(
        {
          restaurantId: bistrot,
          approvals: [{ realizedShiftId: morning }, { realizedShiftId: afternoon }],
          updates: [],
        },
        ADMIN,
      ),
      validateDay(
        {
          restaurantId: bistrot,
          approvals: [{ realizedShiftId: tuesday }, { realizedShiftId: afternoon }],
          updates: [],
        },
        MANAGER,
      ),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(refused.body.error).toBe('Ce shift est déjà validé');
    const rows = await approvedRows();
    // One approved shift per realized shift, and the refused day's other row not written.
    expect(rows.filter((row) => row.realizedShiftId === afternoon)).toHaveLength(1);
    expect(rows).toHaveLength(2);
  });
});
