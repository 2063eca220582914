// The realized shifts' queries: the clocked shifts the user reads (planning/access.ts) in their
// REST shape, with the approved shifts' shape they embed, and their writes, for
// realized-shifts.routes.ts, approved-shifts.routes.ts and the kiosk (which keep the access, the
// checks, the statuses and the transactions' boundaries).
import { and, asc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CLOCK_API_MESSAGES as M,
  type ApprovedShift,
  type RealizedShift,
} from './realized-shifts.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  approvedShifts,
  clockBlocks,
  employees,
  realizedShifts,
  restaurants,
  scheduledShifts,
  type ApprovedShiftRow,
  type EmployeeRow,
} from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { readableHours } from './access.ts';
import { shiftsWhere, type ShiftFilter } from './checks.ts';

// ---- Shared with the approved shifts ----------------------------------------------------------

const employeeRef = (e: EmployeeRow) => ({
  id: e.id,
  firstName: e.firstName,
  lastName: e.lastName,
});

export function toApprovedShift(row: ApprovedShiftRow, employee: EmployeeRow): ApprovedShift {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    employeeId: row.employeeId,
    employee: employeeRef(employee),
    realizedShiftId: row.realizedShiftId,
    scheduledShiftId: row.scheduledShiftId,
    jobId: row.jobId,
    datetimeStart: row.datetimeStart.toISOString(),
    datetimeEnd: row.datetimeEnd.toISOString(),
    breakDuration: row.breakDuration,
    mealCount: row.mealCount,
    comment: row.comment,
    adjustments: (row.adjustments as Record<string, unknown> | null) ?? null,
    approvedById: row.approvedById,
    approvedAt: row.approvedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// ---- Reading ----------------------------------------------------------------------------------

const approved = alias(approvedShifts, 'realized_approved');

/** Realized shifts the user reads (planning/access.ts), with employee, plan, blocks, approval. */
async function selectReadable(
  db: Db | Tx,
  user: AuthUser,
  where: SQL | undefined,
): Promise<RealizedShift[]> {
  const rows = await db
    .select({
      shift: realizedShifts,
      employee: employees,
      scheduled: scheduledShifts,
      approved,
    })
    .from(realizedShifts)
    .innerJoin(restaurants, eq(restaurants.id, realizedShifts.restaurantId))
    .innerJoin(employees, eq(employees.id, realizedShifts.employeeId))
    .leftJoin(scheduledShifts, eq(scheduledShifts.id, realizedShifts.scheduledShiftId))
    .leftJoin(approved, eq(approved.realizedShiftId, realizedShifts.id))
    .where(and(readableHours(user, realizedShifts.employeeId), where))
    .orderBy(asc(realizedShifts.datetimeStart), asc(realizedShifts.id));
  const blocks =
    rows.length === 0
      ? []
      : await db
          .select({
            id: clockBlocks.id,
            shiftId: clockBlocks.realizedShiftId,
            kind: clockBlocks.kind,
            datetimeStart: clockBlocks.datetimeStart,
            datetimeEnd: clockBlocks.datetimeEnd,
          })
          .from(clockBlocks)
          .where(
            inArray(
              clockBlocks.realizedShiftId,
              rows.map((r) => r.shift.id),
            ),
          )
          .orderBy(asc(clockBlocks.datetimeStart), asc(clockBlocks.id));
  return rows.map(({ shift, employee, scheduled, approved: approval }) => ({
    id: shift.id,
    restaurantId: shift.restaurantId,
    employeeId: shift.employeeId,
    employee: employeeRef(employee),
    datetimeStart: shift.datetimeStart.toISOString(),
    datetimeEnd: shift.datetimeEnd?.toISOString() ?? null,
    scheduledShiftId: shift.scheduledShiftId,
    scheduledShift: scheduled && {
      id: scheduled.id,
      jobId: scheduled.jobId,
      datetimeStart: scheduled.datetimeStart.toISOString(),
      datetimeEnd: scheduled.datetimeEnd.toISOString(),
      breakDuration: scheduled.breakDuration,
      mealCount: scheduled.mealCount,
    },
    mealCount: shift.mealCount,
    comment: shift.comment,
    source: shift.source,
    blockIds: blocks.filter((b) => b.shiftId === shift.id).map((b) => b.id),
    blocks: blocks
      .filter((b) => b.shiftId === shift.id)
      .map((b) => ({
        id: b.id,
        kind: b.kind,
        datetimeStart: b.datetimeStart.toISOString(),
        datetimeEnd: b.datetimeEnd?.toISOString() ?? null,
      })),
    actualBreakDuration: shift.actualBreakDuration,
    approvedShift: approval && toApprovedShift(approval, employee),
    createdAt: shift.createdAt.toISOString(),
    updatedAt: shift.updatedAt.toISOString(),
  }));
}

/** Which realized shifts a list answers: a shift filter, and `ended` only those clocked out. */
export type RealizedShiftFilter = ShiftFilter & { ended?: boolean | undefined };

/** The realized shifts of the filter the user reads, by start. */
export const listRealizedShifts = (db: Db | Tx, user: AuthUser, filter: RealizedShiftFilter) =>
  selectReadable(
    db,
    user,
    and(
      shiftsWhere(realizedShifts, filter),
      filter.ended ? isNotNull(realizedShifts.datetimeEnd) : undefined,
    ),
  );

/** A realized shift the user reads, else 404 (another chain's id looks like no id). */
export async function findVisibleRealized(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<RealizedShift> {
  const [shift] = await listRealizedShifts(db, user, { ids: [id] });
  if (!shift) throw notFound(M.realizedShiftNotFound);
  return shift;
}

/** The id of the realized shift's approval, or undefined while it is not approved. */
export async function approvalOfRealized(
  db: Db | Tx,
  realizedShiftId: number,
): Promise<number | undefined> {
  const [approval] = await db
    .select({ id: approvedShifts.id })
    .from(approvedShifts)
    .where(eq(approvedShifts.realizedShiftId, realizedShiftId));
  return approval?.id;
}

// ---- Writing ----------------------------------------------------------------------------------

/** A realized shift to write (the manager's entry or the kiosk's clock-in). */
export type NewRealizedShift = typeof realizedShifts.$inferInsert;

/** Inserts a realized shift (the partial unique index refuses a second open one); its id. */
export async function insertRealizedShift(db: Db | Tx, values: NewRealizedShift): Promise<number> {
  const [row] = await db.insert(realizedShifts).values(values).returning({ id: realizedShifts.id });
  return row!.id;
}

/** Updates a realized shift (the fields given); false when there is none (deleted meanwhile). */
export async function updateRealizedShift(
  db: Db | Tx,
  id: number,
  values: Partial<Omit<NewRealizedShift, 'id' | 'updatedAt'>>,
): Promise<boolean> {
  const [row] = await db
    .update(realizedShifts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(realizedShifts.id, id))
    .returning({ id: realizedShifts.id });
  return row !== undefined;
}

/**
 * Links the blocks of `ids` that are the shift's employee's in its restaurant and of no other
 * shift to the shift; the ids of those linked.
 */
export async function linkClockBlocks(
  tx: Tx,
  shift: { id: number; restaurantId: number; employeeId: number },
  ids: number[],
): Promise<number[]> {
  const linked = await tx
    .update(clockBlocks)
    .set({ realizedShiftId: shift.id })
    .where(
      and(
        inArray(clockBlocks.id, ids),
        eq(clockBlocks.restaurantId, shift.restaurantId),
        eq(clockBlocks.employeeId, shift.employeeId),
        or(isNull(clockBlocks.realizedShiftId), eq(clockBlocks.realizedShiftId, shift.id)),
      ),
    )
    .returning({ id: clockBlocks.id });
  return linked.map((row) => row.id);
}
