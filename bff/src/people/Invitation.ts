import type {
  InvitationResolvers,
  MutationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import type { RestRestaurant } from '../rest/types.ts';
import { inputId, isNotFound, optionalId, orNull, restId } from '../resolvers/ids.ts';

export const INVITATION_NOT_FOUND = 'Invitation introuvable';

const Invitation: InvitationResolvers = {
  id: (invitation) => String(invitation.id),
  employee: (invitation, _args, ctx) =>
    invitation.employeeId === null
      ? null
      : orNull(ctx.loaders.employee.load(invitation.employeeId)),
  // Every invitation of a list asks in the same tick: one batched REST call for all of them.
  restaurants: async (invitation, _args, ctx) => {
    const loaded = await ctx.loaders.restaurant.loadMany(invitation.restaurantIds);
    return loaded.filter((r): r is RestRestaurant => {
      if (!(r instanceof Error)) return true;
      if (isNotFound(r)) return false;
      throw r;
    });
  },
};

const InvitationQueries: Pick<QueryResolvers, 'verifyInvitation'> = {
  // Public: the invited person has no account yet; a stale token must not get in the way.
  verifyInvitation: async (_parent, { token }, ctx) => {
    const body = await ctx.rest
      .withToken(null)
      .call('get', '/api/invitations/verify/{token}', { params: { token } });
    return body.invitation;
  },
};

const InvitationMutations: Pick<
  MutationResolvers,
  'inviteManager' | 'inviteEmployee' | 'deleteInvitation' | 'acceptInvitation'
> = {
  inviteManager: async (_parent, { input }, ctx) => {
    const restaurantIds = input.restaurantIds?.map((id) => restId(id, 'Restaurant introuvable'));
    const { invitation } = await ctx.rest.call('post', '/api/invitations', {
      body: { email: input.email, ...(restaurantIds && { restaurantIds }) },
    });
    return invitation;
  },

  inviteEmployee: async (_parent, { input }, ctx) => {
    const { invitation } = await ctx.rest.call('post', '/api/invitations', {
      body: {
        email: input.email,
        role: 'EMPLOYEE',
        restaurantIds: [inputId(input.restaurantId, 'restaurantIds', 'Restaurant introuvable')],
        employeeId: optionalId(input.employeeId, 'employeeId', 'Employé introuvable'),
      },
    });
    return invitation;
  },

  deleteInvitation: async (_parent, { id }, ctx) => {
    const invitationId = restId(id, INVITATION_NOT_FOUND);
    await ctx.rest.call('delete', '/api/invitations/{id}', { params: { id: invitationId } });
    return String(invitationId);
  },

  // Public, like login: the new manager is signed in with the token it answers.
  acceptInvitation: async (_parent, { token, input }, ctx) => {
    const body = await ctx.rest.withToken(null).call('post', '/api/invitations/accept/{token}', {
      params: { token },
      body: { firstName: input.firstName, lastName: input.lastName, password: input.password },
    });
    ctx.sessions.set(body.user.id, ctx.sessionWithToken(body.token));
    return body;
  },
};

export const resolvers: Resolvers = {
  Invitation,
  Query: InvitationQueries,
  Mutation: InvitationMutations,
};
