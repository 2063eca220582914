import { and, eq, inArray, type SQL } from 'drizzle-orm';
import {
  compareNames,
  LOGGED_IN_USE_MESSAGES,
  SETUP_MESSAGES,
  ZONE_MESSAGES,
  zoneContents,
} from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  CreateSurfaceBody,
  CreateZoneBody,
  SurfacesQuery,
  UpdateSurfaceBody,
  UpdateZoneBody,
  ZonesQuery,
  type Surface,
  SurfaceResponse,
  SurfacesResponse,
  type Zone,
  ZoneResponse,
  ZonesResponse,
  ZONES_BATCH_FILTERS,
} from './zones.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  equipments,
  restaurants,
  surfaces,
  zones,
  type SurfaceRow,
  type ZoneRow,
} from '../db/schema.ts';
import {
  HttpError,
  invalidField,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  pgErrorCode,
  ERRORS,
} from '../http/errors.ts';
import { inIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { deletingUnlogged } from '../hygiene/common.ts';
import { findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

const { zoneNotFound: ZONE_NOT_FOUND, surfaceNotFound: SURFACE_NOT_FOUND } = ZONE_MESSAGES;

const byName = <T extends { id: number; name: string }>(a: T, b: T) =>
  compareNames(a, b) || a.id - b.id;

/** AND of the conditions given, over the caller's visible restaurants. */
const visibleAnd = (user: AuthUser, ...conditions: (SQL | undefined)[]) =>
  and(visibleRestaurants(user), ...conditions)!;

// --- Zones ---------------------------------------------------------------------------------------

/** Zones of the restaurants the user sees (a MANAGER: his invitation's); anything else is 404. */
async function selectZones(db: Db, user: AuthUser, ...where: (SQL | undefined)[]) {
  const rows = await db
    .select({ zone: zones })
    .from(zones)
    .innerJoin(restaurants, eq(restaurants.id, zones.restaurantId))
    .where(visibleAnd(user, ...where));
  return rows.map((r) => r.zone);
}

/** The zones as the api answers them: with their surfaces and equipment (two queries in all). */
async function zoneDtos(db: Db, rows: ZoneRow[]): Promise<Zone[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((z) => z.id);
  const [surfaceRows, equipmentRows] = await Promise.all([
    db
      .select({
        id: surfaces.id,
        zoneId: surfaces.zoneId,
        name: surfaces.name,
        isStorageArea: surfaces.isStorageArea,
      })
      .from(surfaces)
      .where(inArray(surfaces.zoneId, ids)),
    db
      .select({ id: equipments.id, zoneId: equipments.zoneId, name: equipments.name })
      .from(equipments)
      .where(inArray(equipments.zoneId, ids)),
  ]);
  const surfacesOf = groupBy(surfaceRows, (s) => s.zoneId);
  const equipmentsOf = groupBy(equipmentRows, (e) => e.zoneId!);
  return rows.sort(byName).map((row) => {
    const ownSurfaces = (surfacesOf.get(row.id) ?? []).sort(byName);
    const ownEquipments = (equipmentsOf.get(row.id) ?? []).sort(byName);
    return {
      id: row.id,
      restaurantId: row.restaurantId,
      name: row.name,
      description: row.description,
      surfaceCount: ownSurfaces.length,
      equipmentCount: ownEquipments.length,
      surfaces: ownSurfaces.map(({ id, name, isStorageArea }) => ({ id, name, isStorageArea })),
      equipments: ownEquipments.map(({ id, name }) => ({ id, name })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const k = key(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

async function findVisibleZone(db: Db, user: AuthUser, id: number): Promise<ZoneRow> {
  const [row] = await selectZones(db, user, eq(zones.id, id));
  if (!row) throw notFound(ZONE_NOT_FOUND);
  return row;
}

async function zoneDto(db: Db, row: ZoneRow): Promise<Zone> {
  return (await zoneDtos(db, [row]))[0]!;
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

// --- Surfaces ------------------------------------------------------------------------------------

type JoinedSurface = {
  surface: SurfaceRow;
  zone: { id: number; name: string; restaurantId: number };
};

function selectSurfaces(db: Db, user: AuthUser, ...where: (SQL | undefined)[]) {
  return db
    .select({
      surface: surfaces,
      zone: { id: zones.id, name: zones.name, restaurantId: zones.restaurantId },
    })
    .from(surfaces)
    .innerJoin(zones, eq(zones.id, surfaces.zoneId))
    .innerJoin(restaurants, eq(restaurants.id, zones.restaurantId))
    .where(visibleAnd(user, ...where));
}

function toSurfaceDto({ surface: row, zone }: JoinedSurface): Surface {
  return {
    id: row.id,
    zoneId: row.zoneId,
    zone: { id: zone.id, name: zone.name },
    restaurantId: zone.restaurantId,
    name: row.name,
    description: row.description,
    isStorageArea: row.isStorageArea,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const surfaceDtos = (rows: JoinedSurface[]) =>
  rows.sort((a, b) => byName(a.surface, b.surface)).map(toSurfaceDto);

async function findVisibleSurface(db: Db, user: AuthUser, id: number): Promise<JoinedSurface> {
  const [row] = await selectSurfaces(db, user, eq(surfaces.id, id));
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
      const rows = await selectZones(
        db,
        user,
        inIdList(zones.id, query.ids, 'ids'),
        inIdList(zones.restaurantId, query.restaurantIds, 'restaurantIds'),
      );
      return { zones: await zoneDtos(db, rows) };
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
      const rows = await selectZones(db, user, eq(zones.restaurantId, id));
      return { zones: await zoneDtos(db, rows) };
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
      const [row] = await db
        .insert(zones)
        .values({
          restaurantId: restaurant.id,
          name: input.name,
          description: input.description ?? null,
        })
        .returning();
      return { zone: await zoneDto(db, row!) };
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
      const [row] = await db
        .update(zones)
        .set({
          name: input.name,
          ...(input.description !== undefined && { description: input.description }),
          updatedAt: new Date(),
        })
        .where(eq(zones.id, params.id))
        .returning();
      if (!row) throw notFound(ZONE_NOT_FOUND);
      return { zone: await zoneDto(db, row) };
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
        await db.delete(zones).where(eq(zones.id, params.id));
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
      const rows = await selectSurfaces(
        db,
        user,
        inIdList(surfaces.id, query.ids, 'ids'),
        inIdList(surfaces.zoneId, query.zoneIds, 'zoneIds'),
        inIdList(zones.restaurantId, query.restaurantIds, 'restaurantIds'),
        query.isStorageArea === undefined
          ? undefined
          : eq(surfaces.isStorageArea, query.isStorageArea === 'true'),
      );
      return { surfaces: surfaceDtos(rows) };
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
      const rows = await selectSurfaces(db, user, eq(zones.restaurantId, id));
      return { surfaces: surfaceDtos(rows) };
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
      const [row] = await db
        .insert(surfaces)
        .values({
          zoneId: zone.id,
          name: input.name,
          description: input.description ?? null,
          isStorageArea: input.isStorageArea ?? false,
        })
        .returning();
      return {
        surface: toSurfaceDto({ surface: row!, zone }),
      };
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
      const [row] = await db
        .update(surfaces)
        .set({
          zoneId: zone.id,
          name: input.name,
          ...(input.description !== undefined && { description: input.description }),
          ...(input.isStorageArea !== undefined && { isStorageArea: input.isStorageArea }),
          updatedAt: new Date(),
        })
        .where(eq(surfaces.id, params.id))
        .returning();
      if (!row) throw notFound(SURFACE_NOT_FOUND);
      return { surface: toSurfaceDto({ surface: row, zone }) };
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
      await deletingUnlogged(LOGGED_IN_USE_MESSAGES.surface, () =>
        db.delete(surfaces).where(eq(surfaces.id, params.id)),
      );
    },
  }),
];
