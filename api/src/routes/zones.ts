import { Router } from 'express';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  compareNames,
  LOGGED_IN_USE_MESSAGES,
  SETUP_MESSAGES,
  ZONE_MESSAGES,
  zoneContents,
} from '@bo/domain';
import {
  CreateSurfaceBody,
  CreateZoneBody,
  SurfacesQuery,
  UpdateSurfaceBody,
  UpdateZoneBody,
  ZonesQuery,
  type Surface,
  type SurfaceResponse,
  type SurfacesResponse,
  type Zone,
  type ZoneResponse,
  type ZonesResponse,
} from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
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
} from '../http/errors.ts';
import { inIdList, parseBody, parseId, parseQuery } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';
import { deletingUnlogged } from './hygiene-common.ts';
import { findVisibleRestaurant, visibleRestaurantId, visibleRestaurants } from './restaurants.ts';

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

export function zonesRoutes({ db, auth }: RouteDeps): Router {
  const router = Router();
  router.use(['/zones', '/surfaces'], auth);

  router.get('/zones', async (req, res) => {
    const user = currentUser(req);
    const query = parseQuery(ZonesQuery, req.query);
    const rows = await selectZones(
      db,
      user,
      inIdList(zones.id, query.ids, 'ids'),
      inIdList(zones.restaurantId, query.restaurantIds, 'restaurantIds'),
    );
    const body: z.input<typeof ZonesResponse> = { zones: await zoneDtos(db, rows) };
    res.json(body);
  });

  router.get('/zones/restaurant/:id', async (req, res) => {
    const user = currentUser(req);
    const id = await visibleRestaurantId(db, user, req.params.id);
    const rows = await selectZones(db, user, eq(zones.restaurantId, id));
    const body: z.input<typeof ZonesResponse> = { zones: await zoneDtos(db, rows) };
    res.json(body);
  });

  router.get('/zones/:id', async (req, res) => {
    const id = parseId(req.params.id, ZONE_NOT_FOUND);
    const row = await findVisibleZone(db, currentUser(req), id);
    const body: z.input<typeof ZoneResponse> = { zone: await zoneDto(db, row) };
    res.json(body);
  });

  router.post('/zones', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'ZONES', 'create');
    const input = parseBody(CreateZoneBody, req.body);
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
    const body: z.input<typeof ZoneResponse> = { zone: await zoneDto(db, row!) };
    res.status(201).json(body);
  });

  router.put('/zones/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'ZONES', 'edit');
    const id = parseId(req.params.id, ZONE_NOT_FOUND);
    const current = await findVisibleZone(db, user, id);
    const input = parseBody(UpdateZoneBody, req.body);
    // Spec 001 §5: a zone stays in its restaurant (its surfaces and equipment are there).
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
      .where(eq(zones.id, id))
      .returning();
    if (!row) throw notFound(ZONE_NOT_FOUND);
    const body: z.input<typeof ZoneResponse> = { zone: await zoneDto(db, row) };
    res.json(body);
  });

  // Never a cascade: a zone holding surfaces or equipment answers 409 saying what remains.
  router.delete('/zones/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'ZONES', 'delete');
    const id = parseId(req.params.id, ZONE_NOT_FOUND);
    const zone = await zoneDto(db, await findVisibleZone(db, user, id));
    const contents = zoneContents(zone.surfaceCount, zone.equipmentCount);
    if (contents) throw new HttpError(409, ZONE_MESSAGES.zoneNotEmpty + contents);
    try {
      await db.delete(zones).where(eq(zones.id, id));
    } catch (error) {
      // Something placed in the zone between the check and the delete: the RESTRICT keys refuse.
      const code = pgErrorCode(error);
      if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
        throw new HttpError(409, ZONE_MESSAGES.zoneNotEmpty + 'des surfaces ou des équipements');
      }
      throw error;
    }
    res.status(204).end();
  });

  router.get('/surfaces', async (req, res) => {
    const user = currentUser(req);
    const query = parseQuery(SurfacesQuery, req.query);
    const rows = await selectSurfaces(
      db,
      user,
      inIdList(surfaces.id, query.ids, 'ids'),
      inIdList(surfaces.zoneId, query.zoneIds, 'zoneIds'),
      inIdList(zones.restaurantId, query.restaurantIds, 'restaurantIds'),
    );
    const body: z.input<typeof SurfacesResponse> = { surfaces: surfaceDtos(rows) };
    res.json(body);
  });

  router.get('/surfaces/restaurant/:id', async (req, res) => {
    const user = currentUser(req);
    const id = await visibleRestaurantId(db, user, req.params.id);
    const rows = await selectSurfaces(db, user, eq(zones.restaurantId, id));
    const body: z.input<typeof SurfacesResponse> = { surfaces: surfaceDtos(rows) };
    res.json(body);
  });

  router.get('/surfaces/:id', async (req, res) => {
    const id = parseId(req.params.id, SURFACE_NOT_FOUND);
    const row = await findVisibleSurface(db, currentUser(req), id);
    const body: z.input<typeof SurfaceResponse> = { surface: toSurfaceDto(row) };
    res.json(body);
  });

  router.post('/surfaces', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'ZONES', 'create');
    const input = parseBody(CreateSurfaceBody, req.body);
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
    const body: z.input<typeof SurfaceResponse> = {
      surface: toSurfaceDto({ surface: row!, zone }),
    };
    res.status(201).json(body);
  });

  router.put('/surfaces/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'ZONES', 'edit');
    const id = parseId(req.params.id, SURFACE_NOT_FOUND);
    const current = await findVisibleSurface(db, user, id);
    const input = parseBody(UpdateSurfaceBody, req.body);
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
      .where(eq(surfaces.id, id))
      .returning();
    if (!row) throw notFound(SURFACE_NOT_FOUND);
    const body: z.input<typeof SurfaceResponse> = { surface: toSurfaceDto({ surface: row, zone }) };
    res.json(body);
  });

  router.delete('/surfaces/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'ZONES', 'delete');
    const id = parseId(req.params.id, SURFACE_NOT_FOUND);
    await findVisibleSurface(db, user, id);
    await deletingUnlogged(LOGGED_IN_USE_MESSAGES.surface, () =>
      db.delete(surfaces).where(eq(surfaces.id, id)),
    );
    res.status(204).end();
  });

  return router;
}
