// The demo chain's purchase orders (api/src/db/seed-purchasing.ts): every status for both kinds
// of seller, the domain's totals, references and expected dates, receptions with their stock
// movements and traceability records, the laboratory's expeditions, a stock book that still adds
// up, the open orders' PDFs, and a seed that is deterministic and idempotent.
import {
  deliveryDaysOf,
  orderLineBase,
  orderLineTotals,
  orderLineVat,
  orderTotals,
  PURCHASE_ORDER_REFERENCE_PATTERN,
  PURCHASE_ORDER_STATUSES,
  receptionStatus,
  referenceYear,
  temperatureAlert,
  tidy,
  weekdayOf,
  type DeliveryFlags,
} from '@bo/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_MESSAGES } from '../src/purchasing/purchase-order-receipts.contract.ts';
import type { Db } from '../src/db/index.ts';
import { DEMO_PURCHASING, LAB_PRODUCTION_NOTE } from '../src/db/seed-purchasing.ts';
import { DEMO_CHAIN, seedChain, type SeedChain } from '../src/db/seed.ts';
import {
  articleRestaurants,
  articles,
  productStocks,
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  receptionLines,
  receptions,
  restaurants,
  stockMovements,
  storedFiles,
  suppliers,
  traceabilityRecords,
} from '../src/db/schema.ts';
import { readPdf } from './pdf-text.ts';
import { countStatements, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let demo: number;

beforeAll(async () => {
  t = await setupApi();
  demo = await t.enseigneId(DEMO_CHAIN.name);
});
afterAll(() => t.close());

/** A chain's purchasing rows, in insertion order. */
async function purchasingOf(db: Db, enseigneId: number) {
  const [orderRows, restaurantRows, supplierRows, counterRows] = await Promise.all([
    db
      .select()
      .from(purchaseOrders)
      .where(eq(purchaseOrders.enseigneId, enseigneId))
      .orderBy(asc(purchaseOrders.id)),
    db
      .select()
      .from(restaurants)
      .where(eq(restaurants.enseigneId, enseigneId))
      .orderBy(asc(restaurants.id)),
    db.select().from(suppliers).where(eq(suppliers.enseigneId, enseigneId)),
    db.select().from(purchaseOrderCounters).where(eq(purchaseOrderCounters.enseigneId, enseigneId)),
  ]);
  const orderIds = orderRows.map((o) => o.id);
  const restaurantIds = restaurantRows.map((r) => r.id);
  const [lineRows, receptionRows, movementRows, stockRows, recordRows] = await Promise.all([
    db
      .select()
      .from(purchaseOrderLines)
      .where(inArray(purchaseOrderLines.purchaseOrderId, orderIds))
      .orderBy(asc(purchaseOrderLines.id)),
    db
      .select()
      .from(receptions)
      .where(inArray(receptions.purchaseOrderId, orderIds))
      .orderBy(asc(receptions.id)),
    db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.restaurantId, restaurantIds))
      .orderBy(asc(stockMovements.occurredAt), asc(stockMovements.id)),
    db.select().from(productStocks).where(inArray(productStocks.restaurantId, restaurantIds)),
    db
      .select()
      .from(traceabilityRecords)
      .where(inArray(traceabilityRecords.restaurantId, restaurantIds)),
  ]);
  const receptionLineRows = await db
    .select()
    .from(receptionLines)
    .where(
      inArray(
        receptionLines.receptionId,
        receptionRows.map((r) => r.id),
      ),
    )
    .orderBy(asc(receptionLines.id));
  const allowed = await db
    .select()
    .from(articleRestaurants)
    .innerJoin(articles, eq(articles.id, articleRestaurants.articleId))
    .where(eq(articles.enseigneId, enseigneId));
  return {
    orderRows,
    restaurantRows,
    supplierRows,
    counterRows,
    lineRows,
    receptionRows,
    receptionLineRows,
    movementRows,
    stockRows,
    recordRows,
    allowed,
  };
}

describe('the demo purchase orders', () => {
  it('are in every status, to suppliers and to the laboratory, over the last three weeks', async () => {
    const { orderRows, restaurantRows } = await purchasingOf(t.db, demo);
    const statuses = (kind: string) =>
      new Set(orderRows.filter((o) => o.supplierKind === kind).map((o) => o.status));
    expect([...statuses('EXTERNAL'), ...statuses('LABORATORY')]).toEqual(
      expect.arrayContaining([...PURCHASE_ORDER_STATUSES]),
    );
    for (const status of [
      'DRAFT',
      'SENT_PENDING',
      'ACKNOWLEDGED_SUPPLIER',
      'REFUSED_SUPPLIER',
      'CANCELLED',
      'RECEIVED',
      'PARTIALLY_RECEIVED',
    ] as const) {
      expect(statuses('EXTERNAL').has(status), status).toBe(true);
    }
    for (const status of [
      'SENT_PENDING',
      'ACKNOWLEDGED_SUPPLIER',
      'REFUSED_SUPPLIER',
      'EXPEDITED',
      'RECEIVED',
      'PARTIALLY_RECEIVED',
    ] as const) {
      expect(statuses('LABORATORY').has(status), status).toBe(true);
    }
    // A cancelled draft was never sent; a cancelled sent order was.
    const cancelled = orderRows.filter((o) => o.status === 'CANCELLED');
    expect(cancelled.some((o) => o.sentAt === null)).toBe(true);
    expect(cancelled.some((o) => o.sentAt !== null)).toBe(true);
    // Every demo restaurant issues orders, the laboratory too.
    for (const r of restaurantRows) {
      expect(
        orderRows.some((o) => o.restaurantId === r.id),
        r.name,
      ).toBe(true);
    }
    expect(orderRows.length).toBeGreaterThanOrEqual(DEMO_PURCHASING.orders.length + 10);
    const now = Date.now();
    for (const o of orderRows) {
      expect(now - o.createdAt.getTime()).toBeLessThan(22 * 86_400_000);
      const instants = [
        o.createdAt,
        o.sentAt,
        o.acknowledgedAt,
        o.refusedAt,
        o.cancelledAt,
        o.expeditedAt,
        o.firstReceivedAt,
        o.lastReceivedAt,
      ].filter((d): d is Date => d !== null);
      for (const d of instants) {
        expect(d.getTime()).toBeGreaterThanOrEqual(o.createdAt.getTime());
        expect(d.getTime()).toBeLessThan(now);
      }
      if (o.acknowledgedAt && o.sentAt) expect(o.acknowledgedAt > o.sentAt).toBe(true);
      if (o.expeditedAt && o.firstReceivedAt) {
        expect(o.firstReceivedAt > o.expeditedAt).toBe(true);
      }
      if (['REFUSED_SUPPLIER', 'CANCELLED'].includes(o.status)) {
        expect(o.statusReason, o.reference).toBeTruthy();
      }
      expect(o.emailStatus).toBe(
        o.sentAt === null ? 'NOT_SENT' : o.supplierKind === 'LABORATORY' ? 'NO_ADDRESS' : 'SENT',
      );
    }
  });

  it('have unique references in the order they were written, and the counter at the last', async () => {
    const { orderRows, counterRows } = await purchasingOf(t.db, demo);
    const references = orderRows.map((o) => o.reference);
    expect(new Set(references).size).toBe(references.length);
    const byCreation = [...orderRows].sort(
      (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || x.id - y.id,
    );
    const seen = new Map<number, number>();
    for (const o of byCreation) {
      const [, year, number] = PURCHASE_ORDER_REFERENCE_PATTERN.exec(o.reference)!;
      expect(Number(year)).toBe(referenceYear(o.createdAt));
      const n = (seen.get(Number(year)) ?? 0) + 1;
      expect(Number(number), o.reference).toBe(n);
      seen.set(Number(year), n);
    }
    expect(Object.fromEntries(counterRows.map((c) => [c.year, c.lastNumber]))).toEqual(
      Object.fromEntries(seen),
    );
  });

  it('price each line as the api does, and add up to the domain’s totals', async () => {
    const { orderRows, lineRows, allowed } = await purchasingOf(t.db, demo);
    const articleRows = await t.db.select().from(articles).where(eq(articles.enseigneId, demo));
    for (const o of orderRows) {
      const lines = lineRows.filter((l) => l.purchaseOrderId === o.id);
      expect(lines.length, o.reference).toBeGreaterThan(0);
      expect(lines.map((l) => l.position)).toEqual(lines.map((_, i) => i + 1));
      for (const l of lines) {
        const article = articleRows.find((a) => a.id === l.articleId)!;
        // The seller's article, allowed for the issuing restaurant, at today's price.
        expect(
          o.supplierKind === 'EXTERNAL'
            ? article.supplierId === o.supplierId
            : article.labId === o.labId,
        ).toBe(true);
        expect(
          allowed.some(
            (a) =>
              a.article_restaurants.articleId === article.id &&
              a.article_restaurants.restaurantId === o.restaurantId,
          ),
        ).toBe(true);
        expect(l.unitPrice).toBe(article.price);
        expect(l.temperatureCategory).toBe(article.temperatureCategory);
        expect({ vat: l.vat, vatRate: l.vatRate }).toEqual(orderLineVat(article.vat));
        const totals = orderLineTotals(l.quantityOrdered, l.unitPrice, l.vatRate);
        expect([l.lineTotal, l.lineTotalTtc]).toEqual([totals.lineTotal, totals.lineTotalTTC]);
        if (l.conversionToBase !== null) {
          expect(l.quantityOrderedBase).toBe(tidy(l.quantityOrdered * l.conversionToBase));
        }
      }
      const totals = orderTotals(
        lines.map((l) => ({ lineTotal: l.lineTotal, lineTotalTTC: l.lineTotalTtc })),
      );
      expect([o.subtotalHt, o.totalVat, o.totalTtc], o.reference).toEqual([
        totals.subtotalHT,
        totals.totalVAT,
        totals.totalTTC,
      ]);
    }
    // One conversion checked the long way: a line's packaging in its product's base unit.
    const line = lineRows.find((l) => l.packagingUnit === 'KG' && l.baseUnit === 'G')!;
    expect(
      orderLineBase(
        line.quantityOrdered,
        { quantity: line.packagingQuantity, unit: line.packagingUnit },
        { baseUnit: line.baseUnit, conversionRules: [] },
      ).quantityBase,
    ).toBe(line.quantityOrderedBase);
  });

  it('expect each delivery on a delivery day of its supplier or laboratory', async () => {
    const { orderRows, restaurantRows, supplierRows } = await purchasingOf(t.db, demo);
    for (const o of orderRows) {
      const flags =
        o.supplierKind === 'EXTERNAL'
          ? supplierRows.find((s) => s.id === o.supplierId)!
          : restaurantRows.find((r) => r.id === o.labId)!;
      const days = deliveryDaysOf(flags as DeliveryFlags);
      expect(days, o.reference).toContain(weekdayOf(o.expectedDate));
    }
  });

  it('receive with stock movements, traceability records and the temperature checks', async () => {
    const { orderRows, lineRows, receptionRows, receptionLineRows, movementRows, recordRows } =
      await purchasingOf(t.db, demo);
    const received = orderRows.filter((o) => ['RECEIVED', 'PARTIALLY_RECEIVED'].includes(o.status));
    expect(received.length).toBeGreaterThan(5);
    for (const o of orderRows) {
      const lines = lineRows.filter((l) => l.purchaseOrderId === o.id);
      const mine = receptionRows.filter((r) => r.purchaseOrderId === o.id);
      if (!['RECEIVED', 'PARTIALLY_RECEIVED'].includes(o.status)) {
        expect(mine, o.reference).toHaveLength(0);
        continue;
      }
      expect(mine.length).toBeGreaterThan(0);
      expect(o.firstReceivedAt).toEqual(mine[0]!.receivedAt);
      expect(o.lastReceivedAt).toEqual(mine.at(-1)!.receivedAt);
      expect(o.status).toBe(
        receptionStatus(
          lines.map((l) => ({
            quantityOrdered: l.quantityOrdered,
            quantityReceivedPackaging: l.quantityReceivedPackaging,
          })),
        ),
      );
      for (const l of lines) {
        const got = receptionLineRows.filter((r) => r.purchaseOrderLineId === l.id);
        expect(l.quantityReceivedPackaging).toBe(
          tidy(got.reduce((sum, r) => sum + r.quantityReceivedPackaging, 0)),
        );
        expect(l.quantityReceivedBase).toBe(
          tidy(got.reduce((sum, r) => sum + r.quantityReceivedBase, 0)),
        );
      }
      for (const r of receptionLineRows.filter((x) => mine.some((m) => m.id === x.receptionId))) {
        const line = lines.find((l) => l.id === r.purchaseOrderLineId)!;
        const reception = mine.find((m) => m.id === r.receptionId)!;
        const movement = movementRows.find((m) => m.id === r.stockMovementId)!;
        expect(movement, `${o.reference} ${line.productName}`).toBeDefined();
        expect([movement.type, movement.reason]).toEqual(['IN', 'PURCHASE']);
        expect(movement.restaurantId).toBe(o.restaurantId);
        expect(movement.productId).toBe(line.productId);
        expect(movement.occurredAt).toEqual(reception.receivedAt);
        expect(tidy(movement.stockAfter - movement.stockBefore)).toBe(r.quantityReceivedBase);
        expect(movement.note).toBe(RECEIPT_MESSAGES.receptionNote(o.reference));
        const record = recordRows.find((x) => x.id === r.traceabilityRecordId)!;
        expect(record).toMatchObject({
          restaurantId: o.restaurantId,
          productName: line.productName,
          lotNumber: r.lotNumber,
          supplierName: o.supplierName,
        });
        expect(record.notes).toContain(RECEIPT_MESSAGES.receptionNote(o.reference));
        expect(r.lotNumber).toMatch(/^L\d{4}-\d{4}$/);
        expect(r.temperatureAlert).toBe(
          temperatureAlert(line.temperatureCategory, r.deliveryTempC),
        );
        if (line.temperatureCategory !== 'DRY') {
          expect(r.deliveryTempC, line.productName).not.toBeNull();
          expect(r.useByDate).not.toBeNull();
        }
        if (r.temperatureAlert) expect(r.note).toBeTruthy();
      }
    }
    const fresh = receptionLineRows.filter((r) => r.deliveryTempC !== null);
    expect(fresh.some((r) => r.deliveryTempC === 3.2 && !r.temperatureAlert)).toBe(true);
    const warm = fresh.filter((r) => r.temperatureAlert);
    expect(warm).toHaveLength(1);
    expect(warm[0]).toMatchObject({
      deliveryTempC: 6,
      note: 'Livreur prévenu, produit refusé en partie',
    });
    const warmLine = lineRows.find((l) => l.id === warm[0]!.purchaseOrderLineId)!;
    expect(warmLine.temperatureCategory).toBe('FRESH');
    expect(warmLine.quantityReceivedPackaging).toBeLessThan(warmLine.quantityOrdered);
    expect(orderRows.find((o) => o.id === warmLine.purchaseOrderId)!.status).toBe(
      'PARTIALLY_RECEIVED',
    );
  });

  it('take what the laboratory expedited out of its stock, and leave it enough for what waits', async () => {
    const { orderRows, lineRows, movementRows, stockRows } = await purchasingOf(t.db, demo);
    const expedited = orderRows.filter((o) => o.expeditedAt !== null);
    expect(expedited.length).toBeGreaterThanOrEqual(3);
    for (const o of expedited) {
      expect(o.supplierKind).toBe('LABORATORY');
      const out = movementRows.filter(
        (m) => m.note === RECEIPT_MESSAGES.expeditionNote(o.reference),
      );
      for (const l of lineRows.filter((x) => x.purchaseOrderId === o.id)) {
        expect(l.quantityExpedited, l.productName).not.toBeNull();
        const m = out.find((x) => x.productId === l.productId)!;
        expect([m.type, m.reason, m.restaurantId]).toEqual(['OUT', 'SALE', o.labId]);
        expect(m.occurredAt).toEqual(o.expeditedAt);
        expect(tidy(m.stockBefore - m.stockAfter)).toBe(
          tidy(l.quantityExpedited! * l.conversionToBase!),
        );
      }
    }
    expect(movementRows.some((m) => m.note === LAB_PRODUCTION_NOTE)).toBe(true);
    for (const o of orderRows.filter(
      (x) =>
        x.supplierKind === 'LABORATORY' &&
        ['SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER'].includes(x.status),
    )) {
      for (const l of lineRows.filter((x) => x.purchaseOrderId === o.id)) {
        const stock = stockRows.find(
          (s) => s.productId === l.productId && s.restaurantId === o.labId,
        );
        expect(stock?.currentStock ?? 0, l.productName).toBeGreaterThanOrEqual(
          l.quantityOrderedBase!,
        );
      }
    }
  });

  it('keep the stock book adding up: each movement starts where the last ended', async () => {
    const { stockRows, movementRows } = await purchasingOf(t.db, demo);
    for (const stock of stockRows) {
      const history = movementRows.filter(
        (m) => m.productId === stock.productId && m.restaurantId === stock.restaurantId,
      );
      expect(history[0]!.stockBefore).toBe(0);
      history.forEach((m, i) => {
        if (i > 0) expect(m.stockBefore).toBe(history[i - 1]!.stockAfter);
      });
      expect(stock.currentStock).toBe(history.at(-1)!.stockAfter);
    }
    // No movement without its stock row.
    const pairs = new Set(stockRows.map((s) => `${s.productId}/${s.restaurantId}`));
    expect(movementRows.every((m) => pairs.has(`${m.productId}/${m.restaurantId}`))).toBe(true);
  });

  it('store the PDF the supplier got for each order still open', async () => {
    const { orderRows } = await purchasingOf(t.db, demo);
    const open = orderRows.filter((o) =>
      ['SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER', 'EXPEDITED', 'PARTIALLY_RECEIVED'].includes(
        o.status,
      ),
    );
    expect(open.every((o) => o.pdfFileId !== null)).toBe(true);
    expect(orderRows.filter((o) => o.sentAt === null).every((o) => o.pdfFileId === null)).toBe(
      true,
    );
    const one = open.find((o) => o.supplierKind === 'EXTERNAL')!;
    const [file] = await t.db.select().from(storedFiles).where(eq(storedFiles.id, one.pdfFileId!));
    expect(file).toMatchObject({ enseigneId: demo, storage: 'db', mimeType: 'application/pdf' });
    const { text } = readPdf(file!.content!);
    expect(text).toContain(one.reference);
    expect(text).toContain(one.supplierName);
  });
});

describe('seeding the purchase orders', () => {
  it('writes the same rows every time, and nothing on a second run', async () => {
    const now = new Date('2026-03-18T10:00:00Z');
    const copy = (name: string): SeedChain => ({
      ...DEMO_CHAIN,
      name,
      hygiene: undefined,
      users: DEMO_CHAIN.users.map((u) => ({ ...u, email: `${name}.${u.email}` })),
    });
    const [first, second] = [copy('achats-a'), copy('achats-b')];
    const seeded = await countStatements(t.db, () => seedChain(t.db, first, { now }));
    expect(seeded.result).toBe(true);
    expect(await seedChain(t.db, second, { now })).toBe(true);
    const before = await purchasingOf(t.db, await t.enseigneId(first.name));
    expect(await seedChain(t.db, first, { now })).toBe(false);
    const [a, b] = await Promise.all(
      [first, second].map(async (chain) => purchasingOf(t.db, await t.enseigneId(chain.name))),
    );
    expect(a!.orderRows).toHaveLength(before.orderRows.length);
    const comparable = (c: NonNullable<typeof a>) => ({
      orders: c.orderRows.map((o) => ({
        ...o,
        id: undefined,
        enseigneId: undefined,
        restaurantId: undefined,
        supplierId: undefined,
        labId: undefined,
        pdfFileId: o.pdfFileId !== null,
        createdById: undefined,
        expeditedById: undefined,
      })),
      lines: c.lineRows.map((l) => ({
        ...l,
        id: undefined,
        purchaseOrderId: undefined,
        articleId: undefined,
        productId: undefined,
      })),
      receptions: c.receptionLineRows.map((r) => ({
        ...r,
        id: undefined,
        receptionId: undefined,
        purchaseOrderLineId: undefined,
        traceabilityRecordId: undefined,
        stockMovementId: undefined,
      })),
      movements: c.movementRows.map(({ type, reason, quantity, stockAfter, occurredAt, note }) => ({
        type,
        reason,
        quantity,
        stockAfter,
        occurredAt,
        note,
      })),
    });
    expect(comparable(a!)).toEqual(comparable(b!));
    expect(a!.orderRows.every((o) => o.createdAt.getTime() < now.getTime())).toBe(true);
    expect(a!.movementRows.every((m) => m.occurredAt.getTime() < now.getTime())).toBe(true);
    expect(a!.orderRows[0]!.reference).toMatch(/^BC-2026-/);
    // The whole chain (catalogue, stock, purchasing; no hygiene) in batches: a few statements per
    // table and restaurant, never one per row (121 when written, for ~1,700 rows of orders, their
    // lines, receptions and stock movements alone).
    expect(seeded.statements).toBeLessThan(250);
  });
});
