import { dayValidatedMessage, PLANNING_MESSAGES, workedMinutes } from '@bo/domain';
import type {
  ApprovedShiftResolvers,
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
  ShiftAdjustmentsInput,
  UpdateApprovedShiftInput,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { graphError } from '../rest/errors.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import { APPROVED_SHIFT_NOT_FOUND, REALIZED_SHIFT_NOT_FOUND } from '../rest/planning-loaders.ts';
import type { RestApprovedShift } from '../rest/types.ts';
import { inputId, optionalId, orNull, restId } from './ids.ts';
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

/** Rows one 'Valider la journée' sends at most: a day's restaurant fits many times. */
export const VALIDATE_DAY_MAX_ROWS = 200;
export const VALIDATE_DAY_TOO_MANY = `Au plus ${VALIDATE_DAY_MAX_ROWS} shifts à la fois`;

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

/** After a write: the day's lists (and the realized shift's embedded approval) are read again. */
function remember(ctx: Context, shift: RestApprovedShift): RestApprovedShift {
  ctx.loaders.forgetPlanning();
  ctx.loaders.approvedShift.prime(shift.id, shift);
  return shift;
}

const ApprovedShiftMutations: Pick<
  MutationResolvers,
  | 'approveRealizedShift'
  | 'updateApprovedShift'
  | 'createApprovedShift'
  | 'deleteApprovedShift'
  | 'validateDay'
> = {
  approveRealizedShift: async (_parent, { id, adjustments }, ctx) =>
    remember(ctx, await approve(ctx, restId(id, REALIZED_SHIFT_NOT_FOUND), adjustments)),

  updateApprovedShift: async (_parent, { id, input }, ctx) =>
    remember(ctx, await update(ctx, restId(id, APPROVED_SHIFT_NOT_FOUND), input)),

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
    return remember(ctx, approvedShift);
  },

  deleteApprovedShift: async (_parent, { id }, ctx) => {
    const shiftId = restId(id, APPROVED_SHIFT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/approved-shifts/{id}', { params: { id: shiftId } });
    ctx.loaders.forgetPlanning();
    return String(shiftId);
  },

  // One approval or update after the other, as the screen's rows would be saved one by one: the
  // first refusal stops the rest and is the answer (what was saved before it stays saved).
  validateDay: async (_parent, { input }, ctx) => {
    const { approvals, updates } = input;
    if (approvals.length + updates.length > VALIDATE_DAY_MAX_ROWS) {
      throw graphError('BAD_USER_INPUT', VALIDATE_DAY_TOO_MANY, {
        fieldErrors: { approvals: VALIDATE_DAY_TOO_MANY },
      });
    }
    // Every id read before the first write: a malformed one refuses the day, nothing saved.
    const approvalIds = approvals.map((row) =>
      restId(row.realizedShiftId, REALIZED_SHIFT_NOT_FOUND),
    );
    const updateIds = updates.map((row) => restId(row.approvedShiftId, APPROVED_SHIFT_NOT_FOUND));
    // The day's restaurant must be the caller's (another chain's: NOT_FOUND); each row is then
    // checked by the api against its own restaurant (rights, tenancy).
    await ctx.loaders.restaurant.load(restId(input.restaurantId, RESTAURANT_NOT_FOUND));
    const approved: RestApprovedShift[] = [];
    const updated: RestApprovedShift[] = [];
    try {
      for (const [i, row] of approvals.entries()) {
        approved.push(await approve(ctx, approvalIds[i]!, row.adjustments));
      }
      for (const [i, row] of updates.entries()) {
        updated.push(await update(ctx, updateIds[i]!, row.input));
      }
    } finally {
      if (approved.length + updated.length > 0) ctx.loaders.forgetPlanning();
    }
    return { message: dayValidatedMessage(approved.length, updated.length), approved, updated };
  },
};

export const resolvers: Resolvers = {
  ApprovedShift,
  Restaurant: RestaurantApprovedShifts,
  Mutation: ApprovedShiftMutations,
};
