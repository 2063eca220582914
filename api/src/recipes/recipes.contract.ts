// Contract of the recipes and their ingredients (docs/areas/recipes.md): the form rules are the
// domain's (domain/src/recipes/forms.ts), so a value the dialogs accept the api accepts too.
import {
  ALLERGENS,
  CATALOGUE_MESSAGES as C,
  ingredientQuantityError,
  namePrintError,
  PRODUCT_CATEGORIES,
  RECIPE_BASE_UNITS,
  RECIPE_DLC_MAX,
  RECIPE_ITEM_TYPES,
  RECIPE_MESSAGES as R,
  RECIPE_QUANTITY_MAX,
  recipeDlcError,
  recipeQuantityError,
  UNITS,
  type RecipeFormMode,
} from '@bo/domain';
import { Timestamp } from '../contract/common.ts';
import {
  limitParam,
  offsetParam,
  pageFields,
  PAGE_MAX_LIMIT,
  sortParams,
} from '../contract/paging.ts';
import {
  id,
  idList,
  INPUT_LIMITS,
  INPUT_MESSAGES,
  MAX_BATCH_IDS,
  pathId,
  photoUrl,
  requiredOr,
  requiredText,
  text,
} from '../contract/primitives.ts';
import { PHOTO_ID_AND_URL, registry, z } from '../contract/registry.ts';

/** The api's own texts; the rules' texts are the domain's (RECIPE_MESSAGES), as in the forms. */
export const RECIPE_API_MESSAGES = {
  restaurantUnknown: 'Restaurant inconnu',
  tagUnknown: 'Tag inconnu',
  photoUnknown: 'Photo introuvable',
  idsInvalid: "Liste d'identifiants invalide",
  nothingToChange: 'Rien à modifier : aucun champ ni photo envoyé',
  productUnknown: 'Produit inconnu',
  recipeUnknown: 'Recette inconnue',
  ingredientNotFound: 'Ingrédient non trouvé',
  recipeInUse: (names: readonly string[]) =>
    `Impossible de supprimer cette recette car elle est un ingrédient de : ${names.join(', ')}.`,
} as const;
const M = RECIPE_API_MESSAGES;

/** A domain form rule as a zod refinement: its French message under the field. */
const checkedBy =
  <T>(rule: (value: T) => string | null) =>
  (value: T, ctx: z.RefinementCtx) => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

// The domain's rule checks the bound too (the dialogs have no zod); .max() publishes it.
const recipeQuantity = z
  .number({ error: requiredOr(C.quantityRequired) })
  .max(RECIPE_QUANTITY_MAX, R.quantityTooLarge)
  .superRefine(checkedBy((value: number) => recipeQuantityError(value)));

const namePrint = (mode: RecipeFormMode) =>
  text(INPUT_LIMITS.shortText, R.namePrintRequired, { trim: true })
    .superRefine(checkedBy((value: string) => namePrintError(value, mode)))
    .transform((value) => (value === '' ? null : value));

const ids = (message: string) =>
  z
    .array(id(message, message), { error: M.idsInvalid })
    .max(MAX_BATCH_IDS, INPUT_MESSAGES.tooManyItems(MAX_BATCH_IDS));

// ---- Responses ------------------------------------------------------------------------------

const CostGap = z.object({
  reason: z.enum(['UNKNOWN_ITEM', 'NO_PRICE', 'NO_CONVERSION', 'NO_YIELD', 'CYCLE']),
  itemType: z.enum(RECIPE_ITEM_TYPES),
  itemId: z.number().int(),
  itemName: z.string().nullable(),
  unit: z.enum(UNITS),
  path: z.array(z.string()).openapi({
    description: 'Les sous-recettes menant à la ligne, de la plus haute à la plus profonde.',
  }),
});

export const RecipeIngredientSchema = registry.register(
  'RecipeIngredient',
  z.object({
    id: z.number().int(),
    recipeId: z.number().int(),
    itemType: z.enum(RECIPE_ITEM_TYPES),
    itemId: z.number().int(),
    quantity: z.number(),
    itemUnit: z.enum(UNITS),
    itemName: z.string().nullable().openapi({
      description:
        "Le nom du produit ou de la sous-recette ; null s'il n'existe plus (« Produit #id » / « Recette #id »).",
    }),
    cost: z.number().nullable().openapi({
      description:
        'Coût HT de la ligne en euros ; pour une sous-recette incomplète ce qui en est connu ; null sinon.',
    }),
    share: z.number().nullable().openapi({ description: 'Part du coût de la recette, de 0 à 1.' }),
    missing: z.array(CostGap).openapi({ description: 'Ce qui empêche de chiffrer la ligne.' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type RecipeIngredient = z.infer<typeof RecipeIngredientSchema>;

export const RecipeCostSchema = registry.register(
  'RecipeCost',
  z
    .object({
      total: z.number().openapi({ description: 'Somme des lignes chiffrées, euros HT.' }),
      costPerBaseUnit: z.number().nullable(),
      complete: z.boolean(),
      missing: z.array(CostGap),
    })
    .openapi({
      description:
        'Calculé à chaque lecture sur les coûts actuels des produits (GET /api/products?details=true), sous-recettes comprises : jamais stocké.',
    }),
);

export const RecipeSchema = registry.register(
  'Recipe',
  z.object({
    id: z.number().int(),
    name: z.string(),
    namePrint: z.string().nullable(),
    quantity: z.number(),
    baseUnit: z.enum(RECIPE_BASE_UNITS),
    unit: z.enum(RECIPE_BASE_UNITS).openapi({ description: 'Ancien nom de baseUnit.' }),
    category: z.enum(PRODUCT_CATEGORIES),
    DLC: z.number().int().openapi({ description: 'DLC en jours.' }),
    photoURL: z.string().nullable(),
    ingredients: z.array(RecipeIngredientSchema),
    productIngredientCount: z.number().int(),
    recipeIngredientCount: z.number().int(),
    restaurants: z.array(
      z.object({
        restaurantId: z.number().int(),
        restaurant: z.object({
          id: z.number().int(),
          name: z.string(),
          address: z.string().nullable(),
        }),
      }),
    ),
    recipeTags: z.array(
      z.object({
        tagId: z.number().int(),
        tag: z.object({ id: z.number().int(), name: z.string() }),
      }),
    ),
    allergens: z.array(z.enum(ALLERGENS)).openapi({
      description: 'Ceux de ses produits et sous-recettes à tous les niveaux, ordre du règlement.',
    }),
    cost: RecipeCostSchema,
    usedInRecipeIds: z.array(z.number().int()).openapi({
      description: "Les recettes qui l'utilisent directement comme sous-recette.",
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Recipe = z.infer<typeof RecipeSchema>;

export const RecipeResponse = z.object({ recipe: RecipeSchema });
export const RecipeIngredientResponse = z.object({ ingredient: RecipeIngredientSchema });
export const RecipeIngredientsResponse = z.object({
  ingredients: z.array(RecipeIngredientSchema),
});

// ---- Queries --------------------------------------------------------------------------------

export const RECIPE_SORT_FIELDS = ['name', 'createdAt'] as const;

export const RecipesQuery = z.object({
  ids: idList().optional().openapi({
    description:
      "Recettes séparées par des virgules (lecture groupée du bff) ; celles d'une autre enseigne sont ignorées.",
    example: '1,2,3',
  }),
  search: text(INPUT_LIMITS.shortText, undefined, { trim: true }).optional().openapi({
    description:
      "Nom ou nom d'impression contenant ce texte (sans tenir compte de la casse ni des accents).",
  }),
  ...sortParams(RECIPE_SORT_FIELDS, 'name'),
  limit: limitParam(PAGE_MAX_LIMIT).openapi({
    description: `Taille de page (${PAGE_MAX_LIMIT} au plus) ; absent : toutes les recettes.`,
  }),
  offset: offsetParam(),
});

export const RecipesResponse = z.object({
  recipes: z.array(RecipeSchema),
  ...pageFields('Recettes'),
  limit: z.number().int().nullable().openapi({
    description: 'La taille de page demandée ; null sans `limit` (toutes les recettes).',
  }),
});

export const RecipeIngredientParams = z.object({
  id: pathId(),
  ingredientId: pathId().openapi({ param: { name: 'ingredientId', in: 'path' } }),
});

// ---- Bodies ---------------------------------------------------------------------------------

const recipeFieldsIn = (mode: RecipeFormMode) => ({
  name: requiredText(C.nameRequired),
  namePrint: namePrint(mode),
  quantity: recipeQuantity,
  baseUnit: z.enum(RECIPE_BASE_UNITS, {
    error: (issue) => (issue.input === undefined ? C.baseUnitRequired : R.recipeBaseUnitInvalid),
  }),
  category: z
    .enum(PRODUCT_CATEGORIES, {
      error: (issue) => (issue.input === undefined ? C.categoryRequired : C.categoryInvalid),
    })
    .optional()
    .openapi({ description: 'ITEM si absente.' }),
  DLC: z
    .number({ error: requiredOr(R.dlcRequired) })
    // Declared an integer of at least 1 in openapi.json; the message is the domain's rule's.
    .int(R.dlcInteger)
    .max(RECIPE_DLC_MAX, R.dlcTooLong)
    .superRefine(checkedBy((value: number) => recipeDlcError(value))),
  photoURL: photoUrl,
  photoId: id(M.photoUnknown, M.photoUnknown).nullable().optional().openapi({
    description:
      'Une photo déjà déposée (POST /api/photos) ; ou photoURL, pas les deux. null : aucune.',
  }),
  restaurantIds: ids(M.restaurantUnknown).optional(),
  tagIds: ids(M.tagUnknown).optional(),
});

export const CreateRecipeBody = z
  .object({
    ...recipeFieldsIn('create'),
    // Required on create: absent is the required message, not "expected a string".
    namePrint: z.unknown().pipe(namePrint('create')),
  })
  .strict()
  // A photo uploaded or a photo address, not both (recipes/recipes.routes.ts, as a product's).
  .openapi({ not: PHOTO_ID_AND_URL });

export const UpdateRecipeBody = z
  .object(recipeFieldsIn('edit'))
  // partial(): an absent field stays absent (a photoURL left out must not clear the photo).
  .partial()
  .strict()
  .openapi({
    description:
      'Champs à modifier (les absents sont inchangés) ; restaurantIds ou tagIds remplacent la liste précédente.',
    not: PHOTO_ID_AND_URL,
  });

export const RecipeIngredientBody = z
  .object({
    itemType: z.enum(RECIPE_ITEM_TYPES, {
      error: (issue) => (issue.input === undefined ? R.itemTypeRequired : R.itemTypeInvalid),
    }),
    itemId: id(R.itemRequired),
    quantity: z
      .number({ error: requiredOr(C.quantityRequired) })
      .max(RECIPE_QUANTITY_MAX, R.quantityTooLarge)
      .superRefine(checkedBy((value: number) => ingredientQuantityError(value))),
    itemUnit: z.enum(UNITS, {
      error: (issue) => (issue.input === undefined ? C.unitRequired : C.unitInvalid),
    }),
  })
  .strict()
  .openapi({
    description:
      "itemUnit doit être permise par l'unité de base de l'élément (G : G, KG ; ML : ML, CL, L ; PIECE : PIECE ; KG : G, KG ; L : ML, CL, L). Une recette ne peut se contenir, à aucun niveau (409).",
  });

export const UpdateRecipeIngredientBody = RecipeIngredientBody.partial()
  .strict()
  .openapi({ description: 'Champs à modifier ; les absents sont inchangés.' });
