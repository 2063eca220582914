import type { ApolloCache } from '@apollo/client';

/**
 * After an article's update: its price history and last change (which the mutation does not
 * answer) are read again by the next screen showing them, rather than shown stale from the cache.
 */
export function forgetArticlePrices(cache: ApolloCache, id: string): void {
  const article = cache.identify({ __typename: 'Article', id });
  cache.evict({ id: article, fieldName: 'priceHistory' });
  cache.evict({ id: article, fieldName: 'lastPriceChange' });
  cache.evict({ id: article, fieldName: 'costPerBaseUnit' });
}

/**
 * After a creation: the pages of a list read before (`articles`, `suppliers`) are stale; the list
 * reads them again when it shows, whether or not it is on screen now.
 */
export function forgetList(cache: ApolloCache, fieldName: 'articles' | 'suppliers'): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
