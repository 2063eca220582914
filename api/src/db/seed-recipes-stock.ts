// The demo chain's recipes, allergens, stock and inventories (docs/areas/recipes.md,
// docs/areas/stock.md), written after its catalogue (seed-catalogue.ts): the allergens of the
// products that carry them, a recipe book with shared sub-recipes (a béarnaise in three dishes, a
// pâte brisée in two tarts, dish → sauce → fond), four weeks of deliveries and usage in every
// restaurant with two finalized inventories each and a draft being counted. Every rule is the
// domain's: ingredient units, cycles, movements (never below 0) and the finalization's adjustments.
// A fixed number of multi-row inserts, like the catalogue: every demo database pays for it.
import {
  CATEGORY_PRESETS,
  applyMovement,
  ingredientQuantityError,
  ingredientUnitError,
  inventoryAdjustments,
  namePrintError,
  packagingQuantityError,
  packagingToBase,
  packagingUnitError,
  recipeDlcError,
  recipeQuantityError,
  toBaseQuantity,
  tidy,
  wouldCreateCycle,
  type Allergen,
  type BaseUnit,
  type ConversionRuleLike,
  type ProductCategory,
  type ProductUnits,
  type RecipeBaseUnit,
  type StockMovementReason,
  type StockMovementType,
  type SubRecipeEdge,
  type Unit,
} from '@bo/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { seededRandom } from './seed-hygiene.ts';
import {
  articles,
  conversionRules,
  employees,
  inventories,
  inventoryLines,
  packagings,
  productAllergens,
  productRestaurants,
  products,
  productStocks,
  recipeIngredients,
  recipeRestaurants,
  recipes,
  recipeTags,
  restaurants,
  stockMovements,
  tags,
  userRestaurants,
  users,
} from './schema.ts';
import type { Tx } from './tx.ts';

/** A line of a recipe: a catalogue product ('P') or another recipe of the book ('R'), by name. */
export type SeedIngredient = readonly [kind: 'P' | 'R', name: string, quantity: number, unit: Unit];

export interface SeedRecipe {
  name: string;
  namePrint: string;
  /** The yield, in baseUnit. */
  quantity: number;
  baseUnit: RecipeBaseUnit;
  category: ProductCategory;
  dlc: number;
  /** Names of the chain's restaurants making it. */
  restaurants: readonly string[];
  tags?: readonly string[];
  ingredients: readonly SeedIngredient[];
}

/** A product a recipe needs that no supplier sells yet: it has no price, so no cost. */
export interface SeedUnpricedProduct {
  name: string;
  category: ProductCategory;
  baseUnit: BaseUnit;
  /** How it is stored and counted, as every product of the catalogue. */
  storage: readonly [name: string, quantity: number, unit: Unit];
}

export interface SeedRecipesStock {
  /** Product name → what it contains (regulation 1169/2011). */
  allergens: Readonly<Record<string, readonly Allergen[]>>;
  unpriced: readonly SeedUnpricedProduct[];
  /** In an order where every sub-recipe comes before the recipes using it. */
  recipes: readonly SeedRecipe[];
  stock: {
    /** Days of movements, ending yesterday evening. */
    days: number;
    /** The products kept in stock (each restaurant keeps those it uses). */
    products: readonly string[];
    /** Days ago of the two finalized inventories of each restaurant. */
    inventoryDaysAgo: readonly [number, number];
    /** Finished by yesterday's service where kept (Rupture). */
    outOfStock: readonly string[];
    /** Left under LOW_STOCK_THRESHOLD by yesterday's service where kept (Stock faible). */
    low: readonly string[];
    /** The restaurant counting today (its inventory is a draft). */
    draftIn: string;
  };
}

const BISTROT = 'Le Bistrot du Port';
const HALLES = 'La Table des Halles';
const COMPTOIR = 'Le Comptoir Lyonnais';
const LAB = 'Laboratoire Central';
const SERVING = [BISTROT, HALLES, COMPTOIR];
const EVERYWHERE = [...SERVING, LAB];

const DEMO_ALLERGENS: Record<string, Allergen[]> = {
  'Farine de blé T55': ['GLUTEN'],
  'Penne rigate': ['GLUTEN'],
  'Baguette tradition': ['GLUTEN'],
  'Pain burger brioché': ['GLUTEN', 'EGGS', 'MILK', 'SESAME'],
  'Pain de mie': ['GLUTEN', 'MILK'],
  'Croissant au beurre': ['GLUTEN', 'EGGS', 'MILK'],
  'Bière blonde pression': ['GLUTEN'],
  'Beurre doux 82 %': ['MILK'],
  'Crème liquide 35 %': ['MILK'],
  'Crème fraîche épaisse': ['MILK'],
  'Lait entier': ['MILK'],
  Mozzarella: ['MILK'],
  'Comté 18 mois': ['MILK'],
  Parmesan: ['MILK'],
  'Emmental râpé': ['MILK'],
  'Bûche de chèvre': ['MILK'],
  'Yaourt nature': ['MILK'],
  'Glace vanille': ['EGGS', 'MILK'],
  'Œufs plein air': ['EGGS'],
  'Saumon frais': ['FISH'],
  'Dos de cabillaud': ['FISH'],
  'Dorade royale': ['FISH'],
  'Crevettes cuites': ['CRUSTACEANS'],
  'Moules de bouchot': ['MOLLUSCS'],
  'Huile de noix': ['NUTS'],
  'Pesto au basilic': ['MILK', 'NUTS'],
  'Vinaigrette maison': ['MUSTARD', 'SULPHITES'],
  'Vinaigre de vin rouge': ['SULPHITES'],
  'Côtes-du-Rhône rouge': ['SULPHITES'],
  'Sauvignon blanc': ['SULPHITES'],
  'Champagne brut': ['SULPHITES'],
  'Vin blanc de cuisine': ['SULPHITES'],
  'Fond brun de veau': ['CELERY', 'SULPHITES'],
  'Fond blanc de volaille': ['CELERY'],
  'Jus de veau corsé': ['CELERY', 'SULPHITES'],
  'Sauce béarnaise': ['EGGS', 'MILK', 'SULPHITES'],
  'Crème brûlée': ['EGGS', 'MILK'],
  'Mousse au chocolat': ['EGGS', 'MILK', 'SOYBEANS'],
  'Panna cotta fruits rouges': ['MILK'],
  'Tarte au citron meringuée': ['GLUTEN', 'EGGS', 'MILK'],
  // Soy lecithin.
  'Chocolat noir 70 %': ['SOYBEANS'],
};

const R = (name: string, quantity: number, unit: Unit): SeedIngredient => [
  'R',
  name,
  quantity,
  unit,
];
const P = (name: string, quantity: number, unit: Unit): SeedIngredient => [
  'P',
  name,
  quantity,
  unit,
];

const DEMO_RECIPES: SeedRecipe[] = [
  // ---- Bases, made by the laboratory and the kitchens.
  {
    name: 'Fond brun maison',
    namePrint: 'Fond brun maison',
    quantity: 5,
    baseUnit: 'L',
    category: 'MEAT',
    dlc: 3,
    restaurants: EVERYWHERE,
    tags: ['Fait maison'],
    ingredients: [
      P('Épaule de veau', 2, 'KG'),
      P('Carotte', 500, 'G'),
      P('Oignon jaune', 500, 'G'),
      P('Tomate grappe', 300, 'G'),
      P('Ail', 30, 'G'),
      P('Vin blanc de cuisine', 50, 'CL'),
      P('Huile de tournesol', 50, 'ML'),
    ],
  },
  {
    name: 'Sauce au vin rouge',
    namePrint: 'Sauce vin rouge',
    quantity: 2,
    baseUnit: 'L',
    category: 'MEAT',
    dlc: 3,
    restaurants: EVERYWHERE,
    tags: ['Fait maison'],
    ingredients: [
      P('Côtes-du-Rhône rouge', 1.5, 'L'),
      R('Fond brun maison', 1, 'L'),
      P('Échalote', 200, 'G'),
      P('Beurre doux 82 %', 150, 'G'),
      P('Sucre en poudre', 20, 'G'),
    ],
  },
  {
    name: 'Sauce béarnaise maison',
    namePrint: 'Béarnaise maison',
    quantity: 1,
    baseUnit: 'KG',
    category: 'DAIRY',
    dlc: 2,
    restaurants: EVERYWHERE,
    tags: ['Fait maison', 'Végétarien'],
    ingredients: [
      P('Beurre doux 82 %', 500, 'G'),
      P('Œufs plein air', 8, 'PIECE'),
      P('Échalote', 60, 'G'),
      P('Vinaigre de vin rouge', 10, 'CL'),
      P('Vin blanc de cuisine', 10, 'CL'),
      P('Ciboulette', 10, 'G'),
    ],
  },
  {
    name: 'Pâte brisée',
    namePrint: 'Pâte brisée',
    quantity: 1,
    baseUnit: 'KG',
    category: 'ITEM',
    dlc: 3,
    restaurants: EVERYWHERE,
    tags: ['Fait maison', 'Végétarien'],
    ingredients: [
      P('Farine de blé T55', 500, 'G'),
      P('Beurre doux 82 %', 250, 'G'),
      P('Œufs plein air', 1, 'PIECE'),
      P('Sucre en poudre', 10, 'G'),
      P('Lait entier', 5, 'CL'),
    ],
  },
  {
    name: 'Crème anglaise',
    namePrint: 'Crème anglaise',
    quantity: 1,
    baseUnit: 'L',
    category: 'DAIRY',
    dlc: 2,
    restaurants: EVERYWHERE,
    tags: ['Fait maison', 'Végétarien', 'Sans gluten'],
    ingredients: [
      P('Lait entier', 1, 'L'),
      P('Œufs plein air', 6, 'PIECE'),
      P('Sucre en poudre', 120, 'G'),
    ],
  },
  {
    // The saffron has no supplier yet: this base and the dish using it are 'coût incomplet'.
    name: 'Riz pilaf au safran',
    namePrint: 'Riz safran',
    quantity: 2,
    baseUnit: 'KG',
    category: 'VEGETABLE',
    dlc: 2,
    restaurants: [BISTROT, HALLES],
    tags: ['Fait maison', 'Sans gluten'],
    ingredients: [
      P('Riz basmati', 800, 'G'),
      P('Oignon jaune', 150, 'G'),
      P('Beurre doux 82 %', 60, 'G'),
      P('Fond blanc de volaille', 1.2, 'L'),
      P('Safran en pistils', 0.5, 'G'),
    ],
  },
  // ---- Dishes.
  {
    name: 'Entrecôte sauce béarnaise, frites',
    namePrint: 'Entrecôte béarnaise',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'MEAT',
    dlc: 1,
    restaurants: SERVING,
    ingredients: [
      P('Entrecôte de bœuf', 300, 'G'),
      R('Sauce béarnaise maison', 60, 'G'),
      P('Frites allumettes', 200, 'G'),
      P('Salade mélangée', 30, 'G'),
    ],
  },
  {
    name: 'Burger du Port',
    namePrint: 'Burger du Port',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'MEAT',
    dlc: 1,
    restaurants: [BISTROT, COMPTOIR],
    ingredients: [
      P('Pain burger brioché', 1, 'PIECE'),
      P('Steak haché 15 %', 125, 'G'),
      P('Comté 18 mois', 30, 'G'),
      P('Tomate grappe', 40, 'G'),
      P('Salade batavia', 20, 'G'),
      R('Sauce béarnaise maison', 40, 'G'),
      P('Frites allumettes', 180, 'G'),
    ],
  },
  {
    name: 'Dorade royale grillée, béarnaise',
    namePrint: 'Dorade béarnaise',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'MEAT',
    dlc: 1,
    restaurants: [BISTROT, HALLES],
    tags: ['Sans gluten'],
    ingredients: [
      P('Dorade royale', 400, 'G'),
      R('Sauce béarnaise maison', 50, 'G'),
      P('Courgette', 150, 'G'),
      P("Huile d'olive vierge extra", 15, 'ML'),
      P('Citron jaune', 30, 'G'),
    ],
  },
  {
    name: 'Quiche lorraine',
    namePrint: 'Quiche lorraine',
    quantity: 8,
    baseUnit: 'PIECE',
    category: 'ITEM',
    dlc: 2,
    restaurants: EVERYWHERE,
    tags: ['Fait maison'],
    ingredients: [
      R('Pâte brisée', 400, 'G'),
      P('Lardons fumés', 250, 'G'),
      P('Œufs plein air', 4, 'PIECE'),
      P('Crème liquide 35 %', 40, 'CL'),
      P('Lait entier', 20, 'CL'),
      P('Emmental râpé', 100, 'G'),
    ],
  },
  {
    name: 'Tarte fine aux pommes',
    namePrint: 'Tarte fine pommes',
    quantity: 8,
    baseUnit: 'PIECE',
    category: 'ITEM',
    dlc: 2,
    restaurants: EVERYWHERE,
    tags: ['Fait maison', 'Végétarien'],
    ingredients: [
      R('Pâte brisée', 350, 'G'),
      P('Pomme Golden', 800, 'G'),
      P('Sucre en poudre', 80, 'G'),
      P('Beurre doux 82 %', 40, 'G'),
    ],
  },
  {
    name: 'Fondant au chocolat, crème anglaise',
    namePrint: 'Fondant chocolat',
    quantity: 10,
    baseUnit: 'PIECE',
    category: 'DAIRY',
    dlc: 3,
    restaurants: SERVING,
    tags: ['Fait maison', 'Végétarien'],
    ingredients: [
      P('Chocolat noir 70 %', 250, 'G'),
      P('Beurre doux 82 %', 200, 'G'),
      P('Œufs plein air', 5, 'PIECE'),
      P('Sucre en poudre', 150, 'G'),
      P('Farine de blé T55', 60, 'G'),
      R('Crème anglaise', 50, 'CL'),
    ],
  },
  {
    name: 'Dos de cabillaud, riz au safran',
    namePrint: 'Cabillaud riz safran',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'MEAT',
    dlc: 1,
    restaurants: [BISTROT, HALLES],
    ingredients: [
      P('Dos de cabillaud', 180, 'G'),
      R('Riz pilaf au safran', 200, 'G'),
      P('Beurre doux 82 %', 15, 'G'),
      P('Citron jaune', 20, 'G'),
      P('Persil plat', 5, 'G'),
    ],
  },
  {
    name: 'Moules marinières, frites',
    namePrint: 'Moules marinières',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'MEAT',
    dlc: 1,
    restaurants: [BISTROT],
    ingredients: [
      P('Moules de bouchot', 500, 'G'),
      P('Vin blanc de cuisine', 10, 'CL'),
      P('Échalote', 30, 'G'),
      P('Persil plat', 10, 'G'),
      P('Beurre doux 82 %', 20, 'G'),
      P('Crème liquide 35 %', 5, 'CL'),
      P('Frites allumettes', 200, 'G'),
    ],
  },
  {
    name: 'Salade de crevettes et avocat',
    namePrint: 'Salade crevettes avocat',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'VEGETABLE',
    dlc: 1,
    restaurants: [HALLES, COMPTOIR],
    tags: ['Sans gluten'],
    ingredients: [
      P('Crevettes cuites', 120, 'G'),
      P('Avocat Hass', 200, 'G'),
      P('Salade mélangée', 60, 'G'),
      P('Tomate cerise', 50, 'G'),
      P('Vinaigrette maison', 3, 'CL'),
      P('Citron jaune', 15, 'G'),
      P('Coriandre', 5, 'G'),
    ],
  },
  {
    name: 'Bœuf bourguignon',
    namePrint: 'Bœuf bourguignon',
    quantity: 5,
    baseUnit: 'KG',
    category: 'MEAT',
    dlc: 3,
    restaurants: [LAB, HALLES, COMPTOIR],
    tags: ['Fait maison'],
    ingredients: [
      P('Bœuf à bourguignon', 3, 'KG'),
      P('Côtes-du-Rhône rouge', 1.5, 'L'),
      R('Fond brun maison', 1, 'L'),
      P('Lardons fumés', 300, 'G'),
      P('Champignon de Paris', 500, 'G'),
      P('Carotte', 600, 'G'),
      P('Oignon jaune', 400, 'G'),
      P('Farine de blé T55', 60, 'G'),
    ],
  },
  {
    name: 'Magret de canard, sauce au vin rouge',
    namePrint: 'Magret sauce vin rouge',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'MEAT',
    dlc: 1,
    restaurants: [BISTROT, HALLES],
    ingredients: [
      P('Magret de canard', 350, 'G'),
      R('Sauce au vin rouge', 8, 'CL'),
      P('Pomme de terre Agata', 250, 'G'),
      P('Beurre doux 82 %', 20, 'G'),
    ],
  },
  {
    name: 'Penne au pesto',
    namePrint: 'Penne pesto',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'VEGETABLE',
    dlc: 1,
    restaurants: [HALLES, COMPTOIR],
    tags: ['Végétarien'],
    ingredients: [
      P('Penne rigate', 120, 'G'),
      P('Pesto au basilic', 40, 'G'),
      P('Parmesan', 20, 'G'),
      P('Tomate cerise', 60, 'G'),
      P('Basilic', 3, 'G'),
    ],
  },
  {
    name: 'Salade de chèvre chaud',
    namePrint: 'Salade chèvre chaud',
    quantity: 1,
    baseUnit: 'PIECE',
    category: 'VEGETABLE',
    dlc: 1,
    restaurants: [BISTROT, COMPTOIR],
    tags: ['Végétarien'],
    ingredients: [
      P('Salade mélangée', 80, 'G'),
      P('Bûche de chèvre', 90, 'G'),
      P('Baguette tradition', 0.3, 'PIECE'),
      P('Tomate cerise', 40, 'G'),
      P('Vinaigrette maison', 4, 'CL'),
    ],
  },
];

/** The products the kitchens keep in stock: the dishes' and the bar's. */
const STOCKED = [
  'Pomme de terre Agata',
  'Carotte',
  'Oignon jaune',
  'Échalote',
  'Tomate grappe',
  'Salade mélangée',
  'Persil plat',
  'Citron jaune',
  'Avocat Hass',
  'Frites allumettes',
  'Farine de blé T55',
  'Sucre en poudre',
  "Huile d'olive vierge extra",
  'Entrecôte de bœuf',
  'Steak haché 15 %',
  'Magret de canard',
  'Lardons fumés',
  'Moules de bouchot',
  'Dos de cabillaud',
  'Beurre doux 82 %',
  'Crème liquide 35 %',
  'Lait entier',
  'Œufs plein air',
  'Comté 18 mois',
  'Côtes-du-Rhône rouge',
  'Vin blanc de cuisine',
  'Eau minérale plate',
  'Cola 33 cL',
  'Pain burger brioché',
  'Baguette tradition',
];

export const DEMO_RECIPES_STOCK: SeedRecipesStock = {
  allergens: DEMO_ALLERGENS,
  unpriced: [
    {
      name: 'Safran en pistils',
      category: 'VEGETABLE',
      baseUnit: 'G',
      storage: ['Boîte 1 g', 1, 'G'],
    },
  ],
  recipes: DEMO_RECIPES,
  stock: {
    days: 21,
    products: STOCKED,
    inventoryDaysAgo: [14, 4],
    outOfStock: ['Pain burger brioché', 'Moules de bouchot'],
    low: ['Œufs plein air', 'Baguette tradition'],
    draftIn: BISTROT,
  },
};

// ---- Checking the book against the domain ----

interface ItemUnits {
  id: number;
  baseUnit: Unit;
}

/**
 * Every recipe as the api would accept it (form rules, ingredient units, no cycle), its items
 * resolved to ids; throws naming the first broken rule.
 */
function planRecipes(
  book: readonly SeedRecipe[],
  productOf: (name: string) => ItemUnits & ProductUnits,
) {
  const fail = (recipe: string, what: string): never => {
    throw new Error(`Seed recipes, « ${recipe} »: ${what}`);
  };
  const index = new Map(book.map((r, i) => [r.name, i]));
  const edges: SubRecipeEdge[] = [];
  return book.map((recipe, i) => {
    const form =
      namePrintError(recipe.namePrint, 'create') ??
      recipeQuantityError(recipe.quantity) ??
      recipeDlcError(recipe.dlc);
    if (form) fail(recipe.name, form);
    const lines = recipe.ingredients.map(([kind, name, quantity, unit]) => {
      let item: { id: number; baseUnit: Unit } | undefined;
      if (kind === 'P') item = productOf(name);
      else {
        const j = index.get(name);
        if (j === undefined) fail(recipe.name, `sous-recette inconnue ${name}`);
        item = { id: j!, baseUnit: book[j!]!.baseUnit };
        if (wouldCreateCycle(edges, i, j!)) fail(recipe.name, `cycle par ${name}`);
        edges.push({ recipeId: i, subRecipeId: j! });
      }
      const error = ingredientQuantityError(quantity) ?? ingredientUnitError(unit, item.baseUnit);
      if (error) fail(recipe.name, `${name}: ${error}`);
      return { kind, itemIndex: item.id, quantity, unit };
    });
    return { recipe, lines };
  });
}

// ---- Stock simulation ----

const DAY = 86_400_000;
const USAGE_EVERY = 4;

interface Movement {
  productId: number;
  restaurantId: number;
  type: StockMovementType;
  reason: StockMovementReason;
  quantity: number;
  unit: Unit;
  stockBefore: number;
  stockAfter: number;
  occurredAt: Date;
  note: string | null;
  createdById: number | null;
  /** Index of the inventory (in the inventories written) whose finalization made it. */
  inventory?: number;
}

interface Pack {
  id: number;
  name: string | null;
  sourceQuantity: number;
  sourceUnit: Unit;
}

interface StockedProduct extends ProductUnits {
  id: number;
  name: string;
  category: ProductCategory;
  baseUnit: BaseUnit;
  /** The first article's packaging: how deliveries come. */
  delivery: Pack;
  /** The inventory packaging, else the storage one: how it is counted. */
  count: Pack;
}

export interface RecipesStockSeedContext {
  enseigneId: number;
}

export interface RecipesStockSeedResult {
  recipes: number;
  ingredients: number;
  allergens: number;
  movements: number;
  inventories: number;
}

async function insertInChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  // Postgres binds at most 65535 parameters a statement.
  for (let i = 0; i < rows.length; i += 1000) await write(rows.slice(i, i + 1000));
}

/**
 * Writes the recipes, allergens, stock and inventories of a chain whose catalogue exists (its
 * products named as in the plan); the movements end the evening before `now`.
 */
export async function seedRecipesStock(
  tx: Tx,
  { enseigneId }: RecipesStockSeedContext,
  plan: SeedRecipesStock,
  now: Date = new Date(),
): Promise<RecipesStockSeedResult> {
  const random = seededRandom(12_2026);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

  const chainRestaurants = await tx
    .select({ id: restaurants.id, name: restaurants.name, isLab: restaurants.isLab })
    .from(restaurants)
    .where(eq(restaurants.enseigneId, enseigneId))
    .orderBy(asc(restaurants.id));
  const restaurantId = (name: string) => {
    const row = chainRestaurants.find((r) => r.name === name);
    if (!row) throw new Error(`Seed recipes: unknown restaurant ${name}`);
    return row.id;
  };
  const servingIds = chainRestaurants.filter((r) => !r.isLab).map((r) => r.id);

  // The products without a supplier, where the kitchens use them.
  const since = new Date(now.getTime() - 60 * DAY);
  if (plan.unpriced.length > 0) {
    const rows = await tx
      .insert(products)
      .values(
        plan.unpriced.map((p) => ({
          enseigneId,
          name: p.name,
          baseUnit: p.baseUnit,
          category: p.category,
          dlcEntame: CATEGORY_PRESETS[p.category].dlcEntame,
          tax: p.category === 'ITEM' ? ('VAT_20' as const) : ('VAT_5_5' as const),
          createdAt: since,
          updatedAt: since,
        })),
      )
      .returning({ id: products.id });
    await tx
      .insert(productRestaurants)
      .values(rows.flatMap((r) => servingIds.map((id) => ({ productId: r.id, restaurantId: id }))));
    await tx.insert(packagings).values(
      plan.unpriced.map((p, i) => {
        const [name, sourceQuantity, sourceUnit] = p.storage;
        const error =
          packagingQuantityError(sourceQuantity) ??
          packagingUnitError('STORAGE', sourceUnit, { baseUnit: p.baseUnit, conversionRules: [] });
        if (error) throw new Error(`Seed recipes, « ${p.name} »: ${error}`);
        return {
          productId: rows[i]!.id,
          type: 'STORAGE' as const,
          name,
          sourceQuantity,
          sourceUnit,
        };
      }),
    );
  }

  const productRows = await tx
    .select({
      id: products.id,
      name: products.name,
      baseUnit: products.baseUnit,
      category: products.category,
    })
    .from(products)
    .where(eq(products.enseigneId, enseigneId))
    .orderBy(asc(products.id));
  const productIds = productRows.map((p) => p.id);
  const [ruleRows, ownPacks, articlePacks, links, chainTags, staff, people, managed] =
    await Promise.all([
      tx.select().from(conversionRules).where(inArray(conversionRules.productId, productIds)),
      tx
        .select()
        .from(packagings)
        .where(inArray(packagings.productId, productIds))
        .orderBy(asc(packagings.id)),
      tx
        .select({
          productId: articles.productId,
          id: packagings.id,
          name: packagings.name,
          sourceQuantity: packagings.sourceQuantity,
          sourceUnit: packagings.sourceUnit,
        })
        .from(packagings)
        .innerJoin(articles, eq(articles.id, packagings.articleId))
        .where(eq(articles.enseigneId, enseigneId))
        .orderBy(asc(articles.id)),
      tx.select().from(productRestaurants).where(inArray(productRestaurants.productId, productIds)),
      tx.select({ id: tags.id, name: tags.name }).from(tags).where(eq(tags.enseigneId, enseigneId)),
      tx
        .select({ id: employees.id, restaurantId: employees.restaurantId })
        .from(employees)
        .where(
          inArray(
            employees.restaurantId,
            chainRestaurants.map((r) => r.id),
          ),
        )
        .orderBy(asc(employees.id)),
      tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.enseigneId, enseigneId))
        .orderBy(asc(users.id)),
      tx
        .select({ userId: userRestaurants.userId, restaurantId: userRestaurants.restaurantId })
        .from(userRestaurants)
        .innerJoin(users, and(eq(users.id, userRestaurants.userId), eq(users.role, 'MANAGER')))
        .where(eq(users.enseigneId, enseigneId)),
    ]);

  const units = new Map(
    productRows.map((p) => [
      p.name,
      {
        ...p,
        conversionRules: ruleRows
          .filter((r) => r.productId === p.id)
          .map((r): ConversionRuleLike => r),
      },
    ]),
  );
  const productOf = (name: string) => {
    const p = units.get(name);
    if (!p) throw new Error(`Seed recipes: unknown product ${name}`);
    return p;
  };

  // Allergens.
  const allergenRows = Object.entries(plan.allergens).flatMap(([name, list]) =>
    list.map((allergen) => ({ productId: productOf(name).id, allergen })),
  );
  if (allergenRows.length > 0) await tx.insert(productAllergens).values(allergenRows);

  // Recipes, then their lines (a sub-recipe's id is known once all are written).
  const planned = planRecipes(plan.recipes, productOf);
  const recipeRows = await tx
    .insert(recipes)
    .values(
      plan.recipes.map((r) => ({
        enseigneId,
        name: r.name,
        namePrint: r.namePrint,
        quantity: r.quantity,
        baseUnit: r.baseUnit,
        category: r.category,
        dlc: r.dlc,
        createdAt: since,
        updatedAt: since,
      })),
    )
    .returning({ id: recipes.id });
  const recipeIds = recipeRows.map((r) => r.id);
  const ingredientRows = planned.flatMap(({ lines }, i) =>
    lines.map((line) => ({
      recipeId: recipeIds[i]!,
      itemType: line.kind === 'P' ? ('PRODUCT' as const) : ('RECIPE' as const),
      productId: line.kind === 'P' ? line.itemIndex : null,
      subRecipeId: line.kind === 'R' ? recipeIds[line.itemIndex]! : null,
      quantity: line.quantity,
      itemUnit: line.unit,
    })),
  );
  await tx.insert(recipeIngredients).values(ingredientRows);
  await tx.insert(recipeRestaurants).values(
    plan.recipes.flatMap((r, i) =>
      r.restaurants.map((name) => ({
        recipeId: recipeIds[i]!,
        restaurantId: restaurantId(name),
      })),
    ),
  );
  const tagRows = plan.recipes.flatMap((r, i) =>
    (r.tags ?? []).map((name) => {
      const tag = chainTags.find((t) => t.name === name);
      if (!tag) throw new Error(`Seed recipes: unknown tag ${name}`);
      return { recipeId: recipeIds[i]!, tagId: tag.id };
    }),
  );
  if (tagRows.length > 0) await tx.insert(recipeTags).values(tagRows);

  // ---- Stock: each restaurant keeps the planned products it uses.
  const stocked: StockedProduct[] = plan.stock.products.map((name) => {
    const p = productOf(name);
    const delivery = articlePacks.find((a) => a.productId === p.id);
    const own = ownPacks.filter((k) => k.productId === p.id);
    const count =
      own.find((k) => k.type === 'INVENTORY') ?? own.find((k) => k.type === 'STORAGE') ?? delivery;
    if (!delivery || !count) throw new Error(`Seed stock: « ${name} » sans conditionnement`);
    return { ...p, baseUnit: p.baseUnit, delivery, count };
  });
  const adminId = people.find((u) => u.role === 'ADMIN')?.id ?? null;
  const authorOf = (id: number) => managed.find((m) => m.restaurantId === id)?.userId ?? adminId;

  const movements: Movement[] = [];
  const inventoryRows: (typeof inventories.$inferInsert)[] = [];
  const lineRows: {
    inventory: number;
    row: Omit<typeof inventoryLines.$inferInsert, 'inventoryId'>;
  }[] = [];
  const stockRows: (typeof productStocks.$inferInsert)[] = [];
  const at = (daysAgo: number, hour: number, minute = 0) => {
    const date = new Date(now.getTime() - daysAgo * DAY);
    date.setUTCHours(hour, minute, 0, 0);
    return date;
  };
  // Usage and corrections in whole grams, millilitres or pieces.
  const whole = (n: number) => Math.max(0, Math.round(n));
  const usageReason = (p: StockedProduct): StockMovementReason =>
    p.category === 'DRINK' || p.category === 'ITEM' ? 'SALE' : 'RECIPE';

  for (const restaurant of chainRestaurants) {
    const mine = stocked.filter((p) =>
      links.some((l) => l.productId === p.id && l.restaurantId === restaurant.id),
    );
    if (mine.length === 0) continue;
    const author = authorOf(restaurant.id);
    const counters = staff.filter((e) => e.restaurantId === restaurant.id);
    const level = new Map<number, number>(mine.map((p) => [p.id, 0]));
    const lastAt = new Map<number, Date>();
    const move = (
      p: StockedProduct,
      type: StockMovementType,
      reason: StockMovementReason,
      quantity: number,
      unit: Unit,
      occurredAt: Date,
      note: string | null = null,
      inventory?: number,
    ) => {
      const base =
        type === 'ADJUSTMENT' ? quantity : (toBaseQuantity(quantity, unit, p) ?? Number.NaN);
      const result = applyMovement(level.get(p.id)!, { type, reason, quantity: tidy(base) });
      if (!result.ok) throw new Error(`Seed stock: « ${p.name} » ${type} ${reason} refusé`);
      level.set(p.id, result.stockAfter);
      lastAt.set(p.id, occurredAt);
      movements.push({
        productId: p.id,
        restaurantId: restaurant.id,
        type,
        reason,
        quantity,
        unit,
        stockBefore: result.stockBefore,
        stockAfter: result.stockAfter,
        occurredAt,
        note,
        createdById: author,
        inventory,
      });
    };
    const packBase = (p: StockedProduct) =>
      toBaseQuantity(p.delivery.sourceQuantity, p.delivery.sourceUnit, p)!;
    // Daily usage about a quarter of a delivery.
    const usage = new Map(
      mine.map((p) => [p.id, Math.max(1, packBase(p) * (0.15 + random() * 0.25))]),
    );
    const empties = mine.filter((p) => plan.stock.outOfStock.includes(p.name));
    const lows = mine.filter((p) => plan.stock.low.includes(p.name));
    const wasted = mine.filter((p) => p.category === 'MEAT' || p.category === 'VEGETABLE');
    const wasteDays = new Map([
      [pick(wasted).id, 12 + Math.floor(random() * 5)],
      [pick(wasted).id, 3 + Math.floor(random() * 3)],
    ]);
    const [firstCount, secondCount] = plan.stock.inventoryDaysAgo;

    for (let daysAgo = plan.stock.days; daysAgo >= 1; daysAgo--) {
      const weekday = new Date(now.getTime() - daysAgo * DAY).getUTCDay();
      // Mondays and Thursdays: what would not last until the next delivery is brought up to a
      // week's use, in whole packagings.
      if (weekday === 1 || weekday === 4) {
        for (const p of mine) {
          const finishing = (empties.includes(p) || lows.includes(p)) && daysAgo <= 4;
          const daily = usage.get(p.id)!;
          if (finishing || level.get(p.id)! >= daily * 4) continue;
          const need = daily * 7 - level.get(p.id)!;
          if (finishing || need <= 0) continue;
          const packs = Math.max(1, Math.ceil(need / packBase(p)));
          const { sourceQuantity, sourceUnit, name } = p.delivery;
          move(
            p,
            'IN',
            'PURCHASE',
            tidy(packs * sourceQuantity),
            sourceUnit,
            at(daysAgo, 6, 30),
            `${packs} × ${name ?? ''}`.trim(),
          );
        }
      }
      for (const [i, p] of mine.entries()) {
        // Each product's usage is written every fourth day, four days' worth: the history
        // reads the same and the seed stays small.
        const stock = level.get(p.id)!;
        const due = (daysAgo + i) % USAGE_EVERY === 0;
        const used = due
          ? Math.min(stock, whole(usage.get(p.id)! * USAGE_EVERY * (0.7 + random() * 0.6)))
          : 0;
        if (used > 0) {
          move(p, 'OUT', usageReason(p), used, p.baseUnit, at(daysAgo, 11 + (i % 8), (i * 7) % 60));
        }
        if (wasteDays.get(p.id) === daysAgo && level.get(p.id)! > 0) {
          const lost = Math.max(1, whole(level.get(p.id)! * 0.3));
          move(
            p,
            'OUT',
            'WASTE',
            Math.min(lost, level.get(p.id)!),
            p.baseUnit,
            at(daysAgo, 22),
            'DLC dépassée',
          );
        }
      }
      // A delivery note typed wrong, corrected by hand; a shelf recounted after service.
      if (daysAgo === 18) {
        const p = mine[0]!;
        move(
          p,
          'IN',
          'MANUAL',
          whole(packBase(p) / 2) || 1,
          p.baseUnit,
          at(daysAgo, 15),
          'Bon de livraison mal saisi',
        );
      }
      if (daysAgo === 10) {
        const p = mine[1]!;
        move(
          p,
          'ADJUSTMENT',
          'MANUAL',
          whole(level.get(p.id)! * 0.95),
          p.baseUnit,
          at(daysAgo, 16),
          'Recomptage après le service',
        );
      }
      // The two finalized inventories: every product counted in its counting packaging.
      if (daysAgo === firstCount || daysAgo === secondCount) {
        const inventory = inventoryRows.length;
        const counter = counters[(inventory + daysAgo) % counters.length];
        const startedAt = at(daysAgo, 21);
        const finalizedAt = at(daysAgo, 22, 30);
        inventoryRows.push({
          restaurantId: restaurant.id,
          status: 'FINALIZED',
          startedAt,
          finalizedAt,
          countedById: counter?.id ?? null,
          createdById: author,
          note: daysAgo === firstCount ? 'Inventaire de début de mois' : 'Inventaire hebdomadaire',
          createdAt: startedAt,
          updatedAt: finalizedAt,
        });
        const counted = countLines(mine, level, random, inventory, lineRows, startedAt);
        const levels = new Map([...level].map(([id, stock]) => [String(id), stock]));
        for (const adjustment of inventoryAdjustments(counted, levels)) {
          const p = mine.find((m) => String(m.id) === String(adjustment.productId))!;
          move(
            p,
            'ADJUSTMENT',
            'INVENTORY',
            adjustment.stockAfter,
            p.baseUnit,
            finalizedAt,
            null,
            inventory,
          );
        }
      }
    }
    // Yesterday's service finishes two products and leaves two low.
    for (const p of empties) {
      const left = level.get(p.id)!;
      if (left > 0) move(p, 'OUT', usageReason(p), left, p.baseUnit, at(1, 21, 45));
    }
    for (const [i, p] of lows.entries()) {
      const target = 12 + i * 17;
      const left = level.get(p.id)!;
      if (left > target)
        move(p, 'OUT', usageReason(p), tidy(left - target), p.baseUnit, at(1, 21, 50));
      else if (left < target)
        move(
          p,
          'IN',
          'MANUAL',
          tidy(target - left),
          p.baseUnit,
          at(1, 21, 50),
          'Retrouvé en réserve',
        );
    }
    for (const p of mine) {
      stockRows.push({
        productId: p.id,
        restaurantId: restaurant.id,
        currentStock: level.get(p.id)!,
        updatedAt: lastAt.get(p.id) ?? at(1, 22),
      });
    }
    // Today's count in progress, in one restaurant: lines saved, nothing adjusted yet.
    if (restaurant.name === plan.stock.draftIn) {
      const inventory = inventoryRows.length;
      const startedAt = new Date(now.getTime() - 2 * 3_600_000);
      inventoryRows.push({
        restaurantId: restaurant.id,
        status: 'DRAFT',
        startedAt,
        countedById: counters[0]?.id ?? null,
        createdById: author,
        note: 'Comptage en cours',
        createdAt: startedAt,
        updatedAt: startedAt,
      });
      countLines(
        mine.slice(0, Math.ceil(mine.length / 2)),
        level,
        random,
        inventory,
        lineRows,
        startedAt,
      );
    }
  }

  const inventoryIds = (
    await tx.insert(inventories).values(inventoryRows).returning({ id: inventories.id })
  ).map((r) => r.id);
  await insertInChunks(lineRows, (chunk) =>
    tx
      .insert(inventoryLines)
      .values(
        chunk.map(({ inventory, row }) => ({ ...row, inventoryId: inventoryIds[inventory]! })),
      ),
  );
  // In time order, so the latest movement of a product is also the last written.
  movements.sort((x, y) => x.occurredAt.getTime() - y.occurredAt.getTime());
  await insertInChunks(movements, (chunk) =>
    tx.insert(stockMovements).values(
      chunk.map(({ inventory, ...m }) => ({
        ...m,
        inventoryId: inventory === undefined ? null : inventoryIds[inventory]!,
        createdAt: m.occurredAt,
      })),
    ),
  );
  if (stockRows.length > 0) await tx.insert(productStocks).values(stockRows);

  return {
    recipes: recipeIds.length,
    ingredients: ingredientRows.length,
    allergens: allergenRows.length,
    movements: movements.length,
    inventories: inventoryRows.length,
  };
}

/**
 * A count of `list`: each product's level within a few percent, in whole tenths of its counting
 * packaging (a product worth nothing in it is left uncounted, as the screen saves only lines
 * above 0). Returns the lines for the finalization's adjustments.
 */
function countLines(
  list: readonly StockedProduct[],
  level: ReadonlyMap<number, number>,
  random: () => number,
  inventory: number,
  out: { inventory: number; row: Omit<typeof inventoryLines.$inferInsert, 'inventoryId'> }[],
  at: Date,
): { productId: number; quantityInBaseUnit: number }[] {
  const lines: { productId: number; quantityInBaseUnit: number }[] = [];
  for (const p of list) {
    const one = packagingToBase(1, p.count, p);
    if (!one.converted || one.quantityInBaseUnit <= 0) continue;
    const seen = level.get(p.id)! * (0.92 + random() * 0.1);
    const inputQuantity = Math.round((seen / one.quantityInBaseUnit) * 10) / 10;
    if (inputQuantity <= 0) continue;
    const { quantityInBaseUnit } = packagingToBase(inputQuantity, p.count, p);
    lines.push({ productId: p.id, quantityInBaseUnit });
    out.push({
      inventory,
      row: {
        productId: p.id,
        inputQuantity,
        packagingQuantity: p.count.sourceQuantity,
        packagingUnit: p.count.sourceUnit,
        packagingName: p.count.name,
        quantityInBaseUnit,
        packagingId: p.count.id,
        createdAt: at,
        updatedAt: at,
      },
    });
  }
  return lines;
}
