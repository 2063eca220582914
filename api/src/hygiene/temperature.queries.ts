// The temperature log's queries: its readings as the api answers them (equipment and its type's
// range, status, people, history), the equipment a reading names, and their writing, for
// temperature.routes.ts.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { temperatureStatus } from '@bo/domain';
import type { TemperatureReadingDto } from './temperature.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  equipments,
  equipmentTypes,
  restaurants,
  temperatureReadings,
  type RestaurantRow,
} from '../db/schema.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { peopleAndHistory } from './corrections.queries.ts';
import {
  parsePeriod,
  periodsByZone,
  photoRef,
  restaurantPeriod,
  visiblePeriods,
} from './common.ts';
import { visibleRestaurants } from '../tenancy.ts';

const t = temperatureReadings;

/**
 * The readings of `where`, newest first, each with its equipment and its type's range (one join)
 * and the people it names (one more query, two tables), whatever the count. The status is the
 * domain's rule, the same the graph applies.
 */
async function readReadings(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  where: SQL | undefined,
): Promise<TemperatureReadingDto[]> {
  const rows = await db
    .select({
      reading: t,
      equipment: {
        id: equipments.id,
        name: equipments.name,
        restaurantId: equipments.restaurantId,
      },
      type: equipmentTypes,
    })
    .from(t)
    .innerJoin(equipments, eq(equipments.id, t.equipmentId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .where(where)
    .orderBy(desc(t.recordedAt), desc(t.id));
  const { people, trail } = await peopleAndHistory(
    db,
    'TEMPERATURE',
    rows.map((r) => r.reading),
  );
  return rows.map(({ reading, equipment, type }) => {
    const range = {
      temperatureMin: type.temperatureMin,
      temperatureMax: type.temperatureMax,
      temperatureUnit: type.temperatureUnit,
    };
    return {
      id: reading.id,
      restaurantId: reading.restaurantId,
      equipmentId: reading.equipmentId,
      equipment: {
        ...equipment,
        equipmentType: { id: type.id, name: type.name, equipmentFamily: type.family, ...range },
      },
      temperature: reading.temperature,
      recordedAt: reading.recordedAt.toISOString(),
      status: temperatureStatus(reading.temperature, range),
      employee: people.employee(reading.employeeId),
      recordedBy: people.recordedBy(reading.recordedById),
      photo: photoRef(signer, user, reading.photoId),
      notes: reading.notes,
      createdAt: reading.createdAt.toISOString(),
      ...trail(reading.id),
    };
  });
}

/**
 * The readings of the equipments `ids` the user sees, over whole days counted in each
 * equipment's restaurant's time zone (parsePeriod: a bad period is a 400).
 */
export async function listEquipmentReadings(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  ids: readonly number[],
  query: unknown,
): Promise<TemperatureReadingDto[]> {
  const visible = await db
    .select({ id: equipments.id, timeZone: restaurants.timeZone })
    .from(equipments)
    .innerJoin(restaurants, eq(restaurants.id, equipments.restaurantId))
    .where(and(visibleRestaurants(user), inArray(equipments.id, [...ids])));
  // A bad period is a 400 even when no equipment is left to read.
  parsePeriod(query, 'UTC');
  if (visible.length === 0) return [];
  const where = periodsByZone(visible, query, t.equipmentId, t.recordedAt);
  return readReadings(db, signer, user, where);
}

/**
 * The readings of the restaurants the user sees (or of the query's `restaurantIds`), over its
 * days when it names them (visiblePeriods: a bad query is a 400).
 */
export async function listVisibleReadings(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  query: unknown,
): Promise<TemperatureReadingDto[]> {
  const where = await visiblePeriods(db, user, query, t.restaurantId, t.recordedAt);
  return where ? readReadings(db, signer, user, where) : [];
}

/** The readings of a restaurant (one the user sees) over the query's days in its time zone. */
export function listRestaurantReadings(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  restaurant: Pick<RestaurantRow, 'id' | 'timeZone'>,
  query: unknown,
): Promise<TemperatureReadingDto[]> {
  const where = restaurantPeriod(restaurant, query, t.restaurantId, t.recordedAt);
  return readReadings(db, signer, user, where);
}

/** One reading as the api answers it, or undefined. */
export async function findReading(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  id: number,
): Promise<TemperatureReadingDto | undefined> {
  const [reading] = await readReadings(db, signer, user, eq(t.id, id));
  return reading;
}

/** An equipment's type's family and range: what a reading of it can plausibly be. */
const readingType = {
  equipmentFamily: equipmentTypes.family,
  temperatureMin: equipmentTypes.temperatureMin,
  temperatureMax: equipmentTypes.temperatureMax,
  temperatureUnit: equipmentTypes.temperatureUnit,
};

/**
 * The equipment a reading names, with its type's family and range, when it is of a restaurant
 * the user sees; else undefined.
 */
export async function findReadingEquipment(db: Db, user: AuthUser, equipmentId: number) {
  const [row] = await db
    .select({ id: equipments.id, restaurantId: equipments.restaurantId, type: readingType })
    .from(equipments)
    .innerJoin(restaurants, eq(restaurants.id, equipments.restaurantId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .where(and(eq(equipments.id, equipmentId), visibleRestaurants(user)));
  return row;
}

/** The type of the equipment of a stored reading (found: the reading's row names it). */
export async function equipmentTypeOf(db: Db, equipmentId: number) {
  const [row] = await db
    .select(readingType)
    .from(equipments)
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .where(eq(equipments.id, equipmentId));
  return row!;
}

/** Writes a reading (in the caller's transaction, beside its photo); its id. */
export async function insertReading(tx: Tx, values: typeof t.$inferInsert): Promise<number> {
  const [inserted] = await tx.insert(t).values(values).returning({ id: t.id });
  return inserted!.id;
}
