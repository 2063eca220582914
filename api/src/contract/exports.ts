// Contract of the exports routes (zod + OpenAPI registry).
import { MAX_ID } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, errorResponses, PeriodQuery } from './common.ts';

export const HygieneExportQuery = PeriodQuery.extend({
  restaurantId: z.coerce
    .number({ error: 'Restaurant invalide' })
    .int('Restaurant invalide')
    .positive('Restaurant invalide')
    .max(MAX_ID, 'Restaurant invalide')
    .openapi({ example: 1 }),
});

registry.registerPath({
  method: 'get',
  path: '/api/hygiene/export',
  tags: ['exports'],
  summary:
    "Rapport d'inspection (PDF) d'un restaurant visible pour une période : une page de garde (restaurant, période, date et auteur), puis une section par journal (températures, refroidissements, remises en température, traçabilité, nettoyage, huile), chacune sur une nouvelle page.",
  security: bearer,
  request: { query: HygieneExportQuery },
  responses: {
    200: {
      description:
        'Le PDF (Content-Disposition: attachment, nom de fichier avec le restaurant et les dates).',
      content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } },
    },
    ...errorResponses(400, 401, 404),
  },
});
