// Contract of the oil routes (zod + OpenAPI registry): fryer-oil checks.
import {
  HYGIENE_MESSAGES as M,
  OIL_ACTIONS,
  OIL_LEVELS,
  OIL_METHODS,
  oilRateProblem,
  PROCESS_MESSAGES as P,
  RECORD_TEXT_LIMITS as L,
} from '@bo/domain';
import { id, instant, requiredOr } from '../contract/primitives.ts';
import { registry, schemaRules, z } from '../contract/registry.ts';
import { correctionFields } from './corrections.contract.ts';
import { PersonRef, NullablePhotoRef, Timestamp } from '../contract/common.ts';
import { LoggedEquipmentRef } from './processes.contract.ts';
import { optionalText } from './traceability.contract.ts';

export const OilRecordSchema = registry.register(
  'OilRecord',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int().openapi({ description: 'Celui de la friteuse.' }),
    equipment: LoggedEquipmentRef.openapi({ description: 'La friteuse (famille OIL).' }),
    action: z.enum(OIL_ACTIONS),
    method: z.enum(OIL_METHODS),
    rate: z
      .number()
      .nullable()
      .openapi({ description: 'Taux de composés polaires, de 0 à 1 ; null : pas de test.' }),
    level: z.enum(OIL_LEVELS).openapi({
      description: 'Selon le taux (@bo/domain) : 0,3 et 0,7 ; NOT_TESTED sans taux.',
    }),
    recordedAt: Timestamp.openapi({ description: 'Quand le contrôle a été fait.' }),
    date: z.string().openapi({
      description: 'Le jour de recordedAt, fuseau du restaurant.',
      example: '2026-11-20',
    }),
    employee: PersonRef.nullable().openapi({ description: "L'employé qui l'a fait." }),
    recordedBy: PersonRef.nullable().openapi({ description: 'Le compte qui l’a saisi.' }),
    photo: NullablePhotoRef,
    notes: z.string().nullable(),
    createdAt: Timestamp,
    ...correctionFields,
  }),
);
export type OilRecord = z.infer<typeof OilRecordSchema>;

const oilFields = {
  equipmentId: id(M.equipmentRequired).openapi({
    description: 'Une friteuse (famille OIL) d’un restaurant que l’utilisateur voit.',
  }),
  action: z.enum(OIL_ACTIONS, { error: requiredOr(M.actionRequired) }),
  method: z.enum(OIL_METHODS, { error: requiredOr(M.methodRequired) }),
  rate: z
    .number({ error: M.rateOutOfRange })
    .min(0, M.rateOutOfRange)
    .max(1, M.rateOutOfRange)
    .nullable()
    .optional()
    .openapi({
      description: 'De 0 à 1 ; absent ou null : pas de test. Refusé avec la méthode NOTHING.',
    }),
  recordedAt: instant(P.dateTimeInvalid)
    .optional()
    .openapi({ description: 'Par défaut : maintenant ; pas dans le futur.' }),
  employeeId: id(M.employeeNotFound, M.employeeNotFound)
    .nullable()
    .optional()
    .openapi({ description: 'Un employé du restaurant de la friteuse.' }),
  photoId: id(M.photoNotFound, M.photoNotFound)
    .nullable()
    .optional()
    .openapi({ description: 'Une photo déposée avant par POST /api/photos.' }),
  notes: optionalText(L.notes),
};

export const CreateOilRecordBody = z
  .object(oilFields)
  .strict()
  .superRefine((r, ctx) => {
    const problem = oilRateProblem(r.method, r.rate);
    if (problem) ctx.addIssue({ code: 'custom', path: ['rate'], message: problem });
  })
  // oilRateProblem's rule: the method NOTHING measures nothing, so takes no rate.
  .openapi(
    schemaRules({
      if: { required: ['method'], properties: { method: { const: 'NOTHING' } } },
      then: { properties: { rate: { type: 'null' } } },
    }),
  );

export const OilRecordsResponse = z.object({ records: z.array(OilRecordSchema) });
export const OilRecordResponse = z.object({ record: OilRecordSchema });
