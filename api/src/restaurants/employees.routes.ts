import { EMPLOYEE_MESSAGES, LOGGED_IN_USE_MESSAGES } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  CreateEmployeeBody,
  EmployeesQuery,
  UpdateEmployeeBody,
  EmployeeResponse,
  EmployeesPageResponse,
  EmployeesResponse,
} from './employees.contract.ts';
import {
  deleteEmployee,
  findVisibleEmployee as findEmployee,
  insertEmployee,
  listVisibleEmployeesOfRestaurant,
  listVisibleEmployeesPage,
  isPinTaken,
  toEmployeeDto,
  updateEmployee,
  type JoinedEmployee,
} from './employees.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode, ERRORS } from '../http/errors.ts';
import { optionalIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { deletingUnlogged } from '../hygiene/common.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

export const EMPLOYEE_NOT_FOUND = 'Employé introuvable';

/** An employee the user may see (his restaurants'), else 404 like an unknown id. */
async function findVisibleEmployee(db: Db, user: AuthUser, id: number): Promise<JoinedEmployee> {
  const row = await findEmployee(db, user, id);
  if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
  return row;
}

const pinTaken = () =>
  new HttpError(409, EMPLOYEE_MESSAGES.pinTaken, { pin: EMPLOYEE_MESSAGES.pinTaken });

/** 409 when someone else of the restaurant already types this PIN. */
async function assertPinFree(db: Db, restaurantId: number, pin: string, exceptId?: number) {
  if (await isPinTaken(db, restaurantId, pin, exceptId)) throw pinTaken();
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
      const filter = {
        restaurantIds: optionalIdList(query.restaurantIds, 'restaurantIds'),
        ids: optionalIdList(query.ids, 'ids'),
        search: query.search,
      };
      const offset = query.offset ?? 0;
      const { employees, total } = await listVisibleEmployeesPage(db, user, filter, {
        sort: query.sort,
        order: query.order,
        limit: query.limit,
        offset,
      });
      return { employees, total, limit: query.limit ?? null, offset };
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
      return { employees: await listVisibleEmployeesOfRestaurant(db, user, id) };
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
      const row = await writing(() =>
        insertEmployee(db, restaurant, {
          firstName: input.firstName,
          lastName: input.lastName,
          pin: input.pin,
          contractType: input.contractType ?? null,
          contractNbHours: input.contractNbHours ?? null,
        }),
      );
      return { employee: toEmployeeDto(row, user) };
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
      const row = await writing(() =>
        updateEmployee(db, params.id, restaurant, {
          firstName: input.firstName,
          lastName: input.lastName,
          contractType: input.contractType,
          contractNbHours: input.contractNbHours,
          pin,
        }),
      );
      if (!row) throw notFound(EMPLOYEE_NOT_FOUND);
      return { employee: toEmployeeDto(row, user) };
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
      await deletingUnlogged(LOGGED_IN_USE_MESSAGES.employee, () => deleteEmployee(db, params.id));
    },
  }),
];
