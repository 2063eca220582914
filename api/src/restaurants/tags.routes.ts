import { JOB_TAG_MESSAGES, SETUP_MESSAGES } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import { TagBody, type Tag, TagsResponse, TagSchema } from './tags.contract.ts';
import {
  deleteTag,
  findTag,
  insertTag,
  listTags,
  renameTag,
  tagNameTaken,
} from './tags.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

const TAG_NOT_FOUND = JOB_TAG_MESSAGES.tagNotFound;

/** A tag of the user's chain, else 404 (another chain's id looks like no id). */
async function findChainTag(db: Db, user: AuthUser, id: number): Promise<Tag> {
  const tag = await findTag(db, user.enseigneId, id);
  if (!tag) throw notFound(TAG_NOT_FOUND);
  return tag;
}

const nameTaken = () =>
  new HttpError(409, SETUP_MESSAGES.tagNameTaken, { name: SETUP_MESSAGES.tagNameTaken });

/** 409 when another tag of the chain has this name, whatever its case (the unique index's rule). */
async function assertNameFree(db: Db, enseigneId: number, name: string, exceptId?: number) {
  if (await tagNameTaken(db, enseigneId, name, exceptId)) throw nameTaken();
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
    handler: ({ db, user }) => listTags(db, user.enseigneId),
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
      return writing(() => insertTag(db, user.enseigneId, name));
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
      const tag = await writing(() => renameTag(db, user.enseigneId, params.id, name));
      if (!tag) throw notFound(TAG_NOT_FOUND);
      return tag;
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
      await deleteTag(db, params.id);
    },
  }),
];
