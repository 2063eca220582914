// The zones' and surfaces' queries: the rows of the restaurants a user sees and their REST shape,
// for zones.routes.ts (which keeps the access, the checks and the statuses).
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import { compareNames } from '@bo/domain';
import type { Surface, Zone } from './zones.contract.ts';
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
import { visibleRestaurants } from '../tenancy.ts';

export type { ZoneRow };

const byName = <T extends { id: number; name: string }>(a: T, b: T) =>
  compareNames(a, b) || a.id - b.id;

/** AND of the conditions given, over the caller's visible restaurants. */
const visibleAnd = (user: AuthUser, ...conditions: (SQL | undefined)[]) =>
  and(visibleRestaurants(user), ...conditions)!;

/** `column IN ids` when a list is given, else no condition. */
const within = (column: Column, ids: readonly number[] | undefined) =>
  ids === undefined ? undefined : inArray(column, [...ids]);

// --- Zones ---------------------------------------------------------------------------------------

/** Zones of the restaurants the user sees (a MANAGER: his invitation's). */
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

/** The visible zones, by name, of these ids and restaurants only when given. */
export async function listVisibleZones(
  db: Db,
  user: AuthUser,
  filter: { ids?: readonly number[]; restaurantIds?: readonly number[] },
): Promise<Zone[]> {
  const rows = await selectZones(
    db,
    user,
    within(zones.id, filter.ids),
    within(zones.restaurantId, filter.restaurantIds),
  );
  return zoneDtos(db, rows);
}

/** A visible zone's row, or undefined (another chain's, or a restaurant the user does not see). */
export async function findVisibleZone(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<ZoneRow | undefined> {
  const [row] = await selectZones(db, user, eq(zones.id, id));
  return row;
}

export async function zoneDto(db: Db, row: ZoneRow): Promise<Zone> {
  return (await zoneDtos(db, [row]))[0]!;
}

export async function insertZone(
  db: Db,
  values: { restaurantId: number; name: string; description: string | null },
): Promise<Zone> {
  const [row] = await db.insert(zones).values(values).returning();
  return zoneDto(db, row!);
}

/** Renames or describes a zone; undefined when there is none (deleted meanwhile). */
export async function updateZone(
  db: Db,
  id: number,
  values: { name: string; description?: string | null },
): Promise<Zone | undefined> {
  const [row] = await db
    .update(zones)
    .set({
      name: values.name,
      ...(values.description !== undefined && { description: values.description }),
      updatedAt: new Date(),
    })
    .where(eq(zones.id, id))
    .returning();
  return row && zoneDto(db, row);
}

/** Deletes a zone; its RESTRICT keys refuse while surfaces or equipment remain in it. */
export async function deleteZone(db: Db, id: number): Promise<void> {
  await db.delete(zones).where(eq(zones.id, id));
}

// --- Surfaces ------------------------------------------------------------------------------------

/** The zone a surface is in, as its answer names it. */
export type SurfaceZone = { id: number; name: string; restaurantId: number };

export type JoinedSurface = { surface: SurfaceRow; zone: SurfaceZone };

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

export function toSurfaceDto({ surface: row, zone }: JoinedSurface): Surface {
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

/** The visible surfaces, by name, narrowed by each filter given. */
export async function listVisibleSurfaces(
  db: Db,
  user: AuthUser,
  filter: {
    ids?: readonly number[];
    zoneIds?: readonly number[];
    restaurantIds?: readonly number[];
    isStorageArea?: boolean;
  },
): Promise<Surface[]> {
  const rows = await selectSurfaces(
    db,
    user,
    within(surfaces.id, filter.ids),
    within(surfaces.zoneId, filter.zoneIds),
    within(zones.restaurantId, filter.restaurantIds),
    filter.isStorageArea === undefined
      ? undefined
      : eq(surfaces.isStorageArea, filter.isStorageArea),
  );
  return rows.sort((a, b) => byName(a.surface, b.surface)).map(toSurfaceDto);
}

/** A visible surface with its zone, or undefined. */
export async function findVisibleSurface(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<JoinedSurface | undefined> {
  const [row] = await selectSurfaces(db, user, eq(surfaces.id, id));
  return row;
}

export async function insertSurface(
  db: Db,
  zone: SurfaceZone,
  values: { name: string; description: string | null; isStorageArea: boolean },
): Promise<Surface> {
  const [row] = await db
    .insert(surfaces)
    .values({ zoneId: zone.id, ...values })
    .returning();
  return toSurfaceDto({ surface: row!, zone });
}

/** Updates a surface (into `zone`); undefined when there is none (deleted meanwhile). */
export async function updateSurface(
  db: Db,
  id: number,
  zone: SurfaceZone,
  values: { name: string; description?: string | null; isStorageArea?: boolean },
): Promise<Surface | undefined> {
  const [row] = await db
    .update(surfaces)
    .set({
      zoneId: zone.id,
      name: values.name,
      ...(values.description !== undefined && { description: values.description }),
      ...(values.isStorageArea !== undefined && { isStorageArea: values.isStorageArea }),
      updatedAt: new Date(),
    })
    .where(eq(surfaces.id, id))
    .returning();
  return row && toSurfaceDto({ surface: row, zone });
}

export async function deleteSurface(db: Db, id: number): Promise<void> {
  await db.delete(surfaces).where(eq(surfaces.id, id));
}
