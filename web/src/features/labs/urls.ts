/** The production laboratories: `labPaths` are the router's patterns, `labUrls` build links. */
export const labPaths = {
  labs: '/labs',
} as const;

export const labUrls = {
  labs: () => labPaths.labs,
} as const;
