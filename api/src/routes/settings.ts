import { Router } from 'express';
import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { SETTINGS_MESSAGES, withDefaults } from '@bo/domain';
import {
  ChangePasswordBody,
  UpdatePreferencesBody,
  UpdateProfileBody,
  type PreferencesResponse,
  type ProfileResponse,
} from '../contract/index.ts';
import { currentUser } from '../auth/middleware.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { loadAuthUser, toUserDto } from '../auth/users.ts';
import { users } from '../db/schema.ts';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';

const emailTaken = () =>
  new HttpError(409, SETTINGS_MESSAGES.emailTaken, { email: SETTINGS_MESSAGES.emailTaken });

/**
 * The caller's own account: every route acts on the user of the token, so there is no id to
 * guess and no role check (each role edits his own profile and preferences, nobody else's).
 */
export function settingsRoutes({ db, tokens, auth, limits }: RouteDeps): Router {
  const router = Router();
  router.use('/users/me', auth);

  router.put('/users/me', async (req, res) => {
    const user = currentUser(req);
    const input = parseBody(UpdateProfileBody, req.body);
    const [other] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.email, input.email), ne(users.id, user.id)));
    if (other) throw emailTaken();
    let row;
    try {
      [row] = await db
        .update(users)
        .set({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning();
    } catch (error) {
      // Taken between the check and the write: the unique index answers.
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken();
      throw error;
    }
    const body: z.input<typeof ProfileResponse> = {
      user: toUserDto(await loadAuthUser(db, row!)),
    };
    res.json(body);
  });

  router.post('/auth/change-password', auth, async (req, res) => {
    const user = currentUser(req);
    const { currentPassword, newPassword } = parseBody(ChangePasswordBody, req.body);
    // A session someone else holds must not become a way to guess the password.
    const account = String(user.id);
    await limits.passwordChangePerAccount.take(res, account);
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    // Always a full argon2 verification: a wrong password costs the time of a right one.
    if (!(await verifyPassword(row!.passwordHash, currentPassword))) {
      throw new HttpError(400, SETTINGS_MESSAGES.currentPasswordWrong, {
        currentPassword: SETTINGS_MESSAGES.currentPasswordWrong,
      });
    }
    await limits.passwordChangePerAccount.clear(account);
    if (newPassword === currentPassword) {
      throw new HttpError(400, SETTINGS_MESSAGES.newPasswordSame, {
        newPassword: SETTINGS_MESSAGES.newPasswordSame,
      });
    }
    // The instant comes from this process's clock, like the new token's iat signed below, so
    // the new token is never older than the change (middleware.ts compares them).
    const [updated] = await db
      .update(users)
      .set({
        passwordHash: await hashPassword(newPassword),
        passwordChangedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id))
      .returning();
    res.json({
      token: await tokens.sign(user.id),
      user: toUserDto(await loadAuthUser(db, updated!)),
    });
  });

  router.get('/users/me/preferences', (req, res) => {
    const body: z.input<typeof PreferencesResponse> = {
      preferences: currentUser(req).preferences,
    };
    res.json(body);
  });

  router.put('/users/me/preferences', async (req, res) => {
    const user = currentUser(req);
    const input = parseBody(UpdatePreferencesBody, req.body);
    // Merged in one statement, section by section, so two tabs saving different sections at
    // the same moment both keep their change. Only what the user chose is stored: the values
    // he never touched keep following the defaults (withDefaults completes them on reading).
    const sections: SQL[] = [];
    for (const [section, values] of Object.entries(input)) {
      if (!values || Object.keys(values).length === 0) continue;
      sections.push(
        sql`jsonb_build_object(${section}::text, coalesce(${users.preferences} -> ${section}::text, '{}'::jsonb) || ${JSON.stringify(values)}::jsonb)`,
      );
    }
    let stored: unknown = user.preferences;
    if (sections.length > 0) {
      const [row] = await db
        .update(users)
        .set({
          preferences: sql`coalesce(${users.preferences}, '{}'::jsonb) || ${sql.join(sections, sql` || `)}`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id))
        .returning({ preferences: users.preferences });
      stored = row!.preferences;
    }
    const body: z.input<typeof PreferencesResponse> = { preferences: withDefaults(stored) };
    res.json(body);
  });

  return router;
}
