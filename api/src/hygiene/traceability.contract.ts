// Contract of the traceability routes (zod + OpenAPI registry).
import {
  HYGIENE_MESSAGES as M,
  RECORD_MESSAGES as R,
  RECORD_TEXT_LIMITS as L,
  TRACEABILITY_MAX_LIMIT,
  TRACEABILITY_PAGE_SIZE,
} from '@bo/domain';
import {
  day,
  id,
  idList,
  isIdText,
  optionalText,
  requiredText,
  text,
} from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { correctionFields } from './corrections.contract.ts';
import { PersonRef, NullablePhotoRef, Timestamp, PeriodQuery } from '../contract/common.ts';
import { limitParam, offsetParam, pageFields, sortParams } from '../contract/paging.ts';

export const TraceabilityRecordSchema = registry.register(
  'TraceabilityRecord',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    productName: z.string(),
    lotNumber: z.string(),
    supplierName: z.string().nullable(),
    notes: z.string().nullable(),
    /** The employee who noted the product; recordedBy: the account that wrote it down. */
    employee: PersonRef.nullable(),
    recordedBy: PersonRef.nullable(),
    /** The label's photo. */
    photo: NullablePhotoRef,
    createdAt: Timestamp,
    ...correctionFields,
  }),
);
export type TraceabilityRecord = z.infer<typeof TraceabilityRecordSchema>;

// The hygiene logs' contracts import optionalText from here.
export { optionalText };

export const CreateTraceabilityBody = z
  .object({
    restaurantId: id('Le restaurant est requis'),
    productName: requiredText(M.productNameRequired, L.name),
    lotNumber: requiredText(M.lotNumberRequired, L.lot),
    supplierName: optionalText(L.name),
    employeeId: id(M.employeeNotFound, M.employeeNotFound).nullable().optional(),
    photoId: id(M.photoNotFound, M.photoNotFound).nullable().optional().openapi({
      description: "Photo de l'étiquette, déposée avant par POST /api/photos.",
    }),
    notes: optionalText(L.notes),
  })
  .strict();

/** The columns the traceability list sorts by (`sort`); `createdAt` descending by default. */
export const TRACEABILITY_SORT_FIELDS = [
  'createdAt',
  'productName',
  'lotNumber',
  'supplierName',
] as const;

const contains = (description: string) =>
  text(L.name, undefined, { trim: true }).optional().openapi({ description });

export const TraceabilityQuery = z.object({
  ids: idList().optional().openapi({
    description:
      'Ces fiches seulement (une lecture groupée : celles d’une réception de bon de commande).',
    example: '12,13',
  }),
  employeeId: z
    .string()
    .max(10, M.employeeNotFound)
    .refine(isIdText, M.employeeNotFound)
    .transform(Number)
    .optional()
    .openapi({
      type: 'string',
      maxLength: 10,
      description: 'Fiches de cet employé.',
      example: '3',
    }),
  productName: contains('Contient ce texte (sans tenir compte de la casse).'),
  lotNumber: contains('Contient ce texte (sans tenir compte de la casse).'),
  date: day(R.dateInvalid, R.dateInvalid)
    .optional()
    .openapi({ description: 'Fiches de ce jour, fuseau du restaurant.', example: '2026-11-20' }),
  from: PeriodQuery.shape.from.optional().openapi({
    description: 'Période : premier jour (inclus), fuseau du restaurant ; avec `to`.',
  }),
  to: PeriodQuery.shape.to.optional().openapi({
    description: 'Période : dernier jour (inclus) ; avec `from`.',
  }),
  ...sortParams(TRACEABILITY_SORT_FIELDS, 'createdAt, les plus récentes d’abord'),
  limit: limitParam(TRACEABILITY_PAGE_SIZE, TRACEABILITY_MAX_LIMIT),
  offset: offsetParam(),
});

export const TraceabilityPageResponse = z.object({
  data: z.array(TraceabilityRecordSchema),
  ...pageFields('Fiches'),
});
export const TraceabilityRecordResponse = z.object({ record: TraceabilityRecordSchema });
