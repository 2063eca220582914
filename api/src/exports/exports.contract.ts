// Contract of the exports routes (zod + OpenAPI registry).
import { MAX_ID } from '../contract/primitives.ts';
import { z } from '../contract/registry.ts';
import { PeriodQuery } from '../contract/common.ts';

export const HygieneExportQuery = PeriodQuery.extend({
  restaurantId: z.coerce
    .number({ error: 'Restaurant invalide' })
    .int('Restaurant invalide')
    .positive('Restaurant invalide')
    .max(MAX_ID, 'Restaurant invalide')
    .openapi({ example: 1 }),
});
