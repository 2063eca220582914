import type { z } from 'zod';
import { EQUIPMENT_MESSAGES as E, LOGGED_IN_USE_MESSAGES, SETUP_MESSAGES } from '@bo/domain';
import { IdParam, IdsQuery } from '../contract/common.ts';
import {
  EquipmentBody,
  EquipmentsQuery,
  EquipmentTypeBody,
  EquipmentResponse,
  EquipmentsResponse,
  EquipmentTypeResponse,
  EquipmentTypesResponse,
} from './equipments.contract.ts';
import {
  countUses,
  countUsesOutside,
  deleteEquipment,
  deleteEquipmentType,
  equipmentTypeDto,
  findChainType as findType,
  findVisibleEquipment as findEquipment,
  findZoneOfRestaurant,
  insertEquipment,
  insertEquipmentType,
  listChainTypes,
  listVisibleEquipments,
  toEquipmentDto,
  updateEquipment,
  updateEquipmentType,
  type EquipmentZone,
  type JoinedEquipment,
} from './equipments.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  HttpError,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  pgErrorCode,
  ERRORS,
} from '../http/errors.ts';
import { optionalIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { deletingUnlogged } from '../hygiene/common.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

// --- Equipment types: the chain's ----------------------------------------------------------------

/** A type of the user's chain, else 404 (another chain's id looks like no id). */
async function findChainType(db: Db, user: AuthUser, id: number) {
  const row = await findType(db, user, id);
  if (!row) throw notFound(E.equipmentTypeNotFound);
  return row;
}

/**
 * A type is the chain's: a MANAGER may change or delete it only while it equips nothing outside
 * the restaurants he manages, so he never alters what another manager's fridges are checked
 * against.
 */
async function assertManagesEveryUse(db: Db, user: AuthUser, typeId: number) {
  if (user.role !== 'MANAGER') return;
  if ((await countUsesOutside(db, user.restaurantIds, typeId)) > 0) {
    throw new HttpError(403, E.typeOfUnmanagedRestaurants);
  }
}

// --- Equipment: a restaurant's --------------------------------------------------------------------

async function findVisibleEquipment(db: Db, user: AuthUser, id: number): Promise<JoinedEquipment> {
  const row = await findEquipment(db, user, id);
  if (!row) throw notFound(E.equipmentNotFound);
  return row;
}

const zoneRefused = () =>
  new HttpError(400, `Données invalides : ${SETUP_MESSAGES.zoneOfOtherRestaurant}`, {
    zoneId: SETUP_MESSAGES.zoneOfOtherRestaurant,
  });

/**
 * The type and zone of an equipment of `restaurantId`, checked: a type of the chain, a zone of
 * that restaurant (the composite foreign key enforces it too). Both are input, not the route's
 * resource: 400 under their field, the same text for an unknown and another chain's id.
 */
async function checkedRefs(
  db: Db,
  user: AuthUser,
  restaurantId: number,
  input: z.output<typeof EquipmentBody>,
) {
  const type = await findType(db, user, input.equipmentTypeId);
  if (!type) {
    throw new HttpError(400, `Données invalides : ${E.equipmentTypeNotFound}`, {
      equipmentTypeId: E.equipmentTypeNotFound,
    });
  }
  let zone: EquipmentZone | null = null;
  if (input.zoneId !== null && input.zoneId !== undefined) {
    const found = await findZoneOfRestaurant(db, input.zoneId, restaurantId);
    if (!found) throw zoneRefused();
    zone = found;
  }
  return { type, zone };
}

/** Runs a write; a zone deleted or moved between the check and the write answers 400. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw zoneRefused();
    throw error;
  }
}

export const equipmentsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/equipment-types',
    tags: ['equipment-types'],
    summary: "Les types d'équipement de l'enseigne, par nom",
    access: 'authenticated',
    query: IdsQuery,
    response: { status: 200, description: "Types d'équipement", schema: EquipmentTypesResponse },
    errors: [400],
    handler: async ({ db, user, query: { ids } }) => ({
      equipmentTypes: await listChainTypes(db, user, optionalIdList(ids, 'ids')),
    }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/equipment-types/{id}',
    tags: ['equipment-types'],
    summary: "Un type d'équipement",
    access: 'authenticated',
    params: IdParam,
    notFound: E.equipmentTypeNotFound,
    response: { status: 200, description: "Type d'équipement", schema: EquipmentTypeResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findChainType(db, user, params.id);
      return { equipmentType: await equipmentTypeDto(db, user, row) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/equipment-types',
    tags: ['equipment-types'],
    summary: "Crée un type d'équipement pour l'enseigne (ADMIN ou MANAGER)",
    access: { area: 'EQUIPMENTS', action: 'create' },
    body: EquipmentTypeBody,
    response: { status: 201, description: 'Type créé', schema: EquipmentTypeResponse },
    errors: [400],
    handler: async ({ db, user, body: input }) => ({
      equipmentType: await insertEquipmentType(db, user, input),
    }),
  }),

  defineRoute({
    method: 'put',
    path: '/api/equipment-types/{id}',
    tags: ['equipment-types'],
    summary:
      'Modifie un type (ADMIN ; un MANAGER seulement si tous les équipements de ce type sont dans ses restaurants, sinon 403)',
    access: { area: 'EQUIPMENTS', action: 'edit' },
    params: IdParam,
    notFound: E.equipmentTypeNotFound,
    load: async ({ db, user, params }) => {
      await findChainType(db, user, params.id);
      await assertManagesEveryUse(db, user, params.id);
    },
    body: EquipmentTypeBody,
    response: { status: 200, description: 'Type modifié', schema: EquipmentTypeResponse },
    errors: [400, 404],
    handler: async ({ db, user, params, body: input }) => {
      const equipmentType = await updateEquipmentType(db, user, params.id, input);
      if (!equipmentType) throw notFound(E.equipmentTypeNotFound);
      return { equipmentType };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/equipment-types/{id}',
    tags: ['equipment-types'],
    summary:
      'Supprime un type inutilisé (mêmes rôles que la modification) ; 409 tant que des équipements en sont',
    access: { area: 'EQUIPMENTS', action: 'delete' },
    params: IdParam,
    notFound: E.equipmentTypeNotFound,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await findChainType(db, user, params.id);
      await assertManagesEveryUse(db, user, params.id);
      const uses = await countUses(db, params.id);
      if (uses > 0) throw new HttpError(409, E.typeInUse(uses));
      try {
        await deleteEquipmentType(db, user, params.id);
      } catch (error) {
        // An equipment added between the count and the delete: the RESTRICT key refuses it.
        const code = pgErrorCode(error);
        if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
          throw new HttpError(409, E.typeInUse(await countUses(db, params.id)));
        }
        throw error;
      }
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/equipments',
    tags: ['equipments'],
    summary:
      "Les équipements des restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation), par nom",
    access: 'authenticated',
    query: EquipmentsQuery,
    response: { status: 200, description: 'Équipements', schema: EquipmentsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => {
      const restaurantIds = optionalIdList(query.restaurantIds, 'restaurantIds');
      const zoneIds = optionalIdList(query.zoneIds, 'zoneIds');
      const equipmentTypeIds = optionalIdList(query.equipmentTypeIds, 'equipmentTypeIds');
      const ids = optionalIdList(query.ids, 'ids');
      return {
        equipments: await listVisibleEquipments(db, user, {
          restaurantIds,
          zoneIds,
          equipmentTypeIds,
          ids,
        }),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/equipments/restaurant/{id}',
    tags: ['equipments'],
    summary: "Les équipements d'un restaurant, par nom",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Équipements', schema: EquipmentsResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const { id } = await findVisibleRestaurant(db, user, params.id);
      return {
        equipments: await listVisibleEquipments(db, user, { restaurantIds: [id] }),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/equipments/{id}',
    tags: ['equipments'],
    summary: 'Un équipement',
    access: 'authenticated',
    params: IdParam,
    notFound: E.equipmentNotFound,
    response: { status: 200, description: 'Équipement', schema: EquipmentResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findVisibleEquipment(db, user, params.id);
      return { equipment: toEquipmentDto(row) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/equipments',
    tags: ['equipments'],
    summary: 'Crée un équipement (ADMIN, ou MANAGER de ce restaurant)',
    access: { area: 'EQUIPMENTS', action: 'create' },
    body: EquipmentBody,
    response: { status: 201, description: 'Équipement créé', schema: EquipmentResponse },
    errors: [400, 404],
    handler: async ({ db, user, body: input }) => {
      const restaurant = await findInputRestaurant(db, user, input.restaurantId);
      const { type, zone } = await checkedRefs(db, user, restaurant.id, input);
      const equipment = await writing(() =>
        insertEquipment(db, input, restaurant.id, { type, zone }),
      );
      return { equipment };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/equipments/{id}',
    tags: ['equipments'],
    summary: 'Modifie un équipement (ADMIN, ou MANAGER de son restaurant et du nouveau)',
    access: { area: 'EQUIPMENTS', action: 'edit' },
    params: IdParam,
    notFound: E.equipmentNotFound,
    load: ({ db, user, params }) => findVisibleEquipment(db, user, params.id),
    body: EquipmentBody,
    response: { status: 200, description: 'Équipement modifié', schema: EquipmentResponse },
    errors: [400, 404],
    handler: async ({ db, user, params, loaded: current, body: input }) => {
      // Moving it: the new restaurant must be one the user sees too (a MANAGER: one of his).
      const restaurantId =
        input.restaurantId === current.equipment.restaurantId
          ? input.restaurantId
          : (await findInputRestaurant(db, user, input.restaurantId)).id;
      const { type, zone } = await checkedRefs(db, user, restaurantId, input);
      const equipment = await writing(() =>
        updateEquipment(db, params.id, input, restaurantId, { type, zone }),
      );
      if (!equipment) throw notFound(E.equipmentNotFound);
      return { equipment };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/equipments/{id}',
    tags: ['equipments'],
    summary:
      "Supprime un équipement (ADMIN, ou MANAGER de son restaurant) ; 409 s'il a des relevés d'hygiène",
    access: { area: 'EQUIPMENTS', action: 'delete' },
    params: IdParam,
    notFound: E.equipmentNotFound,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await findVisibleEquipment(db, user, params.id);
      await deletingUnlogged(LOGGED_IN_USE_MESSAGES.equipment, () =>
        deleteEquipment(db, params.id),
      );
    },
  }),
];
