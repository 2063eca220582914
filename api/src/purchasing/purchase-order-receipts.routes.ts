// The laboratory's expedition control and the restaurant's reception of a purchase order
// (docs/areas/purchasing.md#expedition, docs/areas/purchasing.md#reception). Each is one
// transaction with the order row locked: its status judged under the lock (a second reception or
// expedition at the same moment waits and judges what the first left), then the lines, the stock
// movements, the traceability records and the article prices; any refusal rolls everything back.
import {
  expeditionRefusal,
  receivedBaseQuantity,
  receivedLineErrors,
  receptionRefusal,
  receptionStatus,
  rolesForTransition,
  temperatureAlert,
  tidy,
} from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  ExpeditionBody,
  RECEIPT_MESSAGES as M,
  ReceptionBody,
  type ExpeditionBodyValue,
  type ReceptionBodyValue,
} from './purchase-order-receipts.contract.ts';
import { PURCHASE_ORDER_MESSAGES, PurchaseOrderResponse } from './purchase-orders.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { ERRORS, HttpError, invalidField } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { assertTransition, orderOpenTo } from './orders.ts';
import {
  insertReception,
  insertReceptionLine,
  insertTraceabilityRecord,
  linesOf,
  markExpedited,
  markReceived,
  setLineExpedited,
  setLineReceived,
  stockedProducts,
  type LineRow,
} from './purchase-order-receipts.queries.ts';
import { findVisibleOrder, lockOrder, readPurchaseOrder, type PurchaseOrderRow } from './view.ts';
import { setArticlePrice } from '../catalogue/articles.queries.ts';
import { moveStock } from '../stock/stock.queries.ts';

/** A refusal of the lines as a whole: a 400 under `lines`, as the forms show it. */
const linesRefused = (message: string) => invalidField('lines', message);

/** Stock rows locked in product order, so two transactions moving the same products never deadlock. */
const byProduct = <T extends { line: LineRow }>(moves: T[]): T[] =>
  [...moves].sort(
    (a, b) => (a.line.productId ?? 0) - (b.line.productId ?? 0) || a.line.id - b.line.id,
  );

/** 'YYYY-MM-DD' as a French reader writes it. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

// ---- Expedition ---------------------------------------------------------------------------------

/**
 * The role first (403 for one that never expedites), then 409 unless the order is a laboratory's,
 * then 403 for the side and 409 for the status.
 */
function assertExpeditable(user: AuthUser, order: PurchaseOrderRow): void {
  if (!rolesForTransition('EXPEDITE').includes(user.role)) {
    throw new HttpError(403, ERRORS.forbidden);
  }
  if (order.supplierKind !== 'LABORATORY') throw new HttpError(409, M.notLabOrder);
  assertTransition(user, order, 'EXPEDITE');
}

/**
 * Records the expedition of order `id`: each line's expedited quantity added to what was expedited
 * before (a laboratory completing a partial delivery expedites again), EXPEDITED with when and by
 * whom, and the laboratory's stock down by what leaves (OUT / SALE in the base unit, one movement
 * per line above 0 that converts).
 */
async function expedite(db: Db, user: AuthUser, id: number, body: ExpeditionBodyValue) {
  if (body.expeditedByUserId != null && body.expeditedByUserId !== user.id) {
    throw invalidField('expeditedByUserId', M.expeditedByNotCaller);
  }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    assertExpeditable(user, order);
    const lines = await linesOf(tx, id);
    const refusal = expeditionRefusal(
      user.id,
      lines.map((line) => line.id),
      body.lines,
    );
    if (refusal) throw linesRefused(refusal);
    const now = new Date();
    const quantityOf = new Map(body.lines.map((l) => [l.lineId, l.quantityExpedited]));
    for (const line of lines) {
      const expedited = tidy((line.quantityExpedited ?? 0) + quantityOf.get(line.id)!);
      await setLineExpedited(tx, line.id, expedited, now);
    }
    const stocked = await stockedProducts(tx, lines);
    const leaving = byProduct(
      lines
        .filter((line) => quantityOf.get(line.id)! > 0 && stocked(line))
        .map((line) => ({ line, quantity: quantityOf.get(line.id)! })),
    );
    for (const { line, quantity } of leaving) {
      await moveStock(tx, {
        productId: line.productId!,
        restaurantId: order.labId!,
        baseUnit: line.baseUnit,
        type: 'OUT',
        reason: 'SALE',
        baseQuantity: receivedBaseQuantity(quantity, line.conversionToBase)!,
        occurredAt: now,
        note: M.expeditionNote(order.reference),
        createdById: user.id,
        label: line.productName,
      });
    }
    await markExpedited(tx, id, { expeditedById: user.id, shippingNote: body.shippingNote, now });
  });
}

// ---- Reception ----------------------------------------------------------------------------------

/** Each line's problems under `lines.{i}.{field}`, all of them at once (400). */
function assertReceivedLines(body: ReceptionBodyValue, lines: readonly LineRow[]): void {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const fieldErrors: Record<string, string> = {};
  body.lines.forEach((input, i) => {
    const line = byId.get(input.lineId)!;
    const errors = receivedLineErrors({ ...input, temperatureCategory: line.temperatureCategory });
    for (const [field, message] of Object.entries(errors)) {
      fieldErrors[`lines.${i}.${field}`] = message;
    }
  });
  const first = Object.values(fieldErrors)[0];
  if (first) throw new HttpError(400, `Données invalides : ${first}`, fieldErrors);
}

/**
 * Records a delivery of order `id` at its restaurant: a reception and one reception line per line
 * that arrived (quantity above 0), each with its stock IN (PURCHASE, in the base unit, when the
 * line converts), its traceability record, its delivery price (a new price for the article when it
 * differs from the order's), its quantities added to the line's; then the order's notes, dates and
 * status (RECEIVED once every line has all it ordered, else PARTIALLY_RECEIVED).
 */
async function receive(db: Db, user: AuthUser, id: number, body: ReceptionBodyValue) {
  const receivedAt = body.receivedAt ? new Date(body.receivedAt) : new Date();
  // A minute of grace for a client's clock a little ahead of the server's.
  if (receivedAt.getTime() > Date.now() + 60_000) {
    throw invalidField('receivedAt', M.receivedInFuture);
  }
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    assertTransition(user, order, 'RECEIVE');
    const lines = await linesOf(tx, id);
    const refusal = receptionRefusal(
      lines.map((line) => line.id),
      body.lines,
    );
    if (refusal) throw linesRefused(refusal);
    assertReceivedLines(body, lines);

    const now = new Date();
    const receptionId = await insertReception(tx, {
      purchaseOrderId: id,
      receivedAt,
      receivedById: user.id,
      note: body.note,
    });
    const stocked = await stockedProducts(tx, lines);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const arrived = byProduct(
      body.lines
        .filter((input) => input.quantityReceived > 0)
        .map((input) => ({ input, line: byId.get(input.lineId)! })),
    );
    const received = new Map<number, number>();
    for (const { input, line } of arrived) {
      const base = stocked(line)
        ? receivedBaseQuantity(input.quantityReceived, line.conversionToBase)!
        : null;
      const movement =
        base === null || base === 0
          ? null
          : await moveStock(tx, {
              productId: line.productId!,
              restaurantId: order.restaurantId,
              baseUnit: line.baseUnit,
              type: 'IN',
              reason: 'PURCHASE',
              baseQuantity: base,
              occurredAt: receivedAt,
              note: M.receptionNote(order.reference),
              createdById: user.id,
              label: line.productName,
            });
      const recordId = await insertTraceabilityRecord(tx, {
        restaurantId: order.restaurantId,
        productName: line.productName,
        lotNumber: input.lotNumber ?? M.noLotNumber,
        supplierName: order.supplierName,
        notes: [
          M.receptionNote(order.reference),
          input.useByDate ? M.useBy(frenchDay(input.useByDate)) : null,
          input.note,
        ]
          .filter(Boolean)
          .join(' — '),
        recordedById: user.id,
        createdAt: receivedAt,
      });
      const unitPrice = input.unitPrice ?? line.unitPrice;
      await insertReceptionLine(tx, {
        receptionId,
        purchaseOrderLineId: line.id,
        quantityReceivedPackaging: input.quantityReceived,
        quantityReceivedBase: base ?? 0,
        unitPrice,
        deliveryTempC: input.deliveryTempC ?? null,
        temperatureAlert: temperatureAlert(line.temperatureCategory, input.deliveryTempC),
        lotNumber: input.lotNumber,
        useByDate: input.useByDate ?? null,
        note: input.note,
        traceabilityRecordId: recordId,
        stockMovementId: movement?.id ?? null,
      });
      const packagings = tidy(line.quantityReceivedPackaging + input.quantityReceived);
      received.set(line.id, packagings);
      await setLineReceived(
        tx,
        line.id,
        {
          quantityReceivedPackaging: packagings,
          quantityReceivedBase: tidy(line.quantityReceivedBase + (base ?? 0)),
          deliveryTempC: input.deliveryTempC ?? null,
          receivingLineNote: input.note,
        },
        now,
      );
      if (line.articleId !== null && unitPrice !== line.unitPrice) {
        await setArticlePrice(tx, line.articleId, unitPrice, user.id);
      }
    }
    const status = receptionStatus(
      lines.map((line) => ({
        quantityOrdered: line.quantityOrdered,
        quantityReceivedPackaging: received.get(line.id) ?? line.quantityReceivedPackaging,
      })),
    );
    const earliest = (a: Date | null, b: Date) => (a && a < b ? a : b);
    const latest = (a: Date | null, b: Date) => (a && a > b ? a : b);
    await markReceived(
      tx,
      id,
      {
        status,
        receivingNote: body.note ?? order.receivingNote,
        firstReceivedAt: earliest(order.firstReceivedAt, receivedAt),
        lastReceivedAt: latest(order.lastReceivedAt, receivedAt),
      },
      now,
    );
  });
}

// ---- Routes -------------------------------------------------------------------------------------

const NOT_FOUND = PURCHASE_ORDER_MESSAGES.orderNotFound;

export const purchaseOrderReceiptsRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/purchase-orders/{id}/expedite',
    tags: ['purchase-orders'],
    summary:
      "Contrôle à expédition d'un bon de laboratoire (ADMIN, ou MANAGER du laboratoire) : une quantité pour chaque ligne (0 permis), ajoutée aux expéditions précédentes ; le bon passe EXPEDITED et le stock du laboratoire baisse d'autant (OUT / SALE), en une transaction. Bon externe ou état hors SENT_PENDING, ACKNOWLEDGED_SUPPLIER, PARTIALLY_RECEIVED : 409",
    access: 'authenticated',
    params: IdParam,
    notFound: NOT_FOUND,
    load: async ({ db, user, params }) => {
      const order = await findVisibleOrder(db, user, params.id);
      assertExpeditable(user, order);
      return order;
    },
    body: ExpeditionBody,
    response: {
      status: 200,
      description: 'Bon de commande expédié',
      schema: PurchaseOrderResponse,
    },
    errors: [400, 403, 404, 409],
    handler: async ({ db, user, fileLinks, loaded, body }) => {
      await expedite(db, user, loaded.id, body);
      return { purchaseOrder: await readPurchaseOrder(db, user, fileLinks, loaded.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/purchase-orders/{id}/receive',
    tags: ['purchase-orders'],
    summary:
      "Réception d'une livraison au restaurant émetteur (ADMIN, son MANAGER ou un EMPLOYEE) : par ligne la quantité reçue, la température (frais et surgelé), le lot, la DLC, le prix ; en une transaction, entrées de stock (IN / PURCHASE), fiches de traçabilité, nouveau prix d'article, état RECEIVED ou PARTIALLY_RECEIVED. État hors SENT_PENDING, ACKNOWLEDGED_SUPPLIER, EXPEDITED, PARTIALLY_RECEIVED : 409 ; un bon de laboratoire se réceptionne une fois expédié par le laboratoire (EXPEDITED, PARTIALLY_RECEIVED), sans quoi 409",
    access: 'authenticated',
    params: IdParam,
    notFound: NOT_FOUND,
    load: orderOpenTo('RECEIVE'),
    body: ReceptionBody,
    response: { status: 200, description: 'Bon de commande reçu', schema: PurchaseOrderResponse },
    errors: [400, 403, 404, 409],
    handler: async ({ db, user, fileLinks, loaded, body }) => {
      await receive(db, user, loaded.id, body);
      return { purchaseOrder: await readPurchaseOrder(db, user, fileLinks, loaded.id) };
    },
  }),
];
