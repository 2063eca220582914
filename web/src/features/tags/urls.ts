/** The chain's tags: `tagPaths` are the router's patterns, `tagUrls` build links. */
export const tagPaths = {
  tags: '/tags',
} as const;

export const tagUrls = {
  tags: () => tagPaths.tags,
} as const;
