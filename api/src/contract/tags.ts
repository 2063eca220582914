// Contract of the tags routes (zod + OpenAPI registry).
import { SETUP_LIMITS, SETUP_MESSAGES as M } from '@bo/domain';
import { requiredText } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, ok, Timestamp } from './common.ts';

export const TagSchema = registry.register(
  'Tag',
  z.object({
    id: z.number().int(),
    name: z.string(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Tag = z.infer<typeof TagSchema>;

export const TagBody = z
  .object({
    name: requiredText(M.tagNameRequired, SETUP_LIMITS.nameMaxLength).openapi({
      description: "Unique dans l'enseigne, sans tenir compte de la casse.",
    }),
  })
  .strict();

/** The list is the response itself, not wrapped under a key (docs/areas/restaurants.md#tags). */
export const TagsResponse = z.array(TagSchema);

registry.registerPath({
  method: 'get',
  path: '/api/tags',
  tags: ['tags'],
  summary: "Les tags de l'enseigne, par nom (la réponse est la liste elle-même)",
  security: bearer,
  responses: { 200: ok('Tags', TagsResponse), ...errorResponses(401) },
});

registry.registerPath({
  method: 'post',
  path: '/api/tags',
  tags: ['tags'],
  summary: "Crée un tag (ADMIN) ; 409 si un tag de l'enseigne porte déjà ce nom (casse ignorée)",
  security: bearer,
  request: { body: body(TagBody) },
  responses: { 201: ok('Tag créé', TagSchema), ...errorResponses(400, 401, 403, 409) },
});

registry.registerPath({
  method: 'put',
  path: '/api/tags/{id}',
  tags: ['tags'],
  summary: 'Renomme un tag (ADMIN) ; 409 si le nom est déjà pris',
  security: bearer,
  request: { params: IdParam, body: body(TagBody) },
  responses: { 200: ok('Tag modifié', TagSchema), ...errorResponses(400, 401, 403, 404, 409) },
});

registry.registerPath({
  method: 'delete',
  path: '/api/tags/{id}',
  tags: ['tags'],
  summary: 'Supprime un tag (ADMIN)',
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimé' }, ...errorResponses(401, 403, 404) },
});
