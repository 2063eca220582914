// Contract of the temperature-reading routes (zod + OpenAPI registry).
import {
  EQUIPMENT_FAMILIES,
  HYGIENE_MESSAGES as M,
  READING_LIMITS_CELSIUS,
  RECORD_TEXT_LIMITS as L,
  TEMPERATURE_STATUSES,
  TEMPERATURE_UNITS,
} from '@bo/domain';
import { id, idList as ids, instant, requiredOr } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { correctionFields } from './corrections.contract.ts';
import { NullablePhotoRef, HistoryPeriodQuery, PersonRef, Timestamp } from '../contract/common.ts';
import { optionalText } from './traceability.contract.ts';

/** The equipment of a reading, with its type's range: enough to judge the reading again. */
export const ReadingEquipmentRef = z
  .object({
    id: z.number().int(),
    name: z.string(),
    restaurantId: z.number().int(),
    equipmentType: z.object({
      id: z.number().int(),
      name: z.string(),
      equipmentFamily: z.enum(EQUIPMENT_FAMILIES),
      temperatureMin: z.number().nullable(),
      temperatureMax: z.number().nullable(),
      temperatureUnit: z.enum(TEMPERATURE_UNITS).nullable(),
    }),
  })
  .openapi({ description: "L'équipement relevé et la plage de son type (dans son unité)." });

export const TemperatureReadingSchema = registry.register(
  'TemperatureReading',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    equipmentId: z.number().int(),
    equipment: ReadingEquipmentRef,
    temperature: z.number().openapi({ description: 'En °C, au dixième.' }),
    recordedAt: Timestamp.openapi({ description: 'Quand la température a été relevée.' }),
    status: z.enum(TEMPERATURE_STATUSES).openapi({
      description:
        'Règle de @bo/domain (temperatureStatus) : plage du type, tolérance de 2 degrés dans son unité ; UNKNOWN sans plage.',
    }),
    employee: PersonRef.nullable().openapi({ description: "L'employé qui a relevé." }),
    recordedBy: PersonRef.nullable().openapi({ description: 'Le compte qui l’a saisi.' }),
    photo: NullablePhotoRef,
    notes: z.string().nullable(),
    createdAt: Timestamp.openapi({ description: 'Quand il a été saisi.' }),
    ...correctionFields,
  }),
);
export type TemperatureReadingDto = z.infer<typeof TemperatureReadingSchema>;

export const CreateTemperatureReadingBody = z
  .object({
    equipmentId: id(M.equipmentRequired).openapi({
      description:
        "Un équipement d'un restaurant que l'utilisateur voit : le relevé est à ce restaurant.",
    }),
    temperature: z
      .number({ error: requiredOr(M.temperatureRequired) })
      .min(READING_LIMITS_CELSIUS.min, M.temperatureImplausible)
      .max(READING_LIMITS_CELSIUS.max, M.temperatureImplausible)
      .openapi({ description: 'En °C (arrondie au dixième).' }),
    recordedAt: instant('Date et heure invalides')
      .optional()
      .openapi({ description: 'Par défaut : maintenant. Pas dans le futur.' }),
    employeeId: id(M.employeeNotFound, M.employeeNotFound).nullable().optional().openapi({
      description: "Un employé du restaurant de l'équipement.",
    }),
    photoId: id(M.photoNotFound, M.photoNotFound).nullable().optional().openapi({
      description:
        "Une photo de l'enseigne déposée avant par POST /api/photos (multipart) : c'est la variante « avec photo » du relevé.",
    }),
    notes: optionalText(L.notes),
  })
  .strict();

const idList = (description: string) => ids().optional().openapi({ description, example: '1,2' });

export const TemperatureReadingsQuery = HistoryPeriodQuery.extend({
  equipmentIds: idList(
    'Équipements séparés par des virgules ; les jours comptent dans le fuseau du restaurant de chacun.',
  ),
  restaurantIds: idList('Restaurants séparés par des virgules.'),
}).openapi({
  description:
    'Lecture groupée du graphe : equipmentIds ou restaurantIds (un des deux) ; ceux que l’utilisateur ne voit pas sont ignorés.',
});

export const TemperatureReadingsResponse = z.object({
  readings: z.array(TemperatureReadingSchema),
});
export const TemperatureReadingResponse = z.object({ reading: TemperatureReadingSchema });
