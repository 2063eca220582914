import { GraphQLError } from 'graphql';
import { articleCost } from '@bo/domain';
import type {
  ArticleResolvers,
  ArticleSortField,
  CreateArticleInput,
  ExternalSupplierResolvers,
  LaboratoryResolvers,
  MutationResolvers,
  ProductResolvers,
  QueryResolvers,
  Resolvers,
  UpdateArticleInput,
} from '../generated/graphql.ts';
import { ARTICLE_NOT_FOUND, PRODUCT_NOT_FOUND, SUPPLIER_NOT_FOUND } from './catalogue-loaders.ts';
import { LAB_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import { TAG_NOT_FOUND } from '../restaurants/job-loaders.ts';
import type { RequestBody } from '../rest/types.ts';
import { changedId, defined, inputIds, seller, tagsOf, visible } from './catalogue.ts';
import { inputId, restId } from '../resolvers/ids.ts';
import { restPage, restSort } from '../resolvers/paging.ts';

// Articles in the graph: `Article`, the article lists of suppliers, laboratories and products,
// `Query.articles`/`article` and the article mutations.

/** The graph's page size when none is asked (schema.graphql: 25 by default). */
const DEFAULT_PAGE_SIZE = 25;

const Article: ArticleResolvers = {
  id: (article) => String(article.id),
  // Batched: the products of every article of an operation in one REST call.
  product: (article, _args, ctx) => ctx.loaders.product.load(article.productId),
  supplier: async (article, _args, ctx) => {
    const found = seller(ctx, article);
    // The database holds exactly one seller per article (articles_one_seller).
    if (!found) throw new GraphQLError(`Article ${article.id} sans fournisseur`);
    return found;
  },
  packagings: (article) => article.packagings.map((p) => ({ ...p, productId: article.productId })),
  orderingPackaging: (article) => {
    const [first] = article.packagings;
    return first ? { ...first, productId: article.productId } : null;
  },
  restaurants: (article, _args, ctx) =>
    visible(
      ctx.loaders.restaurant,
      article.restaurants.map((r) => r.restaurantId),
    ),
  tags: (article, _args, ctx) => tagsOf(ctx, article.articleTags),
  priceHistory: (article, _args, ctx) => ctx.loaders.priceHistory.load(article.id),
  // The domain's rule over the product's units (one batched read of the products' sheets).
  costPerBaseUnit: async (article, _args, ctx) => {
    const product = await ctx.loaders.productDetail.load(article.productId);
    const cost = articleCost(article, {
      baseUnit: product.baseUnit,
      conversionRules: product.conversionRules,
    });
    return 'costPerBaseUnit' in cost ? cost.costPerBaseUnit : null;
  },
};

/** The article lists of the other types: each one REST call for every owner of an operation. */
const ExternalSupplierArticles: Pick<ExternalSupplierResolvers, 'articles'> = {
  articles: (supplier, _args, ctx) => ctx.loaders.articlesOfSupplier.load(supplier.id),
};
const LaboratoryArticles: Pick<LaboratoryResolvers, 'articles'> = {
  articles: (lab, _args, ctx) => ctx.loaders.articlesOfLab.load(lab.id),
};
const ProductArticles: Pick<ProductResolvers, 'articles'> = {
  articles: (product, _args, ctx) => ctx.loaders.articlesOfProduct.load(product.id),
};

const SORT_FIELDS: Record<ArticleSortField, 'name' | 'price' | 'productName' | 'supplierName'> = {
  NAME: 'name',
  PRICE: 'price',
  PRODUCT_NAME: 'productName',
  SUPPLIER_NAME: 'supplierName',
};

const ArticleQueries: Pick<QueryResolvers, 'articles' | 'article'> = {
  articles: async (_parent, { filter, sort, limit, offset }, ctx) => {
    const body = await ctx.rest.call('get', '/api/articles', {
      query: {
        ...(filter?.search && { search: filter.search }),
        ...(filter?.supplierId && {
          supplierId: String(restId(filter.supplierId, SUPPLIER_NOT_FOUND)),
        }),
        ...(filter?.labId && { labId: String(restId(filter.labId, LAB_NOT_FOUND)) }),
        ...(filter?.productId && {
          productIds: String(restId(filter.productId, PRODUCT_NOT_FOUND)),
        }),
        ...restSort(sort, SORT_FIELDS),
        ...restPage({ limit: limit ?? DEFAULT_PAGE_SIZE, offset }),
      },
    });
    for (const article of body.articles) ctx.loaders.article.prime(article.id, article);
    return {
      data: body.articles,
      total: body.total,
      limit: body.limit ?? body.articles.length,
      offset: body.offset,
    };
  },
  article: (_parent, { id }, ctx) => ctx.loaders.article.load(restId(id, ARTICLE_NOT_FOUND)),
};

type ArticleBody = RequestBody<'/api/articles', 'post'>;

/** The input as the REST body: the same names (field errors need no renaming), ids checked. */
function articleBody(input: CreateArticleInput | UpdateArticleInput) {
  const { productId, supplierId, labId, restaurantIds, tagIds, packagings, ...fields } = input;
  return defined({
    ...fields,
    productId:
      productId === undefined || productId === null
        ? undefined
        : inputId(productId, 'productId', PRODUCT_NOT_FOUND),
    supplierId: changedId(supplierId, 'supplierId', SUPPLIER_NOT_FOUND),
    labId: changedId(labId, 'labId', LAB_NOT_FOUND),
    packagings: packagings?.map((p) => defined({ ...p })),
    restaurantIds: restaurantIds
      ? inputIds(restaurantIds, 'restaurantIds', RESTAURANT_NOT_FOUND)
      : undefined,
    tagIds: tagIds ? inputIds(tagIds, 'tagIds', TAG_NOT_FOUND) : undefined,
  });
}

const ArticleMutations: Pick<
  MutationResolvers,
  'createArticle' | 'updateArticle' | 'deleteArticle'
> = {
  createArticle: async (_parent, { input }, ctx) => {
    const { article } = await ctx.rest.call('post', '/api/articles', {
      body: articleBody(input) as ArticleBody,
    });
    return article;
  },

  updateArticle: async (_parent, { id, input }, ctx) => {
    const { article } = await ctx.rest.call('put', '/api/articles/{id}', {
      params: { id: restId(id, ARTICLE_NOT_FOUND) },
      body: articleBody(input) as RequestBody<'/api/articles/{id}', 'put'>,
    });
    return article;
  },

  deleteArticle: async (_parent, { id }, ctx) => {
    const articleId = restId(id, ARTICLE_NOT_FOUND);
    await ctx.rest.call('delete', '/api/articles/{id}', { params: { id: articleId } });
    return String(articleId);
  },
};

export const resolvers: Resolvers = {
  Article,
  ExternalSupplier: ExternalSupplierArticles,
  Laboratory: LaboratoryArticles,
  Product: ProductArticles,
  Query: ArticleQueries,
  Mutation: ArticleMutations,
};
