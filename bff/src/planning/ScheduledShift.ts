import { GraphQLError } from 'graphql';
import { PLANNING_MESSAGES, workedMinutes } from '@bo/domain';
import type {
  EmployeeResolvers,
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
  ScheduledShiftResolvers,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { renameFieldErrors } from '../rest/errors.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { SCHEDULED_SHIFT_NOT_FOUND } from './planning-loaders.ts';
import type { RestRestaurant } from '../rest/types.ts';
import { inputId, restId } from '../resolvers/ids.ts';
import {
  approvedWeek,
  employeeOf,
  jobOf,
  placeOf,
  realizedWeek,
  weekStartInstant,
  withoutNulls,
} from './planning.ts';

// Planned shifts in the graph (docs/areas/planning.md#shifts): `ScheduledShift`,
// `Restaurant.scheduledShifts`, `Employee.upcomingShifts` (every employee of an operation in one
// batch read), `Query.scheduledShift` and the grid's mutations, each one REST route. A shift's employee, job, clocked and approved shifts come from
// the lists of its restaurant and week (one call each for a whole grid).

const ScheduledShift: ScheduledShiftResolvers = {
  id: (shift) => String(shift.id),
  restaurant: (shift, _args, ctx) => ctx.loaders.restaurant.load(shift.restaurantId),
  employee: (shift, _args, ctx) => employeeOf(ctx, shift.restaurantId, shift.employeeId),
  job: (shift, _args, ctx) => jobOf(ctx, shift.restaurantId, shift.jobId),
  day: async (shift, _args, ctx) => (await placeOf(ctx, shift)).day,
  // Real time, DST included, never below 0: the domain's one rule.
  duration: (shift) => workedMinutes(shift),
  realized: async (shift, _args, ctx) => {
    const { restaurant, day } = await placeOf(ctx, shift);
    const realized = await realizedWeek(ctx, restaurant, day);
    return realized.find((r) => r.scheduledShiftId === shift.id) ?? null;
  },
  approved: async (shift, _args, ctx) => {
    const { restaurant, day } = await placeOf(ctx, shift);
    const approved = await approvedWeek(ctx, restaurant, day);
    return approved.find((a) => a.scheduledShiftId === shift.id) ?? null;
  },
};

const RestaurantShifts: Pick<RestaurantResolvers, 'scheduledShifts'> = {
  // The api checks the period (order, 62 days) and answers its French 400.
  scheduledShifts: (restaurant, { from, to }, ctx) =>
    ctx.loaders.scheduledShifts.load({ restaurantId: restaurant.id, dateFrom: from, dateTo: to }),
};

const EmployeeShifts: Pick<EmployeeResolvers, 'upcomingShifts'> = {
  upcomingShifts: (employee, _args, ctx) => ctx.loaders.upcomingShifts.load(employee.id),
};

const ScheduledShiftQueries: Pick<QueryResolvers, 'scheduledShift'> = {
  scheduledShift: (_parent, { id }, ctx) =>
    ctx.loaders.scheduledShift.load(restId(id, SCHEDULED_SHIFT_NOT_FOUND)),
};

const employeeInput = (id: string) =>
  inputId(id, 'employeeId', PLANNING_MESSAGES.employeeOfOtherRestaurant);
const jobInput = (id: string) => inputId(id, 'jobId', PLANNING_MESSAGES.jobOfOtherRestaurant);
const employeeIdsInput = (ids: readonly string[] | null | undefined) =>
  ids?.map((id) => inputId(id, 'employeeIds', PLANNING_MESSAGES.employeeIdsInvalid));

/** The restaurant of a week's copy or deletion: its zone turns the week's day into an instant. */
const restaurantOf = (ctx: Context, id: string): Promise<RestRestaurant> =>
  ctx.loaders.restaurant.load(restId(id, RESTAURANT_NOT_FOUND));

/** The api's names of a week's instants are the graph's days. */
const WEEK_FIELDS: Record<string, string> = {
  sourceWeekStart: 'sourceWeek',
  targetWeekStart: 'targetWeek',
  weekStart: 'week',
};
const renameWeekFields = (error: unknown) =>
  error instanceof GraphQLError
    ? renameFieldErrors(error, (path) => WEEK_FIELDS[path] ?? path)
    : error;

const ScheduledShiftMutations: Pick<
  MutationResolvers,
  | 'createScheduledShift'
  | 'updateScheduledShift'
  | 'deleteScheduledShift'
  | 'copyPlanningWeek'
  | 'deletePlanningWeek'
> = {
  createScheduledShift: async (_parent, { input }, ctx) => {
    const { restaurantId, employeeId, jobId, ...fields } = input;
    const { scheduledShift } = await ctx.rest.call('post', '/api/scheduled-shifts', {
      body: {
        ...withoutNulls(fields),
        restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND),
        employeeId: employeeInput(employeeId),
        jobId: jobInput(jobId),
      },
    });
    return scheduledShift;
  },

  updateScheduledShift: async (_parent, { id, input }, ctx) => {
    const { employeeId, jobId, ...fields } = withoutNulls(input);
    const { scheduledShift } = await ctx.rest.call('put', '/api/scheduled-shifts/{id}', {
      params: { id: restId(id, SCHEDULED_SHIFT_NOT_FOUND) },
      body: {
        ...fields,
        ...(employeeId !== undefined && { employeeId: employeeInput(employeeId) }),
        ...(jobId !== undefined && { jobId: jobInput(jobId) }),
      },
    });
    return scheduledShift;
  },

  deleteScheduledShift: async (_parent, { id }, ctx) => {
    const shiftId = restId(id, SCHEDULED_SHIFT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/scheduled-shifts/{id}', { params: { id: shiftId } });
    return String(shiftId);
  },

  copyPlanningWeek: async (_parent, { input }, ctx) => {
    const restaurant = await restaurantOf(ctx, input.restaurantId);
    const employeeIds = employeeIdsInput(input.employeeIds);
    try {
      const { message, count } = await ctx.rest.call('post', '/api/scheduled-shifts/copy-week', {
        body: {
          restaurantId: restaurant.id,
          sourceWeekStart: weekStartInstant(restaurant, input.sourceWeek, 'sourceWeek'),
          targetWeekStart: weekStartInstant(restaurant, input.targetWeek, 'targetWeek'),
          ...(employeeIds && { employeeIds }),
        },
      });
      return { message, count };
    } catch (error) {
      throw renameWeekFields(error);
    }
  },

  deletePlanningWeek: async (_parent, { input }, ctx) => {
    const restaurant = await restaurantOf(ctx, input.restaurantId);
    const employeeIds = employeeIdsInput(input.employeeIds);
    try {
      const { message, count } = await ctx.rest.call(
        'delete',
        '/api/scheduled-shifts/delete-week',
        {
          body: {
            restaurantId: restaurant.id,
            weekStart: weekStartInstant(restaurant, input.week, 'week'),
            ...(employeeIds && { employeeIds }),
          },
        },
      );
      return { message, count };
    } catch (error) {
      throw renameWeekFields(error);
    }
  },
};

export const resolvers: Resolvers = {
  ScheduledShift,
  Restaurant: RestaurantShifts,
  Employee: EmployeeShifts,
  Query: ScheduledShiftQueries,
  Mutation: ScheduledShiftMutations,
};
