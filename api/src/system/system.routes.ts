import { ErrorResponse } from '../contract/common.ts';
import { HealthResponse } from './system.contract.ts';
import { z } from '../contract/registry.ts';
import { ERRORS, HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { pingDatabase } from './system.queries.ts';

export const systemRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/health',
    tags: ['system'],
    summary: "L'API répond et sa base de données aussi (sans authentification)",
    access: 'public',
    response: { status: 200, description: 'En service', schema: HealthResponse },
    responses: {
      503: {
        description: 'Base de données indisponible',
        content: { 'application/json': { schema: ErrorResponse } },
      },
    },
    handler: async ({ db, logger }) => {
      try {
        await pingDatabase(db);
      } catch (error) {
        logger.error('[api] health check: database unreachable', error);
        throw new HttpError(503, ERRORS.databaseUnavailable);
      }
      return { status: 'ok' as const };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/openapi.json',
    tags: ['system'],
    summary: 'Ce document OpenAPI (sans authentification)',
    access: 'public',
    response: {
      status: 200,
      description: 'Document OpenAPI 3.1',
      schema: z.record(z.string(), z.unknown()),
    },
    handler: ({ openApi }) => openApi as Record<string, unknown>,
  }),
];
