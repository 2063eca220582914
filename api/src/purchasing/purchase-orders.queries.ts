// The purchase orders' list: the orders a user reads, filtered, sorted and paged, for
// purchase-orders.routes.ts (which keeps the access, the checks and the statuses). Reading one
// order and writing them live in view.ts and orders.ts, which the receipts share.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { INTERNAL_SALES_STATUSES } from '@bo/domain';
import type { PurchaseOrder, PurchaseOrdersQuery } from './purchase-orders.contract.ts';
import type { z } from '../contract/registry.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import { purchaseOrders, restaurants } from '../db/schema.ts';
import { toPurchaseOrders, visibleOrders, type FileLinks } from './view.ts';

const issuers = alias(restaurants, 'issuer');

type ListQuery = z.output<typeof PurchaseOrdersQuery>;

/** The list's filters: the query's, its ids parsed, the laboratory already judged visible. */
export type OrderFilters = Omit<ListQuery, 'ids' | 'labId' | 'limit' | 'offset'> & {
  ids: number[] | undefined;
  /** A laboratory's internal sales: its orders received, not drafts nor cancelled ones. */
  labId: number | undefined;
};

/** The list's sort keys; the id last so pages never swap rows. */
function ordering(query: { sort?: string | undefined; order?: 'asc' | 'desc' | undefined }): SQL[] {
  const sort = query.sort ?? 'createdAt';
  const direction =
    (query.order ?? (sort === 'createdAt' ? 'desc' : 'asc')) === 'desc' ? desc : asc;
  const column = {
    createdAt: sql`${purchaseOrders.createdAt}`,
    reference: sql`${purchaseOrders.reference}`,
    expectedDate: sql`${purchaseOrders.expectedDate}`,
    subtotalHT: sql`${purchaseOrders.subtotalHt}`,
    status: sql`${purchaseOrders.status}::text`,
  }[sort]!;
  return [direction(column), direction(purchaseOrders.id)];
}

/** A page of the orders the user reads matching the filters, as answered, and their count. */
export async function listVisibleOrders(
  db: Db,
  user: AuthUser,
  fileLinks: FileLinks,
  filters: OrderFilters,
  page: { limit: number; offset: number },
): Promise<{ purchaseOrders: PurchaseOrder[]; total: number }> {
  const pattern = filters.search ? foldedPattern(filters.search) : undefined;
  const labId = filters.labId;
  const where = and(
    visibleOrders(user),
    filters.ids === undefined ? undefined : inArray(purchaseOrders.id, filters.ids),
    labId !== undefined
      ? and(
          eq(purchaseOrders.labId, labId),
          eq(purchaseOrders.supplierKind, 'LABORATORY'),
          inArray(purchaseOrders.status, [...INTERNAL_SALES_STATUSES]),
        )
      : undefined,
    filters.restaurantId === undefined
      ? undefined
      : eq(purchaseOrders.restaurantId, filters.restaurantId),
    filters.status ? eq(purchaseOrders.status, filters.status) : undefined,
    filters.supplierId === undefined
      ? undefined
      : filters.supplierKind === 'LABORATORY'
        ? eq(purchaseOrders.labId, filters.supplierId)
        : eq(purchaseOrders.supplierId, filters.supplierId),
    filters.supplierKind ? eq(purchaseOrders.supplierKind, filters.supplierKind) : undefined,
    pattern
      ? or(
          sql`${folded(purchaseOrders.reference)} like ${pattern}`,
          labId !== undefined
            ? sql`${folded(issuers.name)} like ${pattern}`
            : sql`${folded(purchaseOrders.supplierName)} like ${pattern}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: purchaseOrders })
      .from(purchaseOrders)
      .innerJoin(issuers, eq(issuers.id, purchaseOrders.restaurantId))
      .where(where)
      .orderBy(...ordering(filters))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(purchaseOrders)
      .innerJoin(issuers, eq(issuers.id, purchaseOrders.restaurantId))
      .where(where),
  ]);
  return {
    purchaseOrders: await toPurchaseOrders(
      db,
      user,
      fileLinks,
      rows.map((r) => r.order),
    ),
    total: total!.n,
  };
}
