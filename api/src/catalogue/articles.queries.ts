// The articles' queries: the chain's articles as answered (product, seller, packagings,
// restaurants, tags, last price), their price history, and the rows an article's form writes, for
// articles.routes.ts (which keeps the access, the checks and the statuses). A delivery's price
// (purchasing) goes through setArticlePrice.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { deliveryDaysOf, VAT_RATES, type Unit } from '@bo/domain';
import type {
  Article,
  ArticlesQuery,
  ArticleSupplier,
  CreateArticleBody,
  PriceChange,
} from './articles.contract.ts';
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
import type { PhotoSigner } from '../photos/signing.ts';
import { byName } from '../restaurants-dto.ts';
import { findSupplier } from './suppliers.queries.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { ArticleRow, ProductRow };

/** The articles of the user's chain: every role reads the whole catalogue (docs/areas/catalogue.md#roles). */
const ofChain = (user: AuthUser): SQL => eq(articles.enseigneId, user.enseigneId);

/** A laboratory selling an article is a restaurant: joined under its own name for the seller's. */
const labs = alias(restaurants, 'seller_lab');
const sellerName = sql`coalesce(${suppliers.name}, ${labs.name})`;

/** The list's sort keys (docs/how-to/lists.md), texts folded, the id last so pages never swap rows. */
function ordering({ sort = 'name', order }: Pick<ArticleFilters, 'sort' | 'order'>): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const column = {
    name: folded(articles.name),
    price: sql`${articles.price}`,
    productName: folded(products.name),
    supplierName: folded(sellerName),
  }[sort];
  return [direction(column), direction(folded(articles.name)), direction(articles.id)];
}

export type Conn = Db | Tx;

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
export async function recordPriceChange(
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

/** The article as answered, or undefined when it is not the chain's. */
export async function readArticle(
  conn: Conn,
  user: AuthUser,
  photos: PhotoSigner,
  id: number,
): Promise<Article | undefined> {
  const [article] = await readArticles(conn, user, photos, eq(articles.id, id));
  return article;
}

/** The articles of a product, by name. */
export const articlesOfProduct = (
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  productId: number,
): Promise<Article[]> => readArticles(db, user, photos, eq(articles.productId, productId));

/** The list's filters: the query's, its id lists parsed. */
export type ArticleFilters = Omit<
  z.output<typeof ArticlesQuery>,
  'supplierId' | 'labId' | 'productIds' | 'ids'
> & {
  supplierIds: number[] | undefined;
  labIds: number[] | undefined;
  productIds: number[] | undefined;
  ids: number[] | undefined;
};

/** A page of the chain's articles matching the filters, in the list's order, and their count. */
export async function listArticles(
  db: Db,
  user: AuthUser,
  photos: PhotoSigner,
  query: ArticleFilters,
): Promise<{ articles: Article[]; total: number }> {
  const within = (column: Parameters<typeof inArray>[0], ids: number[] | undefined) =>
    ids === undefined ? undefined : inArray(column, ids);
  const where = and(
    ofChain(user),
    within(articles.supplierId, query.supplierIds),
    within(articles.labId, query.labIds),
    within(articles.productId, query.productIds),
    within(articles.id, query.ids),
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
  };
}

/** The price history of the chain's articles among `ids`, the most recent first. */
export async function priceHistoriesOf(
  db: Db,
  user: AuthUser,
  ids: number[],
): Promise<PriceChange[]> {
  const rows = await withAuthor(db)
    .innerJoin(articles, eq(articles.id, articlePriceChanges.articleId))
    .where(and(ofChain(user), inArray(articles.id, ids)))
    .orderBy(desc(articlePriceChanges.changedAt), desc(articlePriceChanges.id));
  return rows.map(toPriceChange);
}

/** An article's price history, the most recent first. */
export async function priceHistoryOf(db: Db, articleId: number): Promise<PriceChange[]> {
  const rows = await withAuthor(db)
    .where(eq(articlePriceChanges.articleId, articleId))
    .orderBy(desc(articlePriceChanges.changedAt), desc(articlePriceChanges.id));
  return rows.map(toPriceChange);
}

/** The chain's article, or undefined (another chain's id looks like no id). */
export async function findChainArticle(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), ofChain(user)));
  return row;
}

/** A product's conversion rules. */
export const conversionRulesOf = (conn: Conn, productId: number) =>
  conn.select().from(conversionRules).where(eq(conversionRules.productId, productId));

/** Whether the supplier is the chain's. */
export async function isChainSupplier(conn: Conn, user: AuthUser, id: number): Promise<boolean> {
  return (await findSupplier(conn, user.enseigneId, id)) !== undefined;
}

/** The ids of all the chain's restaurants. */
export async function chainRestaurantIds(conn: Conn, user: AuthUser): Promise<number[]> {
  const rows = await conn
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.enseigneId, user.enseigneId));
  return rows.map((r) => r.id);
}

/** The article row locked until the transaction ends (two price changes queue). */
export async function lockArticle(tx: Tx, id: number): Promise<ArticleRow | undefined> {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return row;
}

/** An article's packagings, by id. */
export const packagingsOfArticle = (tx: Tx, articleId: number) =>
  tx
    .select()
    .from(packagings)
    .where(eq(packagings.articleId, articleId))
    .orderBy(asc(packagings.id));

type PackagingInput = {
  name?: string | null | undefined;
  sourceQuantity: number;
  sourceUnit: Unit;
};

const packagingValues = (articleId: number, p: PackagingInput) => ({
  articleId,
  type: 'SUPPLIER' as const,
  name: p.name ?? null,
  sourceQuantity: p.sourceQuantity,
  sourceUnit: p.sourceUnit,
});

type ArticleFields = Pick<
  z.output<typeof CreateArticleBody>,
  'name' | 'supplierRef' | 'price' | 'vat' | 'temperatureCategory'
>;

/**
 * A new article of the chain with its packagings; its price opens its history. Its id.
 */
export async function insertArticle(
  tx: Tx,
  user: AuthUser,
  fields: ArticleFields & {
    productId: number;
    supplierId: number | null;
    labId: number | null;
  },
  newPackagings: readonly PackagingInput[],
): Promise<number> {
  const [row] = await tx
    .insert(articles)
    .values({
      enseigneId: user.enseigneId,
      name: fields.name,
      supplierRef: fields.supplierRef,
      price: fields.price,
      vat: fields.vat,
      temperatureCategory: fields.temperatureCategory ?? 'DRY',
      productId: fields.productId,
      supplierId: fields.supplierId,
      labId: fields.labId,
    })
    .returning();
  const articleId = row!.id;
  await recordPriceChange(tx, articleId, null, fields.price, user.id);
  await tx.insert(packagings).values(newPackagings.map((p) => packagingValues(articleId, p)));
  return articleId;
}

/** Writes an article's changed columns. */
export async function updateArticleRow(
  tx: Tx,
  id: number,
  values: Partial<Omit<typeof articles.$inferInsert, 'id' | 'enseigneId' | 'createdAt'>>,
): Promise<void> {
  await tx
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id));
}

/** Replaces all of an article's packagings. */
export async function replacePackagings(
  tx: Tx,
  articleId: number,
  list: readonly PackagingInput[],
): Promise<void> {
  await tx.delete(packagings).where(eq(packagings.articleId, articleId));
  await tx.insert(packagings).values(list.map((p) => packagingValues(articleId, p)));
}

/** Changes the given fields of one packaging. */
export async function updatePackaging(
  tx: Tx,
  id: number,
  changes: { name?: string | null; sourceQuantity?: number; sourceUnit?: Unit },
): Promise<void> {
  await tx
    .update(packagings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(packagings.id, id));
}

/** Adds one packaging to an article. */
export async function insertPackaging(
  tx: Tx,
  articleId: number,
  packaging: PackagingInput,
): Promise<void> {
  await tx.insert(packagings).values(packagingValues(articleId, packaging));
}

/** Replaces the article's restaurants and tags each when given (an absent list is unchanged). */
export async function replaceArticleLinks(
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

/** Deletes an article with its packagings, links and price history (their keys cascade). */
export async function deleteArticle(db: Db, id: number): Promise<void> {
  await db.delete(articles).where(eq(articles.id, id));
}
