// Contract of the cleaning routes (zod + OpenAPI registry).
import {
  CLEANING_MAX_PHOTOS,
  cleaningTargetProblem,
  HYGIENE_MESSAGES as M,
  RECORD_MESSAGES as R,
  RECORD_TEXT_LIMITS as L,
} from '@bo/domain';
import { id, idList, instant } from '../contract/primitives.ts';
import { exactlyOneOf, registry, z } from '../contract/registry.ts';
import { correctionFields } from './corrections.contract.ts';
import { HistoryPeriodQuery, PersonRef, PhotoRef, Timestamp } from '../contract/common.ts';
import { optionalText } from './traceability.contract.ts';

/** What a cleaning names: an equipment or a surface, with the zone it stands in. */
const CleanedTarget = z.object({
  id: z.number().int(),
  name: z.string(),
  zoneName: z.string().nullable().openapi({ description: 'Null : équipement sans zone.' }),
});

export const CleaningRecordSchema = registry.register(
  'CleaningRecord',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    equipment: CleanedTarget.nullable(),
    surface: CleanedTarget.nullable(),
    cleanedAt: Timestamp.openapi({ description: 'Quand le nettoyage a été fait.' }),
    date: z.string().openapi({
      description: 'Le jour de cleanedAt, fuseau du restaurant.',
      example: '2026-11-20',
    }),
    notes: z.string().nullable(),
    employee: PersonRef.nullable(),
    recordedBy: PersonRef.nullable(),
    photos: z.array(PhotoRef).openapi({ description: 'Dans leur ordre de prise.' }),
    createdAt: Timestamp,
    ...correctionFields,
  }),
);
export type CleaningRecord = z.infer<typeof CleaningRecordSchema>;

const optionalId = (message: string) => id(message, message).nullable().optional();

export const CreateCleaningBody = z
  .object({
    restaurantId: id('Le restaurant est requis'),
    equipmentId: optionalId(M.equipmentNotFound).openapi({
      description: 'Un équipement du restaurant, ou bien surfaceId (exactement un des deux).',
    }),
    surfaceId: optionalId(M.surfaceNotFound),
    cleanedAt: instant('Date invalide')
      .optional()
      .openapi({ description: 'Par défaut : maintenant ; pas dans le futur.' }),
    employeeId: optionalId(M.employeeNotFound),
    photoIds: z
      .array(id(M.photoNotFound, M.photoNotFound))
      .max(CLEANING_MAX_PHOTOS, R.tooManyPhotos)
      .optional()
      .openapi({ description: 'Photos déposées avant par POST /api/photos, dans leur ordre.' }),
    notes: optionalText(L.notes),
  })
  .strict()
  .superRefine((body, ctx) => {
    const problem = cleaningTargetProblem(body.equipmentId, body.surfaceId);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: [problem.field] });
  })
  // The refinement above, as JSON Schema: exactly one of the two is a number.
  .openapi({ oneOf: exactlyOneOf('equipmentId', 'surfaceId') });

export const CleaningRestaurantIdsQuery = HistoryPeriodQuery.extend({
  restaurantIds: idList().optional().openapi({
    description:
      'Restaurants séparés par des virgules (lecture groupée du graphe) ; ceux que l’utilisateur ne voit pas sont ignorés. Absent : tous ceux qu’il voit.',
    example: '1,2',
  }),
});

export const CleaningRecordsResponse = z.object({ records: z.array(CleaningRecordSchema) });
export const CleaningRecordResponse = z.object({ record: CleaningRecordSchema });
