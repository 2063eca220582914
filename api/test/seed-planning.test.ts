// The demo chain's planning and time clock (api/src/db/seed-planning.ts): four weeks planned in
// each restaurant's zone within the grid's rules, what was worked clocked and mostly validated,
// one shift in progress per restaurant whatever the time of the seed, nothing clocked after it,
// the absences and the two labour warnings the demo shows; deterministic and idempotent.
import {
  addDays,
  breakMinutesOfBlocks,
  dayOf,
  labourWarnings,
  MAX_SHIFTS_PER_CELL,
  shiftDay,
  shiftWallTimes,
  weekDays,
  weekStartOf,
} from '@bo/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { DEMO_PLANNING } from '../src/db/seed-planning.ts';
import { DEMO_CHAIN, seedChain, type SeedChain } from '../src/db/seed.ts';
import {
  absences,
  approvedShifts,
  clockBlocks,
  employees,
  enseignes,
  jobs,
  realizedShifts,
  restaurants,
  scheduledShifts,
  users,
} from '../src/db/schema.ts';
import { setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let demo: number;
/**
 * The instant the demo was seeded (seedChain keeps it as the chain's creation): its weeks are
 * around it, whatever the clock says when a test runs; a run may cross midnight in Paris after
 * the template was seeded.
 */
let seededAt: Date;

beforeAll(async () => {
  t = await setupApi();
  demo = await t.enseigneId(DEMO_CHAIN.name);
  const [chain] = await t.db
    .select({ createdAt: enseignes.createdAt })
    .from(enseignes)
    .where(eq(enseignes.id, demo));
  seededAt = chain!.createdAt;
});
afterAll(() => t.close());

/** A chain's planning rows, in insertion order. */
async function planningOf(db: Db, enseigneId: number) {
  const restaurantRows = await db
    .select()
    .from(restaurants)
    .where(eq(restaurants.enseigneId, enseigneId))
    .orderBy(asc(restaurants.id));
  const ids = restaurantRows.map((r) => r.id);
  const [staff, planned, realized, blocks, approved, absent, chainUsers] = await Promise.all([
    db.select().from(employees).where(inArray(employees.restaurantId, ids)),
    db
      .select()
      .from(scheduledShifts)
      .where(inArray(scheduledShifts.restaurantId, ids))
      .orderBy(asc(scheduledShifts.id)),
    db
      .select()
      .from(realizedShifts)
      .where(inArray(realizedShifts.restaurantId, ids))
      .orderBy(asc(realizedShifts.id)),
    db
      .select()
      .from(clockBlocks)
      .where(inArray(clockBlocks.restaurantId, ids))
      .orderBy(asc(clockBlocks.id)),
    db
      .select()
      .from(approvedShifts)
      .where(inArray(approvedShifts.restaurantId, ids))
      .orderBy(asc(approvedShifts.id)),
    db.select().from(absences).where(inArray(absences.restaurantId, ids)).orderBy(asc(absences.id)),
    db.select().from(users).where(eq(users.enseigneId, enseigneId)),
  ]);
  const zoneOf = (restaurantId: number) =>
    restaurantRows.find((r) => r.id === restaurantId)!.timeZone;
  const nameOf = (employeeId: number) => {
    const e = staff.find((x) => x.id === employeeId)!;
    return `${e.firstName} ${e.lastName}`;
  };
  return {
    restaurantRows,
    staff,
    planned,
    realized,
    blocks,
    approved,
    absent,
    chainUsers,
    zoneOf,
    nameOf,
  };
}
type Planning = Awaited<ReturnType<typeof planningOf>>;

/** What must hold at any time of the seed: the grid's rules and a clock that stops at `now`. */
function expectConsistent(p: Planning, now: Date) {
  const { restaurantRows, planned, realized, blocks, approved, absent, zoneOf } = p;
  // At most 2 shifts in a cell, none on an absence day.
  const cells = new Map<string, number>();
  for (const s of planned) {
    const cell = `${s.employeeId}/${shiftDay(s, zoneOf(s.restaurantId))}`;
    cells.set(cell, (cells.get(cell) ?? 0) + 1);
  }
  expect(Math.max(...cells.values())).toBeLessThanOrEqual(MAX_SHIFTS_PER_CELL);
  for (const a of absent) expect(cells.has(`${a.employeeId}/${a.date}`), a.date).toBe(false);

  // Exactly one shift in progress per restaurant: begun, its WORK block open.
  for (const r of restaurantRows) {
    const open = realized.filter((s) => s.restaurantId === r.id && s.datetimeEnd === null);
    expect(open, r.name).toHaveLength(1);
    const openBlocks = blocks.filter((b) => b.realizedShiftId === open[0]!.id && !b.datetimeEnd);
    expect(openBlocks.map((b) => b.kind)).toEqual(['WORK']);
  }
  // Nothing clocked or validated after now.
  for (const s of realized) {
    expect(s.datetimeStart.getTime()).toBeLessThanOrEqual(now.getTime());
    if (s.datetimeEnd) expect(s.datetimeEnd.getTime()).toBeLessThanOrEqual(now.getTime());
  }
  for (const b of blocks) {
    expect(b.datetimeStart.getTime()).toBeLessThanOrEqual(now.getTime());
    if (b.datetimeEnd) expect(b.datetimeEnd.getTime()).toBeLessThanOrEqual(now.getTime());
  }
  for (const a of approved) expect(a.approvedAt.getTime()).toBeLessThanOrEqual(now.getTime());

  // Each clocked shift: its planned shift of the same employee, its blocks end to end from its
  // start to its end, its break the sum of the BREAK blocks.
  for (const s of realized) {
    const plan = planned.find((x) => x.id === s.scheduledShiftId)!;
    expect(plan.employeeId).toBe(s.employeeId);
    expect(Math.abs(s.datetimeStart.getTime() - plan.datetimeStart.getTime())).toBeLessThan(
      10 * 60_000,
    );
    expect(s.source).toBe('KIOSK');
    const own = blocks.filter((b) => b.realizedShiftId === s.id);
    expect(own[0]!.datetimeStart).toEqual(s.datetimeStart);
    expect(own.at(-1)!.datetimeEnd).toEqual(s.datetimeEnd);
    own.slice(1).forEach((b, i) => expect(b.datetimeStart).toEqual(own[i]!.datetimeEnd));
    expect(own.every((b) => b.employeeId === s.employeeId)).toBe(true);
    expect(s.actualBreakDuration).toBe(breakMinutesOfBlocks(own));
  }
  // Each approval: an ended clocked shift of the same employee and plan, once.
  const ids = approved.map((a) => a.realizedShiftId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const a of approved) {
    const s = realized.find((x) => x.id === a.realizedShiftId)!;
    expect(s.datetimeEnd).not.toBeNull();
    expect(a.approvedAt.getTime()).toBeGreaterThanOrEqual(s.datetimeEnd!.getTime());
    expect(a).toMatchObject({
      employeeId: s.employeeId,
      restaurantId: s.restaurantId,
      scheduledShiftId: s.scheduledShiftId,
      datetimeStart: s.datetimeStart,
      breakDuration: s.actualBreakDuration,
    });
  }
}

describe('the demo planning', () => {
  it('plans the previous three weeks and this one in every restaurant, each employee', async () => {
    const p = await planningOf(t.db, demo);
    const now = seededAt;
    for (const r of p.restaurantRows) {
      const monday = weekStartOf(now, r.timeZone);
      const ofRestaurant = p.planned.filter((s) => s.restaurantId === r.id);
      const weeks = new Set(ofRestaurant.map((s) => weekStartOf(s.datetimeStart, r.timeZone)));
      expect([...weeks].sort(), r.name).toEqual([-3, -2, -1, 0].map((w) => addDays(monday, 7 * w)));
      const plannedStaff = new Set(ofRestaurant.map((s) => s.employeeId));
      expect(plannedStaff.size).toBe(p.staff.filter((e) => e.restaurantId === r.id).length);
    }
    // Split services and continuous days, each with the job's break.
    const lucas = p.planned.filter((s) => p.nameOf(s.employeeId) === 'Lucas Bernard');
    const tuesday = lucas.filter((s) => new Date(s.datetimeStart).getUTCDay() === 2);
    expect(tuesday.map((s) => shiftWallTimes(s, 'Europe/Paris')).slice(0, 2)).toMatchObject([
      { start: '09:30', end: '14:30' },
      { start: '18:30', end: '22:30' },
    ]);
    const jobRows = await t.db
      .select()
      .from(jobs)
      .where(
        inArray(
          jobs.restaurantId,
          p.restaurantRows.map((r) => r.id),
        ),
      );
    for (const s of p.planned) {
      const job = jobRows.find((j) => j.id === s.jobId)!;
      expect(job.isActive).toBe(true);
      expect(s.breakDuration).toBe(job.breakDuration);
    }
    expect(new Set(p.planned.map((s) => s.breakDuration))).toEqual(new Set([20, 30]));
  });

  it('keeps the grid’s rules and stops the clock at the time of the seed', async () => {
    expectConsistent(await planningOf(t.db, demo), seededAt);
  });

  it('validates the older weeks, last week but its Sunday, and leaves some pending', async () => {
    const p = await planningOf(t.db, demo);
    const approvedIds = new Set(p.approved.map((a) => a.realizedShiftId));
    const ended = p.realized.filter((s) => s.datetimeEnd !== null);
    const pending = ended.filter((s) => !approvedIds.has(s.id));
    expect(pending.length).toBeGreaterThan(0);
    expect(p.approved.length).toBeGreaterThan(pending.length * 5);
    const now = seededAt;
    for (const s of ended) {
      const zone = p.zoneOf(s.restaurantId);
      const lastMonday = addDays(weekStartOf(now, zone), -7);
      const day = dayOf(s.datetimeStart, zone);
      if (day < lastMonday) expect(approvedIds.has(s.id), day).toBe(true);
      if (day === addDays(lastMonday, 6)) expect(approvedIds.has(s.id), day).toBe(false);
    }
    // Last week's Sunday awaits validation (the Bistrot opens on Sundays).
    const lastSunday = addDays(weekStartOf(now, 'Europe/Paris'), -1);
    expect(
      pending.some((s) => dayOf(s.datetimeStart, p.zoneOf(s.restaurantId)) === lastSunday),
    ).toBe(true);
    // Validated by the restaurant's manager, or the ADMIN where there is none.
    const roles = new Map(p.chainUsers.map((u) => [u.id, u.role]));
    const bistrot = p.restaurantRows.find((r) => r.name === 'Le Bistrot du Port')!.id;
    const lab = p.restaurantRows.find((r) => r.name === 'Laboratoire Central')!.id;
    const byRestaurant = (id: number) =>
      new Set(
        p.approved.filter((a) => a.restaurantId === id).map((a) => roles.get(a.approvedById!)),
      );
    expect(byRestaurant(bistrot)).toEqual(new Set(['MANAGER']));
    expect(byRestaurant(lab)).toEqual(new Set(['ADMIN']));
    // A correction kept: the departure set back to the planned end.
    const corrected = p.approved.filter((a) => a.adjustments !== null);
    expect(corrected.length).toBeGreaterThan(0);
    for (const a of corrected) {
      const plan = p.planned.find((s) => s.id === a.scheduledShiftId)!;
      expect(a.datetimeEnd).toEqual(plan.datetimeEnd);
      expect(a.adjustments).toEqual({
        datetimeEnd: plan.datetimeEnd.toISOString(),
        comment: 'Départ ramené à la fin prévue du service',
      });
    }
  });

  it('records a paid leave of three days, a sick day, rest days and school days', async () => {
    const p = await planningOf(t.db, demo);
    const of = (type: string) =>
      p.absent.filter((a) => a.type === type).map((a) => `${p.nameOf(a.employeeId)} ${a.date}`);
    const monday = weekStartOf(seededAt, 'Europe/Paris');
    expect(of('PAID_LEAVE')).toEqual([-7, -6, -5].map((d) => `Chloé Moreau ${addDays(monday, d)}`));
    expect(of('SICK')).toEqual([`Camille Faure ${addDays(monday, 1)}`]);
    expect(of('REST').length).toBeGreaterThanOrEqual(3);
    expect(of('OTHER').length).toBeGreaterThanOrEqual(3);
  });

  it('shows a short rest this week and an 11-hour day last week', async () => {
    const p = await planningOf(t.db, demo);
    const monday = weekStartOf(seededAt, 'Europe/Paris');
    const warningsOf = (name: string, week: string) => {
      const e = p.staff.find((x) => `${x.firstName} ${x.lastName}` === name)!;
      return labourWarnings({
        employeeId: e.id,
        shifts: p.planned.filter((s) => s.employeeId === e.id),
        week,
        timeZone: p.zoneOf(e.restaurantId),
        contractNbHours: e.contractNbHours,
        absences: p.absent
          .filter((a) => a.employeeId === e.id && weekDays(week).includes(a.date))
          .map((a) => a.type),
      });
    };
    expect(warningsOf('Lucas Bernard', monday).map((w) => [w.code, w.day])).toEqual([
      ['DAILY_REST', addDays(monday, 5)],
    ]);
    expect(warningsOf('Léa Garnier', addDays(monday, -7)).map((w) => [w.code, w.day])).toEqual([
      ['DAILY_HOURS', addDays(monday, -5)],
    ]);
    // The usual weeks break no rule.
    expect(warningsOf('Lucas Bernard', addDays(monday, -14))).toEqual([]);
    expect(warningsOf('Inès Mercier', addDays(monday, -21))).toEqual([]);
  });

  it('leaves the other chain without a planning', async () => {
    const p = await planningOf(t.db, await t.enseigneId('Autre Enseigne'));
    expect(p.planned).toEqual([]);
    expect(p.realized).toEqual([]);
  });
});

describe('seeding the planning', () => {
  const copy = (name: string): SeedChain => ({
    ...DEMO_CHAIN,
    name,
    hygiene: undefined,
    catalogue: undefined,
    users: DEMO_CHAIN.users.map((u) => ({ ...u, email: `${name}.${u.email}` })),
  });

  it.each([
    ['a weekday lunch', '2026-11-26T11:30:00Z'],
    ['just after midnight on a Monday', '2026-11-22T23:05:00Z'],
    ['late on a Sunday evening', '2026-11-29T22:50:00Z'],
    ['the night of the autumn change', '2026-10-25T01:30:00Z'],
    ['a Sunday of the spring change', '2026-03-29T10:00:00Z'],
  ])('keeps one shift in progress and nothing after the seed at %s', async (_, when) => {
    const now = new Date(when);
    const chain = copy(`planning-${when}`);
    expect(await seedChain(t.db, chain, { now })).toBe(true);
    const p = await planningOf(t.db, await t.enseigneId(chain.name));
    expectConsistent(p, now);
    // The one clocked in is on a shift planned around now, started today.
    for (const s of p.realized.filter((x) => x.datetimeEnd === null)) {
      const plan = p.planned.find((x) => x.id === s.scheduledShiftId)!;
      expect(plan.datetimeStart.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(plan.datetimeEnd.getTime()).toBeGreaterThan(now.getTime());
      expect(shiftDay(plan, p.zoneOf(plan.restaurantId))).toBe(
        dayOf(now, p.zoneOf(plan.restaurantId)),
      );
    }
  });

  it('writes the same rows every time, and nothing on a second run', async () => {
    const now = new Date('2026-11-26T11:30:00Z');
    const [first, second] = [copy('planning-a'), copy('planning-b')];
    expect(await seedChain(t.db, first, { now })).toBe(true);
    expect(await seedChain(t.db, second, { now })).toBe(true);
    const before = await planningOf(t.db, await t.enseigneId(first.name));
    expect(await seedChain(t.db, first, { now })).toBe(false);
    const [a, b] = await Promise.all(
      [first, second].map(async (chain) => planningOf(t.db, await t.enseigneId(chain.name))),
    );
    expect(a!.planned).toHaveLength(before.planned.length);
    expect(a!.realized).toHaveLength(before.realized.length);
    const comparable = (c: Planning) => ({
      planned: c.planned.map((s) => [
        c.nameOf(s.employeeId),
        s.datetimeStart,
        s.datetimeEnd,
        s.breakDuration,
        s.mealCount,
        s.comment,
      ]),
      realized: c.realized.map((s) => [
        c.nameOf(s.employeeId),
        s.datetimeStart,
        s.datetimeEnd,
        s.actualBreakDuration,
        s.mealCount,
      ]),
      blocks: c.blocks.map((b) => [b.kind, b.datetimeStart, b.datetimeEnd]),
      approved: c.approved.map((s) => [
        c.nameOf(s.employeeId),
        s.datetimeStart,
        s.datetimeEnd,
        s.breakDuration,
        s.adjustments,
        s.approvedAt,
      ]),
      absent: c.absent.map((s) => [c.nameOf(s.employeeId), s.date, s.type, s.comment]),
    });
    expect(comparable(a!)).toEqual(comparable(b!));
    expect(a!.planned.length).toBeGreaterThan(250);
    // Every restaurant of the plan is one of the chain's, every employee one of his restaurant's.
    expect(DEMO_PLANNING.restaurants.map((r) => r.restaurant).sort()).toEqual(
      DEMO_CHAIN.restaurants.map((r) => r.name).sort(),
    );
  });
});
