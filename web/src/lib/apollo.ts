import type { ErrorCode } from '@bo/domain';
import {
  ApolloClient,
  ApolloLink,
  CombinedGraphQLErrors,
  HttpLink,
  InMemoryCache,
  ServerError,
  type ApolloCache,
} from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { Kind, OperationTypeNode, type DocumentNode } from 'graphql';
import graphTypes from '../gql/possible-types.ts';
import { currentSaveKey } from './idempotency.ts';
import { clearRefusedSession, readToken } from './storage.ts';
import { writesLink } from './writes-link.ts';

export type { ErrorCode };

export interface GraphQLErrorInfo {
  code: string | null;
  /** The server's French message, when there is one worth showing. */
  message: string | null;
  /** BAD_USER_INPUT / CONFLICT details, keyed by the graph's input field names. */
  fieldErrors: Record<string, string>;
}

function stringRecord(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null) return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(value)) {
    if (typeof message === 'string' && message) out[key] = message;
  }
  return out;
}

/**
 * What a form needs from a failed operation: the first GraphQL error's code, message and field
 * errors. Network failures carry an English transport message, so they yield `message: null` and
 * the caller shows its own French fallback.
 */
export function readGraphQLError(error: unknown): GraphQLErrorInfo {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.['code'];
    return {
      code: typeof code === 'string' ? code : null,
      message: first?.message || null,
      fieldErrors: stringRecord(first?.extensions?.['fieldErrors']),
    };
  }
  if (ServerError.is(error) && error.statusCode === 401) {
    return { code: 'UNAUTHENTICATED', message: null, fieldErrors: {} };
  }
  return { code: null, message: null, fieldErrors: {} };
}

function isUnauthenticated(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  }
  return ServerError.is(error) && error.statusCode === 401;
}

/** True for a mutation whose root field is `login`, whatever the operation is named. */
export function isLoginOperation(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.MUTATION &&
      definition.selectionSet.selections.some(
        (selection) => selection.kind === Kind.FIELD && selection.name.value === 'login',
      ),
  );
}

export interface CreateApolloClientOptions {
  /** GraphQL endpoint; the bff serves the web and the graph on the same origin. */
  uri?: string;
  /** Replaces the HTTP link, for tests (e.g. a MockLink). The auth and error links stay. */
  terminatingLink?: ApolloLink;
  cache?: ApolloCache;
  /**
   * Called when a request made with a session is refused as UNAUTHENTICATED, after the stored
   * session is cleared (the SessionProvider already follows storage; this is for e.g. a toast).
   * Not called for the login mutation: wrong credentials are not a lost session.
   */
  onSessionLost?: () => void;
}

/** True for a mutation operation (the only ones that carry an Idempotency-Key). */
function isMutation(query: DocumentNode): boolean {
  return query.definitions.some(
    (definition) =>
      definition.kind === Kind.OPERATION_DEFINITION &&
      definition.operation === OperationTypeNode.MUTATION,
  );
}

/**
 * `Idempotency-Key` on the mutations of a save (lib/idempotency.ts useSaveKey): the graph hands it
 * to the api, which answers a retried save's first result instead of writing it twice.
 */
const idempotencyLink = new SetContextLink((previous, operation) => {
  const key = currentSaveKey();
  if (!key || !isMutation(operation.query)) return {};
  return {
    headers: { ...(previous['headers'] as Record<string, string>), 'Idempotency-Key': key },
  };
});

/** Context key where the auth link notes which token a request carried. */
const SENT_TOKEN = 'sessionToken';

/**
 * The links in front of the transport: bearer token on every request, a save's idempotency key on
 * its mutations, 401 → session cleared.
 */
export function createSessionLinks(options: Pick<CreateApolloClientOptions, 'onSessionLost'> = {}) {
  // Read at request time, not at client creation: the token changes with login and logout.
  const authLink = new SetContextLink((previous) => {
    const token = readToken();
    if (!token) return { [SENT_TOKEN]: null };
    return {
      [SENT_TOKEN]: token,
      headers: {
        ...(previous['headers'] as Record<string, string>),
        Authorization: `Bearer ${token}`,
      },
    };
  });

  const errorLink = new ErrorLink(({ error, operation }) => {
    if (!isUnauthenticated(error)) return;
    // docs/areas/platform.md#session: any 401 clears the stored token and user, the same way for
    // the graph and for the plain HTTP calls (lib/files.ts). The SessionProvider subscribes to the
    // storage module, so the session state turns anonymous and the router goes to /login.
    const sent = operation.getContext()[SENT_TOKEN] as string | null | undefined;
    if (!clearRefusedSession(sent)) return;
    if (!isLoginOperation(operation.query)) options.onSessionLost?.();
  });

  return ApolloLink.from([errorLink, authLink, idempotencyLink]);
}

/**
 * The cache, told which types each interface and union may be (generated from the graph): without
 * it, a fragment on `Supplier` or `IngredientItem` is guessed at, with a warning, and may miss.
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({ possibleTypes: graphTypes.possibleTypes });
}

export function createApolloClient(options: CreateApolloClientOptions = {}): ApolloClient {
  const transport = options.terminatingLink ?? new HttpLink({ uri: options.uri ?? '/graphql' });
  return new ApolloClient({
    link: ApolloLink.from([createSessionLinks(options), writesLink, transport]),
    cache: options.cache ?? createCache(),
  });
}
