import { type Area, lazyScreen } from '../../app/area.ts';
import { recipePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The chain's recipes. */
export const area: Area = {
  layout: 'products',
  routes: [
    { path: recipePaths.recipes, screen: lazyScreen(pages, 'RecipesPage') },
    { path: recipePaths.recipe, screen: lazyScreen(pages, 'RecipePage') },
  ],
  chainWide: true,
};
