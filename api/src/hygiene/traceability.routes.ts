import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { dayRangeInstants, HYGIENE_MESSAGES as M, TRACEABILITY_PAGE_SIZE } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  CreateTraceabilityBody,
  TraceabilityQuery,
  TraceabilityPageResponse,
  type TraceabilityRecord,
  TraceabilityRecordResponse,
} from './traceability.contract.ts';
import { TraceabilityCorrectionBody } from './correction-bodies.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import { traceabilityRecords, type TraceabilityRecordRow } from '../db/schema.ts';
import { ERRORS, invalidField } from '../http/errors.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { correctionsOf } from './corrections.queries.ts';
import { peopleOf } from './people.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute } from '../http/route.ts';
import { inIdList } from '../http/validate.ts';
import { assertEmployeeOf, assertPhotosOf, parsePeriod, photoRef } from './common.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';
import type { Db } from '../db/index.ts';
import { folded, likePattern } from '../db/listing.ts';

/**
 * The list's order: the newest first by default; a text column folded (accents, case) as a French
 * reader sorts; then the date and the id, so pages never repeat or skip a record written in the
 * same instant.
 */
function ordering({ sort = 'createdAt', order }: z.output<typeof TraceabilityQuery>): SQL[] {
  const direction = (order ?? (sort === 'createdAt' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const t = traceabilityRecords;
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
  const [people, trail] = await Promise.all([
    peopleOf(db, rows),
    correctionsOf(
      db,
      'TRACEABILITY',
      rows.map((r) => r.id),
    ),
  ]);
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

export const traceabilityRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/traceability/{id}',
    tags: ['traceability'],
    summary:
      "Les fiches de traçabilité d'un restaurant, les plus récentes d'abord, filtrées et par pages",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: TraceabilityQuery,
    response: { status: 200, description: 'Une page de fiches', schema: TraceabilityPageResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, query, loaded: restaurant }) => {
      const conditions: (SQL | undefined)[] = [
        eq(traceabilityRecords.restaurantId, restaurant.id),
        inIdList(traceabilityRecords.id, query.ids, 'ids'),
      ];
      if (query.employeeId !== undefined) {
        conditions.push(eq(traceabilityRecords.employeeId, query.employeeId));
      }
      if (query.productName) {
        conditions.push(ilike(traceabilityRecords.productName, likePattern(query.productName)));
      }
      if (query.lotNumber) {
        conditions.push(ilike(traceabilityRecords.lotNumber, likePattern(query.lotNumber)));
      }
      if (query.date !== undefined) {
        // A day that exists (TraceabilityQuery's `day`), in the restaurant's zone, not the server's.
        const day = dayRangeInstants({ from: query.date, to: query.date }, restaurant.timeZone);
        conditions.push(
          gte(traceabilityRecords.createdAt, day.from),
          lt(traceabilityRecords.createdAt, day.to),
        );
      }
      if (query.from !== undefined || query.to !== undefined) {
        // A period is whole days in the restaurant's zone, as on the other hygiene pages.
        if (query.from === undefined) throw invalidField('from', M.periodIncomplete);
        if (query.to === undefined) throw invalidField('to', M.periodIncomplete);
        const period = parsePeriod({ from: query.from, to: query.to }, restaurant.timeZone);
        conditions.push(
          gte(traceabilityRecords.createdAt, period.from),
          lt(traceabilityRecords.createdAt, period.to),
        );
      }
      const where = and(...conditions);
      const limit = query.limit ?? TRACEABILITY_PAGE_SIZE;
      const offset = query.offset ?? 0;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(traceabilityRecords)
          .where(where)
          .orderBy(...ordering(query))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(traceabilityRecords).where(where),
      ]);
      return {
        data: await toDtos(db, photos, user, rows),
        total: counted!.n,
        limit,
        offset,
      };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/traceability',
    tags: ['traceability'],
    summary: "Enregistre une fiche de traçabilité (produit, lot, photo de l'étiquette) ; tout rôle",
    access: { area: 'HYGIENE', action: 'create' },
    body: CreateTraceabilityBody,
    response: { status: 201, description: 'Fiche enregistrée', schema: TraceabilityRecordResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, body: input }) => {
      const restaurant = await findInputRestaurant(db, user, input.restaurantId);
      await assertEmployeeOf(db, restaurant.id, input.employeeId);
      await assertPhotosOf(db, user, [input.photoId]);
      const [row] = await db
        .insert(traceabilityRecords)
        .values({
          restaurantId: restaurant.id,
          productName: input.productName,
          lotNumber: input.lotNumber,
          supplierName: input.supplierName,
          photoId: input.photoId ?? null,
          notes: input.notes,
          employeeId: input.employeeId ?? null,
          recordedById: user.id,
        })
        .returning();
      const [record] = await toDtos(db, photos, user, [row!]);
      return { record: record! };
    },
  }),

  ...correctionRoutes({
    log: 'TRACEABILITY',
    path: 'traceability',
    body: TraceabilityCorrectionBody,
    respond: async ({ db, photos }, user, id) => {
      const rows = await db
        .select()
        .from(traceabilityRecords)
        .where(eq(traceabilityRecords.id, id));
      return { record: (await toDtos(db, photos, user, rows))[0]! };
    },
  }),
];
