// Contract of the processes routes (zod + OpenAPI registry): cooling and reheating records, the
// same shape for both.
import {
  HYGIENE_MESSAGES as M,
  PROCESS_MESSAGES as P,
  PROCESS_STATUSES,
  READING_LIMITS_CELSIUS,
  RECORD_MESSAGES as R,
  RECORD_TEXT_LIMITS as L,
  endsAfterStart,
} from '@bo/domain';
import { id, idList, instant as instantOf, requiredOr } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { correctionFields } from './corrections.contract.ts';
import { PeriodQuery, PersonRef, NullablePhotoRef, Timestamp } from '../contract/common.ts';
import { optionalText } from './traceability.contract.ts';

/** The equipment a log names, in short. */
export const LoggedEquipmentRef = z.object({ id: z.number().int(), name: z.string() });

/** One shape, two schemas: the openapi names each log. */
const processRecord = (name: string, what: string) =>
  registry.register(
    name,
    z.object({
      id: z.number().int(),
      restaurantId: z.number().int(),
      productName: z.string(),
      startTemperature: z.number().openapi({ description: 'En °C, au dixième.' }),
      endTemperature: z.number().openapi({ description: 'En °C, au dixième.' }),
      startTime: Timestamp,
      endTime: Timestamp,
      date: z.string().openapi({
        description: 'Le jour de startTime, fuseau du restaurant.',
        example: '2026-11-20',
      }),
      durationMinutes: z
        .number()
        .int()
        .openapi({ description: 'De startTime à endTime, arrondi.' }),
      status: z.enum(PROCESS_STATUSES).openapi({
        description: `État du ${what} (règles de @bo/domain : fin, écart, durée).`,
      }),
      equipment: LoggedEquipmentRef.nullable(),
      employee: PersonRef.nullable().openapi({ description: "L'employé qui l'a fait." }),
      recordedBy: PersonRef.nullable().openapi({ description: 'Le compte qui l’a saisi.' }),
      photo: NullablePhotoRef,
      notes: z.string().nullable(),
      createdAt: Timestamp.openapi({ description: 'Quand il a été saisi.' }),
      ...correctionFields,
    }),
  );

export const CoolingRecordSchema = processRecord('CoolingRecord', 'refroidissement');
export const HeatingRecordSchema = processRecord('HeatingRecord', 'remise en température');
export type ProcessRecordDto = z.infer<typeof CoolingRecordSchema>;

const celsius = (required: string) =>
  z
    .number({ error: requiredOr(required) })
    .min(READING_LIMITS_CELSIUS.min, M.temperatureImplausible)
    .max(READING_LIMITS_CELSIUS.max, M.temperatureImplausible)
    .openapi({ description: 'En °C.' });

const instant = (required: string) => instantOf(P.dateTimeInvalid, required);

export const CreateProcessRecordBody = z
  .object({
    restaurantId: id('Le restaurant est requis'),
    productName: z
      .string({ error: requiredOr(M.productNameRequired) })
      .trim()
      .min(1, M.productNameRequired)
      .max(L.name, R.tooLong(L.name)),
    startTemperature: celsius(P.startTemperatureRequired),
    endTemperature: celsius(P.endTemperatureRequired),
    startTime: instant(P.startTimeRequired),
    endTime: instant(P.endTimeRequired).openapi({
      description: 'Après startTime ; ni l’un ni l’autre dans le futur.',
    }),
    equipmentId: id(M.equipmentNotFound, M.equipmentNotFound).nullable().optional().openapi({
      description:
        'Un équipement du restaurant, de la famille COOLING (refroidissement) ou HEATING (remise en température).',
    }),
    employeeId: id(M.employeeNotFound, M.employeeNotFound).nullable().optional(),
    photoId: id(M.photoNotFound, M.photoNotFound)
      .nullable()
      .optional()
      .openapi({ description: 'Une photo déposée avant par POST /api/photos.' }),
    notes: optionalText(L.notes),
  })
  .strict()
  .refine((r) => endsAfterStart(r.startTime, r.endTime), {
    path: ['endTime'],
    message: M.endBeforeStart,
  });

export const ProcessRecordsQuery = PeriodQuery.partial()
  .extend({
    restaurantIds: idList().optional().openapi({
      description:
        'Restaurants séparés par des virgules (lecture groupée du graphe) ; ceux que l’utilisateur ne voit pas sont ignorés. Absent : tous ceux qu’il voit.',
      example: '1,2',
    }),
  })
  .openapi({
    description:
      'from et to ensemble ou pas du tout : des jours entiers, chacun dans le fuseau de son restaurant.',
  });

export const CoolingRecordsResponse = z.object({ records: z.array(CoolingRecordSchema) });
export const CoolingRecordResponse = z.object({ record: CoolingRecordSchema });
export const HeatingRecordsResponse = z.object({ records: z.array(HeatingRecordSchema) });
export const HeatingRecordResponse = z.object({ record: HeatingRecordSchema });

/** How the routes of each process log (hygiene/processes.routes.ts) name it in the documentation. */
export const PROCESS_DOCS = {
  'cooling-records': {
    tag: 'cooling',
    label: 'refroidissement',
    plural: 'Refroidissements',
    records: CoolingRecordsResponse,
    record: CoolingRecordResponse,
  },
  'heating-records': {
    tag: 'heating',
    label: 'remise en température',
    plural: 'Remises en température',
    records: HeatingRecordsResponse,
    record: HeatingRecordResponse,
  },
} as const;
