import { mergeResolvers } from '@graphql-tools/merge';
import { AREAS } from '../areas.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { guardIssuerCards } from './issuer-card.ts';
import { withWrites } from './writes.ts';

/**
 * The type files' resolvers as one map. A field two files resolve would silently keep the last
 * one in the merge: it is refused when the server starts instead.
 */
export function combine(parts: readonly Resolvers[]): Resolvers {
  const owners = new Set<string>();
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      // A scalar is one object of its own, not a map of fields.
      const names = fields.constructor === Object ? Object.keys(fields) : [];
      for (const owned of names.length ? names.map((name) => `${type}.${name}`) : [type]) {
        if (owners.has(owned)) throw new Error(`${owned} is resolved by two resolver files`);
        owners.add(owned);
      }
    }
  }
  return mergeResolvers([...parts]) as Resolvers;
}

export const resolvers = withWrites(
  guardIssuerCards(combine(AREAS.flatMap((area) => area.resolvers))),
);
