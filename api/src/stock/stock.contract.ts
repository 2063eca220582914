// Contract of the stock levels and movements (docs/areas/stock.md): a restaurant's stock in each
// product's base unit, with its status and display unit from the domain, and the movements that
// explain every change.
import {
  BASE_UNITS,
  PRODUCT_CATEGORIES,
  STOCK_MESSAGES,
  STOCK_MOVEMENT_REASONS,
  STOCK_MOVEMENT_TYPES,
  STOCK_STATUSES,
  UNITS,
} from '@bo/domain';
import { PersonRef, Timestamp } from '../contract/common.ts';
import { limitParam, offsetParam, pageFields } from '../contract/paging.ts';
import {
  day,
  id,
  idList,
  INPUT_LIMITS,
  INPUT_MESSAGES,
  instant,
  isIdText,
  optionalText,
  pathId,
  requiredOr,
  text,
} from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';

/** The largest quantity a movement names (a pallet counted in grams). */
export const STOCK_QUANTITY_MAX = 100_000_000;

/** The api's own texts; the rules' texts are the domain's (STOCK_MESSAGES). */
export const STOCK_API_MESSAGES = {
  productRequired: 'Le produit est requis',
  restaurantRequired: 'Le restaurant est requis',
  typeInvalid: 'Type de mouvement invalide : IN, OUT ou ADJUSTMENT',
  reasonInvalid: 'Motif invalide : PURCHASE, SALE, RECIPE, WASTE, TRANSFER, INVENTORY ou MANUAL',
  reasonInventoryReserved: 'Le motif INVENTORY est réservé à la finalisation des inventaires',
  quantityRequired: 'La quantité est requise',
  quantityTooLarge: `${STOCK_QUANTITY_MAX.toLocaleString('fr-FR')} au plus`,
  unitInvalid: 'Unité invalide',
  unitNotConvertible:
    "Cette unité ne se convertit pas dans l'unité de base du produit (ni par la table, ni par une de ses conversions)",
  statusInvalid: 'État invalide : OUT_OF_STOCK, LOW ou IN_STOCK',
  thresholdInvalid: 'Seuil invalide : un nombre positif ou nul (ex. 10 ou 2.5)',
  periodInvalid: 'La date de début doit précéder la date de fin',
} as const;
const M = STOCK_API_MESSAGES;

// ---- Responses ------------------------------------------------------------------------------

export const StockProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.enum(PRODUCT_CATEGORIES),
  baseUnit: z.enum(BASE_UNITS),
  photoURL: z.string().nullable(),
});

export const StockLevelSchema = registry.register(
  'StockLevel',
  z.object({
    productId: z.number().int(),
    restaurantId: z.number().int(),
    currentStock: z.number().openapi({ description: "Dans l'unité de base du produit." }),
    baseUnit: z.enum(BASE_UNITS),
    product: StockProductSchema,
    status: z.enum(STOCK_STATUSES),
    statusLabel: z.string().openapi({ description: 'Rupture, Stock faible ou En stock.' }),
    display: z
      .object({ value: z.number(), unit: z.enum(UNITS), text: z.string() })
      .openapi({ description: 'g → kg dès 1 000, mL → cL dès 10 et L dès 1 000.' }),
    costPerBaseUnit: z.number().nullable(),
    value: z
      .number()
      .nullable()
      .openapi({ description: 'Valeur HT au coût actuel ; null si le produit n’est pas chiffré.' }),
    updatedAt: Timestamp.nullable().openapi({ description: 'null : jamais mouvementé.' }),
  }),
);
export type StockLevel = z.infer<typeof StockLevelSchema>;

export const StockLevelsResponse = z.object({
  stocks: z.array(StockLevelSchema),
  ...pageFields('Nombre de produits'),
});
export const StockLevelResponse = z.object({ stock: StockLevelSchema });
export const StockAlertsResponse = z.object({
  threshold: z.number(),
  stocks: z.array(StockLevelSchema),
});
const StockSummarySchema = z.object({
  productCount: z.number().int(),
  outOfStockCount: z.number().int(),
  lowCount: z.number().int(),
  inStockCount: z.number().int(),
  totalValue: z.number(),
  unvaluedCount: z.number().int().openapi({
    description: 'Produits en stock que l’on ne sait pas chiffrer (valeur incomplète).',
  }),
});
export const StockSummaryResponse = z.object({ summary: StockSummarySchema });
export const StockSummariesResponse = z.object({
  summaries: z
    .array(StockSummarySchema.extend({ restaurantId: z.number().int() }))
    .openapi({ description: 'Un résumé par restaurant visible demandé, dans l’ordre demandé.' }),
});

export const StockMovementSchema = registry.register(
  'StockMovement',
  z.object({
    id: z.number().int(),
    productId: z.number().int(),
    restaurantId: z.number().int(),
    type: z.enum(STOCK_MOVEMENT_TYPES),
    reason: z.enum(STOCK_MOVEMENT_REASONS),
    quantity: z
      .number()
      .openapi({ description: 'Dans `unit`, comme saisie ; ADJUSTMENT : le stock compté.' }),
    unit: z.enum(UNITS),
    stockBefore: z.number(),
    stockAfter: z.number(),
    occurredAt: Timestamp,
    note: z.string().nullable(),
    createdById: z.number().int().nullable(),
    createdBy: PersonRef.nullable().openapi({ description: "Le compte qui l'a enregistré." }),
    inventoryId: z.number().int().nullable(),
    createdAt: Timestamp,
  }),
);
export type StockMovement = z.infer<typeof StockMovementSchema>;

export const StockMovementsResponse = z.object({
  movements: z.array(StockMovementSchema),
  ...pageFields('Nombre de mouvements'),
});
export const InventoryMovementsResponse = z.object({
  movements: z.array(StockMovementSchema).openapi({
    description:
      'Les mouvements de chaque inventaire visible demandé, les plus récents d’abord (comme ?inventoryId= sur la route du restaurant).',
  }),
});
export const StockMovementResponse = z.object({
  movement: StockMovementSchema,
  stock: StockLevelSchema,
});

// ---- Requests -------------------------------------------------------------------------------

export const ProductRestaurantParams = z.object({
  productId: pathId().openapi({ param: { name: 'productId', in: 'path' } }),
  restaurantId: pathId().openapi({ param: { name: 'restaurantId', in: 'path' } }),
});

export const StockLevelsQuery = z.object({
  search: text(INPUT_LIMITS.shortText, undefined, { trim: true }).optional(),
  status: z.enum(STOCK_STATUSES, { error: M.statusInvalid }).optional(),
  productIds: idList()
    .optional()
    .openapi({ description: 'Ces produits seulement (lecture groupée du graphe).' }),
  limit: limitParam(25),
  offset: offsetParam(),
});

export const StockAlertsQuery = z.object({
  threshold: z
    .string()
    .max(16, M.thresholdInvalid)
    .regex(/^\d{1,12}(\.\d{1,4})?$/, M.thresholdInvalid)
    .transform(Number)
    .optional()
    .openapi({ type: 'string', description: "Seuil dans l'unité de base (10 par défaut)." }),
});

/** The restaurants of a batch read of the graph (required: a read is never the whole chain's). */
const batchRestaurantIds = idList().openapi({
  description:
    'Restaurants séparés par des virgules (lecture groupée du graphe) ; ceux que l’utilisateur ne voit pas sont ignorés.',
  example: '1,2,3',
});
export const StockSummariesQuery = z.object({ restaurantIds: batchRestaurantIds });
export const StockAlertsBatchQuery = StockAlertsQuery.extend({
  restaurantIds: batchRestaurantIds,
});

/** An id in a query string, read as a number (1 to MAX_ID). */
export const queryId = () =>
  z
    .string()
    .refine(isIdText, INPUT_MESSAGES.idInvalid)
    .transform(Number)
    .optional()
    // isIdText's digits (1 to MAX_ID: ten digits at most, no sign, no leading zero).
    .openapi({ type: 'string', pattern: '^[1-9]\\d{0,9}$' });

export const StockMovementsQuery = z
  .object({
    productId: queryId(),
    inventoryId: queryId().openapi({ description: 'Les mouvements de cet inventaire.' }),
    from: day().optional(),
    to: day().optional(),
    limit: limitParam(50),
    offset: offsetParam(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: M.periodInvalid, path: ['to'] });

/** The graph's batch read of finalized inventories' movements (required: never the whole chain's). */
export const InventoryMovementsQuery = z.object({
  inventoryIds: idList().openapi({
    description:
      'Inventaires séparés par des virgules (lecture groupée du graphe) ; ceux que l’utilisateur ne voit pas sont ignorés.',
    example: '1,2,3',
  }),
});

export const MovementsPageQuery = z.object({ limit: limitParam(50), offset: offsetParam() });

const quantityField = z
  .number({ error: requiredOr(M.quantityRequired) })
  .min(0, STOCK_MESSAGES.movementQuantityNotNegative)
  .max(STOCK_QUANTITY_MAX, M.quantityTooLarge);

export const CreateStockMovementBody = z.object({
  restaurantId: id(M.restaurantRequired),
  productId: id(M.productRequired),
  type: z.enum(STOCK_MOVEMENT_TYPES, { error: M.typeInvalid }),
  reason: z
    .enum(STOCK_MOVEMENT_REASONS, { error: M.reasonInvalid })
    .refine((reason) => reason !== 'INVENTORY', M.reasonInventoryReserved)
    .optional()
    .openapi({ description: 'MANUAL si absent ; INVENTORY est réservé aux inventaires.' }),
  quantity: quantityField.openapi({
    description: 'Positive (IN, OUT) ; ADJUSTMENT : le stock compté, 0 permis.',
  }),
  unit: z
    .enum(UNITS, { error: M.unitInvalid })
    .optional()
    .openapi({ description: "L'unité de base du produit si absente." }),
  note: optionalText(INPUT_LIMITS.longText),
  occurredAt: instant().optional(),
});
