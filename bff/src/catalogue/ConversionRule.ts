import type {
  ConversionRuleInput,
  ConversionRuleResolvers,
  MutationResolvers,
  ProductResolvers,
  Resolvers,
  UpdateConversionRuleInput,
} from '../generated/graphql.ts';
import { CONVERSION_NOT_FOUND, PRODUCT_NOT_FOUND } from './catalogue-loaders.ts';
import type { RequestBody } from '../rest/types.ts';
import { defined } from './catalogue.ts';
import { restId } from '../resolvers/ids.ts';
import { sheetOf } from './Product.ts';

// A product's conversion rules in the graph: `ConversionRule` (its inUse is the api's, the test
// its DELETE applies), `Product.conversionRules` and the rules' mutations.

const ConversionRule: ConversionRuleResolvers = {
  id: (rule) => String(rule.id),
  // The api converts (GET /api/conversion-rules/{id}/convert/{value}): one rule, one call.
  convert: (rule, { value }, ctx) =>
    ctx.rest.call('get', '/api/conversion-rules/{id}/convert/{value}', {
      params: { id: rule.id, value: String(value) },
    }),
};

const ProductConversionRules: Pick<ProductResolvers, 'conversionRules'> = {
  conversionRules: async (product, _args, ctx) => (await sheetOf(product, ctx)).conversionRules,
};

/** The input as the REST body: the same names, so the api's field errors need no renaming. */
const ruleBody = (input: ConversionRuleInput | UpdateConversionRuleInput) =>
  defined({ ...input }) as RequestBody<'/api/conversion-rules/{id}', 'put'>;

const ConversionRuleMutations: Pick<
  MutationResolvers,
  'createConversionRule' | 'updateConversionRule' | 'deleteConversionRule'
> = {
  createConversionRule: async (_parent, { productId, input }, ctx) => {
    const id = restId(productId, PRODUCT_NOT_FOUND);
    const { conversionRule } = await ctx.rest.call('post', '/api/products/{id}/conversion-rules', {
      params: { id },
      body: ruleBody(input) as RequestBody<'/api/products/{id}/conversion-rules', 'post'>,
    });
    return conversionRule;
  },

  updateConversionRule: async (_parent, { id, input }, ctx) => {
    const { conversionRule } = await ctx.rest.call('put', '/api/conversion-rules/{id}', {
      params: { id: restId(id, CONVERSION_NOT_FOUND) },
      body: ruleBody(input),
    });
    return conversionRule;
  },

  deleteConversionRule: async (_parent, { id }, ctx) => {
    const ruleId = restId(id, CONVERSION_NOT_FOUND);
    await ctx.rest.call('delete', '/api/conversion-rules/{id}', { params: { id: ruleId } });
    return String(ruleId);
  },
};

export const resolvers: Resolvers = {
  ConversionRule,
  Product: ProductConversionRules,
  Mutation: ConversionRuleMutations,
};
