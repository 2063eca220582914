// The expedition's and the reception's rows, for purchase-order-receipts.routes.ts, which holds
// each in one transaction with the order locked (view.ts's lockOrder) and keeps the checks, the
// stock movements and the statuses.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/tx.ts';
import {
  products,
  purchaseOrderLines,
  purchaseOrders,
  receptionLines,
  receptions,
  traceabilityRecords,
  type PurchaseOrderLineRow,
} from '../db/schema.ts';

export type LineRow = PurchaseOrderLineRow;

/** The order's lines, in their order, read under the order's lock. */
export const linesOf = (tx: Tx, orderId: number): Promise<LineRow[]> =>
  tx
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.purchaseOrderId, orderId))
    .orderBy(asc(purchaseOrderLines.position), asc(purchaseOrderLines.id));

/**
 * The products the lines still name with their current base unit: a line whose product was
 * deleted, or whose product counts in another unit than when it was ordered, moves no stock (its
 * conversion no longer says what a packaging is worth).
 */
export async function stockedProducts(tx: Tx, lines: readonly LineRow[]) {
  const ids = [
    ...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
  ];
  const rows = ids.length
    ? await tx
        .select({ id: products.id, baseUnit: products.baseUnit })
        .from(products)
        .where(inArray(products.id, ids))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row.baseUnit]));
  return (line: LineRow) =>
    line.productId !== null &&
    line.conversionToBase !== null &&
    byId.get(line.productId) === line.baseUnit;
}

/** Writes what a line's expeditions add up to. */
export async function setLineExpedited(
  tx: Tx,
  lineId: number,
  quantityExpedited: number,
  now: Date,
): Promise<void> {
  await tx
    .update(purchaseOrderLines)
    .set({ quantityExpedited, updatedAt: now })
    .where(eq(purchaseOrderLines.id, lineId));
}

/** The order EXPEDITED, when and by whom, with the laboratory's note. */
export async function markExpedited(
  tx: Tx,
  id: number,
  values: { expeditedById: number; shippingNote: string | null | undefined; now: Date },
): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set({
      status: 'EXPEDITED',
      expeditedAt: values.now,
      expeditedById: values.expeditedById,
      shippingNote: values.shippingNote,
      updatedAt: values.now,
    })
    .where(eq(purchaseOrders.id, id));
}

/** A new reception of the order; its id. */
export async function insertReception(
  tx: Tx,
  values: typeof receptions.$inferInsert,
): Promise<number> {
  const [reception] = await tx.insert(receptions).values(values).returning({ id: receptions.id });
  return reception!.id;
}

/** The traceability record a received line writes; its id. */
export async function insertTraceabilityRecord(
  tx: Tx,
  values: typeof traceabilityRecords.$inferInsert,
): Promise<number> {
  const [record] = await tx
    .insert(traceabilityRecords)
    .values(values)
    .returning({ id: traceabilityRecords.id });
  return record!.id;
}

export async function insertReceptionLine(
  tx: Tx,
  values: typeof receptionLines.$inferInsert,
): Promise<void> {
  await tx.insert(receptionLines).values(values);
}

/** What a delivery adds to an order line: its quantities, temperature and note. */
export async function setLineReceived(
  tx: Tx,
  lineId: number,
  values: Pick<
    typeof purchaseOrderLines.$inferInsert,
    'quantityReceivedPackaging' | 'quantityReceivedBase' | 'deliveryTempC' | 'receivingLineNote'
  >,
  now: Date,
): Promise<void> {
  await tx
    .update(purchaseOrderLines)
    .set({ ...values, updatedAt: now })
    .where(eq(purchaseOrderLines.id, lineId));
}

/** The order's status, note and reception dates after a delivery. */
export async function markReceived(
  tx: Tx,
  id: number,
  values: Pick<
    typeof purchaseOrders.$inferInsert,
    'status' | 'receivingNote' | 'firstReceivedAt' | 'lastReceivedAt'
  >,
  now: Date,
): Promise<void> {
  await tx
    .update(purchaseOrders)
    .set({ ...values, updatedAt: now })
    .where(eq(purchaseOrders.id, id));
}
