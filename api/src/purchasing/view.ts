// A purchase order as the api answers it (docs/areas/purchasing.md): its lines as written, its
// totals and VAT per rate, its receptions, the supplier or laboratory and the issuing restaurant,
// what the caller may do with it now, and a signed link to its PDF. Shared by every purchase-order
// route (the transitions, the expedition and the reception answer the order as it became).
// The issuing restaurant is its whole REST card for whoever reads the order: a laboratory's
// MANAGER, who does not read that restaurant, still needs where to deliver and whom to call.
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { allowedPurchaseOrderTransitions, vatBreakdown } from '@bo/domain';
import { PURCHASE_ORDER_MESSAGES, type PurchaseOrder } from './purchase-orders.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  purchaseOrderLines,
  purchaseOrders,
  receptionLines,
  receptions,
  restaurants,
  suppliers,
  users,
  type PurchaseOrderRow,
} from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { toRestaurantDto } from '../restaurants-dto.ts';

export type Conn = Db | Tx;
export type { PurchaseOrderRow };

/** Signed links to stored files (the order's PDF), named for the download (files/links.ts). */
export interface FileLinks {
  url(fileId: number, enseigneId: number, name?: string): string;
}

/**
 * The orders a user may read: his chain's; a MANAGER only those issued by one of his restaurants
 * or addressed to one of his laboratories (its internal sales). An EMPLOYEE reads the chain's, as
 * he reads every restaurant of it.
 */
export function visibleOrders(user: AuthUser): SQL {
  const ofChain = eq(purchaseOrders.enseigneId, user.enseigneId);
  if (user.role !== 'MANAGER') return ofChain;
  if (user.restaurantIds.length === 0) return sql`false`;
  return and(
    ofChain,
    or(
      inArray(purchaseOrders.restaurantId, user.restaurantIds),
      inArray(purchaseOrders.labId, user.restaurantIds),
    ),
  )!;
}

/** The order if the caller may read it, else 404 'Bon de commande non trouvé'. */
export async function findVisibleOrder(
  conn: Conn,
  user: AuthUser,
  id: number,
): Promise<PurchaseOrderRow> {
  const [row] = await conn
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), visibleOrders(user)));
  if (!row) throw notFound(PURCHASE_ORDER_MESSAGES.orderNotFound);
  return row;
}

/**
 * The order row locked until the transaction ends: a transition reads the status under the lock,
 * so two concurrent transitions queue and the second judges the status the first left.
 */
export async function lockOrder(tx: Tx, id: number): Promise<PurchaseOrderRow> {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, id))
    .for('update');
  if (!row) throw notFound(PURCHASE_ORDER_MESSAGES.orderNotFound);
  return row;
}

/**
 * Which sides of the order the user stands on (the issuing restaurant, the laboratory): an ADMIN
 * both; a MANAGER those of his restaurants; an EMPLOYEE his restaurant's when his invitation named
 * one, else every restaurant's, as he reads the whole chain (what he may do there is the domain's
 * mayPerformTransition: receive, nothing else).
 */
export function sidesOf(user: AuthUser, order: Pick<PurchaseOrderRow, 'restaurantId' | 'labId'>) {
  const scoped =
    user.role === 'MANAGER' || (user.role === 'EMPLOYEE' && user.restaurantIds.length > 0);
  const stands = (restaurantId: number | null) =>
    restaurantId !== null && (!scoped || user.restaurantIds.includes(restaurantId));
  return { issuer: stands(order.restaurantId), laboratory: stands(order.labId) };
}

const unique = (values: readonly (number | null)[]) => [
  ...new Set(values.filter((v): v is number => v !== null)),
];
/** `IN` of possibly no ids (Postgres refuses an empty list). */
const inIds = (column: Parameters<typeof inArray>[0], ids: number[]) =>
  inArray(column, ids.length ? ids : [0]);

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The orders as answered, in the order given: a fixed number of queries whatever their count
 * (lines, receptions and their lines, restaurants, suppliers, the users they name).
 */
export async function toPurchaseOrders(
  conn: Conn,
  user: AuthUser,
  fileLinks: FileLinks,
  rows: readonly PurchaseOrderRow[],
): Promise<PurchaseOrder[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [lineRows, receptionRows, restaurantRows, supplierRows] = await Promise.all([
    conn
      .select()
      .from(purchaseOrderLines)
      .where(inArray(purchaseOrderLines.purchaseOrderId, ids))
      .orderBy(asc(purchaseOrderLines.position), asc(purchaseOrderLines.id)),
    conn
      .select()
      .from(receptions)
      .where(inArray(receptions.purchaseOrderId, ids))
      .orderBy(asc(receptions.receivedAt), asc(receptions.id)),
    conn
      .select()
      .from(restaurants)
      .where(inIds(restaurants.id, unique(rows.flatMap((r) => [r.restaurantId, r.labId])))),
    conn
      .select()
      .from(suppliers)
      .where(inIds(suppliers.id, unique(rows.map((r) => r.supplierId)))),
  ]);
  const [receivedLines, people] = await Promise.all([
    conn
      .select()
      .from(receptionLines)
      .where(
        inIds(
          receptionLines.receptionId,
          receptionRows.map((r) => r.id),
        ),
      )
      .orderBy(asc(receptionLines.id)),
    conn
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(
        inIds(
          users.id,
          unique([
            ...rows.flatMap((r) => [r.createdById, r.expeditedById]),
            ...receptionRows.map((r) => r.receivedById),
          ]),
        ),
      ),
  ]);
  const restaurantById = new Map(restaurantRows.map((r) => [r.id, r]));
  const supplierById = new Map(supplierRows.map((s) => [s.id, s]));
  const person = (id: number | null) => people.find((p) => p.id === id) ?? null;
  const party = (
    kind: 'EXTERNAL' | 'LABORATORY',
    row:
      | {
          id: number;
          name: string;
          email: string | null;
          phone: string | null;
          address: string | null;
        }
      | undefined,
  ) =>
    row
      ? {
          id: row.id,
          kind,
          name: row.name,
          email: row.email,
          phone: row.phone,
          address: row.address,
        }
      : null;

  return rows.map((row): PurchaseOrder => {
    const lines = lineRows.filter((line) => line.purchaseOrderId === row.id);
    const restaurant = restaurantById.get(row.restaurantId)!;
    return {
      id: row.id,
      enseigneId: row.enseigneId,
      reference: row.reference,
      status: row.status,
      allowedTransitions: allowedPurchaseOrderTransitions({
        role: user.role,
        ...sidesOf(user, row),
        supplierKind: row.supplierKind,
        status: row.status,
      }),
      restaurantId: row.restaurantId,
      restaurant: toRestaurantDto(restaurant),
      supplierKind: row.supplierKind,
      supplierId: row.supplierId,
      labId: row.labId,
      supplierName: row.supplierName,
      supplier:
        row.supplierId === null ? null : party('EXTERNAL', supplierById.get(row.supplierId)),
      lab: row.labId === null ? null : party('LABORATORY', restaurantById.get(row.labId)),
      expectedDate: row.expectedDate,
      notes: row.notes,
      receivingNote: row.receivingNote,
      shippingNote: row.shippingNote,
      statusReason: row.statusReason,
      subtotalHT: row.subtotalHt,
      totalVAT: row.totalVat,
      totalTTC: row.totalTtc,
      vatBreakdown: vatBreakdown(
        lines.map((line) => ({
          vatRate: line.vatRate,
          lineTotal: line.lineTotal,
          lineTotalTTC: line.lineTotalTtc,
        })),
      ),
      lineCount: lines.length,
      lines: lines.map((line) => ({
        id: line.id,
        position: line.position,
        articleId: line.articleId,
        productId: line.productId,
        articleName: line.articleName,
        supplierRef: line.supplierRef,
        productName: line.productName,
        quantityOrdered: line.quantityOrdered,
        packagingName: line.packagingName,
        packagingQuantity: line.packagingQuantity,
        packagingUnit: line.packagingUnit,
        baseUnit: line.baseUnit,
        conversionToBase: line.conversionToBase,
        quantityOrderedBase: line.quantityOrderedBase,
        unitPrice: line.unitPrice,
        vat: line.vat,
        vatRate: line.vatRate,
        lineTotal: line.lineTotal,
        lineTotalTTC: line.lineTotalTtc,
        temperatureCategory: line.temperatureCategory,
        quantityExpedited: line.quantityExpedited,
        quantityReceivedPackaging: line.quantityReceivedPackaging,
        quantityReceivedBase: line.quantityReceivedBase,
        deliveryTempC: line.deliveryTempC,
        receivingLineNote: line.receivingLineNote,
      })),
      pdfUrl:
        row.pdfFileId === null
          ? null
          : fileLinks.url(row.pdfFileId, row.enseigneId, `${row.reference}.pdf`),
      emailStatus: row.emailStatus,
      emailError: row.emailError,
      createdAt: row.createdAt.toISOString(),
      createdBy: person(row.createdById),
      updatedAt: row.updatedAt.toISOString(),
      sentAt: iso(row.sentAt),
      acknowledgedAt: iso(row.acknowledgedAt),
      refusedAt: iso(row.refusedAt),
      cancelledAt: iso(row.cancelledAt),
      expeditedAt: iso(row.expeditedAt),
      expeditedBy: person(row.expeditedById),
      firstReceivedAt: iso(row.firstReceivedAt),
      lastReceivedAt: iso(row.lastReceivedAt),
      receptions: receptionRows
        .filter((reception) => reception.purchaseOrderId === row.id)
        .map((reception) => ({
          id: reception.id,
          receivedAt: reception.receivedAt.toISOString(),
          receivedBy: person(reception.receivedById),
          note: reception.note,
          lines: receivedLines
            .filter((line) => line.receptionId === reception.id)
            .map((line) => ({
              id: line.id,
              purchaseOrderLineId: line.purchaseOrderLineId,
              quantityReceivedPackaging: line.quantityReceivedPackaging,
              quantityReceivedBase: line.quantityReceivedBase,
              unitPrice: line.unitPrice,
              deliveryTempC: line.deliveryTempC,
              temperatureAlert: line.temperatureAlert,
              lotNumber: line.lotNumber,
              useByDate: line.useByDate,
              note: line.note,
              traceabilityRecordId: line.traceabilityRecordId,
              stockMovementId: line.stockMovementId,
            })),
        })),
    };
  });
}

/** The order `id` as answered, if the caller may read it (404 otherwise). */
export async function readPurchaseOrder(
  conn: Conn,
  user: AuthUser,
  fileLinks: FileLinks,
  id: number,
): Promise<PurchaseOrder> {
  const row = await findVisibleOrder(conn, user, id);
  return (await toPurchaseOrders(conn, user, fileLinks, [row]))[0]!;
}
