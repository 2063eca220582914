// The employees' queries: the staff of the restaurants a user sees and their REST shape, for
// employees.routes.ts (which keeps the access, the checks and the statuses), the dashboard, and
// the planning, whose shifts and absences name a restaurant's employee.
import { and, asc, count, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { canReadPin, compareEmployees } from '@bo/domain';
import type { Employee, EmployeesQuery } from './employees.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import { employees, restaurants, type EmployeeRow } from '../db/schema.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { EmployeeRow };

/** An employee's row with the name of its restaurant, as the queries join them. */
export type JoinedEmployee = { employee: EmployeeRow; restaurantName: string };

/** An employee as `user` may read it: the PIN only for those who may (canReadPin). */
export function toEmployeeDto(
  { employee: row, restaurantName }: JoinedEmployee,
  user: Pick<AuthUser, 'role'>,
): Employee {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    firstName: row.firstName,
    lastName: row.lastName,
    pin: canReadPin(user.role) ? row.pin : null,
    contractType: row.contractType,
    contractNbHours: row.contractNbHours,
    restaurants: [{ id: row.restaurantId, restaurantId: row.restaurantId, name: restaurantName }],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// --- Reading -------------------------------------------------------------------------------------

const visibleWhere = (user: AuthUser, where?: SQL) =>
  where ? and(visibleRestaurants(user), where) : visibleRestaurants(user);

/**
 * Employees the user may see, with their restaurant's name: those of the restaurants he sees
 * (the chain's; a MANAGER's invitation's). Anything else is left out, like an unknown id.
 */
function selectVisible(db: Db, user: AuthUser, where?: SQL) {
  return db
    .select({ employee: employees, restaurantName: restaurants.name })
    .from(employees)
    .innerJoin(restaurants, eq(restaurants.id, employees.restaurantId))
    .where(visibleWhere(user, where));
}

/** How many employees selectVisible would give (a page's total). */
async function countVisible(db: Db, user: AuthUser, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .innerJoin(restaurants, eq(restaurants.id, employees.restaurantId))
    .where(visibleWhere(user, where));
  return row!.n;
}

type EmployeesQueryInput = z.output<typeof EmployeesQuery>;

/** Prénom, nom, or both in either order ('Léa Garnier', 'garnier lea'), accents and case aside. */
function searching(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = foldedPattern(search);
  return or(
    sql`${folded(sql`${employees.firstName} || ' ' || ${employees.lastName}`)} like ${pattern}`,
    sql`${folded(sql`${employees.lastName} || ' ' || ${employees.firstName}`)} like ${pattern}`,
  );
}

/** The list's order; the id last, so pages never repeat or skip an employee. */
function ordering({ sort = 'name', order }: Pick<EmployeesQueryInput, 'sort' | 'order'>): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const columns =
    sort === 'createdAt'
      ? [employees.createdAt]
      : [folded(employees.lastName), folded(employees.firstName)];
  return [...columns.map((column) => direction(column)), direction(employees.id)];
}

/** What the list of employees is narrowed to: each filter given. */
export interface EmployeeFilter {
  restaurantIds?: readonly number[] | undefined;
  ids?: readonly number[] | undefined;
  search?: string | undefined;
}

/** A page of the visible employees in the order asked, and how many there are in all. */
export async function listVisibleEmployeesPage(
  db: Db,
  user: AuthUser,
  filter: EmployeeFilter,
  page: Pick<EmployeesQueryInput, 'sort' | 'order'> & {
    limit?: number | undefined;
    offset: number;
  },
): Promise<{ employees: Employee[]; total: number }> {
  const where = and(
    filter.restaurantIds && inArray(employees.restaurantId, [...filter.restaurantIds]),
    filter.ids && inArray(employees.id, [...filter.ids]),
    searching(filter.search),
  );
  const rows = selectVisible(db, user, where)
    .orderBy(...ordering(page))
    .offset(page.offset);
  const [found, total] = await Promise.all([
    page.limit === undefined ? rows : rows.limit(page.limit),
    countVisible(db, user, where),
  ]);
  return { employees: found.map((row) => toEmployeeDto(row, user)), total };
}

/** The visible staff of a restaurant, by name. */
export async function listVisibleEmployeesOfRestaurant(
  db: Db,
  user: AuthUser,
  restaurantId: number,
): Promise<Employee[]> {
  const rows = await selectVisible(db, user, eq(employees.restaurantId, restaurantId));
  return rows
    .sort((a, b) => compareEmployees(a.employee, b.employee))
    .map((row) => toEmployeeDto(row, user));
}

/** A visible employee with his restaurant's name, or undefined. */
export async function findVisibleEmployee(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<JoinedEmployee | undefined> {
  const [row] = await selectVisible(db, user, eq(employees.id, id));
  return row;
}

/** Those of `ids` whose restaurant the user sees (employees of another chain are left out). */
export async function visibleEmployeeIds(
  db: Db,
  user: AuthUser,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .innerJoin(restaurants, eq(restaurants.id, employees.restaurantId))
    .where(visibleWhere(user, inArray(employees.id, [...ids])));
  return rows.map((row) => row.id);
}

/**
 * The employee if he is one of the restaurant's, else undefined; `lock`: his row locked until the
 * transaction ends.
 */
export async function findRestaurantEmployee(
  db: Db | Tx,
  restaurantId: number,
  employeeId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<EmployeeRow | undefined> {
  const query = db
    .select()
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.restaurantId, restaurantId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Those of `ids` who are the restaurant's employees. */
export async function restaurantEmployeeIds(
  db: Db,
  restaurantId: number,
  ids: readonly number[],
): Promise<number[]> {
  const rows = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.restaurantId, restaurantId), inArray(employees.id, [...ids])));
  return rows.map((row) => row.id);
}

/** Locks the employees' rows, in id order (two transactions never wait on each other). */
export async function lockEmployees(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .select({ id: employees.id })
    .from(employees)
    .where(inArray(employees.id, [...new Set(ids)]))
    .orderBy(asc(employees.id))
    .for('update');
}

/** Whether someone of the restaurant (but `exceptId`) already types this PIN. */
export async function isPinTaken(
  db: Db,
  restaurantId: number,
  pin: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(employees)
    .where(
      and(
        eq(employees.restaurantId, restaurantId),
        eq(employees.pin, pin),
        exceptId === undefined ? undefined : ne(employees.id, exceptId),
      ),
    );
  return row!.n > 0;
}

// --- Writing -------------------------------------------------------------------------------------

/** The restaurant an employee is written into, as his answer names it. */
export type EmployeeRestaurant = { id: number; name: string };

export async function insertEmployee(
  db: Db,
  restaurant: EmployeeRestaurant,
  values: {
    firstName: string;
    lastName: string;
    pin: string;
    contractType: EmployeeRow['contractType'];
    contractNbHours: number | null;
  },
): Promise<JoinedEmployee> {
  const [row] = await db
    .insert(employees)
    .values({ restaurantId: restaurant.id, ...values })
    .returning();
  return { employee: row!, restaurantName: restaurant.name };
}

/** Updates an employee (into `restaurant`); undefined when there is none (deleted meanwhile). */
export async function updateEmployee(
  db: Db,
  id: number,
  restaurant: EmployeeRestaurant,
  values: {
    firstName?: string | undefined;
    lastName?: string | undefined;
    contractType?: EmployeeRow['contractType'] | undefined;
    contractNbHours?: number | null | undefined;
    pin: string;
  },
): Promise<JoinedEmployee | undefined> {
  const [row] = await db
    .update(employees)
    .set({
      ...(values.firstName !== undefined && { firstName: values.firstName }),
      ...(values.lastName !== undefined && { lastName: values.lastName }),
      ...(values.contractType !== undefined && { contractType: values.contractType }),
      ...(values.contractNbHours !== undefined && { contractNbHours: values.contractNbHours }),
      restaurantId: restaurant.id,
      pin: values.pin,
      updatedAt: new Date(),
    })
    .where(eq(employees.id, id))
    .returning();
  return row && { employee: row, restaurantName: restaurant.name };
}

/** Deletes an employee; the RESTRICT keys of his logs and hours refuse (deletingUnlogged). */
export async function deleteEmployee(db: Db, id: number): Promise<void> {
  await db.delete(employees).where(eq(employees.id, id));
}
