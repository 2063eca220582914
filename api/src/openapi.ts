import { getOpenApiMetadata, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registry } from './contract/registry.ts';
import { routeOpenApi, type AnyRoute } from './http/route.ts';
import { ROUTES } from './areas.ts';
import {
  IDEMPOTENCY_ERRORS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  REPLAYED_HEADER,
  takesIdempotencyKey,
} from './http/idempotency.ts';
import { BODY_BOUNDS_SUMMARY } from './http/input-bounds.ts';

export function openApiDocument(routes: readonly AnyRoute[] = ROUTES) {
  // The schemas registered by the contracts, then every route's operation (http/route.ts).
  const definitions = [
    ...registry.definitions,
    ...routes.map((route) => ({ type: 'route' as const, route: routeOpenApi(route) })),
  ];
  const document = new OpenApiGeneratorV31(definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'API REST du back-office',
      version: '1.0.0',
      description:
        'Les routes /api/... que le graphe (bff/) enveloppe. Erreurs : { error, fieldErrors? } en français.',
    },
    servers: [{ url: '/' }],
  });
  documentIdempotency(document, routes);
  documentRateLimits(document, routes);
  documentInputBounds(document);
  documentQueryRules(document, routes);
  sortComponents(document);
  return document;
}

/**
 * The contracts register their schemas as their modules are imported, so the generator lists them
 * in import order: sorted by name, the document is the same whichever module a process (the
 * openapi command, a test worker that imported routes first) loaded first.
 */
function sortComponents(document: Document): void {
  const schemas = document.components?.schemas;
  if (!schemas) return;
  document.components!.schemas = Object.fromEntries(
    Object.entries(schemas).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

/**
 * OpenAPI parameters are independent of each other: where a route's query has rules between its
 * parameters (one of them required, one requiring another), its contract gives them as a JSON
 * Schema of the query string read as one object, `x-query-schema`, written on the operation.
 */
function documentQueryRules(document: Document, routes: readonly AnyRoute[]): void {
  for (const route of routes) {
    if (!route.query) continue;
    const rules = (getOpenApiMetadata(route.query) as Record<string, unknown> | undefined)?.[
      'x-query-schema'
    ];
    if (rules === undefined) continue;
    const operation = document.paths?.[route.path]?.[route.method];
    if (!operation) throw new Error(`${route.method} ${route.path} is not documented`);
    operation['x-query-schema'] = rules;
  }
}

/**
 * The brute-force limits (http/rate-limit.ts): a 429 with Retry-After on each route defined as
 * `rateLimited`.
 */
function documentRateLimits(document: Document, routes: readonly AnyRoute[]): void {
  for (const { method, path } of routes.filter((route) => route.rateLimited)) {
    const operation = document.paths?.[path]?.[method];
    if (!operation) throw new Error(`rate-limited operation ${method} ${path} is not documented`);
    operation.responses = {
      ...operation.responses,
      429: {
        description:
          'Trop de tentatives (connexions, mots de passe ou codes PIN faux, invitations introuvables, inscriptions) : réessayer après le délai Retry-After, en secondes.',
        headers: {
          'Retry-After': { description: 'Secondes à attendre', schema: { type: 'integer' } },
        },
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    };
  }
}

type Document = ReturnType<OpenApiGeneratorV31['generateDocument']>;

/**
 * Any route may answer 400 before it runs (http/input-bounds.ts: a NUL, a body beyond its
 * bounds) or when the database refuses a value (the error handler's net): said on every operation.
 */
function documentInputBounds(document: Document): void {
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ['get', 'post', 'put', 'delete', 'patch'] as const) {
      const operation = item[method];
      if (!operation || operation.responses?.['400']) continue;
      operation.responses = {
        ...operation.responses,
        400: {
          description: `Entrée invalide (${BODY_BOUNDS_SUMMARY})`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      };
    }
  }
}

/**
 * The Idempotency-Key applies to every create at once (http/idempotency.ts), not route by route:
 * its header and its 409 are added here to every POST that takes it.
 */
export function documentIdempotency(document: Document, routes: readonly AnyRoute[]): void {
  for (const route of routes.filter(takesIdempotencyKey)) {
    const operation = document.paths?.[route.path]?.post;
    if (!operation) throw new Error(`post ${route.path} is not documented`);
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        name: IDEMPOTENCY_HEADER,
        in: 'header',
        required: false,
        description: `Rejouer la même requête avec la même clé (24 h, par utilisateur) renvoie la première réponse (en-tête ${REPLAYED_HEADER}: true) au lieu d'écrire une seconde fois ; la même clé avec une autre requête : 409 « ${IDEMPOTENCY_ERRORS.otherRequest} » ; pendant que la première s'exécute : 409 « ${IDEMPOTENCY_ERRORS.inProgress} ». Corps multipart : la clé seule est comparée.`,
        schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
      },
    ];
    operation.responses = {
      ...operation.responses,
      409: operation.responses?.['409'] ?? {
        description: 'Conflit',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    };
  }
}
