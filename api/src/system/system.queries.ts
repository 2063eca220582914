// The health check's query, for system.routes.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

/** Resolves when the database answers a trivial query, rejects otherwise. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
