import type { z } from 'zod';
import {
  CATALOGUE_MESSAGES,
  conversionRequiredMessage,
  needsConversion,
  type ConversionRuleLike,
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
  FLAT_PACKAGING_FIELDS,
} from './articles.contract.ts';
import { IdParam } from '../contract/common.ts';
import {
  articlesOfProduct,
  chainRestaurantIds,
  conversionRulesOf,
  deleteArticle,
  findChainArticle as findArticle,
  insertArticle,
  insertPackaging,
  isChainSupplier,
  listArticles,
  lockArticle,
  packagingsOfArticle,
  priceHistoriesOf,
  priceHistoryOf,
  readArticle as readArticleIfAny,
  recordPriceChange,
  replaceArticleLinks,
  replacePackagings,
  updateArticleRow,
  updatePackaging,
  type ArticleRow,
  type Conn,
  type ProductRow,
} from './articles.queries.ts';
import { requireChainProduct } from './checks.ts';
import { chainRestaurantsAmong, chainTagsAmong, isChainLab } from './products.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { optionalIdList, parseIdList } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';

const ARTICLE_NOT_FOUND = CATALOGUE_MESSAGES.articleNotFound;
const PRODUCT_NOT_FOUND = CATALOGUE_MESSAGES.productNotFound;

/** The article as answered, else 404. */
async function readArticle(
  conn: Conn,
  user: AuthUser,
  photos: PhotoSigner,
  id: number,
): Promise<Article> {
  const article = await readArticleIfAny(conn, user, photos, id);
  if (!article) throw notFound(ARTICLE_NOT_FOUND);
  return article;
}

/** The chain's article, else 404 (another chain's id looks like no id). */
async function findChainArticle(db: Db, user: AuthUser, id: number): Promise<ArticleRow> {
  const row = await findArticle(db, user, id);
  if (!row) throw notFound(ARTICLE_NOT_FOUND);
  return row;
}

// ---- What a body names: rows of the chain, else a 400 under the field (nothing leaks) ----

/** The product and its conversion rules, or a 400 under productId. */
async function inputProduct(conn: Conn, user: AuthUser, id: number) {
  const product = await requireChainProduct(conn, user, id, 'productId');
  const rules = await conversionRulesOf(conn, product.id);
  return { product, rules };
}

async function assertSeller(
  conn: Conn,
  user: AuthUser,
  seller: { supplierId: number | null; labId: number | null },
) {
  if (seller.supplierId !== null && !(await isChainSupplier(conn, user, seller.supplierId))) {
    throw invalidField('supplierId', M.supplierNotFound);
  }
  if (seller.labId !== null && !(await isChainLab(conn, user, seller.labId))) {
    throw invalidField('labId', M.labNotFound);
  }
}

/** The chain's restaurants among `ids` (all of them when `ids` is absent), else 400. */
async function inputRestaurants(
  conn: Conn,
  user: AuthUser,
  ids: number[] | undefined,
): Promise<number[]> {
  if (ids === undefined) return chainRestaurantIds(conn, user);
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await chainRestaurantsAmong(conn, user, wanted);
  const missing = wanted.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) throw invalidField('restaurantIds', M.restaurantsUnknown(missing));
  return wanted;
}

async function inputTags(conn: Conn, user: AuthUser, ids: number[]): Promise<number[]> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return [];
  const found = await chainTagsAmong(conn, user, wanted);
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
    const current = await lockArticle(tx, loaded.id);
    if (!current) throw notFound(ARTICLE_NOT_FOUND);
    const seller = keepSeller ? { supplierId: current.supplierId, labId: current.labId } : named;
    const { product, rules } = await inputProduct(tx, user, fields.productId ?? current.productId);
    await assertSeller(tx, user, seller);
    const restaurantList =
      restaurantIds === undefined ? undefined : await inputRestaurants(tx, user, restaurantIds);
    const tagList = tagIds === undefined ? undefined : await inputTags(tx, user, tagIds);
    const existing = await packagingsOfArticle(tx, current.id);
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

    await updateArticleRow(tx, current.id, { ...fields, ...seller });
    if (fields.price !== undefined && fields.price !== current.price) {
      await recordPriceChange(tx, current.id, current.price, fields.price, user.id);
    }
    if (newPackagings) {
      await replacePackagings(tx, current.id, newPackagings);
    } else if (flat && edited) {
      await updatePackaging(tx, edited.id, {
        ...(packagingName !== undefined && { name: packagingName }),
        ...(packagingSourceQuantity !== undefined && { sourceQuantity: packagingSourceQuantity }),
        ...(packagingSourceUnit !== undefined && { sourceUnit: packagingSourceUnit }),
      });
    } else if (flat) {
      await insertPackaging(tx, current.id, {
        name: packagingName ?? null,
        sourceQuantity: packagingSourceQuantity!,
        sourceUnit: packagingSourceUnit!,
      });
    }
    await replaceArticleLinks(tx, current.id, restaurantList, tagList);
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
      const supplierIds = optionalIdList(query.supplierId, 'supplierId');
      const labIds = optionalIdList(query.labId, 'labId');
      const productIds = optionalIdList(query.productIds, 'productIds');
      const ids = optionalIdList(query.ids, 'ids');
      const page = await listArticles(db, user, photos, {
        ...query,
        supplierIds,
        labIds,
        productIds,
        ids,
      });
      return { ...page, limit: query.limit ?? null, offset: query.offset ?? 0 };
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
      await requireChainProduct(db, user, params.id);
      return { articles: await articlesOfProduct(db, user, photos, params.id) };
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
      return { priceHistory: await priceHistoriesOf(db, user, parseIdList(query.ids, 'ids')) };
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
      return { priceHistory: await priceHistoryOf(db, article.id) };
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
        const articleId = await insertArticle(
          tx,
          user,
          { ...fields, productId: product.id, ...seller },
          newPackagings,
        );
        await replaceArticleLinks(tx, articleId, restaurantList, tagList);
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
      await deleteArticle(db, article.id);
    },
  }),
];
