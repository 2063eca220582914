import { EMPLOYEE_PAGE_SIZE } from '@bo/domain';
import type {
  EmployeeInput,
  EmployeeSortField,
  EmployeeResolvers,
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { EMPLOYEE_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import type { RequestBody } from '../rest/types.ts';
import { restId } from '../resolvers/ids.ts';
import { restPage, restSort } from '../resolvers/paging.ts';

// The staff of the graph: `Employee`, `Restaurant.employees`, and the employee queries and
// mutations (merged with the other types' files by resolvers/index.ts).

/** Every other field is the REST employee's own (contractType is the same enum). */
export const Employee: EmployeeResolvers = {
  id: (employee) => String(employee.id),
  // Through the batched restaurant loader: N employees' restaurants cost one REST call.
  restaurant: (employee, _args, ctx) => ctx.loaders.restaurant.load(employee.restaurantId),
};

const RestaurantEmployees: Pick<RestaurantResolvers, 'employees'> = {
  // Batched too: the staff of every restaurant of an operation in one REST call.
  employees: (restaurant, _args, ctx) => ctx.loaders.employeesOfRestaurant.load(restaurant.id),
};

/** The graph's sort fields, as GET /api/employees names them. */
const EMPLOYEE_SORT = {
  NAME: 'name',
  CREATED_AT: 'createdAt',
} as const satisfies Record<EmployeeSortField, string>;

const EmployeeQueries: Pick<QueryResolvers, 'employees' | 'employee' | 'employeePage'> = {
  // One REST call: the api filters, sorts and pages; a restaurant the caller may not see has none.
  employeePage: async (_parent, { restaurantId, filter, sort, limit, offset }, ctx) => {
    const page = await ctx.rest.call('get', '/api/employees', {
      query: {
        ...(restaurantId !== null &&
          restaurantId !== undefined && {
            restaurantIds: String(restId(restaurantId, RESTAURANT_NOT_FOUND)),
          }),
        ...(filter?.search && { search: filter.search }),
        ...restSort(sort, EMPLOYEE_SORT),
        ...restPage({ limit: limit ?? EMPLOYEE_PAGE_SIZE, offset }),
      },
    });
    for (const e of page.employees) ctx.loaders.employee.clear(e.id).prime(e.id, e);
    return {
      data: page.employees,
      total: page.total,
      limit: page.limit ?? page.employees.length,
      offset: page.offset,
    };
  },

  employees: async (_parent, { restaurantId }, ctx) => {
    if (restaurantId === null || restaurantId === undefined) return ctx.loaders.employees();
    // The documented route answers NOT_FOUND for a restaurant the caller may not see.
    const id = restId(restaurantId, RESTAURANT_NOT_FOUND);
    const { employees } = await ctx.rest.call('get', '/api/employees/restaurant/{id}', {
      params: { id },
    });
    ctx.loaders.employeesOfRestaurant.clear(id).prime(id, employees);
    return employees;
  },
  employee: (_parent, { id }, ctx) => ctx.loaders.employee.load(restId(id, EMPLOYEE_NOT_FOUND)),
};

type CreateBody = RequestBody<'/api/employees', 'post'>;
type UpdateBody = RequestBody<'/api/employees/{id}', 'put'>;

/**
 * The input as the REST body: same field names (so the api's field errors need no renaming),
 * the restaurant's graph id as a number. A null the graph allows but a create cannot use is left
 * out, so the api answers "required".
 */
function restFields(input: EmployeeInput) {
  const { restaurantId, ...fields } = input;
  return {
    ...fields,
    ...(restaurantId !== null &&
      restaurantId !== undefined && { restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND) }),
  };
}

const withoutNulls = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null));

const EmployeeMutations: Pick<
  MutationResolvers,
  'createEmployee' | 'updateEmployee' | 'deleteEmployee'
> = {
  createEmployee: async (_parent, { input }, ctx) => {
    const { firstName, lastName, pin, restaurantId, ...contract } = restFields(input);
    const { employee } = await ctx.rest.call('post', '/api/employees', {
      body: {
        ...withoutNulls({ firstName, lastName, pin, restaurantId }),
        ...contract,
      } as CreateBody,
    });
    return employee;
  },

  updateEmployee: async (_parent, { id, input }, ctx) => {
    const { employee } = await ctx.rest.call('put', '/api/employees/{id}', {
      params: { id: restId(id, EMPLOYEE_NOT_FOUND) },
      body: restFields(input) as UpdateBody,
    });
    return employee;
  },

  deleteEmployee: async (_parent, { id }, ctx) => {
    const employeeId = restId(id, EMPLOYEE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/employees/{id}', { params: { id: employeeId } });
    return String(employeeId);
  },
};

export const resolvers: Resolvers = {
  Employee,
  Restaurant: RestaurantEmployees,
  Query: EmployeeQueries,
  Mutation: EmployeeMutations,
};
