// Contract of the inventories and their lines (docs/areas/stock.md#counting): a count of a
// restaurant's stock by packaging; the server computes each line's quantity in the base unit.
import { INVENTORY_STATUSES, STOCK_MESSAGES, UNITS } from '@bo/domain';
import { Timestamp } from '../contract/common.ts';
import { limitParam, offsetParam, pageFields } from '../contract/paging.ts';
import {
  id,
  idList,
  INPUT_LIMITS,
  instant,
  optionalText,
  requiredOr,
  text,
} from '../contract/primitives.ts';
import { registry, schemaRules, z } from '../contract/registry.ts';
import {
  queryId,
  STOCK_API_MESSAGES,
  STOCK_QUANTITY_MAX,
  StockProductSchema,
} from './stock.contract.ts';

/** A count holds at most this many lines (a restaurant's products times their packagings). */
export const INVENTORY_MAX_LINES = 2000;

export const INVENTORY_API_MESSAGES = {
  inventoryNotFound: 'Inventaire non trouvé',
  lineNotFound: "Ligne d'inventaire non trouvée",
  inventoryRequired: "L'inventaire est requis",
  employeeUnknown: "Employé inconnu : un employé du restaurant de l'inventaire",
  productUnknown: 'Produit inconnu',
  packagingUnknown: 'Conditionnement inconnu : un conditionnement de ce produit',
  packagingIncomplete: 'Quantité et unité du conditionnement vont ensemble',
  inputQuantityRequired: 'La quantité comptée est requise',
  inputQuantityInvalid: STOCK_MESSAGES.countInvalid,
  inputQuantityNotNegative: STOCK_MESSAGES.countNotNegative,
  inputQuantityPositive: 'La quantité comptée doit être supérieure à 0',
  packagingQuantityPositive: 'La quantité du conditionnement doit être supérieure à 0',
  statusInvalid: 'État invalide : DRAFT, FINALIZED ou CANCELLED',
  statusTarget: 'État invalide : FINALIZED ou CANCELLED',
  includeInvalid: (allowed: readonly string[]) =>
    `include invalide : ${allowed.join(', ')} séparés par des virgules`,
  tooManyLines: `${INVENTORY_MAX_LINES} lignes au plus`,
  nothingToChange: 'Rien à modifier',
} as const;
const M = INVENTORY_API_MESSAGES;

// ---- Responses ------------------------------------------------------------------------------

export const InventoryLineSchema = registry.register(
  'InventoryLine',
  z.object({
    id: z.number().int(),
    inventoryId: z.number().int(),
    productId: z.number().int(),
    packagingId: z.number().int().nullable(),
    inputQuantity: z.number(),
    packagingQuantity: z.number().nullable(),
    packagingUnit: z.enum(UNITS).nullable(),
    packagingName: z.string().nullable(),
    quantityInBaseUnit: z.number(),
    product: StockProductSchema.optional().openapi({ description: 'Avec include=products.' }),
  }),
);
export type InventoryLine = z.infer<typeof InventoryLineSchema>;

export const InventorySchema = registry.register(
  'Inventory',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    status: z.enum(INVENTORY_STATUSES),
    startedAt: Timestamp,
    finalizedAt: Timestamp.nullable(),
    cancelledAt: Timestamp.nullable(),
    countedById: z.number().int().nullable(),
    note: z.string().nullable(),
    lineCount: z.number().int(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
    restaurant: z
      .object({ id: z.number().int(), name: z.string() })
      .optional()
      .openapi({ description: 'Avec include=restaurant.' }),
    countedBy: z
      .object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })
      .nullable()
      .optional()
      .openapi({ description: 'Avec include=countedBy ; null : « Non spécifié ».' }),
    lines: z
      .array(InventoryLineSchema)
      .optional()
      .openapi({ description: 'Avec include=lines (ou products).' }),
  }),
);
export type Inventory = z.infer<typeof InventorySchema>;

export const InventoriesResponse = z.object({
  inventories: z.array(InventorySchema),
  ...pageFields("Nombre d'inventaires"),
});
export const InventoryResponse = z.object({ inventory: InventorySchema });
export const InventoryLinesResponse = z.object({ lines: z.array(InventoryLineSchema) });
export const InventoryLineResponse = z.object({ line: InventoryLineSchema });

// ---- Requests -------------------------------------------------------------------------------

const includeParam = <const T extends readonly [string, ...string[]]>(allowed: T) =>
  z
    .string()
    .max(100, M.includeInvalid(allowed))
    .transform((raw) => raw.split(',').filter(Boolean))
    .refine(
      (parts) => parts.every((part) => (allowed as readonly string[]).includes(part)),
      M.includeInvalid(allowed),
    )
    .transform((parts) => new Set(parts as T[number][]))
    .optional()
    .openapi({
      type: 'string',
      description: `Parmi ${allowed.join(', ')}, séparés par des virgules.`,
    });

export const InventoriesQuery = z.object({
  restaurantId: queryId(),
  ids: idList().optional().openapi({
    description:
      'Ces inventaires (lecture groupée du graphe) ; ceux que l’utilisateur ne voit pas sont ignorés ; tous sans `limit` (500 au plus).',
    example: '1,2,3',
  }),
  status: z.enum(INVENTORY_STATUSES, { error: M.statusInvalid }).optional(),
  include: includeParam(['restaurant', 'countedBy', 'lines'] as const),
  limit: limitParam(25),
  offset: offsetParam(),
});
export const InventoryQuery = z.object({
  include: includeParam(['restaurant', 'countedBy', 'lines', 'products'] as const),
});

/**
 * A counted line: `inputQuantity` packagings `packagingId` (its name, quantity and unit copied),
 * or of `packagingQuantity` `packagingUnit`, or base units without either. A client's
 * `quantityInBaseUnit` is accepted and ignored: the server converts.
 */
const lineFields = {
  productId: id(M.productUnknown, M.productUnknown),
  packagingId: id(M.packagingUnknown, M.packagingUnknown).nullable().optional(),
  packagingQuantity: z
    .number({ error: M.packagingQuantityPositive })
    .positive(M.packagingQuantityPositive)
    .max(STOCK_QUANTITY_MAX, STOCK_API_MESSAGES.quantityTooLarge)
    .nullable()
    .optional(),
  packagingUnit: z.enum(UNITS, { error: STOCK_API_MESSAGES.unitInvalid }).nullable().optional(),
  packagingName: optionalText(),
  inputQuantity: z
    .number({ error: requiredOr(M.inputQuantityRequired, M.inputQuantityInvalid) })
    .min(0, M.inputQuantityNotNegative)
    .max(STOCK_QUANTITY_MAX, STOCK_API_MESSAGES.quantityTooLarge),
  quantityInBaseUnit: z
    .number()
    .min(0, M.inputQuantityNotNegative)
    .max(STOCK_QUANTITY_MAX, STOCK_API_MESSAGES.quantityTooLarge)
    .optional()
    .openapi({ description: 'Ignoré : le serveur le calcule.' }),
};
/** The refinement on a line's packaging, in the contract: a quantity with its unit, or neither. */
const packagingPair = schemaRules({
  if: { required: ['packagingQuantity'], properties: { packagingQuantity: { type: 'number' } } },
  then: { required: ['packagingUnit'], properties: { packagingUnit: { type: 'string' } } },
  else: { properties: { packagingUnit: { type: 'null' } } },
});

export const InventoryLineInput = z
  .object(lineFields)
  .refine((line) => (line.packagingQuantity == null) === (line.packagingUnit == null), {
    message: M.packagingIncomplete,
    path: ['packagingUnit'],
  })
  .openapi(packagingPair);
export type InventoryLineInputValue = z.output<typeof InventoryLineInput>;

const lines = z.array(InventoryLineInput).max(INVENTORY_MAX_LINES, M.tooManyLines).openapi({
  description:
    'Une ligne à 0 est gardée : le produit a été compté vide, la finalisation met son stock à 0.',
});

export const CreateInventoryBody = z.object({
  restaurantId: id(STOCK_API_MESSAGES.restaurantRequired),
  countedById: id(M.employeeUnknown, M.employeeUnknown).nullable().optional(),
  note: optionalText(INPUT_LIMITS.longText),
  lines: lines.optional(),
});

/** A note to change: absent unchanged, empty or null cleared. */
const changedNote = () =>
  text(INPUT_LIMITS.longText, undefined, { trim: true })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null));

export const UpdateInventoryBody = z.object({
  status: z
    .enum(['FINALIZED', 'CANCELLED'], { error: M.statusTarget })
    .optional()
    .openapi({ description: 'FINALIZED fixe le stock ; CANCELLED, sans effet sur le stock.' }),
  finalizedAt: instant()
    .optional()
    .openapi({ description: "Ignoré : l'heure de la finalisation est celle du serveur." }),
  countedById: id(M.employeeUnknown, M.employeeUnknown).nullable().optional(),
  note: changedNote(),
});

/** The graph's saveInventory of a draft: its lines replaced, its note and employee too if sent. */
export const ReplaceInventoryLinesBody = z.object({
  lines,
  countedById: id(M.employeeUnknown, M.employeeUnknown).nullable().optional(),
  note: changedNote(),
});

export const CreateInventoryLineBody = z
  .object({
    inventoryId: id(M.inventoryRequired),
    ...lineFields,
    // The refinement below: a line created counts something.
    inputQuantity: lineFields.inputQuantity.openapi({ exclusiveMinimum: 0 }),
  })
  .refine((line) => line.inputQuantity > 0, {
    message: M.inputQuantityPositive,
    path: ['inputQuantity'],
  })
  .refine((line) => (line.packagingQuantity == null) === (line.packagingUnit == null), {
    message: M.packagingIncomplete,
    path: ['packagingUnit'],
  })
  .openapi(packagingPair);

export const UpdateInventoryLineBody = z
  .object({
    packagingId: lineFields.packagingId,
    packagingQuantity: lineFields.packagingQuantity,
    packagingUnit: lineFields.packagingUnit,
    packagingName: lineFields.packagingName,
    inputQuantity: lineFields.inputQuantity
      .refine((n) => n > 0, M.inputQuantityPositive)
      .openapi({ exclusiveMinimum: 0 }),
    quantityInBaseUnit: lineFields.quantityInBaseUnit,
  })
  .refine((line) => (line.packagingQuantity == null) === (line.packagingUnit == null), {
    message: M.packagingIncomplete,
    path: ['packagingUnit'],
  })
  .openapi(packagingPair);
