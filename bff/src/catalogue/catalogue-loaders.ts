import type DataLoader from 'dataloader';
import { CATALOGUE_MESSAGES } from '@bo/domain';
import { byIds, listsBy } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type {
  RestArticle,
  RestExternalSupplier,
  RestPriceChange,
  RestProduct,
  RestProductDetail,
  RestSurface,
} from '../rest/types.ts';

export const SUPPLIER_NOT_FOUND = CATALOGUE_MESSAGES.supplierNotFound;
export const ARTICLE_NOT_FOUND = CATALOGUE_MESSAGES.articleNotFound;
export const PRODUCT_NOT_FOUND = CATALOGUE_MESSAGES.productNotFound;
export const PACKAGING_NOT_FOUND = CATALOGUE_MESSAGES.packagingNotFound;
export const CONVERSION_NOT_FOUND = CATALOGUE_MESSAGES.conversionNotFound;

/**
 * Per-request loaders of the catalogue (suppliers, articles, products), merged into Loaders
 * (rest/loaders.ts). Every list asked in one tick is ONE call whatever the number of products,
 * suppliers or articles: a page of products with their articles, sellers, packagings and tags
 * costs the same few calls for 1 product or 100. Laboratories come from `labs()` (GET /api/labs).
 */
export interface CatalogueLoaders {
  /** `GET /api/suppliers` (the chain's external suppliers), at most once per request. */
  suppliers(): Promise<RestExternalSupplier[]>;
  /** Articles by id: ONE `GET /api/articles?ids=…` per tick. */
  article: DataLoader<number, RestArticle>;
  /** A product's articles, by name: ONE `GET /api/articles?productIds=…`; primes `article`. */
  articlesOfProduct: DataLoader<number, RestArticle[]>;
  /** An external supplier's articles: ONE `GET /api/articles?supplierId=…`. */
  articlesOfSupplier: DataLoader<number, RestArticle[]>;
  /** A laboratory's articles: ONE `GET /api/articles?labId=…`. */
  articlesOfLab: DataLoader<number, RestArticle[]>;
  /**
   * An article's price history, newest first: every article asked in one tick goes into ONE
   * `GET /api/articles/price-history?ids=…`.
   */
  priceHistory: DataLoader<number, RestPriceChange[]>;
  /** Products by id (their summary): ONE `GET /api/products?ids=…` per tick. */
  product: DataLoader<number, RestProduct>;
  /**
   * Product sheets by id (packagings, conversion rules, storage spaces, cost): ONE
   * `GET /api/products?ids=…&details=true` per tick.
   */
  productDetail: DataLoader<number, RestProductDetail>;
  /** `GET /api/surfaces?isStorageArea=true`: the storage spaces the caller sees, once. */
  storageSpaces(): Promise<RestSurface[]>;
}

const isDetail = (product: RestProduct): product is RestProductDetail => 'packagings' in product;

export function createCatalogueLoaders(rest: RestClient, serve: Serve): CatalogueLoaders {
  let suppliers: Promise<RestExternalSupplier[]> | undefined;
  let storageSpaces: Promise<RestSurface[]> | undefined;

  const articles = (
    query: { ids: string } | { productIds: string } | { supplierId: string } | { labId: string },
  ) => rest.call('get', '/api/articles', { query }).then((body) => body.articles);
  const article = byIds((ids) => articles({ ids }), ARTICLE_NOT_FOUND);
  const primeArticle = (a: RestArticle) => article.clear(a.id).prime(a.id, a);
  const articlesOfProduct = listsBy(
    (productIds) => articles({ productIds }),
    (a) => a.productId,
    primeArticle,
  );
  const articlesOfSupplier = listsBy(
    (supplierId) => articles({ supplierId }),
    (a) => a.supplierId,
    primeArticle,
  );
  const articlesOfLab = listsBy(
    (labId) => articles({ labId }),
    (a) => a.labId,
    primeArticle,
  );
  // The api sorts newest first; grouping keeps that order within each article.
  const priceHistory = listsBy(
    (ids) =>
      rest
        .call('get', '/api/articles/price-history', { query: { ids } })
        .then((body) => body.priceHistory),
    (change) => change.articleId,
  );

  const product = byIds(
    (ids) => rest.call('get', '/api/products', { query: { ids } }).then((b) => b.products),
    PRODUCT_NOT_FOUND,
  );
  // A sheet is a summary too: an article's product read after its sheet costs no call.
  const productDetail = byIds(
    (ids) =>
      rest
        .call('get', '/api/products', { query: { ids, details: 'true' } })
        .then((b) => b.products.filter(isDetail))
        .then((sheets) => {
          for (const sheet of sheets) product.prime(sheet.id, sheet);
          return sheets;
        }),
    PRODUCT_NOT_FOUND,
  );

  serve({ feeds: ['Query.suppliers'], clear: () => void (suppliers = undefined) });
  serve({ feeds: ['Query.storageSpaces'], clear: () => void (storageSpaces = undefined) });
  // An article's row carries its price.
  serve({ type: 'Article', byId: article, feeds: ['Article.price'] });
  serve({ feeds: ['Product.articles'], clear: () => void articlesOfProduct.clearAll() });
  serve({ feeds: ['ExternalSupplier.articles'], clear: () => void articlesOfSupplier.clearAll() });
  serve({ feeds: ['Laboratory.articles'], clear: () => void articlesOfLab.clearAll() });
  serve({
    feeds: ['Article.priceHistory', 'Article.lastPriceChange'],
    clear: () => void priceHistory.clearAll(),
  });
  // What a sheet carries: a summary read after its sheet is that sheet (productDetail primes it).
  const sheet = [
    'Product.packagings',
    'Product.conversionRules',
    'Product.cost',
    'Product.costPerBaseUnit',
    'Product.preferredSupplier',
  ] as const;
  serve({ type: 'Product', byId: product, feeds: sheet });
  serve({
    type: 'Product',
    byId: productDetail,
    feeds: sheet,
    takes: (answer) => isDetail(answer as RestProduct),
  });

  return {
    suppliers() {
      suppliers ??= rest
        .call('get', '/api/suppliers')
        .then(({ data }) => data.map((s) => ({ ...s, kind: 'EXTERNAL' as const })));
      return suppliers;
    },
    article,
    articlesOfProduct,
    articlesOfSupplier,
    articlesOfLab,
    priceHistory,
    product,
    productDetail,
    storageSpaces() {
      storageSpaces ??= rest
        .call('get', '/api/surfaces', { query: { isStorageArea: 'true' } })
        .then((body) => body.surfaces);
      return storageSpaces;
    },
  };
}
