import { ApolloLink, type ApolloClient } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { mergeMap } from 'rxjs';
import { WRITES, type WriteEffect } from '@bo/domain';

/** The root field a mutation document writes (its first), or null for a query. */
export function mutationField(document: DocumentNode): string | null {
  const definition = getMainDefinition(document);
  if (definition.kind !== 'OperationDefinition' || definition.operation !== 'mutation') return null;
  const first = definition.selectionSet.selections[0];
  return first?.kind === 'Field' ? first.name.value : null;
}

/** The cache ids of every object of a type (the root query's for `Query`). */
function idsOfType(client: ApolloClient, type: string): string[] {
  if (type === 'Query') return ['ROOT_QUERY'];
  const store = client.cache.extract() as Record<string, unknown>;
  return Object.keys(store).filter((id) => id.startsWith(`${type}:`));
}

/**
 * Applies what a write changed (`WRITES`, domain/src/graph-writes.ts) once its answer is in: an
 * object removed leaves every list at once; stale fields are dropped from the cache without
 * telling the screens, which keep what they show, and then the queries on screen that read one
 * are fetched again. The write resolves after them, so a dialog that closes on success closes onto
 * the fresh list.
 */
export async function applyWrite(
  client: ApolloClient,
  effect: WriteEffect,
  answer: unknown,
): Promise<void> {
  const { cache } = client;
  if (effect.removes && typeof answer === 'string') {
    cache.evict({ id: cache.identify({ __typename: effect.removes, id: answer }) });
    cache.gc();
  }
  if (!effect.stale?.length) return;
  cache.batch({
    update(store) {
      for (const place of effect.stale ?? []) {
        const [type = '', fieldName] = place.split('.');
        for (const id of idsOfType(client, type)) store.evict({ id, fieldName });
      }
    },
    // The screens hear of it once, from the refetch below, and keep what they show until then.
    onWatchUpdated: () => false,
  });
  const incomplete = [...client.getObservableQueries('active')].filter(
    (query) =>
      !cache.diff({
        query: query.query,
        variables: query.variables,
        returnPartialData: true,
        optimistic: true,
      }).complete,
  );
  // A failed refetch shows as that query's own error; the write itself succeeded.
  await Promise.all(incomplete.map((query) => query.refetch().catch(() => undefined)));
}

/**
 * Every mutation through the client applies its declared effect (`WRITES`, domain/src/
 * graph-writes.ts): no screen evicts or refetches after a write of its own. `changes` are the bff's
 * alone: here the normalized cache, or an `update` beside the mutation, keeps them right.
 */
export const writesLink = new ApolloLink((operation, forward) => {
  const field = mutationField(operation.query);
  const effect = field ? WRITES[field] : undefined;
  // A write whose effect is only `changes` leaves the cache as the answer and the updates make it.
  if (!field || !effect || !(effect.stale?.length || effect.removes)) return forward(operation);
  return forward(operation).pipe(
    mergeMap(async (result) => {
      const answer = (result.data as Record<string, unknown> | null | undefined)?.[field];
      if (!result.errors?.length && answer !== undefined && answer !== null) {
        await applyWrite(operation.client, effect, answer);
      }
      return result;
    }),
  );
});
