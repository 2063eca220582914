// Recipes and their ingredients (docs/areas/recipes.md): the chain's preparations, each line a
// product or a sub-recipe. Rows of another chain answer 404 like unknown ids (400 under the field
// when named in a body); every write runs in one transaction, so a refusal writes nothing. Cost and
// allergens are the domain's, computed on every read from the catalogue's current costs: a price
// change shows at once.
import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  ingredientUnitError,
  RECIPE_MAX_DEPTH,
  RECIPE_MESSAGES as R,
  recipeAllergens,
  recipeBook,
  recipeCost,
  recipeCycleMessage,
  wouldCreateCycle,
  type BookProduct,
  type BookRecipe,
  type MissingCost,
  type RecipeBook,
  type RecipeItemType,
  type Unit,
} from '@bo/domain';
import {
  CreateRecipeBody,
  RECIPE_API_MESSAGES as M,
  RecipeIngredientBody,
  RecipeIngredientParams,
  RecipeIngredientResponse,
  RecipeIngredientsResponse,
  RecipeResponse,
  RecipesQuery,
  RecipesResponse,
  UpdateRecipeBody,
  UpdateRecipeIngredientBody,
  type Recipe,
  type RecipeIngredient,
} from './recipes.contract.ts';
import { IdParam } from '../contract/common.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import type { z } from '../contract/registry.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { folded, foldedPattern } from '../db/listing.ts';
import {
  enseignes,
  products,
  recipeIngredients,
  recipeRestaurants,
  recipes,
  recipeTags,
  restaurants,
  tags,
} from '../db/schema.ts';
import { HttpError, invalidField, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { inIdList } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { storePhoto } from '../photos/upload.ts';
import { assertAssociations } from '../catalogue/checks.ts';
import { bookProducts } from '../catalogue/products.queries.ts';
import { assertPhoto, recordWithPhotoAndLists, replaceLinks } from '../catalogue/record-input.ts';

type RecipeRow = typeof recipes.$inferSelect;
type IngredientRow = typeof recipeIngredients.$inferSelect;

/** The chain's recipe, else 404 (another chain's id looks like no id). */
async function findChainRecipe(db: Db | Tx, user: AuthUser, id: number): Promise<RecipeRow> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.enseigneId, user.enseigneId)));
  if (!row) throw notFound(R.recipeNotFound);
  return row;
}

async function findIngredient(
  db: Db | Tx,
  recipeId: number,
  ingredientId: number,
): Promise<IngredientRow> {
  const [row] = await db
    .select()
    .from(recipeIngredients)
    .where(and(eq(recipeIngredients.id, ingredientId), eq(recipeIngredients.recipeId, recipeId)));
  if (!row) throw notFound(M.ingredientNotFound);
  return row;
}

const itemIdOf = (row: IngredientRow): number => (row.productId ?? row.subRecipeId)!;

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
async function toRecipes(
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

async function toRecipe(
  db: Db,
  photos: PhotoSigner,
  user: AuthUser,
  row: RecipeRow,
): Promise<Recipe> {
  const [recipe] = await toRecipes(db, photos, user, [row]);
  return recipe!;
}

/** One line as answered, read back with its cost (the whole recipe is costed: shares need it). */
async function ingredientDto(
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
async function saveAssociations(
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

interface IngredientInput {
  itemType: RecipeItemType;
  itemId: number;
  quantity: number;
  itemUnit: Unit;
}

/**
 * Checks a line before it is written, inside the write's transaction: the item is the chain's
 * (400 under itemId), its unit is allowed by the item's base unit (400 under itemUnit), and a
 * sub-recipe closes no cycle (409 with the domain's message). A sub-recipe line first locks the
 * chain's row, so two concurrent writes (A gets B while B gets A) check one after the other and
 * cannot close a cycle together.
 */
async function assertIngredient(
  tx: Tx,
  user: AuthUser,
  recipe: RecipeRow,
  input: IngredientInput,
): Promise<void> {
  let baseUnit: Unit;
  if (input.itemType === 'PRODUCT') {
    const [product] = await tx
      .select({ baseUnit: products.baseUnit })
      .from(products)
      .where(and(eq(products.id, input.itemId), eq(products.enseigneId, user.enseigneId)));
    if (!product) throw invalidField('itemId', M.productUnknown);
    baseUnit = product.baseUnit;
  } else {
    await tx
      .select({ id: enseignes.id })
      .from(enseignes)
      .where(eq(enseignes.id, user.enseigneId))
      .for('no key update');
    const [sub] = await tx
      .select({ name: recipes.name, baseUnit: recipes.baseUnit })
      .from(recipes)
      .where(and(eq(recipes.id, input.itemId), eq(recipes.enseigneId, user.enseigneId)));
    if (!sub) throw invalidField('itemId', M.recipeUnknown);
    if (input.itemId === recipe.id) throw new HttpError(409, R.recipeInItself);
    baseUnit = sub.baseUnit;
    const edges = await tx
      .select({ recipeId: recipeIngredients.recipeId, subRecipeId: recipeIngredients.subRecipeId })
      .from(recipeIngredients)
      .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
      .where(
        and(eq(recipes.enseigneId, user.enseigneId), eq(recipeIngredients.itemType, 'RECIPE')),
      );
    const graph = edges.map((edge) => ({
      recipeId: edge.recipeId,
      subRecipeId: edge.subRecipeId!,
    }));
    if (wouldCreateCycle(graph, recipe.id, input.itemId)) {
      throw new HttpError(409, recipeCycleMessage(sub.name));
    }
  }
  const unitError = ingredientUnitError(input.itemUnit, baseUnit);
  if (unitError) throw invalidField('itemUnit', unitError);
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

// ---- List -----------------------------------------------------------------------------------

type RecipesQueryInput = z.output<typeof RecipesQuery>;

function ordering({ sort = 'name', order }: RecipesQueryInput): SQL[] {
  const direction = order === 'desc' ? desc : asc;
  const column = sort === 'createdAt' ? recipes.createdAt : folded(recipes.name);
  return [direction(column), direction(recipes.id)];
}

// ---- The multipart variant (a photo with the fields) ----------------------------------------

const NUMERIC_FIELDS = ['quantity', 'DLC', 'photoId'];
const LIST_FIELDS = ['restaurantIds', 'tagIds'];

const recipeBody = (
  req: Parameters<typeof recordWithPhotoAndLists>[0],
  res: Parameters<typeof recordWithPhotoAndLists>[1],
) => recordWithPhotoAndLists(req, res, NUMERIC_FIELDS, LIST_FIELDS);

export const recipesRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/recipes',
    tags: ['recipes'],
    summary:
      "Les recettes de l'enseigne avec leurs ingrédients, restaurants, tags, allergènes et coût, par nom sauf autre tri ; filtrées et par pages avec `limit` (docs/how-to/lists.md)",
    access: 'authenticated',
    query: RecipesQuery,
    response: { status: 200, description: 'Recettes', schema: RecipesResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const pattern = query.search ? foldedPattern(query.search) : undefined;
      const where = and(
        eq(recipes.enseigneId, user.enseigneId),
        inIdList(recipes.id, query.ids, 'ids'),
        pattern
          ? or(
              sql`${folded(recipes.name)} like ${pattern}`,
              sql`${folded(sql`coalesce(${recipes.namePrint}, '')`)} like ${pattern}`,
            )
          : undefined,
      );
      const offset = query.offset ?? 0;
      const rows = db
        .select()
        .from(recipes)
        .where(where)
        .orderBy(...ordering(query))
        .offset(offset);
      const [page, [total]] = await Promise.all([
        query.limit === undefined ? rows : rows.limit(query.limit),
        db.select({ n: count() }).from(recipes).where(where),
      ]);
      return {
        recipes: await toRecipes(db, photos, user, page),
        total: total!.n,
        limit: query.limit ?? null,
        offset,
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/recipes/{id}',
    tags: ['recipes'],
    summary:
      'Une recette avec ses ingrédients (nom de l’élément, coût et part), restaurants, tags, allergènes (sous-recettes comprises) et coût',
    access: 'authenticated',
    params: IdParam,
    notFound: R.recipeNotFound,
    response: { status: 200, description: 'Recette', schema: RecipeResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => ({
      recipe: await toRecipe(db, photos, user, await findChainRecipe(db, user, params.id)),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/recipes',
    tags: ['recipes'],
    summary:
      'Crée une recette (ADMIN) : nom, nom d’impression (25 caractères au plus), quantité, unité de base, catégorie (ITEM par défaut), DLC, photo (URL, photoId ou fichier en multipart) et associations',
    access: { area: 'RECIPES', action: 'create' },
    load: ({ req, res }) => recipeBody(req, res),
    body: CreateRecipeBody,
    bodyOf: (sent) => sent.body,
    requestBody: recordBodyWithPhoto(CreateRecipeBody),
    response: { status: 201, description: 'Recette créée', schema: RecipeResponse },
    errors: [400],
    handler: async ({ db, user, photos, photoStore, loaded: sent, body }) => {
      await assertAssociations(db, user, body);
      await assertPhoto(db, user, body);
      const row = await db.transaction(async (tx) => {
        const photoId = sent.photo
          ? await storePhoto(tx, photoStore, user, sent.photo)
          : (body.photoId ?? null);
        const [recipe] = await tx
          .insert(recipes)
          .values({
            enseigneId: user.enseigneId,
            name: body.name,
            namePrint: body.namePrint,
            quantity: body.quantity,
            baseUnit: body.baseUnit,
            category: body.category ?? 'ITEM',
            dlc: body.DLC,
            photoId,
            photoUrl: photoId === null ? body.photoURL : null,
          })
          .returning();
        await saveAssociations(tx, recipe!.id, body);
        return recipe!;
      });
      return { recipe: await toRecipe(db, photos, user, row) };
    },
  }),

  // The spec does not say PUT or PATCH: both, one handler.
  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/recipes/{id}',
      tags: ['recipes'],
      summary:
        'Modifie une recette (ADMIN) : ses champs (multipart avec une photo), ou ses associations ({restaurantIds}, {tagIds} remplacent les précédentes). PUT et PATCH sont la même route',
      access: { area: 'RECIPES', action: 'edit' },
      params: IdParam,
      notFound: R.recipeNotFound,
      load: async ({ db, user, params, req, res }) => ({
        recipe: await findChainRecipe(db, user, params.id),
        sent: await recipeBody(req, res),
      }),
      body: UpdateRecipeBody,
      bodyOf: ({ sent }) => sent.body,
      requestBody: recordBodyWithPhoto(UpdateRecipeBody),
      response: { status: 200, description: 'Recette modifiée', schema: RecipeResponse },
      errors: [400, 404],
      handler: async ({ db, user, photos, photoStore, loaded: { recipe, sent }, body }) => {
        if (Object.keys(body).length === 0 && !sent.photo) {
          throw new HttpError(400, M.nothingToChange);
        }
        await assertAssociations(db, user, body);
        await assertPhoto(db, user, body);
        const changes = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.namePrint !== undefined && { namePrint: body.namePrint }),
          ...(body.quantity !== undefined && { quantity: body.quantity }),
          ...(body.baseUnit !== undefined && { baseUnit: body.baseUnit }),
          ...(body.category !== undefined && { category: body.category }),
          ...(body.DLC !== undefined && { dlc: body.DLC }),
          // A URL replaces an uploaded photo (one clears the other).
          ...(body.photoURL !== undefined && { photoUrl: body.photoURL, photoId: null }),
          ...(body.photoId !== undefined && { photoId: body.photoId, photoUrl: null }),
        };
        const row = await db.transaction(async (tx) => {
          const photo = sent.photo && {
            photoId: await storePhoto(tx, photoStore, user, sent.photo),
            photoUrl: null,
          };
          const [updated] = await tx
            .update(recipes)
            .set({ ...changes, ...photo, updatedAt: new Date() })
            .where(eq(recipes.id, recipe.id))
            .returning();
          await saveAssociations(tx, recipe.id, body);
          return updated!;
        });
        return { recipe: await toRecipe(db, photos, user, row) };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/recipes/{id}',
    tags: ['recipes'],
    summary:
      'Supprime une recette (ADMIN) avec ses ingrédients et associations ; 409 tant qu’une autre recette l’utilise',
    access: { area: 'RECIPES', action: 'delete' },
    params: IdParam,
    notFound: R.recipeNotFound,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await db.transaction(async (tx) => {
        const recipe = await findChainRecipe(tx, user, params.id);
        const users = await tx
          .selectDistinct({ name: recipes.name })
          .from(recipeIngredients)
          .innerJoin(recipes, eq(recipes.id, recipeIngredients.recipeId))
          .where(eq(recipeIngredients.subRecipeId, recipe.id))
          .orderBy(asc(recipes.name));
        if (users.length > 0) {
          throw new HttpError(409, M.recipeInUse(users.map((u) => u.name)));
        }
        await tx.delete(recipes).where(eq(recipes.id, recipe.id));
      });
    },
  }),

  // ---- Ingredients ----

  defineRoute({
    method: 'get',
    path: '/api/recipes/{id}/ingredients',
    tags: ['recipes'],
    summary: "Les ingrédients d'une recette avec le nom de l'élément, leur coût et leur part",
    access: 'authenticated',
    params: IdParam,
    notFound: R.recipeNotFound,
    response: { status: 200, description: 'Ingrédients', schema: RecipeIngredientsResponse },
    errors: [404],
    handler: async ({ db, user, photos, params }) => {
      const recipe = await findChainRecipe(db, user, params.id);
      return { ingredients: (await toRecipe(db, photos, user, recipe)).ingredients };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/recipes/{id}/ingredients',
    tags: ['recipes'],
    summary:
      "Ajoute un ingrédient (ADMIN) : un produit ou une sous-recette de l'enseigne, dans une unité permise par son unité de base ; 409 si la sous-recette contient déjà la recette (à tout niveau)",
    access: { area: 'RECIPES', action: 'edit' },
    params: IdParam,
    notFound: R.recipeNotFound,
    load: ({ db, user, params }) => findChainRecipe(db, user, params.id),
    body: RecipeIngredientBody,
    response: { status: 201, description: 'Ingrédient ajouté', schema: RecipeIngredientResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, photos, loaded: recipe, body }) => {
      const id = await db.transaction(async (tx) => {
        await assertIngredient(tx, user, recipe, body);
        const [inserted] = await tx
          .insert(recipeIngredients)
          .values({ recipeId: recipe.id, ...itemColumns(body) })
          .returning({ id: recipeIngredients.id });
        await touch(tx, recipe.id);
        return inserted!.id;
      });
      return { ingredient: await ingredientDto(db, photos, user, recipe, id) };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/recipes/{id}/ingredients/{ingredientId}',
    tags: ['recipes'],
    summary:
      'Modifie un ingrédient (ADMIN) aux mêmes règles qu’à son ajout ; les champs absents sont inchangés',
    access: { area: 'RECIPES', action: 'edit' },
    params: RecipeIngredientParams,
    notFound: M.ingredientNotFound,
    load: async ({ db, user, params }) => {
      const recipe = await findChainRecipe(db, user, params.id);
      return { recipe, line: await findIngredient(db, recipe.id, params.ingredientId) };
    },
    body: UpdateRecipeIngredientBody,
    response: { status: 200, description: 'Ingrédient modifié', schema: RecipeIngredientResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user, photos, loaded: { recipe, line }, body }) => {
      const changed: IngredientInput = {
        itemType: body.itemType ?? line.itemType,
        itemId: body.itemId ?? itemIdOf(line),
        quantity: body.quantity ?? line.quantity,
        itemUnit: body.itemUnit ?? line.itemUnit,
      };
      await db.transaction(async (tx) => {
        await assertIngredient(tx, user, recipe, changed);
        await tx
          .update(recipeIngredients)
          .set({ ...itemColumns(changed), updatedAt: new Date() })
          .where(eq(recipeIngredients.id, line.id));
        await touch(tx, recipe.id);
      });
      return { ingredient: await ingredientDto(db, photos, user, recipe, line.id) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/recipes/{id}/ingredients/{ingredientId}',
    tags: ['recipes'],
    summary: "Retire un ingrédient d'une recette (ADMIN)",
    access: { area: 'RECIPES', action: 'edit' },
    params: RecipeIngredientParams,
    notFound: M.ingredientNotFound,
    response: { status: 204, description: 'Retiré' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const recipe = await findChainRecipe(db, user, params.id);
      const line = await findIngredient(db, recipe.id, params.ingredientId);
      await db.transaction(async (tx) => {
        await tx.delete(recipeIngredients).where(eq(recipeIngredients.id, line.id));
        await touch(tx, recipe.id);
      });
    },
  }),
];
