// The photo a request may read, for photos.routes.ts (which keeps the token, the signed link and
// the statuses).
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { photos } from '../db/schema.ts';
import { visiblePhotos } from './access.ts';

/** Who reads: a user (the photos he may see) or a signed link (its chain's photos). */
export type PhotoReader = { user: AuthUser } | { enseigneId: number };

/** Where a photo is stored and its type, if the reader may see it, else undefined. */
export async function findReadablePhoto(
  db: Db,
  reader: PhotoReader,
  id: number,
): Promise<{ storageKey: string; mimeType: string } | undefined> {
  const scope =
    'user' in reader ? visiblePhotos(db, reader.user) : eq(photos.enseigneId, reader.enseigneId);
  const [row] = await db
    .select({ storageKey: photos.storageKey, mimeType: photos.mimeType })
    .from(photos)
    .where(and(eq(photos.id, id), scope));
  return row;
}
