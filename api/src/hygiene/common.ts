import { and, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  addDays,
  dayRangeInstants,
  EQUIPMENT_FAMILY_LABELS,
  HYGIENE_MESSAGES as M,
  MAX_PERIOD_DAYS,
  presetRange,
  type EquipmentFamily,
} from '@bo/domain';
import { HistoryPeriodQuery } from '../contract/common.ts';
import { ProcessRecordsQuery } from './processes.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  employees,
  equipments,
  equipmentTypes,
  photos,
  restaurants,
  type RestaurantRow,
} from '../db/schema.ts';
import {
  HttpError,
  invalidField,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  pgErrorCode,
} from '../http/errors.ts';
import { optionalIdList, parseQuery } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { visiblePhotos } from '../photos/access.ts';
import { visibleRestaurants } from '../tenancy.ts';

// What every hygiene log route shares: the period of a history read and the photos it points to
// (the people a log names: hygiene/people.ts). One place, so the six logs follow the same rules.

/**
 * `?from=&to=` as the instants bounding those calendar days in the restaurant's time zone
 * (filter `from <= t < to`); neither: the last 7 days there (the pages' default, so a documented
 * call without a period answers). 400 when only one is given, a day does not exist, `from` is
 * after `to`, or the period is longer than MAX_PERIOD_DAYS.
 */
export function parsePeriod(query: unknown, timeZone: string): { from: Date; to: Date } {
  const asked = parseQuery(HistoryPeriodQuery, query);
  if (asked.from === undefined && asked.to === undefined) {
    return dayRangeInstants(presetRange('LAST_7_DAYS', timeZone), timeZone);
  }
  if (asked.from === undefined || asked.to === undefined) {
    throw invalidField(asked.from === undefined ? 'from' : 'to', M.periodIncomplete);
  }
  // Each day exists: HistoryPeriodQuery's `day` refused 2026-02-30 already.
  const period = { from: asked.from, to: asked.to };
  if (period.from > period.to) throw invalidField('from', M.periodInvalid);
  if (addDays(period.from, MAX_PERIOD_DAYS - 1) < period.to) {
    throw invalidField('to', M.periodTooLong);
  }
  return dayRangeInstants(period, timeZone);
}

/**
 * The history read of one restaurant, `/…/{id}` (once the user may see it): its rows
 * (`restaurantColumn`) dated (`at`) within the query's whole days in its own time zone.
 */
export function restaurantPeriod(
  restaurant: Pick<RestaurantRow, 'id' | 'timeZone'>,
  query: unknown,
  restaurantColumn: PgColumn,
  at: PgColumn,
): SQL {
  const period = parsePeriod(query, restaurant.timeZone);
  return and(eq(restaurantColumn, restaurant.id), gte(at, period.from), lt(at, period.to))!;
}

/**
 * Whole days read in each owner's time zone (restaurants, or equipment through theirs): rows whose
 * `ownerColumn` is one of `owners` and whose `at` falls in the query's days counted in that
 * owner's zone, one condition per zone. `owners` must not be empty.
 */
export function periodsByZone(
  owners: readonly { id: number; timeZone: string }[],
  query: unknown,
  ownerColumn: PgColumn,
  at: PgColumn,
): SQL {
  const byZone = new Map<string, number[]>();
  for (const o of owners) byZone.set(o.timeZone, [...(byZone.get(o.timeZone) ?? []), o.id]);
  return or(
    ...[...byZone].map(([timeZone, ids]) => {
      const period = parsePeriod(query, timeZone);
      return and(inArray(ownerColumn, ids), gte(at, period.from), lt(at, period.to));
    }),
  )!;
}

/** The restaurants the user sees (among `ids` when given), with their time zones. */
export function visibleTimeZones(
  db: Db,
  user: AuthUser,
  ids: readonly number[] | undefined,
): Promise<{ id: number; timeZone: string }[]> {
  return db
    .select({ id: restaurants.id, timeZone: restaurants.timeZone })
    .from(restaurants)
    .where(and(visibleRestaurants(user), ids ? inArray(restaurants.id, [...ids]) : undefined));
}

/**
 * The condition of a history read over several restaurants: those the user sees (among `ids` when
 * given) and, when the query names days, those days in each restaurant's own time zone. Null when
 * no restaurant is left (nothing to read). `at` is the instant a record is dated by.
 */
export async function visiblePeriods(
  db: Db,
  user: AuthUser,
  rawQuery: unknown,
  restaurantColumn: PgColumn,
  at: PgColumn,
): Promise<SQL | null> {
  const query = parseQuery(ProcessRecordsQuery, rawQuery);
  const hasPeriod = query.from !== undefined || query.to !== undefined;
  if (hasPeriod && (query.from === undefined || query.to === undefined)) {
    throw invalidField(query.from === undefined ? 'from' : 'to', M.periodIncomplete);
  }
  const ids = optionalIdList(query.restaurantIds, 'restaurantIds');
  const visible = await visibleTimeZones(db, user, ids);
  // A bad period is a 400 even when no restaurant is left to read.
  if (hasPeriod) parsePeriod(query, 'UTC');
  if (visible.length === 0) return null;
  if (!hasPeriod) {
    return inArray(
      restaurantColumn,
      visible.map((r) => r.id),
    );
  }
  return periodsByZone(visible, query, restaurantColumn, at);
}

/** 400 under `employeeId` unless the employee works in that restaurant. */
export async function assertEmployeeOf(
  db: Db,
  restaurantId: number,
  employeeId: number | null | undefined,
): Promise<void> {
  if (employeeId === null || employeeId === undefined) return;
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(eq(employees.id, employeeId), eq(employees.restaurantId, restaurantId)));
  if (!row) throw invalidField('employeeId', M.employeeNotFound);
}

/**
 * 400 under `field` unless the user may see every photo (visiblePhotos): a record's answer
 * carries a link to its photo, so naming one would otherwise hand out any photo of the chain.
 */
export async function assertPhotosOf(
  db: Db,
  user: AuthUser,
  photoIds: (number | null | undefined)[],
  field = 'photoId',
): Promise<void> {
  const ids = [...new Set(photoIds.filter((id): id is number => typeof id === 'number'))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(inArray(photos.id, ids), visiblePhotos(db, user)));
  if (found.length !== ids.length) throw invalidField(field, M.photoNotFound);
}

/** A log's photo as the contract's PhotoRef (a signed link), or null. */
export const photoRef = (signer: PhotoSigner, user: AuthUser, photoId: number | null) =>
  photoId === null ? null : { id: photoId, url: signer.url(photoId, user.enseigneId) };

/**
 * Runs the delete of a row hygiene logs may name (equipment, surface, employee): the logs' keys
 * RESTRICT it, so a row with logs answers 409 with `message` and stays.
 */
export async function deletingUnlogged(message: string, work: () => Promise<unknown>) {
  try {
    await work();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
      throw new HttpError(409, message);
    }
    throw error;
  }
}

/** A log may not be dated in the future (a minute of clock skew allowed). */
export function assertNotFuture(field: string, instant: Date): void {
  if (instant.getTime() > Date.now() + 60_000) throw invalidField(field, M.inFuture);
}

/** The equipment a log names, as its DTOs summarise it. */
export interface LoggedEquipment {
  id: number;
  name: string;
  restaurantId: number;
  family: EquipmentFamily;
}

/**
 * The equipment a log body names, checked: one of a restaurant the user sees (of `restaurantId`
 * when the body names the restaurant too) and, when `families` is given, of one of them. It is
 * input, not the route's resource: 400 under `equipmentId`, the same text for an unknown id and
 * another chain's or another manager's.
 */
export async function loggedEquipment(
  db: Db,
  user: AuthUser,
  equipmentId: number,
  options: { restaurantId?: number; families?: readonly EquipmentFamily[] } = {},
): Promise<LoggedEquipment> {
  const [row] = await db
    .select({
      id: equipments.id,
      name: equipments.name,
      restaurantId: equipments.restaurantId,
      family: equipmentTypes.family,
    })
    .from(equipments)
    .innerJoin(restaurants, eq(restaurants.id, equipments.restaurantId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .where(
      and(
        eq(equipments.id, equipmentId),
        visibleRestaurants(user),
        options.restaurantId === undefined
          ? undefined
          : eq(equipments.restaurantId, options.restaurantId),
      ),
    );
  if (!row) throw invalidField('equipmentId', M.equipmentNotFound);
  const { families } = options;
  if (families && !families.includes(row.family)) {
    const names = families.map((f) => EQUIPMENT_FAMILY_LABELS[f]).join(' ou ');
    throw invalidField('equipmentId', M.equipmentWrongFamily(names));
  }
  return row;
}
