import { Router } from 'express';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { compareNames, JOB_TAG_MESSAGES, SETUP_MESSAGES } from '@bo/domain';
import { TagBody, type Tag, type TagsResponse } from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { tags, type TagRow } from '../db/schema.ts';
import { HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { parseBody, parseId } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';

const TAG_NOT_FOUND = JOB_TAG_MESSAGES.tagNotFound;

export function toTagDto(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A tag of the user's chain, else 404 (another chain's id looks like no id). */
async function findChainTag(db: Db, user: AuthUser, id: number): Promise<TagRow> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.enseigneId, user.enseigneId)));
  if (!row) throw notFound(TAG_NOT_FOUND);
  return row;
}

const nameTaken = () =>
  new HttpError(409, SETUP_MESSAGES.tagNameTaken, { name: SETUP_MESSAGES.tagNameTaken });

/** 409 when another tag of the chain has this name, whatever its case (the unique index's rule). */
async function assertNameFree(db: Db, enseigneId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(
      and(
        eq(tags.enseigneId, enseigneId),
        sql`lower(${tags.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(tags.id, exceptId),
      ),
    )
    .limit(1);
  if (row) throw nameTaken();
}

/** Runs a write; the unique index answers a name taken between the check and the write. */
async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw nameTaken();
    throw error;
  }
}

export function tagsRoutes({ db, auth }: RouteDeps): Router {
  const router = Router();
  router.use('/tags', auth);

  router.get('/tags', async (req, res) => {
    const user = currentUser(req);
    const rows = await db
      .select()
      .from(tags)
      .where(eq(tags.enseigneId, user.enseigneId))
      .orderBy(asc(tags.id));
    // Sorted here: PGlite's and Postgres's collations differ.
    const body: z.input<typeof TagsResponse> = rows.sort(compareNames).map(toTagDto);
    res.json(body);
  });

  router.post('/tags', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'TAGS', 'create');
    const { name } = parseBody(TagBody, req.body);
    await assertNameFree(db, user.enseigneId, name);
    const [row] = await writing(() =>
      db.insert(tags).values({ enseigneId: user.enseigneId, name }).returning(),
    );
    res.status(201).json(toTagDto(row!));
  });

  router.put('/tags/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'TAGS', 'edit');
    const id = parseId(req.params.id, TAG_NOT_FOUND);
    await findChainTag(db, user, id);
    const { name } = parseBody(TagBody, req.body);
    await assertNameFree(db, user.enseigneId, name, id);
    const [row] = await writing(() =>
      db
        .update(tags)
        .set({ name, updatedAt: new Date() })
        .where(and(eq(tags.id, id), eq(tags.enseigneId, user.enseigneId)))
        .returning(),
    );
    if (!row) throw notFound(TAG_NOT_FOUND);
    res.json(toTagDto(row));
  });

  router.delete('/tags/:id', async (req, res) => {
    const user = currentUser(req);
    assertCan(user, 'TAGS', 'delete');
    const id = parseId(req.params.id, TAG_NOT_FOUND);
    await findChainTag(db, user, id);
    await db.delete(tags).where(eq(tags.id, id));
    res.status(204).end();
  });

  return router;
}
