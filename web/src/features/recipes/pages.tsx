/** The screens of the recipes area, loaded as one chunk by the router. */
export { RecipesPage } from './RecipesPage.tsx';
export { RecipePage } from './RecipePage.tsx';
