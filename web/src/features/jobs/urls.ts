/** A restaurant's jobs: `jobPaths` are the router's patterns, `jobUrls` build links. */
export const jobPaths = {
  jobs: '/restaurant/jobs',
} as const;

export const jobUrls = {
  jobs: () => jobPaths.jobs,
} as const;
