import type { Resolvers } from '../generated/graphql.ts';

// Who recorded or corrected a hygiene log, the api's PersonRef as it is: every log shares it.

export const resolvers: Resolvers = {
  RecordedBy: {
    id: (ref) => String(ref.id),
  },
};
