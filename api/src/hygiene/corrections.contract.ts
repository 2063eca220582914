// Contract of a hygiene record's corrections (issue 9 item 14): the history every record carries
// and the reason every correction or void must give. The six logs' schemas spread
// `correctionFields`; their routes are registered by correction-bodies.ts.
import { CORRECTION_KINDS, CORRECTION_MESSAGES as C, CORRECTION_REASON_MAX } from '@bo/domain';
import { hasNoNul, INPUT_MESSAGES, requiredOr } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { PersonRef, Timestamp } from '../contract/common.ts';

export const CorrectionChangeSchema = z.object({
  field: z.string().openapi({ description: 'Le champ du relevé (temperature, recordedAt, …).' }),
  from: z
    .string()
    .nullable()
    .openapi({ description: 'Valeur avant, en texte (nombre, instant ISO, nom) ; null : vide.' }),
  to: z.string().nullable().openapi({ description: 'Valeur après.' }),
});

export const HygieneCorrectionSchema = registry.register(
  'HygieneCorrection',
  z.object({
    id: z.number().int(),
    kind: z.enum(CORRECTION_KINDS).openapi({
      description: 'CORRECTION : des valeurs changées ; VOID : annulé (ne compte plus).',
    }),
    changes: z.array(CorrectionChangeSchema).openapi({
      description: 'Les champs changés, valeur d’origine comprise ; vide pour une annulation.',
    }),
    reason: z.string(),
    correctedBy: PersonRef.nullable().openapi({ description: 'Qui a corrigé ou annulé.' }),
    correctedAt: Timestamp,
  }),
);
export type HygieneCorrectionDto = z.infer<typeof HygieneCorrectionSchema>;

/** What every hygiene record's DTO carries about its corrections. */
export const correctionFields = {
  history: z.array(HygieneCorrectionSchema).openapi({
    description: 'Corrections et annulation, les plus anciennes d’abord.',
  }),
  voided: z.union([HygieneCorrectionSchema, z.null()]).openapi({
    description:
      'L’annulation (son motif, qui, quand) ; un relevé annulé reste visible mais ne compte plus.',
  }),
};

/** The mandatory reason of a correction or a void: trimmed, at least one character. */
export const Reason = z
  .string({ error: requiredOr(C.reasonRequired) })
  .trim()
  .min(1, C.reasonRequired)
  .max(CORRECTION_REASON_MAX, C.reasonTooLong)
  .refine(hasNoNul, INPUT_MESSAGES.nul)
  .openapi({ description: `Pourquoi (obligatoire, ${CORRECTION_REASON_MAX} caractères au plus).` });

export const VoidBody = z.object({ reason: Reason }).strict();

export const CorrectionHistoryResponse = z.object({
  history: z.array(HygieneCorrectionSchema),
});
