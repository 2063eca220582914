// One definition per REST route: the same object mounts the Express route and documents it in
// api/openapi.json (docs/how-to/api-route.md).
import type { RouteConfig, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import type { Request, RequestHandler, Response, Router } from 'express';
import { can, ROLES, type Action, type Area } from '@bo/domain';
import { assertCan, currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import { bearer, body as jsonBody, errorResponses, ok } from '../contract/common.ts';
import { isIdText } from '../contract/primitives.ts';
import { z } from '../contract/registry.ts';
import type { RouteDeps } from './deps.ts';
import { notFound as notFoundError } from './errors.ts';
import { parseBody, parseQuery } from './validate.ts';

/**
 * Who may call a route: anyone, any signed-in user, or the roles the domain's matrix allows for
 * `action` on `area` (@bo/domain permissions.ts; 403 for the others).
 */
export type Access = 'public' | 'authenticated' | { area: Area; action: Action };

type ErrorStatus = Parameters<typeof errorResponses>[0];

/**
 * The success answer: a JSON schema the handler's result is typed against (`z.input`, what the
 * handler builds before zod would transform it), no content (204), or other content the handler
 * writes itself (a PDF, an image).
 */
export type Success<S extends z.ZodType = z.ZodType> =
  | { status: 200 | 201; description: string; schema: S }
  | { status: 204; description: string }
  | { status: 200; description: string; content: NonNullable<ResponseConfig['content']> };

type Result<R> = R extends { schema: infer S extends z.ZodType } ? z.input<S> : void;

type UserOf<A extends Access> = A extends 'public' ? undefined : AuthUser;

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a route's stages receive: the app's dependencies, the caller and the parsed input. */
export type RouteInput<A extends Access, P, Q> = RouteDeps & {
  user: UserOf<A>;
  params: Parsed<P>;
  query: Parsed<Q>;
  req: Request;
  res: Response;
};

export interface RouteDefinition<
  A extends Access = Access,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends Success = Success,
  L = undefined,
> {
  // PATCH: the spec's updates whose method is "not shown" answer PUT and PATCH alike.
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The OpenAPI path, `/api/jobs/{id}`; mounted as `/jobs/:id` under /api. */
  path: `/api/${string}`;
  tags: readonly string[];
  summary: string;
  description?: string;
  access: A;
  /**
   * Path parameters. An id (`pathId()`) that names no row, e.g. `0` or `abc`, is a 404 with
   * `notFound`, like an unknown id; a text parameter (a token) is passed as is, its handler checks it.
   */
  params?: P;
  notFound?: string;
  /** The query string, parsed (French 400 under each field) after `load`. */
  query?: Q;
  /** The JSON body, parsed (French 400 under each field) after `load` and `query`. */
  body?: B;
  /** Where the body is read from: a multipart form's fields (a record with its photo); default the JSON body. */
  bodyOf?: (loaded: L) => unknown;
  /** The documented request body when it is not `body` as JSON (an upload). */
  requestBody?: NonNullable<RouteConfig['request']>['body'];
  response: R;
  /** Error statuses documented beyond the ones `access` implies (401, 403). */
  errors?: readonly ErrorStatus[];
  /** Other documented answers (a 413, a 503, an error with its own schema). */
  responses?: Record<number, ResponseConfig>;
  /** Security documented instead of the one `access` implies (a route that checks a signed link). */
  security?: RouteConfig['security'];
  /**
   * A POST that takes no `Idempotency-Key` (http/idempotency.ts; every other POST does): it
   * creates no row a retry could double, or its answer carries a token, which is not kept at rest.
   */
  idempotencyKey?: false;
  /**
   * Guarded by a brute-force limit (http/rate-limit.ts, counted by the route's own middleware or
   * handler): its 429 and Retry-After are documented.
   */
  rateLimited?: true;
  /**
   * Express middlewares (built from the app's dependencies) run after the role check, before any
   * parsing: a rate limit, an upload's reader, an optional authentication.
   */
  middlewares?: ((deps: RouteDeps) => RequestHandler)[];
  /**
   * What the route looks up before parsing its query and body, so that an unknown id stays a 404
   * whatever the body (the order the routes had before this module); its result is `loaded`.
   */
  load?: (input: RouteInput<A, P, Q>) => Promise<L> | L;
  handler: (
    input: RouteInput<A, P, Q> & { body: Parsed<B>; loaded: L },
  ) => Promise<Result<R>> | Result<R>;
}

/**
 * A route, checked by the compiler: the handler's result against the response schema, its input
 * against the params, query and body schemas. Only groups its argument; mountRoute and
 * routeOpenApi read it.
 */
export function defineRoute<
  const A extends Access,
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends Success = Success,
  L = undefined,
>(route: RouteDefinition<A, P, Q, B, R, L>): AnyRoute {
  if (route.params && route.notFound === undefined && idParams(route.params).length > 0) {
    throw new Error(`${route.method} ${route.path}: an id in the path needs its notFound message`);
  }
  return route as unknown as AnyRoute;
}

/** A definition whatever its types, as the area lists hold them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteDefinition<Access, any, any, any, Success, any>;

/** `/api/jobs/{id}` → `/jobs/{id}` → `/jobs/:id` (the router is mounted under /api). */
export const expressPath = (path: string) =>
  path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1');

/** The names of the path parameters that are ids (numbers), as opposed to texts (tokens). */
function idParams(params: z.ZodObject): string[] {
  return Object.entries(params.shape)
    .filter(([, schema]) => schema instanceof z.ZodNumber)
    .map(([name]) => name);
}

/** Mounts one route on `router`: authentication, role check, middlewares, then the handler. */
export function mountRoute(router: Router, route: AnyRoute, deps: RouteDeps): void {
  const chain: RequestHandler[] = [];
  const { access } = route;
  if (access !== 'public') chain.push(deps.auth);
  if (typeof access === 'object') {
    chain.push((req, _res, next) => {
      assertCan(currentUser(req), access.area, access.action);
      next();
    });
  }
  chain.push(...(route.middlewares ?? []).map((middleware) => middleware(deps)));
  const ids = route.params ? idParams(route.params) : [];
  chain.push(async (req, res) => {
    const user = access === 'public' ? undefined : currentUser(req);
    const params: Record<string, unknown> = { ...req.params };
    for (const name of ids) {
      const raw = req.params[name];
      if (typeof raw !== 'string' || !isIdText(raw)) throw notFoundError(route.notFound!);
      params[name] = Number(raw);
    }
    const input = { ...deps, user, params, query: undefined as unknown, req, res };
    const loaded: unknown = route.load ? await route.load(input) : undefined;
    if (route.query) input.query = parseQuery(route.query, req.query);
    const body: unknown = route.body
      ? parseBody(route.body, route.bodyOf ? route.bodyOf(loaded) : req.body)
      : undefined;
    const result: unknown = await route.handler({ ...input, body, loaded });
    const { response } = route;
    if (response.status === 204) res.status(204).end();
    else if ('schema' in response) res.status(response.status).json(result);
    // Other content: the handler wrote (or is streaming) the answer itself.
  });
  router[route.method](expressPath(route.path), ...chain);
}

/** The OpenAPI operation of a route (openapi.ts gives them all to the generator). */
export function routeOpenApi(route: AnyRoute): RouteConfig {
  const { access, response } = route;
  // A 403 only where some role is refused (every role records hygiene logs, say).
  const refusesSomeone =
    typeof access === 'object' && ROLES.some((role) => !can(role, access.area, access.action));
  const implied: ErrorStatus[] = access === 'public' ? [] : refusesSomeone ? [401, 403] : [401];
  const statuses = [...new Set([...implied, ...(route.errors ?? [])])].sort();
  const success =
    response.status === 204
      ? { description: response.description }
      : 'schema' in response
        ? ok(response.description, response.schema)
        : { description: response.description, content: response.content };
  const request: NonNullable<RouteConfig['request']> = {
    ...(route.params && { params: route.params }),
    ...(route.query && { query: route.query as z.ZodObject }),
    ...((route.requestBody ?? route.body) && {
      body: route.requestBody ?? jsonBody(route.body!),
    }),
  };
  return {
    method: route.method,
    path: route.path,
    tags: [...route.tags],
    summary: route.summary,
    ...(route.description && { description: route.description }),
    ...((route.security ?? access !== 'public') && { security: route.security ?? bearer }),
    ...(Object.keys(request).length > 0 && { request }),
    responses: {
      [response.status]: success,
      ...errorResponses(...statuses),
      ...route.responses,
    },
  };
}

/**
 * After every route: a method the api does not serve on a path it knows answers 405 with the
 * methods it does serve in `Allow` (RFC 9110), and OPTIONS lists exactly those. Literal paths go
 * first, so `/api/approved-shifts/validate-day` is not taken for `/api/approved-shifts/{id}`.
 */
export function mountMethodAnswers(router: Router, routes: readonly AnyRoute[]): void {
  const methods = new Map<string, Set<string>>();
  for (const route of routes) {
    const served = methods.get(route.path) ?? new Set<string>();
    served.add(route.method.toUpperCase());
    if (route.method === 'get') served.add('HEAD');
    methods.set(route.path, served);
  }
  const parameters = (path: string) => (path.match(/\{/g) ?? []).length;
  const paths = [...methods.keys()].sort((a, b) => parameters(a) - parameters(b));
  for (const path of paths) {
    const allow = [...methods.get(path)!, 'OPTIONS'].sort().join(', ');
    router.all(expressPath(path), (req, res) => {
      res.setHeader('Allow', allow);
      if (req.method === 'OPTIONS') {
        res.status(204).end();
        return;
      }
      res.status(405).json({
        error: `Méthode non autorisée : ${req.method} ${req.originalUrl.split('?')[0]} (permises : ${allow})`,
      });
    });
  }
}
