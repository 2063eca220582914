import type { GraphQLFieldResolver } from 'graphql';
import type { Context } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { graphError } from '../rest/errors.ts';
import type { RestRestaurant } from '../rest/types.ts';
import { isNotFound } from './ids.ts';

// A purchase order carries its issuing restaurant's REST card for whoever reads the order, and
// `PurchaseOrder.restaurant` answers that card without a REST call. A laboratory's MANAGER reads
// the order but not the restaurant (docs/areas/purchasing.md#transitions): the card's own fields
// are his to read, the restaurant's staff, zones, stock, planning… are not. Left alone, the
// batched lists would answer him an empty list (the api leaves out a restaurant he does not see),
// which reads as "none"; so every other field first asks whether he reads the restaurant.

export const ISSUER_CARD_ONLY = 'Seule la fiche de ce restaurant vous est accessible';

/** Restaurant fields with a resolver that answer from the card alone. */
const CARD_FIELDS = new Set(['id', 'nextDeliveryDate']);

/** Cards answered as a Restaurant parent; per request, as the orders' REST bodies are. */
const cards = new WeakSet<RestRestaurant>();

/** The order's card as the `Restaurant` parent. */
export function issuerCard(card: RestRestaurant): RestRestaurant {
  cards.add(card);
  return card;
}

/**
 * The restaurant itself when the caller reads it (one batched read for every card of the
 * operation), else FORBIDDEN: he knows the restaurant from the order, so not NOT_FOUND.
 */
async function readRestaurant(ctx: Context, card: RestRestaurant): Promise<RestRestaurant> {
  try {
    return await ctx.loaders.restaurant.load(card.id);
  } catch (error) {
    if (isNotFound(error)) throw graphError('FORBIDDEN', ISSUER_CARD_ONLY);
    throw error;
  }
}

type FieldResolver = GraphQLFieldResolver<RestRestaurant, Context>;

/** The Restaurant fields beyond the card, each refused on the card of a restaurant not read. */
export function guardIssuerCards(resolvers: Resolvers): Resolvers {
  const fields = resolvers.Restaurant as Record<string, unknown> | undefined;
  if (!fields) return resolvers;
  const guarded = Object.fromEntries(
    Object.entries(fields).map(([name, resolve]) => {
      if (CARD_FIELDS.has(name) || name.startsWith('__')) return [name, resolve];
      // Every field resolver here is a plain function: an object form would slip past the guard.
      if (typeof resolve !== 'function') throw new Error(`Restaurant.${name}: not a function`);
      const field = resolve as FieldResolver;
      const wrapped: FieldResolver = async (parent, args, ctx, info) =>
        field(cards.has(parent) ? await readRestaurant(ctx, parent) : parent, args, ctx, info);
      return [name, wrapped];
    }),
  );
  return { ...resolvers, Restaurant: guarded as Resolvers['Restaurant'] };
}
