// Contract of the jobs routes (zod + OpenAPI registry).
import {
  DEFAULT_JOB_BREAK_MINUTES,
  JOB_DEFAULT_COLOR,
  JOB_TAG_MESSAGES as JT,
  SETUP_LIMITS,
  SETUP_MESSAGES as M,
} from '@bo/domain';
import { id, requiredText, text } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

export const JobSchema = registry.register(
  'Job',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    title: z.string(),
    breakDuration: z
      .number()
      .int()
      .openapi({ description: 'Pause non travaillée, en minutes (entier positif ou nul).' }),
    color: z.string().openapi({
      description:
        "Couleur telle que saisie : texte libre, en principe hexadécimal (#2196F3) ; l'interface peint en gris une couleur qu'elle ne reconnaît pas.",
      example: JOB_DEFAULT_COLOR,
    }),
    isActive: z.boolean(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Job = z.infer<typeof JobSchema>;

const title = requiredText(M.jobTitleRequired, SETUP_LIMITS.nameMaxLength);

const breakDuration = z
  .number({ error: M.breakInvalid })
  .int(M.breakInvalid)
  .min(0, M.breakInvalid)
  .max(SETUP_LIMITS.breakMinutesMax, JT.breakTooLong);

const color = text(SETUP_LIMITS.colorMaxLength, M.colorInvalid, {
  trim: true,
  invalid: M.colorInvalid,
}).min(1, JT.colorRequired);

const isActive = z.boolean();

export const CreateJobBody = z
  .object({
    title,
    breakDuration: breakDuration
      .optional()
      .openapi({ description: `Minutes ; ${DEFAULT_JOB_BREAK_MINUTES} si absente.` }),
    color: color
      .optional()
      .openapi({ description: `Texte libre ; ${JOB_DEFAULT_COLOR} si absente.` }),
    isActive: isActive.optional().openapi({ description: 'Vrai si absent.' }),
    restaurantId: id(M.restaurantRequired),
  })
  .strict();

export const UpdateJobBody = z
  .object({
    title: title.optional(),
    breakDuration: breakDuration.optional(),
    color: color.optional(),
    isActive: isActive.optional(),
    restaurantId: id().optional().openapi({
      description:
        "Accepté s'il est celui du poste (un client qui renvoie tout le poste) ; un poste ne change pas de restaurant.",
    }),
  })
  .strict()
  .openapi({ description: 'Champs à modifier ; les champs absents sont inchangés.' });

export const JobsResponse = z.object({ jobs: z.array(JobSchema) });
export const JobResponse = z.object({ job: JobSchema });
