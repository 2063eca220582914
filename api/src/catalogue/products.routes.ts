// Products, their packagings and their conversion rules (docs/areas/catalogue.md): the chain's
// catalogue. Rows of another chain answer 404 like unknown ids; every multi-row write runs in one
// transaction, so a refusal writes nothing.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  CATALOGUE_MESSAGES as C,
  canDeleteConversion,
  conversionRuleErrors,
  needsConversion,
  packagingUnitError,
  ruleFactor,
  sortAllergens,
  type Allergen,
  type BookProduct,
  tidy,
  type ConversionRuleLike,
  type ProductUnits,
  type Unit,
} from '@bo/domain';
import {
  ConversionResponse,
  ConversionRuleBody,
  ConversionRuleResponse,
  ConversionRulesResponse,
  ConvertParams,
  ConvertValue,
  CreateProductBody,
  PackagingBody,
  PackagingResponse,
  PackagingsResponse,
  PRODUCT_MESSAGES as M,
  ProductQuery,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
  UpdateConversionRuleBody,
  UpdatePackagingBody,
  UpdateProductBody,
  type ConversionRule,
  type Packaging,
  type Product,
  type ProductSummary,
} from './products.contract.ts';
import { IdParam } from '../contract/common.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import type { z } from '../contract/registry.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import {
  articles,
  conversionRules,
  packagings,
  productAllergens,
  productRestaurants,
  products,
  recipeIngredients,
  recipes,
  productStorageSpaces,
  productTags,
  restaurants,
  suppliers,
  surfaces,
  tags,
  zones,
} from '../db/schema.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { inIdList } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { isMultipart, recordWithPhoto, storePhoto } from '../photos/upload.ts';
import { assertPhotosOf } from '../hygiene/common.ts';
import { costsOf } from './products.queries.ts';

type ProductRow = typeof products.$inferSelect;
type PackagingRow = typeof packagings.$inferSelect;
type RuleRow = typeof conversionRules.$inferSelect;

/** The chain's product, else 404 (another chain's id looks like no id). */
async function findChainProduct(db: Db | Tx, user: AuthUser, id: number): Promise<ProductRow> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.enseigneId, user.enseigneId)));
  if (!row) throw notFound(C.productNotFound);
  return row;
}

/** A packaging of one of the chain's products (an article's SUPPLIER packaging is not one). */
async function findChainPackaging(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ packaging: packagings, product: products })
    .from(packagings)
    .innerJoin(products, eq(products.id, packagings.productId))
    .where(and(eq(packagings.id, id), eq(products.enseigneId, user.enseigneId)));
  if (!row) throw notFound(C.packagingNotFound);
  return row;
}

async function findChainRule(db: Db, user: AuthUser, id: number) {
  const [row] = await db
    .select({ rule: conversionRules, product: products })
    .from(conversionRules)
    .innerJoin(products, eq(products.id, conversionRules.productId))
    .where(and(eq(conversionRules.id, id), eq(products.enseigneId, user.enseigneId)));
  if (!row) throw notFound(C.conversionNotFound);
  return row;
}

const rulesOf = (db: Db | Tx, productId: number) =>
  db
    .select()
    .from(conversionRules)
    .where(eq(conversionRules.productId, productId))
    .orderBy(asc(conversionRules.id));

/**
 * The product's units as the domain's rules read them. Read inside the write's transaction with
 * the product row locked, so two concurrent writes cannot both pass the 2-conversion limit.
 */
async function lockedUnits(
  tx: Tx,
  product: ProductRow,
): Promise<ProductUnits & { rules: RuleRow[] }> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, product.id))
    .for('update');
  const rules = await rulesOf(tx, product.id);
  return { baseUnit: product.baseUnit, conversionRules: rules, rules };
}

/** Every unit a packaging of the product counts in: its own and its articles' SUPPLIER ones. */
async function packagingUnitsOf(db: Db | Tx, productId: number): Promise<Unit[]> {
  return (await packagingUnitsOfProducts(db, [productId])).get(productId) ?? [];
}

/** The same for several products, in two queries: the units by product id. */
async function packagingUnitsOfProducts(
  db: Db | Tx,
  productIds: number[],
): Promise<Map<number, Unit[]>> {
  const units = new Map<number, Unit[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return units;
  const [own, ofArticles] = await Promise.all([
    db
      .select({ productId: packagings.productId, unit: packagings.sourceUnit })
      .from(packagings)
      .where(inArray(packagings.productId, productIds)),
    db
      .select({ productId: articles.productId, unit: packagings.sourceUnit })
      .from(packagings)
      .innerJoin(articles, eq(articles.id, packagings.articleId))
      .where(inArray(articles.productId, productIds)),
  ]);
  for (const row of [...own, ...ofArticles]) units.get(row.productId!)?.push(row.unit);
  return units;
}

// ---- DTOs -----------------------------------------------------------------------------------

export const toPackagingDto = (row: PackagingRow): Packaging => ({
  id: row.id,
  productId: row.productId!,
  type: row.type as Packaging['type'],
  name: row.name,
  sourceQuantity: row.sourceQuantity,
  sourceUnit: row.sourceUnit,
});

/**
 * A rule as answered, with `inUse` from the product's packaging units: the very test its DELETE
 * applies (canDeleteConversion), so the screen's disabled button and the 409 never disagree.
 */
export const toConversionRuleDto = (row: RuleRow, packagingUnits: Unit[]): ConversionRule => ({
  id: row.id,
  productId: row.productId,
  sourceQuantity: row.sourceQuantity,
  sourceUnit: row.sourceUnit,
  targetQuantity: row.targetQuantity,
  targetUnit: row.targetUnit,
  factor: ruleFactor(row),
  notes: row.notes,
  isActive: row.isActive,
  inUse: !canDeleteConversion(row, packagingUnits),
});

/** The product's rules as answered after a write (inUse read again). */
async function ruleDto(db: Db | Tx, row: RuleRow): Promise<ConversionRule> {
  return toConversionRuleDto(row, await packagingUnitsOf(db, row.productId));
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
async function usedInRecipesOf(db: Db | Tx, ids: number[]) {
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
  const [ruleRows, allergens] = await Promise.all([
    db
      .select()
      .from(conversionRules)
      .where(inArray(conversionRules.productId, found))
      .orderBy(asc(conversionRules.id)),
    allergensOf(db, found),
  ]);
  const rulesByProduct = new Map(
    found.map((id) => [id, ruleRows.filter((rule) => rule.productId === id)]),
  );
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
  const [summaries, packagingRows, ruleRows, spaceRows, unitsByProduct] = await Promise.all([
    toSummaries(db, photos, rows),
    db
      .select()
      .from(packagings)
      .where(inArray(packagings.productId, ids))
      .orderBy(asc(packagings.type), asc(packagings.id)),
    db
      .select()
      .from(conversionRules)
      .where(inArray(conversionRules.productId, ids))
      .orderBy(asc(conversionRules.id)),
    db
      .select({ productId: productStorageSpaces.productId, surface: surfaces, zone: zones })
      .from(productStorageSpaces)
      .innerJoin(surfaces, eq(surfaces.id, productStorageSpaces.surfaceId))
      .innerJoin(zones, eq(zones.id, surfaces.zoneId))
      .where(inArray(productStorageSpaces.productId, ids))
      .orderBy(asc(zones.name), asc(surfaces.name), asc(surfaces.id)),
    packagingUnitsOfProducts(db, ids),
  ]);
  const rulesByProduct = new Map(
    ids.map((id) => [id, ruleRows.filter((rule) => rule.productId === id)]),
  );
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
async function toProduct(
  db: Db,
  photos: PhotoSigner,
  row: ProductRow,
  withRecipes = false,
): Promise<Product> {
  const [product] = await toProducts(db, photos, [row], withRecipes);
  return product!;
}

// ---- Associations ---------------------------------------------------------------------------

interface Associations {
  allergens?: Allergen[];
  restaurantIds?: number[];
  tagIds?: number[];
  storageSpaceIds?: number[];
}

/** 400 under the field when an id names no row of the chain (another chain's included). */
export async function assertAssociations(
  db: Db,
  user: AuthUser,
  input: Associations,
): Promise<void> {
  const unknown = async (
    field: 'restaurantIds' | 'tagIds' | 'storageSpaceIds',
    message: string,
    known: () => Promise<{ id: number }[]>,
  ) => {
    const wanted = new Set(input[field] ?? []);
    if (wanted.size === 0) return;
    const found = new Set((await known()).map((row) => row.id));
    if ([...wanted].some((id) => !found.has(id))) throw invalidField(field, message);
  };
  await unknown('restaurantIds', M.restaurantUnknown, () =>
    db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(
          eq(restaurants.enseigneId, user.enseigneId),
          inArray(restaurants.id, input.restaurantIds!),
        ),
      ),
  );
  await unknown('tagIds', M.tagUnknown, () =>
    db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.enseigneId, user.enseigneId), inArray(tags.id, input.tagIds!))),
  );
  await unknown('storageSpaceIds', M.storageSpaceUnknown, () =>
    db
      .select({ id: surfaces.id })
      .from(surfaces)
      .innerJoin(zones, eq(zones.id, surfaces.zoneId))
      .innerJoin(restaurants, eq(restaurants.id, zones.restaurantId))
      .where(
        and(
          eq(restaurants.enseigneId, user.enseigneId),
          eq(surfaces.isStorageArea, true),
          inArray(surfaces.id, input.storageSpaceIds!),
        ),
      ),
  );
}

/**
 * A photo named by id must be one the user may see (photos/access.ts: his own upload not yet
 * used, or one of the chain's products), else 400 under photoId; with a URL: 400, one or the other.
 */
export async function assertPhoto(
  db: Db,
  user: AuthUser,
  body: { photoId?: number | null; photoURL?: string | null },
): Promise<void> {
  if (body.photoId === undefined || body.photoId === null) return;
  if (body.photoURL) throw invalidField('photoId', C.photoFileOrUrl);
  await assertPhotosOf(db, user, [body.photoId]);
}

/** The preferred supplier or laboratory must be the chain's (400 under its field), not both. */
async function assertPreferred(
  db: Db,
  user: AuthUser,
  body: { preferredSupplierId?: number | null; preferredLabId?: number | null },
): Promise<void> {
  const { preferredSupplierId: supplierId, preferredLabId: labId } = body;
  if (supplierId != null && labId != null) throw invalidField('preferredLabId', M.preferredBoth);
  if (supplierId != null) {
    const [row] = await db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, supplierId), eq(suppliers.enseigneId, user.enseigneId)));
    if (!row) throw invalidField('preferredSupplierId', M.supplierUnknown);
  }
  if (labId != null) {
    const [row] = await db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(
          eq(restaurants.id, labId),
          eq(restaurants.enseigneId, user.enseigneId),
          eq(restaurants.isLab, true),
        ),
      );
    if (!row) throw invalidField('preferredLabId', M.labUnknown);
  }
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

/**
 * Replaces a record's rows in a link table (its restaurants, tags…) by one per distinct value; an
 * absent list leaves them, an empty one clears them. Run inside the write's transaction.
 */
export async function replaceLinks<V>(
  values: readonly V[] | undefined,
  clear: () => Promise<unknown>,
  insert: (distinct: V[]) => Promise<unknown>,
): Promise<void> {
  if (!values) return;
  await clear();
  const distinct = [...new Set(values)];
  if (distinct.length > 0) await insert(distinct);
}

// ---- List -----------------------------------------------------------------------------------

type ProductsQueryInput = z.output<typeof ProductsQuery>;

function ordering({ sort = 'name', order }: ProductsQueryInput): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const column = sort === 'createdAt' ? products.createdAt : folded(products.name);
  return [direction(column), direction(products.id)];
}

// ---- Conversion rules -----------------------------------------------------------------------

/** The domain's refusals of a rule as the api answers them: 409 for the limit, else 400. */
function assertRule(
  input: ConversionRuleLike,
  units: ProductUnits,
  editing?: ConversionRuleLike,
): void {
  const { form, ...fields } = conversionRuleErrors(input, units, editing);
  const entries = Object.entries(fields);
  if (entries.length > 0) {
    throw new HttpError(400, `Données invalides : ${entries[0]![1]}`, Object.fromEntries(entries));
  }
  if (form) throw new HttpError(409, form);
}

/**
 * A changed rule must still cover every packaging that counted on it (its family, active): else
 * those packagings would lose their conversion, the reason a rule in use is never deleted.
 */
async function assertStillCovering(tx: Tx, productId: number, units: ProductUnits): Promise<void> {
  const used = await packagingUnitsOf(tx, productId);
  if (used.some((unit) => needsConversion(unit, units))) {
    throw new HttpError(409, M.conversionChangeInUse);
  }
}

/** 400 under `field` when the domain refuses a packaging's unit (STORAGE family, missing rule). */
function assertPackagingUnit(
  field: string,
  type: Packaging['type'],
  unit: Unit,
  units: ProductUnits,
): void {
  const error = packagingUnitError(type, unit, units);
  if (error) throw invalidField(field, error);
}

const PRODUCT_NOT_FOUND = C.productNotFound;

// ---- The multipart variant (a photo with the fields) ----------------------------------------

const NUMERIC_FIELDS = [
  'DLC_ENTAME',
  'storagePackagingQuantity',
  'photoId',
  'preferredSupplierId',
  'preferredLabId',
];
const LIST_FIELDS = ['restaurantIds', 'tagIds', 'storageSpaceIds', 'allergens'] as const;

/** '[1,2]' as the list it writes; anything else stays text, for the contract to refuse. */
function jsonList(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * The body of a product's create or update: JSON, or multipart with its `photo` and the fields
 * (the lists as JSON text, docs/areas/catalogue.md#the-calls). The photo is checked, not stored yet: a refused body
 * writes nothing. An image and a URL together are refused (one clears the other).
 */
const productBody = (
  req: Parameters<typeof recordWithPhoto>[0],
  res: Parameters<typeof recordWithPhoto>[1],
) => recordWithPhotoAndLists(req, res, NUMERIC_FIELDS, LIST_FIELDS);

/** The same reading for any catalogue record (a recipe's): its numbers and its JSON lists. */
export async function recordWithPhotoAndLists(
  req: Parameters<typeof recordWithPhoto>[0],
  res: Parameters<typeof recordWithPhoto>[1],
  numericFields: readonly string[],
  listFields: readonly string[],
) {
  const sent = await recordWithPhoto(req, res, numericFields);
  if (!isMultipart(req)) return sent;
  const body = { ...(sent.body as Record<string, unknown>) };
  for (const field of listFields) {
    const raw = body[field];
    if (typeof raw === 'string') body[field] = jsonList(raw);
  }
  if (sent.photo && ('photoURL' in body || 'photoId' in body)) {
    throw invalidField('photo', C.photoFileOrUrl);
  }
  return { body, photo: sent.photo };
}

export const productsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/products',
    tags: ['products'],
    summary:
      "Les produits de l'enseigne avec leurs tags et restaurants, par nom sauf autre tri ; filtrés et par pages avec `limit` (docs/how-to/lists.md)",
    access: 'authenticated',
    query: ProductsQuery,
    response: { status: 200, description: 'Produits', schema: ProductsResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const where = and(
        eq(products.enseigneId, user.enseigneId),
        inIdList(products.id, query.ids, 'ids'),
        query.search
          ? sql`${folded(products.name)} like ${foldedPattern(query.search)}`
          : undefined,
      );
      const offset = query.offset ?? 0;
      const rows = db
        .select()
        .from(products)
        .where(where)
        .orderBy(...ordering(query))
        .offset(offset);
      const [page, [total]] = await Promise.all([
        query.limit === undefined ? rows : rows.limit(query.limit),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return {
        products:
          query.details === 'true'
            ? await toProducts(db, photos, page, true)
            : await toSummaries(db, photos, page),
        total: total!.n,
        limit: query.limit ?? null,
        offset,
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/products/{id}',
    tags: ['products'],
    summary:
      'Un produit avec ses conditionnements, conversions, tags, restaurants et espaces de stockage ; withRecipes=true ajoute les recettes qui l’utilisent',
    access: 'authenticated',
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    load: ({ db, user, params }) => findChainProduct(db, user, params.id),
    query: ProductQuery,
    response: { status: 200, description: 'Produit', schema: ProductResponse },
    errors: [400, 404],
    handler: async ({ db, photos, loaded, query }) => ({
      product: await toProduct(db, photos, loaded, query.withRecipes === 'true'),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/products',
    tags: ['products'],
    summary:
      'Crée un produit (ADMIN) avec son conditionnement de stockage (storagePackagingName, Quantity, Unit : une unité compatible avec l’unité de base) et ses associations',
    access: { area: 'PRODUCTS', action: 'create' },
    load: ({ req, res }) => productBody(req, res),
    body: CreateProductBody,
    bodyOf: (sent) => sent.body,
    requestBody: recordBodyWithPhoto(CreateProductBody),
    response: { status: 201, description: 'Produit créé', schema: ProductResponse },
    errors: [400],
    handler: async ({ db, user, photos, photoStore, loaded: sent, body }) => {
      assertPackagingUnit('storagePackagingUnit', 'STORAGE', body.storagePackagingUnit, {
        baseUnit: body.baseUnit,
        conversionRules: [],
      });
      await assertAssociations(db, user, body);
      await assertPhoto(db, user, body);
      const row = await db.transaction(async (tx) => {
        const photoId = sent.photo
          ? await storePhoto(tx, photoStore, user, sent.photo)
          : (body.photoId ?? null);
        const [product] = await tx
          .insert(products)
          .values({
            enseigneId: user.enseigneId,
            name: body.name,
            category: body.category,
            baseUnit: body.baseUnit,
            dlcEntame: body.DLC_ENTAME ?? null,
            tax: body.tax ?? null,
            photoId,
            photoUrl: photoId === null ? body.photoURL : null,
          })
          .returning();
        await tx.insert(packagings).values({
          productId: product!.id,
          type: 'STORAGE',
          name: body.storagePackagingName,
          sourceQuantity: body.storagePackagingQuantity,
          sourceUnit: body.storagePackagingUnit,
        });
        await saveAssociations(tx, product!.id, body);
        return product!;
      });
      return { product: await toProduct(db, photos, row) };
    },
  }),

  // The spec does not say PUT or PATCH: both, one handler.
  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/products/{id}',
      tags: ['products'],
      summary:
        "Modifie un produit (ADMIN) : ses champs, ou ses associations ({restaurantIds}, {tagIds}, {storageSpaceIds} remplacent les précédentes) ; l'unité de base ne change pas. PUT et PATCH sont la même route",
      access: { area: 'PRODUCTS', action: 'edit' },
      params: IdParam,
      notFound: PRODUCT_NOT_FOUND,
      load: async ({ db, user, params, req, res }) => ({
        product: await findChainProduct(db, user, params.id),
        sent: await productBody(req, res),
      }),
      body: UpdateProductBody,
      bodyOf: ({ sent }) => sent.body,
      requestBody: recordBodyWithPhoto(UpdateProductBody),
      response: { status: 200, description: 'Produit modifié', schema: ProductResponse },
      errors: [400, 404],
      handler: async ({ db, user, photos, photoStore, loaded: { product, sent }, body }) => {
        if (Object.keys(body).length === 0 && !sent.photo) {
          throw new HttpError(400, M.nothingToChange);
        }
        if (body.baseUnit !== undefined && body.baseUnit !== product.baseUnit) {
          throw invalidField('baseUnit', C.baseUnitLocked);
        }
        await assertAssociations(db, user, body);
        await assertPhoto(db, user, body);
        await assertPreferred(db, user, body);
        const changes = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.category !== undefined && { category: body.category }),
          ...(body.DLC_ENTAME !== undefined && { dlcEntame: body.DLC_ENTAME }),
          ...(body.tax !== undefined && { tax: body.tax }),
          // A URL replaces an uploaded photo (one clears the other).
          ...(body.photoURL !== undefined && { photoUrl: body.photoURL, photoId: null }),
          // An uploaded photo named by id replaces the URL, as an uploaded file does.
          ...(body.photoId !== undefined && { photoId: body.photoId, photoUrl: null }),
          // Naming one preference clears the other: a product prefers one seller at most.
          ...(body.preferredSupplierId !== undefined && {
            preferredSupplierId: body.preferredSupplierId,
            ...(body.preferredSupplierId !== null && { preferredLabId: null }),
          }),
          ...(body.preferredLabId !== undefined && {
            preferredLabId: body.preferredLabId,
            ...(body.preferredLabId !== null && { preferredSupplierId: null }),
          }),
        };
        const row = await db.transaction(async (tx) => {
          // An uploaded image replaces a URL (one clears the other).
          const photo = sent.photo && {
            photoId: await storePhoto(tx, photoStore, user, sent.photo),
            photoUrl: null,
          };
          const [updated] = await tx
            .update(products)
            .set({ ...changes, ...photo, updatedAt: new Date() })
            .where(eq(products.id, product.id))
            .returning();
          await saveAssociations(tx, product.id, body);
          return updated!;
        });
        return { product: await toProduct(db, photos, row) };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/products/{id}',
    tags: ['products'],
    summary:
      'Supprime un produit (ADMIN) avec ses conditionnements, conversions et associations ; 409 tant que des articles le vendent ou que des recettes l’utilisent',
    access: { area: 'PRODUCTS', action: 'delete' },
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await db.transaction(async (tx) => {
        const product = await findChainProduct(tx, user, params.id);
        const [sold] = await tx
          .select({ n: count() })
          .from(articles)
          .where(eq(articles.productId, product.id));
        if (sold!.n > 0) throw new HttpError(409, M.productHasArticles);
        const users = await usedInRecipesOf(tx, [product.id]);
        if (users.length > 0) {
          throw new HttpError(
            409,
            M.productInRecipes([...new Set(users.map(({ recipe }) => recipe.name))]),
          );
        }
        await tx.delete(products).where(eq(products.id, product.id));
      });
    },
  }),

  // ---- Packagings ----

  defineRoute({
    method: 'get',
    path: '/api/products/{id}/packagings',
    tags: ['products'],
    summary: "Les conditionnements d'un produit (stockage, inventaire, transfert, perte)",
    access: 'authenticated',
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    response: { status: 200, description: 'Conditionnements', schema: PackagingsResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const product = await findChainProduct(db, user, params.id);
      const rows = await db
        .select()
        .from(packagings)
        .where(eq(packagings.productId, product.id))
        .orderBy(asc(packagings.type), asc(packagings.id));
      return { packagings: rows.map(toPackagingDto) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/products/{id}/packagings',
    tags: ['products'],
    summary:
      "Ajoute un conditionnement (ADMIN) : STORAGE dans une unité compatible avec l'unité de base ; les autres dans toute unité, mais hors de la famille de l'unité de base il faut une conversion active (400 « Aucune règle de conversion… » sinon)",
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    load: ({ db, user, params }) => findChainProduct(db, user, params.id),
    body: PackagingBody,
    response: { status: 201, description: 'Conditionnement créé', schema: PackagingResponse },
    errors: [400, 404],
    handler: async ({ db, loaded: product, body }) => {
      const row = await db.transaction(async (tx) => {
        const units = await lockedUnits(tx, product);
        assertPackagingUnit('sourceUnit', body.type, body.sourceUnit, units);
        const [inserted] = await tx
          .insert(packagings)
          .values({ productId: product.id, ...body })
          .returning();
        return inserted!;
      });
      return { packaging: toPackagingDto(row) };
    },
  }),

  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/packagings/{id}',
      tags: ['products'],
      summary:
        'Modifie un conditionnement de produit (ADMIN), aux mêmes règles qu’à sa création. PUT et PATCH sont la même route',
      access: { area: 'PRODUCTS', action: 'edit' },
      params: IdParam,
      notFound: C.packagingNotFound,
      load: ({ db, user, params }) => findChainPackaging(db, user, params.id),
      body: UpdatePackagingBody,
      response: { status: 200, description: 'Conditionnement modifié', schema: PackagingResponse },
      errors: [400, 404],
      handler: async ({ db, loaded: { packaging, product }, body }) => {
        const row = await db.transaction(async (tx) => {
          const units = await lockedUnits(tx, product);
          const type = body.type ?? (packaging.type as Packaging['type']);
          const unit = body.sourceUnit ?? packaging.sourceUnit;
          assertPackagingUnit('sourceUnit', type, unit, units);
          const [updated] = await tx
            .update(packagings)
            .set({ ...body, updatedAt: new Date() })
            .where(eq(packagings.id, packaging.id))
            .returning();
          return updated!;
        });
        return { packaging: toPackagingDto(row) };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/packagings/{id}',
    tags: ['products'],
    summary: 'Supprime un conditionnement de produit (ADMIN)',
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: C.packagingNotFound,
    response: { status: 204, description: 'Supprimé' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const { packaging } = await findChainPackaging(db, user, params.id);
      await db.delete(packagings).where(eq(packagings.id, packaging.id));
    },
  }),

  // ---- Conversion rules ----

  defineRoute({
    method: 'get',
    path: '/api/products/{id}/conversion-rules',
    tags: ['products'],
    summary: "Les conversions d'un produit (2 au plus), avec leur facteur",
    access: 'authenticated',
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    response: { status: 200, description: 'Conversions', schema: ConversionRulesResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const product = await findChainProduct(db, user, params.id);
      const [rules, units] = await Promise.all([
        rulesOf(db, product.id),
        packagingUnitsOf(db, product.id),
      ]);
      return { conversionRules: rules.map((rule) => toConversionRuleDto(rule, units)) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/products/{id}/conversion-rules',
    tags: ['products'],
    summary:
      "Ajoute une conversion (ADMIN) : sourceQuantity sourceUnit = targetQuantity targetUnit ; la source hors de la famille de l'unité de base et des familles déjà converties, la cible compatible avec l'unité de base ; 409 au-delà de 2",
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    load: ({ db, user, params }) => findChainProduct(db, user, params.id),
    body: ConversionRuleBody,
    response: { status: 201, description: 'Conversion créée', schema: ConversionRuleResponse },
    errors: [400, 404, 409],
    handler: async ({ db, loaded: product, body }) => {
      const row = await db.transaction(async (tx) => {
        const units = await lockedUnits(tx, product);
        assertRule(body, units);
        const [inserted] = await tx
          .insert(conversionRules)
          .values({ productId: product.id, ...body, isActive: body.isActive ?? true })
          .returning();
        return inserted!;
      });
      return { conversionRule: await ruleDto(db, row) };
    },
  }),

  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/conversion-rules/{id}',
      tags: ['products'],
      summary:
        'Modifie une conversion (ADMIN), aux mêmes règles qu’à sa création ; 409 si des conditionnements perdraient leur conversion. PUT et PATCH sont la même route',
      access: { area: 'PRODUCTS', action: 'edit' },
      params: IdParam,
      notFound: C.conversionNotFound,
      load: ({ db, user, params }) => findChainRule(db, user, params.id),
      body: UpdateConversionRuleBody,
      response: { status: 200, description: 'Conversion modifiée', schema: ConversionRuleResponse },
      errors: [400, 404, 409],
      handler: async ({ db, loaded: { rule, product }, body }) => {
        const row = await db.transaction(async (tx) => {
          const units = await lockedUnits(tx, product);
          const editing = units.rules.find((r) => r.id === rule.id) ?? rule;
          const changed = { ...editing, ...body };
          assertRule(changed, units, editing);
          await assertStillCovering(tx, product.id, {
            baseUnit: units.baseUnit,
            conversionRules: units.rules.map((r) => (r.id === rule.id ? changed : r)),
          });
          const [updated] = await tx
            .update(conversionRules)
            .set({ ...body, updatedAt: new Date() })
            .where(eq(conversionRules.id, rule.id))
            .returning();
          return updated!;
        });
        return { conversionRule: await ruleDto(db, row) };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/conversion-rules/{id}',
    tags: ['products'],
    summary:
      'Supprime une conversion (ADMIN) ; 409 tant que des conditionnements (du produit ou de ses articles) utilisent des unités de sa famille',
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: C.conversionNotFound,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      const { rule, product } = await findChainRule(db, user, params.id);
      await db.transaction(async (tx) => {
        await lockedUnits(tx, product);
        if (!canDeleteConversion(rule, await packagingUnitsOf(tx, product.id))) {
          throw new HttpError(409, C.conversionInUse);
        }
        await tx.delete(conversionRules).where(eq(conversionRules.id, rule.id));
      });
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/conversion-rules/{id}/convert/{value}',
    tags: ['products'],
    summary:
      "Convertit `value` de l'unité source de la conversion en son unité cible (point ou virgule décimale)",
    access: 'authenticated',
    params: ConvertParams,
    notFound: C.conversionNotFound,
    response: { status: 200, description: 'Valeur convertie', schema: ConversionResponse },
    errors: [400, 404],
    handler: async ({ db, user, params }) => {
      const { rule } = await findChainRule(db, user, params.id);
      const parsed = ConvertValue.safeParse(params.value);
      if (!parsed.success) throw invalidField('value', M.valueInvalid);
      return {
        value: parsed.data,
        sourceUnit: rule.sourceUnit,
        result: tidy((parsed.data * rule.targetQuantity) / rule.sourceQuantity),
        targetUnit: rule.targetUnit,
      };
    },
  }),
];
