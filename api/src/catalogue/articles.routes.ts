import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  CATALOGUE_MESSAGES,
  conversionRequiredMessage,
  deliveryDaysOf,
  needsConversion,
  type ConversionRuleLike,
  VAT_RATES,
  type Unit,
} from '@bo/domain';
import {
  ARTICLE_MESSAGES as M,
  ArticleResponse,
  ArticlesPageResponse,
  ArticlesQuery,
  ArticlesResponse,
  CreateArticleBody,
  PriceHistoriesQuery,
  PriceHistoryResponse,
  UpdateArticleBody,
  type Article,
  type ArticleSupplier,
  type PriceChange,
  FLAT_PACKAGING_FIELDS,
} from './articles.contract.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import {
  articlePriceChanges,
  articleRestaurants,
  articles,
  articleTags,
  conversionRules,
  packagings,
  products,
  restaurants,
  suppliers,
  tags,
  users,
  type ArticlePriceChangeRow,
  type ArticleRow,
  type ProductRow,
  type RestaurantRow,
  type SupplierRow,
} from '../db/schema.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { inIdList, parseIdList } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { byName } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

const ARTICLE_NOT_FOUND = CATALOGUE_MESSAGES.articleNotFound;
const PRODUCT_NOT_FOUND = CATALOGUE_MESSAGES.productNotFound;

/** The articles of the user's chain: every role reads the whole catalogue (docs/areas/catalogue.md#roles). */
const ofChain = (user: AuthUser): SQL => eq(articles.enseigneId, user.enseigneId);

/** A laboratory selling an article is a restaurant: joined under its own name for the seller's. */
const labs = alias(restaurants, 'seller_lab');
const sellerName = sql`coalesce(${suppliers.name}, ${labs.name})`;

/** The list's sort keys (docs/how-to/lists.md), texts folded, the id last so pages never swap rows. */
function ordering({ sort = 'name', order }: z.output<typeof ArticlesQuery>): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const column = {
    name: folded(articles.name),
    price: sql`${articles.price}`,
    productName: folded(products.name),
    supplierName: folded(sellerName),
  }[sort];
  return [direction(column), direction(folded(articles.name)), direction(articles.id)];
}

type Conn = Db | Tx;

function supplierCard(row: SupplierRow | RestaurantRow, isLab: boolean): ArticleSupplier {
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    address: row.address ?? null,
    minOrderAmount: row.minOrderAmount,
    deliveryDelayDays: row.deliveryDelayDays,
    deliveryDays: deliveryDaysOf(row),
    isLab,
  };
}

/** One row of an article's price history: the price before (null at creation) and after, by whom. */
async function recordPriceChange(
  tx: Tx,
  articleId: number,
  priceBefore: number | null,
  priceAfter: number,
  changedById: number,
): Promise<void> {
  await tx.insert(articlePriceChanges).values({ articleId, priceBefore, priceAfter, changedById });
}

/**
 * Sets the article's price from outside its form (a delivery's price) inside the caller's
 * transaction, the article row locked as the update route locks it, with its history row; false
 * when the article is gone or already at that price (no history row for a non-change).
 */
export async function setArticlePrice(
  tx: Tx,
  articleId: number,
  price: number,
  changedById: number,
): Promise<boolean> {
  const [current] = await tx
    .select({ price: articles.price })
    .from(articles)
    .where(eq(articles.id, articleId))
    .for('update');
  if (!current || current.price === price) return false;
  await tx.update(articles).set({ price, updatedAt: new Date() }).where(eq(articles.id, articleId));
  await recordPriceChange(tx, articleId, current.price, price, changedById);
  return true;
}

type ChangeWithAuthor = {
  change: ArticlePriceChangeRow;
  author: { id: number; firstName: string; lastName: string } | null;
};

function toPriceChange({ change, author }: ChangeWithAuthor): PriceChange {
  const before = change.priceBefore;
  return {
    id: change.id,
    articleId: change.articleId,
    price: change.priceAfter,
    previousPrice: before,
    // Rounded to cents: 12.3 - 12.1 is 0.20000000000000107 in floating point.
    change: before === null ? null : Math.round((change.priceAfter - before) * 100) / 100,
    changedAt: change.changedAt.toISOString(),
    changedBy: author,
  };
}

const withAuthor = (conn: Conn) =>
  conn
    .select({
      change: articlePriceChanges,
      author: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(articlePriceChanges)
    .leftJoin(users, eq(users.id, articlePriceChanges.changedById));

/** A product's photo as the product pages show it: an outside URL, or a signed link to ours. */
function productPhotoUrl(product: ProductRow, photos: PhotoSigner): string | null {
  if (product.photoUrl) return product.photoUrl;
  return product.photoId === null ? null : photos.url(product.photoId, product.enseigneId);
}

/**
 * The articles of the chain matching `where`, by name, with their product, seller, packagings,
 * restaurants (those the user sees), tags and last price: a fixed number of queries whatever
 * their count.
 */
async function readArticles(
  conn: Conn,
  user: AuthUser,
  photos: PhotoSigner,
  where?: SQL,
  /** The page's ids in the order the list sorted them; absent: by name. */
  order?: readonly number[],
): Promise<Article[]> {
  const rows = await conn
    .select()
    .from(articles)
    .where(where ? and(ofChain(user), where) : ofChain(user))
    .orderBy(asc(articles.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const unique = (values: (number | null)[]) => [
    ...new Set(values.filter((v): v is number => v !== null)),
  ];
  const productIds = unique(rows.map((r) => r.productId));
  const supplierIds = unique(rows.map((r) => r.supplierId));
  const labIds = unique(rows.map((r) => r.labId));
  const [productRows, supplierRows, labRows, packagingRows, restaurantRows, tagRows, lastChanges] =
    await Promise.all([
      conn.select().from(products).where(inArray(products.id, productIds)),
      supplierIds.length === 0
        ? Promise.resolve([])
        : conn.select().from(suppliers).where(inArray(suppliers.id, supplierIds)),
      labIds.length === 0
        ? Promise.resolve([])
        : conn.select().from(restaurants).where(inArray(restaurants.id, labIds)),
      conn
        .select()
        .from(packagings)
        .where(inArray(packagings.articleId, ids))
        .orderBy(asc(packagings.id)),
      conn
        .select({ articleId: articleRestaurants.articleId, restaurant: restaurants })
        .from(articleRestaurants)
        .innerJoin(restaurants, eq(restaurants.id, articleRestaurants.restaurantId))
        .where(and(inArray(articleRestaurants.articleId, ids), visibleRestaurants(user))),
      conn
        .select({ articleId: articleTags.articleId, tag: tags })
        .from(articleTags)
        .innerJoin(tags, eq(tags.id, articleTags.tagId))
        .where(inArray(articleTags.articleId, ids)),
      withAuthor(conn)
        .where(inArray(articlePriceChanges.articleId, ids))
        .orderBy(desc(articlePriceChanges.changedAt), desc(articlePriceChanges.id)),
    ]);
  const productById = new Map(productRows.map((p) => [p.id, p]));
  const supplierById = new Map(supplierRows.map((s) => [s.id, s]));
  const labById = new Map(labRows.map((l) => [l.id, l]));
  const lastChangeOf = new Map<number, ChangeWithAuthor>();
  for (const row of lastChanges) {
    if (!lastChangeOf.has(row.change.articleId)) lastChangeOf.set(row.change.articleId, row);
  }
  return (
    rows
      .map((row): Article => {
        const product = productById.get(row.productId)!;
        const supplier = row.supplierId === null ? undefined : supplierById.get(row.supplierId);
        const lab = row.labId === null ? undefined : labById.get(row.labId);
        const last = lastChangeOf.get(row.id);
        return {
          id: row.id,
          name: row.name,
          supplierRef: row.supplierRef,
          price: row.price,
          vat: row.vat,
          vatRate: VAT_RATES[row.vat],
          temperatureCategory: row.temperatureCategory,
          productId: row.productId,
          supplierId: row.supplierId,
          labId: row.labId,
          product: {
            id: product.id,
            name: product.name,
            photoURL: productPhotoUrl(product, photos),
            baseUnit: product.baseUnit,
          },
          supplier: supplier ? supplierCard(supplier, false) : null,
          lab: lab ? supplierCard(lab, true) : null,
          packagings: packagingRows
            .filter((p) => p.articleId === row.id)
            .map((p) => ({
              id: p.id,
              type: 'SUPPLIER' as const,
              name: p.name,
              sourceQuantity: p.sourceQuantity,
              sourceUnit: p.sourceUnit,
            })),
          restaurants: restaurantRows
            .filter((r) => r.articleId === row.id)
            .map((r) => r.restaurant)
            .sort(byName)
            .map((r) => ({ restaurantId: r.id, name: r.name })),
          articleTags: tagRows
            .filter((t) => t.articleId === row.id)
            .map((t) => t.tag)
            .sort(byName)
            .map((t) => ({ tagId: t.id, tag: { id: t.id, name: t.name } })),
          lastPriceChange: last ? toPriceChange(last) : null,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
        };
      })
      // By name in JS (PGlite's and Postgres's collations differ), as every list of the api;
      // a page keeps the order its SQL sort gave.
      .sort(order ? (a, b) => order.indexOf(a.id) - order.indexOf(b.id) : byName)
  );
}

async function readArticle(
  conn: Conn,
  user: AuthUser,
  photos: PhotoSigner,
  id: number,
): Promise<Article> {
  const [article] = await readArticles(conn, user, photos, eq(articles.id, id));
  if (!article) throw notFound(ARTICLE_NOT_FOUND);
  return article;
}

async function findChainArticle(db: Db, user: AuthUser, id: number): Promise<ArticleRow> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), ofChain(user)));
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row;
}

async function findChainProduct(conn: Conn, user: AuthUser, id: number) {
  const [row] = await conn
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.enseigneId, user.enseigneId)));
  return row;
}

// ---- What a body names: rows of the chain, else a 400 under the field (nothing leaks) ----

/** The product and its conversion rules, or a 400 under productId. */
async function inputProduct(conn: Conn, user: AuthUser, id: number) {
  const product = await findChainProduct(conn, user, id);
  if (!product) throw invalidField('productId', PRODUCT_NOT_FOUND);
  const rules = await conn
    .select()
    .from(conversionRules)
    .where(eq(conversionRules.productId, product.id));
  return { product, rules };
}

async function assertSeller(
  conn: Conn,
  user: AuthUser,
  seller: { supplierId: number | null; labId: number | null },
) {
  if (seller.supplierId !== null) {
    const [row] = await conn
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, seller.supplierId), eq(suppliers.enseigneId, user.enseigneId)));
    if (!row) throw invalidField('supplierId', M.supplierNotFound);
  }
  if (seller.labId !== null) {
    const [row] = await conn
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(
          eq(restaurants.id, seller.labId),
          eq(restaurants.enseigneId, user.enseigneId),
          eq(restaurants.isLab, true),
        ),
      );
    if (!row) throw invalidField('labId', M.labNotFound);
  }
}

/** The chain's restaurants among `ids` (all of them when `ids` is absent), else 400. */
async function inputRestaurants(
  conn: Conn,
  user: AuthUser,
  ids: number[] | undefined,
): Promise<number[]> {
  const ofEnseigne = eq(restaurants.enseigneId, user.enseigneId);
  if (ids === undefined) {
    return (await conn.select({ id: restaurants.id }).from(restaurants).where(ofEnseigne)).map(
      (r) => r.id,
    );
  }
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await conn
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(ofEnseigne, inArray(restaurants.id, wanted)));
  const missing = wanted.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) throw invalidField('restaurantIds', M.restaurantsUnknown(missing));
  return wanted;
}

async function inputTags(conn: Conn, user: AuthUser, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await conn
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.enseigneId, user.enseigneId), inArray(tags.id, wanted)));
  const missing = wanted.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) throw invalidField('tagIds', M.tagsUnknown(missing));
  return wanted;
}

/**
 * Every packaging unit must be counted in the product's base unit: its family, or a conversion
 * rule of the product covering it (docs/areas/catalogue.md#articles), else the dialog's 'Conversion requise' under
 * the unit's field.
 */
function assertUnitsCovered(
  product: ProductRow,
  rules: readonly ConversionRuleLike[],
  units: { field: string; unit: Unit }[],
) {
  const fieldErrors: Record<string, string> = {};
  for (const { field, unit } of units) {
    if (needsConversion(unit, { baseUnit: product.baseUnit, conversionRules: rules })) {
      fieldErrors[field] = conversionRequiredMessage(unit, product.baseUnit);
    }
  }
  const first = Object.values(fieldErrors)[0];
  if (first) throw new HttpError(400, `Données invalides : ${first}`, fieldErrors);
}

async function replaceLinks(
  tx: Tx,
  articleId: number,
  restaurantIds: number[] | undefined,
  tagIds: number[] | undefined,
) {
  if (restaurantIds !== undefined) {
    await tx.delete(articleRestaurants).where(eq(articleRestaurants.articleId, articleId));
    if (restaurantIds.length > 0) {
      await tx
        .insert(articleRestaurants)
        .values(restaurantIds.map((restaurantId) => ({ articleId, restaurantId })));
    }
  }
  if (tagIds !== undefined) {
    await tx.delete(articleTags).where(eq(articleTags.articleId, articleId));
    if (tagIds.length > 0) {
      await tx.insert(articleTags).values(tagIds.map((tagId) => ({ articleId, tagId })));
    }
  }
}

type UpdateInput = {
  db: Db;
  user: AuthUser;
  photos: PhotoSigner;
  loaded: ArticleRow;
  body: z.output<typeof UpdateArticleBody>;
};

async function handleUpdate({ db, user, photos, loaded, body }: UpdateInput) {
  const {
    packagings: newPackagings,
    restaurantIds,
    tagIds,
    packagingId,
    packagingName,
    packagingSourceQuantity,
    packagingSourceUnit,
    supplierId,
    labId,
    ...fields
  } = body;
  const flat = FLAT_PACKAGING_FIELDS.some((field) => body[field] !== undefined);
  if (flat && newPackagings !== undefined) throw invalidField('packagings', M.packagingsTwice);
  // Naming one seller replaces the other (a PUT resending the article sends the other as null).
  const keepSeller = supplierId === undefined && labId === undefined;
  const named = keepSeller
    ? { supplierId: loaded.supplierId, labId: loaded.labId }
    : supplierId != null
      ? { supplierId, labId: null }
      : labId != null
        ? { supplierId: null, labId }
        : undefined;
  if (!named) throw invalidField('supplierId', CATALOGUE_MESSAGES.supplierRequired);

  return db.transaction(async (tx) => {
    // Locked for the transaction: two price changes at once each record the price before them.
    const [current] = await tx
      .select()
      .from(articles)
      .where(eq(articles.id, loaded.id))
      .for('update');
    if (!current) throw notFound(ARTICLE_NOT_FOUND);
    const seller = keepSeller ? { supplierId: current.supplierId, labId: current.labId } : named;
    const { product, rules } = await inputProduct(tx, user, fields.productId ?? current.productId);
    await assertSeller(tx, user, seller);
    const restaurantList =
      restaurantIds === undefined ? undefined : await inputRestaurants(tx, user, restaurantIds);
    const tagList = tagIds === undefined ? undefined : await inputTags(tx, user, tagIds);
    const existing = await tx
      .select()
      .from(packagings)
      .where(eq(packagings.articleId, current.id))
      .orderBy(asc(packagings.id));
    const edited = flat
      ? packagingId === undefined
        ? existing[0]
        : existing.find((p) => p.id === packagingId)
      : undefined;
    if (packagingId !== undefined && !edited) {
      throw invalidField('packagingId', M.packagingNotOfArticle);
    }
    // The units that change (or all of them under a new product), each with the field a
    // refusal goes under; an update that touches neither leaves them as they were accepted.
    const productChanged = product.id !== current.productId;
    const units: { field: string; unit: Unit }[] = newPackagings
      ? newPackagings.map((p, i) => ({ field: `packagings.${i}.sourceUnit`, unit: p.sourceUnit }))
      : existing.flatMap((p) =>
          p === edited && packagingSourceUnit !== undefined
            ? [{ field: 'packagingSourceUnit', unit: packagingSourceUnit }]
            : productChanged
              ? [{ field: 'productId', unit: p.sourceUnit }]
              : [],
        );
    if (flat && !edited) {
      if (packagingSourceQuantity === undefined || packagingSourceUnit === undefined) {
        throw invalidField(
          packagingSourceQuantity === undefined ? 'packagingSourceQuantity' : 'packagingSourceUnit',
          M.packagingsRequired,
        );
      }
      units.push({ field: 'packagingSourceUnit', unit: packagingSourceUnit });
    }
    assertUnitsCovered(product, rules, units);

    await tx
      .update(articles)
      .set({ ...fields, ...seller, updatedAt: new Date() })
      .where(eq(articles.id, current.id));
    if (fields.price !== undefined && fields.price !== current.price) {
      await recordPriceChange(tx, current.id, current.price, fields.price, user.id);
    }
    if (newPackagings) {
      await tx.delete(packagings).where(eq(packagings.articleId, current.id));
      await tx.insert(packagings).values(
        newPackagings.map((p) => ({
          articleId: current.id,
          type: 'SUPPLIER' as const,
          name: p.name,
          sourceQuantity: p.sourceQuantity,
          sourceUnit: p.sourceUnit,
        })),
      );
    } else if (flat && edited) {
      await tx
        .update(packagings)
        .set({
          ...(packagingName !== undefined && { name: packagingName }),
          ...(packagingSourceQuantity !== undefined && { sourceQuantity: packagingSourceQuantity }),
          ...(packagingSourceUnit !== undefined && { sourceUnit: packagingSourceUnit }),
          updatedAt: new Date(),
        })
        .where(eq(packagings.id, edited.id));
    } else if (flat) {
      await tx.insert(packagings).values({
        articleId: current.id,
        type: 'SUPPLIER',
        name: packagingName ?? null,
        sourceQuantity: packagingSourceQuantity!,
        sourceUnit: packagingSourceUnit!,
      });
    }
    await replaceLinks(tx, current.id, restaurantList, tagList);
    return { article: await readArticle(tx, user, photos, current.id) };
  });
}

export const articlesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/articles',
    tags: ['articles'],
    summary:
      "Les articles de l'enseigne, par nom sauf autre tri, avec produit, fournisseur ou laboratoire, conditionnements, restaurants, tags et dernier prix ; filtrables par fournisseur, laboratoire, produit, recherche ; par pages avec `limit` (docs/how-to/lists.md)",
    access: 'authenticated',
    query: ArticlesQuery,
    response: { status: 200, description: 'Articles', schema: ArticlesPageResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const where = and(
        ofChain(user),
        inIdList(articles.supplierId, query.supplierId, 'supplierId'),
        inIdList(articles.labId, query.labId, 'labId'),
        inIdList(articles.productId, query.productIds, 'productIds'),
        inIdList(articles.id, query.ids, 'ids'),
        query.search
          ? or(
              sql`${folded(articles.name)} like ${foldedPattern(query.search)}`,
              sql`${folded(products.name)} like ${foldedPattern(query.search)}`,
            )
          : undefined,
      );
      const offset = query.offset ?? 0;
      const ids = db
        .select({ id: articles.id })
        .from(articles)
        .innerJoin(products, eq(products.id, articles.productId))
        .leftJoin(suppliers, eq(suppliers.id, articles.supplierId))
        .leftJoin(labs, eq(labs.id, articles.labId))
        .where(where)
        .orderBy(...ordering(query))
        .offset(offset);
      const [page, [total]] = await Promise.all([
        query.limit === undefined ? ids : ids.limit(query.limit),
        db
          .select({ n: count() })
          .from(articles)
          .innerJoin(products, eq(products.id, articles.productId))
          .where(where),
      ]);
      const order = page.map((row) => row.id);
      return {
        articles:
          order.length === 0
            ? []
            : await readArticles(db, user, photos, inArray(articles.id, order), order),
        total: total!.n,
        limit: query.limit ?? null,
        offset,
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/articles/product/{id}',
    tags: ['articles'],
    summary: "Les articles d'un produit, par nom",
    access: 'authenticated',
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    response: { status: 200, description: 'Articles', schema: ArticlesResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => {
      if (!(await findChainProduct(db, user, params.id))) throw notFound(PRODUCT_NOT_FOUND);
      return {
        articles: await readArticles(db, user, photos, eq(articles.productId, params.id)),
      };
    },
  }),

  // Before `/api/articles/{id}`, which would read 'price-history' as an id.
  defineRoute({
    method: 'get',
    path: '/api/articles/price-history',
    tags: ['articles'],
    summary:
      "L'historique des prix de plusieurs articles (lecture groupée du graphe) : pour chacun, du plus récent au plus ancien ; un article d'une autre enseigne n'en a aucun",
    access: 'authenticated',
    query: PriceHistoriesQuery,
    response: { status: 200, description: 'Historique des prix', schema: PriceHistoryResponse },
    errors: [400],
    handler: async ({ db, user, query }) => {
      const rows = await withAuthor(db)
        .innerJoin(articles, eq(articles.id, articlePriceChanges.articleId))
        .where(and(ofChain(user), inArray(articles.id, parseIdList(query.ids, 'ids'))))
        .orderBy(desc(articlePriceChanges.changedAt), desc(articlePriceChanges.id));
      return { priceHistory: rows.map(toPriceChange) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/articles/{id}/price-history',
    tags: ['articles'],
    summary:
      "L'historique des prix d'un article (mercuriale), du plus récent au plus ancien, avec l'écart au prix d'avant",
    access: 'authenticated',
    params: IdParam,
    notFound: ARTICLE_NOT_FOUND,
    response: { status: 200, description: 'Historique des prix', schema: PriceHistoryResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const article = await findChainArticle(db, user, params.id);
      const rows = await withAuthor(db)
        .where(eq(articlePriceChanges.articleId, article.id))
        .orderBy(desc(articlePriceChanges.changedAt), desc(articlePriceChanges.id));
      return { priceHistory: rows.map(toPriceChange) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/articles/{id}',
    tags: ['articles'],
    summary: 'Un article',
    access: 'authenticated',
    params: IdParam,
    notFound: ARTICLE_NOT_FOUND,
    response: { status: 200, description: 'Article', schema: ArticleResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => ({
      article: await readArticle(db, user, photos, params.id),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/articles',
    tags: ['articles'],
    summary:
      "Crée un article (ADMIN) ; température DRY par défaut, tous les restaurants de l'enseigne si restaurantIds est absent ; son prix ouvre l'historique",
    access: { area: 'ARTICLES', action: 'create' },
    body: CreateArticleBody,
    response: { status: 201, description: 'Article créé', schema: ArticleResponse },
    errors: [400],
    handler: async ({ db, user, photos, body }) => {
      const { packagings: newPackagings, restaurantIds, tagIds, ...fields } = body;
      return db.transaction(async (tx) => {
        const { product, rules } = await inputProduct(tx, user, fields.productId);
        const seller = { supplierId: fields.supplierId ?? null, labId: fields.labId ?? null };
        await assertSeller(tx, user, seller);
        const restaurantList = await inputRestaurants(tx, user, restaurantIds);
        const tagList = await inputTags(tx, user, tagIds ?? []);
        assertUnitsCovered(
          product,
          rules,
          newPackagings.map((p, i) => ({
            field: `packagings.${i}.sourceUnit`,
            unit: p.sourceUnit,
          })),
        );
        const [row] = await tx
          .insert(articles)
          .values({
            enseigneId: user.enseigneId,
            name: fields.name,
            supplierRef: fields.supplierRef,
            price: fields.price,
            vat: fields.vat,
            temperatureCategory: fields.temperatureCategory ?? 'DRY',
            productId: product.id,
            ...seller,
          })
          .returning();
        const articleId = row!.id;
        await recordPriceChange(tx, articleId, null, fields.price, user.id);
        await tx.insert(packagings).values(
          newPackagings.map((p) => ({
            articleId,
            type: 'SUPPLIER' as const,
            name: p.name,
            sourceQuantity: p.sourceQuantity,
            sourceUnit: p.sourceUnit,
          })),
        );
        await replaceLinks(tx, articleId, restaurantList, tagList);
        return { article: await readArticle(tx, user, photos, articleId) };
      });
    },
  }),

  // One definition, answering PUT and PATCH alike (docs/areas/catalogue.md#the-calls).
  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/articles/{id}',
      tags: ['articles'],
      summary:
        "Modifie un article (ADMIN ; PUT et PATCH font la même chose) ; un changement de prix est inscrit dans l'historique (date, auteur)",
      access: { area: 'ARTICLES', action: 'edit' },
      params: IdParam,
      notFound: ARTICLE_NOT_FOUND,
      load: ({ db, user, params }) => findChainArticle(db, user, params.id),
      body: UpdateArticleBody,
      response: { status: 200, description: 'Article modifié', schema: ArticleResponse },
      errors: [400, 404],
      handler: handleUpdate,
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/articles/{id}',
    tags: ['articles'],
    summary:
      'Supprime un article (ADMIN), avec ses conditionnements, ses restaurants, ses tags et son historique de prix',
    access: { area: 'ARTICLES', action: 'delete' },
    params: IdParam,
    notFound: ARTICLE_NOT_FOUND,
    response: { status: 204, description: 'Supprimé' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const article = await findChainArticle(db, user, params.id);
      await db.delete(articles).where(eq(articles.id, article.id));
    },
  }),
];
