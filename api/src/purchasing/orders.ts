// Writing purchase orders (docs/areas/purchasing.md): the lines priced from the catalogue, the
// reference, the transitions under the order's row lock, the send (PDF in the transaction, email
// after it). The routes (purchasing/purchase-orders.routes.ts) only parse and answer.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  mayPerformTransition,
  orderLineBase,
  orderLineTotals,
  orderLineVat,
  orderPackagingOf,
  orderTotals,
  PURCHASE_ORDER_REFERENCE_MAX,
  purchaseOrderReference,
  referenceYear,
  purchaseOrderTransitionRefusal,
  type PurchaseOrderTransition,
} from '@bo/domain';
import {
  PURCHASE_ORDER_MESSAGES as M,
  type PurchaseOrder,
  type PurchaseOrderBodyValue,
} from './purchase-orders.contract.ts';
import { calendarDayIn } from '../contract/primitives.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  articleRestaurants,
  articles,
  conversionRules,
  enseignes,
  labRestaurants,
  packagings,
  products,
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  restaurants,
  supplierRestaurants,
  suppliers,
  type PurchaseOrderRow,
} from '../db/schema.ts';
import { ERRORS, HttpError, invalidField } from '../http/errors.ts';
import type { Logger } from '../http/logger.ts';
import type { Mailer } from '../mail/index.ts';
import { findInputRestaurant } from '../tenancy.ts';
import { renderPurchaseOrderPdf, type PurchaseOrderPdfInput } from './pdf.ts';
import { findVisibleOrder, lockOrder, sidesOf, toPurchaseOrders, type FileLinks } from './view.ts';

/** What sending needs of the file store (files/store.ts): the PDF written with the order. */
interface OrderFiles {
  put(
    enseigneId: number,
    bytes: Uint8Array,
    mimeType: string,
    options: { db: Pick<Tx, 'insert'> },
  ): Promise<{ id: number }>;
  open(id: number): Promise<{ bytes: Buffer } | null>;
}

/** What sending and emailing need of the app (the routes' dependencies). */
export interface PurchasingDeps {
  db: Db;
  mailer: Mailer;
  logger: Logger;
  files: OrderFiles;
  fileLinks: FileLinks;
}

// ---- Roles and statuses -----------------------------------------------------------------------

/**
 * 403 when the caller's role or side may not ask `transition` of the order, else 409 when its
 * status (or kind) does not allow it; the side first, so a refusal never tells a status to
 * someone who could not act anyway.
 */
export function assertTransition(
  user: AuthUser,
  order: Pick<PurchaseOrderRow, 'restaurantId' | 'labId' | 'status' | 'supplierKind'>,
  transition: PurchaseOrderTransition,
): void {
  const actor = { role: user.role, ...sidesOf(user, order), supplierKind: order.supplierKind };
  if (!mayPerformTransition(transition, actor)) throw new HttpError(403, ERRORS.forbidden);
  const refusal = purchaseOrderTransitionRefusal(transition, order);
  if (refusal) throw new HttpError(409, refusal);
}

/**
 * A transition route's `load`: the order the user sees (else 404), then his role and side (403),
 * then its status (409), all before the body is read, so every transition refuses in that order.
 */
export function orderOpenTo(which: PurchaseOrderTransition) {
  return async ({ db, user, params }: { db: Db; user: AuthUser; params: { id: number } }) => {
    const order = await findVisibleOrder(db, user, params.id);
    assertTransition(user, order, which);
    return order;
  };
}

// ---- What a body names: the issuer, the supplier or laboratory, the lines ----------------------

interface Seller {
  kind: 'EXTERNAL' | 'LABORATORY';
  supplierId: number | null;
  labId: number | null;
  name: string;
}

/**
 * The supplier or laboratory the body names, of the user's chain, and delivering the issuing
 * restaurant: the order form offers only those (its Restaurants tab decides), and a client that
 * names another is refused the same way.
 */
async function sellerOf(
  db: Db,
  user: AuthUser,
  restaurantId: number,
  body: PurchaseOrderBodyValue,
): Promise<Seller> {
  if (body.supplierId != null) {
    const [row] = await db
      .select({
        id: suppliers.id,
        name: suppliers.name,
        delivers: sql<boolean>`exists (select 1 from ${supplierRestaurants} where ${supplierRestaurants.supplierId} = ${suppliers.id} and ${supplierRestaurants.restaurantId} = ${restaurantId})`,
      })
      .from(suppliers)
      .where(and(eq(suppliers.id, body.supplierId), eq(suppliers.enseigneId, user.enseigneId)));
    if (!row) throw invalidField('supplierId', M.supplierNotFound);
    if (!row.delivers) throw invalidField('supplierId', M.supplierNotDelivering);
    return { kind: 'EXTERNAL', supplierId: row.id, labId: null, name: row.name };
  }
  const labId = body.labId!;
  const [row] = await db
    .select({
      id: restaurants.id,
      name: restaurants.name,
      delivers: sql<boolean>`exists (select 1 from ${labRestaurants} where ${labRestaurants.labId} = ${restaurants.id} and ${labRestaurants.restaurantId} = ${restaurantId})`,
    })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.id, labId),
        eq(restaurants.enseigneId, user.enseigneId),
        eq(restaurants.isLab, true),
      ),
    );
  if (!row) throw invalidField('labId', M.labNotFound);
  if (row.id === restaurantId) throw invalidField('labId', M.labIsIssuer);
  if (!row.delivers) throw invalidField('labId', M.labNotDelivering);
  return { kind: 'LABORATORY', supplierId: null, labId: row.id, name: row.name };
}

type LineValues = Omit<typeof purchaseOrderLines.$inferInsert, 'purchaseOrderId'>;

/**
 * Each line as written: the article the seller's, allowed for the restaurant, once per order;
 * its names, packaging, price and VAT copied from the catalogue, its totals computed. A fixed
 * number of queries whatever the number of lines.
 */
async function pricedLines(
  db: Db,
  user: AuthUser,
  restaurantId: number,
  seller: Seller,
  lines: PurchaseOrderBodyValue['lines'],
): Promise<LineValues[]> {
  const seen = new Set<number>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line.articleId)) throw invalidField(`lines.${index}.articleId`, M.articleTwice);
    seen.add(line.articleId);
  }
  const ids = [...seen];
  const [articleRows, allowed, packagingRows] = await Promise.all([
    db
      .select({ article: articles, product: products })
      .from(articles)
      .innerJoin(products, eq(products.id, articles.productId))
      .where(and(inArray(articles.id, ids), eq(articles.enseigneId, user.enseigneId))),
    db
      .select({ articleId: articleRestaurants.articleId })
      .from(articleRestaurants)
      .where(
        and(
          inArray(articleRestaurants.articleId, ids),
          eq(articleRestaurants.restaurantId, restaurantId),
        ),
      ),
    db
      .select()
      .from(packagings)
      .where(inArray(packagings.articleId, ids))
      .orderBy(asc(packagings.id)),
  ]);
  const productIds = [...new Set(articleRows.map((r) => r.product.id))];
  const rules = productIds.length
    ? await db
        .select()
        .from(conversionRules)
        .where(inArray(conversionRules.productId, productIds))
        .orderBy(asc(conversionRules.id))
    : [];
  return lines.map((line, index): LineValues => {
    const found = articleRows.find((r) => r.article.id === line.articleId);
    const field = `lines.${index}.articleId`;
    if (!found) throw invalidField(field, M.articleNotFound);
    const { article, product } = found;
    const sold =
      seller.kind === 'EXTERNAL'
        ? article.supplierId === seller.supplierId
        : article.labId === seller.labId;
    if (!sold) throw invalidField(field, M.articleNotOfSupplier);
    if (!allowed.some((a) => a.articleId === article.id)) {
      throw invalidField(field, M.articleNotAllowed);
    }
    const packaging = orderPackagingOf(packagingRows.filter((p) => p.articleId === article.id));
    const base = orderLineBase(line.quantityOrdered, packaging, {
      baseUnit: product.baseUnit,
      conversionRules: rules.filter((rule) => rule.productId === product.id),
    });
    const { vat, vatRate } = orderLineVat(article.vat);
    const totals = orderLineTotals(line.quantityOrdered, article.price, vatRate);
    return {
      position: index + 1,
      articleId: article.id,
      productId: product.id,
      articleName: article.name,
      supplierRef: article.supplierRef,
      productName: product.name,
      quantityOrdered: line.quantityOrdered,
      packagingName: packaging.name,
      packagingQuantity: packaging.quantity,
      packagingUnit: packaging.unit,
      baseUnit: product.baseUnit,
      conversionToBase: base.conversionToBase,
      quantityOrderedBase: base.quantityBase,
      unitPrice: article.price,
      vat,
      vatRate,
      lineTotal: totals.lineTotal,
      lineTotalTtc: totals.lineTotalTTC,
      temperatureCategory: article.temperatureCategory,
    };
  });
}

/** An order's header and lines, checked against the catalogue before any write. */
export interface PreparedOrder {
  restaurantId: number;
  seller: Seller;
  expectedDate: string;
  notes: string | null;
  lines: LineValues[];
}

export async function prepareOrder(
  db: Db,
  user: AuthUser,
  body: PurchaseOrderBodyValue,
): Promise<PreparedOrder> {
  const restaurant = await findInputRestaurant(db, user, body.restaurantId);
  const seller = await sellerOf(db, user, restaurant.id, body);
  return {
    restaurantId: restaurant.id,
    seller,
    expectedDate: calendarDayIn(body.expectedDate, restaurant.timeZone),
    notes: body.notes,
    lines: await pricedLines(db, user, restaurant.id, seller, body.lines),
  };
}

/** The header columns of a prepared order, its totals computed from its lines. */
function headerOf(order: PreparedOrder) {
  const totals = orderTotals(
    order.lines.map((line) => ({ lineTotal: line.lineTotal, lineTotalTTC: line.lineTotalTtc })),
  );
  return {
    restaurantId: order.restaurantId,
    supplierKind: order.seller.kind,
    supplierId: order.seller.supplierId,
    labId: order.seller.labId,
    supplierName: order.seller.name,
    expectedDate: order.expectedDate,
    notes: order.notes,
    subtotalHt: totals.subtotalHT,
    totalVat: totals.totalVAT,
    totalTtc: totals.totalTTC,
  };
}

// ---- Writes -----------------------------------------------------------------------------------

/**
 * The chain's next reference for the year of `now`: the counter row is created or incremented
 * in one statement, which holds its row lock until the transaction ends, so two orders of the
 * same chain never share a number and a rolled-back order gives its number back.
 */
async function nextReference(tx: Tx, enseigneId: number, now: Date): Promise<string> {
  const year = referenceYear(now);
  const [row] = await tx
    .insert(purchaseOrderCounters)
    .values({ enseigneId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [purchaseOrderCounters.enseigneId, purchaseOrderCounters.year],
      set: { lastNumber: sql`${purchaseOrderCounters.lastNumber} + 1` },
      setWhere: sql`${purchaseOrderCounters.lastNumber} < ${PURCHASE_ORDER_REFERENCE_MAX}`,
    })
    .returning({ lastNumber: purchaseOrderCounters.lastNumber });
  if (!row) throw new HttpError(409, M.referencesExhausted);
  return purchaseOrderReference(year, row.lastNumber);
}

/** Inserts a prepared order as a DRAFT with its reference and lines; its id. */
export async function insertOrder(tx: Tx, user: AuthUser, order: PreparedOrder): Promise<number> {
  const now = new Date();
  const [row] = await tx
    .insert(purchaseOrders)
    .values({
      enseigneId: user.enseigneId,
      reference: await nextReference(tx, user.enseigneId, now),
      ...headerOf(order),
      createdById: user.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: purchaseOrders.id });
  await tx
    .insert(purchaseOrderLines)
    .values(order.lines.map((line) => ({ ...line, purchaseOrderId: row!.id })));
  return row!.id;
}

/** Replaces a draft's header and lines (locked: 409 if it stopped being a draft meanwhile). */
export async function replaceDraft(
  tx: Tx,
  user: AuthUser,
  id: number,
  order: PreparedOrder,
): Promise<void> {
  assertTransition(user, await lockOrder(tx, id), 'EDIT');
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.purchaseOrderId, id));
  await tx
    .insert(purchaseOrderLines)
    .values(order.lines.map((line) => ({ ...line, purchaseOrderId: id })));
  await tx
    .update(purchaseOrders)
    .set({ ...headerOf(order), updatedAt: new Date() })
    .where(eq(purchaseOrders.id, id));
}

/**
 * A transition that only moves the status (acknowledge, refuse, cancel) or deletes the draft,
 * judged under the row lock: 403 for the side, 409 for the status, nothing written either way.
 */
export async function transition(
  db: Db,
  user: AuthUser,
  id: number,
  which: Extract<PurchaseOrderTransition, 'ACKNOWLEDGE' | 'REFUSE' | 'CANCEL' | 'DELETE'>,
  reason?: string | null,
): Promise<void> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    assertTransition(user, order, which);
    if (which === 'DELETE') {
      await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
      return;
    }
    const now = new Date();
    const set = {
      ACKNOWLEDGE: { status: 'ACKNOWLEDGED_SUPPLIER' as const, acknowledgedAt: now },
      REFUSE: { status: 'REFUSED_SUPPLIER' as const, refusedAt: now, statusReason: reason ?? null },
      CANCEL: {
        status: 'CANCELLED' as const,
        cancelledAt: now,
        statusReason: reason ?? null,
        // A supplier who received the order is told of its cancellation (emailOrder, after the
        // commit), as of its sending; a draft it never saw keeps its NOT_SENT.
        ...(order.sentAt !== null && {
          emailStatus: (await supplierEmail(tx, order))
            ? ('NOT_SENT' as const)
            : ('NO_ADDRESS' as const),
          emailError: null,
        }),
      },
    }[which];
    await tx
      .update(purchaseOrders)
      .set({ ...set, updatedAt: now })
      .where(eq(purchaseOrders.id, id));
  });
}

/** The order as the PDF prints it. */
export function pdfInputOf(order: PurchaseOrder, enseigneName: string): PurchaseOrderPdfInput {
  const seller = order.supplier ?? order.lab;
  return {
    reference: order.reference,
    enseigneName,
    restaurant: { name: order.restaurant.name, address: order.restaurant.address },
    supplier: seller
      ? { name: seller.name, email: seller.email, phone: seller.phone, address: seller.address }
      : { name: order.supplierName },
    toLaboratory: order.supplierKind === 'LABORATORY',
    createdAt: new Date(order.createdAt),
    expectedDate: order.expectedDate,
    notes: order.notes,
    lines: order.lines.map((line) => ({
      articleName: line.articleName,
      supplierRef: line.supplierRef,
      packagingName: line.packagingName,
      packagingQuantity: line.packagingQuantity,
      packagingUnit: line.packagingUnit,
      quantity: line.quantityOrdered,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      lineTotalHt: line.lineTotal,
      lineTotalTtc: line.lineTotalTTC,
    })),
    subtotalHt: order.subtotalHT,
    totalVat: order.totalVAT,
    totalTtc: order.totalTTC,
  };
}

const enseigneNameOf = async (conn: Db | Tx, enseigneId: number) =>
  (
    await conn.select({ name: enseignes.name }).from(enseignes).where(eq(enseignes.id, enseigneId))
  )[0]!.name;

/**
 * DRAFT → SENT_PENDING inside `tx`: the row locked and judged (403, 409), sent_at set, the PDF
 * rendered from the order as sent and stored with it. An order to a laboratory has no email (it
 * reads its internal sales), nor an external supplier without an address: NO_ADDRESS; the others
 * wait for emailOrder, after the commit, with NOT_SENT.
 */
export async function markSent(
  tx: Tx,
  deps: PurchasingDeps,
  user: AuthUser,
  id: number,
): Promise<void> {
  const row = await lockOrder(tx, id);
  assertTransition(user, row, 'SEND');
  const now = new Date();
  const email = await supplierEmail(tx, row);
  const [sent] = await tx
    .update(purchaseOrders)
    .set({
      status: 'SENT_PENDING',
      sentAt: now,
      updatedAt: now,
      emailStatus: email ? 'NOT_SENT' : 'NO_ADDRESS',
      emailError: null,
    })
    .where(eq(purchaseOrders.id, id))
    .returning();
  const [view] = await toPurchaseOrders(tx, user, deps.fileLinks, [sent!]);
  const pdf = await renderPurchaseOrderPdf(
    pdfInputOf(view!, await enseigneNameOf(tx, row.enseigneId)),
  );
  const file = await deps.files.put(row.enseigneId, pdf, 'application/pdf', { db: tx });
  await tx.update(purchaseOrders).set({ pdfFileId: file.id }).where(eq(purchaseOrders.id, id));
}

/** The external supplier's email address, if it has one (a laboratory's order has none). */
async function supplierEmail(
  conn: Db | Tx,
  order: Pick<PurchaseOrderRow, 'supplierKind' | 'supplierId'>,
): Promise<string | null> {
  if (order.supplierKind !== 'EXTERNAL' || order.supplierId === null) return null;
  const [row] = await conn
    .select({ email: suppliers.email })
    .from(suppliers)
    .where(eq(suppliers.id, order.supplierId));
  return row?.email?.trim() || null;
}

/**
 * Emails a sent order's PDF to its external supplier, or its cancellation once cancelled, and
 * records the outcome (SENT, LOGGED without SMTP, FAILED with the reason). Never throws for the
 * email itself: the order is sent (or cancelled) whatever the mail server says. `resendBy`: an
 * explicit resend (resend-email), which is refused (409) for a draft, a laboratory's order or a
 * supplier without an address, and judged like SEND for the caller's side (403).
 */
export async function emailOrder(
  deps: PurchasingDeps,
  id: number,
  resendBy?: AuthUser,
): Promise<void> {
  const [order] = await deps.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, id));
  if (!order) return;
  if (resendBy) {
    const actor = {
      role: resendBy.role,
      ...sidesOf(resendBy, order),
      supplierKind: order.supplierKind,
    };
    if (!mayPerformTransition('SEND', actor)) throw new HttpError(403, ERRORS.forbidden);
    if (order.sentAt === null || order.status === 'DRAFT') throw new HttpError(409, M.notSentYet);
    if (order.supplierKind === 'LABORATORY') throw new HttpError(409, M.labNoEmail);
  } else if (order.emailStatus !== 'NOT_SENT' || order.sentAt === null) {
    return;
  }
  const to = await supplierEmail(deps.db, order);
  if (!to) {
    if (resendBy) throw new HttpError(409, M.noEmail);
    return;
  }
  let outcome: { emailStatus: 'SENT' | 'LOGGED' | 'FAILED'; emailError: string | null };
  try {
    const [restaurant] = await deps.db
      .select({ name: restaurants.name })
      .from(restaurants)
      .where(eq(restaurants.id, order.restaurantId));
    const email = {
      to,
      enseigneName: await enseigneNameOf(deps.db, order.enseigneId),
      restaurantName: restaurant!.name,
      reference: order.reference,
    };
    let status: 'SENT' | 'LOGGED';
    if (order.status === 'CANCELLED') {
      status = await deps.mailer.sendPurchaseOrderCancellation({
        ...email,
        reason: order.statusReason ?? '',
      });
    } else {
      const pdf = order.pdfFileId === null ? null : (await deps.files.open(order.pdfFileId))?.bytes;
      if (!pdf) throw new Error('PDF du bon introuvable');
      status = await deps.mailer.sendPurchaseOrder({ ...email, pdf });
    }
    outcome = { emailStatus: status, emailError: null };
  } catch (error) {
    deps.logger.error(`[api] email du bon de commande ${order.reference} en échec`, error);
    outcome = { emailStatus: 'FAILED', emailError: emailErrorText(error) };
  }
  await deps.db
    .update(purchaseOrders)
    .set({ ...outcome, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, id));
}

/** What the order says of a failed email: the server's reason, one short line. */
function emailErrorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const line = text.replace(/\s+/g, ' ').trim().slice(0, 300);
  return `Échec de l'envoi de l'email${line ? ` : ${line}` : ''}`;
}
