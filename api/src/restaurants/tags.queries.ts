// The tags' queries: the chain's rows and their REST shape, for tags.routes.ts (which keeps the
// access, the checks and the statuses).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { compareNames } from '@bo/domain';
import type { Tag } from './tags.contract.ts';
import type { Db } from '../db/index.ts';
import { tags, type TagRow } from '../db/schema.ts';

export function toTagDto(row: TagRow): Tag {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The chain's tags, by name (sorted here: PGlite's and Postgres's collations differ). */
export async function listTags(db: Db, enseigneId: number): Promise<Tag[]> {
  const rows = await db
    .select()
    .from(tags)
    .where(eq(tags.enseigneId, enseigneId))
    .orderBy(asc(tags.id));
  return rows.sort(compareNames).map(toTagDto);
}

/** A tag of the chain, or undefined (another chain's id looks like no id). */
export async function findTag(db: Db, enseigneId: number, id: number): Promise<Tag | undefined> {
  const [row] = await db
    .select()
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.enseigneId, enseigneId)));
  return row && toTagDto(row);
}

/** Whether another tag of the chain has this name, whatever its case (the unique index's rule). */
export async function tagNameTaken(
  db: Db,
  enseigneId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
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
  return row !== undefined;
}

export async function insertTag(db: Db, enseigneId: number, name: string): Promise<Tag> {
  const [row] = await db.insert(tags).values({ enseigneId, name }).returning();
  return toTagDto(row!);
}

/** Renames a tag of the chain; undefined when there is none (deleted meanwhile). */
export async function renameTag(
  db: Db,
  enseigneId: number,
  id: number,
  name: string,
): Promise<Tag | undefined> {
  const [row] = await db
    .update(tags)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(tags.id, id), eq(tags.enseigneId, enseigneId)))
    .returning();
  return row && toTagDto(row);
}

export async function deleteTag(db: Db, id: number): Promise<void> {
  await db.delete(tags).where(eq(tags.id, id));
}
