import { ApolloLink } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { createSessionLinks } from '../lib/apollo.ts';

/**
 * The app's session links (lib/apollo.ts), then a note of the Idempotency-Key each
 * `operationName` goes out with: put in front of a test's mocks, it shows what a save sends.
 */
export function recordSaveKeys(operationName: string): {
  link: ApolloLink;
  keys: (string | undefined)[];
} {
  const keys: (string | undefined)[] = [];
  const recorder = new ApolloLink((operation, forward) => {
    if (operation.operationName === operationName) {
      const headers = operation.getContext()['headers'] as Record<string, string> | undefined;
      keys.push(headers?.['Idempotency-Key']);
    }
    return forward(operation);
  });
  return { link: ApolloLink.from([createSessionLinks(), recorder]), keys };
}

/** The bff's words for a write whose outcome it does not know, keyed (bff/src/rest/errors.ts). */
export const OUTCOME_UNKNOWN =
  "Le service n'a pas répondu à temps : l'enregistrement a pu être fait ou non. Vous pouvez réessayer sans risque de doublon.";

/** A mutation's answer when the api did not answer in time: sending it again is the way out. */
export const outcomeUnknown = () => ({
  errors: [
    new GraphQLError(OUTCOME_UNKNOWN, {
      extensions: { code: 'UPSTREAM_UNAVAILABLE', writeOutcome: 'UNKNOWN' },
    }),
  ],
});
