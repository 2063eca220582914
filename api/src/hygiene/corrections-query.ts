// Reading a log's correction history, apart from the routes that write it
// (hygiene/corrections.routes.ts): the log pages, the hygiene exports and the dashboard show the
// same history and voids.
import { and, asc, eq, inArray, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { HygieneLog } from '@bo/domain';
import type { HygieneCorrectionDto } from './corrections.contract.ts';
import type { Db } from '../db/index.ts';
import { hygieneCorrections, users } from '../db/schema.ts';

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
