import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  seededRestaurants,
  startStack,
  type GraphResult,
  type Stack,
} from './helpers.ts';

// Stock and inventories in the graph (issue 12 item 10): levels with the domain's status and
// display unit, movements, inventories saved, finalized (setting the stock) and cancelled, over
// the api's routes, with a number of REST calls that does not grow with the lists.

let stack: Stack;
let admin: string;
let manager: string;
let employee: string;
let halles: string;
let productId: string;
let sacId: string;

const data = <T>(result: GraphResult<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};

const LEVEL = `currentStock baseUnit status value display { value unit } product { id name }
  restaurant { id }`;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  manager = await stack.login(MANAGER);
  employee = await stack.login(EMPLOYEE);
  halles = (await seededRestaurants(stack, admin)).named('La Table des Halles').id;
  const { createProduct } = data(
    await stack.gql<{ createProduct: { id: string; packagings: { id: string }[] } }>(
      `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id packagings { id } } }`,
      {
        input: {
          name: 'Zq stock farine',
          category: 'VEGETABLE',
          baseUnit: 'G',
          storagePackagingName: 'Sac',
          storagePackagingQuantity: 25,
          storagePackagingUnit: 'KG',
        },
      },
      admin,
    ),
  );
  productId = createProduct.id;
  sacId = createProduct.packagings[0]!.id;
});
afterAll(() => stack?.close());

const RECORD = `mutation ($input: StockMovementInput!) {
  recordStockMovement(input: $input) {
    id type reason quantity unit stockBefore stockAfter
    product { name } restaurant { id } createdBy { firstName } inventory { id }
  }
}`;

describe('stock levels and movements', () => {
  it('records a movement in another unit (a MANAGER in his restaurant) and reads the level', async () => {
    const { recordStockMovement } = data(
      await stack.gql<{ recordStockMovement: Record<string, unknown> }>(
        RECORD,
        {
          input: {
            restaurantId: halles,
            productId,
            type: 'IN',
            reason: 'PURCHASE',
            quantity: 2.5,
            unit: 'KG',
          },
        },
        manager,
      ),
    );
    expect(recordStockMovement).toMatchObject({
      type: 'IN',
      quantity: 2.5,
      unit: 'KG',
      stockBefore: 0,
      stockAfter: 2500,
      product: { name: 'Zq stock farine' },
      restaurant: { id: halles },
      createdBy: { firstName: expect.any(String) },
      inventory: null,
    });
    const { product } = data(
      await stack.gql<{ product: { stock: Record<string, unknown> } }>(
        `query ($id: ID!, $r: ID!) { product(id: $id) { stock(restaurantId: $r) { ${LEVEL} } } }`,
        { id: productId, r: halles },
        employee,
      ),
    );
    expect(product.stock).toMatchObject({
      currentStock: 2500,
      baseUnit: 'G',
      status: 'IN_STOCK',
      display: { value: 2.5, unit: 'kg' },
      restaurant: { id: halles },
    });
  });

  it('refuses an EMPLOYEE (FORBIDDEN) and an OUT beyond the stock (CONFLICT)', async () => {
    const input = { restaurantId: halles, productId, type: 'OUT', quantity: 3, unit: 'KG' };
    expect(codeOf(await stack.gql(RECORD, { input }, employee))).toBe('FORBIDDEN');
    const refused = await stack.gql(RECORD, { input }, admin);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('Stock insuffisant : 2\u202f500 g disponible(s)');
  });

  it("lists a restaurant's stock, summary, alerts and movements", async () => {
    const { restaurant } = data(
      await stack.gql<{
        restaurant: {
          stocks: { total: number; data: { product: { id: string } }[] };
          stockSummary: { productCount: number };
          stockAlerts: { product: { id: string } }[];
          stockMovements: { total: number; data: { stockAfter: number }[] };
        };
      }>(
        `query ($r: ID!, $p: ID!) { restaurant(id: $r) {
          stocks(filter: { search: "Zq stock" }) { total data { ${LEVEL} } }
          stockSummary { productCount outOfStockCount lowCount inStockCount totalValue unvaluedCount }
          stockAlerts(threshold: 2500) { product { id } }
          stockMovements(productId: $p) { total data { stockAfter } }
        } }`,
        { r: halles, p: productId },
        employee,
      ),
    );
    expect(restaurant.stocks.data.map((s) => s.product.id)).toEqual([productId]);
    expect(restaurant.stockSummary.productCount).toBeGreaterThan(0);
    expect(restaurant.stockAlerts.map((s) => s.product.id)).toContain(productId);
    expect(restaurant.stockMovements.data.map((m) => m.stockAfter)).toEqual([2500]);
  });

  it("reads every restaurant's summary and alerts in ONE call each, whatever their number", async () => {
    const query = `{ restaurants { id
      stockSummary { productCount outOfStockCount lowCount inStockCount totalValue unvaluedCount }
      stockAlerts(threshold: 2500) { product { id } restaurant { id } }
      low: stockAlerts(threshold: 1) { product { id } }
    } }`;
    const read = async (token: string) => {
      const before = stack.calls.length;
      const result = await stack.gql<{
        restaurants: {
          id: string;
          stockSummary: { productCount: number };
          stockAlerts: { product: { id: string }; restaurant: { id: string } }[];
        }[];
      }>(query, {}, token);
      const paths = stack.calls.slice(before).map((c) => c.path);
      return { restaurants: data(result).restaurants, restCalls: result.restCalls, paths };
    };
    const all = await read(admin);
    const few = await read(manager);
    expect(all.restaurants.length).toBeGreaterThan(few.restaurants.length);
    expect(all.restCalls).toBe(few.restCalls);
    // One summary read, and one alerts read per threshold asked.
    expect(all.paths.filter((p) => p.startsWith('/api/product-stocks/summary'))).toHaveLength(1);
    expect(all.paths.filter((p) => p.startsWith('/api/product-stocks/alerts'))).toHaveLength(2);
    const ofHalles = all.restaurants.find((r) => r.id === halles)!;
    expect(ofHalles.stockSummary.productCount).toBeGreaterThan(0);
    expect(ofHalles.stockAlerts.map((s) => s.product.id)).toContain(productId);
    for (const restaurant of all.restaurants) {
      expect(restaurant.stockAlerts.every((s) => s.restaurant.id === restaurant.id)).toBe(true);
    }
  });

  it("reads many products' stock in ONE call per restaurant", async () => {
    stack.calls.length = 0;
    const { products } = data(
      await stack.gql<{ products: { data: { stock: { status: string } }[] } }>(
        `query ($r: ID!) { products(limit: 50) { data { stock(restaurantId: $r) { status } } } }`,
        { r: halles },
        admin,
      ),
    );
    expect(products.data.length).toBeGreaterThan(1);
    expect(stack.calls.filter((c) => c.path.startsWith('/api/product-stocks')).length).toBe(1);
  });
});

const INVENTORY = `id status finalizedAt cancelledAt note lineCount restaurant { id } countedBy { id }
  lines { product { id } inputQuantity packagingName quantityInBaseUnit packaging { id name } }
  movements { type reason stockBefore stockAfter inventory { id } }`;
const SAVE = `mutation ($input: SaveInventoryInput!) { saveInventory(input: $input) { ${INVENTORY} } }`;

type Inventory = {
  id: string;
  status: string;
  lineCount: number;
  lines: { quantityInBaseUnit: number; packaging: { name: string } | null }[];
  movements: {
    reason: string;
    stockBefore: number;
    stockAfter: number;
    inventory: { id: string };
  }[];
};

describe('inventories', () => {
  it('saves a draft, replaces its lines, finalizes it once (the stock set), a second time CONFLICT', async () => {
    const created = data(
      await stack.gql<{ saveInventory: Inventory }>(
        SAVE,
        {
          input: { restaurantId: halles, note: 'Test', lines: [{ productId, inputQuantity: 10 }] },
        },
        manager,
      ),
    ).saveInventory;
    expect(created).toMatchObject({ status: 'DRAFT', lineCount: 1, movements: [] });
    const saved = data(
      await stack.gql<{ saveInventory: Inventory }>(
        SAVE,
        {
          input: {
            id: created.id,
            lines: [
              { productId, packagingId: sacId, inputQuantity: 0.2 },
              { productId, inputQuantity: 0 },
            ],
          },
        },
        manager,
      ),
    ).saveInventory;
    // A line of 0 is kept (a product counted empty); it adds nothing to the count.
    expect(saved.lines).toEqual([
      expect.objectContaining({ quantityInBaseUnit: 5000, packaging: { id: sacId, name: 'Sac' } }),
      expect.objectContaining({ quantityInBaseUnit: 0, packaging: null }),
    ]);
    const FINALIZE = `mutation ($id: ID!) { finalizeInventory(id: $id) { ${INVENTORY} } }`;
    const { finalizeInventory } = data(
      await stack.gql<{ finalizeInventory: Inventory }>(FINALIZE, { id: created.id }, manager),
    );
    expect(finalizeInventory.status).toBe('FINALIZED');
    expect(finalizeInventory.movements).toEqual([
      {
        type: 'ADJUSTMENT',
        reason: 'INVENTORY',
        stockBefore: 2500,
        stockAfter: 5000,
        inventory: { id: created.id },
      },
    ]);
    expect(codeOf(await stack.gql(FINALIZE, { id: created.id }, admin))).toBe('CONFLICT');
    expect(codeOf(await stack.gql(SAVE, { input: { id: created.id, lines: [] } }, admin))).toBe(
      'CONFLICT',
    );
  });

  it('completes one in a call, cancels a draft, lists them with their lines', async () => {
    const { completeInventory } = data(
      await stack.gql<{ completeInventory: Inventory }>(
        `mutation ($input: SaveInventoryInput!) { completeInventory(input: $input) { ${INVENTORY} } }`,
        { input: { restaurantId: halles, lines: [{ productId, inputQuantity: 42 }] } },
        admin,
      ),
    );
    expect(completeInventory.movements.map((m) => m.stockAfter)).toEqual([42]);
    const draft = data(
      await stack.gql<{ saveInventory: Inventory }>(
        SAVE,
        { input: { restaurantId: halles, lines: [] } },
        admin,
      ),
    ).saveInventory;
    const { cancelInventory } = data(
      await stack.gql<{ cancelInventory: { status: string; cancelledAt: string } }>(
        `mutation ($id: ID!) { cancelInventory(id: $id) { status cancelledAt } }`,
        { id: draft.id },
        admin,
      ),
    );
    expect(cancelInventory.status).toBe('CANCELLED');
    stack.calls.length = 0;
    const { inventories } = data(
      await stack.gql<{ inventories: { total: number; data: Inventory[] } }>(
        `query ($r: ID!) { inventories(restaurantId: $r, limit: 10) { total data { id status lines { quantityInBaseUnit } } } }`,
        { r: halles },
        employee,
      ),
    );
    expect(inventories.data.map((i) => i.id)).toContain(completeInventory.id);
    expect(stack.calls.filter((c) => c.path.startsWith('/api/inventor')).length).toBe(1);
  });

  it("reads the movements of 2 or 6 finalized inventories, and a page of movements' inventories, in ONE call each", async () => {
    /** A new restaurant with `count` inventories completed in it, each adjusting the product. */
    const restaurantWith = async (count: number) => {
      const { createRestaurant } = data(
        await stack.gql<{ createRestaurant: { id: string } }>(
          'mutation ($input: RestaurantInput!) { createRestaurant(input: $input) { id } }',
          { input: { name: `Zq inventaires ${count}`, address: '1 rue du Test' } },
          admin,
        ),
      );
      for (let i = 1; i <= count; i++) {
        data(
          await stack.gql(
            'mutation ($input: SaveInventoryInput!) { completeInventory(input: $input) { id } }',
            {
              input: {
                restaurantId: createRestaurant.id,
                lines: [{ productId, inputQuantity: i }],
              },
            },
            admin,
          ),
        );
      }
      return createRestaurant.id;
    };
    const read = async <T>(query: string, r: string) => {
      const before = stack.calls.length;
      const result = await stack.gql<T>(query, { r }, employee);
      const paths = stack.calls.slice(before).map((c) => c.path);
      return { data: data(result), restCalls: result.restCalls, paths };
    };
    const movementsOf = (r: string) =>
      read<{ inventories: { data: { id: string; movements: { inventory: { id: string } }[] }[] } }>(
        `query ($r: ID!) { inventories(restaurantId: $r, limit: 100) { data {
          id movements { stockAfter inventory { id } }
        } } }`,
        r,
      );
    const inventoriesOf = (r: string) =>
      read<{
        restaurant: { stockMovements: { data: { inventory: { id: string; status: string } }[] } };
      }>(
        `query ($r: ID!) { restaurant(id: $r) { stockMovements(limit: 100) { data {
          inventory { id status lines { quantityInBaseUnit } }
        } } } }`,
        r,
      );
    const [small, large] = [await restaurantWith(2), await restaurantWith(6)];
    const [two, six] = [await movementsOf(small), await movementsOf(large)];
    expect(six.data.inventories.data).toHaveLength(6);
    for (const inventory of six.data.inventories.data) {
      expect(inventory.movements.map((m) => m.inventory.id)).toEqual([inventory.id]);
    }
    expect(six.restCalls).toBe(two.restCalls);
    expect(six.paths.filter((p) => p.startsWith('/api/stock-movements'))).toEqual([
      expect.stringMatching(/^\/api\/stock-movements\?inventoryIds=\d+(,\d+){5}$/),
    ]);
    const [ofTwo, ofSix] = [await inventoriesOf(small), await inventoriesOf(large)];
    const movements = ofSix.data.restaurant.stockMovements.data;
    expect(new Set(movements.map((m) => m.inventory.id)).size).toBe(6);
    expect(movements.every((m) => m.inventory.status === 'FINALIZED')).toBe(true);
    expect(ofSix.restCalls).toBe(ofTwo.restCalls);
    expect(ofSix.paths.filter((p) => p.startsWith('/api/inventories'))).toEqual([
      expect.stringMatching(/^\/api\/inventories\?ids=\d+(,\d+){5}&include=lines$/),
    ]);
  });

  it('is BAD_USER_INPUT without a restaurant, NOT_FOUND for an unknown inventory, FORBIDDEN to an EMPLOYEE', async () => {
    expect(codeOf(await stack.gql(SAVE, { input: { lines: [] } }, admin))).toBe('BAD_USER_INPUT');
    expect(codeOf(await stack.gql(`{ inventory(id: "999999") { id } }`, {}, admin))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(await stack.gql(SAVE, { input: { restaurantId: halles, lines: [] } }, employee)),
    ).toBe('FORBIDDEN');
  });
});
