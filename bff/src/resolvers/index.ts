import type { Resolvers } from '../generated/graphql.ts';
import { DateTime } from './DateTime.ts';
import { Enseigne, EnseigneMutations, EnseigneQueries } from './Enseigne.ts';
import { Invitation, InvitationMutations, InvitationQueries } from './Invitation.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';
import { Restaurant } from './Restaurant.ts';
import { User } from './User.ts';

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...Query, ...EnseigneQueries, ...InvitationQueries },
  Mutation: {
    ...Mutation,
    ...EnseigneMutations,
    ...InvitationMutations,
  },
  User,
  Restaurant,
  Enseigne,
  Invitation,
};
