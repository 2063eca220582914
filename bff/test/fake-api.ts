// What the bff tests need without a real api: GraphQL over HTTP and a stand-in api.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REST_CALLS_HEADER } from '../src/server.ts';

export const silentLogger = { error() {}, warn() {}, info() {}, debug() {} };

export interface GraphError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string; fieldErrors?: Record<string, string>; [key: string]: unknown };
}

export interface GraphResult<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors: GraphError[] | undefined;
  /** The `x-rest-calls` header: REST calls the operation cost. */
  restCalls: number;
  headers: Headers;
}

/** POST /graphql on a running bff. */
export async function postGraphql<T = Record<string, unknown>>(
  bffUrl: string,
  query: string,
  variables?: Record<string, unknown>,
  token?: string | null,
  extraHeaders: Record<string, string> = {},
): Promise<GraphResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...extraHeaders };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${bffUrl}/graphql`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T | null; errors?: GraphError[] };
  return {
    status: response.status,
    data: body.data,
    errors: body.errors,
    restCalls: Number(response.headers.get(REST_CALLS_HEADER) ?? NaN),
    headers: response.headers,
  };
}

export interface FakeApi {
  url: string;
  close(): Promise<void>;
}

/** A stand-in api for the failures a real one does not produce on demand (5xx, hangs, junk). */
export async function startFakeApi(
  handler: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<FakeApi> {
  const server = createServer(handler);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

export const codeOf = (result: GraphResult<unknown>): string | undefined =>
  result.errors?.[0]?.extensions?.code;
