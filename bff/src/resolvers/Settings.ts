import type { MutationResolvers, PreferencesInput, UserResolvers } from '../generated/graphql.ts';
import { graphError } from '../rest/errors.ts';
import type { RequestBody } from '../rest/types.ts';

const PREFERENCES_FORBIDDEN = "Les préférences d'un autre utilisateur ne sont pas lisibles";

/** `User.preferences`: the caller's own only (they are his settings, not chain data). */
export const UserPreferences: UserResolvers = {
  preferences: async (user, _args, ctx) => {
    // A session opened for this user in this request (`me`, `login`, `changePassword`...):
    // `me { preferences }` reads the `GET /api/auth/me` that `me` already made.
    const own = ctx.sessions.get(user.id);
    if (own) return own.loaders.myPreferences();
    // Any other user (the chain's user list...) is the caller only if `me` says so.
    if (ctx.token && (await ctx.loaders.me()).id === user.id) return ctx.loaders.myPreferences();
    throw graphError('FORBIDDEN', PREFERENCES_FORBIDDEN);
  },
};

/** The graph's nulls mean "keep the value", like an absent field: the api wants them left out. */
function withoutNulls(input: PreferencesInput): RequestBody<'/api/users/me/preferences', 'put'> {
  const body: Record<string, Record<string, unknown>> = {};
  for (const [section, values] of Object.entries(input)) {
    if (values === null || values === undefined) continue;
    body[section] = Object.fromEntries(
      Object.entries(values as Record<string, unknown>).filter(([, v]) => v !== null),
    );
  }
  return body as RequestBody<'/api/users/me/preferences', 'put'>;
}

export const SettingsMutations: MutationResolvers = {
  updateProfile: async (_parent, { input }, ctx) => {
    // ProfileInput has the api's names: its field errors need no renaming.
    const { user } = await ctx.rest.call('put', '/api/users/me', {
      body: { ...input, phone: input.phone ?? null },
    });
    // The user answered is the caller: his own fields read through his session.
    ctx.sessions.set(user.id, { rest: ctx.rest, loaders: ctx.loaders });
    return user;
  },

  changePassword: async (_parent, { currentPassword, newPassword }, ctx) => {
    const body = await ctx.rest.call('post', '/api/auth/change-password', {
      body: { currentPassword, newPassword },
    });
    // The token of this request is now refused by the api: the rest of the operation (the
    // payload's user and its fields, any later mutation) runs with the new one.
    const session = ctx.sessionWithToken(body.token);
    Object.assign(ctx, session, { token: body.token });
    ctx.sessions.set(body.user.id, session);
    return body;
  },

  updatePreferences: async (_parent, { input }, ctx) => {
    // The api validates every value (options of §9, time zones) and answers the full set;
    // its field errors are named like the input's paths (`appearance.theme`).
    const { preferences } = await ctx.rest.call('put', '/api/users/me/preferences', {
      body: withoutNulls(input),
    });
    return preferences;
  },
};
