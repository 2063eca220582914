import {
  dayValidatedMessage,
  PLANNING_MESSAGES,
  VALIDATE_DAY_MAX_ROWS,
  VALIDATE_DAY_TOO_MANY,
  workedMinutes,
} from '@bo/domain';
import { GraphQLError } from 'graphql';
import type {
  ApprovedShiftResolvers,
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
  ShiftAdjustmentsInput,
  UpdateApprovedShiftInput,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { graphError, renameFieldErrors } from '../rest/errors.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { APPROVED_SHIFT_NOT_FOUND, REALIZED_SHIFT_NOT_FOUND } from './planning-loaders.ts';
import type { RestApprovedShift } from '../rest/types.ts';
import { inputId, optionalId, orNull, restId } from '../resolvers/ids.ts';
import {
  employeeOf,
  jobOf,
  placeOf,
  realizedWeek,
  scheduledShiftOf,
  withoutNulls,
} from './planning.ts';

// Approved (paid) shifts in the graph (docs/areas/planning.md#time-clock-validation):
// `ApprovedShift`, `Restaurant.approvedShifts`, the validation's mutations and 'Valider la
// journée'. Its clocked and planned shifts come from its week's lists; who approved it from the
// caller's own account or, for an ADMIN, the chain's users (one call whatever the rows).

/** An update's REST field (`updates.2.mealCount`) is under the row's `input` in the graph. */
const dayField = (path: string) =>
  path.replace(/^(updates\.\d+)\.(?!approvedShiftId$)/, '$1.input.');

const ApprovedShift: ApprovedShiftResolvers = {
  id: (shift) => String(shift.id),
  restaurant: (shift, _args, ctx) => ctx.loaders.restaurant.load(shift.restaurantId),
  employee: (shift, _args, ctx) => employeeOf(ctx, shift.restaurantId, shift.employeeId),
  realizedShift: async (shift, _args, ctx) => {
    const id = shift.realizedShiftId;
    if (id === null) return null;
    const { restaurant, day } = await placeOf(ctx, shift);
    const realized = await realizedWeek(ctx, restaurant, day);
    return realized.find((r) => r.id === id) ?? orNull(ctx.loaders.realizedShift.load(id));
  },
  scheduledShift: (shift, _args, ctx) => scheduledShiftOf(ctx, shift),
  job: (shift, _args, ctx) => jobOf(ctx, shift.restaurantId, shift.jobId),
  duration: (shift) => workedMinutes(shift),
  approvedBy: async (shift, _args, ctx) => {
    const id = shift.approvedById;
    if (id === null) return null;
    const me = await ctx.loaders.me();
    if (me.id === id) return me;
    // Only an ADMIN reads the chain's users; for anyone else another approver stays unnamed.
    if (me.role !== 'ADMIN') return null;
    const enseigne = await ctx.loaders.enseigne.load(me.enseigneId);
    return enseigne.users?.find((user) => user.id === id) ?? null;
  },
};

const RestaurantApprovedShifts: Pick<RestaurantResolvers, 'approvedShifts'> = {
  approvedShifts: (restaurant, { from, to }, ctx) =>
    ctx.loaders.approvedShifts.load({ restaurantId: restaurant.id, dateFrom: from, dateTo: to }),
};

const approve = async (
  ctx: Context,
  id: number,
  adjustments: ShiftAdjustmentsInput | null | undefined,
): Promise<RestApprovedShift> => {
  const { approvedShift } = await ctx.rest.call(
    'post',
    '/api/approved-shifts/approve-realized/{id}',
    {
      params: { id },
      body: adjustments ? { adjustments: withoutNulls(adjustments) } : {},
    },
  );
  return approvedShift;
};

const update = async (
  ctx: Context,
  id: number,
  input: UpdateApprovedShiftInput,
): Promise<RestApprovedShift> => {
  const { approvedShift } = await ctx.rest.call('put', '/api/approved-shifts/{id}', {
    params: { id },
    body: withoutNulls(input),
  });
  return approvedShift;
};

const ApprovedShiftMutations: Pick<
  MutationResolvers,
  | 'approveRealizedShift'
  | 'updateApprovedShift'
  | 'createApprovedShift'
  | 'deleteApprovedShift'
  | 'validateDay'
> = {
  approveRealizedShift: (_parent, { id, adjustments }, ctx) =>
    approve(ctx, restId(id, REALIZED_SHIFT_NOT_FOUND), adjustments),

  updateApprovedShift: (_parent, { id, input }, ctx) =>
    update(ctx, restId(id, APPROVED_SHIFT_NOT_FOUND), input),

  createApprovedShift: async (_parent, { input }, ctx) => {
    const { restaurantId, employeeId, jobId, scheduledShiftId, ...fields } = input;
    const job = optionalId(jobId, 'jobId', PLANNING_MESSAGES.jobOfOtherRestaurant);
    const scheduled = optionalId(
      scheduledShiftId,
      'scheduledShiftId',
      PLANNING_MESSAGES.shiftNotFound,
    );
    const { approvedShift } = await ctx.rest.call('post', '/api/approved-shifts', {
      body: {
        ...withoutNulls(fields),
        restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND),
        employeeId: inputId(employeeId, 'employeeId', PLANNING_MESSAGES.employeeOfOtherRestaurant),
        ...(job !== null && { jobId: job }),
        ...(scheduled !== null && { scheduledShiftId: scheduled }),
      },
    });
    return approvedShift;
  },

  deleteApprovedShift: async (_parent, { id }, ctx) => {
    const shiftId = restId(id, APPROVED_SHIFT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/approved-shifts/{id}', { params: { id: shiftId } });
    return String(shiftId);
  },

  // One REST call: the api checks and writes the whole day in one transaction, so the first
  // refused row is the answer and nothing of the day is saved.
  validateDay: async (_parent, { input }, ctx) => {
    const { approvals, updates } = input;
    // Before parsing the ids: the api would refuse the day anyway, and a list is not bounded here.
    if (approvals.length + updates.length > VALIDATE_DAY_MAX_ROWS) {
      throw graphError('BAD_USER_INPUT', VALIDATE_DAY_TOO_MANY, {
        fieldErrors: { approvals: VALIDATE_DAY_TOO_MANY },
      });
    }
    const approvalRows = approvals.map((row) => ({
      realizedShiftId: restId(row.realizedShiftId, REALIZED_SHIFT_NOT_FOUND),
      ...(row.adjustments && { adjustments: withoutNulls(row.adjustments) }),
    }));
    const updateRows = updates.map((row) => ({
      approvedShiftId: restId(row.approvedShiftId, APPROVED_SHIFT_NOT_FOUND),
      ...withoutNulls(row.input),
    }));
    // The day's restaurant must be the caller's (another chain's: NOT_FOUND) before any write.
    const restaurantId = restId(input.restaurantId, RESTAURANT_NOT_FOUND);
    await ctx.loaders.restaurant.load(restaurantId);
    const { approved, updated } = await ctx.rest
      .call('post', '/api/approved-shifts/validate-day', {
        body: { restaurantId, approvals: approvalRows, updates: updateRows },
      })
      .catch((error: unknown) => {
        throw error instanceof GraphQLError ? renameFieldErrors(error, dayField) : error;
      });
    return { message: dayValidatedMessage(approved.length, updated.length), approved, updated };
  },
};

export const resolvers: Resolvers = {
  ApprovedShift,
  Restaurant: RestaurantApprovedShifts,
  Mutation: ApprovedShiftMutations,
};
