/** The time clock: `badgeusePaths` are the router's patterns, `badgeuseUrls` build links. */
export const badgeusePaths = {
  badgeuse: '/badgeuse',
} as const;

export const badgeuseUrls = {
  badgeuse: () => badgeusePaths.badgeuse,
} as const;
