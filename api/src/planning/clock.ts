// What the manager's entry of a clocked shift and the kiosk share (docs/areas/planning.md#time-clock-validation):
// which planned shift a clocked one belongs to, and its break as the sum of its BREAK blocks.
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { breakMinutesOfBlocks, dayOf, dayRangeInstants } from '@bo/domain';
import type { Db } from '../db/index.ts';
import { clockBlocks, scheduledShifts, type RestaurantRow } from '../db/schema.ts';
import type { Tx } from '../routes/stock.ts';

/**
 * The employee's planned shift of the day `start` falls on (the restaurant's calendar day), the
 * one starting nearest to it when he has two; null when none is planned.
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
