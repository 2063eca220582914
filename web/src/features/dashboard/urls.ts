/** The dashboard: `dashboardPaths` are the router's patterns, `dashboardUrls` build links. */
export const dashboardPaths = {
  dashboard: '/',
} as const;

export const dashboardUrls = {
  dashboard: () => dashboardPaths.dashboard,
} as const;
