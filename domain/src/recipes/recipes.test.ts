import { describe, expect, it } from 'vitest';
import {
  ALLERGENS,
  ALLERGEN_LABELS,
  allergenLabels,
  ingredientQuantityError,
  ingredientUnitError,
  ingredientUnits,
  isPhotoUrl,
  missingProductLabel,
  missingRecipeLabel,
  namePrintError,
  recipeAllergens,
  recipeBook,
  recipeCost,
  recipeCycleMessage,
  recipeDlcError,
  recipeQuantityError,
  RECIPE_MESSAGES,
  subRecipesOf,
  wouldCreateCycle,
  type BookProduct,
  type BookRecipe,
} from './index.ts';
import { CATALOGUE_MESSAGES } from '../catalogue/messages.ts';

const farine: BookProduct = {
  id: 1,
  name: 'Farine',
  baseUnit: 'G',
  conversionRules: [],
  costPerBaseUnit: 0.002,
  allergens: ['GLUTEN'],
};
const beurre: BookProduct = {
  id: 2,
  name: 'Beurre',
  baseUnit: 'G',
  conversionRules: [],
  costPerBaseUnit: 0.008,
  allergens: ['MILK'],
};
const lait: BookProduct = {
  id: 3,
  name: 'Lait',
  baseUnit: 'ML',
  conversionRules: [],
  costPerBaseUnit: 0.001,
  allergens: ['MILK'],
};
// Counted in pieces, weighed through its rule: 50 G = 1 PIECE.
const oeuf: BookProduct = {
  id: 4,
  name: 'Œuf',
  baseUnit: 'PIECE',
  conversionRules: [
    { sourceQuantity: 50, sourceUnit: 'G', targetQuantity: 1, targetUnit: 'PIECE' },
  ],
  costPerBaseUnit: 0.25,
  allergens: ['EGGS'],
};
const sel: BookProduct = {
  id: 5,
  name: 'Sel',
  baseUnit: 'G',
  conversionRules: [],
  costPerBaseUnit: null,
};

const pate: BookRecipe = {
  id: 10,
  name: 'Pâte brisée',
  quantity: 1,
  baseUnit: 'KG',
  ingredients: [
    { id: 101, itemType: 'PRODUCT', itemId: 1, quantity: 500, itemUnit: 'G' },
    { id: 102, itemType: 'PRODUCT', itemId: 2, quantity: 0.25, itemUnit: 'KG' },
    { id: 103, itemType: 'PRODUCT', itemId: 4, quantity: 2, itemUnit: 'PIECE' },
  ],
};
const bechamel: BookRecipe = {
  id: 11,
  name: 'Béchamel',
  quantity: 1,
  baseUnit: 'L',
  ingredients: [
    { id: 111, itemType: 'PRODUCT', itemId: 3, quantity: 50, itemUnit: 'CL' },
    { id: 112, itemType: 'PRODUCT', itemId: 1, quantity: 50, itemUnit: 'G' },
    { id: 113, itemType: 'PRODUCT', itemId: 2, quantity: 50, itemUnit: 'G' },
  ],
};
const quiche: BookRecipe = {
  id: 12,
  name: 'Quiche',
  quantity: 2,
  baseUnit: 'PIECE',
  ingredients: [
    { id: 121, itemType: 'RECIPE', itemId: 10, quantity: 500, itemUnit: 'G' },
    { id: 122, itemType: 'RECIPE', itemId: 11, quantity: 25, itemUnit: 'CL' },
    // 100 G of eggs, counted in pieces: 2 pieces through the rule.
    { id: 123, itemType: 'PRODUCT', itemId: 4, quantity: 100, itemUnit: 'G' },
  ],
};
const plateau: BookRecipe = {
  id: 13,
  name: 'Plateau',
  quantity: 1,
  baseUnit: 'PIECE',
  ingredients: [{ id: 131, itemType: 'RECIPE', itemId: 12, quantity: 2, itemUnit: 'PIECE' }],
};

const products = [farine, beurre, lait, oeuf, sel];
const book = recipeBook(products, [pate, bechamel, quiche, plateau]);

describe('recipe cost (docs/areas/recipes.md#cost)', () => {
  it('costs product lines through the table and the product rules', () => {
    const cost = recipeCost(10, book);
    // 500 g × 0,002 + 250 g × 0,008 + 2 × 0,25
    expect(cost?.total).toBe(3.5);
    expect(cost?.costPerBaseUnit).toBe(3.5);
    expect(cost?.complete).toBe(true);
    expect(cost?.lines.map((line) => line.cost)).toEqual([1, 2, 0.5]);
    expect(cost?.lines.map((line) => line.ingredientId)).toEqual([101, 102, 103]);
  });

  it('costs sub-recipes for the quantity used over their yield, with each line share', () => {
    const cost = recipeCost(12, book);
    // Pâte 0,5 kg of 1 kg costing 3,5; béchamel 0,25 L of 1 L costing 1; 2 eggs.
    expect(cost?.lines.map((line) => line.cost)).toEqual([1.75, 0.25, 0.5]);
    expect(cost?.total).toBe(2.5);
    expect(cost?.costPerBaseUnit).toBe(1.25);
    expect(cost?.lines.map((line) => line.share)).toEqual([0.7, 0.1, 0.2]);
  });

  it('costs three levels deep', () => {
    const cost = recipeCost(13, book);
    expect(cost?.total).toBe(2.5);
    expect(cost?.complete).toBe(true);
    expect(cost?.lines[0]?.share).toBe(1);
  });

  it('follows a price change at once', () => {
    const dearer = recipeBook(
      products.map((p) => (p.id === 1 ? { ...p, costPerBaseUnit: 0.004 } : p)),
      [pate, bechamel, quiche, plateau],
    );
    // Farine doubles: the pâte costs 4,5 (half used: 2,25), the béchamel 1,1 (a quarter: 0,275).
    expect(recipeCost(13, dearer)?.total).toBe(3.025);
  });

  it('reports a missing price per line and through sub-recipes, with the known total', () => {
    const salted: BookRecipe = {
      ...pate,
      ingredients: [
        ...pate.ingredients,
        { id: 104, itemType: 'PRODUCT', itemId: 5, quantity: 10, itemUnit: 'G' },
      ],
    };
    const withSalt = recipeBook(products, [salted, bechamel, quiche, plateau]);
    const own = recipeCost(10, withSalt);
    expect(own?.complete).toBe(false);
    expect(own?.total).toBe(3.5);
    expect(own?.lines[3]).toMatchObject({ cost: null, share: null });
    expect(own?.missing).toEqual([
      { reason: 'NO_PRICE', itemType: 'PRODUCT', itemId: 5, itemName: 'Sel', unit: 'G', path: [] },
    ]);
    const top = recipeCost(13, withSalt);
    expect(top?.complete).toBe(false);
    expect(top?.total).toBe(2.5);
    expect(top?.missing).toEqual([
      {
        reason: 'NO_PRICE',
        itemType: 'PRODUCT',
        itemId: 5,
        itemName: 'Sel',
        unit: 'G',
        path: ['Quiche', 'Pâte brisée'],
      },
    ]);
    expect(top?.lines[0]?.missing).toHaveLength(1);
  });

  it('reports a missing conversion, an unknown item and a sub-recipe used in another family', () => {
    const odd: BookRecipe = {
      id: 20,
      name: 'Bizarre',
      quantity: 1,
      baseUnit: 'KG',
      ingredients: [
        { itemType: 'PRODUCT', itemId: 3, quantity: 1, itemUnit: 'PIECE' },
        { itemType: 'PRODUCT', itemId: 99, quantity: 1, itemUnit: 'G' },
        { itemType: 'RECIPE', itemId: 11, quantity: 100, itemUnit: 'G' },
        { itemType: 'RECIPE', itemId: 98, quantity: 1, itemUnit: 'KG' },
        { itemType: 'PRODUCT', itemId: 1, quantity: 100, itemUnit: 'G' },
      ],
    };
    const cost = recipeCost(20, recipeBook(products, [bechamel, odd]));
    expect(cost?.missing.map((m) => [m.reason, m.itemId, m.itemName])).toEqual([
      ['NO_CONVERSION', 3, 'Lait'],
      ['UNKNOWN_ITEM', 99, null],
      ['NO_CONVERSION', 11, 'Béchamel'],
      ['UNKNOWN_ITEM', 98, null],
    ]);
    expect(cost?.total).toBe(0.2);
    expect(cost?.lines[4]?.share).toBe(1);
    expect(cost?.lines[4]?.ingredientId).toBeNull();
  });

  it('stops at a cycle in the data instead of looping', () => {
    const a: BookRecipe = {
      id: 30,
      name: 'A',
      quantity: 1,
      baseUnit: 'KG',
      ingredients: [
        { itemType: 'RECIPE', itemId: 31, quantity: 1, itemUnit: 'KG' },
        { itemType: 'PRODUCT', itemId: 1, quantity: 1000, itemUnit: 'G' },
      ],
    };
    const b: BookRecipe = {
      id: 31,
      name: 'B',
      quantity: 1,
      baseUnit: 'KG',
      ingredients: [{ itemType: 'RECIPE', itemId: 30, quantity: 1, itemUnit: 'KG' }],
    };
    const cost = recipeCost(30, recipeBook(products, [a, b]));
    expect(cost?.total).toBe(2);
    expect(cost?.missing).toEqual([
      { reason: 'CYCLE', itemType: 'RECIPE', itemId: 30, itemName: 'A', unit: 'KG', path: ['B'] },
    ]);
    expect(recipeAllergens(30, recipeBook(products, [a, b]))).toEqual(['GLUTEN']);
  });

  it('has no cost per base unit for a yield of 0, and none for an unknown recipe', () => {
    const empty: BookRecipe = {
      id: 40,
      name: 'Vide',
      quantity: 0,
      baseUnit: 'KG',
      ingredients: [],
    };
    expect(recipeCost(40, recipeBook([], [empty]))).toMatchObject({
      total: 0,
      costPerBaseUnit: null,
      complete: true,
    });
    expect(recipeCost(41, recipeBook([], [empty]))).toBeNull();
  });
});

describe('allergens (docs/areas/recipes.md#allergens)', () => {
  it('lists the 14 allergens of regulation 1169/2011 with their French labels', () => {
    expect(ALLERGENS).toHaveLength(14);
    expect(Object.keys(ALLERGEN_LABELS)).toEqual([...ALLERGENS]);
    expect(ALLERGEN_LABELS.EGGS).toBe('Œufs');
    expect(ALLERGEN_LABELS.SULPHITES).toBe('Anhydride sulfureux et sulfites');
  });

  it('rolls allergens up through sub-recipes, in the regulation order', () => {
    expect(recipeAllergens(11, book)).toEqual(['GLUTEN', 'MILK']);
    expect(recipeAllergens(13, book)).toEqual(['GLUTEN', 'EGGS', 'MILK']);
    expect(allergenLabels(recipeAllergens(13, book))).toEqual(['Gluten', 'Œufs', 'Lait']);
    expect(recipeAllergens(99, book)).toEqual([]);
  });
});

describe('sub-recipe cycles (docs/areas/recipes.md#sub-recipes)', () => {
  const edges = [
    { recipeId: 13, subRecipeId: 12 },
    { recipeId: 12, subRecipeId: 10 },
    { recipeId: 12, subRecipeId: 11 },
  ];

  it('refuses a recipe in itself', () => {
    expect(wouldCreateCycle(edges, 10, 10)).toBe(true);
    expect(wouldCreateCycle(edges, '10', 10)).toBe(true);
  });

  it('refuses a recipe that a sub-recipe already contains at any depth', () => {
    expect(wouldCreateCycle(edges, 10, 12)).toBe(true);
    expect(wouldCreateCycle(edges, 10, 13)).toBe(true);
    expect(wouldCreateCycle(edges, 12, 13)).toBe(true);
  });

  it('accepts a sub-recipe outside the chain, and a shared one', () => {
    expect(wouldCreateCycle(edges, 13, 10)).toBe(false);
    expect(wouldCreateCycle(edges, 11, 10)).toBe(false);
    expect(wouldCreateCycle([], 1, 2)).toBe(false);
  });

  it('terminates on a cycle already in the data', () => {
    const looped = [...edges, { recipeId: 10, subRecipeId: 12 }];
    expect(wouldCreateCycle(looped, 99, 12)).toBe(false);
    expect(wouldCreateCycle(looped, 11, 13)).toBe(true);
    expect(subRecipesOf(looped, 13)).toEqual(new Set(['12', '10', '11']));
  });

  it('says why in French', () => {
    expect(recipeCycleMessage('Quiche')).toBe(
      'Cette recette ne peut pas contenir « Quiche » : « Quiche » contient déjà cette recette.',
    );
  });
});

describe('recipe and ingredient forms (docs/areas/recipes.md#forms)', () => {
  it('requires a print name of at most 25 characters on create only', () => {
    expect(namePrintError('', 'create')).toBe(RECIPE_MESSAGES.namePrintRequired);
    expect(namePrintError(null, 'edit')).toBeNull();
    expect(namePrintError('x'.repeat(25), 'create')).toBeNull();
    expect(namePrintError('x'.repeat(26), 'edit')).toBe(RECIPE_MESSAGES.namePrintTooLong);
    expect(namePrintError('Œ'.repeat(25), 'create')).toBeNull();
  });

  it('takes a yield from 0.1 to a million, on edit as on create (the table holds none of 0), by steps of 0.1', () => {
    expect(recipeQuantityError(0.1)).toBeNull();
    expect(recipeQuantityError(0)).toBe(RECIPE_MESSAGES.quantityMin);
    expect(recipeQuantityError(-0.1)).toBe(RECIPE_MESSAGES.quantityMin);
    expect(RECIPE_MESSAGES.quantityMin).toBe('La quantité doit être au moins 0,1');
    expect(recipeQuantityError(0.3)).toBeNull();
    expect(recipeQuantityError(0.35)).toBe(RECIPE_MESSAGES.quantityStep);
    expect(recipeQuantityError(null)).toBe(CATALOGUE_MESSAGES.quantityRequired);
    expect(recipeQuantityError(1_000_000)).toBeNull();
    expect(recipeQuantityError(1_000_000.1)).toBe('1\u202F000\u202F000 au plus');
  });

  it('takes a DLC of whole days from 1 to 366', () => {
    expect(recipeDlcError(1)).toBeNull();
    expect(recipeDlcError(366)).toBeNull();
    expect(recipeDlcError(367)).toBe('La DLC est de 366 jours au plus');
    expect(recipeDlcError(0)).toBe(RECIPE_MESSAGES.dlcMin);
    expect(recipeDlcError(1.5)).toBe(RECIPE_MESSAGES.dlcInteger);
    expect(recipeDlcError(undefined)).toBe(RECIPE_MESSAGES.dlcRequired);
  });

  it('checks a photo URL: http or https in any case, no space', () => {
    expect(isPhotoUrl('https://exemple.fr/quiche.jpg')).toBe(true);
    expect(isPhotoUrl('HTTP://EXEMPLE.FR/QUICHE.JPG')).toBe(true);
    expect(isPhotoUrl('Https://exemple.fr/quiche.jpg')).toBe(true);
    expect(isPhotoUrl('quiche.jpg')).toBe(false);
    expect(isPhotoUrl('ftp://exemple.fr/quiche.jpg')).toBe(false);
    expect(isPhotoUrl('https://exemple.fr/ma quiche.jpg')).toBe(false);
    expect(isPhotoUrl('https://')).toBe(false);
  });

  it("limits an ingredient's units to its item's base unit family", () => {
    expect(ingredientUnits('G')).toEqual(['G', 'KG']);
    expect(ingredientUnits('ML')).toEqual(['ML', 'CL', 'L']);
    expect(ingredientUnits('PIECE')).toEqual(['PIECE']);
    expect(ingredientUnits('KG')).toEqual(['G', 'KG']);
    expect(ingredientUnits('L')).toEqual(['ML', 'CL', 'L']);
    expect(ingredientUnitError('CL', 'L')).toBeNull();
    expect(ingredientUnitError('G', 'PIECE')).toBe(RECIPE_MESSAGES.ingredientUnitNotAllowed);
  });

  it("takes an ingredient quantity above 0 to three decimals, a chef's 0,25 kg or 0,05 L", () => {
    expect(ingredientQuantityError(0.1)).toBeNull();
    expect(ingredientQuantityError(0)).toBe(RECIPE_MESSAGES.ingredientQuantityPositive);
    expect(ingredientQuantityError(-0.25)).toBe(RECIPE_MESSAGES.ingredientQuantityPositive);
    expect(ingredientQuantityError(0.25)).toBeNull();
    expect(ingredientQuantityError(0.05)).toBeNull();
    expect(ingredientQuantityError(0.001)).toBeNull();
    expect(ingredientQuantityError(1234.567)).toBeNull();
    expect(ingredientQuantityError(0.0005)).toBe(RECIPE_MESSAGES.ingredientQuantityDecimals);
    expect(ingredientQuantityError(2.2575)).toBe(RECIPE_MESSAGES.ingredientQuantityDecimals);
    expect(RECIPE_MESSAGES.ingredientQuantityDecimals).toBe('La quantité a 3 décimales au plus');
    expect(ingredientQuantityError(Number.NaN)).toBe(CATALOGUE_MESSAGES.quantityRequired);
    expect(ingredientQuantityError(1_000_000)).toBeNull();
    expect(ingredientQuantityError(1_000_001)).toBe(RECIPE_MESSAGES.quantityTooLarge);
  });

  it('names a missing item', () => {
    expect(missingProductLabel(12)).toBe('Produit #12');
    expect(missingRecipeLabel('7')).toBe('Recette #7');
    expect(RECIPE_MESSAGES.cannotCreateRecipes).toBe(
      "Vous n'avez pas les permissions pour créer des recettes",
    );
  });
});
