/** Staff planning: `planningPaths` are the router's patterns, `planningUrls` build links. */
export const planningPaths = {
  planning: '/planning',
} as const;

export const planningUrls = {
  planning: () => planningPaths.planning,
} as const;
