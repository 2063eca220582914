import type { RestCallCounter, RestClient, RestTransport } from './rest/client.ts';
import { callerKey, RestClient as Client } from './rest/client.ts';
import { WriteKeys } from './idempotency.ts';
import { createLoaders, type Loaders } from './rest/loaders.ts';

/** A caller of the REST api within one GraphQL request: its client and its caches. */
export interface Session {
  rest: RestClient;
  loaders: Loaders;
}

/** Built for every GraphQL request; nothing in it outlives the request. */
export interface Context extends Session {
  /** The caller's bearer token, forwarded to the api as is. */
  token: string | null;
  /** REST calls made so far for this request (reported in the `x-rest-calls` header). */
  restCalls: RestCallCounter;
  /**
   * Sessions by user id: the caller once `me` is known, and the user of a `login` in this
   * request, so `login { user { restaurants } }` reads them with the new token.
   */
  sessions: Map<number, Session>;
  /** Opens a session for another token, sharing the request's call counter. */
  sessionWithToken(token: string): Session;
}

/** `Authorization: Bearer <token>` → the token; anything else → no token. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

export function createContext(
  transport: RestTransport,
  authorization?: string,
  options: { address?: string; restBudget?: number; idempotencyKey?: string } = {},
): Context {
  const token = bearerToken(authorization);
  const rest = new Client(
    transport,
    token,
    {
      count: 0,
      budget: options.restBudget,
      writeKeys: new WriteKeys(options.idempotencyKey ?? null),
    },
    callerKey(token, options.address),
    options.address,
  );
  const session = (client: RestClient): Session => ({
    rest: client,
    loaders: createLoaders(client),
  });
  return {
    ...session(rest),
    token,
    restCalls: rest.counter,
    sessions: new Map(),
    sessionWithToken: (other) => session(rest.withToken(other)),
  };
}
