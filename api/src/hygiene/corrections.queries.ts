// The six hygiene logs' shared queries: a record read whatever its log, the people and the
// correction history and voids every record's answer carries (the log pages, the hygiene exports
// and the dashboard show the same), and the writes of the correction routes
// (hygiene/corrections.routes.ts). One module, so the logs follow the same rules.
import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { HygieneLog } from '@bo/domain';
import type { HygieneCorrectionDto } from './corrections.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  cleaningRecords,
  coolingRecords,
  heatingRecords,
  hygieneCorrections,
  oilRecords,
  restaurants,
  temperatureReadings,
  traceabilityRecords,
  users,
  type CorrectionChange,
} from '../db/schema.ts';
import { peopleOf } from './people.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { CorrectionChange };

/** A record of any log, as the correction routes read and rewrite it column by column. */
export type LogRow = Record<string, unknown> & { id: number; restaurantId: number };

/** Each log's table. */
export const LOG_TABLES = {
  TEMPERATURE: temperatureReadings,
  COOLING: coolingRecords,
  HEATING: heatingRecords,
  TRACEABILITY: traceabilityRecords,
  CLEANING: cleaningRecords,
  OIL: oilRecords,
} satisfies Record<HygieneLog, { id: PgColumn; restaurantId: PgColumn }>;

/** Every log table has `id` and `restaurant_id`: one typing of them serves the six. */
const tableOf = (log: HygieneLog) => LOG_TABLES[log] as unknown as typeof coolingRecords;

/** The record `id` of a log in a restaurant the user sees (a MANAGER: his), or undefined. */
export async function findVisibleLogRecord(
  db: Db,
  user: AuthUser,
  log: HygieneLog,
  id: number,
): Promise<LogRow | undefined> {
  const table = tableOf(log);
  const [row] = await db
    .select({ record: table })
    .from(table)
    .innerJoin(restaurants, eq(restaurants.id, table.restaurantId))
    .where(and(eq(table.id, id), visibleRestaurants(user)));
  return row?.record as unknown as LogRow | undefined;
}

/** Whether the record has been voided. */
export async function isVoided(db: Db, log: HygieneLog, id: number): Promise<boolean> {
  const [voided] = await db
    .select({ id: hygieneCorrections.id })
    .from(hygieneCorrections)
    .where(
      and(
        eq(hygieneCorrections.log, log),
        eq(hygieneCorrections.recordId, id),
        eq(hygieneCorrections.kind, 'VOID'),
      ),
    );
  return voided !== undefined;
}

/**
 * Writes a correction: the record's changed columns and their history entry, in one transaction
 * so a record never changes without its trail.
 */
export async function saveCorrection(
  db: Db,
  correction: {
    log: HygieneLog;
    recordId: number;
    updates: Record<string, unknown>;
    changes: CorrectionChange[];
    reason: string;
    correctedById: number;
  },
): Promise<void> {
  const { log, recordId, updates, changes, reason, correctedById } = correction;
  const table = tableOf(log);
  await db.transaction(async (tx) => {
    await tx.update(table).set(updates).where(eq(table.id, recordId));
    await tx.insert(hygieneCorrections).values({
      log,
      recordId,
      kind: 'CORRECTION',
      changes,
      reason,
      correctedById,
    });
  });
}

/** Voids a record; a second void of it breaks the unique index (PG_UNIQUE_VIOLATION). */
export async function insertVoid(
  db: Db,
  entry: { log: HygieneLog; recordId: number; reason: string; correctedById: number },
): Promise<void> {
  await db.insert(hygieneCorrections).values({ ...entry, kind: 'VOID' });
}

/**
 * The history of the records `ids` of a log, oldest first, as their DTOs carry it: a function
 * giving each record its `history` and `voided`. Two queries whatever the count (none when empty).
 */
export async function correctionsOf(
  db: Db,
  log: HygieneLog,
  ids: number[],
): Promise<
  (id: number) => { history: HygieneCorrectionDto[]; voided: HygieneCorrectionDto | null }
> {
  const rows = ids.length
    ? await db
        .select({
          entry: hygieneCorrections,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(hygieneCorrections)
        .leftJoin(users, eq(users.id, hygieneCorrections.correctedById))
        .where(and(eq(hygieneCorrections.log, log), inArray(hygieneCorrections.recordId, ids)))
        .orderBy(asc(hygieneCorrections.createdAt), asc(hygieneCorrections.id))
    : [];
  const byRecord = new Map<number, HygieneCorrectionDto[]>();
  for (const { entry, firstName, lastName } of rows) {
    const dto: HygieneCorrectionDto = {
      id: entry.id,
      kind: entry.kind,
      changes: entry.changes,
      reason: entry.reason,
      correctedBy:
        entry.correctedById === null || firstName === null || lastName === null
          ? null
          : { id: entry.correctedById, firstName, lastName },
      correctedAt: entry.createdAt.toISOString(),
    };
    byRecord.set(entry.recordId, [...(byRecord.get(entry.recordId) ?? []), dto]);
  }
  return (id) => {
    const history = byRecord.get(id) ?? [];
    return { history, voided: history.find((h) => h.kind === 'VOID') ?? null };
  };
}

/**
 * The records of a log that count: not voided. Statuses, totals and the dashboard count only
 * these; a voided record stays in the lists, marked.
 */
export function notVoided(db: Db, log: HygieneLog, idColumn: PgColumn): SQL {
  return notExists(
    db
      .select({ one: sql`1` })
      .from(hygieneCorrections)
      .where(
        and(
          eq(hygieneCorrections.log, log),
          eq(hygieneCorrections.recordId, idColumn),
          eq(hygieneCorrections.kind, 'VOID'),
        ),
      ),
  );
}

/**
 * What every log's records name beyond their rows, read in parallel: the people (peopleOf) and
 * each record's history and void (correctionsOf).
 */
export async function peopleAndHistory(
  db: Db,
  log: HygieneLog,
  rows: { id: number; employeeId: number | null; recordedById: number | null }[],
) {
  const [people, trail] = await Promise.all([
    peopleOf(db, rows),
    correctionsOf(
      db,
      log,
      rows.map((r) => r.id),
    ),
  ]);
  return { people, trail };
}
