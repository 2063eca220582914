// The planning tables' own guarantees (docs/areas/planning.md), whatever route writes them.
import { eq } from 'drizzle-orm';
import { LOGGED_IN_USE_MESSAGES } from '@bo/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  approvedShifts,
  clockBlocks,
  employees,
  jobs,
  realizedShifts,
  scheduledShifts,
} from '../src/db/schema.ts';
import { ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number;
beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
});
afterAll(() => t?.close());

let nextPin = 700000;
async function employee() {
  const [row] = await t.db
    .insert(employees)
    .values({
      restaurantId: bistrot,
      firstName: 'Léo',
      lastName: 'Planning',
      pin: String(nextPin++),
    })
    .returning();
  return row!.id;
}
async function job() {
  const [row] = await t.db
    .insert(jobs)
    .values({ restaurantId: bistrot, title: 'Plonge', color: '#4CAF50' })
    .returning();
  return row!.id;
}
const at = (iso: string) => new Date(iso);
const shift = (employeeId: number, jobId: number | null, start: string, end: string) => ({
  restaurantId: bistrot,
  employeeId,
  jobId,
  datetimeStart: at(start),
  datetimeEnd: at(end),
});
/** The Postgres error code a failed write carries (drizzle wraps it in `cause`). */
async function refusal(write: Promise<unknown>): Promise<string | undefined> {
  try {
    await write;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe('scheduled shifts', () => {
  it('end after the start, at most a day later', async () => {
    const e = await employee();
    const j = await job();
    const insert = (start: string, end: string) =>
      t.db.insert(scheduledShifts).values(shift(e, j, start, end));
    expect(await refusal(insert('2026-11-23T09:00:00Z', '2026-11-23T09:00:00Z'))).toBe('23514');
    expect(await refusal(insert('2026-11-23T09:00:00Z', '2026-11-23T08:00:00Z'))).toBe('23514');
    expect(await refusal(insert('2026-11-23T09:00:00Z', '2026-11-24T09:01:00Z'))).toBe('23514');
    await insert('2026-11-23T09:00:00Z', '2026-11-24T09:00:00Z');
    const [row] = await t.db
      .select()
      .from(scheduledShifts)
      .where(eq(scheduledShifts.employeeId, e));
    expect(row).toMatchObject({ breakDuration: 0, mealCount: 1, comment: null });
  });

  it('lose their job when it is deleted, and go with their employee', async () => {
    const e = await employee();
    const j = await job();
    const [planned] = await t.db
      .insert(scheduledShifts)
      .values(shift(e, j, '2026-11-24T08:00:00Z', '2026-11-24T16:00:00Z'))
      .returning();
    await t.db
      .insert(absences)
      .values({ restaurantId: bistrot, employeeId: e, date: '2026-11-25', type: 'SICK' });
    expect((await t.del(`/api/jobs/${j}`, await t.token(ADMIN))).status).toBe(204);
    const [kept] = await t.db
      .select()
      .from(scheduledShifts)
      .where(eq(scheduledShifts.id, planned!.id));
    expect(kept!.jobId).toBeNull();
    expect((await t.del(`/api/employees/${e}`, await t.token(ADMIN))).status).toBe(204);
    expect(
      await t.db.select().from(scheduledShifts).where(eq(scheduledShifts.employeeId, e)),
    ).toEqual([]);
    expect(await t.db.select().from(absences).where(eq(absences.employeeId, e))).toEqual([]);
  });
});

describe('absences', () => {
  it('are one per employee and day', async () => {
    const e = await employee();
    const absence = {
      restaurantId: bistrot,
      employeeId: e,
      date: '2026-11-26',
      type: 'PAID_LEAVE' as const,
    };
    await t.db.insert(absences).values(absence);
    expect(await refusal(t.db.insert(absences).values({ ...absence, type: 'REST' }))).toBe('23505');
  });
});

describe('realized and approved shifts', () => {
  it('one open realized shift per employee; approved once; the employee kept', async () => {
    const e = await employee();
    const open = {
      restaurantId: bistrot,
      employeeId: e,
      datetimeStart: at('2026-11-26T08:00:00Z'),
    };
    const [realized] = await t.db.insert(realizedShifts).values(open).returning();
    expect(realized).toMatchObject({ datetimeEnd: null, actualBreakDuration: 0, source: 'KIOSK' });
    expect(await refusal(t.db.insert(realizedShifts).values(open))).toBe('23505');
    await t.db.insert(clockBlocks).values({
      restaurantId: bistrot,
      employeeId: e,
      realizedShiftId: realized!.id,
      kind: 'WORK',
      datetimeStart: at('2026-11-26T08:00:00Z'),
    });
    await t.db
      .update(realizedShifts)
      .set({ datetimeEnd: at('2026-11-26T16:00:00Z') })
      .where(eq(realizedShifts.id, realized!.id));
    // Once closed, the next day's clock-in may open another.
    await t.db
      .insert(realizedShifts)
      .values({ ...open, datetimeStart: at('2026-11-27T08:00:00Z') });

    const approval = {
      restaurantId: bistrot,
      employeeId: e,
      realizedShiftId: realized!.id,
      datetimeStart: at('2026-11-26T08:00:00Z'),
      datetimeEnd: at('2026-11-26T16:00:00Z'),
    };
    await t.db.insert(approvedShifts).values(approval);
    expect(await refusal(t.db.insert(approvedShifts).values(approval))).toBe('23505');

    const refused = await t.del(`/api/employees/${e}`, await t.token(ADMIN));
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(LOGGED_IN_USE_MESSAGES.employee);
  });

  it('end after their start', async () => {
    const e = await employee();
    const start = at('2026-11-26T08:00:00Z');
    expect(
      await refusal(
        t.db.insert(realizedShifts).values({
          restaurantId: bistrot,
          employeeId: e,
          datetimeStart: start,
          datetimeEnd: start,
        }),
      ),
    ).toBe('23514');
    expect(
      await refusal(
        t.db.insert(approvedShifts).values({
          restaurantId: bistrot,
          employeeId: e,
          datetimeStart: start,
          datetimeEnd: start,
        }),
      ),
    ).toBe('23514');
  });
});
