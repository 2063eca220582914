import { count, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES as C, STOCK_MESSAGES as S } from '@bo/domain';
import { INVENTORY_API_MESSAGES as M } from '../src/stock/inventories.contract.ts';
import { STOCK_API_MESSAGES } from '../src/stock/stock.contract.ts';
import { inventories, inventoryLines, productStocks, stockMovements } from '../src/db/schema.ts';
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
let employeeOf: { halles: number; comptoir: number };
/** Grams with a 25 KG sack and a rule 1 PIECE = 150 G; millilitres; another chain's product. */
let farine: number;
let sac: number;
let lait: number;
let foreign: number;

interface Line {
  id: number;
  productId: number;
  packagingId: number | null;
  inputQuantity: number;
  packagingName: string | null;
  packagingQuantity: number | null;
  packagingUnit: string | null;
  quantityInBaseUnit: number;
  product?: { name: string };
}
interface Inventory {
  id: number;
  restaurantId: number;
  status: string;
  finalizedAt: string | null;
  cancelledAt: string | null;
  countedById: number | null;
  note: string | null;
  lineCount: number;
  restaurant?: { name: string };
  countedBy?: { firstName: string } | null;
  lines?: Line[];
}
interface Movement {
  type: string;
  reason: string;
  quantity: number;
  unit: string;
  stockBefore: number;
  stockAfter: number;
  inventoryId: number | null;
}

async function product(name: string, baseUnit: 'G' | 'ML', token = admin) {
  const res = await t.post(
    '/api/products',
    {
      name,
      category: 'VEGETABLE',
      baseUnit,
      storagePackagingName: 'Sac',
      storagePackagingQuantity: 25,
      storagePackagingUnit: baseUnit === 'G' ? 'KG' : 'L',
    },
    token,
  );
  expect(res.status, res.text).toBe(201);
  return (res.body as { product: { id: number; packagings: { id: number }[] } }).product;
}

/** Everything a refused request must leave as it was. */
async function state() {
  const n = async (table: typeof inventories | typeof inventoryLines | typeof stockMovements) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    inventories: JSON.stringify(await t.db.select().from(inventories).orderBy(inventories.id)),
    lines: await n(inventoryLines),
    movements: await n(stockMovements),
    stocks: JSON.stringify(await t.db.select().from(productStocks).orderBy(productStocks.id)),
  };
}

const stockOf = async (productId: number, restaurantId: number) =>
  (
    (await t.get(`/api/product-stocks/product/${productId}/restaurant/${restaurantId}`, admin))
      .body as { stock: { currentStock: number } }
  ).stock.currentStock;

const createDraft = async (body: Record<string, unknown>, token = admin) => {
  const res = await t.post('/api/inventories', body, token);
  expect(res.status, res.text).toBe(201);
  return (res.body as { inventory: Inventory }).inventory;
};

const finalize = (id: number, token = admin, method: 'put' | 'patch' = 'put') =>
  t.send(method, `/api/inventories/${id}`, {
    token,
    body: { status: 'FINALIZED', finalizedAt: new Date().toISOString() },
  });

beforeAll(async () => {
  t = await setupApi();
  admin = await t.token(ADMIN);
  manager = await t.token(MANAGER);
  employee = await t.token(EMPLOYEE);
  other = await t.token(OTHER_ADMIN);
  r = await t.demoRestaurants();
  employeeOf = { halles: await t.employeeOf(r.halles), comptoir: await t.employeeOf(r.comptoir) };
  const f = await product('Qqy farine', 'G');
  farine = f.id;
  sac = f.packagings[0]!.id;
  const rule = await t.post(
    `/api/products/${farine}/conversion-rules`,
    { sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 150, targetUnit: 'G' },
    admin,
  );
  expect(rule.status, rule.text).toBe(201);
  lait = (await product('Qqy lait', 'ML')).id;
  foreign = (await product('Qqy autrui', 'G', other)).id;
  // Some stock to adjust: 10 kg of flour and 3 L of milk at Les Halles.
  for (const [productId, quantity] of [
    [farine, 10_000],
    [lait, 3000],
  ] as const) {
    const res = await t.post(
      '/api/stock-movements',
      { restaurantId: r.halles, productId, type: 'IN', reason: 'PURCHASE', quantity },
      admin,
    );
    expect(res.status, res.text).toBe(201);
  }
});
afterAll(() => t?.close());

describe('POST /api/inventories (a draft)', () => {
  it('keeps every line, 0 included (counted empty), converting them on the server (the client’s base quantity ignored)', async () => {
    const inventory = await createDraft(
      {
        restaurantId: r.halles,
        countedById: employeeOf.halles,
        note: '  Fin de mois ',
        lines: [
          { productId: farine, packagingId: sac, inputQuantity: 2, quantityInBaseUnit: 1 },
          { productId: farine, packagingQuantity: 1, packagingUnit: 'PIECE', inputQuantity: 4 },
          { productId: lait, inputQuantity: 500 },
          { productId: lait, packagingQuantity: 1, packagingUnit: 'L', inputQuantity: 0 },
        ],
      },
      manager,
    );
    expect(inventory).toMatchObject({
      status: 'DRAFT',
      note: 'Fin de mois',
      countedById: employeeOf.halles,
      lineCount: 4,
      finalizedAt: null,
      restaurant: { name: 'La Table des Halles' },
    });
    expect(
      inventory.lines!.map((l) => [
        l.productId,
        l.packagingName,
        l.inputQuantity,
        l.quantityInBaseUnit,
      ]),
    ).toEqual([
      [farine, 'Sac', 2, 50_000],
      [farine, null, 4, 600],
      [lait, null, 500, 500],
      [lait, null, 0, 0],
    ]);
    expect(inventory.lines![0]).toMatchObject({
      packagingId: sac,
      packagingQuantity: 25,
      packagingUnit: 'KG',
    });
    // A draft never touches the stock.
    expect(await stockOf(farine, r.halles)).toBe(10_000);
  });

  it.each([
    ['restaurantId', { restaurantId: undefined }, STOCK_API_MESSAGES.restaurantRequired],
    ['countedById', { countedById: 'x' }, M.employeeUnknown],
    [
      'lines.0.inputQuantity',
      { lines: [{ productId: 1, inputQuantity: -1 }] },
      M.inputQuantityNotNegative,
    ],
    // Neither is read as 0: a count that is not a number is refused.
    [
      'lines.0.inputQuantity',
      { lines: [{ productId: 1, inputQuantity: 'abc' }] },
      M.inputQuantityInvalid,
    ],
    [
      'lines.0.inputQuantity',
      { lines: [{ productId: 1, inputQuantity: '-3' }] },
      M.inputQuantityInvalid,
    ],
    [
      'lines.0.packagingUnit',
      { lines: [{ productId: 1, inputQuantity: 1, packagingQuantity: 2 }] },
      M.packagingIncomplete,
    ],
  ])('refuses a bad %s in French, writing nothing', async (field, extra, message) => {
    const before = await state();
    const res = await t.post('/api/inventories', { restaurantId: r.halles, ...extra }, admin);
    expect(res.status, res.text).toBe(400);
    expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
    expect(await state()).toEqual(before);
  });

  it("refuses another chain's product or restaurant, a packaging of another product, an employee of another restaurant and a unit that does not convert (400), writing nothing", async () => {
    const before = await state();
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { lines: [{ productId: foreign, inputQuantity: 1 }] },
        'lines.0.productId',
        C.productNotFound,
      ],
      [
        { lines: [{ productId: lait, packagingId: sac, inputQuantity: 1 }] },
        'lines.0.packagingId',
        M.packagingUnknown,
      ],
      [
        {
          lines: [{ productId: lait, inputQuantity: 1, packagingQuantity: 1, packagingUnit: 'KG' }],
        },
        'lines.0.packagingUnit',
        STOCK_API_MESSAGES.unitNotConvertible,
      ],
      [{ countedById: employeeOf.comptoir }, 'countedById', M.employeeUnknown],
      [{ restaurantId: r.autrui }, 'restaurantId', 'Restaurant introuvable'],
    ];
    for (const [extra, field, message] of cases) {
      const res = await t.post('/api/inventories', { restaurantId: r.halles, ...extra }, admin);
      expect(res.status, field).toBe(400);
      expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
        [field]: message,
      });
    }
    expect(await state()).toEqual(before);
  });

  it('refuses a MANAGER outside his restaurants (400), an EMPLOYEE (403), no token (401)', async () => {
    const before = await state();
    const notHis = await t.post('/api/inventories', { restaurantId: r.comptoir }, manager);
    expect(notHis.status).toBe(400);
    expect(notHis.body).toMatchObject({ fieldErrors: { restaurantId: 'Restaurant introuvable' } });
    expect(await t.post('/api/inventories', { restaurantId: r.halles }, employee)).toMatchObject({
      status: 403,
      body: FORBIDDEN,
    });
    expect(
      (await t.send('post', '/api/inventories', { body: { restaurantId: r.halles } })).status,
    ).toBe(401);
    expect(await state()).toEqual(before);
  });
});

describe('reading inventories', () => {
  it('lists the visible ones newest first with include, filtered by restaurant and status, to every role', async () => {
    const draft = await createDraft({ restaurantId: r.comptoir, countedById: employeeOf.comptoir });
    const all = await t.get(`/api/inventories?include=restaurant,countedBy,lines&limit=100`, admin);
    expect(all.status, all.text).toBe(200);
    const listed = (all.body as { inventories: Inventory[] }).inventories;
    expect(listed[0]).toMatchObject({
      id: draft.id,
      restaurant: { name: expect.any(String) },
      lines: [],
    });
    expect(listed[0]!.countedBy).toMatchObject({ firstName: expect.any(String) });
    const managers = await t.get('/api/inventories?limit=100', manager);
    const seen = (managers.body as { inventories: Inventory[] }).inventories;
    expect(seen.some((i) => i.id === draft.id)).toBe(false);
    expect(seen[0]).not.toHaveProperty('lines');
    const filtered = await t.get(
      `/api/inventories?restaurantId=${r.comptoir}&status=DRAFT`,
      employee,
    );
    expect((filtered.body as { inventories: Inventory[] }).inventories.map((i) => i.id)).toContain(
      draft.id,
    );
    const bad = await t.get('/api/inventories?include=everything&status=DONE', admin);
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors).sort()).toEqual([
      'include',
      'status',
    ]);
  });

  it('reads one with its lines and their products, and its lines alone; 404 outside the caller’s restaurants', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 2 }],
    });
    const res = await t.get(`/api/inventories/${draft.id}?include=products`, employee);
    expect(res.status).toBe(200);
    expect((res.body as { inventory: Inventory }).inventory.lines![0]!.product).toMatchObject({
      name: 'Qqy lait',
    });
    const lines = await t.get(`/api/inventory-lines/inventory/${draft.id}`, manager);
    expect((lines.body as { lines: Line[] }).lines).toHaveLength(1);
    const comptoir = await createDraft({ restaurantId: r.comptoir });
    for (const [url, token] of [
      [`/api/inventories/${comptoir.id}`, manager],
      [`/api/inventory-lines/inventory/${comptoir.id}`, manager],
      [`/api/inventories/${draft.id}`, other],
      ['/api/inventories/999999', admin],
    ] as const) {
      const miss = await t.get(url, token);
      expect(miss.status, url).toBe(404);
      expect(miss.body).toMatchObject({ error: M.inventoryNotFound });
    }
  });
});

describe('lines of a draft', () => {
  it('adds, changes and deletes a line, and replaces them all in one call', async () => {
    const draft = await createDraft({ restaurantId: r.halles }, manager);
    const added = await t.post(
      '/api/inventory-lines',
      {
        inventoryId: draft.id,
        productId: farine,
        packagingId: sac,
        inputQuantity: 1,
        quantityInBaseUnit: 3,
      },
      manager,
    );
    expect(added.status, added.text).toBe(201);
    const line = (added.body as { line: Line }).line;
    expect(line.quantityInBaseUnit).toBe(25_000);
    const changed = await t.send('patch', `/api/inventory-lines/${line.id}`, {
      token: manager,
      body: { packagingQuantity: 2, packagingUnit: 'PIECE', inputQuantity: 3 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect((changed.body as { line: Line }).line).toMatchObject({
      packagingId: null,
      quantityInBaseUnit: 900,
    });
    const zero = await t.put(`/api/inventory-lines/${line.id}`, { inputQuantity: 0 }, manager);
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ fieldErrors: { inputQuantity: M.inputQuantityPositive } });
    expect((await t.del(`/api/inventory-lines/${line.id}`, manager)).status).toBe(204);
    const replaced = await t.put(
      `/api/inventories/${draft.id}/lines`,
      {
        lines: [
          { productId: lait, inputQuantity: 250 },
          { productId: farine, inputQuantity: 0 },
        ],
      },
      manager,
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(
      (replaced.body as { inventory: Inventory }).inventory.lines!.map((l) => l.productId),
    ).toEqual([lait, farine]);
  });

  it('refuses a line of another chain, an EMPLOYEE, and a bad replacement without losing the old lines', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 1 }],
    });
    const before = await state();
    const bad = await t.put(
      `/api/inventories/${draft.id}/lines`,
      {
        lines: [
          { productId: lait, inputQuantity: 5 },
          { productId: foreign, inputQuantity: 1 },
        ],
      },
      admin,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { 'lines.1.productId': C.productNotFound } });
    expect(
      await t.put(`/api/inventories/${draft.id}/lines`, { lines: [] }, employee),
    ).toMatchObject({
      status: 403,
    });
    const foreignDraft = await t.post(
      '/api/inventory-lines',
      { inventoryId: draft.id, productId: lait, inputQuantity: 1 },
      other,
    );
    expect(foreignDraft.status).toBe(400);
    expect(foreignDraft.body).toMatchObject({ fieldErrors: { inventoryId: M.inventoryNotFound } });
    expect(await state()).toEqual(before);
  });
});

describe('finalizing', () => {
  it('sets each counted product’s stock with an ADJUSTMENT / INVENTORY movement, then FINALIZED', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [
        { productId: farine, packagingId: sac, inputQuantity: 0.2 },
        { productId: farine, packagingQuantity: 1, packagingUnit: 'PIECE', inputQuantity: 2 },
        { productId: lait, inputQuantity: 2500 },
      ],
    });
    const res = await finalize(draft.id, manager);
    expect(res.status, res.text).toBe(200);
    const inventory = (res.body as { inventory: Inventory }).inventory;
    expect(inventory.status).toBe('FINALIZED');
    expect(inventory.finalizedAt).not.toBeNull();
    expect(await stockOf(farine, r.halles)).toBe(5300);
    expect(await stockOf(lait, r.halles)).toBe(2500);
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.inventoryId, draft.id));
    expect(
      movements
        .map((m: Movement) => [m.type, m.reason, m.quantity, m.unit, m.stockBefore, m.stockAfter])
        .sort(),
    ).toEqual(
      [
        ['ADJUSTMENT', 'INVENTORY', 5300, 'G', 10_000, 5300],
        ['ADJUSTMENT', 'INVENTORY', 2500, 'ML', 3000, 2500],
      ].sort(),
    );
  });

  it('brings a product counted empty (a line of 0) to 0, and leaves one not counted alone (docs/areas/stock.md#counted-at-zero)', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 0 }],
    });
    expect(draft.lineCount).toBe(1);
    const laitBefore = await stockOf(lait, r.halles);
    const farineBefore = await stockOf(farine, r.halles);
    expect(laitBefore).toBeGreaterThan(0);
    const res = await finalize(draft.id, manager);
    expect(res.status, res.text).toBe(200);
    expect(await stockOf(lait, r.halles)).toBe(0);
    expect(await stockOf(farine, r.halles)).toBe(farineBefore);
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.inventoryId, draft.id));
    expect(
      movements.map((m: Movement) => [m.type, m.quantity, m.stockBefore, m.stockAfter]),
    ).toEqual([['ADJUSTMENT', 0, laitBefore, 0]]);
  });

  it('is idempotent: a second finalization (PUT or PATCH) changes nothing and answers 409', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 100 }],
    });
    expect((await finalize(draft.id)).status).toBe(200);
    const before = await state();
    for (const method of ['put', 'patch'] as const) {
      const again = await finalize(draft.id, admin, method);
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({ error: S.inventoryFinalizedReadOnly });
    }
    expect(await state()).toEqual(before);
  });

  it('lets only one of concurrent finalizations win', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 700 }],
    });
    const results = await Promise.all([
      finalize(draft.id),
      finalize(draft.id),
      finalize(draft.id, manager),
    ]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409, 409]);
    const movements = await t.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.inventoryId, draft.id));
    expect(movements).toHaveLength(1);
    expect(await stockOf(lait, r.halles)).toBe(700);
  });

  it('refuses any change to a finalized inventory (409), writing nothing', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 1 }],
    });
    expect((await finalize(draft.id)).status).toBe(200);
    const [line] = (await t.get(`/api/inventory-lines/inventory/${draft.id}`, admin)).body
      .lines as Line[];
    const before = await state();
    const attempts = [
      t.put(`/api/inventories/${draft.id}`, { note: 'Après coup' }, admin),
      t.put(`/api/inventories/${draft.id}`, { status: 'CANCELLED' }, admin),
      t.put(`/api/inventories/${draft.id}/lines`, { lines: [] }, admin),
      t.post(
        '/api/inventory-lines',
        { inventoryId: draft.id, productId: lait, inputQuantity: 1 },
        admin,
      ),
      t.put(`/api/inventory-lines/${line!.id}`, { inputQuantity: 9 }, admin),
      t.del(`/api/inventory-lines/${line!.id}`, admin),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ error: S.inventoryFinalizedReadOnly });
    }
    expect(await state()).toEqual(before);
  });

  it('is atomic: a failure in the middle writes no movement and leaves the inventory DRAFT', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [
        { productId: farine, inputQuantity: 1234 },
        { productId: lait, inputQuantity: 4321 },
      ],
    });
    const before = await state();
    // The second product's movement fails after the first one was written (in the transaction).
    await t.db.execute(
      sql.raw(`
      create function stock_api_fail() returns trigger language plpgsql as $$
      begin
        if new.product_id = ${lait} and new.inventory_id = ${draft.id} then
          raise exception 'panne injectée';
        end if;
        return new;
      end $$
    `),
    );
    await t.db.execute(
      sql.raw(
        'create trigger stock_api_fail before insert on stock_movements for each row execute function stock_api_fail()',
      ),
    );
    try {
      // Straight to the app: a 500 is not in the contract t.send checks.
      const res = await request(t.app)
        .put(`/api/inventories/${draft.id}`)
        .set('Authorization', `Bearer ${admin}`)
        .send({ status: 'FINALIZED' });
      expect(res.status).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger stock_api_fail on stock_movements'));
      await t.db.execute(sql.raw('drop function stock_api_fail()'));
      t.errors.length = 0;
    }
    expect(await state()).toEqual(before);
    const [row] = await t.db.select().from(inventories).where(eq(inventories.id, draft.id));
    expect(row!.status).toBe('DRAFT');
    // Once the failure is gone the same draft finalizes.
    expect((await finalize(draft.id)).status).toBe(200);
    expect(await stockOf(farine, r.halles)).toBe(1234);
  });

  it('refuses a MANAGER outside his restaurants (404) and an EMPLOYEE (403)', async () => {
    const comptoir = await createDraft({ restaurantId: r.comptoir });
    expect((await finalize(comptoir.id, manager)).status).toBe(404);
    expect(await finalize(comptoir.id, employee)).toMatchObject({ status: 403, body: FORBIDDEN });
    expect((await finalize(comptoir.id, other)).status).toBe(404);
  });
});

describe('POST /api/inventories/complete', () => {
  it('creates and finalizes in one transaction', async () => {
    const res = await t.post(
      '/api/inventories/complete',
      {
        restaurantId: r.halles,
        countedById: employeeOf.halles,
        lines: [{ productId: lait, inputQuantity: 42 }],
      },
      manager,
    );
    expect(res.status, res.text).toBe(201);
    expect((res.body as { inventory: Inventory }).inventory).toMatchObject({
      status: 'FINALIZED',
      lineCount: 1,
    });
    expect(await stockOf(lait, r.halles)).toBe(42);
  });

  it('writes nothing when a line is refused', async () => {
    const before = await state();
    const res = await t.post(
      '/api/inventories/complete',
      {
        restaurantId: r.halles,
        lines: [
          { productId: lait, inputQuantity: 1 },
          { productId: foreign, inputQuantity: 1 },
        ],
      },
      admin,
    );
    expect(res.status).toBe(400);
    expect(await state()).toEqual(before);
  });
});

describe('cancelling', () => {
  it('cancels a draft without touching the stock; it then refuses changes and finalization (409)', async () => {
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 9 }],
    });
    const stock = await stockOf(lait, r.halles);
    const res = await t.send('patch', `/api/inventories/${draft.id}`, {
      token: manager,
      body: { status: 'CANCELLED' },
    });
    expect(res.status, res.text).toBe(200);
    expect((res.body as { inventory: Inventory }).inventory).toMatchObject({
      status: 'CANCELLED',
      cancelledAt: expect.any(String),
      lineCount: 1,
    });
    expect(await stockOf(lait, r.halles)).toBe(stock);
    const again = await finalize(draft.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: S.inventoryCancelled });
  });

  it('edits a draft’s note and counting employee; refuses a bad status and an empty change', async () => {
    const draft = await createDraft({ restaurantId: r.halles });
    const res = await t.put(
      `/api/inventories/${draft.id}`,
      { note: 'Chambre froide', countedById: employeeOf.halles },
      admin,
    );
    expect((res.body as { inventory: Inventory }).inventory).toMatchObject({
      note: 'Chambre froide',
      countedById: employeeOf.halles,
    });
    const bad = await t.put(`/api/inventories/${draft.id}`, { status: 'DRAFT' }, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { status: M.statusTarget } });
    expect((await t.put(`/api/inventories/${draft.id}`, {}, admin)).status).toBe(400);
  });
});

describe('the graph’s batch reads', () => {
  /** An inventory of `restaurantId` created and finalized, counting each product once. */
  const completed = async (restaurantId: number, productIds: number[], token = admin) => {
    const lines = productIds.map((productId) => ({ productId, inputQuantity: 7 }));
    const res = await t.post('/api/inventories/complete', { restaurantId, lines }, token);
    expect(res.status, res.text).toBe(201);
    return (res.body as { inventory: Inventory }).inventory;
  };
  const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

  it('reads inventories by id in one call, each as its own route answers it, only those the caller sees', async () => {
    const halles = await completed(r.halles, [farine]);
    const comptoir = await createDraft({
      restaurantId: r.comptoir,
      lines: [{ productId: lait, inputQuantity: 1 }],
    });
    const autrui = await completed(r.autrui, [foreign], other);
    const ids = [halles.id, comptoir.id, autrui.id, 999999].join(',');
    const batch = async (token: string) => {
      const res = await t.get(`/api/inventories?ids=${ids}&include=lines`, token);
      expect(res.status, res.text).toBe(200);
      return (res.body as { inventories: Inventory[] }).inventories;
    };
    const read = await batch(admin);
    expect(idsOf(read)).toEqual(idsOf([halles, comptoir]));
    for (const inventory of read) {
      const single = await t.get(`/api/inventories/${inventory.id}?include=lines`, admin);
      expect(inventory).toEqual((single.body as { inventory: Inventory }).inventory);
    }
    // The Comptoir is not the manager's; another chain's admin reads his own only.
    expect(idsOf(await batch(manager))).toEqual([halles.id]);
    expect(idsOf(await batch(employee))).toEqual(idsOf([halles, comptoir]));
    expect(idsOf(await batch(other))).toEqual([autrui.id]);
  });

  it('answers every inventory named, beyond a page, unless the caller pages', async () => {
    const rows = await t.db
      .insert(inventories)
      .values(Array.from({ length: 30 }, () => ({ restaurantId: r.bistrot })))
      .returning({ id: inventories.id });
    const ids = rows.map((row) => row.id).join(',');
    const all = await t.get(`/api/inventories?ids=${ids}`, admin);
    expect(all.status, all.text).toBe(200);
    expect(all.body).toMatchObject({ total: 30, limit: 500 });
    expect((all.body as { inventories: Inventory[] }).inventories).toHaveLength(30);
    const page = await t.get(`/api/inventories?ids=${ids}&limit=5&offset=5`, admin);
    expect(page.body).toMatchObject({ total: 30, limit: 5, offset: 5 });
    expect((page.body as { inventories: Inventory[] }).inventories).toHaveLength(5);
  });

  it('reads finalized inventories’ movements in one call, each as its restaurant’s route answers it, only those the caller sees', async () => {
    const halles = await completed(r.halles, [farine, lait]);
    const comptoir = await completed(r.comptoir, [lait]);
    const autrui = await completed(r.autrui, [foreign], other);
    const draft = await createDraft({
      restaurantId: r.halles,
      lines: [{ productId: lait, inputQuantity: 1 }],
    });
    const ids = [halles.id, comptoir.id, autrui.id, draft.id, 999999].join(',');
    type Listed = Movement & { id: number; restaurantId: number };
    const batch = async (token: string) => {
      const res = await t.get(`/api/stock-movements?inventoryIds=${ids}`, token);
      expect(res.status, res.text).toBe(200);
      return (res.body as { movements: Listed[] }).movements;
    };
    const countsOf = (movements: Listed[]) =>
      [halles, comptoir, autrui, draft].map(
        (inventory) => movements.filter((m) => m.inventoryId === inventory.id).length,
      );
    const read = await batch(admin);
    // A draft has none; another chain's, an unknown one and movements of no inventory are absent.
    expect(countsOf(read)).toEqual([2, 1, 0, 0]);
    expect(read).toHaveLength(3);
    for (const inventory of [halles, comptoir]) {
      const single = await t.get(
        `/api/stock-movements/restaurant/${inventory.restaurantId}?inventoryId=${inventory.id}&limit=100`,
        admin,
      );
      expect(read.filter((m) => m.inventoryId === inventory.id)).toEqual(
        (single.body as { movements: Listed[] }).movements,
      );
    }
    expect(countsOf(await batch(manager))).toEqual([2, 0, 0, 0]);
    expect(countsOf(await batch(employee))).toEqual([2, 1, 0, 0]);
    expect(countsOf(await batch(other))).toEqual([0, 0, 1, 0]);
  });

  it.each([
    ['/api/inventories', 'ids'],
    ['/api/stock-movements', 'inventoryIds'],
  ])('%s refuses a bad or oversized ?%s= with a French 400', async (path, field) => {
    for (const list of ['', 'abc', '1,,2', '0', '1;2', '-1']) {
      const res = await t.get(`${path}?${field}=${list}`, admin);
      expect(res.status, list).toBe(400);
      expect(res.body.fieldErrors).toEqual({
        [field]: 'Liste d’identifiants invalide (entiers séparés par des virgules)',
      });
    }
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await t.get(`${path}?${field}=${many}`, admin);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: "Trop d'identifiants : 500 au plus",
      fieldErrors: { [field]: '500 identifiants au plus' },
    });
    expect((await t.get(`${path}?${field}=1`, undefined)).status).toBe(401);
  });

  it('requires the list of inventories of a movements’ batch read (never the whole chain’s)', async () => {
    const res = await t.get('/api/stock-movements', admin);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      inventoryIds: 'Liste d’identifiants invalide (entiers séparés par des virgules)',
    });
  });
});

it('keeps a restaurant with inventories (409 naming them)', async () => {
  const res = await t.del(`/api/restaurants/${r.comptoir}`, admin);
  expect(res.status).toBe(409);
  expect((res.body as { error: string }).error).toMatch(/inventaire/);
});
