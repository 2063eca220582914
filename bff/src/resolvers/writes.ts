import { WRITES } from '@bo/domain';
import type { GraphQLFieldResolver, GraphQLOutputType } from 'graphql';
import type { Context } from '../context.ts';
import type { Resolvers } from '../generated/graphql.ts';
import { applyWrite } from '../rest/writes.ts';

/**
 * The type named under a field's list and non-null wrappers. Read by shape: the server's graphql
 * may be another instance of the module than this file's (graphql-js refuses its own `instanceof`
 * checks across them).
 */
function namedType(type: GraphQLOutputType): string {
  let named: GraphQLOutputType = type;
  while ('ofType' in named) named = named.ofType;
  return named.name;
}

/**
 * Every Mutation resolver, followed once it succeeds by what its write changed (WRITES, applied to
 * the request's loaders by rest/writes.ts): the resolvers only write.
 */
export function withWrites(resolvers: Resolvers): Resolvers {
  const mutations = resolvers.Mutation as
    Record<string, GraphQLFieldResolver<unknown, Context>> | undefined;
  if (!mutations) return resolvers;
  const wrapped = Object.fromEntries(
    Object.entries(mutations).map(([field, resolve]) => [
      field,
      (async (parent, args, ctx, info) => {
        const answer: unknown = await resolve(parent, args, ctx, info);
        applyWrite(ctx.loaders.servings, {
          effect: WRITES[field] ?? {},
          type: namedType(info.returnType),
          answer,
        });
        return answer;
      }) satisfies GraphQLFieldResolver<unknown, Context>,
    ]),
  );
  return { ...resolvers, Mutation: wrapped } as Resolvers;
}
