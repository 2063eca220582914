// Contract of the time clock's routes (zod + OpenAPI registry): realized shifts (as clocked) and
// approved shifts (as validated for pay) (docs/areas/planning.md#time-clock-validation).
import {
  CLOCK_BLOCK_KINDS,
  PLANNING_LIMITS,
  PLANNING_MESSAGES as P,
  REALIZED_SHIFT_SOURCES,
  VALIDATE_DAY_MAX_ROWS,
  VALIDATE_DAY_TOO_MANY,
} from '@bo/domain';
import { id, idList, instant, integer, optionalText, text } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

/** The widest period a list reads: two months (the validation screen asks a week). */
export const CLOCK_MAX_PERIOD_DAYS = PLANNING_LIMITS.listPeriodDays;
/** A shift's break, in minutes: at most a day. */
const BREAK_MAX_MINUTES = 1440;
/** Meals of one shift: a bound against typos, far above any real shift. */
const MEAL_COUNT_MAX = PLANNING_LIMITS.mealCountMax;
/** Blocks linked in one call: a day's clock events fit many times. */
const MAX_BLOCKS = 200;

export const CLOCK_API_MESSAGES = {
  realizedShiftNotFound: P.realizedShiftNotFound,
  approvedShiftNotFound: P.approvedShiftNotFound,
  restaurantRequired: 'Le restaurant est requis',
  employeeRequired: "L'employé est requis",
  employeeUnknown: "Cet employé n'est pas dans ce restaurant",
  jobUnknown: P.jobOfOtherRestaurant,
  scheduledShiftUnknown: "Ce shift prévu n'est pas celui de cet employé dans ce restaurant",
  realizedShiftMismatch: "Ce shift badgé n'est pas celui de l'adresse",
  startInvalid: 'Début du shift invalide (date et heure ISO 8601)',
  startRequired: 'Le début du shift est requis',
  endInvalid: 'Fin du shift invalide (date et heure ISO 8601)',
  endRequired: 'La fin du shift est requise',
  endBeforeStart: P.endBeforeStart,
  tooLong: P.shiftTooLong,
  breakInvalid: `La pause est un nombre entier de minutes, de 0 à ${BREAK_MAX_MINUTES}`,
  breakTooLong: P.breakTooLong,
  mealsInvalid: `Le nombre de repas est un entier de 0 à ${MEAL_COUNT_MAX}`,
  restaurantFixed: 'Un shift ne change pas de restaurant',
  employeeFixed: "Un shift badgé ne change pas d'employé",
  dateFromInvalid: 'Début de période invalide (date et heure ISO 8601)',
  dateToInvalid: 'Fin de période invalide (date et heure ISO 8601)',
  periodReversed: P.periodInverted,
  periodTooLong: P.periodTooLong,
  blockIdsInvalid: 'Liste de blocs de badgeage invalide',
  blocksInvalid: P.blocksInvalid,
  alreadyOpen: 'Cet employé a déjà un shift en cours',
  alreadyApproved: P.alreadyApproved,
  approvedNotEditable:
    'Ce shift est déjà validé : modifiez le shift validé, ou annulez sa validation',
  stillInProgress: P.stillInProgress,
  realizedShiftRequired: 'Le shift badgé est requis',
  approvedShiftRequired: 'Le shift validé est requis',
  dayTooMany: VALIDATE_DAY_TOO_MANY,
  dayRowsInvalid: 'La liste des shifts de la journée est invalide',
  dayRowTwice: P.dayRowTwice,
} as const;
const M = CLOCK_API_MESSAGES;

const employeeRef = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

const approvedShiftShape = {
  id: z.number().int(),
  restaurantId: z.number().int(),
  employeeId: z.number().int(),
  employee: employeeRef,
  realizedShiftId: z
    .number()
    .int()
    .nullable()
    .openapi({ description: 'Le shift badgé validé ; null pour des heures saisies sans badge.' }),
  scheduledShiftId: z.number().int().nullable(),
  jobId: z.number().int().nullable(),
  datetimeStart: Timestamp,
  datetimeEnd: Timestamp,
  breakDuration: z.number().int().openapi({ description: 'Pause validée, en minutes.' }),
  mealCount: z.number().int(),
  comment: z.string().nullable(),
  adjustments: z
    .record(z.string(), z.unknown())
    .nullable()
    .openapi({ description: 'Les corrections envoyées à la validation, telles quelles.' }),
  approvedById: z.number().int().nullable(),
  approvedAt: Timestamp,
  createdAt: Timestamp,
  updatedAt: Timestamp,
};
export const ApprovedShiftSchema = registry.register('ApprovedShift', z.object(approvedShiftShape));
export type ApprovedShift = z.infer<typeof ApprovedShiftSchema>;

export const RealizedShiftSchema = registry.register(
  'RealizedShift',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    employeeId: z.number().int(),
    employee: employeeRef,
    datetimeStart: Timestamp,
    datetimeEnd: Timestamp.nullable().openapi({
      description: 'null tant que le shift est en cours.',
    }),
    scheduledShiftId: z.number().int().nullable(),
    scheduledShift: z
      .object({
        id: z.number().int(),
        jobId: z.number().int().nullable(),
        datetimeStart: Timestamp,
        datetimeEnd: Timestamp,
        breakDuration: z.number().int(),
        mealCount: z.number().int(),
      })
      .nullable()
      .openapi({
        description: 'Le shift prévu du même jour (fuseau du restaurant), s’il y en a un.',
      }),
    mealCount: z.number().int(),
    comment: z.string().nullable(),
    source: z.enum(REALIZED_SHIFT_SOURCES).openapi({
      description: 'KIOSK : badgé à la badgeuse ; MANAGER : saisi ou corrigé par un responsable.',
    }),
    blockIds: z.array(z.number().int()).openapi({ description: 'Ses blocs de badgeage.' }),
    blocks: z
      .array(
        z.object({
          id: z.number().int(),
          kind: z.enum(CLOCK_BLOCK_KINDS),
          datetimeStart: Timestamp,
          datetimeEnd: Timestamp.nullable().openapi({
            description: 'null tant que le bloc est ouvert.',
          }),
        }),
      )
      .openapi({ description: 'Les mêmes blocs, dans l’ordre : travail ou pause, début et fin.' }),
    actualBreakDuration: z
      .number()
      .int()
      .openapi({ description: 'Somme de ses blocs de pause (BREAK) terminés, en minutes.' }),
    // Inline, not a $ref: a nullable reference is not read as nullable by validators.
    approvedShift: z.object(approvedShiftShape).nullable(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type RealizedShift = z.infer<typeof RealizedShiftSchema>;

const periodFields = {
  dateFrom: instant(M.dateFromInvalid).openapi({
    description:
      'Début de la période (inclus), un instant ISO 8601 : le lundi 00:00 du restaurant pour une semaine.',
    example: '2026-11-22T23:00:00.000Z',
  }),
  dateTo: instant(M.dateToInvalid).openapi({
    description: `Fin de la période (incluse) ; ${CLOCK_MAX_PERIOD_DAYS} jours au plus après dateFrom.`,
    example: '2026-11-29T22:59:59.999Z',
  }),
};

/** A period of instants: a shift is in it when it starts in it. */
export const ClockPeriodQuery = z.object(periodFields);
export const ClockListQuery = z.object({
  ...periodFields,
  restaurantIds: idList()
    .optional()
    .openapi({ description: 'Restaurants (séparés par des virgules) ; tous les visibles sinon.' }),
  employeeIds: idList().optional().openapi({ description: 'Employés (séparés par des virgules).' }),
});

const breakDuration = integer(0, BREAK_MAX_MINUTES, M.breakInvalid);
const mealCount = integer(0, MEAL_COUNT_MAX, M.mealsInvalid);
const comment = optionalText(PLANNING_LIMITS.commentMaxLength);
/** An update's comment: absent is unchanged, empty or null clears it. */
const changedComment = text(PLANNING_LIMITS.commentMaxLength, undefined, { trim: true })
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))
  .openapi({ description: 'Absent : inchangé ; vide ou null : effacé.' });

export const CreateRealizedShiftBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    employeeId: id(M.employeeRequired),
    datetimeStart: instant(M.startInvalid, M.startRequired),
    datetimeEnd: instant(M.endInvalid)
      .optional()
      .openapi({ description: 'Absente : le shift est en cours (un seul par employé).' }),
    scheduledShiftId: id()
      .optional()
      .openapi({ description: 'Le shift prévu du même jour est rattaché de lui-même si absent.' }),
    mealCount: mealCount.optional().openapi({ description: '0 si absent.' }),
    comment,
  })
  .strict();

export const UpdateRealizedShiftBody = z
  .object({
    restaurantId: id().optional().openapi({
      description: "Accepté s'il est celui du shift ; un shift ne change pas de restaurant.",
    }),
    employeeId: id().optional().openapi({
      description: "Accepté s'il est celui du shift ; un shift badgé ne change pas d'employé.",
    }),
    datetimeStart: instant(M.startInvalid).optional(),
    datetimeEnd: instant(M.endInvalid)
      .nullable()
      .optional()
      .openapi({ description: 'null : le shift redevient en cours.' }),
    scheduledShiftId: id().nullable().optional(),
    mealCount: mealCount.optional(),
    comment: changedComment,
  })
  .strict()
  .openapi({ description: 'Champs à modifier ; les champs absents sont inchangés.' });

export const LinkBlocksBody = z
  .object({
    blockIds: z
      .array(id(M.blockIdsInvalid, M.blockIdsInvalid), { error: M.blockIdsInvalid })
      .min(1, M.blockIdsInvalid)
      .max(MAX_BLOCKS, M.blockIdsInvalid)
      .openapi({
        description:
          'Blocs de badgeage du même employé et du même restaurant, libres ou déjà rattachés à ce shift.',
      }),
  })
  .strict();

const adjustments = z
  .object({
    datetimeStart: instant(M.startInvalid).optional(),
    datetimeEnd: instant(M.endInvalid).optional(),
    breakDuration: breakDuration
      .optional()
      .openapi({ description: 'Pause validée ; la pause badgée si absente.' }),
    mealCount: mealCount.optional(),
    comment,
  })
  .strict();

/** An approval's choices, the same on its own route and in 'Valider la journée'. */
const approvalFields = {
  scheduledShiftId: id()
    .nullable()
    .optional()
    .openapi({ description: 'Le shift prévu ; celui du shift badgé si absent.' }),
  jobId: id().optional().openapi({ description: 'Le poste ; celui du shift prévu si absent.' }),
  adjustments: adjustments
    .optional()
    .openapi({ description: 'Ce que le responsable corrige ; le badgé pour le reste.' }),
};

export const ApproveRealizedBody = z
  .object({
    ...approvalFields,
    realizedShiftId: id()
      .optional()
      .openapi({ description: "Accepté s'il est celui de l'adresse." }),
  })
  .strict();
export type ApproveRealizedInput = z.output<typeof ApproveRealizedBody>;

export const CreateApprovedShiftBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    employeeId: id(M.employeeRequired),
    scheduledShiftId: id().optional(),
    jobId: id().optional(),
    datetimeStart: instant(M.startInvalid, M.startRequired),
    datetimeEnd: instant(M.endInvalid, M.endRequired),
    breakDuration: breakDuration.optional().openapi({ description: '0 si absente.' }),
    mealCount: mealCount.optional().openapi({ description: '0 si absent.' }),
    comment,
  })
  .strict();

/** An approved shift's changes, the same on its own route and in 'Valider la journée'. */
const approvedUpdateFields = {
  datetimeStart: instant(M.startInvalid).optional(),
  datetimeEnd: instant(M.endInvalid).optional(),
  breakDuration: breakDuration.optional(),
  mealCount: mealCount.optional(),
  jobId: id().nullable().optional(),
  comment: changedComment,
};

export const UpdateApprovedShiftBody = z
  .object(approvedUpdateFields)
  .strict()
  .openapi({ description: 'Champs à modifier ; les champs absents sont inchangés.' });
export type UpdateApprovedShiftInput = z.output<typeof UpdateApprovedShiftBody>;

/** The index of each id met before in `ids` (a row named twice in one day). */
function repeated(ids: number[]): number[] {
  const seen = new Set<number>();
  const again: number[] = [];
  ids.forEach((value, i) => {
    if (seen.has(value)) again.push(i);
    seen.add(value);
  });
  return again;
}

export const ValidateDayBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    approvals: z
      .array(
        z
          .object({
            realizedShiftId: id(M.realizedShiftRequired).openapi({
              description: 'Le shift badgé terminé à valider.',
            }),
            ...approvalFields,
          })
          .strict(),
        { error: M.dayRowsInvalid },
      )
      .max(VALIDATE_DAY_MAX_ROWS, M.dayTooMany)
      .openapi({
        description:
          'Les shifts badgés à valider, comme POST /api/approved-shifts/approve-realized/{id}.',
      }),
    updates: z
      .array(
        z
          .object({
            approvedShiftId: id(M.approvedShiftRequired).openapi({
              description: 'Le shift validé à modifier.',
            }),
            ...approvedUpdateFields,
          })
          .strict(),
        { error: M.dayRowsInvalid },
      )
      .max(VALIDATE_DAY_MAX_ROWS, M.dayTooMany)
      .openapi({
        description: 'Les shifts validés à modifier, comme PUT /api/approved-shifts/{id}.',
      }),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.approvals.length + body.updates.length > VALIDATE_DAY_MAX_ROWS) {
      ctx.addIssue({ code: 'custom', path: ['approvals'], message: M.dayTooMany });
    }
    for (const i of repeated(body.approvals.map((row) => row.realizedShiftId))) {
      ctx.addIssue({
        code: 'custom',
        path: ['approvals', i, 'realizedShiftId'],
        message: M.dayRowTwice,
      });
    }
    for (const i of repeated(body.updates.map((row) => row.approvedShiftId))) {
      ctx.addIssue({
        code: 'custom',
        path: ['updates', i, 'approvedShiftId'],
        message: M.dayRowTwice,
      });
    }
  })
  .openapi({
    description: `Tout ou rien : ${VALIDATE_DAY_MAX_ROWS} lignes au plus en tout ; un shift une fois au plus par liste.`,
  });
export type ValidateDayInput = z.output<typeof ValidateDayBody>;

export const RealizedShiftsResponse = z.object({ realizedShifts: z.array(RealizedShiftSchema) });
export const RealizedShiftResponse = z.object({ realizedShift: RealizedShiftSchema });
export const ApprovedShiftsResponse = z.object({ approvedShifts: z.array(ApprovedShiftSchema) });
export const ApprovedShiftResponse = z.object({ approvedShift: ApprovedShiftSchema });
export const ValidateDayResponse = z.object({
  approved: z
    .array(ApprovedShiftSchema)
    .openapi({ description: 'Les shifts validés, dans l’ordre de approvals.' }),
  updated: z
    .array(ApprovedShiftSchema)
    .openapi({ description: 'Les shifts validés modifiés, dans l’ordre de updates.' }),
});
