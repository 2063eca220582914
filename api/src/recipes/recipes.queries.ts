// The recipes' queries: the chain's recipes as answered (ingredients costed from the catalogue,
// restaurants, tags, allergens, the recipes using them) and the rows their forms write, for
// recipes.routes.ts (which keeps the access, the checks, the transactions and the statuses).
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  RECIPE_MAX_DEPTH,
  recipeAllergens,
  recipeBook,
  recipeCost,
  type BookProduct,
  type BookRecipe,
  type MissingCost,
  type RecipeBook,
  type RecipeItemType,
  type Unit,
} from '@bo/domain';
import type { Recipe, RecipeIngredient, RecipesQuery } from './recipes.contract.ts';
import type { z } from '../contract/registry.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import {
  enseignes,
  recipeIngredients,
  recipeRestaurants,
  recipes,
  recipeTags,
  restaurants,
  tags,
} from '../db/schema.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { bookProducts, findChainProduct } from '../catalogue/products.queries.ts';
import { replaceLinks } from '../catalogue/record-input.ts';

export type RecipeRow = typeof recipes.$inferSelect;
export type IngredientRow = typeof recipeIngredients.$inferSelect;

/** The chain's recipe, or undefined (another chain's id looks like no id). */
export async function findChainRecipe(
  db: Db | Tx,
  user: AuthUser,
  id: number,
): Promise<RecipeRow | undefined> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.enseigneId, user.enseigneId)));
  return row;
}

/** The recipe's line, or undefined. */
export async function findIngredient(
  db: Db | Tx,
  recipeId: number,
  ingredientId: number,
): Promise<IngredientRow | undefined> {
  const [row] = await db
    .select()
    .from(recipeIngredients)
    .where(and(eq(recipeIngredients.id, ingredientId), eq(recipeIngredients.recipeId, recipeId)));
  return row;
}

export const itemIdOf = (row: IngredientRow): number => (row.productId ?? row.subRecipeId)!;

// ---- Reading: the book of everything a recipe reaches ---------------------------------------

interface Book {
  book: RecipeBook;
  linesOf: Map<number, IngredientRow[]>;
}

/**
 * The recipes, every sub-recipe below them and their products, as the domain's RecipeBook. Read
 * level by level (two queries a level, then the products' fixed few): the number of queries is
 * bounded by the depth, never by the number of ingredients. A sub-recipe of another chain (never
 * written by the api) is left out, so it reads as an unknown item.
 */
async function loadBook(db: Db, user: AuthUser, rows: RecipeRow[]): Promise<Book> {
  const known = new Map(rows.map((row) => [row.id, row]));
  const linesOf = new Map<number, IngredientRow[]>();
  let frontier = rows.map((row) => row.id);
  for (let depth = 0; frontier.length > 0 && depth <= RECIPE_MAX_DEPTH; depth += 1) {
    const lines = await db
      .select()
      .from(recipeIngredients)
      .where(inArray(recipeIngredients.recipeId, frontier))
      .orderBy(asc(recipeIngredients.id));
    for (const id of frontier) linesOf.set(id, []);
    for (const line of lines) linesOf.get(line.recipeId)!.push(line);
    const next = [
      ...new Set(
        lines.flatMap((line) =>
          line.subRecipeId !== null && !known.has(line.subRecipeId) ? [line.subRecipeId] : [],
        ),
      ),
    ];
    const subs = next.length
      ? await db
          .select()
          .from(recipes)
          .where(and(eq(recipes.enseigneId, user.enseigneId), inArray(recipes.id, next)))
      : [];
    for (const sub of subs) known.set(sub.id, sub);
    frontier = subs.map((sub) => sub.id);
  }
  const productIds = [
    ...new Set(
      [...linesOf.values()].flat().flatMap((line) => (line.productId ? [line.productId] : [])),
    ),
  ];
  const bookRecipes: BookRecipe[] = [...known.values()].map((row) => ({
    id: row.id,
    name: row.name,
    quantity: row.quantity,
    baseUnit: row.baseUnit,
    ingredients: (linesOf.get(row.id) ?? []).map((line) => ({
      id: line.id,
      itemType: line.itemType,
      itemId: itemIdOf(line),
      quantity: line.quantity,
      itemUnit: line.itemUnit,
    })),
  }));
  const bookProductsList: BookProduct[] = await bookProducts(db, user, productIds);
  return { book: recipeBook(bookProductsList, bookRecipes), linesOf };
}

const gapDto = (gap: MissingCost) => ({
  reason: gap.reason,
  itemType: gap.itemType,
  itemId: Number(gap.itemId),
  itemName: gap.itemName,
  unit: gap.unit,
  path: [...gap.path],
});

/** The recipes as answered: lines with names and costs, counts, restaurants, tags, allergens, cost. */
export async function toRecipes(
  db: Db,
  photos: PhotoSigner,
  user: AuthUser,
  rows: RecipeRow[],
): Promise<Recipe[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [{ book, linesOf }, restaurantRows, tagRows, userRows] = await Promise.all([
    loadBook(db, user, rows),
    db
      .select({
        recipeId: recipeRestaurants.recipeId,
        id: restaurants.id,
        name: restaurants.name,
        address: restaurants.address,
      })
      .from(recipeRestaurants)
      .innerJoin(restaurants, eq(restaurants.id, recipeRestaurants.restaurantId))
      .where(inArray(recipeRestaurants.recipeId, ids))
      .orderBy(asc(restaurants.name), asc(restaurants.id)),
    db
      .select({ recipeId: recipeTags.recipeId, id: tags.id, name: tags.name })
      .from(recipeTags)
      .innerJoin(tags, eq(tags.id, recipeTags.tagId))
      .where(inArray(recipeTags.recipeId, ids))
      .orderBy(asc(tags.name), asc(tags.id)),
    db
      .selectDistinct({ subRecipeId: recipeIngredients.subRecipeId, id: recipes.id })
      .from(recipeIngredients)
      .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
      .where(inArray(recipeIngredients.subRecipeId, ids))
      .orderBy(asc(recipes.id)),
  ]);
  return rows.map((row) => {
    const cost = recipeCost(row.id, book)!;
    const lines = linesOf.get(row.id) ?? [];
    const ingredients: RecipeIngredient[] = lines.map((line) => {
      const costed = cost.lines.find((c) => c.ingredientId === line.id);
      const item =
        line.itemType === 'PRODUCT'
          ? book.products.get(String(line.productId))
          : book.recipes.get(String(line.subRecipeId));
      return {
        id: line.id,
        recipeId: line.recipeId,
        itemType: line.itemType,
        itemId: itemIdOf(line),
        quantity: line.quantity,
        itemUnit: line.itemUnit,
        itemName: item?.name ?? null,
        cost: costed?.cost ?? null,
        share: costed?.share ?? null,
        missing: (costed?.missing ?? []).map(gapDto),
        createdAt: line.createdAt.toISOString(),
        updatedAt: line.updatedAt.toISOString(),
      };
    });
    return {
      id: row.id,
      name: row.name,
      namePrint: row.namePrint,
      quantity: row.quantity,
      baseUnit: row.baseUnit,
      unit: row.baseUnit,
      category: row.category,
      DLC: row.dlc,
      photoURL:
        row.photoUrl ?? (row.photoId === null ? null : photos.url(row.photoId, row.enseigneId)),
      ingredients,
      productIngredientCount: lines.filter((line) => line.itemType === 'PRODUCT').length,
      recipeIngredientCount: lines.filter((line) => line.itemType === 'RECIPE').length,
      restaurants: restaurantRows
        .filter((r) => r.recipeId === row.id)
        .map(({ id, name, address }) => ({ restaurantId: id, restaurant: { id, name, address } })),
      recipeTags: tagRows
        .filter((t) => t.recipeId === row.id)
        .map(({ id, name }) => ({ tagId: id, tag: { id, name } })),
      allergens: recipeAllergens(row.id, book),
      cost: {
        total: cost.total,
        costPerBaseUnit: cost.costPerBaseUnit,
        complete: cost.complete,
        missing: cost.missing.map(gapDto),
      },
      usedInRecipeIds: userRows.filter((u) => u.subRecipeId === row.id).map((u) => u.id),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function toRecipe(
  db: Db,
  photos: PhotoSigner,
  user: AuthUser,
  row: RecipeRow,
): Promise<Recipe> {
  const [recipe] = await toRecipes(db, photos, user, [row]);
  return recipe!;
}

/** One line as answered, read back with its cost (the whole recipe is costed: shares need it). */
export async function ingredientDto(
  db: Db,
  photos: PhotoSigner,
  user: AuthUser,
  recipe: RecipeRow,
  ingredientId: number,
): Promise<RecipeIngredient> {
  const { ingredients } = await toRecipe(db, photos, user, recipe);
  return ingredients.find((line) => line.id === ingredientId)!;
}

// ---- Writing --------------------------------------------------------------------------------

/** Replaces each association the body names (an absent one is unchanged). */
export async function saveAssociations(
  tx: Tx,
  recipeId: number,
  input: { restaurantIds?: number[]; tagIds?: number[] },
): Promise<void> {
  await replaceLinks(
    input.restaurantIds,
    () => tx.delete(recipeRestaurants).where(eq(recipeRestaurants.recipeId, recipeId)),
    (ids) =>
      tx.insert(recipeRestaurants).values(ids.map((restaurantId) => ({ recipeId, restaurantId }))),
  );
  await replaceLinks(
    input.tagIds,
    () => tx.delete(recipeTags).where(eq(recipeTags.recipeId, recipeId)),
    (ids) => tx.insert(recipeTags).values(ids.map((tagId) => ({ recipeId, tagId }))),
  );
}

export interface IngredientInput {
  itemType: RecipeItemType;
  itemId: number;
  quantity: number;
  itemUnit: Unit;
}

/** A product of the chain's base unit, or undefined when the product is not the chain's. */
export async function chainProductUnit(
  tx: Tx,
  user: AuthUser,
  productId: number,
): Promise<Unit | undefined> {
  return (await findChainProduct(tx, user, productId))?.baseUnit;
}

/**
 * Locks the chain's row until the transaction ends: two writes of sub-recipe lines (A gets B
 * while B gets A) check for a cycle one after the other.
 */
export async function lockChainRecipes(tx: Tx, user: AuthUser): Promise<void> {
  await tx
    .select({ id: enseignes.id })
    .from(enseignes)
    .where(eq(enseignes.id, user.enseigneId))
    .for('no key update');
}

/** Every sub-recipe line of the chain's recipes, as the edges of its graph. */
export async function subRecipeEdges(
  tx: Tx,
  user: AuthUser,
): Promise<{ recipeId: number; subRecipeId: number }[]> {
  const edges = await tx
    .select({ recipeId: recipeIngredients.recipeId, subRecipeId: recipeIngredients.subRecipeId })
    .from(recipeIngredients)
    .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
    .where(and(eq(recipes.enseigneId, user.enseigneId), eq(recipeIngredients.itemType, 'RECIPE')));
  return edges.map((edge) => ({ recipeId: edge.recipeId, subRecipeId: edge.subRecipeId! }));
}

const itemColumns = (input: IngredientInput) => ({
  itemType: input.itemType,
  productId: input.itemType === 'PRODUCT' ? input.itemId : null,
  subRecipeId: input.itemType === 'RECIPE' ? input.itemId : null,
  quantity: input.quantity,
  itemUnit: input.itemUnit,
});

/** A changed line touches its recipe: the sheet's "modified" follows its ingredients. */
const touch = (tx: Tx, recipeId: number) =>
  tx.update(recipes).set({ updatedAt: new Date() }).where(eq(recipes.id, recipeId));

/** Adds a line to the recipe, touching it; the line's id. */
export async function insertIngredient(
  tx: Tx,
  recipeId: number,
  input: IngredientInput,
): Promise<number> {
  const [inserted] = await tx
    .insert(recipeIngredients)
    .values({ recipeId, ...itemColumns(input) })
    .returning({ id: recipeIngredients.id });
  await touch(tx, recipeId);
  return inserted!.id;
}

/** Rewrites a line of the recipe, touching it. */
export async function updateIngredient(
  tx: Tx,
  recipeId: number,
  lineId: number,
  input: IngredientInput,
): Promise<void> {
  await tx
    .update(recipeIngredients)
    .set({ ...itemColumns(input), updatedAt: new Date() })
    .where(eq(recipeIngredients.id, lineId));
  await touch(tx, recipeId);
}

/** Removes a line of the recipe, touching it. */
export async function deleteIngredient(tx: Tx, recipeId: number, lineId: number): Promise<void> {
  await tx.delete(recipeIngredients).where(eq(recipeIngredients.id, lineId));
  await touch(tx, recipeId);
}

type RecipeValues = Omit<
  typeof recipes.$inferInsert,
  'id' | 'enseigneId' | 'createdAt' | 'updatedAt'
>;

/** A new recipe of the chain. */
export async function insertRecipe(
  tx: Tx,
  user: AuthUser,
  values: RecipeValues,
): Promise<RecipeRow> {
  const [recipe] = await tx
    .insert(recipes)
    .values({ ...values, enseigneId: user.enseigneId })
    .returning();
  return recipe!;
}

/** Writes a recipe's changed columns; the row as it became. */
export async function updateRecipeRow(
  tx: Tx,
  id: number,
  changes: Partial<RecipeValues>,
): Promise<RecipeRow> {
  const [updated] = await tx
    .update(recipes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(recipes.id, id))
    .returning();
  return updated!;
}

/** The names of the recipes using this one as an ingredient, by name. */
export async function recipesUsing(tx: Tx, recipeId: number): Promise<string[]> {
  const users = await tx
    .selectDistinct({ name: recipes.name })
    .from(recipeIngredients)
    .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
    .where(eq(recipeIngredients.subRecipeId, recipeId))
    .orderBy(asc(recipes.name));
  return users.map((u) => u.name);
}

/** Deletes a recipe; its lines and associations go with it. */
export async function deleteRecipe(tx: Tx, id: number): Promise<void> {
  await tx.delete(recipes).where(eq(recipes.id, id));
}

// ---- List -----------------------------------------------------------------------------------

/** The list's filters: the query's, its ids parsed. */
export type RecipeFilters = Omit<z.output<typeof RecipesQuery>, 'ids'> & {
  ids: number[] | undefined;
};

function ordering({ sort = 'name', order }: Pick<RecipeFilters, 'sort' | 'order'>): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const column = sort === 'createdAt' ? recipes.createdAt : folded(recipes.name);
  return [direction(column), direction(recipes.id)];
}

/** A page of the chain's recipes matching the filters, as answered, and their count. */
export async function listRecipes(
  db: Db,
  photos: PhotoSigner,
  user: AuthUser,
  query: RecipeFilters,
): Promise<{ recipes: Recipe[]; total: number }> {
  const pattern = query.search ? foldedPattern(query.search) : undefined;
  const where = and(
    eq(recipes.enseigneId, user.enseigneId),
    query.ids === undefined ? undefined : inArray(recipes.id, query.ids),
    pattern
      ? or(
          sql`${folded(recipes.name)} like ${pattern}`,
          sql`${folded(sql`coalesce(${recipes.namePrint}, '')`)} like ${pattern}`,
        )
      : undefined,
  );
  const rows = db
    .select()
    .from(recipes)
    .where(where)
    .orderBy(...ordering(query))
    .offset(query.offset ?? 0);
  const [page, [total]] = await Promise.all([
    query.limit === undefined ? rows : rows.limit(query.limit),
    db.select({ count: count() }).from(recipes).where(where),
  ]);
  return { recipes: await toRecipes(db, photos, user, page), total: total!.count };
}
