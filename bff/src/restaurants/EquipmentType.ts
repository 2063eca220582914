import type {
  EquipmentTypeInput,
  EquipmentTypeResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { EQUIPMENT_TYPE_NOT_FOUND } from './equipment-loaders.ts';
import type { EquipmentTypeParent, RestEquipmentType } from '../rest/types.ts';
import { restId } from '../resolvers/ids.ts';

// The chain's equipment types: `EquipmentType`, `Query.equipmentTypes` and `.equipmentType`, and
// their mutations. `EquipmentType.equipments` comes with the equipment.

/** The full type: the parent itself, or one batched read for every summary of the operation. */
const fullType = (type: EquipmentTypeParent, ctx: Context): Promise<RestEquipmentType> =>
  'createdAt' in type ? Promise.resolve(type) : ctx.loaders.equipmentType.load(type.id);

const EquipmentType: EquipmentTypeResolvers = {
  id: (type) => String(type.id),
  description: async (type, _args, ctx) => (await fullType(type, ctx)).description,
  equipmentCount: async (type, _args, ctx) => (await fullType(type, ctx)).equipmentCount,
  createdAt: async (type, _args, ctx) => (await fullType(type, ctx)).createdAt,
};

const EquipmentTypeQueries: Pick<QueryResolvers, 'equipmentTypes' | 'equipmentType'> = {
  equipmentTypes: (_parent, _args, ctx) => ctx.loaders.equipmentTypes(),
  equipmentType: (_parent, { id }, ctx) =>
    ctx.loaders.equipmentType.load(restId(id, EQUIPMENT_TYPE_NOT_FOUND)),
};

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

const EquipmentTypeMutations: Pick<
  MutationResolvers,
  'createEquipmentType' | 'updateEquipmentType' | 'deleteEquipmentType'
> = {
  createEquipmentType: async (_parent, { input }, ctx) => {
    const { equipmentType } = await ctx.rest.call('post', '/api/equipment-types', {
      body: typeBody(input),
    });
    return equipmentType;
  },

  updateEquipmentType: async (_parent, { id, input }, ctx) => {
    const { equipmentType } = await ctx.rest.call('put', '/api/equipment-types/{id}', {
      params: { id: restId(id, EQUIPMENT_TYPE_NOT_FOUND) },
      body: typeBody(input),
    });
    return equipmentType;
  },

  deleteEquipmentType: async (_parent, { id }, ctx) => {
    const typeId = restId(id, EQUIPMENT_TYPE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/equipment-types/{id}', { params: { id: typeId } });
    return String(typeId);
  },
};

export const resolvers: Resolvers = {
  EquipmentType,
  Query: EquipmentTypeQueries,
  Mutation: EquipmentTypeMutations,
};
