import type { AnyRoute } from './http/route.ts';
import { absencesRoutes } from './planning/absences.routes.ts';
import { approvedShiftsRoutes } from './planning/approved-shifts.routes.ts';
import { articlesRoutes } from './catalogue/articles.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { cleaningRoutes } from './hygiene/cleaning.routes.ts';
import { dashboardRoutes } from './dashboard/dashboard.routes.ts';
import { employeeRoutes } from './restaurants/employees.routes.ts';
import { enseigneRoutes } from './chain/enseignes.routes.ts';
import { equipmentsRoutes } from './restaurants/equipments.routes.ts';
import { exportsRoutes } from './exports/exports.routes.ts';
import { inventoriesRoutes } from './stock/inventories.routes.ts';
import { invitationRoutes } from './chain/invitations.routes.ts';
import { jobsRoutes } from './restaurants/jobs.routes.ts';
import { kioskRoutes } from './planning/kiosk.routes.ts';
import { labRoutes } from './restaurants/labs.routes.ts';
import { oilRoutes } from './hygiene/oil.routes.ts';
import { payrollRoutes } from './planning/payroll.routes.ts';
import { photosRoutes } from './photos/photos.routes.ts';
import { filesRoutes } from './files/files.routes.ts';
import { processesRoutes } from './hygiene/processes.routes.ts';
import { purchaseOrderReceiptsRoutes } from './purchasing/purchase-order-receipts.routes.ts';
import { purchaseOrdersRoutes } from './purchasing/purchase-orders.routes.ts';
import { productsRoutes } from './catalogue/products.routes.ts';
import { realizedShiftsRoutes } from './planning/realized-shifts.routes.ts';
import { recipesRoutes } from './recipes/recipes.routes.ts';
import { restaurantRoutes } from './restaurants/restaurants.routes.ts';
import { scheduledShiftsRoutes } from './planning/scheduled-shifts.routes.ts';
import { settingsRoutes } from './account/settings.routes.ts';
import { stockRoutes } from './stock/stock.routes.ts';
import { suppliersRoutes } from './catalogue/suppliers.routes.ts';
import { systemRoutes } from './system/system.routes.ts';
import { tagsRoutes } from './restaurants/tags.routes.ts';
import { temperatureRoutes } from './hygiene/temperature.routes.ts';
import { traceabilityRoutes } from './hygiene/traceability.routes.ts';
import { userRoutes } from './chain/users.routes.ts';
import { zonesRoutes } from './restaurants/zones.routes.ts';

/**
 * Every area of the REST api, in mounting order (an earlier path wins: `/jobs/restaurant/{id}`
 * before `/jobs/{id}`). A new area is one line here; openapi.ts documents the same list.
 */
export const AREAS: readonly (readonly AnyRoute[])[] = [
  systemRoutes,
  authRoutes,
  enseigneRoutes,
  invitationRoutes,
  userRoutes,
  restaurantRoutes,
  labRoutes,
  employeeRoutes,
  zonesRoutes,
  equipmentsRoutes,
  jobsRoutes,
  tagsRoutes,
  settingsRoutes,
  temperatureRoutes,
  processesRoutes,
  oilRoutes,
  traceabilityRoutes,
  cleaningRoutes,
  photosRoutes,
  filesRoutes,
  exportsRoutes,
  dashboardRoutes,
  suppliersRoutes,
  articlesRoutes,
  productsRoutes,
  stockRoutes,
  inventoriesRoutes,
  recipesRoutes,
  purchaseOrdersRoutes,
  purchaseOrderReceiptsRoutes,
  scheduledShiftsRoutes,
  realizedShiftsRoutes,
  approvedShiftsRoutes,
  kioskRoutes,
  absencesRoutes,
  payrollRoutes,
];

/** Every route definition of the api. */
export const ROUTES: readonly AnyRoute[] = AREAS.filter(
  (area) => typeof area !== 'function',
).flat();
