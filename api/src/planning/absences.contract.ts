// Contract of the absence routes (zod + OpenAPI registry): the planning's days off, one per
// employee and calendar day of the restaurant (docs/areas/planning.md#absences).
import { ABSENCE_TYPES, PLANNING_LIMITS, PLANNING_MESSAGES } from '@bo/domain';
import { day, id, idList, optionalText } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

/** At most a month of days in one request (the dialog's week, a month of leave). */
export const ABSENCE_MAX_DAYS = 31;

/** The refusals of the routes alone; the planning's own are PLANNING_MESSAGES (domain). */
export const ABSENCE_API_MESSAGES = {
  ...PLANNING_MESSAGES,
  dayInvalid: 'Date invalide (AAAA-MM-JJ)',
  datesInvalid: `Entre 1 et ${ABSENCE_MAX_DAYS} jours, chacun une seule fois`,
} as const;
const M = ABSENCE_API_MESSAGES;

export const AbsenceSchema = registry.register(
  'Absence',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    employeeId: z.number().int(),
    employee: z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
    }),
    date: z.string().openapi({ format: 'date', description: 'Jour du calendrier du restaurant.' }),
    type: z.enum(ABSENCE_TYPES).openapi({
      description: 'PAID_LEAVE Congé payé, SICK Maladie, REST Repos, OTHER Autre absence.',
    }),
    comment: z.string().nullable(),
    createdAt: Timestamp,
  }),
);
export type Absence = z.infer<typeof AbsenceSchema>;

const periodFields = {
  dateFrom: day(M.dayInvalid, M.dayInvalid).openapi({
    description: 'Premier jour (inclus), calendrier du restaurant.',
    example: '2030-01-07',
  }),
  dateTo: day(M.dayInvalid, M.dayInvalid).openapi({
    description: `Dernier jour (inclus) ; ${PLANNING_LIMITS.listPeriodDays} jours au plus en tout.`,
    example: '2030-01-13',
  }),
};

/** Calendar days, both included. */
export const AbsencePeriodQuery = z.object(periodFields);

export const AbsencesQuery = z.object({
  ...periodFields,
  restaurantIds: idList()
    .optional()
    .openapi({ description: 'Restaurants (séparés par des virgules) ; tous les visibles sinon.' }),
  employeeIds: idList().optional().openapi({ description: 'Employés (séparés par des virgules).' }),
});

export const CreateAbsencesBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    employeeId: id(M.employeeRequired),
    dates: z
      .array(day(M.dayInvalid, M.dayInvalid), { error: M.datesInvalid })
      .min(1, M.datesInvalid)
      .max(ABSENCE_MAX_DAYS, M.datesInvalid)
      .refine((days) => new Set(days).size === days.length, M.datesInvalid)
      .openapi({ description: `Les jours d'absence (1 à ${ABSENCE_MAX_DAYS}, distincts).` }),
    type: z.enum(ABSENCE_TYPES, { error: M.absenceTypeInvalid }),
    comment: optionalText(PLANNING_LIMITS.commentMaxLength),
  })
  .strict();

export const AbsencesResponse = z.object({ absences: z.array(AbsenceSchema) });
export const AbsenceResponse = z.object({ absence: AbsenceSchema });
