import type { Resolvers } from '../generated/graphql.ts';

// A photo of a hygiene log, the api's PhotoRef as it is: every log shares it.

export const resolvers: Resolvers = {
  Photo: {
    id: (ref) => String(ref.id),
  },
};
