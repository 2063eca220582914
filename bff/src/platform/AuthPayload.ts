import type { MutationResolvers, Resolvers } from '../generated/graphql.ts';

// The mutations that answer a token and its user (`AuthPayload`); acceptInvitation, which also
// signs its new user in, belongs to the invitations.

const AuthMutations: Pick<MutationResolvers, 'login' | 'changePassword'> = {
  login: async (_parent, { email, password }, ctx) => {
    // A public route: a stale token the client still holds must not get in the way.
    const body = await ctx.rest
      .withToken(null)
      .call('post', '/api/auth/login', { body: { email, password } });
    ctx.sessions.set(body.user.id, ctx.sessionWithToken(body.token));
    return body;
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
};

export const resolvers: Resolvers = {
  Mutation: AuthMutations,
};
