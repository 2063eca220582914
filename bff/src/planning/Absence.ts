import { ABSENCE_TYPE_LABELS, PLANNING_MESSAGES } from '@bo/domain';
import type {
  AbsenceResolvers,
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { ABSENCE_NOT_FOUND } from './planning-loaders.ts';
import { inputId, restId } from '../resolvers/ids.ts';
import { employeeOf, withoutNulls } from './planning.ts';

// Absences in the graph (docs/areas/planning.md#shifts): `Absence`, `Restaurant.absences` and
// their mutations, each one REST route. Never planned hours: the week's sums leave them out.

const Absence: AbsenceResolvers = {
  id: (absence) => String(absence.id),
  employee: (absence, _args, ctx) => employeeOf(ctx, absence.restaurantId, absence.employeeId),
  label: (absence) => ABSENCE_TYPE_LABELS[absence.type],
};

const RestaurantAbsences: Pick<RestaurantResolvers, 'absences'> = {
  // Calendar days of the restaurant; the api checks the period and answers its French 400.
  absences: (restaurant, { from, to }, ctx) =>
    ctx.loaders.absences.load({ restaurantId: restaurant.id, dateFrom: from, dateTo: to }),
};

const AbsenceMutations: Pick<MutationResolvers, 'createAbsences' | 'deleteAbsence'> = {
  createAbsences: async (_parent, { input }, ctx) => {
    const { restaurantId, employeeId, ...fields } = input;
    const { absences } = await ctx.rest.call('post', '/api/absences', {
      body: {
        ...withoutNulls(fields),
        dates: fields.dates,
        type: fields.type,
        restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND),
        employeeId: inputId(employeeId, 'employeeId', PLANNING_MESSAGES.employeeOfOtherRestaurant),
      },
    });
    return absences;
  },

  deleteAbsence: async (_parent, { id }, ctx) => {
    const absenceId = restId(id, ABSENCE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/absences/{id}', { params: { id: absenceId } });
    return String(absenceId);
  },
};

export const resolvers: Resolvers = {
  Absence,
  Restaurant: RestaurantAbsences,
  Mutation: AbsenceMutations,
};
