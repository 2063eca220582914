import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { compareNames, JOB_TAG_MESSAGES, SETUP_MESSAGES } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import { TagBody, type Tag, TagsResponse, TagSchema } from './tags.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { tags, type TagRow } from '../db/schema.ts';
import { HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

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

export const tagsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/tags',
    tags: ['tags'],
    summary: "Les tags de l'enseigne, par nom (la réponse est la liste elle-même)",
    access: 'authenticated',
    response: { status: 200, description: 'Tags', schema: TagsResponse },
    handler: async ({ db, user }) => {
      const rows = await db
        .select()
        .from(tags)
        .where(eq(tags.enseigneId, user.enseigneId))
        .orderBy(asc(tags.id));
      // Sorted here: PGlite's and Postgres's collations differ.
      return rows.sort(compareNames).map(toTagDto);
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/tags',
    tags: ['tags'],
    summary: "Crée un tag (ADMIN) ; 409 si un tag de l'enseigne porte déjà ce nom (casse ignorée)",
    access: { area: 'TAGS', action: 'create' },
    body: TagBody,
    response: { status: 201, description: 'Tag créé', schema: TagSchema },
    errors: [400, 409],
    handler: async ({ db, user, body: { name } }) => {
      await assertNameFree(db, user.enseigneId, name);
      const [row] = await writing(() =>
        db.insert(tags).values({ enseigneId: user.enseigneId, name }).returning(),
      );
      return toTagDto(row!);
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/tags/{id}',
    tags: ['tags'],
    summary: 'Renomme un tag (ADMIN) ; 409 si le nom est déjà pris',
    access: { area: 'TAGS', action: 'edit' },
    params: IdParam,
    notFound: TAG_NOT_FOUND,
    load: ({ db, user, params }) => findChainTag(db, user, params.id),
    body: TagBody,
    response: { status: 200, description: 'Tag modifié', schema: TagSchema },
    errors: [400, 404, 409],
    handler: async ({ db, user, params, body: { name } }) => {
      await assertNameFree(db, user.enseigneId, name, params.id);
      const [row] = await writing(() =>
        db
          .update(tags)
          .set({ name, updatedAt: new Date() })
          .where(and(eq(tags.id, params.id), eq(tags.enseigneId, user.enseigneId)))
          .returning(),
      );
      if (!row) throw notFound(TAG_NOT_FOUND);
      return toTagDto(row);
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/tags/{id}',
    tags: ['tags'],
    summary: 'Supprime un tag (ADMIN)',
    access: { area: 'TAGS', action: 'delete' },
    params: IdParam,
    notFound: TAG_NOT_FOUND,
    response: { status: 204, description: 'Supprimé' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      await findChainTag(db, user, params.id);
      await db.delete(tags).where(eq(tags.id, params.id));
    },
  }),
];
