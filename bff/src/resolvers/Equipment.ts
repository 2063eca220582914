import type {
  EquipmentInput,
  EquipmentResolvers,
  EquipmentTypeInput,
  EquipmentTypeResolvers,
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  ZoneResolvers,
} from '../generated/graphql.ts';
import { EQUIPMENT_MESSAGES } from '@bo/domain';
import type { Context } from '../context.ts';
import { EQUIPMENT_NOT_FOUND, EQUIPMENT_TYPE_NOT_FOUND } from '../rest/equipment-loaders.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import type { EquipmentTypeParent, RestEquipmentType } from '../rest/types.ts';
import { inputId, restId } from './ids.ts';
import { zoneIn } from './Zone.ts';

// Equipment in the graph: `Equipment`, `EquipmentType`, `Restaurant.equipments`,
// `Zone.equipments`, their queries and mutations (merged by resolvers/index.ts).

export const Equipment: EquipmentResolvers = {
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

/** The full type: the parent itself, or one batched read for every summary of the operation. */
const fullType = (type: EquipmentTypeParent, ctx: Context): Promise<RestEquipmentType> =>
  'createdAt' in type ? Promise.resolve(type) : ctx.loaders.equipmentType.load(type.id);

export const EquipmentType: EquipmentTypeResolvers = {
  id: (type) => String(type.id),
  description: async (type, _args, ctx) => (await fullType(type, ctx)).description,
  equipmentCount: async (type, _args, ctx) => (await fullType(type, ctx)).equipmentCount,
  createdAt: async (type, _args, ctx) => (await fullType(type, ctx)).createdAt,
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

export const RestaurantEquipments: Pick<RestaurantResolvers, 'equipments'> = {
  equipments: (restaurant, _args, ctx) => ctx.loaders.equipmentsOfRestaurant.load(restaurant.id),
};

export const ZoneEquipments: Pick<ZoneResolvers, 'equipments'> = {
  // The zone's own summaries lack the type: the equipment of every zone in one batched call.
  equipments: (zone, _args, ctx) => ctx.loaders.equipmentsOfZone.load(zone.id),
};

export const EquipmentQueries: Pick<
  QueryResolvers,
  'equipment' | 'equipmentTypes' | 'equipmentType'
> = {
  equipment: (_parent, { id }, ctx) => ctx.loaders.equipment.load(restId(id, EQUIPMENT_NOT_FOUND)),
  equipmentTypes: (_parent, _args, ctx) => ctx.loaders.equipmentTypes(),
  equipmentType: (_parent, { id }, ctx) =>
    ctx.loaders.equipmentType.load(restId(id, EQUIPMENT_TYPE_NOT_FOUND)),
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

function typeBody(input: EquipmentTypeInput) {
  return {
    name: input.name,
    description: input.description ?? null,
    equipmentFamily: input.equipmentFamily,
    temperatureMin: input.temperatureMin ?? null,
    temperatureMax: input.temperatureMax ?? null,
    temperatureUnit: input.temperatureUnit ?? null,
  };
}

export const EquipmentMutations: Pick<
  MutationResolvers,
  | 'createEquipment'
  | 'updateEquipment'
  | 'deleteEquipment'
  | 'createEquipmentType'
  | 'updateEquipmentType'
  | 'deleteEquipmentType'
> = {
  createEquipment: async (_parent, { input }, ctx) => {
    const { equipment } = await ctx.rest.call('post', '/api/equipments', {
      body: equipmentBody(input),
    });
    ctx.loaders.primeEquipment(equipment);
    // Its zone's equipment count and summaries changed.
    ctx.loaders.forgetZones();
    return equipment;
  },

  updateEquipment: async (_parent, { id, input }, ctx) => {
    const { equipment } = await ctx.rest.call('put', '/api/equipments/{id}', {
      params: { id: restId(id, EQUIPMENT_NOT_FOUND) },
      body: equipmentBody(input),
    });
    ctx.loaders.primeEquipment(equipment);
    ctx.loaders.forgetZones();
    return equipment;
  },

  deleteEquipment: async (_parent, { id }, ctx) => {
    const equipmentId = restId(id, EQUIPMENT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/equipments/{id}', { params: { id: equipmentId } });
    ctx.loaders.forgetEquipment(equipmentId);
    ctx.loaders.forgetZones();
    return String(equipmentId);
  },

  createEquipmentType: async (_parent, { input }, ctx) => {
    const { equipmentType } = await ctx.rest.call('post', '/api/equipment-types', {
      body: typeBody(input),
    });
    ctx.loaders.primeEquipmentType(equipmentType);
    return equipmentType;
  },

  updateEquipmentType: async (_parent, { id, input }, ctx) => {
    const { equipmentType } = await ctx.rest.call('put', '/api/equipment-types/{id}', {
      params: { id: restId(id, EQUIPMENT_TYPE_NOT_FOUND) },
      body: typeBody(input),
    });
    ctx.loaders.primeEquipmentType(equipmentType);
    return equipmentType;
  },

  deleteEquipmentType: async (_parent, { id }, ctx) => {
    const typeId = restId(id, EQUIPMENT_TYPE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/equipment-types/{id}', { params: { id: typeId } });
    ctx.loaders.forgetEquipmentType(typeId);
    return String(typeId);
  },
};
