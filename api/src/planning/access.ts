// Who reads which hours (docs/decisions/planning.md#hours-are-personal-data). Hours are personal data: an ADMIN
// and a MANAGER read those of the restaurants they see; an EMPLOYEE reads the planning (planned
// shifts, absences) of his own restaurants, and of the clocked and approved hours (what was
// worked and what is paid) only his own. Every read of those rows, the graph's included, goes
// through these filters, so a list, a row by id and a restaurant's week agree.
import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../auth/users.ts';
import { restaurants } from '../db/schema.ts';
import { visibleRestaurants } from '../tenancy.ts';

/**
 * The planning rows the user reads (the query joins `restaurants`; `employeeId` is the row's
 * employee): an EMPLOYEE those of his account's restaurants, and his own wherever they are.
 */
export function readablePlanning(user: AuthUser, employeeId: PgColumn): SQL {
  const visible = visibleRestaurants(user);
  if (user.role !== 'EMPLOYEE') return visible;
  const his: SQL[] = [];
  if (user.restaurantIds.length > 0) his.push(inArray(restaurants.id, user.restaurantIds));
  if (user.employeeId !== null) his.push(eq(employeeId, user.employeeId));
  if (his.length === 0) return sql`false`;
  return and(visible, or(...his))!;
}

/** The clocked or approved rows the user reads: an EMPLOYEE only his staff record's. */
export function readableHours(user: AuthUser, employeeId: PgColumn): SQL {
  const visible = visibleRestaurants(user);
  if (user.role !== 'EMPLOYEE') return visible;
  if (user.employeeId === null) return sql`false`;
  return and(visible, eq(employeeId, user.employeeId))!;
}
