import { jobDisplayColor } from '@bo/domain';
import type {
  JobResolvers,
  MutationResolvers,
  QueryResolvers,
  RestaurantResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { JOB_NOT_FOUND } from './job-loaders.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import type { RequestBody } from '../rest/types.ts';
import { restId } from '../resolvers/ids.ts';

// Jobs in the graph: `Job`, `Restaurant.jobs`, `Query.job` and the job mutations (merged with the
// other types' files by resolvers/index.ts). The inputs
// use the REST field names, so the api's field errors reach the client under the input's names
// as they are.

/** Every other field is the REST job's own. */
const Job: JobResolvers = {
  id: (job) => String(job.id),
  // One rule for every client: a colour that is not valid hex paints grey
  // (docs/areas/restaurants.md#jobs).
  displayColor: (job) => jobDisplayColor(job.color),
  // Through the batched restaurant loader: N jobs' restaurants cost one REST call.
  restaurant: (job, _args, ctx) => ctx.loaders.restaurant.load(job.restaurantId),
};

const RestaurantJobs: Pick<RestaurantResolvers, 'jobs'> = {
  // Batched: the jobs of every restaurant of an operation in one REST call.
  jobs: (restaurant, _args, ctx) => ctx.loaders.jobsOfRestaurant.load(restaurant.id),
};

const JobQueries: Pick<QueryResolvers, 'job'> = {
  job: (_parent, { id }, ctx) => ctx.loaders.job.load(restId(id, JOB_NOT_FOUND)),
};

type CreateJobBody = RequestBody<'/api/jobs', 'post'>;

/** Drops what the graph allows as null but the api treats as "absent: the default". */
const withoutNulls = <T extends object>(fields: T) =>
  Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null && v !== undefined));

const JobMutations: Pick<MutationResolvers, 'createJob' | 'updateJob' | 'deleteJob'> = {
  createJob: async (_parent, { input }, ctx) => {
    const { restaurantId, ...fields } = input;
    const { job } = await ctx.rest.call('post', '/api/jobs', {
      body: {
        ...withoutNulls(fields),
        restaurantId: restId(restaurantId, RESTAURANT_NOT_FOUND),
      } as CreateJobBody,
    });
    return job;
  },

  updateJob: async (_parent, { id, input }, ctx) => {
    const { job } = await ctx.rest.call('put', '/api/jobs/{id}', {
      params: { id: restId(id, JOB_NOT_FOUND) },
      body: input,
    });
    return job;
  },

  deleteJob: async (_parent, { id }, ctx) => {
    const jobId = restId(id, JOB_NOT_FOUND);
    await ctx.rest.call('delete', '/api/jobs/{id}', { params: { id: jobId } });
    return String(jobId);
  },
};

export const resolvers: Resolvers = {
  Job,
  Restaurant: RestaurantJobs,
  Query: JobQueries,
  Mutation: JobMutations,
};
