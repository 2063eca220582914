// Contract of the suppliers routes (docs/areas/catalogue.md#suppliers): the chain's external suppliers. Its
// laboratories are restaurants (isLab), read through /api/labs.
import {
  CATALOGUE_MESSAGES as C,
  DELIVERY_FLAGS,
  isCents,
  MESSAGES,
  MIN_ORDER_AMOUNT_MAX,
  PHONE_PATTERN,
  SUPPLIER_DELAY_TYPES,
} from '@bo/domain';
import { Timestamp } from '../contract/common.ts';
import { MAX_SERVED_RESTAURANTS } from '../restaurants/labs.contract.ts';
import {
  emptyOrEmail,
  id,
  INPUT_LIMITS,
  integer,
  number,
  pathId,
  requiredOr,
  requiredText,
  text,
} from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { RestaurantSchema } from '../restaurants/restaurants.contract.ts';

export const SUPPLIER_LIMITS = {
  /** numeric(12, 2) holds more; beyond a million euros a minimum order is a typo. */
  minOrderAmountMax: MIN_ORDER_AMOUNT_MAX,
  deliveryDelayDaysMin: SUPPLIER_DELAY_TYPES[0].days,
  deliveryDelayDaysMax: SUPPLIER_DELAY_TYPES[SUPPLIER_DELAY_TYPES.length - 1]!.days,
} as const;

export const SUPPLIER_MESSAGES = {
  deliveryFlagInvalid: 'Vrai ou faux attendu',
  restaurantIdsRequired: 'La liste des restaurants est requise',
  restaurantIdInvalid: 'Identifiant de restaurant invalide',
  unknownRestaurant: 'Restaurant introuvable',
  supplierInUse: (articles: number) =>
    `Impossible de supprimer ce fournisseur : ${articles} ${articles > 1 ? 'articles le référencent' : 'article le référence'}. Supprimez-${articles > 1 ? 'les' : 'le'} ou changez leur fournisseur d'abord.`,
} as const;
const M = SUPPLIER_MESSAGES;

const deliveryFlags = Object.fromEntries(DELIVERY_FLAGS.map((f) => [f, z.boolean()])) as Record<
  (typeof DELIVERY_FLAGS)[number],
  z.ZodBoolean
>;

export const SupplierSchema = registry.register(
  'Supplier',
  z
    .object({
      id: z.number().int(),
      enseigneId: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      minOrderAmount: z
        .number()
        .nullable()
        .openapi({ description: 'Minimum de commande, en euros (deux décimales).' }),
      deliveryDelayDays: z
        .number()
        .int()
        .nullable()
        .openapi({
          description: `Délai de livraison en jours, de ${SUPPLIER_LIMITS.deliveryDelayDaysMin} à ${SUPPLIER_LIMITS.deliveryDelayDaysMax} (types de délai ${SUPPLIER_DELAY_TYPES.map((t) => `${t.label} = ${t.days}`).join(', ')}).`,
        }),
      ...deliveryFlags,
      restaurantIds: z.array(z.number().int()).openapi({
        description:
          "Restaurants livrés par le fournisseur, parmi ceux que l'utilisateur voit (un MANAGER : ceux de son invitation).",
      }),
      createdAt: Timestamp,
      updatedAt: Timestamp,
    })
    .openapi({ description: "Un fournisseur externe de l'enseigne." }),
);
export type Supplier = z.infer<typeof SupplierSchema>;

/** A trimmed optional text: empty or null is none. */
const optional = <T extends z.ZodType<string, string>>(schema: T) =>
  schema
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

const supplierFields = {
  name: requiredText(C.nameRequired),
  email: optional(emptyOrEmail(MESSAGES.emailInvalid).transform((v) => v.toLowerCase())),
  phone: optional(
    text(INPUT_LIMITS.shortText, MESSAGES.phoneInvalid, {
      trim: true,
      invalid: MESSAGES.phoneInvalid,
    })
      .regex(PHONE_PATTERN, MESSAGES.phoneInvalid)
      .openapi({ example: '01 23 45 67 89' }),
  ),
  address: optional(text(INPUT_LIMITS.shortText, undefined, { trim: true })),
  minOrderAmount: number(
    0,
    SUPPLIER_LIMITS.minOrderAmountMax,
    MESSAGES.minOrderAmountInvalid,
    MESSAGES.minOrderAmountTooHigh,
  )
    .refine(isCents, MESSAGES.minOrderAmountCents)
    .nullable()
    .optional()
    .openapi({ description: 'En euros, deux décimales au plus ; null : aucun minimum.' }),
  deliveryDelayDays: integer(
    SUPPLIER_LIMITS.deliveryDelayDaysMin,
    SUPPLIER_LIMITS.deliveryDelayDaysMax,
    C.deliveryDelayTypeInvalid,
  )
    .nullable()
    .optional(),
  ...(Object.fromEntries(
    DELIVERY_FLAGS.map((f) => [f, z.boolean({ error: M.deliveryFlagInvalid }).optional()]),
  ) as Record<(typeof DELIVERY_FLAGS)[number], z.ZodOptional<z.ZodBoolean>>),
};

export const CreateSupplierBody = z
  .object(supplierFields)
  .strict()
  .openapi({ description: 'Champs absents : vides (jours de livraison : non).' });

export const UpdateSupplierBody = z
  .object(supplierFields)
  .partial()
  .strict()
  .openapi({ description: 'Champs à modifier ; les champs absents sont inchangés.' });

export const SetSupplierRestaurantsBody = z
  .object({
    restaurantIds: z
      .array(id(M.restaurantIdInvalid, M.restaurantIdInvalid), {
        error: requiredOr(M.restaurantIdsRequired),
      })
      .max(MAX_SERVED_RESTAURANTS, `${MAX_SERVED_RESTAURANTS} restaurants au plus`),
  })
  .strict()
  .openapi({
    description:
      "Remplace l'ensemble des restaurants livrés. Restaurants de la même enseigne seulement ; une liste vide : aucun.",
  });

export const SupplierRestaurantParams = z.object({
  id: pathId(),
  restaurantId: pathId().openapi({ param: { name: 'restaurantId', in: 'path' } }),
});

export const SuppliersResponse = z.object({ data: z.array(SupplierSchema) });
export const SupplierResponse = z.object({ data: SupplierSchema });
export const SupplierRestaurantsResponse = z.object({ data: z.array(RestaurantSchema) });
