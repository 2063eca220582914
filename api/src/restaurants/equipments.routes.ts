import { and, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  compareNames,
  EQUIPMENT_MESSAGES as E,
  LOGGED_IN_USE_MESSAGES,
  SETUP_MESSAGES,
} from '@bo/domain';
import { IdParam, IdsQuery } from '../contract/common.ts';
import {
  EquipmentBody,
  EquipmentsQuery,
  EquipmentTypeBody,
  type Equipment,
  EquipmentResponse,
  EquipmentsResponse,
  type EquipmentType,
  EquipmentTypeResponse,
  EquipmentTypesResponse,
} from './equipments.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  equipments,
  equipmentTypes,
  restaurants,
  zones,
  type EquipmentRow,
  type EquipmentTypeRow,
} from '../db/schema.ts';
import {
  HttpError,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  pgErrorCode,
  ERRORS,
} from '../http/errors.ts';
import { inIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { deletingUnlogged } from '../hygiene/common.ts';
import { findInputRestaurant, findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

// --- Equipment types: the chain's ----------------------------------------------------------------

export function toEquipmentTypeDto(row: EquipmentTypeRow, equipmentCount: number): EquipmentType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    equipmentFamily: row.family,
    temperatureMin: row.temperatureMin,
    temperatureMax: row.temperatureMax,
    temperatureUnit: row.temperatureUnit,
    equipmentCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** How many equipments of each type the user sees (a MANAGER: in his restaurants). */
async function visibleCounts(db: Db, user: AuthUser, typeIds: number[]) {
  if (typeIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ typeId: equipments.equipmentTypeId, n: count() })
    .from(equipments)
    .innerJoin(restaurants, eq(restaurants.id, equipments.restaurantId))
    .where(and(visibleRestaurants(user), inArray(equipments.equipmentTypeId, typeIds)))
    .groupBy(equipments.equipmentTypeId);
  return new Map(rows.map((r) => [r.typeId, r.n]));
}

async function typeDtos(db: Db, user: AuthUser, rows: EquipmentTypeRow[]) {
  const counts = await visibleCounts(
    db,
    user,
    rows.map((r) => r.id),
  );
  return rows
    .sort((a, b) => compareNames(a, b) || a.id - b.id)
    .map((row) => toEquipmentTypeDto(row, counts.get(row.id) ?? 0));
}

const ofChain = (user: AuthUser, where?: SQL) =>
  and(eq(equipmentTypes.enseigneId, user.enseigneId), where);

/** A type of the user's chain, else 404 (another chain's id looks like no id). */
async function findChainType(db: Db, user: AuthUser, id: number): Promise<EquipmentTypeRow> {
  const [row] = await db
    .select()
    .from(equipmentTypes)
    .where(ofChain(user, eq(equipmentTypes.id, id)));
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
  const outside = user.restaurantIds.length
    ? notInArray(equipments.restaurantId, user.restaurantIds)
    : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(equipments)
    .where(and(eq(equipments.equipmentTypeId, typeId), outside));
  if (row!.n > 0) throw new HttpError(403, E.typeOfUnmanagedRestaurants);
}

type TypeInput = z.output<typeof EquipmentTypeBody>;
/** The columns of a type; a range only for TEMPERATURE (the body's rule already refused others). */
const typeColumns = (input: TypeInput) => ({
  name: input.name,
  description: input.description,
  family: input.equipmentFamily,
  temperatureMin: input.temperatureMin ?? null,
  temperatureMax: input.temperatureMax ?? null,
  temperatureUnit: input.temperatureUnit ?? null,
});

async function usesOf(db: Db, typeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(equipments)
    .where(eq(equipments.equipmentTypeId, typeId));
  return row!.n;
}

// --- Equipment: a restaurant's --------------------------------------------------------------------

type Joined = {
  equipment: EquipmentRow;
  type: EquipmentTypeRow;
  zone: { id: number; name: string } | null;
};

export function toEquipmentDto({ equipment: row, type, zone }: Joined): Equipment {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    serialNumber: row.serialNumber,
    restaurantId: row.restaurantId,
    zoneId: row.zoneId,
    zone,
    equipmentTypeId: row.equipmentTypeId,
    equipmentType: {
      id: type.id,
      name: type.name,
      equipmentFamily: type.family,
      temperatureMin: type.temperatureMin,
      temperatureMax: type.temperatureMax,
      temperatureUnit: type.temperatureUnit,
    },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Equipment of the restaurants the user sees, with its type and zone. */
function selectVisible(db: Db, user: AuthUser, where?: SQL) {
  return db
    .select({
      equipment: equipments,
      type: equipmentTypes,
      zone: { id: zones.id, name: zones.name },
    })
    .from(equipments)
    .innerJoin(restaurants, eq(restaurants.id, equipments.restaurantId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .leftJoin(zones, eq(zones.id, equipments.zoneId))
    .where(and(visibleRestaurants(user), where));
}

const sorted = (rows: Joined[]) =>
  rows
    .sort((a, b) => compareNames(a.equipment, b.equipment) || a.equipment.id - b.equipment.id)
    .map(toEquipmentDto);

async function findVisibleEquipment(db: Db, user: AuthUser, id: number): Promise<Joined> {
  const [row] = await selectVisible(db, user, eq(equipments.id, id));
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
  const [type] = await db
    .select()
    .from(equipmentTypes)
    .where(ofChain(user, eq(equipmentTypes.id, input.equipmentTypeId)));
  if (!type) {
    throw new HttpError(400, `Données invalides : ${E.equipmentTypeNotFound}`, {
      equipmentTypeId: E.equipmentTypeNotFound,
    });
  }
  let zone: Joined['zone'] = null;
  if (input.zoneId !== null && input.zoneId !== undefined) {
    const [found] = await db
      .select({ id: zones.id, name: zones.name })
      .from(zones)
      .where(and(eq(zones.id, input.zoneId), eq(zones.restaurantId, restaurantId)));
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

const equipmentColumns = (
  input: z.output<typeof EquipmentBody>,
  restaurantId: number,
  zoneId: number | null,
) => ({
  restaurantId,
  zoneId,
  equipmentTypeId: input.equipmentTypeId,
  name: input.name,
  description: input.description,
  serialNumber: input.serialNumber,
});

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
    handler: async ({ db, user, query: { ids } }) => {
      const rows = await db
        .select()
        .from(equipmentTypes)
        .where(ofChain(user, inIdList(equipmentTypes.id, ids, 'ids')));
      return {
        equipmentTypes: await typeDtos(db, user, rows),
      };
    },
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
      const [dto] = await typeDtos(db, user, [row]);
      return { equipmentType: dto! };
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
    handler: async ({ db, user, body: input }) => {
      const [row] = await db
        .insert(equipmentTypes)
        .values({ ...typeColumns(input), enseigneId: user.enseigneId })
        .returning();
      return {
        equipmentType: toEquipmentTypeDto(row!, 0),
      };
    },
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
      const [row] = await db
        .update(equipmentTypes)
        .set({ ...typeColumns(input), updatedAt: new Date() })
        .where(ofChain(user, eq(equipmentTypes.id, params.id)))
        .returning();
      if (!row) throw notFound(E.equipmentTypeNotFound);
      const [dto] = await typeDtos(db, user, [row]);
      return { equipmentType: dto! };
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
      const uses = await usesOf(db, params.id);
      if (uses > 0) throw new HttpError(409, E.typeInUse(uses));
      try {
        await db.delete(equipmentTypes).where(ofChain(user, eq(equipmentTypes.id, params.id)));
      } catch (error) {
        // An equipment added between the count and the delete: the RESTRICT key refuses it.
        const code = pgErrorCode(error);
        if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
          throw new HttpError(409, E.typeInUse(await usesOf(db, params.id)));
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
      const where = and(
        inIdList(equipments.restaurantId, query.restaurantIds, 'restaurantIds'),
        inIdList(equipments.zoneId, query.zoneIds, 'zoneIds'),
        inIdList(equipments.equipmentTypeId, query.equipmentTypeIds, 'equipmentTypeIds'),
        inIdList(equipments.id, query.ids, 'ids'),
      );
      return {
        equipments: sorted(await selectVisible(db, user, where)),
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
        equipments: sorted(await selectVisible(db, user, eq(equipments.restaurantId, id))),
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
      const [row] = await writing(() =>
        db
          .insert(equipments)
          .values(equipmentColumns(input, restaurant.id, zone?.id ?? null))
          .returning(),
      );
      return {
        equipment: toEquipmentDto({ equipment: row!, type, zone }),
      };
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
      const [row] = await writing(() =>
        db
          .update(equipments)
          .set({
            ...equipmentColumns(input, restaurantId, zone?.id ?? null),
            updatedAt: new Date(),
          })
          .where(eq(equipments.id, params.id))
          .returning(),
      );
      if (!row) throw notFound(E.equipmentNotFound);
      return {
        equipment: toEquipmentDto({ equipment: row, type, zone }),
      };
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
        db.delete(equipments).where(eq(equipments.id, params.id)),
      );
    },
  }),
];
