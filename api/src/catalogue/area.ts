import type { ApiArea } from '../http/area.ts';
import { articlesRoutes } from './articles.routes.ts';
import { conversionRulesRoutes } from './conversion-rules.routes.ts';
import { packagingsRoutes } from './packagings.routes.ts';
import { productsRoutes } from './products.routes.ts';
import { suppliersRoutes } from './suppliers.routes.ts';

export const catalogueArea: ApiArea = {
  routes: [
    ...suppliersRoutes,
    ...articlesRoutes,
    ...productsRoutes,
    ...packagingsRoutes,
    ...conversionRulesRoutes,
  ],
};
