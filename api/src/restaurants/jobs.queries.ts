// The jobs' queries: the rows of the restaurants a user sees and their REST shape, for
// jobs.routes.ts (which keeps the access, the checks and the statuses).
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { compareJobTitles } from '@bo/domain';
import type { Job } from './jobs.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { jobs, restaurants, type JobRow } from '../db/schema.ts';
import { visibleRestaurants } from '../tenancy.ts';

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
 * French collator in JS, since PGlite's and Postgres's collations differ.
 */
async function selectVisible(db: Db, user: AuthUser, where?: SQL): Promise<Job[]> {
  const rows = await db
    .select({ job: jobs })
    .from(jobs)
    .innerJoin(restaurants, eq(restaurants.id, jobs.restaurantId))
    .where(where ? and(visibleRestaurants(user), where) : visibleRestaurants(user))
    .orderBy(asc(jobs.id));
  return rows
    .map((r) => r.job)
    .sort(compareJobTitles)
    .map(toJobDto);
}

/** The visible jobs, of these restaurants only when given. */
export function listVisibleJobs(
  db: Db,
  user: AuthUser,
  restaurantIds?: readonly number[],
): Promise<Job[]> {
  return selectVisible(
    db,
    user,
    restaurantIds ? inArray(jobs.restaurantId, [...restaurantIds]) : undefined,
  );
}

/** A visible job, or undefined (another chain's, or a restaurant the user does not see). */
export async function findVisibleJob(db: Db, user: AuthUser, id: number): Promise<Job | undefined> {
  const [job] = await selectVisible(db, user, eq(jobs.id, id));
  return job;
}

export interface JobValues {
  restaurantId: number;
  title: string;
  breakDuration: number;
  color: string;
  isActive: boolean;
}

export async function insertJob(db: Db, values: JobValues): Promise<Job> {
  const [row] = await db.insert(jobs).values(values).returning();
  return toJobDto(row!);
}

/** Updates a job; undefined when there is none (deleted meanwhile). */
export async function updateJob(
  db: Db,
  id: number,
  values: Partial<Omit<JobValues, 'restaurantId'>>,
): Promise<Job | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(jobs.id, id))
    .returning();
  return row && toJobDto(row);
}

export async function deleteJob(db: Db, id: number): Promise<void> {
  await db.delete(jobs).where(eq(jobs.id, id));
}
