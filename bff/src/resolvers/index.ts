import type { Resolvers } from '../generated/graphql.ts';
import { DateTime } from './DateTime.ts';
import { Employee, EmployeeMutations, EmployeeQueries, RestaurantEmployees } from './Employee.ts';
import { Enseigne, EnseigneMutations, EnseigneQueries } from './Enseigne.ts';
import { Invitation, InvitationMutations, InvitationQueries } from './Invitation.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';
import { Restaurant } from './Restaurant.ts';
import { SettingsMutations, UserPreferences } from './Settings.ts';
import { User } from './User.ts';

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...Query, ...EmployeeQueries, ...EnseigneQueries, ...InvitationQueries },
  Mutation: {
    ...Mutation,
    ...EmployeeMutations,
    ...EnseigneMutations,
    ...InvitationMutations,
    ...SettingsMutations,
  },
  User: { ...User, ...UserPreferences },
  Restaurant: { ...Restaurant, ...RestaurantEmployees },
  Enseigne,
  Employee,
  Invitation,
};
