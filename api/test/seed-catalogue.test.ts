// The demo chain's catalogue (api/src/db/seed-catalogue.ts): its size, that every packaging obeys
// the catalogue's rules (docs/areas/catalogue.md#packagings), its price history, that the REST
// routes read it, and that seeding is deterministic and idempotent.
import {
  CATEGORY_PRESETS,
  conversionRuleErrors,
  packagingUnitError,
  PRODUCT_CATEGORIES,
  PRODUCT_MAX_CONVERSIONS,
  toBaseQuantity,
} from '@bo/domain';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/index.ts';
import { DEMO_CATALOGUE } from '../src/db/seed-catalogue.ts';
import { DEMO_CHAIN, seedChain, type SeedChain } from '../src/db/seed.ts';
import {
  articlePriceChanges,
  articleRestaurants,
  articles,
  conversionRules,
  packagings,
  productRestaurants,
  products,
  productStorageSpaces,
  restaurants,
  supplierRestaurants,
  suppliers,
  surfaces,
  users,
  zones,
} from '../src/db/schema.ts';
import type { Article } from '../src/catalogue/articles.contract.ts';
import type { Product } from '../src/catalogue/products.contract.ts';
import { ADMIN, countStatements, EMPLOYEE, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let demo: number;

beforeAll(async () => {
  t = await setupApi();
  demo = await t.enseigneId(DEMO_CHAIN.name);
});
afterAll(() => t.close());

/** A chain's catalogue as plain rows without ids or dates' milliseconds: what two seeds compare. */
async function catalogueOf(db: Db, enseigneId: number) {
  const productRows = await db
    .select()
    .from(products)
    .where(eq(products.enseigneId, enseigneId))
    .orderBy(asc(products.id));
  const articleRows = await db
    .select()
    .from(articles)
    .where(eq(articles.enseigneId, enseigneId))
    .orderBy(asc(articles.id));
  const productIds = productRows.map((p) => p.id);
  const articleIds = articleRows.map((a) => a.id);
  const [packagingRows, ruleRows, changeRows, supplierRows] = await Promise.all([
    db.select().from(packagings).orderBy(asc(packagings.id)),
    db
      .select()
      .from(conversionRules)
      .where(inArray(conversionRules.productId, productIds))
      .orderBy(asc(conversionRules.id)),
    db
      .select()
      .from(articlePriceChanges)
      .where(inArray(articlePriceChanges.articleId, articleIds))
      .orderBy(asc(articlePriceChanges.id)),
    db
      .select()
      .from(suppliers)
      .where(eq(suppliers.enseigneId, enseigneId))
      .orderBy(asc(suppliers.id)),
  ]);
  return {
    productRows,
    articleRows,
    packagingRows: packagingRows.filter(
      (p) =>
        (p.productId !== null && productIds.includes(p.productId)) ||
        (p.articleId !== null && articleIds.includes(p.articleId)),
    ),
    ruleRows,
    changeRows,
    supplierRows,
  };
}

describe('the demo catalogue', () => {
  it('has suppliers, products of the five categories, articles from suppliers and the laboratory', async () => {
    const { productRows, articleRows, supplierRows } = await catalogueOf(t.db, demo);
    expect(supplierRows.length).toBeGreaterThanOrEqual(8);
    expect(productRows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(productRows.map((p) => p.category))).toEqual(new Set(PRODUCT_CATEGORIES));
    expect(articleRows.length).toBeGreaterThanOrEqual(120);

    const lab = await t.restaurantId('Laboratoire Central');
    expect(articleRows.filter((a) => a.labId === lab).length).toBeGreaterThanOrEqual(5);
    for (const s of supplierRows) {
      expect(s.email).toMatch(/^[a-z.-]+@example\.fr$/);
      expect(s.phone).toMatch(/^0\d( \d\d){4}$/);
      expect(s.deliveryDelayDays).toBeGreaterThanOrEqual(1);
      expect(s.deliveryDelayDays).toBeLessThanOrEqual(6);
      expect(s.minOrderAmount).toBeGreaterThan(0);
    }
    const delivered = await t.db
      .select({ supplierId: supplierRestaurants.supplierId })
      .from(supplierRestaurants)
      .where(
        inArray(
          supplierRestaurants.supplierId,
          supplierRows.map((s) => s.id),
        ),
      );
    for (const s of supplierRows) expect(delivered.some((d) => d.supplierId === s.id)).toBe(true);

    // Several products are sold by two or three sellers, at different prices per base unit.
    const sellers = new Map<number, Set<string>>();
    for (const a of articleRows) {
      const set = sellers.get(a.productId) ?? new Set();
      set.add(`${a.supplierId}-${a.labId}`);
      sellers.set(a.productId, set);
    }
    const counts = [...sellers.values()].map((s) => s.size);
    expect(counts.filter((n) => n >= 2).length).toBeGreaterThanOrEqual(20);
    expect(counts.filter((n) => n === 3).length).toBeGreaterThanOrEqual(2);
  });

  it('gives each product the DLC of its category, a STORAGE packaging in its family and at most 2 rules', async () => {
    const { productRows, packagingRows, ruleRows } = await catalogueOf(t.db, demo);
    for (const p of productRows) {
      const units = {
        baseUnit: p.baseUnit,
        conversionRules: ruleRows.filter((r) => r.productId === p.id),
      };
      expect(units.conversionRules.length).toBeLessThanOrEqual(PRODUCT_MAX_CONVERSIONS);
      for (const rule of units.conversionRules) {
        const others = {
          ...units,
          conversionRules: units.conversionRules.filter((r) => r !== rule),
        };
        expect(conversionRuleErrors(rule, others), p.name).toEqual({});
      }
      const own = packagingRows.filter((k) => k.productId === p.id);
      const storage = own.filter((k) => k.type === 'STORAGE');
      expect(storage, p.name).toHaveLength(1);
      for (const k of own) {
        expect(packagingUnitError(k.type, k.sourceUnit, units), `${p.name} ${k.name}`).toBeNull();
      }
      expect(p.dlcEntame, p.name).toBe(CATEGORY_PRESETS[p.category].dlcEntame);
    }
    expect(packagingRows.filter((k) => k.type === 'INVENTORY').length).toBeGreaterThanOrEqual(10);
    // A botte of herbs and a salad bought by the piece, counted in grams.
    const rule = (name: string) =>
      ruleRows.find((r) => r.productId === productRows.find((p) => p.name === name)!.id);
    expect(rule('Persil plat')).toMatchObject({ sourceUnit: 'PIECE', targetUnit: 'G' });
    expect(rule('Salade batavia')).toMatchObject({
      sourceQuantity: 1,
      sourceUnit: 'PIECE',
      targetQuantity: 400,
      targetUnit: 'G',
    });
  });

  it("counts every article's packaging in its product's base unit", async () => {
    const { productRows, articleRows, packagingRows, ruleRows } = await catalogueOf(t.db, demo);
    for (const a of articleRows) {
      const product = productRows.find((p) => p.id === a.productId)!;
      const units = {
        baseUnit: product.baseUnit,
        conversionRules: ruleRows.filter((r) => r.productId === product.id),
      };
      const own = packagingRows.filter((k) => k.articleId === a.id);
      expect(own, a.name).toHaveLength(1);
      const [packaging] = own;
      expect(packaging!.type).toBe('SUPPLIER');
      expect(packagingUnitError('SUPPLIER', packaging!.sourceUnit, units), a.name).toBeNull();
      expect(
        toBaseQuantity(packaging!.sourceQuantity, packaging!.sourceUnit, units),
      ).toBeGreaterThan(0);
      expect(Math.round(a.price * 100) / 100).toBe(a.price);
    }
    // Some of them only through the product's rule (a botte, a bottle, a can).
    const crossing = articleRows.filter((a) => {
      const product = productRows.find((p) => p.id === a.productId)!;
      const unit = packagingRows.find((k) => k.articleId === a.id)!.sourceUnit;
      return toBaseQuantity(1, unit, { baseUnit: product.baseUnit, conversionRules: [] }) === null;
    });
    expect(crossing.length).toBeGreaterThanOrEqual(10);
  });

  it('keeps five months of prices per article, the last one being its price', async () => {
    const { articleRows, changeRows } = await catalogueOf(t.db, demo);
    const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    const now = Date.now();
    const day = 86_400_000;
    for (const a of articleRows) {
      const history = changeRows
        .filter((c) => c.articleId === a.id)
        .sort((x, y) => x.changedAt.getTime() - y.changedAt.getTime());
      expect(history.length, a.name).toBeGreaterThanOrEqual(2);
      expect(history.length, a.name).toBeLessThanOrEqual(5);
      const [created] = history;
      expect(created!.priceBefore).toBeNull();
      expect((now - created!.changedAt.getTime()) / day).toBeGreaterThan(120);
      expect((now - created!.changedAt.getTime()) / day).toBeLessThan(180);
      expect(history.at(-1)!.priceAfter).toBe(a.price);
      expect(a.createdAt.getTime()).toBe(created!.changedAt.getTime());
      for (const [i, change] of history.entries()) {
        expect(change.changedById).toBe(admin!.id);
        expect(change.changedAt.getTime()).toBeLessThan(now);
        if (i === 0) continue;
        expect(change.priceBefore).toBe(history[i - 1]!.priceAfter);
        const move = change.priceAfter / change.priceBefore! - 1;
        expect(Math.abs(move), a.name).toBeGreaterThan(0);
        // 2 to 15 %, give or take the cent a cheap article's price rounds to.
        expect(Math.abs(move), a.name).toBeLessThan(0.16 + 0.01 / change.priceBefore!);
      }
    }
  });

  it("places products on their restaurants' storage areas", async () => {
    const rows = await t.db
      .select({
        productId: productStorageSpaces.productId,
        isStorageArea: surfaces.isStorageArea,
        restaurantId: zones.restaurantId,
      })
      .from(productStorageSpaces)
      .innerJoin(products, eq(products.id, productStorageSpaces.productId))
      .innerJoin(surfaces, eq(surfaces.id, productStorageSpaces.surfaceId))
      .innerJoin(zones, eq(zones.id, surfaces.zoneId))
      .where(eq(products.enseigneId, demo));
    expect(new Set(rows.map((r) => r.productId)).size).toBeGreaterThanOrEqual(50);
    const sites = await t.db
      .select()
      .from(productRestaurants)
      .where(
        inArray(
          productRestaurants.productId,
          rows.map((r) => r.productId),
        ),
      );
    for (const r of rows) {
      expect(r.isStorageArea).toBe(true);
      expect(
        sites.some((s) => s.productId === r.productId && s.restaurantId === r.restaurantId),
      ).toBe(true);
    }
  });

  it('allows each article only where its seller delivers', async () => {
    const rows = await t.db
      .select({ article: articles, restaurantId: articleRestaurants.restaurantId })
      .from(articleRestaurants)
      .innerJoin(articles, eq(articles.id, articleRestaurants.articleId))
      .where(and(eq(articles.enseigneId, demo), isNotNull(articles.supplierId)));
    const delivered = await t.db.select().from(supplierRestaurants);
    for (const { article, restaurantId } of rows) {
      expect(
        delivered.some(
          (d) => d.supplierId === article.supplierId && d.restaurantId === restaurantId,
        ),
        article.name,
      ).toBe(true);
    }
  });
});

describe('the demo catalogue through the api', () => {
  it('answers the articles, suppliers and products to the demo chain', async () => {
    const [counted] = await t.db
      .select({ n: count() })
      .from(articles)
      .where(eq(articles.enseigneId, demo));
    for (const email of [ADMIN, EMPLOYEE]) {
      const token = await t.token(email);
      const list = await t.get('/api/articles', token);
      expect(list.status).toBe(200);
      expect((list.body as { articles: Article[] }).articles).toHaveLength(counted!.n);
    }
    const token = await t.token(ADMIN);
    const supplierList = await t.get('/api/suppliers', token);
    expect(supplierList.status).toBe(200);
    expect((supplierList.body as { data: unknown[] }).data.length).toBe(
      DEMO_CATALOGUE.suppliers.length,
    );
    const history = await t.get(
      `/api/articles/${(await t.db.select().from(articles).where(eq(articles.enseigneId, demo)).limit(1))[0]!.id}/price-history`,
      token,
    );
    expect(history.status).toBe(200);
    const changes = (history.body as { priceHistory: { previousPrice: number | null }[] })
      .priceHistory;
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.at(-1)!.previousPrice).toBeNull();
  });

  it('costs every product per base unit, the preferred supplier apart', async () => {
    const res = await t.get('/api/products?details=true', await t.token(ADMIN));
    expect(res.status).toBe(200);
    // The recipes' seed adds a product no supplier sells (seed-recipes-stock.ts): not the catalogue's.
    const list = (res.body as { products: Product[] }).products.filter((p) =>
      DEMO_CATALOGUE.products.some((c) => c.name === p.name),
    );
    expect(list.length).toBe(DEMO_CATALOGUE.products.length);
    for (const p of list) {
      expect(p.cost.missing, p.name).toEqual([]);
      expect(p.cost.cheapest, p.name).not.toBeNull();
    }
    const chicken = list.find((p) => p.name === 'Filet de poulet')!;
    expect(chicken.cost.preferred).not.toBeNull();
    expect(chicken.cost.preferred!.costPerBaseUnit).toBeGreaterThan(
      chicken.cost.cheapest!.costPerBaseUnit,
    );
  });
});

describe('seeding the catalogue', () => {
  it('writes the same catalogue every time, and nothing on a second run', async () => {
    const now = new Date('2026-03-15T10:00:00Z');
    const copy = (name: string): SeedChain => ({
      ...DEMO_CHAIN,
      name,
      hygiene: undefined,
      // Timed and compared on its own: the recipes and stock, and the planning, have their test.
      recipesStock: undefined,
      planning: undefined,
      users: DEMO_CHAIN.users.map((u) => ({ ...u, email: `${name}.${u.email}` })),
    });
    const [first, second] = [copy('copie-a'), copy('copie-b')];
    const seeded = await countStatements(t.db, () => seedChain(t.db, first, { now }));
    expect(seeded.result).toBe(true);
    expect(await seedChain(t.db, second, { now })).toBe(true);
    expect(await seedChain(t.db, first, { now })).toBe(false);
    const [a, b] = await Promise.all(
      [first, second].map(async (chain) => catalogueOf(t.db, await t.enseigneId(chain.name))),
    );
    const comparable = (c: Awaited<ReturnType<typeof catalogueOf>>) => ({
      products: c.productRows.map(({ name, baseUnit, category, dlcEntame, tax, createdAt }) => ({
        name,
        baseUnit,
        category,
        dlcEntame,
        tax,
        createdAt,
      })),
      articles: c.articleRows.map(({ name, supplierRef, price, vat, temperatureCategory }) => ({
        name,
        supplierRef,
        price,
        vat,
        temperatureCategory,
      })),
      packagings: c.packagingRows.map(({ type, name, sourceQuantity, sourceUnit }) => ({
        type,
        name,
        sourceQuantity,
        sourceUnit,
      })),
      changes: c.changeRows.map(({ priceBefore, priceAfter, changedAt }) => ({
        priceBefore,
        priceAfter,
        changedAt,
      })),
    });
    expect(comparable(a!)).toEqual(comparable(b!));
    expect(a!.changeRows.every((c) => c.changedAt.getTime() < now.getTime())).toBe(true);
    // The whole chain without its hygiene logs, catalogue included, in batches: a few statements
    // per table and restaurant, never one per row (67 when written, for 1,074 catalogue rows).
    expect(seeded.statements).toBeLessThan(150);
    const labOfCopy = await t.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(
          eq(restaurants.enseigneId, await t.enseigneId(first.name)),
          eq(restaurants.isLab, true),
        ),
      );
    expect(a!.articleRows.filter((r) => r.labId === labOfCopy[0]!.id).length).toBeGreaterThan(0);
  });
});
