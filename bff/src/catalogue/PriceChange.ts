import type { PriceChangeResolvers, Resolvers } from '../generated/graphql.ts';

// An article's price changes (the mercuriale): `PriceChange`. `Article.priceHistory` and
// `Article.lastPriceChange` are in Article.ts.

const PriceChange: PriceChangeResolvers = {
  id: (change) => String(change.id),
  // Of the price before, to a tenth of a percent; none for the first price or a price from 0.
  changePercent: ({ change, previousPrice }) =>
    change === null || previousPrice === null || previousPrice === 0
      ? null
      : Math.round((change / previousPrice) * 1000) / 10,
};

export const resolvers: Resolvers = { PriceChange };
