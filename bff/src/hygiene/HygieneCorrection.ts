import type { Resolvers } from '../generated/graphql.ts';

// One correction or voiding in a hygiene record's history, the api's as it is.

export const resolvers: Resolvers = {
  HygieneCorrection: {
    id: (correction) => String(correction.id),
  },
};
