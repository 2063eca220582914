import { and, asc, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { compareEmployees, EMPLOYEE_MESSAGES, LOGGED_IN_USE_MESSAGES } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  CreateEmployeeBody,
  EmployeesQuery,
  UpdateEmployeeBody,
  EmployeeResponse,
  EmployeesPageResponse,
  EmployeesResponse,
} from './employees.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import { employees, restaurants } from '../db/schema.ts';
import { HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode, ERRORS } from '../http/errors.ts';
import { inIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { deletingUnlogged } from '../hygiene/common.ts';
import { toEmployeeDto, type JoinedEmployee } from './employees.queries.ts';
import { findInputRestaurant, findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

export const EMPLOYEE_NOT_FOUND = 'Employé introuvable';

type Joined = JoinedEmployee;

/**
 * Employees the user may see, with their restaurant's name: those of the restaurants he sees
 * (the chain's; a MANAGER's invitation's). Anything else answers 404, like an unknown id.
 */
function selectVisible(db: Db, user: AuthUser, where?: SQL) {
  return db
    .select({ employee: employees, restaurantName: restaurants.name })
    .from(employees)
    .innerJoin(restaurants, eq(restaurants.id, employees.restaurantId))
    .where(visibleWhere(user, where));
}

const visibleWhere = (user: AuthUser, where?: SQL) =>
  where ? and(visibleRestaurants(user), where) : visibleRestaurants(user);

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
function ordering({ sort = 'name', order }: EmployeesQueryInput): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const columns =
    sort === 'createdAt'
      ? [employees.createdAt]
      : [folded(employees.lastName), folded(employees.firstName)];
  return [...columns.map((column) => direction(column)), direction(employees.id)];
}

const sorted = (rows: Joined[], user: AuthUser) =>
  rows
    .sort((a, b) => compareEmployees(a.employee, b.employee))
    .map((row) => toEmployeeDto(row, user));

async function findVisibleEmployee(db: Db, user: AuthUser, id: number): Promise<Joined> {
  const [row] = await selectVisible(db, user, eq(employees.id, id));
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  return row;
}

const pinTaken = () =>
  new HttpError(409, EMPLOYEE_MESSAGES.pinTaken, { pin: EMPLOYEE_MESSAGES.pinTaken });

/** 409 when someone else of the restaurant already types this PIN. */
async function assertPinFree(db: Db, restaurantId: number, pin: string, exceptId?: number) {
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
  if (row!.n > 0) throw pinTaken();
}

/** Runs a write; the unique index answers a PIN taken between the check and the write. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw pinTaken();
    throw error;
  }
}

export const employeeRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/employees',
    tags: ['employees'],
    summary:
      "Le personnel des restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation), par nom sauf autre tri ; filtré (restaurantIds, ids, search) et par pages avec `limit` (docs/how-to/lists.md)",
    access: 'authenticated',
    query: EmployeesQuery,
    response: { status: 200, description: 'Employés', schema: EmployeesPageResponse },
    errors: [400],
    handler: async ({ db, user, query }) => {
      const where = and(
        inIdList(employees.restaurantId, query.restaurantIds, 'restaurantIds'),
        inIdList(employees.id, query.ids, 'ids'),
        searching(query.search),
      );
      const offset = query.offset ?? 0;
      const rows = selectVisible(db, user, where)
        .orderBy(...ordering(query))
        .offset(offset);
      const [page, total] = await Promise.all([
        query.limit === undefined ? rows : rows.limit(query.limit),
        countVisible(db, user, where),
      ]);
      return {
        employees: page.map((row) => toEmployeeDto(row, user)),
        total,
        limit: query.limit ?? null,
        offset,
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/employees/restaurant/{id}',
    tags: ['employees'],
    summary: "Le personnel d'un restaurant, par nom",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Employés', schema: EmployeesResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const { id } = await findVisibleRestaurant(db, user, params.id);
      return {
        employees: sorted(await selectVisible(db, user, eq(employees.restaurantId, id)), user),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/employees/{id}',
    tags: ['employees'],
    summary: 'Un employé',
    access: 'authenticated',
    params: IdParam,
    notFound: EMPLOYEE_NOT_FOUND,
    response: { status: 200, description: 'Employé', schema: EmployeeResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findVisibleEmployee(db, user, params.id);
      return { employee: toEmployeeDto(row, user) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/employees',
    tags: ['employees'],
    summary:
      'Crée un employé (ADMIN, ou MANAGER de ce restaurant) ; 409 si le PIN est déjà pris dans le restaurant',
    access: { area: 'EMPLOYEES', action: 'create' },
    body: CreateEmployeeBody,
    response: { status: 201, description: 'Employé créé', schema: EmployeeResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, body: input }) => {
      const restaurant = await findInputRestaurant(db, user, input.restaurantId);
      await assertPinFree(db, restaurant.id, input.pin);
      const [row] = await writing(() =>
        db
          .insert(employees)
          .values({
            restaurantId: restaurant.id,
            firstName: input.firstName,
            lastName: input.lastName,
            pin: input.pin,
            contractType: input.contractType ?? null,
            contractNbHours: input.contractNbHours ?? null,
          })
          .returning(),
      );
      return {
        employee: toEmployeeDto({ employee: row!, restaurantName: restaurant.name }, user),
      };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/employees/{id}',
    tags: ['employees'],
    summary: 'Modifie un employé (ADMIN, ou MANAGER de son restaurant)',
    access: { area: 'EMPLOYEES', action: 'edit' },
    params: IdParam,
    notFound: EMPLOYEE_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleEmployee(db, user, params.id),
    body: UpdateEmployeeBody,
    response: { status: 200, description: 'Employé modifié', schema: EmployeeResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, params, loaded: current, body: input }) => {
      // Moving an employee: the new restaurant must be one the user sees too.
      const restaurant =
        input.restaurantId === undefined || input.restaurantId === current.employee.restaurantId
          ? { id: current.employee.restaurantId, name: current.restaurantName }
          : await findInputRestaurant(db, user, input.restaurantId);
      const pin = input.pin ?? current.employee.pin;
      if (pin !== current.employee.pin || restaurant.id !== current.employee.restaurantId) {
        await assertPinFree(db, restaurant.id, pin, params.id);
      }
      const [row] = await writing(() =>
        db
          .update(employees)
          .set({
            ...(input.firstName !== undefined && { firstName: input.firstName }),
            ...(input.lastName !== undefined && { lastName: input.lastName }),
            ...(input.contractType !== undefined && { contractType: input.contractType }),
            ...(input.contractNbHours !== undefined && { contractNbHours: input.contractNbHours }),
            restaurantId: restaurant.id,
            pin,
            updatedAt: new Date(),
          })
          .where(eq(employees.id, params.id))
          .returning(),
      );
      if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
      return {
        employee: toEmployeeDto({ employee: row, restaurantName: restaurant.name }, user),
      };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/employees/{id}',
    tags: ['employees'],
    summary: "Supprime un employé (ADMIN) ; 409 s'il a des relevés d'hygiène ou des heures badgées",
    access: { area: 'EMPLOYEES', action: 'delete' },
    params: IdParam,
    notFound: EMPLOYEE_NOT_FOUND,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await findVisibleEmployee(db, user, params.id);
      await deletingUnlogged(LOGGED_IN_USE_MESSAGES.employee, () =>
        db.delete(employees).where(eq(employees.id, params.id)),
      );
    },
  }),
];
