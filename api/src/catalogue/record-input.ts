// The input of a catalogue record with a photo and lists (a product's, a recipe's): the multipart
// reading, the photo's check and the replacement of its link tables, shared by products.routes.ts
// and the recipes' routes so both read and write the same way.
import { CATALOGUE_MESSAGES as C } from '@bo/domain';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { invalidField } from '../http/errors.ts';
import { assertPhotosOf } from '../hygiene/common.ts';
import { isMultipart, recordWithPhoto } from '../photos/upload.ts';

/**
 * A photo named by id must be one the user may see (photos/access.ts: his own upload not yet
 * used, or one of the chain's products), else 400 under photoId; with a URL: 400, one or the other.
 */
export async function assertPhoto(
  db: Db,
  user: AuthUser,
  body: { photoId?: number | null; photoURL?: string | null },
): Promise<void> {
  if (body.photoId === undefined || body.photoId === null) return;
  if (body.photoURL) throw invalidField('photoId', C.photoFileOrUrl);
  await assertPhotosOf(db, user, [body.photoId]);
}

/**
 * Replaces a record's rows in a link table (its restaurants, tags…) by one per distinct value; an
 * absent list leaves them, an empty one clears them. Run inside the write's transaction.
 */
export async function replaceLinks<V>(
  values: readonly V[] | undefined,
  clear: () => Promise<unknown>,
  insert: (distinct: V[]) => Promise<unknown>,
): Promise<void> {
  if (!values) return;
  await clear();
  const distinct = [...new Set(values)];
  if (distinct.length > 0) await insert(distinct);
}

/** '[1,2]' as the list it writes; anything else stays text, for the contract to refuse. */
function jsonList(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * A catalogue record's body: JSON, or multipart with its `photo` and the fields (the numbers
 * converted, the lists as JSON text, docs/areas/catalogue.md#the-calls). The photo is checked,
 * not stored yet: a refused body writes nothing. An image and a URL together are refused (one
 * clears the other).
 */
export async function recordWithPhotoAndLists(
  req: Parameters<typeof recordWithPhoto>[0],
  res: Parameters<typeof recordWithPhoto>[1],
  numericFields: readonly string[],
  listFields: readonly string[],
) {
  const sent = await recordWithPhoto(req, res, numericFields);
  if (!isMultipart(req)) return sent;
  const body = { ...(sent.body as Record<string, unknown>) };
  for (const field of listFields) {
    const raw = body[field];
    if (typeof raw === 'string') body[field] = jsonList(raw);
  }
  if (sent.photo && ('photoURL' in body || 'photoId' in body)) {
    throw invalidField('photo', C.photoFileOrUrl);
  }
  return { body, photo: sent.photo };
}
