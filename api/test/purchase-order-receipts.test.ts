import { and, count, desc, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES, PURCHASING_MESSAGES as P } from '@bo/domain';
import { RECEIPT_MESSAGES as M } from '../src/purchasing/purchase-order-receipts.contract.ts';
import { PURCHASE_ORDER_MESSAGES } from '../src/purchasing/purchase-orders.contract.ts';
import {
  articlePriceChanges,
  articles,
  productStocks,
  purchaseOrderLines,
  purchaseOrders,
  receptionLines,
  receptions,
  stockMovements,
  traceabilityRecords,
} from '../src/db/schema.ts';
import { readPdf } from './pdf-text.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

interface Line {
  id: number;
  articleId: number | null;
  productId: number | null;
  quantityOrdered: number;
  conversionToBase: number | null;
  unitPrice: number;
  temperatureCategory: string;
  quantityExpedited: number | null;
  quantityReceivedPackaging: number;
  quantityReceivedBase: number;
  deliveryTempC: number | null;
  receivingLineNote: string | null;
}
interface Order {
  id: number;
  reference: string;
  status: string;
  allowedTransitions: string[];
  shippingNote: string | null;
  receivingNote: string | null;
  expeditedAt: string | null;
  expeditedBy: { firstName: string } | null;
  firstReceivedAt: string | null;
  lastReceivedAt: string | null;
  lines: Line[];
  receptions: {
    receivedBy: { firstName: string } | null;
    note: string | null;
    lines: {
      purchaseOrderLineId: number;
      quantityReceivedPackaging: number;
      quantityReceivedBase: number;
      unitPrice: number;
      deliveryTempC: number | null;
      temperatureAlert: boolean;
      lotNumber: string | null;
      useByDate: string | null;
      traceabilityRecordId: number | null;
      stockMovementId: number | null;
    }[];
  }[];
}

let t: TestContext;
let admin: string;
let manager: string;
let employee: string;
let other: string;
/** A MANAGER of the laboratory only, an EMPLOYEE of Les Halles only (invited for this file). */
let labManager: string;
let hallesEmployee: string;
let r: { bistrot: number; halles: number; comptoir: number; autrui: number };
let lab: number;
let supplier: number;
/** Products in grams (flour, frozen peas, the laboratory's stock) and in millilitres (cream). */
let farine: number;
let creme: number;
let petitsPois: number;
let fond: number;
let glace: number;
/** Articles: flour 12,50 € a 5 KG sack (DRY); cream 3,20 € a 1 L brick (FRESH); peas 4 € a 2,5 KG bag (FROZEN). */
let farineSac: number;
let cremeBrique: number;
let poisSachet: number;
/** The laboratory's: its brown stock 8 € a 1 KG tub, its ice cream 5 € a 2 KG tub (FROZEN). */
let fondBac: number;
let glaceBac: number;

const EXPECTED = '2026-12-01';

async function created<T>(res: { status: number; text: string; body: unknown }, key: string) {
  expect(res.status, res.text).toBe(201);
  return (res.body as Record<string, T>)[key]!;
}

async function product(name: string, baseUnit: 'G' | 'ML' = 'G', token = admin) {
  const res = await t.post(
    '/api/products',
    {
      name,
      category: 'VEGETABLE',
      baseUnit,
      storagePackagingName: 'Sac',
      storagePackagingQuantity: 5,
      storagePackagingUnit: baseUnit === 'G' ? 'KG' : 'L',
    },
    token,
  );
  return (await created<{ id: number }>(res, 'product')).id;
}

async function article(fields: Record<string, unknown>, token = admin) {
  const res = await t.post(
    '/api/articles',
    { vat: 'VAT_5_5', restaurantIds: [r.bistrot, r.halles, r.comptoir], ...fields },
    token,
  );
  return (await created<{ id: number }>(res, 'article')).id;
}

/** An order sent (SENT_PENDING) by `restaurantId` to the supplier, or to the laboratory. */
async function sent(
  lines: [number, number][],
  { restaurantId = r.bistrot, toLab = false } = {},
): Promise<Order> {
  const body = {
    restaurantId,
    ...(toLab ? { labId: lab } : { supplierId: supplier }),
    expectedDate: EXPECTED,
    lines: lines.map(([articleId, quantityOrdered]) => ({ articleId, quantityOrdered })),
  };
  return created<Order>(await t.post('/api/purchase-orders/send', body, admin), 'purchaseOrder');
}

const labOrder = (lines: [number, number][] = [[fondBac, 4]], restaurantId = r.bistrot) =>
  sent(lines, { restaurantId, toLab: true });

const getOrder = async (id: number, token = admin) => {
  const res = await t.get(`/api/purchase-orders/${id}`, token);
  expect(res.status, res.text).toBe(200);
  return (res.body as { purchaseOrder: Order }).purchaseOrder;
};

const expedite = (id: number, body: unknown, token = admin) =>
  t.post(`/api/purchase-orders/${id}/expedite`, body, token);
const receive = (id: number, body: unknown, token = admin) =>
  t.post(`/api/purchase-orders/${id}/receive`, body, token);

/** Every line of the order at `quantity` (or each its own). */
const allLines = (order: Order, quantity: number | ((line: Line) => number)) =>
  order.lines.map((line) => ({
    lineId: line.id,
    quantityExpedited: typeof quantity === 'number' ? quantity : quantity(line),
  }));

const orderOf = (res: { status: number; text: string; body: unknown }) => {
  expect(res.status, res.text).toBe(200);
  return (res.body as { purchaseOrder: Order }).purchaseOrder;
};

const stockOf = async (productId: number, restaurantId: number) =>
  (
    await t.db
      .select({ n: productStocks.currentStock })
      .from(productStocks)
      .where(
        and(eq(productStocks.productId, productId), eq(productStocks.restaurantId, restaurantId)),
      )
  )[0]?.n ?? 0;

async function stockIn(productId: number, restaurantId: number, quantity: number) {
  const res = await t.post(
    '/api/stock-movements',
    { restaurantId, productId, type: 'IN', reason: 'MANUAL', quantity },
    admin,
  );
  expect(res.status, res.text).toBe(201);
}

/** Everything a refused request must leave as it was. */
async function state() {
  const n = async (
    table:
      | typeof stockMovements
      | typeof traceabilityRecords
      | typeof receptions
      | typeof receptionLines
      | typeof articlePriceChanges,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    orders: JSON.stringify(await t.db.select().from(purchaseOrders).orderBy(purchaseOrders.id)),
    lines: JSON.stringify(
      await t.db.select().from(purchaseOrderLines).orderBy(purchaseOrderLines.id),
    ),
    stocks: JSON.stringify(await t.db.select().from(productStocks).orderBy(productStocks.id)),
    articles: JSON.stringify(await t.db.select().from(articles).orderBy(articles.id)),
    movements: await n(stockMovements),
    records: await n(traceabilityRecords),
    receptions: await n(receptions),
    receptionLines: await n(receptionLines),
    prices: await n(articlePriceChanges),
  };
}

/** `res` is refused with `status` and `error`, and nothing changed. */
async function refused(
  send: () => Promise<{ status: number; text: string; body: unknown }>,
  status: number,
  error?: string,
) {
  const before = await state();
  const res = await send();
  expect(res.status, res.text).toBe(status);
  if (error !== undefined) expect((res.body as { error: string }).error).toBe(error);
  expect(await state()).toEqual(before);
  return res.body as { error: string; fieldErrors?: Record<string, string> };
}

async function login(email: string, password: string) {
  const res = await t.post('/api/auth/login', { email, password });
  expect(res.status, res.text).toBe(200);
  return (res.body as { token: string }).token;
}

const movementsNoted = (note: string) =>
  t.db
    .select()
    .from(stockMovements)
    .where(eq(stockMovements.note, note))
    .orderBy(stockMovements.id);

beforeAll(async () => {
  t = await setupApi();
  admin = await t.token(ADMIN);
  manager = await t.token(MANAGER);
  employee = await t.token(EMPLOYEE);
  other = await t.token(OTHER_ADMIN);
  r = await t.demoRestaurants();
  lab = await t.restaurantId('Laboratoire Central');

  const invite = async (email: string, restaurantId: number, role: string, firstName: string) => {
    const invited = await t.post(
      '/api/invitations',
      { email, role, restaurantIds: [restaurantId] },
      admin,
    );
    const acceptUrl = (await created<{ acceptUrl: string }>(invited, 'invitation')).acceptUrl;
    const accepted = await t.post(
      `/api/invitations/accept/${new URL(acceptUrl).searchParams.get('token')}`,
      { firstName, lastName: 'Invité', password: 'invite12345' },
    );
    expect(accepted.status, accepted.text).toBeLessThan(300);
    return login(email, 'invite12345');
  };
  labManager = await invite('labo.receptions@exemple.fr', lab, 'MANAGER', 'Hugo');
  hallesEmployee = await invite('halles.receptions@exemple.fr', r.halles, 'EMPLOYEE', 'Zoé');

  supplier = (
    await created<{ id: number }>(
      await t.post('/api/suppliers', { name: 'Qqy Grossiste Réception' }, admin),
      'data',
    )
  ).id;
  const delivers = await t.post(
    `/api/suppliers/${supplier}/restaurants`,
    { restaurantIds: [r.bistrot, r.halles, r.comptoir] },
    admin,
  );
  expect(delivers.status, delivers.text).toBe(200);
  farine = await product('Qqy farine de réception');
  creme = await product('Qqy crème de réception', 'ML');
  petitsPois = await product('Qqy petits pois surgelés');
  fond = await product('Qqy fond brun du labo');
  glace = await product('Qqy glace du labo');
  farineSac = await article({
    name: 'Qqy farine T55',
    price: 12.5,
    productId: farine,
    supplierId: supplier,
    packagings: [{ name: 'Sac', sourceQuantity: 5, sourceUnit: 'KG' }],
  });
  cremeBrique = await article({
    name: 'Qqy crème 35 %',
    price: 3.2,
    temperatureCategory: 'FRESH',
    productId: creme,
    supplierId: supplier,
    packagings: [{ name: 'Brique', sourceQuantity: 1, sourceUnit: 'L' }],
  });
  poisSachet = await article({
    name: 'Qqy petits pois',
    price: 4,
    temperatureCategory: 'FROZEN',
    productId: petitsPois,
    supplierId: supplier,
    packagings: [{ name: 'Sachet', sourceQuantity: 2.5, sourceUnit: 'KG' }],
  });
  fondBac = await article({
    name: 'Qqy fond brun',
    price: 8,
    productId: fond,
    labId: lab,
    packagings: [{ name: 'Bac', sourceQuantity: 1, sourceUnit: 'KG' }],
  });
  glaceBac = await article({
    name: 'Qqy glace vanille',
    price: 5,
    temperatureCategory: 'FROZEN',
    productId: glace,
    labId: lab,
    packagings: [{ name: 'Bac', sourceQuantity: 2, sourceUnit: 'KG' }],
  });
  // The laboratory's stock: 100 kg of brown stock, 10 kg of ice cream.
  await stockIn(fond, lab, 100_000);
  await stockIn(glace, lab, 10_000);
});
afterAll(() => t?.close());

describe('POST /api/purchase-orders/{id}/expedite', () => {
  it("records each line's quantity, EXPEDITED, and takes the laboratory's stock down in base units", async () => {
    const order = await labOrder([
      [fondBac, 4],
      [glaceBac, 2],
    ]);
    const [fondLine, glaceLine] = order.lines;
    const fondBefore = await stockOf(fond, lab);
    const glaceBefore = await stockOf(glace, lab);
    const expedited = orderOf(
      await expedite(
        order.id,
        {
          shippingNote: 'Départ camion 6 h',
          lines: [
            { lineId: fondLine!.id, quantityExpedited: 3.5 },
            { lineId: glaceLine!.id, quantityExpedited: 0 },
          ],
        },
        labManager,
      ),
    );
    expect(expedited).toMatchObject({
      status: 'EXPEDITED',
      shippingNote: 'Départ camion 6 h',
      expeditedBy: { firstName: 'Hugo' },
    });
    expect(expedited.expeditedAt).not.toBeNull();
    expect(expedited.lines.map((l) => l.quantityExpedited)).toEqual([3.5, 0]);
    // 3,5 tubs of 1 kg leave; nothing of the ice cream, so no movement for it.
    expect(await stockOf(fond, lab)).toBe(fondBefore - 3500);
    expect(await stockOf(glace, lab)).toBe(glaceBefore);
    const moves = await movementsNoted(M.expeditionNote(order.reference));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      productId: fond,
      restaurantId: lab,
      type: 'OUT',
      reason: 'SALE',
      quantity: 3500,
      unit: 'G',
      stockBefore: fondBefore,
      stockAfter: fondBefore - 3500,
    });
    // The laboratory has nothing left to do with it; the issuing restaurant receives it.
    expect(expedited.allowedTransitions).toEqual([]);
    expect((await getOrder(order.id, manager)).allowedTransitions).toEqual(['RECEIVE']);
  });

  it('adds a second expedition to the first (a partially received order completed)', async () => {
    const order = await labOrder([[fondBac, 4]]);
    const lineId = order.lines[0]!.id;
    orderOf(await expedite(order.id, { lines: [{ lineId, quantityExpedited: 2 }] }));
    orderOf(await receive(order.id, { lines: [{ lineId, quantityReceived: 2 }] }));
    const before = await stockOf(fond, lab);
    const again = orderOf(await expedite(order.id, { lines: [{ lineId, quantityExpedited: 2 }] }));
    expect(again.status).toBe('EXPEDITED');
    expect(again.lines[0]!.quantityExpedited).toBe(4);
    expect(await stockOf(fond, lab)).toBe(before - 2000);
    expect(await movementsNoted(M.expeditionNote(order.reference))).toHaveLength(2);
  });

  it('is refused on an external supplier’s order (409, the specification’s words)', async () => {
    const order = await sent([[farineSac, 1]]);
    await refused(() => expedite(order.id, { lines: allLines(order, 1) }), 409, M.notLabOrder);
  });

  it('is refused with 409 outside SENT_PENDING, ACKNOWLEDGED_SUPPLIER and PARTIALLY_RECEIVED', async () => {
    const draft = await created<Order>(
      await t.post(
        '/api/purchase-orders',
        {
          restaurantId: r.bistrot,
          labId: lab,
          expectedDate: EXPECTED,
          lines: [{ articleId: fondBac, quantityOrdered: 1 }],
        },
        admin,
      ),
      'purchaseOrder',
    );
    const cancelled = await labOrder();
    expect(
      (await t.post(`/api/purchase-orders/${cancelled.id}/cancel`, { reason: 'Erreur' }, admin))
        .status,
    ).toBe(200);
    const refusedOrder = await labOrder();
    expect(
      (await t.post(`/api/purchase-orders/${refusedOrder.id}/refuse`, {}, labManager)).status,
    ).toBe(200);
    const expedited = await labOrder();
    orderOf(await expedite(expedited.id, { lines: allLines(expedited, 1) }));
    const received = await labOrder();
    orderOf(await expedite(received.id, { lines: allLines(received, 4) }));
    orderOf(
      await receive(received.id, {
        lines: [{ lineId: received.lines[0]!.id, quantityReceived: 4 }],
      }),
    );
    for (const order of [draft, cancelled, refusedOrder, expedited, received]) {
      await refused(
        () => expedite(order.id, { lines: allLines(order, 1) }),
        409,
        P.expediteStatusOnly,
      );
    }
  });

  it('is allowed from ACKNOWLEDGED_SUPPLIER', async () => {
    const order = await labOrder();
    orderOf(await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, labManager));
    expect(
      orderOf(await expedite(order.id, { lines: allLines(order, 4) }, labManager)).status,
    ).toBe('EXPEDITED');
  });

  it('belongs to the laboratory side: the issuing MANAGER and an EMPLOYEE are refused (403)', async () => {
    const order = await labOrder();
    const body = { lines: allLines(order, 1) };
    await refused(() => expedite(order.id, body, manager), 403, FORBIDDEN.error);
    await refused(() => expedite(order.id, body, employee), 403, FORBIDDEN.error);
  });

  it('tells its role to an EMPLOYEE before any state: 403 on an external or a received order, before its body', async () => {
    const external = await sent([[farineSac, 1]]);
    const received = await labOrder();
    orderOf(await expedite(received.id, { lines: allLines(received, 4) }));
    orderOf(
      await receive(received.id, {
        lines: [{ lineId: received.lines[0]!.id, quantityReceived: 4 }],
      }),
    );
    for (const order of [external, received]) {
      await refused(() => expedite(order.id, { lines: 'non' }, employee), 403, FORBIDDEN.error);
    }
  });

  it('answers 404 to another chain, to a MANAGER who sees neither side, and to an unknown id', async () => {
    const order = await labOrder([[fondBac, 1]], r.comptoir);
    const body = { lines: allLines(order, 1) };
    const notFound = PURCHASE_ORDER_MESSAGES.orderNotFound;
    await refused(() => expedite(order.id, body, other), 404, notFound);
    // The demo MANAGER runs the Bistrot and Les Halles: an order of the Comptoir is not his.
    await refused(() => expedite(order.id, body, manager), 404, notFound);
    await refused(() => expedite(999_999, body), 404, notFound);
    await refused(() => expedite(0, body), 404, notFound);
  });

  it('needs a quantity for every line of the order, each once (400, the specification’s words)', async () => {
    const order = await labOrder([
      [fondBac, 4],
      [glaceBac, 1],
    ]);
    const [a, b] = order.lines;
    const bodyOf = (lines: unknown) => ({ lines });
    const error = async (lines: unknown) =>
      (await refused(() => expedite(order.id, bodyOf(lines)), 400)).fieldErrors;
    expect(await error([])).toEqual({ lines: P.noLineToExpedite });
    expect(await error([{ lineId: a!.id, quantityExpedited: 1 }])).toEqual({
      lines: P.expeditionQuantitiesRequired,
    });
    expect(await error([{ lineId: a!.id }, { lineId: b!.id, quantityExpedited: 1 }])).toEqual({
      'lines.0.quantityExpedited': P.expeditionQuantitiesRequired,
    });
    expect(
      await error([
        { lineId: a!.id, quantityExpedited: 1 },
        { lineId: a!.id, quantityExpedited: 1 },
        { lineId: b!.id, quantityExpedited: 1 },
      ]),
    ).toEqual({ lines: P.lineTwice });
    const stranger = (await labOrder()).lines[0]!.id;
    expect(
      await error([
        { lineId: a!.id, quantityExpedited: 1 },
        { lineId: stranger, quantityExpedited: 1 },
      ]),
    ).toEqual({ lines: P.lineNotInOrder });
    expect(
      await error([
        { lineId: a!.id, quantityExpedited: -1 },
        { lineId: b!.id, quantityExpedited: 1 },
      ]),
    ).toEqual({ 'lines.0.quantityExpedited': P.quantityNegative });
    expect(
      await error([
        { lineId: a!.id, quantityExpedited: 1.005 },
        { lineId: b!.id, quantityExpedited: 1 },
      ]),
    ).toEqual({ 'lines.0.quantityExpedited': P.quantityStep });
  });

  it('records the caller: another user named as expeditedByUserId is refused', async () => {
    const order = await labOrder();
    const body = await refused(
      () => expedite(order.id, { expeditedByUserId: 1_000_000, lines: allLines(order, 1) }),
      400,
    );
    expect(body.fieldErrors).toEqual({ expeditedByUserId: M.expeditedByNotCaller });
  });

  it('refuses more than the laboratory holds, naming the product, and writes nothing of the other lines', async () => {
    const order = await labOrder([
      [fondBac, 1],
      [glaceBac, 10],
    ]);
    const held = await stockOf(glace, lab);
    // 1 tub of brown stock would leave, but 10 tubs of 2 kg of ice cream are more than there is.
    const body = await refused(
      () => expedite(order.id, { lines: allLines(order, (l) => l.quantityOrdered) }),
      409,
    );
    expect(body.error).toMatch(/^Qqy glace du labo : Stock insuffisant : /);
    expect(held).toBeLessThan(20_000);
  });

  it('refuses hostile input in French, writing nothing', async () => {
    const order = await labOrder();
    const line = order.lines[0]!.id;
    for (const body of [
      { lines: [{ lineId: line, quantityExpedited: 'beaucoup' }] },
      { lines: [{ lineId: line, quantityExpedited: 1e12 }] },
      { lines: [{ lineId: 'x', quantityExpedited: 1 }] },
      { lines: 'toutes' },
      { lines: Array.from({ length: 10_000 }, () => ({ lineId: line, quantityExpedited: 1 })) },
      { lines: [{ lineId: line, quantityExpedited: 1 }], shippingNote: 'x'.repeat(100_000) },
      { lines: [{ lineId: line, quantityExpedited: 1 }], shippingNote: 'a\u0000b' },
    ]) {
      const res = await refused(() => expedite(order.id, body), 400);
      expect(res.error).toMatch(/^(Données|Corps de requête|Requête) invalides? : /);
    }
  });
});

describe('POST /api/purchase-orders/{id}/receive', () => {
  it('adds partial receptions up to RECEIVED, with stock IN, traceability and the line’s quantities', async () => {
    const order = await sent([
      [farineSac, 4],
      [cremeBrique, 6],
    ]);
    const [farineLine, cremeLine] = order.lines;
    const farineBefore = await stockOf(farine, r.bistrot);
    const cremeBefore = await stockOf(creme, r.bistrot);
    const first = orderOf(
      await receive(
        order.id,
        {
          receivedAt: '2025-11-20T07:30:00Z',
          note: 'Livreur en avance',
          lines: [
            {
              lineId: farineLine!.id,
              quantityReceived: 3,
              lotNumber: 'L-2611',
              useByDate: '2027-03-01',
            },
            { lineId: cremeLine!.id, quantityReceived: 6, deliveryTempC: 3.5 },
          ],
        },
        employee,
      ),
    );
    expect(first).toMatchObject({
      status: 'PARTIALLY_RECEIVED',
      receivingNote: 'Livreur en avance',
      firstReceivedAt: '2025-11-20T07:30:00.000Z',
      lastReceivedAt: '2025-11-20T07:30:00.000Z',
    });
    expect(first.lines[0]).toMatchObject({
      quantityReceivedPackaging: 3,
      quantityReceivedBase: 15_000,
    });
    expect(first.lines[1]).toMatchObject({
      quantityReceivedPackaging: 6,
      quantityReceivedBase: 6000,
      deliveryTempC: 3.5,
    });
    expect(await stockOf(farine, r.bistrot)).toBe(farineBefore + 15_000);
    expect(await stockOf(creme, r.bistrot)).toBe(cremeBefore + 6000);
    const moves = await movementsNoted(M.receptionNote(order.reference));
    expect(moves.map((m) => [m.productId, m.type, m.reason, m.quantity, m.unit])).toEqual([
      [farine, 'IN', 'PURCHASE', 15_000, 'G'],
      [creme, 'IN', 'PURCHASE', 6000, 'ML'],
    ]);
    expect(moves[0]!.occurredAt.toISOString()).toBe('2025-11-20T07:30:00.000Z');
    const [reception] = first.receptions;
    expect(reception).toMatchObject({
      receivedBy: { firstName: 'Emma' },
      note: 'Livreur en avance',
    });
    expect(reception!.lines[0]).toMatchObject({
      lotNumber: 'L-2611',
      useByDate: '2027-03-01',
      unitPrice: 12.5,
      temperatureAlert: false,
    });
    const records = await t.db
      .select()
      .from(traceabilityRecords)
      .where(eq(traceabilityRecords.restaurantId, r.bistrot))
      .orderBy(desc(traceabilityRecords.id))
      .limit(2);
    expect(
      records.map((rec) => [rec.id, rec.productName, rec.lotNumber, rec.supplierName]),
    ).toEqual([
      [
        reception!.lines[1]!.traceabilityRecordId,
        'Qqy crème de réception',
        M.noLotNumber,
        'Qqy Grossiste Réception',
      ],
      [
        reception!.lines[0]!.traceabilityRecordId,
        'Qqy farine de réception',
        'L-2611',
        'Qqy Grossiste Réception',
      ],
    ]);
    expect(records[1]!.notes).toBe(`${M.receptionNote(order.reference)} — DLC 01/03/2027`);
    expect(records[1]!.recordedById).not.toBeNull();
    // The traceability log shows it, signed by the user who received it (no employee is named):
    // an inspector reads who took the goods in.
    const log = await t.get(`/api/traceability/${r.bistrot}?lotNumber=L-2611`, admin);
    expect(log.status, log.text).toBe(200);
    expect((log.body as { data: unknown[] }).data[0]).toMatchObject({
      productName: 'Qqy farine de réception',
      employee: null,
      recordedBy: { firstName: 'Emma', lastName: 'Petit' },
    });
    const pdf = await request(t.app)
      .get('/api/hygiene/export')
      .query({ restaurantId: r.bistrot, from: '2025-11-20', to: '2025-11-20' })
      .set('Authorization', `Bearer ${admin}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    const text = readPdf(pdf.body as Buffer).text.replace(/\s+/g, ' ');
    expect(text).toMatch(/Qqy farine de réception L-2611 Qqy Grossiste Réception .*Emma Petit/);

    // The last sack arrives the next day: the order is complete.
    const second = orderOf(
      await receive(order.id, {
        receivedAt: '2025-11-21T08:00:00Z',
        lines: [
          { lineId: farineLine!.id, quantityReceived: 1, lotNumber: 'L-2612' },
          { lineId: cremeLine!.id, quantityReceived: 0 },
        ],
      }),
    );
    expect(second).toMatchObject({
      status: 'RECEIVED',
      receivingNote: 'Livreur en avance',
      firstReceivedAt: '2025-11-20T07:30:00.000Z',
      lastReceivedAt: '2025-11-21T08:00:00.000Z',
    });
    expect(second.lines[0]).toMatchObject({
      quantityReceivedPackaging: 4,
      quantityReceivedBase: 20_000,
    });
    // A line of 0 received nothing this time: no reception line, no record, its temperature kept.
    expect(second.receptions).toHaveLength(2);
    expect(second.receptions[1]!.lines).toHaveLength(1);
    expect(second.lines[1]!.deliveryTempC).toBe(3.5);
    expect(await stockOf(farine, r.bistrot)).toBe(farineBefore + 20_000);
    expect(second.allowedTransitions).toEqual([]);
  });

  it('records a delivery price that differs as the article’s new price, with its history', async () => {
    const order = await sent([[farineSac, 2]]);
    const history = () =>
      t.db
        .select()
        .from(articlePriceChanges)
        .where(eq(articlePriceChanges.articleId, farineSac))
        .orderBy(articlePriceChanges.id);
    const before = (await history()).length;
    const received = orderOf(
      await receive(
        order.id,
        { lines: [{ lineId: order.lines[0]!.id, quantityReceived: 1, unitPrice: 13.1 }] },
        manager,
      ),
    );
    expect(received.receptions[0]!.lines[0]!.unitPrice).toBe(13.1);
    // The order keeps the price it was sent at; the article costs the new one.
    expect(received.lines[0]!.unitPrice).toBe(12.5);
    const changes = await history();
    expect(changes).toHaveLength(before + 1);
    expect(changes.at(-1)).toMatchObject({ priceBefore: 12.5, priceAfter: 13.1 });
    const res = await t.get(`/api/articles/${farineSac}`, admin);
    expect((res.body as { article: { price: number } }).article.price).toBe(13.1);
    // The same price again on the rest of the delivery: no new history row.
    orderOf(
      await receive(order.id, {
        lines: [{ lineId: order.lines[0]!.id, quantityReceived: 1, unitPrice: 13.1 }],
      }),
    );
    expect(await history()).toHaveLength(before + 1);
  });

  it('needs the temperature of a fresh or frozen line, and a note when it is out of bounds', async () => {
    const order = await sent([
      [cremeBrique, 2],
      [poisSachet, 2],
    ]);
    const [cremeLine, poisLine] = order.lines;
    const error = async (lines: unknown[]) =>
      (await refused(() => receive(order.id, { lines }), 400)).fieldErrors;
    expect(
      await error([
        { lineId: cremeLine!.id, quantityReceived: 2 },
        { lineId: poisLine!.id, quantityReceived: 2, deliveryTempC: -20 },
      ]),
    ).toEqual({ 'lines.0.deliveryTempC': P.temperatureRequired });
    expect(
      await error([
        { lineId: cremeLine!.id, quantityReceived: 2, deliveryTempC: 6 },
        { lineId: poisLine!.id, quantityReceived: 2, deliveryTempC: -12 },
      ]),
    ).toEqual({
      'lines.0.note': P.temperatureAlertNoteRequired,
      'lines.1.note': P.temperatureAlertNoteRequired,
    });
    const received = orderOf(
      await receive(order.id, {
        lines: [
          {
            lineId: cremeLine!.id,
            quantityReceived: 2,
            deliveryTempC: 6,
            note: 'Refusée en partie',
          },
          { lineId: poisLine!.id, quantityReceived: 2, deliveryTempC: -18 },
        ],
      }),
    );
    expect(received.receptions[0]!.lines.map((l) => [l.deliveryTempC, l.temperatureAlert])).toEqual(
      [
        [6, true],
        [-18, false],
      ],
    );
    expect(received.lines[0]!.receivingLineNote).toBe('Refusée en partie');
  });

  it('is atomic: a bad line among good ones writes no movement, no record, no price', async () => {
    const order = await sent([
      [farineSac, 2],
      [cremeBrique, 2],
    ]);
    const [farineLine, cremeLine] = order.lines;
    await refused(
      () =>
        receive(order.id, {
          lines: [
            { lineId: farineLine!.id, quantityReceived: 2, unitPrice: 20, lotNumber: 'L-1' },
            // Fresh, arrived, no temperature.
            { lineId: cremeLine!.id, quantityReceived: 2 },
          ],
        }),
      400,
    );
  });

  it('receives a line without conversion in packagings only: no stock movement, a traceability record', async () => {
    const order = await sent([[farineSac, 2]]);
    const line = order.lines[0]!;
    await t.db
      .update(purchaseOrderLines)
      .set({ conversionToBase: null, quantityOrderedBase: null })
      .where(eq(purchaseOrderLines.id, line.id));
    const records = async () => (await t.db.select({ n: count() }).from(traceabilityRecords))[0]!.n;
    const recordsBefore = await records();
    const received = orderOf(
      await receive(order.id, { lines: [{ lineId: line.id, quantityReceived: 2 }] }),
    );
    expect(received.status).toBe('RECEIVED');
    expect(received.lines[0]).toMatchObject({
      quantityReceivedPackaging: 2,
      quantityReceivedBase: 0,
    });
    expect(received.receptions[0]!.lines[0]!.stockMovementId).toBeNull();
    expect(await movementsNoted(M.receptionNote(order.reference))).toHaveLength(0);
    expect(await records()).toBe(recordsBefore + 1);
  });

  it('receives a laboratory order only once expedited: the laboratory’s stock goes down, then the restaurant’s up', async () => {
    const order = await labOrder([[fondBac, 3]], r.halles);
    const body = { lines: [{ lineId: order.lines[0]!.id, quantityReceived: 3 }] };
    // Sent, then accepted by the laboratory: not yet on its way.
    await refused(() => receive(order.id, body, manager), 409, P.receiveAfterExpedition);
    expect(P.receiveAfterExpedition).toBe(
      "Le laboratoire n'a pas encore expédié cette commande : elle se réceptionne après son contrôle à expédition",
    );
    orderOf(await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, labManager));
    await refused(() => receive(order.id, body, manager), 409, P.receiveAfterExpedition);
    expect((await getOrder(order.id, manager)).allowedTransitions).not.toContain('RECEIVE');

    const labBefore = await stockOf(fond, lab);
    const hallesBefore = await stockOf(fond, r.halles);
    orderOf(await expedite(order.id, { lines: allLines(order, 3) }, labManager));
    expect(await stockOf(fond, lab)).toBe(labBefore - 3000);
    expect(await stockOf(fond, r.halles)).toBe(hallesBefore);
    expect((await getOrder(order.id, manager)).allowedTransitions).toContain('RECEIVE');
    expect(orderOf(await receive(order.id, body, manager)).status).toBe('RECEIVED');
    expect(await stockOf(fond, lab)).toBe(labBefore - 3000);
    expect(await stockOf(fond, r.halles)).toBe(hallesBefore + 3000);
  });

  it('receives an expedited laboratory order', async () => {
    const order = await labOrder([[fondBac, 2]], r.halles);
    orderOf(await expedite(order.id, { lines: allLines(order, 2) }, labManager));
    const before = await stockOf(fond, r.halles);
    const received = orderOf(
      await receive(
        order.id,
        { lines: [{ lineId: order.lines[0]!.id, quantityReceived: 2 }] },
        manager,
      ),
    );
    expect(received.status).toBe('RECEIVED');
    expect(await stockOf(fond, r.halles)).toBe(before + 2000);
  });

  it('is refused with 409 outside SENT_PENDING, ACKNOWLEDGED_SUPPLIER, EXPEDITED and PARTIALLY_RECEIVED', async () => {
    const draft = await created<Order>(
      await t.post(
        '/api/purchase-orders',
        {
          restaurantId: r.bistrot,
          supplierId: supplier,
          expectedDate: EXPECTED,
          lines: [{ articleId: farineSac, quantityOrdered: 1 }],
        },
        admin,
      ),
      'purchaseOrder',
    );
    const cancelled = await sent([[farineSac, 1]]);
    orderOf(
      await t.post(`/api/purchase-orders/${cancelled.id}/cancel`, { reason: 'Erreur' }, admin),
    );
    const refusedOrder = await sent([[farineSac, 1]]);
    orderOf(await t.post(`/api/purchase-orders/${refusedOrder.id}/refuse`, {}, admin));
    const received = await sent([[farineSac, 1]]);
    const lineOf = (o: Order) => [{ lineId: o.lines[0]!.id, quantityReceived: 1 }];
    orderOf(await receive(received.id, { lines: lineOf(received) }));
    for (const order of [draft, cancelled, refusedOrder, received]) {
      await refused(() => receive(order.id, { lines: lineOf(order) }), 409, P.receiveStatusOnly);
    }
    const acknowledged = await sent([[farineSac, 1]]);
    orderOf(await t.post(`/api/purchase-orders/${acknowledged.id}/acknowledge`, {}, admin));
    expect(orderOf(await receive(acknowledged.id, { lines: lineOf(acknowledged) })).status).toBe(
      'RECEIVED',
    );
  });

  it('belongs to the issuing restaurant: the laboratory’s MANAGER and another restaurant’s EMPLOYEE are refused (403), others 404', async () => {
    const order = await labOrder([[fondBac, 1]]);
    const body = { lines: [{ lineId: order.lines[0]!.id, quantityReceived: 1 }] };
    await refused(() => receive(order.id, body, labManager), 403, FORBIDDEN.error);
    // An EMPLOYEE invited to Les Halles reads the Bistrot's order but does not receive it…
    await refused(() => receive(order.id, body, hallesEmployee), 403, FORBIDDEN.error);
    // … and receives his own restaurant's.
    const halles = await sent([[farineSac, 1]], { restaurantId: r.halles });
    const received = orderOf(
      await receive(
        halles.id,
        { lines: [{ lineId: halles.lines[0]!.id, quantityReceived: 1 }] },
        hallesEmployee,
      ),
    );
    expect(received.receptions[0]!.receivedBy).toMatchObject({ firstName: 'Zoé' });
    const comptoir = await sent([[farineSac, 1]], { restaurantId: r.comptoir });
    const comptoirBody = { lines: [{ lineId: comptoir.lines[0]!.id, quantityReceived: 1 }] };
    const notFound = PURCHASE_ORDER_MESSAGES.orderNotFound;
    await refused(() => receive(comptoir.id, comptoirBody, manager), 404, notFound);
    await refused(() => receive(comptoir.id, comptoirBody, other), 404, notFound);
    await refused(() => receive(123_456_789, comptoirBody), 404, notFound);
  });

  it('refuses what is not a delivery of this order (400 in French)', async () => {
    const order = await sent([
      [farineSac, 2],
      [cremeBrique, 1],
    ]);
    const [a] = order.lines;
    const stranger = (await sent([[farineSac, 1]])).lines[0]!.id;
    const error = async (body: unknown) =>
      (await refused(() => receive(order.id, body), 400)).fieldErrors;
    expect(await error({ lines: [] })).toEqual({ lines: P.noLineToReceive });
    expect(await error({ lines: [{ lineId: a!.id, quantityReceived: 0 }] })).toEqual({
      lines: P.nothingReceived,
    });
    expect(await error({ lines: [{ lineId: stranger, quantityReceived: 1 }] })).toEqual({
      lines: P.lineNotInOrder,
    });
    expect(
      await error({
        lines: [
          { lineId: a!.id, quantityReceived: 1 },
          { lineId: a!.id, quantityReceived: 1 },
        ],
      }),
    ).toEqual({ lines: P.lineTwice });
    expect(
      await error({
        receivedAt: new Date(Date.now() + 86_400_000).toISOString(),
        lines: [{ lineId: a!.id, quantityReceived: 1 }],
      }),
    ).toEqual({ receivedAt: M.receivedInFuture });
  });

  it('refuses hostile input in French, writing nothing', async () => {
    const order = await sent([[farineSac, 2]]);
    const lineId = order.lines[0]!.id;
    const line = { lineId, quantityReceived: 1 };
    for (const body of [
      { lines: [{ ...line, quantityReceived: -1 }] },
      { lines: [{ ...line, quantityReceived: 0.001 }] },
      { lines: [{ ...line, quantityReceived: Number.MAX_VALUE }] },
      { lines: [{ ...line, quantityReceived: '2' }] },
      { lines: [{ ...line, unitPrice: 1.234 }] },
      { lines: [{ ...line, unitPrice: -1 }] },
      { lines: [{ ...line, deliveryTempC: 1000 }] },
      { lines: [{ ...line, lotNumber: 'L'.repeat(10_000) }] },
      { lines: [{ ...line, useByDate: '2027-02-30' }] },
      { lines: [{ ...line, note: 'a\u0000b' }] },
      { receivedAt: 'hier', lines: [line] },
      { receivedAt: '1900-01-01T00:00:00Z', lines: [line] },
      { lines: Array.from({ length: 10_000 }, () => line) },
      { lines: null },
      {},
    ]) {
      const res = await refused(() => receive(order.id, body), 400);
      expect(res.error).toMatch(/^(Données|Corps de requête|Requête) invalides? : /);
    }
    expect(
      (await refused(() => receive(order.id, { lines: [{ ...line, deliveryTempC: 1000 }] }), 400))
        .fieldErrors,
    ).toEqual({ 'lines.0.deliveryTempC': HYGIENE_MESSAGES.temperatureImplausible });
  });
});
