import { HYGIENE_MESSAGES as M, temperatureStatus } from '@bo/domain';
import type {
  EquipmentResolvers,
  MutationResolvers,
  RestaurantResolvers,
  Resolvers,
  TemperatureReadingResolvers,
} from '../generated/graphql.ts';
import { inputId, optionalId } from '../resolvers/ids.ts';
import { loggedEmployee } from './logs.ts';

// Temperature readings in the graph: TemperatureReading, Restaurant.temperatureReadings,
// Equipment.readings and recordTemperature (merged with the other types' files by
// resolvers/index.ts).

const TemperatureReading: TemperatureReadingResolvers = {
  id: (r) => String(r.id),
  // The domain's rule on the type range the api embeds: no call, the same verdict as the api's.
  status: (r) => temperatureStatus(r.temperature, r.equipment.equipmentType),
  // Batched: every equipment of an operation in one call.
  equipment: (r, _args, ctx) => ctx.loaders.equipment.load(r.equipment.id),
  employee: (r, _args, ctx) => loggedEmployee(r, ctx),
};

const RestaurantTemperature: Pick<RestaurantResolvers, 'temperatureReadings'> = {
  temperatureReadings: (restaurant, { from, to }, ctx) =>
    ctx.loaders.temperatureReadings('restaurant', { id: restaurant.id, from, to }),
};

const EquipmentReadings: Pick<EquipmentResolvers, 'readings'> = {
  // Chronological, as a chart reads them; the api lists newest first.
  readings: async (equipment, { from, to }, ctx) =>
    (await ctx.loaders.temperatureReadings('equipment', { id: equipment.id, from, to }))
      .slice()
      .reverse(),
};

const TemperatureMutations: Pick<MutationResolvers, 'recordTemperature'> = {
  recordTemperature: async (_parent, { input }, ctx) => {
    const { reading } = await ctx.rest.call('post', '/api/temperature-readings', {
      // The graph's input names are the REST body's: the api's field errors need no renaming.
      body: {
        equipmentId: inputId(input.equipmentId, 'equipmentId', M.equipmentNotFound),
        temperature: input.temperature,
        ...(input.recordedAt ? { recordedAt: input.recordedAt } : {}),
        employeeId: optionalId(input.employeeId, 'employeeId', M.employeeNotFound),
        photoId: optionalId(input.photoId, 'photoId', M.photoNotFound),
        notes: input.notes ?? null,
      },
    });
    return reading;
  },
};

export const resolvers: Resolvers = {
  TemperatureReading,
  Restaurant: RestaurantTemperature,
  Equipment: EquipmentReadings,
  Mutation: TemperatureMutations,
};
