import type { ApiArea } from '../http/area.ts';
import { recipesRoutes } from './recipes.routes.ts';

export const recipesArea: ApiArea = {
  routes: [...recipesRoutes],
};
