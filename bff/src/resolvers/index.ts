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
import { RestaurantZones, Surface, Zone, ZoneMutations, ZoneQueries } from './Zone.ts';

export const resolvers: Resolvers = {
  DateTime,
  Query: { ...Query, ...EmployeeQueries, ...EnseigneQueries, ...InvitationQueries, ...ZoneQueries },
  Mutation: {
    ...Mutation,
    ...EmployeeMutations,
    ...EnseigneMutations,
    ...InvitationMutations,
    ...SettingsMutations,
    ...ZoneMutations,
  },
  User: { ...User, ...UserPreferences },
  Restaurant: { ...Restaurant, ...RestaurantEmployees, ...RestaurantZones },
  Enseigne,
  Employee,
  Invitation,
  Zone,
  Surface,
};
