import type { ApiArea } from '../http/area.ts';
import { articlesRoutes } from './articles.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { suppliersRoutes } from './suppliers.routes.ts';

export const catalogueArea: ApiArea = {
  routes: [...suppliersRoutes, ...articlesRoutes, ...productsRoutes],
};
