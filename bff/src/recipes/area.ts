import type { GraphArea } from '../areas.ts';
import { resolvers as Recipe } from './Recipe.ts';
import { resolvers as RecipeIngredient } from './RecipeIngredient.ts';
import { createRecipeLoaders } from './recipe-loaders.ts';

export const recipesArea = {
  resolvers: [Recipe, RecipeIngredient],
  loaders: [createRecipeLoaders],
} satisfies GraphArea;
