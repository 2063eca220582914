// Contract of the zones and surfaces routes (docs/areas/restaurants.md#zones-and-surfaces).
import { SETUP_LIMITS, SETUP_MESSAGES as M } from '@bo/domain';
import { id, idList, requiredText, text } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { IdsQuery, Timestamp } from '../contract/common.ts';
import { RestaurantIdsQuery } from './employees.contract.ts';

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
  isStorageArea: z
    .enum(['true', 'false'], { error: 'isStorageArea vaut true ou false' })
    .optional()
    .openapi({
      description:
        'true : les espaces de stockage seulement (surfaces marquées zone de stockage) ; false : les autres.',
    }),
});

export const ZonesResponse = z.object({ zones: z.array(ZoneSchema) });
export const ZoneResponse = z.object({ zone: ZoneSchema });
export const SurfacesResponse = z.object({ surfaces: z.array(SurfaceSchema) });
export const SurfaceResponse = z.object({ surface: SurfaceSchema });

export const ZONES_BATCH_FILTERS =
  'Filtres combinables, pour les lectures groupées du graphe ; les identifiants invisibles sont ignorés.';
