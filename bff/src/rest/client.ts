import { Pool } from 'undici';
import { GraphQLError } from 'graphql';
import { IDEMPOTENCY_HEADER, type WriteKeys } from '../idempotency.ts';
import { restBudgetExceeded } from '../limits.ts';
import {
  fromRestResponse,
  graphError,
  INTERNAL_MESSAGE,
  upstreamBusy,
  upstreamUnavailable,
} from './errors.ts';
import { FairShare, QueueTimeout } from './fair-share.ts';
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
  /** REST calls one caller may have in flight (default an eighth of the connections). */
  perCallerConnections?: number;
  /** Longest wait for a free connection before UPSTREAM_BUSY, in ms (default 5 s). */
  queueTimeoutMs?: number;
  onRestResponse?: RestResponseHook;
}

/**
 * One keep-alive connection pool to the api for the whole process; clients made per request
 * share it, each with its own bearer token and call counter. Calls go through `share`
 * (fair-share.ts): no caller holds every connection, and nobody waits without end.
 */
export class RestTransport {
  readonly pool: Pool;
  readonly share: FairShare;
  readonly basePath: string;
  readonly onRestResponse: RestResponseHook | undefined;

  constructor(options: RestTransportOptions) {
    const url = new URL(options.apiUrl);
    const timeout = options.timeoutMs ?? 10_000;
    const connections = options.connections ?? 32;
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.onRestResponse = options.onRestResponse;
    this.share = new FairShare({
      limit: connections,
      perCaller: options.perCallerConnections ?? Math.max(1, Math.floor(connections / 8)),
      queueTimeoutMs: options.queueTimeoutMs ?? 5_000,
    });
    this.pool = new Pool(url.origin, {
      connections,
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

  /**
   * Runs a request to the api in the caller's share of the connections; a wait past the queue
   * timeout becomes UPSTREAM_BUSY (nothing was sent).
   */
  async send<T>(caller: string, task: () => Promise<T>): Promise<T> {
    try {
      return await this.share.run(caller, task);
    } catch (error) {
      if (error instanceof QueueTimeout) throw upstreamBusy(error);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}

/** Who shares the connections fairly: a token, else the address of an anonymous caller. */
export const callerKey = (token: string | null, address: string | undefined): string =>
  token ? `token:${token}` : `address:${address ?? 'unknown'}`;

/** REST calls made while resolving one GraphQL request (shared by the request's clients). */
export interface RestCallCounter {
  count: number;
  /** Calls the request may make; the next one is refused with REST_BUDGET_EXCEEDED. */
  budget?: number;
  /** The request's Idempotency-Key, one per REST write of a mutation field (idempotency.ts). */
  writeKeys?: WriteKeys;
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
    /** Whose share of the connections the calls use (callerKey). */
    readonly caller: string = callerKey(token, undefined),
    /**
     * The client's address, sent as X-Forwarded-For: the api counts failed logins, invitation
     * tokens and signups per address, and trusts this header from the bff only (trust proxy).
     */
    readonly address?: string,
  ) {}

  /**
   * Same transport, counter and share, another token (e.g. the user who just logged in): it is
   * still the same request's caller.
   */
  withToken(token: string | null): RestClient {
    return new RestClient(this.transport, token, this.counter, this.caller, this.address);
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
    if (this.address) headers['x-forwarded-for'] = this.address;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const idempotencyKey = verb === 'GET' ? undefined : this.counter.writeKeys?.next();
    if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;

    const { budget } = this.counter;
    if (budget !== undefined && this.counter.count >= budget) throw restBudgetExceeded(budget);
    this.counter.count += 1;
    const { status, text, retryAfter } = await this.transport.send(this.caller, async () => {
      try {
        const response = await this.transport.pool.request({
          method: verb as 'GET',
          path: this.transport.basePath + path,
          headers,
          body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
        });
        return {
          status: response.statusCode,
          text: await response.body.text(),
          retryAfter: response.headers['retry-after'],
        };
      } catch (error) {
        throw upstreamUnavailable(error, verb === 'GET' ? undefined : { keyed: !!idempotencyKey });
      }
    });

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
    throw fromRestResponse(status, body, { retryAfter });
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
