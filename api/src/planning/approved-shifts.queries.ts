// The approved shifts' queries: the hours validated for pay the user reads (planning/access.ts) in
// their REST shape, and their writes, for approved-shifts.routes.ts (which keeps the access, the
// checks, the statuses and the transaction of 'Valider la journée').
import { and, asc, eq } from 'drizzle-orm';
import type { ApprovedShift } from './realized-shifts.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { approvedShifts, employees, restaurants } from '../db/schema.ts';
import { readableHours } from './access.ts';
import { shiftsWhere, type ShiftFilter } from './checks.ts';
import { toApprovedShift } from './realized-shifts.queries.ts';

/** An approval to write. */
export type NewApprovedShift = typeof approvedShifts.$inferInsert;

/** The approved shifts of the filter the user reads, by start. */
export async function listApprovedShifts(
  db: Db | Tx,
  user: AuthUser,
  filter: ShiftFilter,
): Promise<ApprovedShift[]> {
  const rows = await db
    .select({ shift: approvedShifts, employee: employees })
    .from(approvedShifts)
    .innerJoin(restaurants, eq(restaurants.id, approvedShifts.restaurantId))
    .innerJoin(employees, eq(employees.id, approvedShifts.employeeId))
    .where(and(readableHours(user, approvedShifts.employeeId), shiftsWhere(approvedShifts, filter)))
    .orderBy(asc(approvedShifts.datetimeStart), asc(approvedShifts.id));
  return rows.map(({ shift, employee }) => toApprovedShift(shift, employee));
}

/** An approved shift the user reads, or undefined. */
export async function findReadableApproved(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<ApprovedShift | undefined> {
  const [shift] = await listApprovedShifts(db, user, { ids: [id] });
  return shift;
}

/** Inserts an approval (the unique index on realized_shift_id refuses a second one); its id. */
export async function insertApprovedShift(db: Db | Tx, row: NewApprovedShift): Promise<number> {
  const [inserted] = await db
    .insert(approvedShifts)
    .values(row)
    .returning({ id: approvedShifts.id });
  return inserted!.id;
}

/** Updates an approved shift (the fields given); false when there is none (un-approved). */
export async function updateApprovedShift(
  db: Db | Tx,
  id: number,
  values: {
    datetimeStart: Date;
    datetimeEnd: Date;
    breakDuration?: number | undefined;
    mealCount?: number | undefined;
    jobId?: number | null | undefined;
    comment?: string | null | undefined;
    approvedById: number;
  },
): Promise<boolean> {
  const [row] = await db
    .update(approvedShifts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(approvedShifts.id, id))
    .returning({ id: approvedShifts.id });
  return row !== undefined;
}

/** Deletes (un-approves) an approved shift; false when there was none. */
export async function deleteApprovedShift(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(approvedShifts)
    .where(eq(approvedShifts.id, id))
    .returning({ id: approvedShifts.id });
  return deleted.length > 0;
}
