// The products' queries: the chain's products, their sheets, costs and associations, for
// products.routes.ts (which keeps the access, the checks and the statuses), the packagings' and
// conversions' routes, and the stock and recipes that read the products.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  productCost,
  sortAllergens,
  type Allergen,
  type ArticleCost as DomainArticleCost,
  type BookProduct,
  type PreferredSupplier,
} from '@bo/domain';
import {
  type Product,
  type ProductCost,
  type ProductsQuery,
  type ProductSummary,
} from './products.contract.ts';
import {
  packagingUnitsOfProducts,
  rulesOfProducts,
  toConversionRuleDto,
} from './conversion-rules.queries.ts';
import { toPackagingDto } from './packagings.queries.ts';
import { replaceLinks } from './record-input.ts';
import type { AuthUser } from '../auth/users.ts';
import type { z } from '../contract/registry.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import {
  articles,
  packagings,
  productAllergens,
  productRestaurants,
  products,
  productStorageSpaces,
  productTags,
  recipeIngredients,
  recipes,
  restaurants,
  surfaces,
  tags,
  zones,
  type ConversionRuleRow as RuleRow,
  type ProductRow,
} from '../db/schema.ts';
import type { PhotoSigner } from '../photos/signing.ts';

export type { ProductRow };

/** The chain's product, or undefined (another chain's id looks like no id). */
export async function findChainProduct(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.enseigneId, user.enseigneId)));
  return row;
}

/** Each product's allergens, in the regulation's order: one query. */
async function allergensOf(db: Db | Tx, ids: number[]): Promise<Map<number, Allergen[]>> {
  const rows = await db
    .select()
    .from(productAllergens)
    .where(inArray(productAllergens.productId, ids));
  return new Map(
    ids.map((id) => [
      id,
      sortAllergens(rows.filter((row) => row.productId === id).map((row) => row.allergen)),
    ]),
  );
}

/** The recipes using each product, by name: one query (GET /api/products/{id}?withRecipes=true). */
export async function usedInRecipesOf(db: Db | Tx, ids: number[]) {
  return db
    .select({
      productId: recipeIngredients.productId,
      ingredient: recipeIngredients,
      recipe: recipes,
    })
    .from(recipeIngredients)
    .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
    .where(inArray(recipeIngredients.productId, ids))
    .orderBy(asc(folded(recipes.name)), asc(recipes.id), asc(recipeIngredients.id));
}

/**
 * The chain's products as a recipe's cost and allergens read them (the domain's RecipeBook): the
 * cost per base unit GET /api/products?details=true answers, the conversion rules, the allergens.
 * A fixed number of queries whatever the number of products; another chain's ids are left out.
 */
export async function bookProducts(db: Db, user: AuthUser, ids: number[]): Promise<BookProduct[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.enseigneId, user.enseigneId), inArray(products.id, ids)));
  if (rows.length === 0) return [];
  const found = rows.map((row) => row.id);
  const [rulesByProduct, allergens] = await Promise.all([
    rulesOfProducts(db, found),
    allergensOf(db, found),
  ]);
  const costs = await costsOf(db, rows, rulesByProduct);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    baseUnit: row.baseUnit,
    conversionRules: rulesByProduct.get(row.id)!,
    costPerBaseUnit: costs.get(row.id)!.costPerBaseUnit,
    allergens: allergens.get(row.id)!,
  }));
}

/** The products with their tags, restaurants and allergens: three queries whatever their number. */
async function toSummaries(
  db: Db,
  photos: PhotoSigner,
  rows: ProductRow[],
): Promise<ProductSummary[]> {
  const ids = rows.map((row) => row.id);
  const [tagRows, restaurantRows, allergenRows] = ids.length
    ? await Promise.all([
        db
          .select({ productId: productTags.productId, id: tags.id, name: tags.name })
          .from(productTags)
          .innerJoin(tags, eq(tags.id, productTags.tagId))
          .where(inArray(productTags.productId, ids))
          .orderBy(asc(tags.name), asc(tags.id)),
        db
          .select({
            productId: productRestaurants.productId,
            id: restaurants.id,
            name: restaurants.name,
            address: restaurants.address,
          })
          .from(productRestaurants)
          .innerJoin(restaurants, eq(restaurants.id, productRestaurants.restaurantId))
          .where(inArray(productRestaurants.productId, ids))
          .orderBy(asc(restaurants.name), asc(restaurants.id)),
        allergensOf(db, ids),
      ])
    : [[], [], new Map<number, Allergen[]>()];
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    baseUnit: row.baseUnit,
    category: row.category,
    DLC_ENTAME: row.dlcEntame,
    tax: row.tax,
    photoURL:
      row.photoUrl ?? (row.photoId === null ? null : photos.url(row.photoId, row.enseigneId)),
    productTags: tagRows
      .filter((tag) => tag.productId === row.id)
      .map(({ id, name }) => ({ tagId: id, tag: { id, name } })),
    restaurants: restaurantRows
      .filter((restaurant) => restaurant.productId === row.id)
      .map(({ id, name, address }) => ({ restaurantId: id, restaurant: { id, name, address } })),
    allergens: allergenRows.get(row.id) ?? [],
    preferredSupplierId: row.preferredSupplierId,
    preferredLabId: row.preferredLabId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/**
 * The cost of each product per base unit (docs/areas/catalogue.md#cost-per-base-unit): the
 * domain's productCost over its articles (by id: the first wins a tie) and its rules. Two queries
 * whatever the number of products.
 */
export async function costsOf(
  db: Db,
  rows: ProductRow[],
  rulesByProduct: Map<number, RuleRow[]>,
): Promise<Map<number, ProductCost>> {
  const ids = rows.map((row) => row.id);
  const articleRows = await db
    .select()
    .from(articles)
    .where(inArray(articles.productId, ids))
    .orderBy(asc(articles.id));
  const packagingRows = articleRows.length
    ? await db
        .select()
        .from(packagings)
        .where(
          inArray(
            packagings.articleId,
            articleRows.map((a) => a.id),
          ),
        )
        .orderBy(asc(packagings.id))
    : [];
  const asId = (value: string | number | null): number | null =>
    value === null ? null : Number(value);
  return new Map(
    rows.map((row) => {
      const preferred: PreferredSupplier | null =
        row.preferredSupplierId !== null
          ? { supplierId: row.preferredSupplierId }
          : row.preferredLabId !== null
            ? { labId: row.preferredLabId }
            : null;
      const cost = productCost(
        { baseUnit: row.baseUnit, conversionRules: rulesByProduct.get(row.id) ?? [] },
        articleRows
          .filter((article) => article.productId === row.id)
          .map((article) => ({
            ...article,
            packagings: packagingRows.filter((p) => p.articleId === article.id),
          })),
        preferred,
      );
      const articleCostDto = (c: DomainArticleCost | null) =>
        c && {
          articleId: Number(c.articleId),
          supplierId: asId(c.supplierId),
          labId: asId(c.labId),
          costPerBaseUnit: c.costPerBaseUnit,
        };
      return [
        row.id,
        {
          costPerBaseUnit: (cost.preferred ?? cost.cheapest)?.costPerBaseUnit ?? null,
          cheapest: articleCostDto(cost.cheapest),
          preferred: articleCostDto(cost.preferred),
          missing: cost.missing.map((gap) => ({
            reason: gap.reason,
            articleId: 'articleId' in gap ? Number(gap.articleId) : null,
            unit: 'unit' in gap ? gap.unit : null,
          })),
        },
      ];
    }),
  );
}

/**
 * The product sheets: the summaries, their packagings, conversion rules (with inUse), storage
 * spaces and cost; a fixed number of queries whatever the number of products.
 */
async function toProducts(
  db: Db,
  photos: PhotoSigner,
  rows: ProductRow[],
  withRecipes = false,
): Promise<Product[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [summaries, packagingRows, rulesByProduct, spaceRows, unitsByProduct] = await Promise.all([
    toSummaries(db, photos, rows),
    db
      .select()
      .from(packagings)
      .where(inArray(packagings.productId, ids))
      .orderBy(asc(packagings.type), asc(packagings.id)),
    rulesOfProducts(db, ids),
    db
      .select({ productId: productStorageSpaces.productId, surface: surfaces, zone: zones })
      .from(productStorageSpaces)
      .innerJoin(surfaces, eq(surfaces.id, productStorageSpaces.surfaceId))
      .innerJoin(zones, eq(zones.id, surfaces.zoneId))
      .where(inArray(productStorageSpaces.productId, ids))
      .orderBy(asc(zones.name), asc(surfaces.name), asc(surfaces.id)),
    packagingUnitsOfProducts(db, ids),
  ]);
  const [costs, uses] = await Promise.all([
    costsOf(db, rows, rulesByProduct),
    withRecipes ? usedInRecipesOf(db, ids) : [],
  ]);
  return summaries.map((summary) => ({
    ...summary,
    packagings: packagingRows.filter((p) => p.productId === summary.id).map(toPackagingDto),
    conversionRules: rulesByProduct
      .get(summary.id)!
      .map((rule) => toConversionRuleDto(rule, unitsByProduct.get(summary.id) ?? [])),
    storageSpaces: spaceRows
      .filter((space) => space.productId === summary.id)
      .map(({ surface, zone }) => ({
        surfaceId: surface.id,
        surface: {
          id: surface.id,
          name: surface.name,
          isStorageArea: surface.isStorageArea,
          zone: { id: zone.id, name: zone.name, restaurantId: zone.restaurantId },
        },
      })),
    cost: costs.get(summary.id)!,
    ...(withRecipes && {
      usedInRecipes: uses
        .filter((use) => use.productId === summary.id)
        .map(({ ingredient, recipe }) => ({
          id: recipe.id,
          name: recipe.name,
          namePrint: recipe.namePrint,
          photoURL:
            recipe.photoUrl ??
            (recipe.photoId === null ? null : photos.url(recipe.photoId, recipe.enseigneId)),
          ingredientQuantity: ingredient.quantity,
          ingredientUnit: ingredient.itemUnit,
        })),
    }),
  }));
}

/** One product sheet. */
export async function toProduct(
  db: Db,
  photos: PhotoSigner,
  row: ProductRow,
  withRecipes = false,
): Promise<Product> {
  const [product] = await toProducts(db, photos, [row], withRecipes);
  return product!;
}

// ---- Associations ---------------------------------------------------------------------------

export interface Associations {
  allergens?: Allergen[];
  restaurantIds?: number[];
  tagIds?: number[];
  storageSpaceIds?: number[];
}

/** Of the given restaurants, those of the chain. */
export function chainRestaurantsAmong(db: Db, user: AuthUser, ids: number[]) {
  return db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.enseigneId, user.enseigneId), inArray(restaurants.id, ids)));
}

/** Of the given tags, those of the chain. */
export function chainTagsAmong(db: Db, user: AuthUser, ids: number[]) {
  return db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.enseigneId, user.enseigneId), inArray(tags.id, ids)));
}

/** Of the given surfaces, the storage areas of the chain's restaurants. */
export function chainStorageSpacesAmong(db: Db, user: AuthUser, ids: number[]) {
  return db
    .select({ id: surfaces.id })
    .from(surfaces)
    .innerJoin(zones, eq(zones.id, surfaces.zoneId))
    .innerJoin(restaurants, eq(restaurants.id, zones.restaurantId))
    .where(
      and(
        eq(restaurants.enseigneId, user.enseigneId),
        eq(surfaces.isStorageArea, true),
        inArray(surfaces.id, ids),
      ),
    );
}

/** Replaces each association the body names (an absent one is unchanged). */
async function saveAssociations(tx: Tx, productId: number, input: Associations): Promise<void> {
  await replaceLinks(
    input.allergens,
    () => tx.delete(productAllergens).where(eq(productAllergens.productId, productId)),
    (allergens) =>
      tx.insert(productAllergens).values(allergens.map((allergen) => ({ productId, allergen }))),
  );
  await replaceLinks(
    input.restaurantIds,
    () => tx.delete(productRestaurants).where(eq(productRestaurants.productId, productId)),
    (ids) =>
      tx
        .insert(productRestaurants)
        .values(ids.map((restaurantId) => ({ productId, restaurantId }))),
  );
  await replaceLinks(
    input.tagIds,
    () => tx.delete(productTags).where(eq(productTags.productId, productId)),
    (ids) => tx.insert(productTags).values(ids.map((tagId) => ({ productId, tagId }))),
  );
  await replaceLinks(
    input.storageSpaceIds,
    () => tx.delete(productStorageSpaces).where(eq(productStorageSpaces.productId, productId)),
    (ids) =>
      tx.insert(productStorageSpaces).values(ids.map((surfaceId) => ({ productId, surfaceId }))),
  );
}

// ---- List -----------------------------------------------------------------------------------

type ProductsQueryInput = z.output<typeof ProductsQuery>;

function ordering({ sort = 'name', order }: Pick<ProductsQueryInput, 'sort' | 'order'>): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const column = sort === 'createdAt' ? products.createdAt : folded(products.name);
  return [direction(column), direction(products.id)];
}

/**
 * The chain's products, a page of them when `limit` is given: their summaries, or their sheets
 * with the recipes using them (`details`).
 */
export async function listProducts(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  filter: { ids?: number[] | undefined; search?: string | undefined },
  sorting: Pick<ProductsQueryInput, 'sort' | 'order'>,
  page: { limit?: number | undefined; offset: number },
  details: boolean,
): Promise<{ products: (Product | ProductSummary)[]; total: number }> {
  const where = and(
    eq(products.enseigneId, user.enseigneId),
    filter.ids === undefined ? undefined : inArray(products.id, filter.ids),
    filter.search ? sql`${folded(products.name)} like ${foldedPattern(filter.search)}` : undefined,
  );
  const rows = db
    .select()
    .from(products)
    .where(where)
    .orderBy(...ordering(sorting))
    .offset(page.offset);
  const [found, [total]] = await Promise.all([
    page.limit === undefined ? rows : rows.limit(page.limit),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return {
    products: details
      ? await toProducts(db, photos, found, true)
      : await toSummaries(db, photos, found),
    total: total!.n,
  };
}

// ---- Writes ---------------------------------------------------------------------------------

export type ProductValues = Omit<typeof products.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The preferred laboratory must be one of the chain's restaurants that is a laboratory. */
export async function isChainLab(db: Db, user: AuthUser, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.id, id),
        eq(restaurants.enseigneId, user.enseigneId),
        eq(restaurants.isLab, true),
      ),
    );
  return row !== undefined;
}

/** A new product with its STORAGE packaging and its associations, inside the caller's transaction. */
export async function insertProduct(
  tx: Tx,
  values: ProductValues,
  storage: Pick<typeof packagings.$inferInsert, 'name' | 'sourceQuantity' | 'sourceUnit'>,
  associations: Associations,
): Promise<ProductRow> {
  const [product] = await tx.insert(products).values(values).returning();
  await tx.insert(packagings).values({ productId: product!.id, type: 'STORAGE', ...storage });
  await saveAssociations(tx, product!.id, associations);
  return product!;
}

/** Changes a product's fields and the associations named, inside the caller's transaction. */
export async function updateProduct(
  tx: Tx,
  id: number,
  changes: Partial<ProductValues>,
  associations: Associations,
): Promise<ProductRow> {
  const [updated] = await tx
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning();
  await saveAssociations(tx, id, associations);
  return updated!;
}

/** How many articles sell the product. */
export async function articleCountOfProduct(db: Db | Tx, productId: number): Promise<number> {
  const [sold] = await db
    .select({ n: count() })
    .from(articles)
    .where(eq(articles.productId, productId));
  return sold!.n;
}

/** Deletes a product; its packagings, conversions and associations go with it. */
export async function deleteProduct(tx: Tx, id: number): Promise<void> {
  await tx.delete(products).where(eq(products.id, id));
}
