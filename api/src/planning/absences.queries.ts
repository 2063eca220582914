// The absences' queries: the days off the user reads (planning/access.ts) in their REST shape, for
// absences.routes.ts (which keeps the access, the checks and the statuses).
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Absence } from './absences.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded } from '../db/listing.ts';
import { absences, employees, restaurants } from '../db/schema.ts';
import { readablePlanning } from './access.ts';

/** Which absences a query answers: each condition given narrows it. */
export interface AbsenceFilter {
  ids?: readonly number[] | undefined;
  restaurantId?: number | undefined;
  /** The calendar days, both included (checked by days.ts). */
  days?: { dateFrom: string; dateTo: string } | undefined;
  restaurantIds?: readonly number[] | undefined;
  employeeIds?: readonly number[] | undefined;
}

/** Absences the user reads (planning/access.ts), by day then employee name. */
export async function listAbsences(
  db: Db | Tx,
  user: AuthUser,
  filter: AbsenceFilter,
): Promise<Absence[]> {
  const rows = await db
    .select({ absence: absences, employee: employees })
    .from(absences)
    .innerJoin(restaurants, eq(restaurants.id, absences.restaurantId))
    .innerJoin(employees, eq(employees.id, absences.employeeId))
    .where(
      and(
        readablePlanning(user, absences.employeeId),
        filter.ids && inArray(absences.id, [...filter.ids]),
        filter.restaurantId === undefined
          ? undefined
          : eq(absences.restaurantId, filter.restaurantId),
        filter.days &&
          and(gte(absences.date, filter.days.dateFrom), lte(absences.date, filter.days.dateTo)),
        filter.restaurantIds && inArray(absences.restaurantId, [...filter.restaurantIds]),
        filter.employeeIds && inArray(absences.employeeId, [...filter.employeeIds]),
      ),
    )
    .orderBy(
      asc(absences.date),
      asc(folded(employees.lastName)),
      asc(folded(employees.firstName)),
      asc(absences.employeeId),
    );
  return rows.map(({ absence, employee }) => ({
    id: absence.id,
    restaurantId: absence.restaurantId,
    employeeId: absence.employeeId,
    employee: { id: employee.id, firstName: employee.firstName, lastName: employee.lastName },
    date: absence.date,
    type: absence.type,
    comment: absence.comment,
    createdAt: absence.createdAt.toISOString(),
  }));
}

/** An absence the user reads, or undefined. */
export async function findReadableAbsence(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<Absence | undefined> {
  const [absence] = await listAbsences(db, user, { ids: [id] });
  return absence;
}

/**
 * The employee's absences of these days, in one statement: all or none (the unique index on
 * (employee, day) refuses a day he is already away); their ids.
 */
export async function insertAbsences(
  db: Db,
  values: {
    restaurantId: number;
    employeeId: number;
    dates: readonly string[];
    type: Absence['type'];
    comment: string | null | undefined;
    createdById: number;
  },
): Promise<number[]> {
  const rows = await db
    .insert(absences)
    .values(
      values.dates.map((date) => ({
        restaurantId: values.restaurantId,
        employeeId: values.employeeId,
        date,
        type: values.type,
        comment: values.comment,
        createdById: values.createdById,
      })),
    )
    .returning({ id: absences.id });
  return rows.map((row) => row.id);
}

/** Deletes an absence; false when there was none (deleted meanwhile). */
export async function deleteAbsence(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(absences)
    .where(eq(absences.id, id))
    .returning({ id: absences.id });
  return deleted.length > 0;
}
