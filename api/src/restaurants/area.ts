import type { ApiArea } from '../http/area.ts';
import { employeeRoutes } from './employees.routes.ts';
import { equipmentsRoutes } from './equipments.routes.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { labRoutes } from './labs.routes.ts';
import { restaurantRoutes } from './restaurants.routes.ts';
import { tagsRoutes } from './tags.routes.ts';
import { zonesRoutes } from './zones.routes.ts';

export const restaurantsArea: ApiArea = {
  routes: [
    ...restaurantRoutes,
    ...labRoutes,
    ...employeeRoutes,
    ...zonesRoutes,
    ...equipmentsRoutes,
    ...jobsRoutes,
    ...tagsRoutes,
  ],
};
