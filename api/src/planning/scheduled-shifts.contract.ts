// Contract of the scheduled-shift routes (zod + OpenAPI registry): the planning's shifts
// (docs/areas/planning.md).
import { MAX_SHIFT_MINUTES, PLANNING_LIMITS, PLANNING_MESSAGES } from '@bo/domain';
import { id, idList, instant, integer, optionalText, text } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

/** The most employees a week's copy or deletion names (a restaurant's staff fits many times). */
export const SCHEDULED_SHIFT_MAX_EMPLOYEES = 500;
/** How many of an employee's coming shifts `upcoming/{id}` and `upcoming?employeeIds=` answer. */
export const UPCOMING_SHIFTS_LIMIT = 20;

/** The refusals of the routes alone; the planning's own are PLANNING_MESSAGES (domain). */
export const SCHEDULED_SHIFT_API_MESSAGES = {
  ...PLANNING_MESSAGES,
  startRequired: 'Le début du shift est requis',
  endRequired: 'La fin du shift est requise',
  employeesOfOtherRestaurant: "Un des employés n'appartient pas à ce restaurant",
  restaurantFixed: 'Un shift ne change pas de restaurant',
  sourceWeekRequired: 'La semaine à copier est requise',
  targetWeekRequired: 'La semaine de destination est requise',
  weekRequired: 'La semaine est requise',
} as const;
const M = SCHEDULED_SHIFT_API_MESSAGES;
const L = PLANNING_LIMITS;

export const ScheduledShiftSchema = registry.register(
  'ScheduledShift',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    employeeId: z.number().int(),
    jobId: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'null quand le poste a été supprimé depuis (gris dans la grille).' }),
    datetimeStart: Timestamp,
    datetimeEnd: Timestamp.openapi({
      description: 'Toujours après le début, au plus 24 heures après (le lendemain au besoin).',
    }),
    breakDuration: z.number().int().openapi({ description: 'Pause non travaillée, en minutes.' }),
    mealCount: z.number().int(),
    comment: z.string().nullable(),
    employee: z.object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      contractNbHours: z.number().int().nullable(),
    }),
    job: z
      .object({
        id: z.number().int(),
        title: z.string(),
        color: z.string(),
        breakDuration: z.number().int(),
        isActive: z.boolean(),
      })
      .nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type ScheduledShift = z.infer<typeof ScheduledShiftSchema>;

const periodFields = {
  dateFrom: instant(M.dateInvalid).openapi({
    description:
      'Début de la période (inclus), un instant ISO 8601 : le lundi 00:00 du restaurant pour une semaine.',
    example: '2026-11-22T23:00:00.000Z',
  }),
  dateTo: instant(M.dateInvalid).openapi({
    description: `Fin de la période (incluse) ; ${L.listPeriodDays} jours au plus après dateFrom.`,
    example: '2026-11-29T22:59:59.999Z',
  }),
};

/** A period of instants: a shift is in it when it starts in it. */
export const ScheduledShiftPeriodQuery = z.object(periodFields);

export const ScheduledShiftsQuery = z.object({
  ...periodFields,
  restaurantIds: idList()
    .optional()
    .openapi({ description: 'Restaurants (séparés par des virgules) ; tous les visibles sinon.' }),
  employeeIds: idList().optional().openapi({ description: 'Employés (séparés par des virgules).' }),
});

/** The graph's batch read of several employees' coming shifts. */
export const UpcomingShiftsQuery = z.object({
  employeeIds: idList().openapi({
    description:
      'Employés (séparés par des virgules, lecture groupée) ; ceux que l’utilisateur ne voit pas sont ignorés.',
    example: '1,2,3',
  }),
});

const breakDuration = integer(0, MAX_SHIFT_MINUTES, M.breakInvalid);
const mealCount = integer(0, L.mealCountMax, M.mealCountInvalid);
const comment = optionalText(L.commentMaxLength);
/** An update's comment: absent is unchanged (optionalText would make it null), empty clears it. */
const changedComment = text(L.commentMaxLength, undefined, { trim: true })
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))
  .openapi({ description: 'Absent : inchangé ; vide ou null : effacé.' });

export const CreateScheduledShiftBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    employeeId: id(M.employeeRequired),
    jobId: id(M.jobRequired),
    datetimeStart: instant(M.startInvalid, M.startRequired),
    datetimeEnd: instant(M.endInvalid, M.endRequired).openapi({
      description: 'Après le début, au plus 24 heures après.',
    }),
    breakDuration: breakDuration
      .optional()
      .openapi({ description: 'Minutes ; la pause du poste si absente.' }),
    mealCount: mealCount.optional().openapi({ description: '1 si absent.' }),
    comment,
  })
  .strict();

export const UpdateScheduledShiftBody = z
  .object({
    restaurantId: id().optional().openapi({
      description:
        "Accepté s'il est celui du shift (un client qui renvoie tout le shift) ; un shift ne change pas de restaurant.",
    }),
    employeeId: id(M.employeeRequired).optional(),
    jobId: id(M.jobRequired).optional(),
    datetimeStart: instant(M.startInvalid).optional(),
    datetimeEnd: instant(M.endInvalid).optional(),
    breakDuration: breakDuration.optional(),
    mealCount: mealCount.optional(),
    comment: changedComment,
  })
  .strict()
  .openapi({
    description:
      'Champs à modifier ; les champs absents sont inchangés. Déplacer un shift (glisser-déposer) : employeeId, datetimeStart et datetimeEnd.',
  });

const weekStart = (requiredMessage: string) =>
  instant(M.dateInvalid, requiredMessage).openapi({
    description:
      "Le lundi 00:00 de la semaine, un instant lu dans le fuseau du restaurant : le lundi dont le minuit y est le plus proche (l'original envoie le dimanche 22:00 UTC pour Paris).",
    example: '2026-11-22T23:00:00.000Z',
  });

const employeeIds = z
  .array(id(M.employeeIdsInvalid, M.employeeIdsInvalid), { error: M.employeeIdsInvalid })
  .min(1, M.employeeIdsInvalid)
  .max(SCHEDULED_SHIFT_MAX_EMPLOYEES, M.employeeIdsInvalid)
  .optional()
  .openapi({
    description:
      "Employés concernés (quand certains mais pas tous sont choisis) ; tous s'il est absent.",
  });

export const CopyWeekBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    sourceWeekStart: weekStart(M.sourceWeekRequired),
    targetWeekStart: weekStart(M.targetWeekRequired),
    employeeIds,
  })
  .strict();

export const DeleteWeekBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    weekStart: weekStart(M.weekRequired),
    employeeIds,
  })
  .strict();

export const ScheduledShiftsResponse = z.object({ scheduledShifts: z.array(ScheduledShiftSchema) });
export const ScheduledShiftResponse = z.object({ scheduledShift: ScheduledShiftSchema });
export const WeekOperationResponse = z.object({
  message: z.string().openapi({
    description: 'Le compte rendu en français que la page affiche tel quel.',
    example: '3 shifts copiés de la semaine 47 vers la semaine 48.',
  }),
  count: z.number().int(),
});
