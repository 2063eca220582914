// The caller's own account as settings.routes.ts reads and writes it (which keeps the limits,
// the password checks and the statuses).
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdatePreferencesBody, UpdateProfileBody } from './settings.contract.ts';
import type { Db } from '../db/index.ts';
import { users, type UserRow } from '../db/schema.ts';

/** Whether another account than `userId` has this email. */
export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)));
  return other !== undefined;
}

export async function updateProfile(
  db: Db,
  userId: number,
  values: z.output<typeof UpdateProfileBody>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      phone: values.phone,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** The account's row (the caller's own: it exists while his token is accepted). */
export async function findUserRow(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!;
}

/**
 * Stores a new password hash. The instant comes from this process's clock, like the new token's
 * iat signed after it, so that token is never older than the change (middleware.ts compares them).
 */
export async function updatePasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/**
 * Merges the given sections into the stored preferences and answers what is stored, or undefined
 * when no section changes anything. One statement, section by section, so two tabs saving
 * different sections at the same moment both keep their change. Only what the user chose is
 * stored: the values he never touched keep following the defaults.
 */
export async function mergePreferences(
  db: Db,
  userId: number,
  input: z.output<typeof UpdatePreferencesBody>,
): Promise<{ stored: unknown } | undefined> {
  const sections: SQL[] = [];
  for (const [section, values] of Object.entries(input)) {
    if (!values || Object.keys(values).length === 0) continue;
    sections.push(
      sql`jsonb_build_object(${section}::text, coalesce(${users.preferences} -> ${section}::text, '{}'::jsonb) || ${JSON.stringify(values)}::jsonb)`,
    );
  }
  if (sections.length === 0) return undefined;
  const [row] = await db
    .update(users)
    .set({
      preferences: sql`coalesce(${users.preferences}, '{}'::jsonb) || ${sql.join(sections, sql` || `)}`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ preferences: users.preferences });
  return { stored: row!.preferences };
}
