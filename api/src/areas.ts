import type { ApiArea } from './http/area.ts';
import type { AnyRoute } from './http/route.ts';
import { systemArea } from './system/area.ts';
import { authArea } from './auth/area.ts';
import { chainArea } from './chain/area.ts';
import { restaurantsArea } from './restaurants/area.ts';
import { accountArea } from './account/area.ts';
import { hygieneArea } from './hygiene/area.ts';
import { photosArea } from './photos/area.ts';
import { filesArea } from './files/area.ts';
import { exportsArea } from './exports/area.ts';
import { dashboardArea } from './dashboard/area.ts';
import { catalogueArea } from './catalogue/area.ts';
import { stockArea } from './stock/area.ts';
import { recipesArea } from './recipes/area.ts';
import { purchasingArea } from './purchasing/area.ts';
import { planningArea } from './planning/area.ts';
import { notificationsArea } from './notifications/area.ts';

/**
 * Every area of the REST api (each declared by its folder's area.ts), in mounting order: an
 * earlier path wins. A new area is its import and its line here; openapi.ts documents the routes
 * in this order.
 */
export const AREAS: readonly ApiArea[] = [
  systemArea,
  authArea,
  chainArea,
  restaurantsArea,
  accountArea,
  hygieneArea,
  photosArea,
  filesArea,
  exportsArea,
  dashboardArea,
  catalogueArea,
  stockArea,
  recipesArea,
  purchasingArea,
  planningArea,
  notificationsArea,
];

/** Every route definition of the api. */
export const ROUTES: readonly AnyRoute[] = AREAS.flatMap((area) => area.routes);
