import { DEFAULT_JOB_BREAK_MINUTES, JOB_DEFAULT_COLOR, JOB_TAG_MESSAGES } from '@bo/domain';
import {
  CreateJobBody,
  JobResponse,
  JobsResponse,
  UpdateJobBody,
  type Job,
} from './jobs.contract.ts';
import { IdParam } from '../contract/common.ts';
import { RestaurantIdsQuery } from './employees.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { ERRORS, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { parseIdList } from '../http/validate.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';
import {
  deleteJob,
  findVisibleJob as findJob,
  insertJob,
  listVisibleJobs,
  updateJob,
} from './jobs.queries.ts';

const JOB_NOT_FOUND = JOB_TAG_MESSAGES.jobNotFound;

/** A job of a restaurant the user sees, else 404 (like an unknown id). */
async function findVisibleJob(db: Db, user: AuthUser, id: number): Promise<Job> {
  const job = await findJob(db, user, id);
  if (!job) throw notFound(JOB_NOT_FOUND);
  return job;
}

export const jobsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/jobs',
    tags: ['jobs'],
    summary:
      "Les postes des restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation), par titre",
    access: 'authenticated',
    query: RestaurantIdsQuery,
    response: { status: 200, description: 'Postes', schema: JobsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => {
      const restaurantIds =
        query.restaurantIds === undefined
          ? undefined
          : parseIdList(query.restaurantIds, 'restaurantIds');
      return { jobs: await listVisibleJobs(db, user, restaurantIds) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/jobs/restaurant/{id}',
    tags: ['jobs'],
    summary: "Les postes d'un restaurant, par titre",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Postes', schema: JobsResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const restaurant = await findVisibleRestaurant(db, user, params.id);
      return { jobs: await listVisibleJobs(db, user, [restaurant.id]) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/jobs/{id}',
    tags: ['jobs'],
    summary: 'Un poste',
    access: 'authenticated',
    params: IdParam,
    notFound: JOB_NOT_FOUND,
    response: { status: 200, description: 'Poste', schema: JobResponse },
    errors: [404],
    handler: async ({ db, user, params }) => ({
      job: await findVisibleJob(db, user, params.id),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/jobs',
    tags: ['jobs'],
    summary: `Crée un poste (ADMIN, ou MANAGER de ce restaurant) ; pause ${DEFAULT_JOB_BREAK_MINUTES} min, couleur ${JOB_DEFAULT_COLOR} et actif par défaut`,
    access: { area: 'JOBS', action: 'create' },
    body: CreateJobBody,
    response: { status: 201, description: 'Poste créé', schema: JobResponse },
    errors: [400, 404],
    handler: async ({ db, user, body: input }) => {
      const restaurant = await findInputRestaurant(db, user, input.restaurantId);
      const job = await insertJob(db, {
        restaurantId: restaurant.id,
        title: input.title,
        breakDuration: input.breakDuration ?? DEFAULT_JOB_BREAK_MINUTES,
        color: input.color ?? JOB_DEFAULT_COLOR,
        isActive: input.isActive ?? true,
      });
      return { job };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/jobs/{id}',
    tags: ['jobs'],
    summary: 'Modifie un poste (ADMIN, ou MANAGER de son restaurant)',
    access: { area: 'JOBS', action: 'edit' },
    params: IdParam,
    notFound: JOB_NOT_FOUND,
    load: ({ db, user, params }) => findVisibleJob(db, user, params.id),
    body: UpdateJobBody,
    response: { status: 200, description: 'Poste modifié', schema: JobResponse },
    errors: [400, 404],
    handler: async ({ db, params, loaded: current, body: { restaurantId, ...input } }) => {
      // A job is a post of one restaurant's planning: moving it would carry its shifts along.
      if (restaurantId !== undefined && restaurantId !== current.restaurantId) {
        throw invalidField('restaurantId', JOB_TAG_MESSAGES.jobRestaurantFixed);
      }
      const job = await updateJob(db, params.id, input);
      if (!job) throw notFound(JOB_NOT_FOUND);
      return { job };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/jobs/{id}',
    tags: ['jobs'],
    summary: 'Supprime un poste (ADMIN, ou MANAGER de son restaurant)',
    access: { area: 'JOBS', action: 'delete' },
    params: IdParam,
    notFound: JOB_NOT_FOUND,
    response: { status: 204, description: 'Supprimé' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      await findVisibleJob(db, user, params.id);
      await deleteJob(db, params.id);
    },
  }),
];
