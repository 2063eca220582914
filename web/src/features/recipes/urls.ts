import { segment } from '../../app/area.ts';

/** The chain's recipes: `recipePaths` are the router's patterns, `recipeUrls` build links. */
export const recipePaths = {
  recipes: '/recipes',
  recipe: '/recipes/:id',
} as const;

export const recipeUrls = {
  recipes: () => recipePaths.recipes,
  recipe: (id: string | number) => `/recipes/${segment(id)}`,
} as const;
