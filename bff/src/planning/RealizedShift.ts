import { clockedShiftState, PLANNING_MESSAGES, workedMinutes } from '@bo/domain';
import type {
  ClockedShiftState,
  MutationResolvers,
  QueryResolvers,
  RealizedShiftInput,
  RealizedShiftResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { REALIZED_SHIFT_NOT_FOUND } from './planning-loaders.ts';
import type { RestApprovedShift } from '../rest/types.ts';
import { inputId, restId } from '../resolvers/ids.ts';
import { employeeOf, placeOf, scheduledShiftOf, withoutNulls } from './planning.ts';

// Clocked shifts in the graph (docs/areas/planning.md#time-clock-validation): `RealizedShift`,
// `Restaurant.realizedShifts`, `Query.realizedShift` and a manager's entry or correction. Its
// approval comes embedded in the api's answer; its planned shift from its week's list.

/** The validation screen's state of a clocked shift (never MODIFIED: that is the screen's own). */
export function realizedState(
  realized: { datetimeEnd: string | null } | null,
  approved: RestApprovedShift | null,
): ClockedShiftState {
  const state = clockedShiftState({ realized, approved });
  return state === 'MODIFIED' ? 'APPROVED' : state;
}

const RealizedShift: RealizedShiftResolvers = {
  id: (shift) => String(shift.id),
  restaurant: (shift, _args, ctx) => ctx.loaders.restaurant.load(shift.restaurantId),
  employee: (shift, _args, ctx) => employeeOf(ctx, shift.restaurantId, shift.employeeId),
  day: async (shift, _args, ctx) => (await placeOf(ctx, shift)).day,
  scheduledShift: (shift, _args, ctx) => scheduledShiftOf(ctx, shift),
  duration: (shift) =>
    shift.datetimeEnd === null
      ? null
      : workedMinutes({
          datetimeStart: shift.datetimeStart,
          datetimeEnd: shift.datetimeEnd,
          breakDuration: shift.actualBreakDuration,
        }),
  blocks: (shift) =>
    shift.blocks.map(({ id, kind, datetimeStart, datetimeEnd }) => ({
      id: String(id),
      kind,
      start: datetimeStart,
      end: datetimeEnd,
    })),
  approved: (shift) => shift.approvedShift,
  state: (shift) => realizedState(shift, shift.approvedShift),
};

const RestaurantRealizedShifts: Pick<RestaurantResolvers, 'realizedShifts'> = {
  realizedShifts: (restaurant, { from, to }, ctx) =>
    ctx.loaders.realizedShifts.load({ restaurantId: restaurant.id, dateFrom: from, dateTo: to }),
};

const RealizedShiftQueries: Pick<QueryResolvers, 'realizedShift'> = {
  realizedShift: (_parent, { id }, ctx) =>
    ctx.loaders.realizedShift.load(restId(id, REALIZED_SHIFT_NOT_FOUND)),
};

/** The input as the api's body: a manager's entry is whole (no end: the shift is in progress). */
function restBody(input: RealizedShiftInput) {
  const { restaurantId, employeeId, datetimeEnd, ...fields } = input;
  return {
    ...withoutNulls(fields),
    restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND),
    employeeId: inputId(employeeId, 'employeeId', PLANNING_MESSAGES.employeeOfOtherRestaurant),
    datetimeEnd: datetimeEnd ?? null,
  };
}

const RealizedShiftMutations: Pick<
  MutationResolvers,
  'createRealizedShift' | 'updateRealizedShift'
> = {
  createRealizedShift: async (_parent, { input }, ctx) => {
    const { datetimeEnd, ...body } = restBody(input);
    const { realizedShift } = await ctx.rest.call('post', '/api/realized-shifts', {
      body: { ...body, ...(datetimeEnd !== null && { datetimeEnd }) },
    });
    return realizedShift;
  },

  updateRealizedShift: async (_parent, { id, input }, ctx) => {
    const { realizedShift } = await ctx.rest.call('put', '/api/realized-shifts/{id}', {
      params: { id: restId(id, REALIZED_SHIFT_NOT_FOUND) },
      body: restBody(input),
    });
    return realizedShift;
  },
};

export const resolvers: Resolvers = {
  RealizedShift,
  Restaurant: RestaurantRealizedShifts,
  Query: RealizedShiftQueries,
  Mutation: RealizedShiftMutations,
};
