// Contract of the products, their packagings and their conversion rules (docs/areas/catalogue.md).
import {
  ALLERGENS,
  BASE_UNITS,
  CATALOGUE_MESSAGES as C,
  CONVERSION_QUANTITY_MIN,
  conversionQuantityError,
  DLC_ENTAME_MAX_DAYS,
  PACKAGING_QUANTITY_MIN,
  packagingQuantityError,
  PRODUCT_CATEGORIES,
  PRODUCT_PACKAGING_TYPES,
  PRODUCT_QUANTITY_MAX,
  UNITS,
  VAT_CODES,
} from '@bo/domain';
import {
  limitParam,
  offsetParam,
  pageFields,
  PAGE_MAX_LIMIT,
  sortParams,
} from '../contract/paging.ts';
import {
  hasNoNul,
  id,
  idList,
  INPUT_LIMITS,
  INPUT_MESSAGES,
  MAX_BATCH_IDS,
  optionalText,
  pathId,
  photoUrl,
  requiredOr,
  requiredText,
  text,
} from '../contract/primitives.ts';
import { bothGiven, PHOTO_ID_AND_URL, registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

/** The api's own texts; the rules' texts are the domain's (CATALOGUE_MESSAGES), as in the forms. */
export const PRODUCT_MESSAGES = {
  storageQuantityRequired: 'La quantité du conditionnement de stockage est requise',
  restaurantUnknown: 'Restaurant inconnu',
  tagUnknown: 'Tag inconnu',
  storageSpaceUnknown:
    "Espace de stockage inconnu : une surface de l'enseigne marquée zone de stockage",
  idsInvalid: "Liste d'identifiants invalide",
  valueInvalid: 'Valeur invalide (ex. 2,5)',
  nothingToChange: 'Rien à modifier : aucun champ ni photo envoyé',
  conversionChangeInUse:
    'Impossible de modifier cette conversion ainsi car des conditionnements utilisent des unités de sa famille.',
  productHasArticles:
    'Impossible de supprimer ce produit car des articles le vendent : supprimez-les d’abord.',
  isActiveInvalid: 'isActive vaut true ou false',
  withRecipesInvalid: 'withRecipes vaut true ou false',
  detailsInvalid: 'details vaut true ou false',
  productInRecipes: (names: readonly string[]) =>
    `Impossible de supprimer ce produit car des recettes l’utilisent : ${names.join(', ')}.`,
  supplierUnknown: 'Fournisseur introuvable',
  labUnknown: 'Laboratoire introuvable',
  preferredBoth: 'Indiquer un fournisseur préféré ou un laboratoire préféré, pas les deux',
  photoUnknown: 'Photo introuvable',
  allergensInvalid: 'Allergènes invalides : ceux du règlement UE 1169/2011 (GLUTEN, MILK…)',
} as const;
const M = PRODUCT_MESSAGES;

/** A quantity checked by the domain's rule of its dialog (required, minimum, step). */
const quantity =
  (min: number, minMessage: string, error: (value: number) => string | null) =>
  (requiredMessage: string = C.quantityRequired) =>
    z
      .number({ error: requiredOr(requiredMessage) })
      .min(min, minMessage)
      .max(PRODUCT_QUANTITY_MAX, C.quantityTooLarge)
      .superRefine((value, ctx) => {
        const message = error(value);
        if (message) ctx.addIssue({ code: 'custom', message });
      });
const packagingQuantity = quantity(
  PACKAGING_QUANTITY_MIN,
  C.packagingQuantityMin,
  packagingQuantityError,
);
const conversionQuantity = quantity(
  CONVERSION_QUANTITY_MIN,
  C.conversionQuantityMin,
  conversionQuantityError,
);

const ids = (message: string) =>
  z
    .array(id(message, message), { error: M.idsInvalid })
    .max(MAX_BATCH_IDS, INPUT_MESSAGES.tooManyItems(MAX_BATCH_IDS));

const unit = (requiredMessage: string = C.unitRequired) =>
  z.enum(UNITS, {
    error: (issue) => (issue.input === undefined ? requiredMessage : C.unitInvalid),
  });

// ---- Responses ------------------------------------------------------------------------------

export const PackagingSchema = registry.register(
  'Packaging',
  z.object({
    id: z.number().int(),
    productId: z.number().int(),
    type: z.enum(PRODUCT_PACKAGING_TYPES),
    name: z.string().nullable(),
    sourceQuantity: z.number(),
    sourceUnit: z.enum(UNITS),
  }),
);
export type Packaging = z.infer<typeof PackagingSchema>;

export const ConversionRuleSchema = registry.register(
  'ConversionRule',
  z.object({
    id: z.number().int(),
    productId: z.number().int(),
    sourceQuantity: z.number(),
    sourceUnit: z.enum(UNITS),
    targetQuantity: z.number(),
    targetUnit: z.enum(UNITS),
    factor: z.number().openapi({
      description: 'Unités cibles pour une unité source (targetQuantity / sourceQuantity).',
    }),
    notes: z.string().nullable(),
    isActive: z.boolean(),
    inUse: z.boolean().openapi({
      description:
        'Vrai tant qu’un conditionnement du produit ou de ses articles compte dans la famille de sa source : la supprimer est refusé (409).',
    }),
  }),
);
export type ConversionRule = z.infer<typeof ConversionRuleSchema>;

const ProductTag = z.object({
  tagId: z.number().int(),
  tag: z.object({ id: z.number().int(), name: z.string() }),
});
const ProductRestaurant = z.object({
  restaurantId: z.number().int(),
  restaurant: z.object({ id: z.number().int(), name: z.string(), address: z.string().nullable() }),
});
const StorageSpace = z.object({
  surfaceId: z.number().int(),
  surface: z.object({
    id: z.number().int(),
    name: z.string(),
    isStorageArea: z.boolean(),
    zone: z.object({ id: z.number().int(), name: z.string(), restaurantId: z.number().int() }),
  }),
});
const UsedInRecipe = z.object({
  id: z.number().int(),
  name: z.string(),
  namePrint: z.string().nullable(),
  photoURL: z.string().nullable(),
  ingredientQuantity: z.number(),
  ingredientUnit: z.enum(UNITS),
});

const productFields = {
  id: z.number().int(),
  name: z.string(),
  baseUnit: z.enum(BASE_UNITS),
  category: z.enum(PRODUCT_CATEGORIES),
  DLC_ENTAME: z.number().int().nullable().openapi({ description: 'DLC entamé, en jours.' }),
  tax: z.enum(VAT_CODES).nullable(),
  photoURL: z.string().nullable(),
  productTags: z.array(ProductTag),
  restaurants: z.array(ProductRestaurant),
  allergens: z.array(z.enum(ALLERGENS)).openapi({
    description: 'Les allergènes du produit, dans l’ordre du règlement UE 1169/2011.',
  }),
  preferredSupplierId: z.number().int().nullable().openapi({
    description: 'Le fournisseur externe préféré : son coût prime (null : aucun).',
  }),
  preferredLabId: z.number().int().nullable().openapi({
    description: 'Le laboratoire préféré : son coût prime (null : aucun).',
  }),
  createdAt: Timestamp,
  updatedAt: Timestamp,
};

export const ProductSummarySchema = registry.register('ProductSummary', z.object(productFields));
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

const ArticleCostSchema = z.object({
  articleId: z.number().int(),
  supplierId: z.number().int().nullable(),
  labId: z.number().int().nullable(),
  costPerBaseUnit: z.number().openapi({ description: 'Euros HT par unité de base, non arrondi.' }),
});

export const COST_GAP_REASONS = [
  'NO_ARTICLE',
  'NO_PRICE',
  'NO_PACKAGING',
  'NO_CONVERSION',
  'NO_PREFERRED_ARTICLE',
] as const;

export const ProductCostSchema = registry.register(
  'ProductCost',
  z
    .object({
      costPerBaseUnit: z.number().nullable().openapi({
        description:
          'Euros HT par unité de base : celui du préféré s’il est choisi et chiffrable, sinon le moins cher ; null si aucun article ne peut être chiffré.',
      }),
      cheapest: z.union([ArticleCostSchema, z.null()]),
      preferred: z.union([ArticleCostSchema, z.null()]).openapi({
        description: 'Le moins cher des articles du fournisseur préféré ; null sans préférence.',
      }),
      missing: z.array(
        z.object({
          reason: z.enum(COST_GAP_REASONS),
          articleId: z.number().int().nullable(),
          unit: z.enum(UNITS).nullable(),
        }),
      ),
    })
    .openapi({
      description:
        'Le coût du produit par unité de base, à partir des prix actuels de ses articles (docs/areas/catalogue.md#cost-per-base-unit).',
    }),
);
export type ProductCost = z.infer<typeof ProductCostSchema>;

export const ProductSchema = registry.register(
  'Product',
  z.object({
    ...productFields,
    packagings: z.array(PackagingSchema),
    conversionRules: z.array(ConversionRuleSchema),
    storageSpaces: z.array(StorageSpace),
    cost: ProductCostSchema,
    usedInRecipes: z.array(UsedInRecipe).optional().openapi({
      description: 'Avec withRecipes=true : les recettes qui utilisent le produit.',
    }),
  }),
);
export type Product = z.infer<typeof ProductSchema>;

export const ProductResponse = z.object({ product: ProductSchema });

// ---- Queries --------------------------------------------------------------------------------

export const PRODUCT_SORT_FIELDS = ['name', 'createdAt'] as const;

export const ProductsQuery = z.object({
  ids: idList().optional().openapi({
    description:
      "Produits séparés par des virgules (lecture groupée du bff) ; ceux d'une autre enseigne sont ignorés.",
    example: '1,2,3',
  }),
  search: text(INPUT_LIMITS.shortText, undefined, { trim: true }).optional().openapi({
    description: 'Nom contenant ce texte (sans tenir compte de la casse ni des accents).',
  }),
  details: z.enum(['true', 'false'], { error: M.detailsInvalid }).optional().openapi({
    description:
      'true : chaque produit comme GET /api/products/{id}?withRecipes=true (conditionnements, conversions, espaces de stockage, coût, recettes) ; la lecture groupée du bff.',
  }),
  ...sortParams(PRODUCT_SORT_FIELDS, 'name'),
  limit: limitParam(PAGE_MAX_LIMIT).openapi({
    description: `Taille de page (${PAGE_MAX_LIMIT} au plus) ; absent : tout le catalogue.`,
  }),
  offset: offsetParam(),
});

export const ProductsResponse = z.object({
  products: z.array(z.union([ProductSchema, ProductSummarySchema])).openapi({
    description: 'Des ProductSummary ; des Product avec details=true.',
  }),
  ...pageFields('Produits'),
  limit: z.number().int().nullable().openapi({
    description: 'La taille de page demandée ; null sans `limit` (tout le catalogue).',
  }),
});

export const ProductQuery = z.object({
  withRecipes: z
    .enum(['true', 'false'], { error: M.withRecipesInvalid })
    .optional()
    .openapi({ description: 'true : ajoute usedInRecipes.' }),
});

/** `{value}` of a conversion: a decimal number, point or comma (read by the handler: a text). */
export const ConvertValue = z
  .string()
  .max(20, M.valueInvalid)
  .regex(/^\d{1,9}([.,]\d{1,6})?$/, M.valueInvalid)
  .refine(hasNoNul, M.valueInvalid)
  .transform((value) => Number(value.replace(',', '.')));

export const ConvertParams = z.object({
  id: pathId(),
  value: z
    .string()
    .max(20)
    .openapi({
      param: { name: 'value', in: 'path' },
      example: '2.5',
      pattern: '^\\d{1,9}([.,]\\d{1,6})?$',
    }),
});

export const ConversionResponse = z.object({
  value: z.number(),
  sourceUnit: z.enum(UNITS),
  result: z.number(),
  targetUnit: z.enum(UNITS),
});

// ---- Bodies ---------------------------------------------------------------------------------

const associations = {
  allergens: z
    .array(z.enum(ALLERGENS, { error: M.allergensInvalid }), { error: M.allergensInvalid })
    .max(ALLERGENS.length * 2, M.allergensInvalid)
    .optional()
    .openapi({ description: 'Remplace la liste précédente (les doublons comptent une fois).' }),
  restaurantIds: ids(M.restaurantUnknown).optional(),
  tagIds: ids(M.tagUnknown).optional(),
  storageSpaceIds: ids(M.storageSpaceUnknown).optional(),
};

const productFieldsIn = {
  name: requiredText(C.nameRequired),
  category: z.enum(PRODUCT_CATEGORIES, {
    error: (issue) => (issue.input === undefined ? C.categoryRequired : C.categoryInvalid),
  }),
  baseUnit: z.enum(BASE_UNITS, {
    error: (issue) => (issue.input === undefined ? C.baseUnitRequired : C.baseUnitInvalid),
  }),
  DLC_ENTAME: z
    .number({ error: C.dlcEntameInteger })
    .int(C.dlcEntameInteger)
    .min(1, C.dlcEntameMin)
    .max(DLC_ENTAME_MAX_DAYS, C.dlcEntameTooLong)
    .nullable()
    .optional()
    .openapi({ description: 'DLC entamé, en jours (null : sans DLC).' }),
  tax: z.enum(VAT_CODES, { error: C.vatInvalid }).nullable().optional(),
  photoURL: photoUrl,
  photoId: id(M.photoUnknown, M.photoUnknown).nullable().optional().openapi({
    description:
      'Une photo déjà déposée (POST /api/photos) ; ou photoURL, pas les deux. null : aucune.',
  }),
};

export const CreateProductBody = z
  .object({
    ...productFieldsIn,
    storagePackagingName: optionalText(),
    storagePackagingQuantity: packagingQuantity(M.storageQuantityRequired),
    storagePackagingUnit: unit(),
    ...associations,
  })
  .strict()
  // assertPhoto (catalogue/record-input.ts): a photo uploaded or a photo address, not both.
  .openapi({ not: PHOTO_ID_AND_URL });

export const UpdateProductBody = z
  .object({
    ...productFieldsIn,
    baseUnit: productFieldsIn.baseUnit.openapi({
      description: "Ne change pas : seule l'unité actuelle est acceptée.",
    }),
    ...associations,
    preferredSupplierId: id(M.supplierUnknown, M.supplierUnknown).nullable().openapi({
      description: 'Fournisseur externe préféré (son coût prime) ; null : aucun.',
    }),
    preferredLabId: id(M.labUnknown, M.labUnknown).nullable().openapi({
      description:
        'Laboratoire préféré (son coût prime) ; null : aucun. Pas avec preferredSupplierId.',
    }),
  })
  // partial(): an absent field stays absent (a photoURL left out must not clear the photo).
  .partial()
  .strict()
  .openapi({
    description:
      'Champs à modifier (les absents sont inchangés) ; une association (restaurantIds, tagIds, storageSpaceIds) remplace la précédente.',
    // assertPhoto (catalogue/record-input.ts) and assertPreferred (products.routes.ts): not both
    // photos, not both preferred.
    not: {
      anyOf: [
        PHOTO_ID_AND_URL,
        bothGiven({
          preferredSupplierId: { type: 'integer' },
          preferredLabId: { type: 'integer' },
        }),
      ],
    },
  });

export const PackagingBody = z
  .object({
    type: z.enum(PRODUCT_PACKAGING_TYPES, { error: C.packagingTypeInvalid }),
    name: optionalText(),
    sourceQuantity: packagingQuantity(),
    sourceUnit: unit(),
  })
  .strict();

export const UpdatePackagingBody = PackagingBody.partial()
  .strict()
  .openapi({ description: 'Champs à modifier ; les absents sont inchangés.' });

export const ConversionRuleBody = z
  .object({
    sourceQuantity: conversionQuantity(),
    sourceUnit: unit(),
    targetQuantity: conversionQuantity(),
    targetUnit: unit(),
    notes: optionalText(INPUT_LIMITS.longText),
    isActive: z.boolean({ error: M.isActiveInvalid }).optional().openapi({
      description: 'true par défaut ; une conversion inactive ne convertit rien.',
    }),
  })
  .strict();

export const UpdateConversionRuleBody = ConversionRuleBody.partial()
  .strict()
  .openapi({ description: 'Champs à modifier ; les absents sont inchangés.' });

export const PackagingsResponse = z.object({ packagings: z.array(PackagingSchema) });
export const PackagingResponse = z.object({ packaging: PackagingSchema });
export const ConversionRulesResponse = z.object({
  conversionRules: z.array(ConversionRuleSchema),
});
export const ConversionRuleResponse = z.object({ conversionRule: ConversionRuleSchema });
