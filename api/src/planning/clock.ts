// What the manager's entry of a clocked shift and the kiosk share (docs/areas/planning.md#time-clock-validation):
// which planned shift a clocked one belongs to, and its break as the sum of its BREAK blocks.
import { and, asc, eq, gte, lt, notExists } from 'drizzle-orm';
import { breakMinutesOfBlocks, dayOf, dayRangeInstants } from '@bo/domain';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  approvedShifts,
  clockBlocks,
  realizedShifts,
  scheduledShifts,
  type RestaurantRow,
} from '../db/schema.ts';

/**
 * The employee's planned shift of the day `start` falls on (the restaurant's calendar day), the
 * one starting nearest to it when he has two; null when none is planned. A planned shift already
 * done is skipped: one a clocked shift links to (the lunch clocked in and out, the arrival at
 * 18:00 is the dinner's), or whose hours the manager entered as approved ('Saisir les heures').
 * With every plan of the day done, null: an extra clock-in is a shift of its own, never a second
 * one on a plan (whose row on /badgeuse has one clocked shift).
 */
export async function sameDayScheduled(
  db: Db | Tx,
  restaurant: RestaurantRow,
  employeeId: number,
  start: Date,
) {
  const day = dayOf(start, restaurant.timeZone);
  const { from, to } = dayRangeInstants({ from: day, to: day }, restaurant.timeZone);
  const planned = await db
    .select()
    .from(scheduledShifts)
    .where(
      and(
        eq(scheduledShifts.restaurantId, restaurant.id),
        eq(scheduledShifts.employeeId, employeeId),
        gte(scheduledShifts.datetimeStart, from),
        lt(scheduledShifts.datetimeStart, to),
        notExists(
          db
            .select({ one: realizedShifts.id })
            .from(realizedShifts)
            .where(eq(realizedShifts.scheduledShiftId, scheduledShifts.id)),
        ),
        notExists(
          db
            .select({ one: approvedShifts.id })
            .from(approvedShifts)
            .where(eq(approvedShifts.scheduledShiftId, scheduledShifts.id)),
        ),
      ),
    )
    .orderBy(asc(scheduledShifts.datetimeStart), asc(scheduledShifts.id));
  const distance = (s: { datetimeStart: Date }) =>
    Math.abs(s.datetimeStart.getTime() - start.getTime());
  return planned.reduce<(typeof planned)[number] | null>(
    (best, s) => (best === null || distance(s) < distance(best) ? s : best),
    null,
  );
}

/** A realized shift's break: the minutes of its ended BREAK blocks. */
export async function breakMinutes(tx: Db | Tx, realizedShiftId: number): Promise<number> {
  const blocks = await tx
    .select()
    .from(clockBlocks)
    .where(eq(clockBlocks.realizedShiftId, realizedShiftId));
  return breakMinutesOfBlocks(blocks);
}
