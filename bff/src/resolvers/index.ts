import type { Resolvers } from '../generated/graphql.ts';
import { DateTime } from './DateTime.ts';
import { Enseigne } from './Enseigne.ts';
import { Mutation } from './Mutation.ts';
import { Query } from './Query.ts';
import { Restaurant } from './Restaurant.ts';
import { User } from './User.ts';

export const resolvers: Resolvers = { DateTime, Query, Mutation, User, Restaurant, Enseigne };
