import type {
  EquipmentInput,
  EquipmentResolvers,
  EquipmentTypeResolvers,
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
  ZoneResolvers,
} from '../generated/graphql.ts';
import { EQUIPMENT_MESSAGES } from '@bo/domain';
import { EQUIPMENT_NOT_FOUND, EQUIPMENT_TYPE_NOT_FOUND } from './equipment-loaders.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { inputId, restId } from '../resolvers/ids.ts';
import { zoneIn } from './Zone.ts';

// Equipment in the graph: `Equipment`, the lists of it (`Restaurant.equipments`,
// `Zone.equipments`, `EquipmentType.equipments`), `Query.equipment` and its mutations (merged with
// the other types' files by resolvers/index.ts).

const Equipment: EquipmentResolvers = {
  id: (equipment) => String(equipment.id),
  restaurant: (equipment, _args, ctx) => ctx.loaders.restaurant.load(equipment.restaurantId),
  // Batched: the zones of every equipment of an operation in one REST call (often already primed
  // by the zone list the equipment was reached from).
  zone: (equipment, _args, ctx) =>
    equipment.zoneId === null ? null : zoneIn(ctx, equipment.restaurantId, equipment.zoneId),
  // The summary the api embeds (name, family, range) answers the usual questions without a call;
  // EquipmentType completes it when a field it lacks is asked.
  equipmentType: (equipment) => equipment.equipmentType,
};

const TypeEquipments: Pick<EquipmentTypeResolvers, 'equipments'> = {
  equipments: async (type, { restaurantId }, ctx) => {
    if (restaurantId === null || restaurantId === undefined) {
      return ctx.loaders.equipmentsOfType.load(type.id);
    }
    // A restaurant the caller may not see holds nothing for him: an empty list.
    const ofRestaurant = await ctx.loaders.equipmentsOfRestaurant.load(
      restId(restaurantId, RESTAURANT_NOT_FOUND),
    );
    return ofRestaurant.filter((e) => e.equipmentTypeId === type.id);
  },
};

const RestaurantEquipments: Pick<RestaurantResolvers, 'equipments'> = {
  equipments: (restaurant, _args, ctx) => ctx.loaders.equipmentsOfRestaurant.load(restaurant.id),
};

const ZoneEquipments: Pick<ZoneResolvers, 'equipments'> = {
  // The zone's own summaries lack the type: the equipment of every zone in one batched call.
  equipments: (zone, _args, ctx) => ctx.loaders.equipmentsOfZone.load(zone.id),
};

const EquipmentQueries: Pick<QueryResolvers, 'equipment'> = {
  equipment: (_parent, { id }, ctx) => ctx.loaders.equipment.load(restId(id, EQUIPMENT_NOT_FOUND)),
};

/** The input as the REST body: the same field names, so the api's field errors need no renaming. */
function equipmentBody(input: EquipmentInput) {
  return {
    restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
    equipmentTypeId: inputId(input.equipmentTypeId, 'equipmentTypeId', EQUIPMENT_TYPE_NOT_FOUND),
    name: input.name,
    description: input.description ?? null,
    serialNumber: input.serialNumber ?? null,
    zoneId:
      input.zoneId === null || input.zoneId === undefined
        ? null
        : inputId(input.zoneId, 'zoneId', EQUIPMENT_MESSAGES.zoneInvalid),
  };
}

const EquipmentMutations: Pick<
  MutationResolvers,
  'createEquipment' | 'updateEquipment' | 'deleteEquipment'
> = {
  createEquipment: async (_parent, { input }, ctx) => {
    const { equipment } = await ctx.rest.call('post', '/api/equipments', {
      body: equipmentBody(input),
    });
    return equipment;
  },

  updateEquipment: async (_parent, { id, input }, ctx) => {
    const { equipment } = await ctx.rest.call('put', '/api/equipments/{id}', {
      params: { id: restId(id, EQUIPMENT_NOT_FOUND) },
      body: equipmentBody(input),
    });
    return equipment;
  },

  deleteEquipment: async (_parent, { id }, ctx) => {
    const equipmentId = restId(id, EQUIPMENT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/equipments/{id}', { params: { id: equipmentId } });
    return String(equipmentId);
  },
};

export const resolvers: Resolvers = {
  Equipment,
  Restaurant: RestaurantEquipments,
  Zone: ZoneEquipments,
  EquipmentType: TypeEquipments,
  Query: EquipmentQueries,
  Mutation: EquipmentMutations,
};
