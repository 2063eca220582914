// The equipment types' (the chain's) and the equipment's (a restaurant's) queries and their REST
// shape, for equipments.routes.ts (which keeps the access, the checks and the statuses).
import { and, count, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Column } from 'drizzle-orm';
import type { z } from 'zod';
import { compareNames } from '@bo/domain';
import type {
  Equipment,
  EquipmentBody,
  EquipmentType,
  EquipmentTypeBody,
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
import { visibleRestaurants } from '../tenancy.ts';

/** `column IN ids` when a list is given, else no condition. */
const within = (column: Column, ids: readonly number[] | undefined) =>
  ids === undefined ? undefined : inArray(column, [...ids]);

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

/** The types as the api answers them, by name, each with the count of equipment the user sees. */
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

/** The chain's types, by name, of these ids only when given. */
export async function listChainTypes(
  db: Db,
  user: AuthUser,
  ids: readonly number[] | undefined,
): Promise<EquipmentType[]> {
  const rows = await db
    .select()
    .from(equipmentTypes)
    .where(ofChain(user, within(equipmentTypes.id, ids)));
  return typeDtos(db, user, rows);
}

/** A type of the user's chain, or undefined (another chain's id looks like no id). */
export async function findChainType(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<EquipmentTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(equipmentTypes)
    .where(ofChain(user, eq(equipmentTypes.id, id)));
  return row;
}

export async function equipmentTypeDto(
  db: Db,
  user: AuthUser,
  row: EquipmentTypeRow,
): Promise<EquipmentType> {
  return (await typeDtos(db, user, [row]))[0]!;
}

/** How many equipments of the type stand outside the restaurants `managed`. */
export async function countUsesOutside(
  db: Db,
  managed: readonly number[],
  typeId: number,
): Promise<number> {
  const outside = managed.length ? notInArray(equipments.restaurantId, [...managed]) : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(equipments)
    .where(and(eq(equipments.equipmentTypeId, typeId), outside));
  return row!.n;
}

/** How many equipments are of the type, in every restaurant. */
export async function countUses(db: Db, typeId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(equipments)
    .where(eq(equipments.equipmentTypeId, typeId));
  return row!.n;
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

export async function insertEquipmentType(
  db: Db,
  user: AuthUser,
  input: TypeInput,
): Promise<EquipmentType> {
  const [row] = await db
    .insert(equipmentTypes)
    .values({ ...typeColumns(input), enseigneId: user.enseigneId })
    .returning();
  return toEquipmentTypeDto(row!, 0);
}

/** Rewrites a type of the chain; undefined when there is none (deleted meanwhile). */
export async function updateEquipmentType(
  db: Db,
  user: AuthUser,
  id: number,
  input: TypeInput,
): Promise<EquipmentType | undefined> {
  const [row] = await db
    .update(equipmentTypes)
    .set({ ...typeColumns(input), updatedAt: new Date() })
    .where(ofChain(user, eq(equipmentTypes.id, id)))
    .returning();
  return row && equipmentTypeDto(db, user, row);
}

/** Deletes a type of the chain; its RESTRICT key refuses while equipment is of it. */
export async function deleteEquipmentType(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.delete(equipmentTypes).where(ofChain(user, eq(equipmentTypes.id, id)));
}

// --- Equipment: a restaurant's --------------------------------------------------------------------

/** The zone an equipment stands in, as its answer names it. */
export type EquipmentZone = { id: number; name: string };

export type JoinedEquipment = {
  equipment: EquipmentRow;
  type: EquipmentTypeRow;
  zone: EquipmentZone | null;
};

export function toEquipmentDto({ equipment: row, type, zone }: JoinedEquipment): Equipment {
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

/** The visible equipment, by name, narrowed by each filter given. */
export async function listVisibleEquipments(
  db: Db,
  user: AuthUser,
  filter: {
    restaurantIds?: readonly number[];
    zoneIds?: readonly number[];
    equipmentTypeIds?: readonly number[];
    ids?: readonly number[];
  },
): Promise<Equipment[]> {
  const rows = await selectVisible(
    db,
    user,
    and(
      within(equipments.restaurantId, filter.restaurantIds),
      within(equipments.zoneId, filter.zoneIds),
      within(equipments.equipmentTypeId, filter.equipmentTypeIds),
      within(equipments.id, filter.ids),
    ),
  );
  return rows
    .sort((a, b) => compareNames(a.equipment, b.equipment) || a.equipment.id - b.equipment.id)
    .map(toEquipmentDto);
}

/** A visible equipment with its type and zone, or undefined. */
export async function findVisibleEquipment(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<JoinedEquipment | undefined> {
  const [row] = await selectVisible(db, user, eq(equipments.id, id));
  return row;
}

/** The zone `zoneId` if it is of that restaurant, else undefined. */
export async function findZoneOfRestaurant(
  db: Db,
  zoneId: number,
  restaurantId: number,
): Promise<EquipmentZone | undefined> {
  const [found] = await db
    .select({ id: zones.id, name: zones.name })
    .from(zones)
    .where(and(eq(zones.id, zoneId), eq(zones.restaurantId, restaurantId)));
  return found;
}

type EquipmentInput = z.output<typeof EquipmentBody>;

/** Its columns: in `restaurantId`, in the zone given (checked) or none. */
const equipmentColumns = (
  input: EquipmentInput,
  restaurantId: number,
  zone: EquipmentZone | null,
) => ({
  restaurantId,
  zoneId: zone?.id ?? null,
  equipmentTypeId: input.equipmentTypeId,
  name: input.name,
  description: input.description,
  serialNumber: input.serialNumber,
});

/** Writes an equipment of `restaurantId` of the checked type and zone. */
export async function insertEquipment(
  db: Db,
  input: EquipmentInput,
  restaurantId: number,
  refs: { type: EquipmentTypeRow; zone: EquipmentZone | null },
): Promise<Equipment> {
  const [row] = await db
    .insert(equipments)
    .values(equipmentColumns(input, restaurantId, refs.zone))
    .returning();
  return toEquipmentDto({ equipment: row!, ...refs });
}

/** Rewrites an equipment; undefined when there is none (deleted meanwhile). */
export async function updateEquipment(
  db: Db,
  id: number,
  input: EquipmentInput,
  restaurantId: number,
  refs: { type: EquipmentTypeRow; zone: EquipmentZone | null },
): Promise<Equipment | undefined> {
  const [row] = await db
    .update(equipments)
    .set({ ...equipmentColumns(input, restaurantId, refs.zone), updatedAt: new Date() })
    .where(eq(equipments.id, id))
    .returning();
  return row && toEquipmentDto({ equipment: row, ...refs });
}

/** Deletes an equipment; the hygiene logs' RESTRICT keys refuse while it has records. */
export async function deleteEquipment(db: Db, id: number): Promise<void> {
  await db.delete(equipments).where(eq(equipments.id, id));
}
