// The demo chain's recipes, allergens, stock and inventories (api/src/db/seed-recipes-stock.ts):
// its size, the domain's rules (ingredient units, no cycle, movements that add up, finalized
// inventories and their adjustments), that the REST routes read it as the demo admin, and that
// seeding is deterministic and idempotent.
import {
  ingredientUnitError,
  LOW_STOCK_THRESHOLD,
  recipeAllergens,
  recipeBook,
  recipeCost,
  subRecipeGraph,
  subRecipesOf,
  type Unit,
} from '@bo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { DEMO_RECIPES_STOCK, seedRecipesStock } from '../src/db/seed-recipes-stock.ts';
import { DEMO_CHAIN, seedChain, type SeedChain } from '../src/db/seed.ts';
import {
  employees,
  inventories,
  inventoryLines,
  productAllergens,
  products,
  productStocks,
  recipeIngredients,
  recipeRestaurants,
  recipes,
  restaurants,
  stockMovements,
} from '../src/db/schema.ts';
import { ADMIN, countStatements, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let demo: number;

beforeAll(async () => {
  t = await setupApi();
  demo = await t.enseigneId(DEMO_CHAIN.name);
});
afterAll(() => t.close());

/** A chain's recipes, stock and inventories, in insertion order. */
async function bookOf(db: Db, enseigneId: number) {
  const [recipeRows, productRows, restaurantRows] = await Promise.all([
    db.select().from(recipes).where(eq(recipes.enseigneId, enseigneId)).orderBy(asc(recipes.id)),
    db.select().from(products).where(eq(products.enseigneId, enseigneId)).orderBy(asc(products.id)),
    db
      .select()
      .from(restaurants)
      .where(eq(restaurants.enseigneId, enseigneId))
      .orderBy(asc(restaurants.id)),
  ]);
  const recipeIds = recipeRows.map((r) => r.id);
  const productIds = productRows.map((p) => p.id);
  const restaurantIds = restaurantRows.map((r) => r.id);
  const [lineRows, allergenRows, stockRows, movementRows, inventoryRows] = await Promise.all([
    db
      .select()
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.recipeId, recipeIds))
      .orderBy(asc(recipeIngredients.id)),
    db.select().from(productAllergens).where(inArray(productAllergens.productId, productIds)),
    db
      .select()
      .from(productStocks)
      .where(inArray(productStocks.restaurantId, restaurantIds))
      .orderBy(asc(productStocks.id)),
    db
      .select()
      .from(stockMovements)
      .where(inArray(stockMovements.restaurantId, restaurantIds))
      .orderBy(asc(stockMovements.occurredAt), asc(stockMovements.id)),
    db
      .select()
      .from(inventories)
      .where(inArray(inventories.restaurantId, restaurantIds))
      .orderBy(asc(inventories.id)),
  ]);
  const inventoryLineRows = await db
    .select()
    .from(inventoryLines)
    .where(
      inArray(
        inventoryLines.inventoryId,
        inventoryRows.map((i) => i.id),
      ),
    )
    .orderBy(asc(inventoryLines.id));
  return {
    recipeRows,
    productRows,
    restaurantRows,
    lineRows,
    allergenRows,
    stockRows,
    movementRows,
    inventoryRows,
    inventoryLineRows,
  };
}

describe('the demo recipes and allergens', () => {
  it('has the planned recipes, sub-recipes shared and three levels deep, without a cycle', async () => {
    const { recipeRows, lineRows } = await bookOf(t.db, demo);
    expect(recipeRows).toHaveLength(DEMO_RECIPES_STOCK.recipes.length);
    expect(recipeRows.length).toBeGreaterThanOrEqual(12);
    expect(recipeRows.length).toBeLessThanOrEqual(20);
    expect(recipeRows.every((r) => [...(r.namePrint ?? '')].length <= 25)).toBe(true);
    const edges = lineRows
      .filter((l) => l.subRecipeId !== null)
      .map((l) => ({ recipeId: l.recipeId, subRecipeId: l.subRecipeId! }));
    const graph = subRecipeGraph(edges);
    for (const r of recipeRows) expect(subRecipesOf(graph, r.id).has(String(r.id))).toBe(false);
    const idOf = (name: string) => recipeRows.find((r) => r.name === name)!.id;
    const usersOf = (name: string) => edges.filter((e) => e.subRecipeId === idOf(name)).length;
    expect(usersOf('Sauce béarnaise maison')).toBe(3);
    expect(usersOf('Pâte brisée')).toBe(2);
    // Magret → sauce au vin rouge → fond brun.
    expect([...subRecipesOf(graph, idOf('Magret de canard, sauce au vin rouge'))]).toEqual(
      expect.arrayContaining([
        String(idOf('Sauce au vin rouge')),
        String(idOf('Fond brun maison')),
      ]),
    );
  });

  it('measures every ingredient in a unit its item allows', async () => {
    const { recipeRows, productRows, lineRows } = await bookOf(t.db, demo);
    for (const line of lineRows) {
      const base: Unit =
        line.productId !== null
          ? productRows.find((p) => p.id === line.productId)!.baseUnit
          : recipeRows.find((r) => r.id === line.subRecipeId)!.baseUnit;
      expect(ingredientUnitError(line.itemUnit, base), `${line.id}`).toBeNull();
      expect(line.quantity).toBeGreaterThan(0);
    }
  });

  it('costs most recipes, and two are incomplete for want of the saffron', async () => {
    const { recipeRows, productRows, lineRows, allergenRows } = await bookOf(t.db, demo);
    const res = await t.get('/api/products?details=true', await t.token(ADMIN));
    expect(res.status).toBe(200);
    const costs = (
      res.body as { products: { id: number; cost: { costPerBaseUnit: number | null } }[] }
    ).products;
    const book = recipeBook(
      productRows.map((p) => ({
        id: p.id,
        name: p.name,
        baseUnit: p.baseUnit,
        conversionRules: [],
        costPerBaseUnit: costs.find((c) => c.id === p.id)?.cost.costPerBaseUnit ?? null,
        allergens: allergenRows.filter((a) => a.productId === p.id).map((a) => a.allergen),
      })),
      recipeRows.map((r) => ({
        id: r.id,
        name: r.name,
        quantity: r.quantity,
        baseUnit: r.baseUnit,
        ingredients: lineRows
          .filter((l) => l.recipeId === r.id)
          .map((l) => ({
            itemType: l.itemType,
            itemId: (l.productId ?? l.subRecipeId)!,
            quantity: l.quantity,
            itemUnit: l.itemUnit,
          })),
      })),
    );
    const incomplete = recipeRows
      .filter((r) => !recipeCost(r.id, book)!.complete)
      .map((r) => r.name)
      .sort();
    expect(incomplete).toEqual(['Dos de cabillaud, riz au safran', 'Riz pilaf au safran']);
    for (const r of recipeRows) expect(recipeCost(r.id, book)!.total, r.name).toBeGreaterThan(0);
    const burger = recipeRows.find((r) => r.name === 'Burger du Port')!;
    expect(recipeAllergens(burger.id, book)).toEqual([
      'GLUTEN',
      'EGGS',
      'MILK',
      'SESAME',
      'SULPHITES',
    ]);
    const labelled = new Set(allergenRows.map((a) => a.allergen));
    expect(labelled.size).toBeGreaterThanOrEqual(12);
  });
});

describe('the demo stock and inventories', () => {
  it('adds up: each movement starts where the last ended, and the stock is the last one', async () => {
    const { stockRows, movementRows, restaurantRows } = await bookOf(t.db, demo);
    expect(stockRows.length).toBeGreaterThan(0);
    for (const r of restaurantRows) {
      expect(
        stockRows.some((s) => s.restaurantId === r.id),
        r.name,
      ).toBe(true);
    }
    for (const stock of stockRows) {
      const history = movementRows.filter(
        (m) => m.productId === stock.productId && m.restaurantId === stock.restaurantId,
      );
      expect(history[0]!.stockBefore).toBe(0);
      history.forEach((m, i) => {
        if (i > 0) expect(m.stockBefore).toBe(history[i - 1]!.stockAfter);
        if (m.type === 'ADJUSTMENT') expect(m.quantity).toBe(m.stockAfter);
        if (m.type === 'OUT') expect(m.stockAfter).toBeLessThan(m.stockBefore);
        if (m.type === 'IN') expect(m.stockAfter).toBeGreaterThan(m.stockBefore);
      });
      expect(stock.currentStock).toBe(history.at(-1)!.stockAfter);
    }
    const kinds = new Set(movementRows.map((m) => `${m.type}/${m.reason}`));
    for (const kind of [
      'IN/PURCHASE',
      'OUT/RECIPE',
      'OUT/SALE',
      'OUT/WASTE',
      'IN/MANUAL',
      'ADJUSTMENT/MANUAL',
      'ADJUSTMENT/INVENTORY',
    ]) {
      expect(kinds.has(kind), kind).toBe(true);
    }
    const serving = restaurantRows.filter((r) => !r.isLab);
    for (const r of serving) {
      const mine = stockRows.filter((s) => s.restaurantId === r.id);
      expect(
        mine.some((s) => s.currentStock === 0),
        r.name,
      ).toBe(true);
      expect(
        mine.some((s) => s.currentStock > 0 && s.currentStock < LOW_STOCK_THRESHOLD),
        r.name,
      ).toBe(true);
    }
  });

  it('has two finalized inventories per restaurant with their adjustments, and one draft', async () => {
    const { inventoryRows, inventoryLineRows, movementRows, restaurantRows } = await bookOf(
      t.db,
      demo,
    );
    const staff = await t.db.select().from(employees);
    for (const r of restaurantRows) {
      const finalized = inventoryRows.filter(
        (i) => i.restaurantId === r.id && i.status === 'FINALIZED',
      );
      expect(finalized, r.name).toHaveLength(2);
      for (const inventory of finalized) {
        expect(staff.find((e) => e.id === inventory.countedById)?.restaurantId).toBe(r.id);
        const lines = inventoryLineRows.filter((l) => l.inventoryId === inventory.id);
        const made = movementRows.filter((m) => m.inventoryId === inventory.id);
        expect(lines.length).toBeGreaterThan(0);
        expect(made.map((m) => m.productId).sort()).toEqual(lines.map((l) => l.productId).sort());
        for (const m of made) {
          expect([m.type, m.reason]).toEqual(['ADJUSTMENT', 'INVENTORY']);
          const counted = lines.find((l) => l.productId === m.productId)!;
          expect(m.stockAfter).toBe(counted.quantityInBaseUnit);
          expect(m.occurredAt).toEqual(inventory.finalizedAt);
        }
      }
    }
    const drafts = inventoryRows.filter((i) => i.status === 'DRAFT');
    expect(drafts).toHaveLength(1);
    expect(restaurantRows.find((r) => r.id === drafts[0]!.restaurantId)!.name).toBe(
      DEMO_RECIPES_STOCK.stock.draftIn,
    );
    expect(inventoryLineRows.some((l) => l.inventoryId === drafts[0]!.id)).toBe(true);
    expect(movementRows.some((m) => m.inventoryId === drafts[0]!.id)).toBe(false);
  });

  it('reads through the REST routes as the demo admin', async () => {
    const token = await t.token(ADMIN);
    const list = await t.get('/api/recipes', token);
    expect(list.status).toBe(200);
    const body = list.body as {
      recipes: { name: string; allergens: string[]; cost: { complete: boolean } }[];
      total: number;
    };
    expect(body.total).toBe(DEMO_RECIPES_STOCK.recipes.length);
    const quiche = body.recipes.find((r) => r.name === 'Quiche lorraine')!;
    expect(quiche.allergens).toEqual(['GLUTEN', 'EGGS', 'MILK']);
    expect(quiche.cost.complete).toBe(true);

    const bistrot = await t.restaurantId('Le Bistrot du Port');
    const summary = await t.get(`/api/product-stocks/summary/restaurant/${bistrot}`, token);
    expect(summary.status).toBe(200);
    const counts = (summary.body as { summary: { outOfStockCount: number; lowCount: number } })
      .summary;
    expect(counts.outOfStockCount).toBeGreaterThan(0);
    expect(counts.lowCount).toBeGreaterThan(0);

    const counted = await t.get(`/api/inventories?restaurantId=${bistrot}`, token);
    expect(counted.status).toBe(200);
    const statuses = (counted.body as { inventories: { status: string }[] }).inventories
      .map((i) => i.status)
      .sort();
    expect(statuses).toEqual(['DRAFT', 'FINALIZED', 'FINALIZED']);
  });
});

describe('seeding the recipes and stock', () => {
  it('writes the same rows every time, and nothing on a second run', async () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const copy = (name: string): SeedChain => ({
      ...DEMO_CHAIN,
      name,
      hygiene: undefined,
      users: DEMO_CHAIN.users.map((u) => ({ ...u, email: `${name}.${u.email}` })),
    });
    const [first, second] = [copy('recettes-a'), copy('recettes-b')];
    expect(await seedChain(t.db, first, { now })).toBe(true);
    expect(await seedChain(t.db, second, { now })).toBe(true);
    const before = await bookOf(t.db, await t.enseigneId(first.name));
    expect(await seedChain(t.db, first, { now })).toBe(false);
    const [a, b] = await Promise.all(
      [first, second].map(async (chain) => bookOf(t.db, await t.enseigneId(chain.name))),
    );
    expect(a!.movementRows).toHaveLength(before.movementRows.length);
    const comparable = (c: NonNullable<typeof a>) => ({
      recipes: c.recipeRows.map(({ name, quantity, baseUnit, dlc }) => ({
        name,
        quantity,
        baseUnit,
        dlc,
      })),
      lines: c.lineRows.map(({ itemType, quantity, itemUnit }) => ({
        itemType,
        quantity,
        itemUnit,
      })),
      movements: c.movementRows.map(({ type, reason, quantity, unit, stockAfter, occurredAt }) => ({
        type,
        reason,
        quantity,
        unit,
        stockAfter,
        occurredAt,
      })),
      stocks: c.stockRows.map((s) => s.currentStock),
      lines2: c.inventoryLineRows.map((l) => [l.inputQuantity, l.quantityInBaseUnit]),
    });
    expect(comparable(a!)).toEqual(comparable(b!));
    expect(a!.movementRows.every((m) => m.occurredAt.getTime() < now.getTime())).toBe(true);
    const restaurantsOfA = a!.restaurantRows.map((r) => r.id);
    const links = await t.db
      .select()
      .from(recipeRestaurants)
      .where(and(inArray(recipeRestaurants.restaurantId, restaurantsOfA)));
    expect(links.length).toBeGreaterThan(0);
  });

  it('writes them over the catalogue in a few statements, not one per row', async () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const chain: SeedChain = {
      ...DEMO_CHAIN,
      name: 'recettes-c',
      hygiene: undefined,
      recipesStock: undefined,
      users: DEMO_CHAIN.users.map((u) => ({ ...u, email: `recettes-c.${u.email}` })),
    };
    expect(await seedChain(t.db, chain, { now })).toBe(true);
    const enseigneId = await t.enseigneId(chain.name);
    const { result, statements } = await countStatements(t.db, () =>
      t.db.transaction((tx) => seedRecipesStock(tx, { enseigneId }, DEMO_RECIPES_STOCK, now)),
    );
    expect(result.recipes).toBe(DEMO_RECIPES_STOCK.recipes.length);
    expect(result.inventories).toBe(9);
    expect(result.movements).toBeGreaterThan(1000);
    // In batches: a few statements per table, never one per row (23 when written, for ~1,400
    // rows of recipes, ingredients, allergens, inventories and movements).
    expect(statements).toBeLessThan(60);
  });
});
