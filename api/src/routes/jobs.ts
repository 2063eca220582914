import { Router } from 'express';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  compareJobTitles,
  DEFAULT_JOB_BREAK_MINUTES,
  JOB_DEFAULT_COLOR,
  JOB_TAG_MESSAGES,
} from '@bo/domain';
import {
  CreateJobBody,
  RestaurantIdsQuery,
  UpdateJobBody,
  type Job,
  type JobResponse,
  type JobsResponse,
} from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { jobs, restaurants, type JobRow } from '../db/schema.ts';
import { invalidField, notFound } from '../http/errors.ts';
import { inIdList, parseBody, parseId, parseQuery } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';
import { findInputRestaurant, visibleRestaurantId, visibleRestaurants } from './restaurants.ts';

const JOB_NOT_FOUND = JOB_TAG_MESSAGES.jobNotFound;

export function toJobDto(row: JobRow): Job {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    title: row.title,
    breakDuration: row.breakDuration,
    color: row.color,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Jobs of the restaurants the user sees (the chain's; a MANAGER's invitation's), by title: a
 * French collator in JS, since PGlite's and Postgres's collations differ. Anything else is a 404.
 */
async function selectVisible(db: Db, user: AuthUser, where?: SQL): Promise<JobRow[]> {
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .innerJoin(restaurants, eq(restaurants.id, jobs.restaurantId))
    .where(where ? and(visibleRestaurants(user), where) : visibleRestaurants(user))
    .orderBy(asc(jobs.id));
  return rows.map((r) => r.job).sort(compareJobTitles);
}

async function findVisibleJob(db: Db, user: AuthUser, id: number): Promise<JobRow> {
  const [row] = await selectVisible(db, user, eq(jobs.id, id));
  if (!row) throw notFound(JOB_NOT_FOUND);
  return row;
}

export function jobsRoutes({ db, auth }: RouteDeps): Router {
  const router = Router();
  router.use('/jobs', auth);

  router.get('/jobs', async (req, res) => {
    const user = currentUser(req);
    const { restaurantIds } = parseQuery(RestaurantIdsQuery, req.query);
    const where = inIdList(jobs.restaurantId, restaurantIds, 'restaurantIds');
    const body: z.input<typeof JobsResponse> = {
      jobs: (await selectVisible(db, user, where)).map(toJobDto),
    };
    res.json(body);
  });

  router.get('/jobs/restaurant/:id', async (req, res) => {
    const user = currentUser(req);
    const id = await visibleRestaurantId(db, user, req.params.id);
    const body: z.input<typeof JobsResponse> = {
      jobs: (await selectVisible(db, user, eq(jobs.restaurantId, id))).map(toJobDto),
    };
    res.json(body);
  });

  router.get('/jobs/:id', async (req, res) => {
    const id = parseId(req.params.id, JOB_NOT_FOUND);
    const body: z.input<typeof JobResponse> = {
      job: toJobDto(await findVisibleJob(db, currentUser(req), id)),
    };
    res.json(body);
  });

  router.post('/jobs', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'JOBS', 'create');
    const input = parseBody(CreateJobBody, req.body);
    const restaurant = await findInputRestaurant(db, user, input.restaurantId);
    const [row] = await db
      .insert(jobs)
      .values({
        restaurantId: restaurant.id,
        title: input.title,
        breakDuration: input.breakDuration ?? DEFAULT_JOB_BREAK_MINUTES,
        color: input.color ?? JOB_DEFAULT_COLOR,
        isActive: input.isActive ?? true,
      })
      .returning();
    const body: z.input<typeof JobResponse> = { job: toJobDto(row!) };
    res.status(201).json(body);
  });

  router.put('/jobs/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'JOBS', 'edit');
    const id = parseId(req.params.id, JOB_NOT_FOUND);
    const current = await findVisibleJob(db, user, id);
    const { restaurantId, ...input } = parseBody(UpdateJobBody, req.body);
    // A job is a post of one restaurant's planning: moving it would carry its shifts along.
    if (restaurantId !== undefined && restaurantId !== current.restaurantId) {
      throw invalidField('restaurantId', JOB_TAG_MESSAGES.jobRestaurantFixed);
    }
    const [row] = await db
      .update(jobs)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(jobs.id, id))
      .returning();
    if (!row) throw notFound(JOB_NOT_FOUND);
    const body: z.input<typeof JobResponse> = { job: toJobDto(row) };
    res.json(body);
  });

  router.delete('/jobs/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'JOBS', 'delete');
    const id = parseId(req.params.id, JOB_NOT_FOUND);
    await findVisibleJob(db, user, id);
    await db.delete(jobs).where(eq(jobs.id, id));
    res.status(204).end();
  });

  return router;
}
