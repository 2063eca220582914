// The notifications' queries: a user's own list, count and marking as read, for
// notifications.routes.ts; the facts and recipients of the events that write them, and their
// writing, for the events (critical-reading.ts).
import {
  and,
  count,
  desc,
  eq,
  inArray,
  isNull,
  ne,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Role, TemperatureRange } from '@bo/domain';
import type { Notification } from './notifications.contract.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  employees,
  equipments,
  equipmentTypes,
  hygieneCorrections,
  notifications,
  restaurants,
  temperatureReadings,
  userRestaurants,
  users,
  type NotificationRow,
} from '../db/schema.ts';

const n = notifications;

function toNotificationDto(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    restaurantId: row.restaurantId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/** The user's notifications, newest first, at most `limit`. */
export async function listNotifications(
  db: Db | Tx,
  userId: number,
  limit: number,
): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(n)
    .where(eq(n.userId, userId))
    .orderBy(desc(n.createdAt), desc(n.id))
    .limit(limit);
  return rows.map(toNotificationDto);
}

/** How many of the user's notifications are unread (all of them, not a page). */
export async function countUnread(db: Db | Tx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(n)
    .where(and(eq(n.userId, userId), isNull(n.readAt)));
  return row!.n;
}

/** How many of these distinct ids name notifications of the user (another's count as none). */
export async function countOwned(
  db: Db | Tx,
  userId: number,
  ids: readonly number[],
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(n)
    .where(and(eq(n.userId, userId), inArray(n.id, [...ids])));
  return row!.n;
}

/**
 * Marks read the user's unread notifications among `ids`, or all of them: one already read keeps
 * the instant it was read at.
 */
export async function markRead(
  db: Db | Tx,
  userId: number,
  ids: readonly number[] | 'all',
  at: Date,
): Promise<void> {
  await db
    .update(n)
    .set({ readAt: at })
    .where(
      and(
        eq(n.userId, userId),
        isNull(n.readAt),
        ids === 'all' ? undefined : inArray(n.id, [...ids]),
      ),
    );
}

/** Writes notifications (an event's, in its transaction; the seed's), in slices. */
export async function insertNotifications(
  db: Db | Tx,
  rows: (typeof n.$inferInsert)[],
): Promise<void> {
  // Under Postgres' 65,535 bound parameters per statement, whatever the seed writes.
  for (let i = 0; i < rows.length; i += 2_000) await db.insert(n).values(rows.slice(i, i + 2_000));
}

// ---- The events' facts ----------------------------------------------------------------------

/** What a temperature reading's notification says, read in one query per batch. */
export interface ReadingFacts {
  id: number;
  enseigneId: number;
  restaurantId: number;
  restaurantName: string;
  timeZone: string;
  equipmentName: string;
  temperature: number;
  recordedAt: Date;
  createdAt: Date;
  recordedById: number | null;
  /** The type's range, for temperatureStatus. */
  range: TemperatureRange;
  employee: { firstName: string; lastName: string } | null;
  author: { firstName: string; lastName: string } | null;
}

const author = alias(users, 'author');

async function readingFacts(db: Db | Tx, where: SQL | undefined): Promise<ReadingFacts[]> {
  const t = temperatureReadings;
  const rows = await db
    .select({
      id: t.id,
      enseigneId: restaurants.enseigneId,
      restaurantId: t.restaurantId,
      restaurantName: restaurants.name,
      timeZone: restaurants.timeZone,
      equipmentName: equipments.name,
      temperature: t.temperature,
      recordedAt: t.recordedAt,
      createdAt: t.createdAt,
      recordedById: t.recordedById,
      range: {
        temperatureMin: equipmentTypes.temperatureMin,
        temperatureMax: equipmentTypes.temperatureMax,
        temperatureUnit: equipmentTypes.temperatureUnit,
      },
      employeeFirstName: employees.firstName,
      employeeLastName: employees.lastName,
      authorFirstName: author.firstName,
      authorLastName: author.lastName,
    })
    .from(t)
    .innerJoin(restaurants, eq(restaurants.id, t.restaurantId))
    .innerJoin(equipments, eq(equipments.id, t.equipmentId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .leftJoin(employees, eq(employees.id, t.employeeId))
    .leftJoin(author, eq(author.id, t.recordedById))
    .where(where)
    .orderBy(t.recordedAt, t.id);
  return rows.map(
    ({ employeeFirstName, employeeLastName, authorFirstName, authorLastName, ...row }) => ({
      ...row,
      employee:
        employeeFirstName !== null && employeeLastName !== null
          ? { firstName: employeeFirstName, lastName: employeeLastName }
          : null,
      author:
        authorFirstName !== null && authorLastName !== null
          ? { firstName: authorFirstName, lastName: authorLastName }
          : null,
    }),
  );
}

/** One reading's facts (it exists: its route has just written it). */
export async function findReadingFacts(db: Db | Tx, readingId: number): Promise<ReadingFacts> {
  const [facts] = await readingFacts(db, eq(temperatureReadings.id, readingId));
  return facts!;
}

/** The facts of every reading of the chain that is not voided (the demo's notifications). */
export function chainReadingFacts(db: Db | Tx, enseigneId: number): Promise<ReadingFacts[]> {
  const t = temperatureReadings;
  const c = hygieneCorrections;
  return readingFacts(
    db,
    and(
      eq(restaurants.enseigneId, enseigneId),
      notExists(
        db
          .select({ one: sql`1` })
          .from(c)
          .where(and(eq(c.log, 'TEMPERATURE'), eq(c.recordId, t.id), eq(c.kind, 'VOID'))),
      ),
    ),
  );
}

/** An account an alert may go to: its role's scope, its address and stored preferences. */
export interface AlertAccount {
  id: number;
  role: Role;
  email: string;
  /** As stored (null: the defaults); read through withDefaults. */
  preferences: unknown;
  /** A MANAGER's restaurants (an ADMIN's scope is the chain). */
  restaurantIds: number[];
}

/**
 * The chain's active ADMINs and MANAGERs (those an alert about a restaurant may concern), but
 * `except` (the author of what happened), with a MANAGER's restaurants.
 */
export async function alertAccounts(
  db: Db | Tx,
  enseigneId: number,
  except: number | null = null,
): Promise<AlertAccount[]> {
  const rows = await db
    .select({ id: users.id, role: users.role, email: users.email, preferences: users.preferences })
    .from(users)
    .where(
      and(
        eq(users.enseigneId, enseigneId),
        isNull(users.deactivatedAt),
        or(eq(users.role, 'ADMIN'), eq(users.role, 'MANAGER')),
        except === null ? undefined : ne(users.id, except),
      ),
    );
  const managers = rows.filter((r) => r.role === 'MANAGER').map((r) => r.id);
  const scopes = managers.length
    ? await db
        .select({ userId: userRestaurants.userId, restaurantId: userRestaurants.restaurantId })
        .from(userRestaurants)
        .where(inArray(userRestaurants.userId, managers))
    : [];
  return rows.map((row) => ({
    ...row,
    restaurantIds: scopes.filter((s) => s.userId === row.id).map((s) => s.restaurantId),
  }));
}
