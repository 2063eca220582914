import { GraphQLError } from 'graphql';
import type {
  ArticleCostResolvers,
  CostGapResolvers,
  CreateProductInput,
  MutationResolvers,
  ProductCostResolvers,
  ProductResolvers,
  ProductSortField,
  QueryResolvers,
  Resolvers,
  UpdateProductInput,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { PRODUCT_NOT_FOUND, SUPPLIER_NOT_FOUND } from './catalogue-loaders.ts';
import { renameFieldErrors } from '../rest/errors.ts';
import { LAB_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { TAG_NOT_FOUND } from '../restaurants/job-loaders.ts';
import { SURFACE_NOT_FOUND } from '../restaurants/zone-loaders.ts';
import type { RequestBody, RestProduct, RestProductDetail } from '../rest/types.ts';
import { changedId, defined, inputIds, seller, tagsOf, visible } from './catalogue.ts';
import { restId } from '../resolvers/ids.ts';
import { restPage, restSort } from '../resolvers/paging.ts';

// Products in the graph: `Product` (its own fields, tags, restaurants, storage spaces, cost),
// its cost's types, `Query.products`/`product`/`storageSpaces` and the product mutations.
// `Product.articles` is in Article.ts, `packagings` in Packaging.ts, `conversionRules` in
// ConversionRule.ts.

/** The graph's page size when none is asked (schema.graphql: 25 by default). */
const DEFAULT_PAGE_SIZE = 25;
const PHOTO_NOT_FOUND = 'Photo introuvable';

/**
 * The product's sheet: the parent itself when it is one (product(id), a write), else the batched
 * detail read, one call for every product of the operation.
 */
export const sheetOf = (product: RestProduct, ctx: Context): Promise<RestProductDetail> =>
  'packagings' in product ? Promise.resolve(product) : ctx.loaders.productDetail.load(product.id);

const Product: Omit<ProductResolvers, 'articles' | 'packagings' | 'conversionRules'> = {
  id: (product) => String(product.id),
  photoUrl: (product) => product.photoURL,
  dlcEntame: (product) => product.DLC_ENTAME,
  tags: (product, _args, ctx) => tagsOf(ctx, product.productTags),
  restaurants: (product, _args, ctx) =>
    visible(
      ctx.loaders.restaurant,
      product.restaurants.map((r) => r.restaurantId),
    ),
  // Every restaurant using it: the catalogue is the chain's (docs/areas/catalogue.md#roles).
  restaurantCount: (product) => product.restaurants.length,
  storageSpaces: async (product, _args, ctx) =>
    visible(
      ctx.loaders.surface,
      (await sheetOf(product, ctx)).storageSpaces.map((space) => space.surfaceId),
    ),
  // ProductRecipeUse's fields are in Recipe.ts.
  usedInRecipes: async (product, _args, ctx) => (await sheetOf(product, ctx)).usedInRecipes ?? [],
  preferredSupplier: (product, _args, ctx) =>
    seller(ctx, { supplierId: product.preferredSupplierId, labId: product.preferredLabId }),
  costPerBaseUnit: async (product, _args, ctx) =>
    (await sheetOf(product, ctx)).cost.costPerBaseUnit,
  cost: async (product, _args, ctx) => (await sheetOf(product, ctx)).cost,
};

/** The api's cost (the domain's productCost); its articles through the batched article read. */
const ProductCost: ProductCostResolvers = {};
const ArticleCost: ArticleCostResolvers = {
  article: (cost, _args, ctx) => ctx.loaders.article.load(cost.articleId),
};
const CostGap: CostGapResolvers = {
  article: (gap, _args, ctx) =>
    gap.articleId === null ? null : ctx.loaders.article.load(gap.articleId),
};

const SORT_FIELDS: Record<ProductSortField, 'name' | 'createdAt'> = {
  NAME: 'name',
  CREATED_AT: 'createdAt',
};

const ProductQueries: Pick<QueryResolvers, 'products' | 'product' | 'storageSpaces'> = {
  products: async (_parent, { filter, sort, limit, offset }, ctx) => {
    const body = await ctx.rest.call('get', '/api/products', {
      query: {
        ...(filter?.search && { search: filter.search }),
        ...restSort(sort, SORT_FIELDS),
        ...restPage({ limit: limit ?? DEFAULT_PAGE_SIZE, offset }),
      },
    });
    for (const product of body.products) ctx.loaders.product.prime(product.id, product);
    return {
      data: body.products,
      total: body.total,
      limit: body.limit ?? body.products.length,
      offset: body.offset,
    };
  },
  product: (_parent, { id }, ctx) => ctx.loaders.productDetail.load(restId(id, PRODUCT_NOT_FOUND)),
  // By zone, then name ('zone - espace', as the product page shows them).
  storageSpaces: async (_parent, _args, ctx) =>
    [...(await ctx.loaders.storageSpaces())].sort(
      (a, b) =>
        a.zone.name.localeCompare(b.zone.name, 'fr') ||
        a.name.localeCompare(b.name, 'fr') ||
        a.id - b.id,
    ),
};

/** The graph's input names that are not the REST body's. */
const REST_NAMES = { dlcEntame: 'DLC_ENTAME', photoUrl: 'photoURL' } as const;
const GRAPH_NAMES: Record<string, string> = { DLC_ENTAME: 'dlcEntame', photoURL: 'photoUrl' };

function productBody(input: CreateProductInput | UpdateProductInput) {
  const { dlcEntame, photoUrl, photoId, restaurantIds, tagIds, storageSpaceIds, ...fields } = input;
  const preferred =
    'preferredSupplierId' in input || 'preferredLabId' in input
      ? {
          preferredSupplierId: changedId(
            (input as UpdateProductInput).preferredSupplierId,
            'preferredSupplierId',
            SUPPLIER_NOT_FOUND,
          ),
          preferredLabId: changedId(
            (input as UpdateProductInput).preferredLabId,
            'preferredLabId',
            LAB_NOT_FOUND,
          ),
        }
      : {};
  return defined({
    ...fields,
    ...preferred,
    [REST_NAMES.dlcEntame]: dlcEntame,
    [REST_NAMES.photoUrl]: photoUrl,
    photoId: changedId(photoId, 'photoId', PHOTO_NOT_FOUND),
    restaurantIds: restaurantIds
      ? inputIds(restaurantIds, 'restaurantIds', RESTAURANT_NOT_FOUND)
      : undefined,
    tagIds: tagIds ? inputIds(tagIds, 'tagIds', TAG_NOT_FOUND) : undefined,
    storageSpaceIds: storageSpaceIds
      ? inputIds(storageSpaceIds, 'storageSpaceIds', SURFACE_NOT_FOUND)
      : undefined,
  });
}

/** The api's field errors under the graph's input names (DLC_ENTAME → dlcEntame, …). */
const rethrow = (error: unknown): never => {
  throw error instanceof GraphQLError
    ? renameFieldErrors(error, (path) => GRAPH_NAMES[path] ?? path)
    : error;
};

const ProductMutations: Pick<
  MutationResolvers,
  'createProduct' | 'updateProduct' | 'deleteProduct'
> = {
  createProduct: async (_parent, { input }, ctx) => {
    const { product } = await ctx.rest
      .call('post', '/api/products', {
        body: productBody(input) as RequestBody<'/api/products', 'post'>,
      })
      .catch(rethrow);
    return product;
  },

  updateProduct: async (_parent, { id, input }, ctx) => {
    const { product } = await ctx.rest
      .call('put', '/api/products/{id}', {
        params: { id: restId(id, PRODUCT_NOT_FOUND) },
        body: productBody(input) as RequestBody<'/api/products/{id}', 'put'>,
      })
      .catch(rethrow);
    return product;
  },

  deleteProduct: async (_parent, { id }, ctx) => {
    const productId = restId(id, PRODUCT_NOT_FOUND);
    await ctx.rest.call('delete', '/api/products/{id}', { params: { id: productId } });
    return String(productId);
  },
};

export const resolvers: Resolvers = {
  Product,
  ProductCost,
  ArticleCost,
  CostGap,
  Query: ProductQueries,
  Mutation: ProductMutations,
};
