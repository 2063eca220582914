import { LOGGED_IN_USE_MESSAGES, SETUP_MESSAGES, ZONE_MESSAGES, zoneContents } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  CreateSurfaceBody,
  CreateZoneBody,
  SurfacesQuery,
  UpdateSurfaceBody,
  UpdateZoneBody,
  ZonesQuery,
  SurfaceResponse,
  SurfacesResponse,
  ZoneResponse,
  ZonesResponse,
  ZONES_BATCH_FILTERS,
} from './zones.contract.ts';
import {
  deleteSurface,
  deleteZone,
  findVisibleSurface as findSurface,
  findVisibleZone as findZone,
  insertSurface,
  insertZone,
  listVisibleSurfaces,
  listVisibleZones,
  toSurfaceDto,
  updateSurface,
  updateZone,
  zoneDto,
  type JoinedSurface,
  type ZoneRow,
} from './zones.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  HttpError,
  invalidField,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  pgErrorCode,
  ERRORS,
} from '../http/errors.ts';
import { parseIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { deletingUnlogged } from '../hygiene/common.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

const { zoneNotFound: ZONE_NOT_FOUND, surfaceNotFound: SURFACE_NOT_FOUND } = ZONE_MESSAGES;

/** The ids of a list filter (`?ids=1,2`), or undefined without one (400 when malformed). */
const idList = (raw: string | undefined, field: string) =>
  raw === undefined ? undefined : parseIdList(raw, field);

/** A zone of a restaurant the user sees, else 404 (like an unknown id). */
async function findVisibleZone(db: Db, user: AuthUser, id: number): Promise<ZoneRow> {
  const row = await findZone(db, user, id);
  if (!row) throw notFound(ZONE_NOT_FOUND);
  return row;
}

/**
 * A zone or restaurant named in a body is input, not the route's resource: one the caller cannot
 * see is refused under its field, with the same words as an unknown id (nothing leaks).
 */
async function asInput<T>(field: string, find: () => Promise<T>): Promise<T> {
  try {
    return await find();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404)
      throw invalidField(field, error.message);
    throw error;
  }
}

async function findVisibleSurface(db: Db, user: AuthUser, id: number): Promise<JoinedSurface> {
  const row = await findSurface(db, user, id);
  if (!row) throw notFound(SURFACE_NOT_FOUND);
  return row;
}

export const zonesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/zones',
    tags: ['zones'],
    summary: "Les zones des restaurants visibles par l'utilisateur, par nom",
    description: ZONES_BATCH_FILTERS,
    access: 'authenticated',
    query: ZonesQuery,
    response: { status: 200, description: 'Zones', schema: ZonesResponse },
    errors: [400],
    handler: async ({ db, user, query }) => {
      const ids = idList(query.ids, 'ids');
      const restaurantIds = idList(query.restaurantIds, 'restaurantIds');
      return { zones: await listVisibleZones(db, user, { ids, restaurantIds }) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/zones/restaurant/{id}',
    tags: ['zones'],
    summary: "Les zones d'un restaurant, par nom",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Zones', schema: ZonesResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const { id } = await findVisibleRestaurant(db, user, params.id);
      return { zones: await listVisibleZones(db, user, { restaurantIds: [id] }) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/zones/{id}',
    tags: ['zones'],
    summary: 'Une zone',
    access: 'authenticated',
    params: IdParam,
    notFound: ZONE_NOT_FOUND,
    response: { status: 200, description: 'Zone', schema: ZoneResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findVisibleZone(db, user, params.id);
      return { zone: await zoneDto(db, row) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/zones',
    tags: ['zones'],
    summary: 'Crée une zone (ADMIN, ou MANAGER de ce restaurant)',
    description: 'Un restaurant invisible est refusé (400 sous `restaurantId`).',
    access: { area: 'ZONES', action: 'create' },
    body: CreateZoneBody,
    response: { status: 201, description: 'Zone créée', schema: ZoneResponse },
    errors: [400],
    handler: async ({ db, user, body: input }) => {
      const restaurant = await asInput('restaurantId', () =>
        findVisibleRestaurant(db, user, input.restaurantId),
      );
      const zone = await insertZone(db, {
        restaurantId: restaurant.id,
        name: input.name,
        description: input.description ?? null,
      });
      return { zone };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/zones/{id}',
    tags: ['zones'],
    summary:
      'Modifie une zone (ADMIN, ou MANAGER de son restaurant) ; son restaurant ne change pas',
    access: { area: 'ZONES', action: 'edit' },
    params: IdParam,
    notFound: ZONE_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleZone(db, user, params.id),
    body: UpdateZoneBody,
    response: { status: 200, description: 'Zone modifiée', schema: ZoneResponse },
    errors: [400, 404],
    handler: async ({ db, params, loaded: current, body: input }) => {
      // A zone stays in its restaurant (its surfaces and equipment are there)
      // (docs/areas/restaurants.md#zones-and-surfaces).
      if (input.restaurantId !== undefined && input.restaurantId !== current.restaurantId) {
        throw invalidField('restaurantId', SETUP_MESSAGES.restaurantFixed);
      }
      const zone = await updateZone(db, params.id, {
        name: input.name,
        description: input.description,
      });
      if (!zone) throw notFound(ZONE_NOT_FOUND);
      return { zone };
    },
  }),

  // Never a cascade: a zone holding surfaces or equipment answers 409 saying what remains.
  defineRoute({
    method: 'delete',
    path: '/api/zones/{id}',
    tags: ['zones'],
    summary:
      'Supprime une zone vide (ADMIN, ou MANAGER de son restaurant) ; 409 tant qu’elle a des surfaces ou des équipements',
    access: { area: 'ZONES', action: 'delete' },
    params: IdParam,
    notFound: ZONE_NOT_FOUND,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      const zone = await zoneDto(db, await findVisibleZone(db, user, params.id));
      const contents = zoneContents(zone.surfaceCount, zone.equipmentCount);
      if (contents) throw new HttpError(409, ZONE_MESSAGES.zoneNotEmpty + contents);
      try {
        await deleteZone(db, params.id);
      } catch (error) {
        // Something placed in the zone between the check and the delete: the RESTRICT keys refuse.
        const code = pgErrorCode(error);
        if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
          throw new HttpError(409, ZONE_MESSAGES.zoneNotEmpty + 'des surfaces ou des équipements');
        }
        throw error;
      }
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/surfaces',
    tags: ['surfaces'],
    summary: "Les surfaces des restaurants visibles par l'utilisateur, par nom",
    description: ZONES_BATCH_FILTERS,
    access: 'authenticated',
    query: SurfacesQuery,
    response: { status: 200, description: 'Surfaces', schema: SurfacesResponse },
    errors: [400],
    handler: async ({ db, user, query }) => {
      const ids = idList(query.ids, 'ids');
      const zoneIds = idList(query.zoneIds, 'zoneIds');
      const restaurantIds = idList(query.restaurantIds, 'restaurantIds');
      const isStorageArea =
        query.isStorageArea === undefined ? undefined : query.isStorageArea === 'true';
      return {
        surfaces: await listVisibleSurfaces(db, user, {
          ids,
          zoneIds,
          restaurantIds,
          isStorageArea,
        }),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/surfaces/restaurant/{id}',
    tags: ['surfaces'],
    summary: "Les surfaces de toutes les zones d'un restaurant, par nom",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Surfaces', schema: SurfacesResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const { id } = await findVisibleRestaurant(db, user, params.id);
      return { surfaces: await listVisibleSurfaces(db, user, { restaurantIds: [id] }) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/surfaces/{id}',
    tags: ['surfaces'],
    summary: 'Une surface',
    access: 'authenticated',
    params: IdParam,
    notFound: SURFACE_NOT_FOUND,
    response: { status: 200, description: 'Surface', schema: SurfaceResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findVisibleSurface(db, user, params.id);
      return { surface: toSurfaceDto(row) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/surfaces',
    tags: ['surfaces'],
    summary: 'Crée une surface (ADMIN, ou MANAGER du restaurant de la zone)',
    description: 'Une zone invisible est refusée (400 sous `zoneId`).',
    access: { area: 'ZONES', action: 'create' },
    body: CreateSurfaceBody,
    response: { status: 201, description: 'Surface créée', schema: SurfaceResponse },
    errors: [400],
    handler: async ({ db, user, body: input }) => {
      const zone = await asInput('zoneId', () => findVisibleZone(db, user, input.zoneId));
      const surface = await insertSurface(db, zone, {
        name: input.name,
        description: input.description ?? null,
        isStorageArea: input.isStorageArea ?? false,
      });
      return { surface };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/surfaces/{id}',
    tags: ['surfaces'],
    summary:
      'Modifie une surface (ADMIN, ou MANAGER de son restaurant) ; elle peut changer de zone dans le même restaurant',
    access: { area: 'ZONES', action: 'edit' },
    params: IdParam,
    notFound: SURFACE_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleSurface(db, user, params.id),
    body: UpdateSurfaceBody,
    response: { status: 200, description: 'Surface modifiée', schema: SurfaceResponse },
    errors: [400, 404],
    handler: async ({ db, user, params, loaded: current, body: input }) => {
      let zone = current.zone;
      if (input.zoneId !== undefined && input.zoneId !== current.zone.id) {
        const target = await asInput('zoneId', () => findVisibleZone(db, user, input.zoneId!));
        // Its cleaning records and inventories belong to the restaurant: it does not move out.
        if (target.restaurantId !== current.zone.restaurantId) {
          throw invalidField('zoneId', ZONE_MESSAGES.surfaceZoneOtherRestaurant);
        }
        zone = target;
      }
      const surface = await updateSurface(db, params.id, zone, {
        name: input.name,
        description: input.description,
        isStorageArea: input.isStorageArea,
      });
      if (!surface) throw notFound(SURFACE_NOT_FOUND);
      return { surface };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/surfaces/{id}',
    tags: ['surfaces'],
    summary:
      "Supprime une surface (ADMIN, ou MANAGER de son restaurant) ; 409 si elle a des relevés d'hygiène",
    access: { area: 'ZONES', action: 'delete' },
    params: IdParam,
    notFound: SURFACE_NOT_FOUND,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await findVisibleSurface(db, user, params.id);
      await deletingUnlogged(LOGGED_IN_USE_MESSAGES.surface, () => deleteSurface(db, params.id));
    },
  }),
];
