import type { AnyRoute } from '../http/route.ts';
import { absencesRoutes } from './absences.ts';
import { approvedShiftsRoutes } from './approved-shifts.ts';
import { articlesRoutes } from './articles.ts';
import { authRoutes } from './auth.ts';
import { cleaningRoutes } from './cleaning.ts';
import { dashboardRoutes } from './dashboard.ts';
import { employeeRoutes } from './employees.ts';
import { enseigneRoutes } from './enseignes.ts';
import { equipmentsRoutes } from './equipments.ts';
import { exportsRoutes } from './exports.ts';
import { inventoriesRoutes } from './inventories.ts';
import { invitationRoutes } from './invitations.ts';
import { jobsRoutes } from './jobs.ts';
import { kioskRoutes } from './kiosk.ts';
import { labRoutes } from './labs.ts';
import { oilRoutes } from './oil.ts';
import { payrollRoutes } from './payroll.ts';
import { photosRoutes } from './photos.ts';
import { filesRoutes } from './files.ts';
import { processesRoutes } from './processes.ts';
import { purchaseOrderReceiptsRoutes } from './purchase-order-receipts.ts';
import { purchaseOrdersRoutes } from './purchase-orders.ts';
import { productsRoutes } from './products.ts';
import { realizedShiftsRoutes } from './realized-shifts.ts';
import { recipesRoutes } from './recipes.ts';
import { restaurantRoutes } from './restaurants.ts';
import { scheduledShiftsRoutes } from './scheduled-shifts.ts';
import { settingsRoutes } from './settings.ts';
import { stockRoutes } from './stock.ts';
import { suppliersRoutes } from './suppliers.ts';
import { systemRoutes } from './system.ts';
import { tagsRoutes } from './tags.ts';
import { temperatureRoutes } from './temperature.ts';
import { traceabilityRoutes } from './traceability.ts';
import { userRoutes } from './users.ts';
import { zonesRoutes } from './zones.ts';

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
