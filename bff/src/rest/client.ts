import { Pool } from 'undici';
import { GraphQLError } from 'graphql';
import { fromRestResponse, graphError, INTERNAL_MESSAGE, upstreamUnavailable } from './errors.ts';
import type {
  MethodOf,
  PathParams,
  RequestBody,
  RestMethod,
  RestPath,
  SuccessBody,
} from './types.ts';

/** Sees every REST response the bff receives (the contract tests validate them). */
export type RestResponseHook = (
  method: string,
  path: string,
  status: number,
  body: unknown,
) => void;

export interface RestTransportOptions {
  /** Base URL of the REST api, e.g. http://127.0.0.1:4001 (routes are under /api). */
  apiUrl: string;
  /** Connect, response-headers and body timeout, in ms (default 10 s). */
  timeoutMs?: number;
  /** Kept-alive sockets to the api (default 32). */
  connections?: number;
  onRestResponse?: RestResponseHook;
}

/**
 * One keep-alive connection pool to the api for the whole process; clients made per request
 * share it, each with its own bearer token and call counter.
 */
export class RestTransport {
  readonly pool: Pool;
  readonly basePath: string;
  readonly onRestResponse: RestResponseHook | undefined;

  constructor(options: RestTransportOptions) {
    const url = new URL(options.apiUrl);
    const timeout = options.timeoutMs ?? 10_000;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.onRestResponse = options.onRestResponse;
    this.pool = new Pool(url.origin, {
      connections: options.connections ?? 32,
      connect: { timeout },
      headersTimeout: timeout,
      bodyTimeout: timeout,
      keepAliveTimeout: 30_000,
    });
  }

  /** True when `GET /api/health` answers 200 within `timeoutMs` (the bff's /readyz). */
  async ready(timeoutMs = 2_000): Promise<boolean> {
    try {
      const response = await this.pool.request({
        method: 'GET',
        path: `${this.basePath}/api/health`,
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.body.dump();
      return response.statusCode === 200;
    } catch {
      return false;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** REST calls made while resolving one GraphQL request (shared by the request's clients). */
export interface RestCallCounter {
  count: number;
}

interface CallOptions<P extends RestPath, M extends RestMethod> {
  params?: PathParams<P>;
  query?: Record<string, string | number | undefined>;
  body?: RequestBody<P, M>;
}

/**
 * The REST api as seen by one caller: the bearer token of the GraphQL request is forwarded, JSON
 * goes both ways and every REST error becomes the graph's GraphQLError (rest/errors.ts). Calls are
 * typed by the route templates of api/openapi.json, so REST drift fails the type check.
 */
export class RestClient {
  constructor(
    private readonly transport: RestTransport,
    readonly token: string | null,
    readonly counter: RestCallCounter = { count: 0 },
  ) {}

  /** Same transport and counter, another caller (e.g. the user who just logged in). */
  withToken(token: string | null): RestClient {
    return new RestClient(this.transport, token, this.counter);
  }

  async call<P extends RestPath, M extends MethodOf<P>>(
    method: M,
    template: P,
    options: CallOptions<P, M> = {},
  ): Promise<SuccessBody<P, M>> {
    const opts = options as {
      params?: Record<string, string | number>;
      query?: Record<string, string | number | undefined>;
      body?: unknown;
    };
    const path = buildPath(template, opts.params, opts.query);
    const verb = method.toUpperCase();
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';

    this.counter.count += 1;
    let status: number;
    let text: string;
    try {
      const response = await this.transport.pool.request({
        method: verb as 'GET',
        path: this.transport.basePath + path,
        headers,
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      throw upstreamUnavailable(error);
    }

    let body: unknown;
    let parseError: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch (error) {
        parseError = error;
      }
    }
    this.transport.onRestResponse?.(verb, path, status, body);

    if (status >= 200 && status < 300) {
      if (parseError !== undefined) {
        throw graphError('INTERNAL', INTERNAL_MESSAGE, { cause: parseError });
      }
      return body as SuccessBody<P, M>;
    }
    throw fromRestResponse(status, body);
  }
}

function buildPath(
  template: string,
  params: Record<string, string | number> | undefined,
  query: Record<string, string | number | undefined> | undefined,
): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new GraphQLError(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString().replace(/%2C/g, ',');
  return qs ? `${path}?${qs}` : path;
}
