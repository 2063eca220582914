// Contract of the equipment and equipment-type routes (zod + OpenAPI registry).
import {
  EQUIPMENT_FAMILIES,
  EQUIPMENT_MESSAGES as E,
  SETUP_LIMITS,
  SETUP_MESSAGES as M,
  TEMPERATURE_UNITS,
  temperatureLimitsIn,
  temperatureRangeErrors,
} from '@bo/domain';
import { id, idList, optionalText, requiredText } from '../contract/primitives.ts';
import { registry, schemaRules, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

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
// Beyond it on either side the message is the limits', as the dialog says (not 'invalide').
const TEMPERATURE_BOUND = 1000;
const temperature = z
  .number({ error: M.temperatureInvalid })
  .min(-TEMPERATURE_BOUND, M.temperatureOutOfLimits)
  .max(TEMPERATURE_BOUND, M.temperatureOutOfLimits)
  .nullable()
  .optional();

const rangeOf = ({ min, max }: { min: number; max: number }) => ({ minimum: min, maximum: max });

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
    // temperatureRangeErrors as JSON Schema, but for min ≤ max and the one decimal (said above).
    ...schemaRules({
      if: {
        required: ['equipmentFamily'],
        properties: { equipmentFamily: { const: 'TEMPERATURE' } },
      },
      then: {
        required: ['temperatureMin', 'temperatureMax', 'temperatureUnit'],
        oneOf: TEMPERATURE_UNITS.map((unit) => {
          const limits = { type: 'number' as const, ...rangeOf(temperatureLimitsIn(unit)) };
          return {
            properties: {
              temperatureUnit: { const: unit },
              temperatureMin: limits,
              temperatureMax: limits,
            },
          };
        }),
      },
      else: {
        properties: {
          temperatureMin: { type: 'null' },
          temperatureMax: { type: 'null' },
          temperatureUnit: { type: 'null' },
        },
      },
    }),
  });

export const EquipmentBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    equipmentTypeId: id(M.equipmentTypeRequired),
    name: name(M.equipmentNameRequired),
    description: optionalText(SETUP_LIMITS.descriptionMaxLength),
    serialNumber: optionalText(SETUP_LIMITS.serialNumberMaxLength),
    zoneId: id(E.zoneInvalid, E.zoneInvalid)
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
