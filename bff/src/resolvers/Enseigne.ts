import type { EnseigneResolvers } from '../generated/graphql.ts';

export const Enseigne: EnseigneResolvers = {
  id: (enseigne) => String(enseigne.id),
};
