// Contract of the equipment and equipment-type routes (zod + OpenAPI registry).
import {
  EQUIPMENT_FAMILIES,
  EQUIPMENT_MESSAGES as E,
  SETUP_LIMITS,
  SETUP_MESSAGES as M,
  TEMPERATURE_UNITS,
  temperatureRangeErrors,
} from '@bo/domain';
import { id, idList, number, optionalText, requiredText } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, IdsQuery, ok, Timestamp } from './common.ts';

const EquipmentFamilySchema = z.enum(EQUIPMENT_FAMILIES);
const TemperatureUnitSchema = z.enum(TEMPERATURE_UNITS);

export const EquipmentTypeSchema = registry.register(
  'EquipmentType',
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    equipmentFamily: EquipmentFamilySchema,
    temperatureMin: z.number().nullable().openapi({
      description: 'TEMPERATURE : minimum autorisé, dans temperatureUnit ; sinon null.',
    }),
    temperatureMax: z.number().nullable().openapi({
      description: 'TEMPERATURE : maximum autorisé, dans temperatureUnit ; sinon null.',
    }),
    temperatureUnit: TemperatureUnitSchema.nullable(),
    equipmentCount: z.number().int().openapi({
      description:
        "Équipements de ce type dans les restaurants que voit l'utilisateur (un MANAGER : les siens).",
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type EquipmentType = z.infer<typeof EquipmentTypeSchema>;

export const EquipmentSchema = registry.register(
  'Equipment',
  z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    serialNumber: z.string().nullable(),
    restaurantId: z.number().int(),
    zoneId: z.number().int().nullable().openapi({ description: 'null : non assigné.' }),
    zone: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    equipmentTypeId: z.number().int(),
    equipmentType: z
      .object({
        id: z.number().int(),
        name: z.string(),
        equipmentFamily: EquipmentFamilySchema,
        temperatureMin: z.number().nullable(),
        temperatureMax: z.number().nullable(),
        temperatureUnit: TemperatureUnitSchema.nullable(),
      })
      .openapi({ description: 'Son type, avec sa plage de températures.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Equipment = z.infer<typeof EquipmentSchema>;

const name = (message: string) => requiredText(message, SETUP_LIMITS.nameMaxLength);

// A generous bound (°C or °F) for the type; @bo/domain's range rule then applies its limits.
const temperature = number(-1000, 1000, M.temperatureInvalid, M.temperatureOutOfLimits)
  .nullable()
  .optional();

export const EquipmentTypeBody = z
  .object({
    name: name(M.equipmentTypeNameRequired),
    description: optionalText(SETUP_LIMITS.descriptionMaxLength),
    equipmentFamily: z.enum(EQUIPMENT_FAMILIES, {
      error: (issue) => (issue.input === undefined ? M.familyRequired : M.familyInvalid),
    }),
    temperatureMin: temperature,
    temperatureMax: temperature,
    temperatureUnit: z
      .enum(TEMPERATURE_UNITS, { error: M.temperatureUnitInvalid })
      .nullable()
      .optional(),
  })
  .strict()
  // The range rule lives in @bo/domain, shared with the web's dialog.
  .superRefine((input, ctx) => {
    for (const [field, message] of Object.entries(temperatureRangeErrors(input))) {
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
  })
  .openapi({
    description:
      'Un type complet (création ou remplacement). Min, max et unité : requis pour TEMPERATURE (min ≤ max, une décimale), refusés pour les autres familles.',
  });

export const EquipmentBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    equipmentTypeId: id(M.equipmentTypeRequired),
    name: name(M.equipmentNameRequired),
    description: optionalText(SETUP_LIMITS.descriptionMaxLength),
    serialNumber: optionalText(SETUP_LIMITS.serialNumberMaxLength),
    zoneId: id(E.zoneInvalid)
      .nullable()
      .optional()
      .openapi({ description: 'Une zone du même restaurant ; absente ou null : non assigné.' }),
  })
  .strict()
  .openapi({
    description:
      'Un équipement complet (création ou remplacement) ; en modification, le restaurant peut changer parmi ceux de l’utilisateur.',
  });

const batchIds = (description: string) =>
  idList().optional().openapi({ description, example: '1,2,3' });

export const EquipmentsQuery = z.object({
  restaurantIds: batchIds(
    'Équipements de ces restaurants (lecture groupée) ; ceux que l’utilisateur ne voit pas sont ignorés.',
  ),
  zoneIds: batchIds('Équipements de ces zones (lecture groupée).'),
  equipmentTypeIds: batchIds('Équipements de ces types (lecture groupée).'),
  ids: batchIds('Ces équipements (lecture groupée).'),
});

export const EquipmentTypesResponse = z.object({ equipmentTypes: z.array(EquipmentTypeSchema) });
export const EquipmentTypeResponse = z.object({ equipmentType: EquipmentTypeSchema });
export const EquipmentsResponse = z.object({ equipments: z.array(EquipmentSchema) });
export const EquipmentResponse = z.object({ equipment: EquipmentSchema });

const tags = ['equipment-types'];
registry.registerPath({
  method: 'get',
  path: '/api/equipment-types',
  tags,
  summary: "Les types d'équipement de l'enseigne, par nom",
  security: bearer,
  request: { query: IdsQuery },
  responses: { 200: ok("Types d'équipement", EquipmentTypesResponse), ...errorResponses(400, 401) },
});

registry.registerPath({
  method: 'get',
  path: '/api/equipment-types/{id}',
  tags,
  summary: "Un type d'équipement",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok("Type d'équipement", EquipmentTypeResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'post',
  path: '/api/equipment-types',
  tags,
  summary: "Crée un type d'équipement pour l'enseigne (ADMIN ou MANAGER)",
  security: bearer,
  request: { body: body(EquipmentTypeBody) },
  responses: {
    201: ok('Type créé', EquipmentTypeResponse),
    ...errorResponses(400, 401, 403),
  },
});

registry.registerPath({
  method: 'put',
  path: '/api/equipment-types/{id}',
  tags,
  summary:
    'Modifie un type (ADMIN ; un MANAGER seulement si tous les équipements de ce type sont dans ses restaurants, sinon 403)',
  security: bearer,
  request: { params: IdParam, body: body(EquipmentTypeBody) },
  responses: {
    200: ok('Type modifié', EquipmentTypeResponse),
    ...errorResponses(400, 401, 403, 404),
  },
});

registry.registerPath({
  method: 'delete',
  path: '/api/equipment-types/{id}',
  tags,
  summary:
    'Supprime un type inutilisé (mêmes rôles que la modification) ; 409 tant que des équipements en sont',
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimé' }, ...errorResponses(401, 403, 404, 409) },
});

registry.registerPath({
  method: 'get',
  path: '/api/equipments',
  tags: ['equipments'],
  summary:
    "Les équipements des restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation), par nom",
  security: bearer,
  request: { query: EquipmentsQuery },
  responses: { 200: ok('Équipements', EquipmentsResponse), ...errorResponses(400, 401) },
});

registry.registerPath({
  method: 'get',
  path: '/api/equipments/restaurant/{id}',
  tags: ['equipments'],
  summary: "Les équipements d'un restaurant, par nom",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Équipements', EquipmentsResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'get',
  path: '/api/equipments/{id}',
  tags: ['equipments'],
  summary: 'Un équipement',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Équipement', EquipmentResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'post',
  path: '/api/equipments',
  tags: ['equipments'],
  summary: 'Crée un équipement (ADMIN, ou MANAGER de ce restaurant)',
  security: bearer,
  request: { body: body(EquipmentBody) },
  responses: {
    201: ok('Équipement créé', EquipmentResponse),
    ...errorResponses(400, 401, 403, 404),
  },
});

registry.registerPath({
  method: 'put',
  path: '/api/equipments/{id}',
  tags: ['equipments'],
  summary: 'Modifie un équipement (ADMIN, ou MANAGER de son restaurant et du nouveau)',
  security: bearer,
  request: { params: IdParam, body: body(EquipmentBody) },
  responses: {
    200: ok('Équipement modifié', EquipmentResponse),
    ...errorResponses(400, 401, 403, 404),
  },
});

registry.registerPath({
  method: 'delete',
  path: '/api/equipments/{id}',
  tags: ['equipments'],
  summary:
    "Supprime un équipement (ADMIN, ou MANAGER de son restaurant) ; 409 s'il a des relevés d'hygiène",
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimé' }, ...errorResponses(401, 403, 404, 409) },
});
