import { registry, z } from './registry.ts';
import { ErrorResponse, ok } from './common.ts';

export const HealthResponse = z.object({ status: z.literal('ok') });

registry.registerPath({
  method: 'get',
  path: '/api/health',
  tags: ['system'],
  summary: "L'API répond et sa base de données aussi (sans authentification)",
  responses: {
    200: ok('En service', HealthResponse),
    503: {
      description: 'Base de données indisponible',
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

registry.registerPath({
  method: 'get',
  path: '/api/openapi.json',
  tags: ['system'],
  summary: 'Ce document OpenAPI (sans authentification)',
  responses: {
    200: ok('Document OpenAPI 3.1', z.record(z.string(), z.unknown())),
  },
});
