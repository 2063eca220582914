// The sign-in's query, for auth.routes.ts (which keeps the limits, the checks and the statuses).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { users, type UserRow } from '../db/schema.ts';

export type { UserRow };

/** The account of an email address (already lower-cased, as stored), or undefined. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}
