import {
  CONTRACT_HOURS_MAX,
  CONTRACT_HOURS_MIN,
  CONTRACT_TYPES,
  EMPLOYEE_MESSAGES as M,
  EMPLOYEE_PAGE_SIZE,
  PIN_PATTERN,
} from '@bo/domain';
import { id, idList, INPUT_LIMITS, requiredText, text } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';
import {
  limitParam,
  offsetParam,
  PAGE_MAX_LIMIT,
  pageFields,
  sortParams,
} from '../contract/paging.ts';

export const ContractTypeSchema = z.enum(CONTRACT_TYPES);

export const EmployeeSchema = registry.register(
  'Employee',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    pin: z.string().nullable().openapi({
      description:
        'Code de badgeuse : 4 à 6 chiffres. Un secret : null pour qui ne peut pas le lire (un EMPLOYEE).',
      example: '1234',
    }),
    contractType: ContractTypeSchema.nullable(),
    contractNbHours: z
      .number()
      .int()
      .nullable()
      .openapi({ description: 'Heures hebdomadaires du contrat (0 à 80).' }),
    restaurants: z
      .array(z.object({ id: z.number().int(), restaurantId: z.number().int(), name: z.string() }))
      .openapi({
        description:
          "Les restaurants de l'employé (voir docs/areas/people.md#employees), un seul aujourd'hui : le sien (id = restaurantId).",
      }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Employee = z.infer<typeof EmployeeSchema>;

const name = (message: string) => requiredText(message);

const pin = text(INPUT_LIMITS.shortText, M.pinInvalid, { trim: true, invalid: M.pinInvalid })
  .regex(PIN_PATTERN, M.pinInvalid)
  .openapi({ example: '1234' });

const contractType = z
  .enum(CONTRACT_TYPES, { error: M.contractTypeInvalid })
  .nullable()
  .optional()
  .openapi({ description: 'Aucun type de contrat : null ou absent.' });

const contractNbHours = z
  .number({ error: M.hoursInvalid })
  .int(M.hoursInvalid)
  .min(CONTRACT_HOURS_MIN, M.hoursInvalid)
  .max(CONTRACT_HOURS_MAX, M.hoursInvalid)
  .nullable()
  .optional();

const restaurantId = id(M.restaurantRequired);

export const CreateEmployeeBody = z
  .object({
    firstName: name(M.firstNameRequired),
    lastName: name(M.lastNameRequired),
    // Missing or empty: "required"; anything else must be 4 to 6 digits.
    pin: z
      .string({ error: (issue) => (issue.input === undefined ? M.pinRequired : M.pinInvalid) })
      .trim()
      .max(INPUT_LIMITS.shortText, M.pinInvalid)
      .min(1, M.pinRequired)
      .regex(PIN_PATTERN, M.pinInvalid)
      .openapi({ example: '1234' }),
    restaurantId,
    contractType,
    contractNbHours,
  })
  .strict();

export const UpdateEmployeeBody = z
  .object({
    firstName: name(M.firstNameRequired).optional(),
    lastName: name(M.lastNameRequired).optional(),
    pin: z
      .union([z.literal(''), z.null(), pin])
      .optional()
      .transform((v) => (v === '' || v === null ? undefined : v))
      .openapi({ description: 'Absent, vide ou null : le PIN actuel est conservé.' }),
    restaurantId: restaurantId.optional(),
    contractType,
    contractNbHours,
  })
  .strict()
  .openapi({ description: 'Champs à modifier ; les champs absents sont inchangés.' });

export const RestaurantIdsQuery = z.object({
  restaurantIds: idList().optional().openapi({
    description:
      'Restaurants séparés par des virgules (lecture groupée) ; ceux que l’utilisateur ne voit pas sont ignorés.',
    example: '1,2,3',
  }),
});

/** The employees list's columns the api sorts by (`sort`), `name` (last, first) by default. */
export const EMPLOYEE_SORT_FIELDS = ['name', 'createdAt'] as const;

export const EmployeesQuery = RestaurantIdsQuery.extend({
  ids: idList().optional().openapi({
    description:
      'Ces employés (lecture groupée du graphe) ; ceux que l’utilisateur ne voit pas sont ignorés.',
    example: '1,2,3',
  }),
  search: text(INPUT_LIMITS.shortText, undefined, { trim: true }).optional().openapi({
    description: 'Prénom ou nom contenant ce texte (sans tenir compte de la casse ni des accents).',
  }),
  ...sortParams(EMPLOYEE_SORT_FIELDS, 'name'),
  limit: limitParam(EMPLOYEE_PAGE_SIZE).openapi({
    description: `Taille de page (${PAGE_MAX_LIMIT} au plus) ; absent : tout le personnel (lecture groupée).`,
  }),
  offset: offsetParam(),
});

export const EmployeesResponse = z.object({ employees: z.array(EmployeeSchema) });
export const EmployeesPageResponse = z.object({
  employees: z.array(EmployeeSchema),
  ...pageFields('Employés'),
  limit: z.number().int().nullable().openapi({
    description: 'La taille de page demandée ; null sans `limit` (tout le personnel).',
  }),
});
export const EmployeeResponse = z.object({ employee: EmployeeSchema });
