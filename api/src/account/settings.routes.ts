import { SETTINGS_MESSAGES, withDefaults } from '@bo/domain';
import {
  ChangePasswordBody,
  UpdatePreferencesBody,
  UpdateProfileBody,
  PreferencesResponse,
  ProfileResponse,
  ChangePasswordResponse,
} from './settings.contract.ts';
import {
  emailTakenByOther,
  findUserRow,
  mergePreferences,
  updatePasswordHash,
  updateProfile,
} from './settings.queries.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { loadAuthUser, toUserDto } from '../auth/users.ts';
import { HttpError, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

const emailTaken = () =>
  new HttpError(409, SETTINGS_MESSAGES.emailTaken, { email: SETTINGS_MESSAGES.emailTaken });

/**
 * The caller's own account: every route acts on the user of the token, so there is no id to
 * guess and no role check (each role edits his own profile and preferences, nobody else's).
 */
export const settingsRoutes = [
  defineRoute({
    method: 'put',
    path: '/api/users/me',
    tags: ['settings'],
    summary: "Modifie le profil de l'utilisateur connecté ; 409 si l'email a déjà un compte",
    access: 'authenticated',
    body: UpdateProfileBody,
    response: { status: 200, description: 'Profil modifié', schema: ProfileResponse },
    errors: [400, 409],
    handler: async ({ db, user, body: input }) => {
      if (await emailTakenByOther(db, input.email, user.id)) throw emailTaken();
      let row;
      try {
        row = await updateProfile(db, user.id, input);
      } catch (error) {
        // Taken between the check and the write: the unique index answers.
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw emailTaken();
        throw error;
      }
      return {
        user: toUserDto(await loadAuthUser(db, row)),
      };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/auth/change-password',
    // Its answer carries a session token, which is not kept at rest: no Idempotency-Key.
    idempotencyKey: false,
    rateLimited: true,
    tags: ['settings'],
    summary:
      'Change le mot de passe (le mot de passe actuel est exigé) ; les jetons émis avant sont refusés, un nouveau jeton est rendu',
    access: 'authenticated',
    body: ChangePasswordBody,
    response: {
      status: 200,
      description: 'Mot de passe changé',
      schema: ChangePasswordResponse,
    },
    errors: [400],
    handler: async ({ db, user, limits, tokens, res, body: { currentPassword, newPassword } }) => {
      // A session someone else holds must not become a way to guess the password.
      const account = String(user.id);
      await limits.passwordChangePerAccount.take(res, account);
      const row = await findUserRow(db, user.id);
      // Always a full argon2 verification: a wrong password costs the time of a right one.
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
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
      // Changed before the new token is signed, so that token is never older than the change.
      const updated = await updatePasswordHash(db, user.id, await hashPassword(newPassword));
      return {
        token: await tokens.sign(user.id),
        user: toUserDto(await loadAuthUser(db, updated)),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/users/me/preferences',
    tags: ['settings'],
    summary: "Les préférences de l'utilisateur connecté (valeurs par défaut comprises)",
    access: 'authenticated',
    response: { status: 200, description: 'Préférences', schema: PreferencesResponse },
    handler: ({ user }) => ({ preferences: user.preferences }),
  }),

  defineRoute({
    method: 'put',
    path: '/api/users/me/preferences',
    tags: ['settings'],
    summary:
      "Modifie une partie des préférences de l'utilisateur connecté ; rend toutes ses préférences",
    access: 'authenticated',
    body: UpdatePreferencesBody,
    response: { status: 200, description: 'Préférences modifiées', schema: PreferencesResponse },
    errors: [400],
    handler: async ({ db, user, body: input }) => {
      // Only what the user chose is stored: withDefaults completes the rest on reading.
      const merged = await mergePreferences(db, user.id, input);
      const stored: unknown = merged ? merged.stored : user.preferences;
      return { preferences: withDefaults(stored) };
    },
  }),
];
