// Contract of the jobs routes (zod + OpenAPI registry).
import {
  DEFAULT_JOB_BREAK_MINUTES,
  JOB_DEFAULT_COLOR,
  JOB_TAG_MESSAGES as JT,
  SETUP_LIMITS,
  SETUP_MESSAGES as M,
} from '@bo/domain';
import { id, requiredText, text } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, ok, Timestamp } from './common.ts';
import { RestaurantIdsQuery } from './employees.ts';

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

const color = text(SETUP_LIMITS.colorMaxLength, M.colorInvalid, { trim: true }).min(
  1,
  JT.colorRequired,
);

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

registry.registerPath({
  method: 'get',
  path: '/api/jobs',
  tags: ['jobs'],
  summary:
    "Les postes des restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation), par titre",
  security: bearer,
  request: { query: RestaurantIdsQuery },
  responses: { 200: ok('Postes', JobsResponse), ...errorResponses(400, 401) },
});

registry.registerPath({
  method: 'get',
  path: '/api/jobs/restaurant/{id}',
  tags: ['jobs'],
  summary: "Les postes d'un restaurant, par titre",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Postes', JobsResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'get',
  path: '/api/jobs/{id}',
  tags: ['jobs'],
  summary: 'Un poste',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Poste', JobResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'post',
  path: '/api/jobs',
  tags: ['jobs'],
  summary: `Crée un poste (ADMIN, ou MANAGER de ce restaurant) ; pause ${DEFAULT_JOB_BREAK_MINUTES} min, couleur ${JOB_DEFAULT_COLOR} et actif par défaut`,
  security: bearer,
  request: { body: body(CreateJobBody) },
  responses: { 201: ok('Poste créé', JobResponse), ...errorResponses(400, 401, 403, 404) },
});

registry.registerPath({
  method: 'put',
  path: '/api/jobs/{id}',
  tags: ['jobs'],
  summary: 'Modifie un poste (ADMIN, ou MANAGER de son restaurant)',
  security: bearer,
  request: { params: IdParam, body: body(UpdateJobBody) },
  responses: { 200: ok('Poste modifié', JobResponse), ...errorResponses(400, 401, 403, 404) },
});

registry.registerPath({
  method: 'delete',
  path: '/api/jobs/{id}',
  tags: ['jobs'],
  summary: 'Supprime un poste (ADMIN, ou MANAGER de son restaurant)',
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimé' }, ...errorResponses(401, 403, 404) },
});
