import { toBaseQuantity } from '@bo/domain';
import type {
  MutationResolvers,
  PackagingInput,
  PackagingResolvers,
  ProductResolvers,
  Resolvers,
  UpdatePackagingInput,
} from '../generated/graphql.ts';
import { PACKAGING_NOT_FOUND, PRODUCT_NOT_FOUND } from './catalogue-loaders.ts';
import type { RequestBody } from '../rest/types.ts';
import { defined } from './catalogue.ts';
import { restId } from '../resolvers/ids.ts';
import { sheetOf } from './Product.ts';

// Packagings in the graph: `Packaging` (a product's, or an article's SUPPLIER one),
// `Product.packagings(type)` and the product packagings' mutations.

const Packaging: PackagingResolvers = {
  id: (packaging) => String(packaging.id),
  // The domain's rule over its product's units (the table, then the product's active rules):
  // one batched read of the sheets whatever the number of packagings.
  baseQuantity: async (packaging, _args, ctx) => {
    const product = await ctx.loaders.productDetail.load(packaging.productId);
    return toBaseQuantity(packaging.sourceQuantity, packaging.sourceUnit, {
      baseUnit: product.baseUnit,
      conversionRules: product.conversionRules,
    });
  },
};

const ProductPackagings: Pick<ProductResolvers, 'packagings'> = {
  packagings: async (product, { type }, ctx) => {
    const { packagings } = await sheetOf(product, ctx);
    return type ? packagings.filter((p) => p.type === type) : packagings;
  },
};

/** The input as the REST body: the same names, so the api's field errors need no renaming. */
const packagingBody = (input: PackagingInput | UpdatePackagingInput) =>
  defined({ ...input }) as RequestBody<'/api/packagings/{id}', 'put'>;

const PackagingMutations: Pick<
  MutationResolvers,
  'createPackaging' | 'updatePackaging' | 'deletePackaging'
> = {
  createPackaging: async (_parent, { productId, input }, ctx) => {
    const id = restId(productId, PRODUCT_NOT_FOUND);
    const { packaging } = await ctx.rest.call('post', '/api/products/{id}/packagings', {
      params: { id },
      body: packagingBody(input) as RequestBody<'/api/products/{id}/packagings', 'post'>,
    });
    return packaging;
  },

  updatePackaging: async (_parent, { id, input }, ctx) => {
    const { packaging } = await ctx.rest.call('put', '/api/packagings/{id}', {
      params: { id: restId(id, PACKAGING_NOT_FOUND) },
      body: packagingBody(input),
    });
    return packaging;
  },

  deletePackaging: async (_parent, { id }, ctx) => {
    const packagingId = restId(id, PACKAGING_NOT_FOUND);
    await ctx.rest.call('delete', '/api/packagings/{id}', { params: { id: packagingId } });
    return String(packagingId);
  },
};

export const resolvers: Resolvers = {
  Packaging,
  Product: ProductPackagings,
  Mutation: PackagingMutations,
};
