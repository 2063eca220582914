// Contract of the zones and surfaces routes (spec 001 §3, §5, §7).
import { SETUP_LIMITS, SETUP_MESSAGES as M } from '@bo/domain';
import { id, idList, requiredText, text } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, IdsQuery, ok, Timestamp } from './common.ts';
import { RestaurantIdsQuery } from './employees.ts';

const ZoneSurfaceSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  isStorageArea: z.boolean(),
});

export const ZoneSchema = registry.register(
  'Zone',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    surfaceCount: z.number().int(),
    equipmentCount: z.number().int(),
    surfaces: z
      .array(ZoneSurfaceSummary)
      .openapi({ description: 'Ses surfaces, par nom (résumé).' }),
    equipments: z
      .array(z.object({ id: z.number().int(), name: z.string() }))
      .openapi({ description: 'Les équipements placés dans la zone, par nom (résumé).' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Zone = z.infer<typeof ZoneSchema>;

export const SurfaceSchema = registry.register(
  'Surface',
  z.object({
    id: z.number().int(),
    zoneId: z.number().int(),
    zone: z.object({ id: z.number().int(), name: z.string() }),
    restaurantId: z.number().int().openapi({ description: 'Le restaurant de sa zone.' }),
    name: z.string(),
    description: z.string().nullable(),
    isStorageArea: z
      .boolean()
      .openapi({ description: 'Zone de stockage : les inventaires sont organisés par elles.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Surface = z.infer<typeof SurfaceSchema>;

const name = (message: string) => requiredText(message, SETUP_LIMITS.nameMaxLength);

const description = text(SETUP_LIMITS.descriptionMaxLength, undefined, { trim: true })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional()
  .openapi({
    description: 'Vide ou null : aucune description ; absente sur une modification : inchangée.',
  });

const reference = (message: string) => id(message);

export const CreateZoneBody = z
  .object({
    restaurantId: reference(M.restaurantRequired).openapi({
      description: "Un restaurant que l'utilisateur voit ; ne change plus ensuite.",
    }),
    name: name(M.zoneNameRequired),
    description,
  })
  .strict();

export const UpdateZoneBody = z
  .object({
    name: name(M.zoneNameRequired),
    description,
    restaurantId: reference(M.restaurantRequired).optional().openapi({
      description: 'Facultatif ; le restaurant actuel seulement (il ne peut pas changer).',
    }),
  })
  .strict();

export const CreateSurfaceBody = z
  .object({
    zoneId: reference(M.zoneRequired).openapi({
      description: "Une zone d'un restaurant que l'utilisateur voit.",
    }),
    name: name(M.surfaceNameRequired),
    description,
    isStorageArea: z.boolean().optional().openapi({ description: 'Absent : non.' }),
  })
  .strict();

export const UpdateSurfaceBody = z
  .object({
    zoneId: reference(M.zoneRequired)
      .optional()
      .openapi({ description: 'Une zone du même restaurant ; absente : inchangée.' }),
    name: name(M.surfaceNameRequired),
    description,
    isStorageArea: z.boolean().optional().openapi({ description: 'Absent : inchangé.' }),
  })
  .strict();

const batchIds = (description: string) =>
  idList().optional().openapi({ description, example: '1,2,3' });

export const ZonesQuery = IdsQuery.extend(RestaurantIdsQuery.shape);
export const SurfacesQuery = ZonesQuery.extend({
  zoneIds: batchIds(
    'Zones séparées par des virgules (lecture groupée) ; celles que l’utilisateur ne voit pas sont ignorées.',
  ),
});

export const ZonesResponse = z.object({ zones: z.array(ZoneSchema) });
export const ZoneResponse = z.object({ zone: ZoneSchema });
export const SurfacesResponse = z.object({ surfaces: z.array(SurfaceSchema) });
export const SurfaceResponse = z.object({ surface: SurfaceSchema });

const BATCH =
  'Filtres combinables, pour les lectures groupées du graphe ; les identifiants invisibles sont ignorés.';

registry.registerPath({
  method: 'get',
  path: '/api/zones',
  tags: ['zones'],
  summary: "Les zones des restaurants visibles par l'utilisateur, par nom",
  description: BATCH,
  security: bearer,
  request: { query: ZonesQuery },
  responses: { 200: ok('Zones', ZonesResponse), ...errorResponses(400, 401) },
});

registry.registerPath({
  method: 'get',
  path: '/api/zones/restaurant/{id}',
  tags: ['zones'],
  summary: "Les zones d'un restaurant, par nom",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Zones', ZonesResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'get',
  path: '/api/zones/{id}',
  tags: ['zones'],
  summary: 'Une zone',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Zone', ZoneResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'post',
  path: '/api/zones',
  tags: ['zones'],
  summary: 'Crée une zone (ADMIN, ou MANAGER de ce restaurant)',
  description: 'Un restaurant invisible est refusé (400 sous `restaurantId`).',
  security: bearer,
  request: { body: body(CreateZoneBody) },
  responses: { 201: ok('Zone créée', ZoneResponse), ...errorResponses(400, 401, 403) },
});

registry.registerPath({
  method: 'put',
  path: '/api/zones/{id}',
  tags: ['zones'],
  summary: 'Modifie une zone (ADMIN, ou MANAGER de son restaurant) ; son restaurant ne change pas',
  security: bearer,
  request: { params: IdParam, body: body(UpdateZoneBody) },
  responses: { 200: ok('Zone modifiée', ZoneResponse), ...errorResponses(400, 401, 403, 404) },
});

registry.registerPath({
  method: 'delete',
  path: '/api/zones/{id}',
  tags: ['zones'],
  summary:
    'Supprime une zone vide (ADMIN, ou MANAGER de son restaurant) ; 409 tant qu’elle a des surfaces ou des équipements',
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimée' }, ...errorResponses(401, 403, 404, 409) },
});

registry.registerPath({
  method: 'get',
  path: '/api/surfaces',
  tags: ['surfaces'],
  summary: "Les surfaces des restaurants visibles par l'utilisateur, par nom",
  description: BATCH,
  security: bearer,
  request: { query: SurfacesQuery },
  responses: { 200: ok('Surfaces', SurfacesResponse), ...errorResponses(400, 401) },
});

registry.registerPath({
  method: 'get',
  path: '/api/surfaces/restaurant/{id}',
  tags: ['surfaces'],
  summary: "Les surfaces de toutes les zones d'un restaurant, par nom",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Surfaces', SurfacesResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'get',
  path: '/api/surfaces/{id}',
  tags: ['surfaces'],
  summary: 'Une surface',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Surface', SurfaceResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'post',
  path: '/api/surfaces',
  tags: ['surfaces'],
  summary: 'Crée une surface (ADMIN, ou MANAGER du restaurant de la zone)',
  description: 'Une zone invisible est refusée (400 sous `zoneId`).',
  security: bearer,
  request: { body: body(CreateSurfaceBody) },
  responses: { 201: ok('Surface créée', SurfaceResponse), ...errorResponses(400, 401, 403) },
});

registry.registerPath({
  method: 'put',
  path: '/api/surfaces/{id}',
  tags: ['surfaces'],
  summary:
    'Modifie une surface (ADMIN, ou MANAGER de son restaurant) ; elle peut changer de zone dans le même restaurant',
  security: bearer,
  request: { params: IdParam, body: body(UpdateSurfaceBody) },
  responses: {
    200: ok('Surface modifiée', SurfaceResponse),
    ...errorResponses(400, 401, 403, 404),
  },
});

registry.registerPath({
  method: 'delete',
  path: '/api/surfaces/{id}',
  tags: ['surfaces'],
  summary:
    "Supprime une surface (ADMIN, ou MANAGER de son restaurant) ; 409 si elle a des relevés d'hygiène",
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimée' }, ...errorResponses(401, 403, 404, 409) },
});
