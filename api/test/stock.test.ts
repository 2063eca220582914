import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as C, STOCK_MESSAGES as S } from '@bo/domain';
import { STOCK_API_MESSAGES as M } from '../src/stock/stock.contract.ts';
import { productStocks, restaurants, stockMovements } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

let t: TestContext;
let admin: string;
let manager: string;
let employee: string;
let other: string;
let r: { bistrot: number; halles: number; comptoir: number; autrui: number };
/** Grams, with a rule 1 PIECE = 150 G; millilitres; and another chain's product. */
let farine: number;
let lait: number;
let foreign: number;

interface Level {
  productId: number;
  currentStock: number;
  status: string;
  statusLabel: string;
  display: { value: number; unit: string; text: string };
  value: number | null;
}
interface Movement {
  id: number;
  type: string;
  reason: string;
  quantity: number;
  unit: string;
  stockBefore: number;
  stockAfter: number;
}

async function product(
  token: string,
  name: string,
  baseUnit: 'G' | 'ML',
  unit: 'G' | 'ML',
): Promise<number> {
  const res = await t.post(
    '/api/products',
    {
      name,
      category: 'VEGETABLE',
      baseUnit,
      storagePackagingName: 'Sac',
      storagePackagingQuantity: 1000,
      storagePackagingUnit: unit,
    },
    token,
  );
  expect(res.status, res.text).toBe(201);
  return (res.body as { product: { id: number } }).product.id;
}

const movementsCount = async () => (await t.db.select({ n: count() }).from(stockMovements))[0]!.n;
const stockRows = () => t.db.select().from(productStocks).orderBy(productStocks.id);

const move = (body: Record<string, unknown>, token = admin) =>
  t.post('/api/stock-movements', body, token);

beforeAll(async () => {
  t = await setupApi();
  admin = await t.token(ADMIN);
  manager = await t.token(MANAGER);
  employee = await t.token(EMPLOYEE);
  other = await t.token(OTHER_ADMIN);
  r = await t.demoRestaurants();
  farine = await product(admin, 'Qqx farine', 'G', 'G');
  const rule = await t.post(
    `/api/products/${farine}/conversion-rules`,
    { sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 150, targetUnit: 'G' },
    admin,
  );
  expect(rule.status, rule.text).toBe(201);
  lait = await product(admin, 'Qqx lait', 'ML', 'ML');
  foreign = await product(other, 'Zz produit autrui', 'G', 'G');
});
afterAll(() => t?.close());

describe('POST /api/stock-movements', () => {
  it('adds an IN, converting its unit to the base unit, with before and after, in one write', async () => {
    const res = await move({
      restaurantId: r.bistrot,
      productId: farine,
      type: 'IN',
      reason: 'PURCHASE',
      quantity: 2.5,
      unit: 'KG',
    });
    expect(res.status, res.text).toBe(201);
    const body = res.body as { movement: Movement; stock: Level };
    expect(body.movement).toMatchObject({
      type: 'IN',
      reason: 'PURCHASE',
      quantity: 2.5,
      unit: 'KG',
      stockBefore: 0,
      stockAfter: 2500,
    });
    expect(body.stock).toMatchObject({
      currentStock: 2500,
      status: 'IN_STOCK',
      statusLabel: 'En stock',
      display: { value: 2.5, unit: 'KG', text: '2,5 kg' },
    });
  });

  it('converts across families through the product rule (2 PIECE = 300 G), MANUAL by default', async () => {
    const res = await move({
      restaurantId: r.bistrot,
      productId: farine,
      type: 'OUT',
      quantity: 2,
      unit: 'PIECE',
    });
    expect(res.status, res.text).toBe(201);
    expect((res.body as { movement: Movement }).movement).toMatchObject({
      reason: 'MANUAL',
      stockBefore: 2500,
      stockAfter: 2200,
    });
  });

  it('sets the stock with an ADJUSTMENT (0 allowed)', async () => {
    const res = await move({
      restaurantId: r.halles,
      productId: lait,
      type: 'ADJUSTMENT',
      quantity: 0,
    });
    expect(res.status, res.text).toBe(201);
    expect((res.body as { stock: Level }).stock).toMatchObject({
      currentStock: 0,
      status: 'OUT_OF_STOCK',
      statusLabel: 'Rupture',
    });
  });

  it('refuses an OUT beyond the stock (409, stock never below 0), writing nothing', async () => {
    const before = [await movementsCount(), await stockRows()];
    const res = await move({
      restaurantId: r.bistrot,
      productId: farine,
      type: 'OUT',
      reason: 'WASTE',
      quantity: 2201,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ error: 'Stock insuffisant : 2\u202f200 g disponible(s)' });
    expect([await movementsCount(), await stockRows()]).toEqual(before);
  });

  it.each([
    ['quantity', { quantity: 0 }, S.movementQuantityPositive],
    ['quantity', { quantity: -1 }, S.movementQuantityNotNegative],
    ['quantity', { quantity: undefined }, M.quantityRequired],
    ['type', { type: 'GIFT' }, M.typeInvalid],
    ['reason', { reason: 'INVENTORY', type: 'ADJUSTMENT' }, M.reasonInventoryReserved],
    ['reason', { reason: 'PURCHASE', type: 'OUT' }, S.movementReasonNotForType],
    ['unit', { unit: 'L' }, M.unitNotConvertible],
    ['productId', { productId: undefined }, M.productRequired],
    ['restaurantId', { restaurantId: r?.autrui }, 'Restaurant introuvable'],
  ])('refuses a bad %s with its French message, writing nothing', async (field, extra, message) => {
    const before = [await movementsCount(), await stockRows()];
    const res = await move({
      restaurantId: r.bistrot,
      productId: farine,
      type: 'IN',
      quantity: 1,
      ...extra,
      ...(field === 'restaurantId' && { restaurantId: r.autrui }),
    });
    expect(res.status, res.text).toBe(400);
    expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
    expect([await movementsCount(), await stockRows()]).toEqual(before);
  });

  it("refuses another chain's product (400 under productId)", async () => {
    const res = await move({
      restaurantId: r.bistrot,
      productId: foreign,
      type: 'IN',
      quantity: 1,
    });
    expect(res.status).toBe(400);
    expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
      productId: C.productNotFound,
    });
  });

  it('lets a MANAGER write in his restaurants only; refuses an EMPLOYEE (403) and no token (401)', async () => {
    const base = { productId: lait, type: 'IN', reason: 'PURCHASE', quantity: 75, unit: 'CL' };
    const mine = await move({ ...base, restaurantId: r.halles }, manager);
    expect(mine.status, mine.text).toBe(201);
    expect((mine.body as { stock: Level }).stock).toMatchObject({
      currentStock: 750,
      status: 'IN_STOCK',
      display: { value: 75, unit: 'CL', text: '75 cL' },
    });
    const before = await movementsCount();
    const notHis = await move({ ...base, restaurantId: r.comptoir }, manager);
    expect(notHis.status).toBe(400);
    expect(notHis.body).toMatchObject({ fieldErrors: { restaurantId: 'Restaurant introuvable' } });
    expect(await move({ ...base, restaurantId: r.halles }, employee)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect((await t.send('post', '/api/stock-movements', { body: base })).status).toBe(401);
    expect(await movementsCount()).toBe(before);
  });

  it('serializes concurrent movements of the same stock (the row is locked): none is lost', async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        move({ restaurantId: r.comptoir, productId: farine, type: 'IN', quantity: 10 }),
      ),
    );
    expect(results.map((res) => res.status)).toEqual([201, 201, 201, 201, 201]);
    const level = await t.get(
      `/api/product-stocks/product/${farine}/restaurant/${r.comptoir}`,
      admin,
    );
    expect((level.body as { stock: Level }).stock.currentStock).toBe(50);
    const afters = results
      .map((res) => (res.body as { movement: Movement }).movement.stockAfter)
      .sort((a, b) => a - b);
    expect(afters).toEqual([10, 20, 30, 40, 50]);
  });
});

describe('GET /api/product-stocks/…', () => {
  it("lists the chain's products with their stock in the restaurant, 0 when never moved, to every role", async () => {
    for (const token of [admin, manager, employee]) {
      const res = await t.get(
        `/api/product-stocks/restaurant/${r.bistrot}?search=qqx&limit=100`,
        token,
      );
      expect(res.status, res.text).toBe(200);
      const body = res.body as { stocks: Level[]; total: number };
      expect(body.stocks.map((s) => [s.productId, s.currentStock])).toEqual([
        [farine, 2200],
        [lait, 0],
      ]);
      expect(body.total).toBe(2);
    }
  });

  it('filters by status, pages and refuses a bad status in French', async () => {
    const res = await t.get(
      `/api/product-stocks/restaurant/${r.bistrot}?search=qqx&status=OUT_OF_STOCK`,
      admin,
    );
    expect((res.body as { stocks: Level[] }).stocks.map((s) => s.productId)).toEqual([lait]);
    const bad = await t.get(`/api/product-stocks/restaurant/${r.bistrot}?status=EMPTY`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { status: M.statusInvalid } });
  });

  it('answers a product never moved as 0, Rupture', async () => {
    const res = await t.get(
      `/api/product-stocks/product/${lait}/restaurant/${r.bistrot}`,
      employee,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      stock: { productId: lait, currentStock: 0, status: 'OUT_OF_STOCK', updatedAt: null },
    });
  });

  it('raises alerts at or below the threshold (10 by default)', async () => {
    const ids = async (query: string) =>
      (
        (await t.get(`/api/product-stocks/alerts/restaurant/${r.bistrot}${query}`, admin)).body as {
          stocks: Level[];
        }
      ).stocks
        .map((s) => s.productId)
        .filter((id) => id === farine || id === lait);
    expect(await ids('')).toEqual([lait]);
    expect(await ids('?threshold=2200')).toEqual([lait, farine]);
    const bad = await t.get(
      `/api/product-stocks/alerts/restaurant/${r.bistrot}?threshold=-1`,
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { threshold: M.thresholdInvalid } });
  });

  it('summarizes the stock by status', async () => {
    const res = await t.get(`/api/product-stocks/summary/restaurant/${r.bistrot}`, admin);
    expect(res.status).toBe(200);
    const { summary } = res.body as {
      summary: {
        productCount: number;
        outOfStockCount: number;
        inStockCount: number;
        lowCount: number;
      };
    };
    expect(summary.productCount).toBe(
      summary.outOfStockCount + summary.lowCount + summary.inStockCount,
    );
    expect(summary.inStockCount).toBeGreaterThanOrEqual(1);
  });

  it('reads several restaurants’ summaries and alerts in one call each, as their own routes answer them', async () => {
    const all = [r.bistrot, r.comptoir, r.autrui, 999999].join(',');
    const summaries = async (token: string) => {
      const res = await t.get(`/api/product-stocks/summary?restaurantIds=${all}`, token);
      expect(res.status, res.text).toBe(200);
      return (res.body as { summaries: { restaurantId: number }[] }).summaries;
    };
    const alerts = async (token: string, query = '') => {
      const res = await t.get(`/api/product-stocks/alerts?restaurantIds=${all}${query}`, token);
      expect(res.status, res.text).toBe(200);
      return res.body as { threshold: number; stocks: (Level & { restaurantId: number })[] };
    };
    // Another chain's and unknown restaurants are left out; each summary is its route's.
    const byAdmin = await summaries(admin);
    expect(byAdmin.map((s) => s.restaurantId)).toEqual([r.bistrot, r.comptoir]);
    for (const { restaurantId, ...summary } of byAdmin) {
      const single = await t.get(`/api/product-stocks/summary/restaurant/${restaurantId}`, admin);
      expect(summary).toEqual(single.body.summary);
    }
    const batch = await alerts(admin, '&threshold=2200');
    expect(batch.threshold).toBe(2200);
    for (const restaurant of [r.bistrot, r.comptoir]) {
      const single = await t.get(
        `/api/product-stocks/alerts/restaurant/${restaurant}?threshold=2200`,
        admin,
      );
      expect(batch.stocks.filter((s) => s.restaurantId === restaurant)).toEqual(single.body.stocks);
    }
    expect(batch.stocks.some((s) => s.restaurantId === r.autrui)).toBe(false);
    // A manager reads his restaurant only, an employee the chain's, another chain none of ours.
    expect((await summaries(manager)).map((s) => s.restaurantId)).toEqual([r.bistrot]);
    expect((await alerts(manager)).stocks.every((s) => s.restaurantId === r.bistrot)).toBe(true);
    expect((await summaries(employee)).map((s) => s.restaurantId)).toEqual([r.bistrot, r.comptoir]);
    expect((await summaries(other)).map((s) => s.restaurantId)).toEqual([r.autrui]);
    expect((await alerts(other)).stocks.every((s) => s.restaurantId === r.autrui)).toBe(true);
  });

  it('refuses a bad or oversized list of restaurants, or a bad threshold, with a French 400', async () => {
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    for (const path of ['/api/product-stocks/summary', '/api/product-stocks/alerts']) {
      for (const query of ['', '?restaurantIds=', '?restaurantIds=abc', '?restaurantIds=1,-2']) {
        const res = await t.get(`${path}${query}`, admin);
        expect(res.status, `${path}${query}`).toBe(400);
        expect(res.body.fieldErrors).toEqual({
          restaurantIds: 'Liste d’identifiants invalide (entiers séparés par des virgules)',
        });
      }
      const tooMany = await t.get(`${path}?restaurantIds=${many}`, admin);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toMatchObject({
        error: "Trop d'identifiants : 500 au plus",
        fieldErrors: { restaurantIds: '500 identifiants au plus' },
      });
      expect((await t.get(`${path}?restaurantIds=${r.bistrot}`, undefined)).status).toBe(401);
    }
    const bad = await t.get(
      `/api/product-stocks/alerts?restaurantIds=${r.bistrot}&threshold=-1`,
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { threshold: M.thresholdInvalid } });
  });

  it("answers 404 for a restaurant not the caller's: another chain's, a MANAGER's other one, unknown", async () => {
    for (const [url, token] of [
      [`/api/product-stocks/restaurant/${r.autrui}`, admin],
      [`/api/product-stocks/restaurant/${r.comptoir}`, manager],
      [`/api/product-stocks/summary/restaurant/${r.autrui}`, admin],
      [`/api/product-stocks/alerts/restaurant/${r.autrui}`, admin],
      [`/api/product-stocks/product/${farine}/restaurant/${r.autrui}`, admin],
      [`/api/stock-movements/restaurant/${r.autrui}`, admin],
      [`/api/stock-movements/product/${farine}/restaurant/${r.comptoir}`, manager],
      ['/api/product-stocks/restaurant/999999', admin],
    ] as const) {
      const res = await t.get(url, token);
      expect(res.status, url).toBe(404);
      expect(res.body).toMatchObject({ error: 'Restaurant introuvable' });
    }
    const product = await t.get(
      `/api/product-stocks/product/${foreign}/restaurant/${r.bistrot}`,
      admin,
    );
    expect(product.status).toBe(404);
    expect(product.body).toMatchObject({ error: C.productNotFound });
  });
});

describe('GET /api/stock-movements/…', () => {
  it("lists a restaurant's movements newest first, by product, by day, by page", async () => {
    const res = await t.get(
      `/api/stock-movements/restaurant/${r.bistrot}?productId=${farine}`,
      employee,
    );
    expect(res.status).toBe(200);
    const body = res.body as { movements: Movement[]; total: number };
    expect(body.movements.map((m) => [m.type, m.stockAfter])).toEqual([
      ['OUT', 2200],
      ['IN', 2500],
    ]);
    expect(body.total).toBe(2);
    const paged = await t.get(
      `/api/stock-movements/product/${farine}/restaurant/${r.bistrot}?limit=1&offset=1`,
      admin,
    );
    expect((paged.body as { movements: Movement[] }).movements.map((m) => m.type)).toEqual(['IN']);
    const none = await t.get(
      `/api/stock-movements/restaurant/${r.bistrot}?productId=${farine}&from=2001-01-01&to=2001-01-31`,
      admin,
    );
    expect((none.body as { total: number }).total).toBe(0);
    const bad = await t.get(
      `/api/stock-movements/restaurant/${r.bistrot}?from=2026-02-01&to=2026-01-01`,
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { to: M.periodInvalid } });
  });
});

describe("GET /api/stock-movements/restaurant/{id}: the days of the restaurant's zone", () => {
  it('takes a movement at 00:30 in Paris for that day, not the UTC day before, clock changes included', async () => {
    await t.db
      .update(restaurants)
      .set({ timeZone: 'Europe/Paris' })
      .where(eq(restaurants.id, r.bistrot));
    const sel = await product(admin, 'Qqx sel', 'G', 'G');
    const at = async (occurredAt: string) => {
      const res = await move({
        restaurantId: r.bistrot,
        productId: sel,
        type: 'IN',
        reason: 'PURCHASE',
        quantity: 1,
        unit: 'G',
        occurredAt,
      });
      expect(res.status, res.text).toBe(201);
      return (res.body as { movement: Movement }).movement.id;
    };
    // 10 March 2025 in Paris (UTC+1) runs from 2025-03-09T23:00Z to 2025-03-10T23:00Z; on 30
    // March the clocks go forward, so 00:30 on the 31st is 22:30 UTC on the 30th.
    const ninth = await at('2025-03-09T22:59:00Z');
    const firstOfTenth = await at('2025-03-09T23:30:00Z');
    const lastOfTenth = await at('2025-03-10T22:59:00Z');
    const eleventh = await at('2025-03-10T23:00:00Z');
    const thirtyFirst = await at('2025-03-30T22:30:00Z');
    const ids = async (period: string) => {
      const res = await t.get(
        `/api/stock-movements/restaurant/${r.bistrot}?productId=${sel}&${period}`,
        admin,
      );
      expect(res.status, res.text).toBe(200);
      return (res.body as { movements: Movement[] }).movements.map((m) => m.id);
    };
    expect(await ids('from=2025-03-10&to=2025-03-10')).toEqual([lastOfTenth, firstOfTenth]);
    expect(await ids('from=2025-03-09&to=2025-03-09')).toEqual([ninth]);
    expect(await ids('to=2025-03-09')).toEqual([ninth]);
    expect(await ids('from=2025-03-11&to=2025-03-29')).toEqual([eleventh]);
    expect(await ids('from=2025-03-30&to=2025-03-30')).toEqual([]);
    expect(await ids('from=2025-03-31')).toEqual([thirtyFirst]);
  });
});

describe('deleting a restaurant with stock movements', () => {
  it('is refused (409) naming them', async () => {
    const res = await t.del(`/api/restaurants/${r.comptoir}`, admin);
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toMatch(/mouvements de stock/);
  });
});

it('keeps every stock row at or above 0', async () => {
  const rows = await t.db.select().from(productStocks).where(eq(productStocks.productId, farine));
  expect(rows.every((row) => row.currentStock >= 0)).toBe(true);
});
