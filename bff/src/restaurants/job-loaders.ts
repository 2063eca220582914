import type DataLoader from 'dataloader';
import { JOB_TAG_MESSAGES } from '@bo/domain';
import { eachById, listsBy } from '../rest/batch.ts';
import type { RestClient } from '../rest/client.ts';
import type { Serve } from '../rest/writes.ts';
import type { RestJob, RestTag } from '../rest/types.ts';

/** Per-request loaders of jobs and tags, merged into Loaders (rest/loaders.ts). */
export interface JobLoaders {
  /**
   * Jobs by restaurant id: every restaurant asked in one tick goes into ONE
   * `GET /api/jobs?restaurantIds=…` (a restaurant the caller may not see has none).
   */
  jobsOfRestaurant: DataLoader<number, RestJob[]>;
  /** Jobs by id (`GET /api/jobs/{id}`, cached for the request). */
  job: DataLoader<number, RestJob>;
  /** `GET /api/tags` (the chain's tags), at most once per request. */
  tags(): Promise<RestTag[]>;
}

export const JOB_NOT_FOUND = JOB_TAG_MESSAGES.jobNotFound;
export const TAG_NOT_FOUND = JOB_TAG_MESSAGES.tagNotFound;

export function createJobLoaders(rest: RestClient, serve: Serve): JobLoaders {
  const job = eachById((id) =>
    rest.call('get', '/api/jobs/{id}', { params: { id } }).then((body) => body.job),
  );
  // The api sorts by title; grouping keeps that order within each restaurant.
  const jobsOfRestaurant = listsBy(
    (restaurantIds) =>
      rest.call('get', '/api/jobs', { query: { restaurantIds } }).then((body) => body.jobs),
    (j) => j.restaurantId,
    (j) => job.prime(j.id, j),
  );

  let tags: Promise<RestTag[]> | undefined;
  serve({ type: 'Job', byId: job });
  serve({ feeds: ['Restaurant.jobs'], clear: () => void jobsOfRestaurant.clearAll() });
  serve({ feeds: ['Query.tags'], clear: () => void (tags = undefined) });

  return {
    jobsOfRestaurant,
    job,
    tags() {
      tags ??= rest.call('get', '/api/tags');
      return tags;
    },
  };
}
