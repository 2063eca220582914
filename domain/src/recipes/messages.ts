/**
 * The recipes' French texts (docs/areas/recipes.md#messages): those of the specification word for
 * word, and the api's validation messages, the same under a form's field and in a 400 or a 409.
 */
import {
  INGREDIENT_QUANTITY_DECIMALS,
  RECIPE_DLC_MAX,
  RECIPE_DLC_MIN,
  RECIPE_NAME_PRINT_MAX,
  RECIPE_QUANTITY_MAX,
} from './constants.ts';

export const RECIPE_MESSAGES = {
  // Lists, pages and permissions.
  recipeNotFound: 'Recette non trouvée',
  noRecipe: 'Aucune recette',
  createFirstRecipe: 'Créer la première recette',
  cannotCreateRecipes: "Vous n'avez pas les permissions pour créer des recettes",
  unknownIngredient: 'Ingrédient inconnu',
  confirmDeleteIngredient: 'Êtes-vous sûr de vouloir supprimer cet ingrédient ?',
  costIncomplete: 'coût incomplet',
  tabIngredients: 'Ingrédients',
  tabRestaurants: 'Restaurants associés',
  tabTags: 'Tags associés',

  // Validation, shared by the api and the forms.
  namePrintRequired: "Le nom d'impression est requis",
  namePrintTooLong: `Le nom d'impression fait au plus ${RECIPE_NAME_PRINT_MAX} caractères`,
  quantityMin: 'La quantité doit être au moins 0,1',
  quantityStep: 'La quantité doit être un multiple de 0,1',
  /** A yield or an ingredient's quantity. */
  quantityTooLarge: `${RECIPE_QUANTITY_MAX.toLocaleString('fr-FR')} au plus`,
  recipeBaseUnitInvalid: "L'unité de base doit être KG, L ou PIECE",
  dlcRequired: 'La DLC est requise',
  dlcMin: `La DLC doit être d'au moins ${RECIPE_DLC_MIN} jour`,
  dlcInteger: 'La DLC doit être un nombre entier de jours',
  dlcTooLong: `La DLC est de ${RECIPE_DLC_MAX} jours au plus`,
  itemTypeRequired: "Le type d'ingrédient est requis",
  itemTypeInvalid: "Le type d'ingrédient doit être PRODUCT ou RECIPE",
  itemRequired: "L'ingrédient est requis",
  ingredientQuantityPositive: 'La quantité doit être supérieure à 0',
  ingredientQuantityDecimals: `La quantité a ${INGREDIENT_QUANTITY_DECIMALS} décimales au plus`,
  ingredientUnitNotAllowed: "Cette unité n'est pas compatible avec l'unité de base de l'ingrédient",
  recipeInItself: 'Une recette ne peut pas être un ingrédient d’elle-même.',
} as const;

/** 'Produit #12' or 'Recette #7': an ingredient whose item is gone or out of reach. */
export const missingProductLabel = (id: string | number): string => `Produit #${id}`;
export const missingRecipeLabel = (id: string | number): string => `Recette #${id}`;

/** The 409 of a sub-recipe that already contains, at some depth, the recipe it is added to. */
export const recipeCycleMessage = (subRecipeName: string): string =>
  `Cette recette ne peut pas contenir « ${subRecipeName} » : « ${subRecipeName} » contient déjà cette recette.`;
