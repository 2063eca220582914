// Contract of the payroll export (zod + OpenAPI registry): docs/areas/planning.md#payroll-export.
import { PLANNING_LIMITS } from '@bo/domain';
import { day, MAX_ID } from '../contract/primitives.ts';
import { z } from '../contract/registry.ts';

export const PAYROLL_FORMATS = ['csv', 'pdf'] as const;
export type PayrollFormat = (typeof PAYROLL_FORMATS)[number];

export const PAYROLL_API_MESSAGES = {
  restaurantInvalid: 'Restaurant invalide',
  dayInvalid: 'Date invalide (AAAA-MM-JJ)',
  formatInvalid: 'Format invalide : csv ou pdf',
} as const;
const M = PAYROLL_API_MESSAGES;

export const PayrollExportQuery = z.object({
  restaurantId: z.coerce
    .number({ error: M.restaurantInvalid })
    .int(M.restaurantInvalid)
    .positive(M.restaurantInvalid)
    .max(MAX_ID, M.restaurantInvalid)
    .openapi({ example: 1 }),
  dateFrom: day(M.dayInvalid, M.dayInvalid).openapi({
    description: 'Premier jour (inclus), calendrier du restaurant.',
    example: '2030-01-07',
  }),
  dateTo: day(M.dayInvalid, M.dayInvalid).openapi({
    description: `Dernier jour (inclus) ; ${PLANNING_LIMITS.listPeriodDays} jours au plus en tout.`,
    example: '2030-01-13',
  }),
  format: z.enum(PAYROLL_FORMATS, { error: M.formatInvalid }).openapi({
    description:
      'csv : tableur (UTF-8 avec BOM, « ; », virgule décimale) ; pdf : à imprimer et signer.',
  }),
});
