import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASING_MESSAGES as P, referenceYear } from '@bo/domain';
import { PURCHASE_ORDER_MESSAGES as M } from '../src/purchasing/purchase-orders.contract.ts';
import { INPUT_MESSAGES } from '../src/contract/primitives.ts';
import {
  labRestaurants,
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  restaurants,
  storedFiles,
} from '../src/db/schema.ts';
import type { PurchaseOrderCancellationEmail, PurchaseOrderEmail } from '../src/mail/index.ts';
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
  articleName: string;
  quantityOrdered: number;
  packagingName: string;
  packagingQuantity: number;
  packagingUnit: string;
  conversionToBase: number | null;
  quantityOrderedBase: number | null;
  unitPrice: number;
  vat: string;
  vatRate: number;
  lineTotal: number;
  lineTotalTTC: number;
  temperatureCategory: string;
}
interface Order {
  id: number;
  reference: string;
  status: string;
  allowedTransitions: string[];
  restaurantId: number;
  supplierKind: string;
  supplierId: number | null;
  labId: number | null;
  supplierName: string;
  supplier: { id: number; kind: string; name: string; email: string | null } | null;
  lab: { id: number; kind: string; name: string } | null;
  restaurant: { id: number; name: string; [field: string]: unknown };
  expectedDate: string;
  notes: string | null;
  statusReason: string | null;
  subtotalHT: number;
  totalVAT: number;
  totalTTC: number;
  vatBreakdown: { rate: number; base: number; amount: number }[];
  lineCount: number;
  lines: Line[];
  pdfUrl: string | null;
  emailStatus: string;
  emailError: string | null;
  sentAt: string | null;
  createdAt: string;
  createdBy: { firstName: string } | null;
}

const sent: PurchaseOrderEmail[] = [];
const cancellations: PurchaseOrderCancellationEmail[] = [];
let failEmail = false;

let t: TestContext;
let admin: string;
let manager: string;
let employee: string;
let other: string;
/** A MANAGER of the laboratory only (invited for this file). */
let labManager: string;
let r: { bistrot: number; halles: number; comptoir: number; autrui: number };
let lab: number;
/** A supplier with an email, one without; their articles; a laboratory's article. */
let maraicher: number;
let muet: number;
/** 12,50 € HT a 5 KG carton, VAT 5,5, allowed at the Bistrot, Les Halles and the Comptoir. */
let carottes: number;
/** 3,33 € HT, VAT 20, FRESH, a 1 KG packaging without name, allowed at the Bistrot only. */
let creme: number;
/** Of the supplier without email. */
let sel: number;
/** Of the laboratory, allowed at the Bistrot and Les Halles. */
let fond: number;
/** Another chain's article. */
let foreignArticle: number;

const EXPECTED = '2026-12-01';

async function created<T>(res: { status: number; text: string; body: unknown }, key: string) {
  expect(res.status, res.text).toBe(201);
  return (res.body as Record<string, T>)[key]!;
}

async function product(name: string, token = admin) {
  const res = await t.post(
    '/api/products',
    {
      name,
      category: 'VEGETABLE',
      baseUnit: 'G',
      storagePackagingName: 'Sac',
      storagePackagingQuantity: 5,
      storagePackagingUnit: 'KG',
    },
    token,
  );
  return (await created<{ id: number }>(res, 'product')).id;
}

async function article(fields: Record<string, unknown>, token = admin) {
  const res = await t.post(
    '/api/articles',
    {
      vat: 'VAT_20',
      packagings: [{ sourceQuantity: 1, sourceUnit: 'KG' }],
      ...fields,
    },
    token,
  );
  return (await created<{ id: number }>(res, 'article')).id;
}

const draftBody = (fields: Record<string, unknown> = {}) => ({
  restaurantId: r.bistrot,
  supplierId: maraicher,
  expectedDate: EXPECTED,
  notes: 'Livrer avant 10 h',
  lines: [
    { articleId: carottes, quantityOrdered: 2.5 },
    { articleId: creme, quantityOrdered: 3 },
  ],
  ...fields,
});

async function createOrder(body: Record<string, unknown> = draftBody(), token = admin) {
  return created<Order>(await t.post('/api/purchase-orders', body, token), 'purchaseOrder');
}

async function sentOrder(body: Record<string, unknown> = draftBody(), token = admin) {
  return created<Order>(await t.post('/api/purchase-orders/send', body, token), 'purchaseOrder');
}

const labBody = (fields: Record<string, unknown> = {}) =>
  draftBody({
    supplierId: undefined,
    labId: lab,
    lines: [{ articleId: fond, quantityOrdered: 4 }],
    ...fields,
  });

const orderOf = (res: { status: number; text: string; body: unknown }) => {
  expect(res.status, res.text).toBe(200);
  return (res.body as { purchaseOrder: Order }).purchaseOrder;
};

const getOrder = async (id: number, token = admin) => {
  const res = await t.get(`/api/purchase-orders/${id}`, token);
  expect(res.status, res.text).toBe(200);
  return (res.body as { purchaseOrder: Order }).purchaseOrder;
};

/** Everything a refused request must leave as it was. */
async function state() {
  const n = async (table: typeof purchaseOrderLines | typeof storedFiles) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    orders: JSON.stringify(await t.db.select().from(purchaseOrders).orderBy(purchaseOrders.id)),
    lines: await n(purchaseOrderLines),
    files: await n(storedFiles),
    counters: JSON.stringify(await t.db.select().from(purchaseOrderCounters)),
    emails: sent.length + cancellations.length,
  };
}

async function login(email: string, password: string) {
  const res = await t.post('/api/auth/login', { email, password });
  expect(res.status, res.text).toBe(200);
  return (res.body as { token: string }).token;
}

beforeAll(async () => {
  t = await setupApi({
    mailer: {
      sendPurchaseOrder: (email) => {
        sent.push(email);
        if (failEmail) return Promise.reject(new Error('550 boîte aux lettres inconnue'));
        return Promise.resolve('SENT');
      },
      sendPurchaseOrderCancellation: (email) => {
        cancellations.push(email);
        if (failEmail) return Promise.reject(new Error('550 boîte aux lettres inconnue'));
        return Promise.resolve('SENT');
      },
    },
  });
  admin = await t.token(ADMIN);
  manager = await t.token(MANAGER);
  employee = await t.token(EMPLOYEE);
  other = await t.token(OTHER_ADMIN);
  r = await t.demoRestaurants();
  lab = await t.restaurantId('Laboratoire Central');

  const invited = await t.post(
    '/api/invitations',
    { email: 'chef.labo@exemple.fr', restaurantIds: [lab] },
    admin,
  );
  const acceptUrl = (await created<{ acceptUrl: string }>(invited, 'invitation')).acceptUrl;
  const accepted = await t.post(
    `/api/invitations/accept/${new URL(acceptUrl).searchParams.get('token')}`,
    { firstName: 'Léa', lastName: 'Labo', password: 'labo12345' },
  );
  expect(accepted.status, accepted.text).toBeLessThan(300);
  labManager = await login('chef.labo@exemple.fr', 'labo12345');

  maraicher = (
    await created<{ id: number }>(
      await t.post(
        '/api/suppliers',
        { name: 'Qqy Maraîcher Étienne', email: 'commandes@maraicher.example.fr' },
        admin,
      ),
      'data',
    )
  ).id;
  muet = (
    await created<{ id: number }>(
      await t.post('/api/suppliers', { name: 'Qqy Salines' }, admin),
      'data',
    )
  ).id;
  // Both deliver the three restaurants the orders below are issued by (a supplier created through
  // the api delivers none until its Restaurants tab says so).
  for (const supplier of [maraicher, muet]) {
    const delivers = await t.post(
      `/api/suppliers/${supplier}/restaurants`,
      { restaurantIds: [r.bistrot, r.halles, r.comptoir] },
      admin,
    );
    expect(delivers.status, delivers.text).toBe(200);
  }
  const carotte = await product('Qqy carotte');
  carottes = await article({
    name: 'Qqy carottes des sables',
    supplierRef: 'CAR-5',
    price: 12.5,
    vat: 'VAT_5_5',
    productId: carotte,
    supplierId: maraicher,
    packagings: [{ name: 'Carton', sourceQuantity: 5, sourceUnit: 'KG' }],
    restaurantIds: [r.bistrot, r.halles, r.comptoir],
  });
  creme = await article({
    name: 'Qqy crème',
    price: 3.33,
    temperatureCategory: 'FRESH',
    productId: carotte,
    supplierId: maraicher,
    packagings: [{ sourceQuantity: 1, sourceUnit: 'KG' }],
    restaurantIds: [r.bistrot],
  });
  sel = await article({
    name: 'Qqy sel',
    price: 1,
    productId: carotte,
    supplierId: muet,
    restaurantIds: [r.bistrot],
  });
  fond = await article({
    name: 'Qqy fond brun',
    price: 8,
    productId: carotte,
    labId: lab,
    restaurantIds: [r.bistrot, r.halles],
  });
  const otherSupplier = (
    await created<{ id: number }>(
      await t.post('/api/suppliers', { name: 'Qqy autrui' }, other),
      'data',
    )
  ).id;
  foreignArticle = await article(
    {
      name: 'Qqy autrui',
      price: 1,
      productId: await product('Qqy autrui', other),
      supplierId: otherSupplier,
    },
    other,
  );
});
afterAll(() => t?.close());

describe('POST /api/purchase-orders (a draft)', () => {
  it('prices every line from the catalogue and totals it on the server, whatever the client sends', async () => {
    const order = await createOrder(
      draftBody({
        subtotalHT: 1,
        totalTTC: 2,
        lines: [
          {
            articleId: carottes,
            quantityOrdered: 2.5,
            unitPrice: 0.01,
            lineTotal: 0,
            lineTotalTTC: 0,
          },
          { articleId: creme, quantityOrdered: 3 },
        ],
      }),
    );
    expect(order).toMatchObject({
      status: 'DRAFT',
      restaurantId: r.bistrot,
      supplierKind: 'EXTERNAL',
      supplierId: maraicher,
      labId: null,
      supplierName: 'Qqy Maraîcher Étienne',
      supplier: { id: maraicher, kind: 'EXTERNAL', email: 'commandes@maraicher.example.fr' },
      lab: null,
      restaurant: { id: r.bistrot, name: 'Le Bistrot du Port' },
      expectedDate: EXPECTED,
      notes: 'Livrer avant 10 h',
      // 2,5 × 12,50 = 31,25 (TTC 32,97 at 5,5 %); 3 × 3,33 = 9,99 (TTC 11,99 at 20 %).
      subtotalHT: 41.24,
      totalTTC: 44.96,
      totalVAT: 3.72,
      vatBreakdown: [
        { rate: 5.5, base: 31.25, amount: 1.72 },
        { rate: 20, base: 9.99, amount: 2 },
      ],
      lineCount: 2,
      pdfUrl: null,
      emailStatus: 'NOT_SENT',
      sentAt: null,
      createdBy: { firstName: 'Alice' },
    });
    expect(order.reference).toMatch(/^BC-\d{4}-\d{5}$/);
    expect(order.allowedTransitions.sort()).toEqual(['CANCEL', 'DELETE', 'EDIT', 'SEND']);
    expect(order.lines[0]).toMatchObject({
      articleId: carottes,
      articleName: 'Qqy carottes des sables',
      quantityOrdered: 2.5,
      packagingName: 'Carton',
      packagingQuantity: 5,
      packagingUnit: 'KG',
      conversionToBase: 5000,
      quantityOrderedBase: 12_500,
      unitPrice: 12.5,
      vat: 'VAT_5_5',
      vatRate: 5.5,
      lineTotal: 31.25,
      lineTotalTTC: 32.97,
      temperatureCategory: 'DRY',
    });
    // No name on the packaging: 'Unité'.
    expect(order.lines[1]).toMatchObject({
      packagingName: 'Unité',
      conversionToBase: 1000,
      quantityOrderedBase: 3000,
      lineTotal: 9.99,
      lineTotalTTC: 11.99,
      temperatureCategory: 'FRESH',
    });
  });

  it('takes the expected date as a day or as the ISO instant a JavaScript client sends, read in the restaurant’s zone', async () => {
    const [restaurant] = await t.db
      .select({ zone: restaurants.timeZone })
      .from(restaurants)
      .where(eq(restaurants.id, r.bistrot));
    expect(restaurant?.zone).toBe('Europe/Paris');
    for (const [sent, day] of [
      ['2026-12-02', '2026-12-02'],
      ['2026-12-02T00:00:00.000Z', '2026-12-02'],
      // Midnight of the 2nd in Paris, as `new Date(2026, 11, 2).toISOString()` writes it there.
      ['2026-12-01T23:00:00.000Z', '2026-12-02'],
      ['2026-12-02T23:30:00+01:00', '2026-12-02'],
      ['2026-12-02T23:30:00.000Z', '2026-12-03'],
    ]) {
      expect((await createOrder(draftBody({ expectedDate: sent }))).expectedDate, sent).toBe(day);
    }
  });

  it('gives each order of the chain its own readable reference, in sequence, even at once', async () => {
    const orders = await Promise.all([1, 2, 3].map(() => createOrder()));
    const numbers = orders.map((o) => Number(o.reference.slice(-5))).sort((a, b) => a - b);
    expect(new Set(orders.map((o) => o.reference)).size).toBe(3);
    expect(numbers[2]! - numbers[0]!).toBe(2);
    // The year the order was made in, in Paris: the test's clock may be past New Year's midnight.
    expect(orders[0]!.reference.slice(0, 8)).toBe(
      `BC-${referenceYear(new Date(orders[0]!.createdAt))}-`,
    );
  });

  it('lets the MANAGER order for his restaurant, not for another one', async () => {
    expect((await createOrder(draftBody(), manager)).status).toBe('DRAFT');
    const before = await state();
    const res = await t.post(
      '/api/purchase-orders',
      draftBody({ restaurantId: r.comptoir }),
      manager,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('restaurantId');
    expect(await state()).toEqual(before);
  });

  it('is refused to an EMPLOYEE (403), writing nothing', async () => {
    const before = await state();
    const res = await t.post('/api/purchase-orders', draftBody(), employee);
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await state()).toEqual(before);
  });

  const bad: [string, () => Record<string, unknown>, string, string][] = [
    ['no supplier', () => draftBody({ supplierId: undefined }), 'supplierId', M.supplierRequired],
    [
      'no expected date',
      () => draftBody({ expectedDate: undefined }),
      'expectedDate',
      M.expectedDateRequired,
    ],
    ['no lines', () => draftBody({ lines: [] }), 'lines', M.linesRequired],
    [
      'no restaurant',
      () => draftBody({ restaurantId: undefined }),
      'restaurantId',
      M.restaurantRequired,
    ],
    ['a supplier and a laboratory', () => draftBody({ labId: lab }), 'labId', M.supplierOrLab],
    [
      'another supplier’s article',
      () => draftBody({ lines: [{ articleId: sel, quantityOrdered: 1 }] }),
      'lines.0.articleId',
      M.articleNotOfSupplier,
    ],
    [
      'an article not allowed there',
      () =>
        draftBody({ restaurantId: r.halles, lines: [{ articleId: creme, quantityOrdered: 1 }] }),
      'lines.0.articleId',
      M.articleNotAllowed,
    ],
    [
      'an article twice',
      () =>
        draftBody({
          lines: [
            { articleId: carottes, quantityOrdered: 1 },
            { articleId: carottes, quantityOrdered: 2 },
          ],
        }),
      'lines.1.articleId',
      M.articleTwice,
    ],
    [
      'another chain’s article',
      () => draftBody({ lines: [{ articleId: foreignArticle, quantityOrdered: 1 }] }),
      'lines.0.articleId',
      M.articleNotFound,
    ],
    [
      'an unknown article',
      () => draftBody({ lines: [{ articleId: 2_000_000_000, quantityOrdered: 1 }] }),
      'lines.0.articleId',
      M.articleNotFound,
    ],
    [
      'another chain’s restaurant',
      () => draftBody({ restaurantId: r.autrui }),
      'restaurantId',
      'Restaurant introuvable',
    ],
    [
      'a laboratory ordering from itself',
      () => labBody({ restaurantId: lab }),
      'labId',
      M.labIsIssuer,
    ],
    [
      'a restaurant that is no laboratory',
      () => labBody({ labId: r.halles }),
      'labId',
      M.labNotFound,
    ],
    [
      'a negative quantity',
      () => draftBody({ lines: [{ articleId: carottes, quantityOrdered: -2 }] }),
      'lines.0.quantityOrdered',
      M.quantityPositive,
    ],
    [
      'a zero quantity',
      () => draftBody({ lines: [{ articleId: carottes, quantityOrdered: 0 }] }),
      'lines.0.quantityOrdered',
      M.quantityPositive,
    ],
    [
      'a thousandth',
      () => draftBody({ lines: [{ articleId: carottes, quantityOrdered: 1.005 }] }),
      'lines.0.quantityOrdered',
      M.quantityStep,
    ],
    [
      'NaN (null in JSON)',
      () => draftBody({ lines: [{ articleId: carottes, quantityOrdered: null }] }),
      'lines.0.quantityOrdered',
      M.quantityRequired,
    ],
    [
      'a quantity as text',
      () => draftBody({ lines: [{ articleId: carottes, quantityOrdered: '2' }] }),
      'lines.0.quantityOrdered',
      'Nombre attendu',
    ],
    [
      'a huge quantity',
      () => draftBody({ lines: [{ articleId: carottes, quantityOrdered: 1e300 }] }),
      'lines.0.quantityOrdered',
      M.quantityTooLarge,
    ],
    [
      '201 lines',
      () =>
        draftBody({
          lines: Array.from({ length: 201 }, () => ({ articleId: carottes, quantityOrdered: 1 })),
        }),
      'lines',
      M.tooManyLines,
    ],
    [
      'a day that does not exist',
      () => draftBody({ expectedDate: '2026-02-30' }),
      'expectedDate',
      'Date inexistante : 2026-02-30',
    ],
    [
      'a French date',
      () => draftBody({ expectedDate: '01/12/2026' }),
      'expectedDate',
      INPUT_MESSAGES.dayInvalid,
    ],
    [
      'a date and time without its offset',
      () => draftBody({ expectedDate: '2026-12-02T10:00' }),
      'expectedDate',
      INPUT_MESSAGES.dayInvalid,
    ],
    [
      'a date of another century',
      () => draftBody({ expectedDate: '1899-12-01' }),
      'expectedDate',
      'Date hors limites : entre 2000 et 2099',
    ],
    [
      'huge notes',
      () => draftBody({ notes: 'x'.repeat(100_000) }),
      'notes',
      '2000 caractères au plus',
    ],
    [
      'a client total that is not a number',
      () => draftBody({ subtotalHT: 'beaucoup' }),
      'subtotalHT',
      M.amountInvalid,
    ],
  ];
  it.each(bad)('refuses %s with a French 400, writing nothing', async (_, body, field, message) => {
    const before = await state();
    const res = await t.post('/api/purchase-orders', body(), admin);
    expect(res.status, res.text).toBe(400);
    expect(res.body.fieldErrors?.[field]).toBe(message);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(await state()).toEqual(before);
  });
});

describe('a supplier or a laboratory that does not deliver the restaurant', () => {
  it('is refused a draft, a sent order and an edit (400 under its field), writing nothing', async () => {
    const far = await created<{ id: number }>(
      await t.post('/api/suppliers', { name: 'Qqy Loin du port' }, admin),
      'data',
    );
    const draft = await createOrder();
    const before = await state();
    for (const [method, path] of [
      ['post', '/api/purchase-orders'],
      ['post', '/api/purchase-orders/send'],
      ['put', `/api/purchase-orders/${draft.id}`],
    ] as const) {
      const res = await t[method](path, draftBody({ supplierId: far.id }), admin);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.body.fieldErrors?.supplierId).toBe(M.supplierNotDelivering);
    }
    expect(await state()).toEqual(before);
    // Delivering the restaurant is what the refusal was about: ticked, the same body passes.
    const delivers = await t.post(
      `/api/suppliers/${far.id}/restaurants`,
      { restaurantIds: [r.bistrot] },
      admin,
    );
    expect(delivers.status, delivers.text).toBe(200);
    const res = await t.post('/api/purchase-orders', draftBody({ supplierId: far.id }), admin);
    expect(res.status, res.text).toBe(400);
    // Now the lines speak: the maraîcher's articles are not this supplier's.
    expect(res.body.fieldErrors?.supplierId).toBeUndefined();
  });

  it('refuses a laboratory order from a restaurant the laboratory no longer delivers', async () => {
    const served = and(eq(labRestaurants.labId, lab), eq(labRestaurants.restaurantId, r.halles));
    await t.db.delete(labRestaurants).where(served);
    try {
      const before = await state();
      const res = await t.post(
        '/api/purchase-orders/send',
        labBody({ restaurantId: r.halles }),
        admin,
      );
      expect(res.status, res.text).toBe(400);
      expect(res.body.fieldErrors?.labId).toBe(M.labNotDelivering);
      expect(await state()).toEqual(before);
    } finally {
      await t.db.insert(labRestaurants).values({ labId: lab, restaurantId: r.halles });
    }
    expect(
      (await t.post('/api/purchase-orders', labBody({ restaurantId: r.halles }), admin)).status,
    ).toBe(201);
  });
});

it('refuses 10,000 lines before reading them (the body’s bounds), writing nothing', async () => {
  const before = await state();
  const lines = Array.from({ length: 10_000 }, (_, i) => ({
    articleId: i + 1,
    quantityOrdered: 1,
  }));
  const res = await t.post('/api/purchase-orders', draftBody({ lines }), admin);
  expect(res.status).toBe(400);
  expect(res.body.error).toMatch(/^Corps de requête invalide : /);
  expect(await state()).toEqual(before);
});

describe('GET /api/purchase-orders/{id}', () => {
  it('is read by the issuing side and the EMPLOYEE (who may do nothing with it)', async () => {
    const order = await createOrder();
    expect((await getOrder(order.id, manager)).allowedTransitions.sort()).toEqual([
      'CANCEL',
      'DELETE',
      'EDIT',
      'SEND',
    ]);
    expect((await getOrder(order.id, employee)).allowedTransitions).toEqual([]);
  });

  it('carries the issuing restaurant’s card, as GET /api/restaurants/{id} gives it, to every side', async () => {
    const contact = { phone: '04 91 00 00 02', email: 'bistrot@exemple.fr' };
    const updated = await t.put(`/api/restaurants/${r.bistrot}`, contact, admin);
    expect(updated.status, updated.text).toBe(200);
    const card = (updated.body as { restaurant: Record<string, unknown> }).restaurant;
    expect(card).toMatchObject({ ...contact, address: '12 quai du Port, 13002 Marseille' });
    const order = await sentOrder(labBody());
    // The laboratory's MANAGER does not read the restaurant itself, yet must know where to
    // deliver and whom to call.
    expect((await t.get(`/api/restaurants/${r.bistrot}`, labManager)).status).toBe(404);
    for (const token of [admin, manager, labManager, employee]) {
      expect((await getOrder(order.id, token)).restaurant).toEqual(card);
    }
    const sales = await t.get(`/api/purchase-orders?labId=${lab}&limit=100`, labManager);
    expect(sales.status, sales.text).toBe(200);
    const listed = (sales.body as { purchaseOrders: Order[] }).purchaseOrders;
    expect(listed.find((o) => o.id === order.id)!.restaurant).toEqual(card);
    const byIds = await t.get(`/api/purchase-orders?ids=${order.id}`, labManager);
    expect((byIds.body as { purchaseOrders: Order[] }).purchaseOrders[0]!.restaurant).toEqual(card);
  });

  it('answers 404 to another chain, and to a MANAGER of neither side', async () => {
    const order = await createOrder(
      draftBody({ restaurantId: r.comptoir, lines: [{ articleId: carottes, quantityOrdered: 1 }] }),
    );
    for (const token of [other, manager, labManager]) {
      const res = await t.get(`/api/purchase-orders/${order.id}`, token);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(M.orderNotFound);
    }
    expect((await t.get('/api/purchase-orders/0', admin)).status).toBe(404);
    expect((await t.get('/api/purchase-orders/abc', admin)).status).toBe(404);
  });
});

describe('PUT /api/purchase-orders/{id} (a draft replaced)', () => {
  it('replaces the header and the lines, totals recomputed', async () => {
    const order = await createOrder();
    const res = await t.put(
      `/api/purchase-orders/${order.id}`,
      draftBody({
        expectedDate: '2026-12-03',
        notes: null,
        totalTTC: 999,
        lines: [{ articleId: carottes, quantityOrdered: 1 }],
      }),
      manager,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.purchaseOrder).toMatchObject({
      id: order.id,
      reference: order.reference,
      expectedDate: '2026-12-03',
      notes: null,
      lineCount: 1,
      subtotalHT: 12.5,
      totalTTC: 13.19,
    });
  });

  it('may switch the draft to the laboratory', async () => {
    const order = await createOrder();
    const res = await t.put(`/api/purchase-orders/${order.id}`, labBody(), admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.purchaseOrder).toMatchObject({
      supplierKind: 'LABORATORY',
      supplierId: null,
      labId: lab,
      supplierName: 'Laboratoire Central',
      lab: { id: lab, kind: 'LABORATORY' },
      subtotalHT: 32,
    });
  });

  it('is refused once sent (409, the specification’s words), to an EMPLOYEE (403), to another chain (404)', async () => {
    const order = await sentOrder();
    const before = await state();
    const res = await t.put(`/api/purchase-orders/${order.id}`, draftBody(), admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Seuls les bons de commande en brouillon peuvent être modifiés');
    const draft = await createOrder();
    const after = await state();
    expect((await t.put(`/api/purchase-orders/${draft.id}`, draftBody(), employee)).status).toBe(
      403,
    );
    expect((await t.put(`/api/purchase-orders/${draft.id}`, draftBody(), other)).status).toBe(404);
    expect(await state()).toEqual(after);
    expect(before.orders).not.toBe(after.orders);
  });
});

describe('DELETE /api/purchase-orders/{id}', () => {
  it('deletes a draft and its lines', async () => {
    const order = await createOrder();
    expect((await t.del(`/api/purchase-orders/${order.id}`, manager)).status).toBe(204);
    expect((await t.get(`/api/purchase-orders/${order.id}`, admin)).status).toBe(404);
    expect(
      await t.db
        .select()
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.purchaseOrderId, order.id)),
    ).toEqual([]);
  });

  it('refuses a sent order (409), an EMPLOYEE (403), another chain (404)', async () => {
    const order = await sentOrder();
    const draft = await createOrder();
    const before = await state();
    const res = await t.del(`/api/purchase-orders/${order.id}`, admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(P.deleteDraftOnly);
    expect((await t.del(`/api/purchase-orders/${draft.id}`, employee)).status).toBe(403);
    expect((await t.del(`/api/purchase-orders/${draft.id}`, other)).status).toBe(404);
    expect(await state()).toEqual(before);
  });
});

describe('sending', () => {
  it('sends a draft: SENT_PENDING, its PDF stored and linked, emailed to the supplier with the PDF', async () => {
    const order = await createOrder();
    const before = sent.length;
    const res = await t.post(`/api/purchase-orders/${order.id}/send`, {}, manager);
    expect(res.status, res.text).toBe(200);
    const done = res.body.purchaseOrder as Order;
    expect(done).toMatchObject({ status: 'SENT_PENDING', emailStatus: 'SENT', emailError: null });
    expect(done.sentAt).not.toBeNull();
    expect(done.allowedTransitions.sort()).toEqual(['ACKNOWLEDGE', 'CANCEL', 'RECEIVE', 'REFUSE']);
    expect(done.pdfUrl).toMatch(new RegExp(`^/api/files/\\d+\\?.*n=${order.reference}\\.pdf`));
    expect(sent.length).toBe(before + 1);
    const email = sent.at(-1)!;
    expect(email).toMatchObject({
      to: 'commandes@maraicher.example.fr',
      reference: order.reference,
      restaurantName: 'Le Bistrot du Port',
      enseigneName: 'Enseigne Démo',
    });
    expect(email.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const file = await t.get(done.pdfUrl!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
  });

  it('creates and sends at once (POST /send)', async () => {
    const order = await sentOrder(draftBody(), manager);
    expect(order).toMatchObject({ status: 'SENT_PENDING', emailStatus: 'SENT' });
    expect(order.pdfUrl).not.toBeNull();
  });

  it('refuses to send twice (409), and an EMPLOYEE (403)', async () => {
    const order = await sentOrder();
    const draft = await createOrder();
    const before = await state();
    const res = await t.post(`/api/purchase-orders/${order.id}/send`, {}, admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(P.sendDraftOnly);
    expect((await t.post(`/api/purchase-orders/${draft.id}/send`, {}, employee)).status).toBe(403);
    expect((await t.post(`/api/purchase-orders/${draft.id}/send`, {}, other)).status).toBe(404);
    expect(await state()).toEqual(before);
  });

  it('keeps the order sent when the email fails, says so, and resends it', async () => {
    failEmail = true;
    let order: Order;
    try {
      order = await sentOrder();
    } finally {
      failEmail = false;
    }
    expect(order).toMatchObject({ status: 'SENT_PENDING', emailStatus: 'FAILED' });
    expect(order.emailError).toContain('550 boîte aux lettres inconnue');
    expect(order.pdfUrl).not.toBeNull();
    expect(t.errors.at(-1)?.message).toContain(order.reference);
    const res = await t.post(`/api/purchase-orders/${order.id}/resend-email`, {}, admin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.purchaseOrder).toMatchObject({
      status: 'SENT_PENDING',
      emailStatus: 'SENT',
      emailError: null,
    });
  });

  it('sends to a supplier without email: NO_ADDRESS, nothing to resend', async () => {
    const order = await sentOrder(
      draftBody({ supplierId: muet, lines: [{ articleId: sel, quantityOrdered: 10 }] }),
    );
    expect(order).toMatchObject({ status: 'SENT_PENDING', emailStatus: 'NO_ADDRESS' });
    const res = await t.post(`/api/purchase-orders/${order.id}/resend-email`, {}, admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(M.noEmail);
  });

  it('refuses to email a draft (409)', async () => {
    const order = await createOrder();
    const res = await t.post(`/api/purchase-orders/${order.id}/resend-email`, {}, admin);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(M.notSentYet);
  });

  it('sends to the laboratory without email; the order is in its internal sales at once', async () => {
    const before = sent.length;
    const order = await sentOrder(labBody());
    expect(order).toMatchObject({ status: 'SENT_PENDING', emailStatus: 'NO_ADDRESS' });
    expect(sent.length).toBe(before);
    const list = await t.get(`/api/purchase-orders?labId=${lab}&limit=100`, labManager);
    expect(list.status, list.text).toBe(200);
    expect(list.body.purchaseOrders.map((o: Order) => o.id)).toContain(order.id);
  });
});

describe('the supplier’s answer and the cancellation', () => {
  it('records an external supplier’s agreement, then refuses anything but reception', async () => {
    const order = await sentOrder(draftBody(), manager);
    const res = await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, manager);
    expect(res.status, res.text).toBe(200);
    expect(res.body.purchaseOrder).toMatchObject({ status: 'ACKNOWLEDGED_SUPPLIER' });
    expect(res.body.purchaseOrder.allowedTransitions).toEqual(['CANCEL', 'RECEIVE']);
    const before = await state();
    for (const [path, message] of [
      ['acknowledge', P.acknowledgeSentOnly],
      ['refuse', P.refuseSentOnly],
      ['send', P.sendDraftOnly],
    ] as const) {
      const refused = await t.post(`/api/purchase-orders/${order.id}/${path}`, {}, admin);
      expect(refused.status, path).toBe(409);
      expect(refused.body.error).toBe(message);
    }
    expect(await state()).toEqual(before);
  });

  it('tells an EMPLOYEE his role (403) before the state or the body of any transition', async () => {
    const order = await sentOrder(draftBody(), manager);
    orderOf(await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, manager));
    const before = await state();
    for (const [method, path] of [
      ['post', 'acknowledge'],
      ['post', 'refuse'],
      ['post', 'send'],
      ['post', 'cancel'],
      ['put', ''],
      ['delete', ''],
    ] as const) {
      const url = `/api/purchase-orders/${order.id}${path ? `/${path}` : ''}`;
      const res =
        method === 'delete'
          ? await t.del(url, employee)
          : await t[method](url, { reason: 42, lines: 'non' }, employee);
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect(await state()).toEqual(before);
  });

  it('records a refusal with its reason', async () => {
    const order = await sentOrder();
    const res = await t.post(
      `/api/purchase-orders/${order.id}/refuse`,
      { reason: '  Rupture de stock ' },
      admin,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.purchaseOrder).toMatchObject({
      status: 'REFUSED_SUPPLIER',
      statusReason: 'Rupture de stock',
      allowedTransitions: [],
    });
  });

  it('cancels a draft and a sent order, never a cancelled one', async () => {
    const draft = await createOrder();
    const order = await sentOrder();
    for (const id of [draft.id, order.id]) {
      const res = await t.post(`/api/purchase-orders/${id}/cancel`, { reason: 'Erreur' }, manager);
      expect(res.status, res.text).toBe(200);
      expect(res.body.purchaseOrder).toMatchObject({ status: 'CANCELLED', statusReason: 'Erreur' });
    }
    const before = await state();
    const again = await t.post(`/api/purchase-orders/${order.id}/cancel`, {}, admin);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(P.cancelBeforeReceptionOnly);
    expect(await state()).toEqual(before);
  });

  it('cancels an order the supplier confirmed, with its reason, and emails the supplier', async () => {
    const order = await sentOrder(draftBody(), manager);
    orderOf(await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, manager));
    const before = cancellations.length;
    const done = orderOf(
      await t.post(
        `/api/purchase-orders/${order.id}/cancel`,
        { reason: ' Fermeture exceptionnelle ' },
        manager,
      ),
    );
    expect(done).toMatchObject({
      status: 'CANCELLED',
      statusReason: 'Fermeture exceptionnelle',
      emailStatus: 'SENT',
      emailError: null,
      allowedTransitions: [],
    });
    expect(cancellations.slice(before)).toEqual([
      {
        to: 'commandes@maraicher.example.fr',
        enseigneName: 'Enseigne Démo',
        restaurantName: 'Le Bistrot du Port',
        reference: order.reference,
        reason: 'Fermeture exceptionnelle',
      },
    ]);
  });

  it('keeps the order cancelled when its email fails, and resends the cancellation', async () => {
    const order = await sentOrder();
    failEmail = true;
    let done: Order;
    try {
      done = orderOf(
        await t.post(`/api/purchase-orders/${order.id}/cancel`, { reason: 'Doublon' }, admin),
      );
    } finally {
      failEmail = false;
    }
    expect(done).toMatchObject({ status: 'CANCELLED', emailStatus: 'FAILED' });
    const orders = sent.length;
    const again = orderOf(await t.post(`/api/purchase-orders/${order.id}/resend-email`, {}, admin));
    expect(again).toMatchObject({ status: 'CANCELLED', emailStatus: 'SENT' });
    // The cancellation goes again, never the order itself.
    expect(sent.length).toBe(orders);
    expect(cancellations.at(-1)).toMatchObject({ reference: order.reference, reason: 'Doublon' });
  });

  it('emails nobody for a draft, a supplier without address or a laboratory', async () => {
    const before = cancellations.length;
    const draft = await createOrder();
    const mute = await sentOrder(
      draftBody({ supplierId: muet, lines: [{ articleId: sel, quantityOrdered: 1 }] }),
    );
    const toLab = await sentOrder(labBody());
    for (const [order, emailStatus] of [
      [draft, 'NOT_SENT'],
      [mute, 'NO_ADDRESS'],
      [toLab, 'NO_ADDRESS'],
    ] as const) {
      const done = orderOf(
        await t.post(`/api/purchase-orders/${order.id}/cancel`, { reason: 'Erreur' }, admin),
      );
      expect(done).toMatchObject({ status: 'CANCELLED', emailStatus });
    }
    expect(cancellations.length).toBe(before);
  });

  it('refuses a cancellation: the role first (403), another chain (404), anything received (409), no reason (400)', async () => {
    const order = await sentOrder(
      draftBody({ lines: [{ articleId: carottes, quantityOrdered: 2 }] }),
    );
    orderOf(await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, admin));
    const partly = await sentOrder(
      draftBody({ lines: [{ articleId: carottes, quantityOrdered: 2 }] }),
    );
    const received = await sentOrder(
      draftBody({ lines: [{ articleId: carottes, quantityOrdered: 2 }] }),
    );
    for (const [target, quantityReceived] of [
      [partly, 1],
      [received, 2],
    ] as const) {
      const res = await t.post(
        `/api/purchase-orders/${target.id}/receive`,
        { lines: [{ lineId: target.lines[0]!.id, quantityReceived }] },
        manager,
      );
      expect(res.status, res.text).toBe(200);
    }
    const cancel = (id: number, body: unknown, token: string) =>
      t.post(`/api/purchase-orders/${id}/cancel`, body, token);
    const before = await state();
    // An EMPLOYEE is refused before anything is said of the order's status.
    for (const id of [order.id, received.id]) {
      const res = await cancel(id, { reason: 'Erreur' }, employee);
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await cancel(order.id, { reason: 'Erreur' }, other)).status).toBe(404);
    for (const target of [partly, received]) {
      const res = await cancel(target.id, { reason: 'Erreur' }, manager);
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(P.cancelBeforeReceptionOnly);
    }
    for (const body of [{}, { reason: '   ' }, { reason: null }]) {
      const res = await cancel(order.id, body, manager);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toContain("Indiquez le motif de l'annulation");
      expect(res.body.fieldErrors).toEqual({ reason: "Indiquez le motif de l'annulation" });
    }
    expect(await state()).toEqual(before);
  });

  it('leaves a laboratory’s answer to the laboratory, the cancellation to the issuer', async () => {
    const order = await sentOrder(labBody(), manager);
    const before = await state();
    for (const [token, path] of [
      [manager, 'acknowledge'],
      [manager, 'refuse'],
      [labManager, 'cancel'],
      [employee, 'acknowledge'],
      [employee, 'cancel'],
    ] as const) {
      const res = await t.post(`/api/purchase-orders/${order.id}/${path}`, {}, token);
      expect(res.status, `${path}`).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, other)).status).toBe(
      404,
    );
    expect(await state()).toEqual(before);
    expect((await getOrder(order.id, labManager)).allowedTransitions.sort()).toEqual([
      'ACKNOWLEDGE',
      'EXPEDITE',
      'REFUSE',
    ]);
    const res = await t.post(`/api/purchase-orders/${order.id}/acknowledge`, {}, labManager);
    expect(res.status, res.text).toBe(200);
    expect(res.body.purchaseOrder.status).toBe('ACKNOWLEDGED_SUPPLIER');
  });

  it('refuses a reason too long (400)', async () => {
    const order = await sentOrder();
    const before = await state();
    const res = await t.post(
      `/api/purchase-orders/${order.id}/refuse`,
      { reason: 'x'.repeat(5000) },
      admin,
    );
    expect(res.status).toBe(400);
    expect(await state()).toEqual(before);
  });
});

describe('GET /api/purchase-orders (lists)', () => {
  let halles: Order[];
  beforeAll(async () => {
    // The lists are checked against these three orders alone: the demo's orders of the
    // restaurant go first (their lines and receptions with them).
    await t.db.delete(purchaseOrders).where(eq(purchaseOrders.restaurantId, r.halles));
    const body = (fields: Record<string, unknown>) =>
      draftBody({
        restaurantId: r.halles,
        lines: [{ articleId: carottes, quantityOrdered: 1 }],
        ...fields,
      });
    halles = [
      await createOrder(body({ expectedDate: '2026-12-05' })),
      await sentOrder(
        body({ expectedDate: '2026-12-02', lines: [{ articleId: carottes, quantityOrdered: 4 }] }),
      ),
      await sentOrder(labBody({ restaurantId: r.halles })),
    ];
  });

  const list = async (query: string, token = admin) => {
    const res = await t.get(`/api/purchase-orders?${query}`, token);
    expect(res.status, res.text).toBe(200);
    return res.body as { purchaseOrders: Order[]; total: number; limit: number; offset: number };
  };

  it('lists a restaurant’s orders, newest first, by pages', async () => {
    const page = await list(`restaurantId=${r.halles}`);
    expect(page.purchaseOrders.map((o) => o.id)).toEqual(halles.map((o) => o.id).reverse());
    expect(page).toMatchObject({ total: 3, limit: 25, offset: 0 });
    const second = await list(`restaurantId=${r.halles}&limit=1&offset=1`);
    expect(second.purchaseOrders.map((o) => o.id)).toEqual([halles[1]!.id]);
    expect(second.total).toBe(3);
  });

  it('filters by status, supplier and search (reference, supplier name, accents and case aside)', async () => {
    expect(
      (await list(`restaurantId=${r.halles}&status=DRAFT`)).purchaseOrders.map((o) => o.id),
    ).toEqual([halles[0]!.id]);
    expect(
      (
        await list(`restaurantId=${r.halles}&supplierKind=LABORATORY&supplierId=${lab}`)
      ).purchaseOrders.map((o) => o.id),
    ).toEqual([halles[2]!.id]);
    expect((await list(`restaurantId=${r.halles}&search=MARAICHER%20etienne`)).total).toBe(2);
    expect(
      (
        await list(`restaurantId=${r.halles}&search=${halles[1]!.reference.toLowerCase()}`)
      ).purchaseOrders.map((o) => o.id),
    ).toEqual([halles[1]!.id]);
    expect((await list(`restaurantId=${r.halles}&search=labo`)).total).toBe(1);
  });

  it('sorts by expected date or amount', async () => {
    const byDate = await list(
      `restaurantId=${r.halles}&sort=expectedDate&order=asc&supplierKind=EXTERNAL`,
    );
    expect(byDate.purchaseOrders.map((o) => o.expectedDate)).toEqual(['2026-12-02', '2026-12-05']);
    const byAmount = await list(`restaurantId=${r.halles}&sort=subtotalHT&order=desc`);
    const amounts = byAmount.purchaseOrders.map((o) => o.subtotalHT);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('lists a laboratory’s internal sales: sent orders only, searched by the issuing restaurant', async () => {
    const sales = await list(`labId=${lab}&limit=100`, labManager);
    expect(
      sales.purchaseOrders.every(
        (o) => o.labId === lab && o.status !== 'DRAFT' && o.status !== 'CANCELLED',
      ),
    ).toBe(true);
    expect(sales.purchaseOrders.map((o) => o.id)).toContain(halles[2]!.id);
    const draft = await createOrder(labBody({ restaurantId: r.halles }));
    expect((await list(`labId=${lab}&limit=100`)).purchaseOrders.map((o) => o.id)).not.toContain(
      draft.id,
    );
    expect(
      (await list(`labId=${lab}&search=table%20des%20HALLES`)).purchaseOrders.map((o) => o.id),
    ).toContain(halles[2]!.id);
    expect(
      (await list(`labId=${lab}&restaurantId=${r.halles}`)).purchaseOrders.every(
        (o) => o.restaurantId === r.halles,
      ),
    ).toBe(true);
  });

  it('reads a batch by ids (visible ones only), all of them unless paged', async () => {
    const ids = halles.map((o) => o.id).join(',');
    expect(await list(`ids=${ids}`)).toMatchObject({ total: 3, limit: 500 });
    expect((await list(`ids=${ids}`, other)).total).toBe(0);
  });

  it('needs restaurantId, labId or ids (400 in French); a laboratory for labId', async () => {
    const none = await t.get('/api/purchase-orders', admin);
    expect(none.status).toBe(400);
    expect(none.body.fieldErrors.restaurantId).toBe(M.listScope);
    const notLab = await t.get(`/api/purchase-orders?labId=${r.halles}`, admin);
    expect(notLab.status).toBe(400);
    expect(notLab.body.fieldErrors.labId).toBe(
      'Cette fonctionnalité est réservée aux laboratoires',
    );
    const kindless = await t.get(
      `/api/purchase-orders?restaurantId=${r.halles}&supplierId=${maraicher}`,
      admin,
    );
    expect(kindless.status).toBe(400);
  });

  it('answers 404 for a restaurant the caller cannot see', async () => {
    expect((await t.get(`/api/purchase-orders?restaurantId=${r.comptoir}`, manager)).status).toBe(
      404,
    );
    expect((await t.get(`/api/purchase-orders?restaurantId=${r.bistrot}`, other)).status).toBe(404);
    expect((await t.get(`/api/purchase-orders?labId=${lab}`, manager)).status).toBe(404);
  });
});
