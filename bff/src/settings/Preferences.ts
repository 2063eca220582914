import type {
  MutationResolvers,
  PreferencesInput,
  Resolvers,
  UserResolvers,
} from '../generated/graphql.ts';
import { graphError } from '../rest/errors.ts';
import type { RequestBody } from '../rest/types.ts';

const PREFERENCES_FORBIDDEN = "Les préférences d'un autre utilisateur ne sont pas lisibles";

// The settings of the caller (`Preferences`): `User.preferences` and `updatePreferences`.

/** `User.preferences`: the caller's own only (they are his settings, not chain data). */
const UserPreferences: Pick<UserResolvers, 'preferences'> = {
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

const PreferencesMutations: Pick<MutationResolvers, 'updatePreferences'> = {
  updatePreferences: async (_parent, { input }, ctx) => {
    // The api validates every value (options of docs/areas/settings.md#preferences, time zones) and
    // answers the full set; its field errors are named like the input's paths (`appearance.theme`).
    const { preferences } = await ctx.rest.call('put', '/api/users/me/preferences', {
      body: withoutNulls(input),
    });
    return preferences;
  },
};

export const resolvers: Resolvers = {
  User: UserPreferences,
  Mutation: PreferencesMutations,
};
