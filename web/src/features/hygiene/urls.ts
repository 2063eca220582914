/** The six hygiene logs: `hygienePaths` are the router's patterns, `hygieneUrls` build links. */
export const hygienePaths = {
  hygieneTemperature: '/hygiene/temperature',
  hygieneCooling: '/hygiene/cooling',
  hygieneHeating: '/hygiene/heating',
  hygieneTraceability: '/hygiene/traceability',
  hygieneCleaning: '/hygiene/cleaning',
  hygieneOil: '/hygiene/oil',
} as const;

export const hygieneUrls = {
  hygieneTemperature: () => hygienePaths.hygieneTemperature,
  hygieneCooling: () => hygienePaths.hygieneCooling,
  hygieneHeating: () => hygienePaths.hygieneHeating,
  hygieneTraceability: () => hygienePaths.hygieneTraceability,
  hygieneCleaning: () => hygienePaths.hygieneCleaning,
  hygieneOil: () => hygienePaths.hygieneOil,
} as const;
