import { compareNames, deliveryDaysOf } from '@bo/domain';
import type {
  ExternalSupplierResolvers,
  LaboratoryResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
  SupplierInput,
  SupplierResolvers,
} from '../generated/graphql.ts';
import { SUPPLIER_NOT_FOUND } from './catalogue-loaders.ts';
import { LAB_NOT_FOUND, RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import type { RequestBody } from '../rest/types.ts';
import {
  defined,
  externalSupplier,
  inputIds,
  laboratories,
  laboratory,
  visible,
} from './catalogue.ts';
import { restId } from '../resolvers/ids.ts';

// The sellers of the catalogue: `Supplier` (an interface), `ExternalSupplier` (GET /api/suppliers),
// `Laboratory` (a restaurant flagged laboratory, GET /api/labs), `Query.suppliers`/`supplier` and
// the external suppliers' mutations (a laboratory is edited as a restaurant).

const Supplier: SupplierResolvers = {
  __resolveType: (supplier) => (supplier.kind === 'LABORATORY' ? 'Laboratory' : 'ExternalSupplier'),
};

/** Every other field is the REST supplier's own; `articles` is in Article.ts. */
const ExternalSupplier: Omit<ExternalSupplierResolvers, 'articles'> = {
  id: (supplier) => String(supplier.id),
  // The api's one rule (@bo/domain), as for a laboratory's days.
  deliveryDays: (supplier) => deliveryDaysOf(supplier),
  restaurants: (supplier, _args, ctx) => visible(ctx.loaders.restaurant, supplier.restaurantIds),
};

/** A laboratory's fields are its restaurant's (GET /api/labs answers the restaurant). */
const Laboratory: Omit<LaboratoryResolvers, 'articles'> = {
  id: (lab) => String(lab.id),
  restaurants: (lab, _args, ctx) => visible(ctx.loaders.restaurant, lab.servedRestaurantIds),
  restaurant: (lab) => lab,
};

const SupplierQueries: Pick<QueryResolvers, 'suppliers' | 'supplier'> = {
  suppliers: async (_parent, _args, ctx) => {
    const [external, labs] = await Promise.all([ctx.loaders.suppliers(), laboratories(ctx)]);
    return [...external, ...labs].sort((a, b) => compareNames(a, b) || a.id - b.id);
  },
  supplier: (_parent, { id, kind }, ctx) =>
    kind === 'LABORATORY'
      ? laboratory(ctx, restId(id, LAB_NOT_FOUND))
      : externalSupplier(ctx, restId(id, SUPPLIER_NOT_FOUND)),
};

/** The input as the REST body: the same names, absent fields left out (null clears). */
const supplierBody = (input: SupplierInput) =>
  defined({ ...input }) as RequestBody<'/api/suppliers/{id}', 'put'>;

const SupplierMutations: Pick<
  MutationResolvers,
  'createSupplier' | 'updateSupplier' | 'deleteSupplier' | 'setSupplierRestaurants'
> = {
  createSupplier: async (_parent, { input }, ctx) => {
    const { data } = await ctx.rest.call('post', '/api/suppliers', {
      body: supplierBody(input) as RequestBody<'/api/suppliers', 'post'>,
    });
    return { ...data, kind: 'EXTERNAL' as const };
  },

  updateSupplier: async (_parent, { id, input }, ctx) => {
    const { data } = await ctx.rest.call('put', '/api/suppliers/{id}', {
      params: { id: restId(id, SUPPLIER_NOT_FOUND) },
      body: supplierBody(input),
    });
    return { ...data, kind: 'EXTERNAL' as const };
  },

  deleteSupplier: async (_parent, { id }, ctx) => {
    const supplierId = restId(id, SUPPLIER_NOT_FOUND);
    await ctx.rest.call('delete', '/api/suppliers/{id}', { params: { id: supplierId } });
    return String(supplierId);
  },

  setSupplierRestaurants: async (_parent, { supplierId, restaurantIds }, ctx) => {
    const id = restId(supplierId, SUPPLIER_NOT_FOUND);
    await ctx.rest.call('post', '/api/suppliers/{id}/restaurants', {
      params: { id },
      body: { restaurantIds: inputIds(restaurantIds, 'restaurantIds', RESTAURANT_NOT_FOUND) },
    });
    return externalSupplier(ctx, id);
  },
};

export const resolvers: Resolvers = {
  Supplier,
  ExternalSupplier,
  Laboratory,
  Query: SupplierQueries,
  Mutation: SupplierMutations,
};
