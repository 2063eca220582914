// The traceability log's queries: a restaurant's records by pages, filtered and sorted, as the api
// answers them (people, history), and their writing, for traceability.routes.ts.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TraceabilityQuery, TraceabilityRecord } from './traceability.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { traceabilityRecords, type TraceabilityRecordRow } from '../db/schema.ts';
import { folded, likePattern } from '../db/listing.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { peopleAndHistory } from './corrections.queries.ts';
import { photoRef } from './common.ts';

const t = traceabilityRecords;

type Sorting = Pick<z.output<typeof TraceabilityQuery>, 'sort' | 'order'>;

/**
 * The list's order: the newest first by default; a text column folded (accents, case) as a French
 * reader sorts; then the date and the id, so pages never repeat or skip a record written in the
 * same instant.
 */
function ordering({ sort = 'createdAt', order }: Sorting): SQL[] {
  const direction = (order ?? (sort === 'createdAt' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const text = { productName: t.productName, lotNumber: t.lotNumber, supplierName: t.supplierName };
  const first = sort === 'createdAt' ? [] : [direction(folded(text[sort]))];
  return [...first, direction(t.createdAt), direction(t.id)];
}

async function toDtos(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  rows: TraceabilityRecordRow[],
): Promise<TraceabilityRecord[]> {
  const { people, trail } = await peopleAndHistory(db, 'TRACEABILITY', rows);
  return rows.map((row) => ({
    id: row.id,
    restaurantId: row.restaurantId,
    productName: row.productName,
    lotNumber: row.lotNumber,
    supplierName: row.supplierName,
    notes: row.notes,
    employee: people.employee(row.employeeId),
    recordedBy: people.recordedBy(row.recordedById),
    photo: photoRef(signer, user, row.photoId),
    createdAt: row.createdAt.toISOString(),
    ...trail(row.id),
  }));
}

/** What narrows a restaurant's list, each only when given; instants bound `from <= t < to`. */
export interface TraceabilityFilter {
  ids?: readonly number[];
  employeeId?: number;
  productName?: string;
  lotNumber?: string;
  /** The records' day, and the period (whole days), as instants in the restaurant's zone. */
  day?: { from: Date; to: Date };
  period?: { from: Date; to: Date };
}

/** A page of a restaurant's records and how many match in all. */
export async function listTraceabilityPage(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  restaurantId: number,
  filter: TraceabilityFilter,
  page: Sorting & { limit: number; offset: number },
): Promise<{ data: TraceabilityRecord[]; total: number }> {
  const within = (range: { from: Date; to: Date } | undefined) =>
    range ? [gte(t.createdAt, range.from), lt(t.createdAt, range.to)] : [];
  const where = and(
    eq(t.restaurantId, restaurantId),
    filter.ids === undefined ? undefined : inArray(t.id, [...filter.ids]),
    filter.employeeId === undefined ? undefined : eq(t.employeeId, filter.employeeId),
    filter.productName ? ilike(t.productName, likePattern(filter.productName)) : undefined,
    filter.lotNumber ? ilike(t.lotNumber, likePattern(filter.lotNumber)) : undefined,
    ...within(filter.day),
    ...within(filter.period),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(...ordering(page))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(t).where(where),
  ]);
  return { data: await toDtos(db, signer, user, rows), total: counted!.n };
}

/** One record as the api answers it, or undefined. */
export async function findTraceabilityRecord(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  id: number,
): Promise<TraceabilityRecord | undefined> {
  const rows = await db.select().from(t).where(eq(t.id, id));
  return (await toDtos(db, signer, user, rows))[0];
}

/** Writes a record; as the api answers it. */
export async function insertTraceabilityRecord(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  values: typeof t.$inferInsert,
): Promise<TraceabilityRecord> {
  const [row] = await db.insert(t).values(values).returning();
  const [record] = await toDtos(db, signer, user, [row!]);
  return record!;
}
