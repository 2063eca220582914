/** A restaurant's zones and surfaces: `zonePaths` are the router's patterns, `zoneUrls` build links. */
export const zonePaths = {
  zones: '/restaurant/zones',
} as const;

export const zoneUrls = {
  zones: () => zonePaths.zones,
} as const;
