import type { ApiArea } from '../http/area.ts';
import { cleaningRoutes } from './cleaning.routes.ts';
import { oilRoutes } from './oil.routes.ts';
import { processesRoutes } from './processes.routes.ts';
import { temperatureRoutes } from './temperature.routes.ts';
import { traceabilityRoutes } from './traceability.routes.ts';

export const hygieneArea: ApiArea = {
  routes: [
    ...temperatureRoutes,
    ...processesRoutes,
    ...oilRoutes,
    ...traceabilityRoutes,
    ...cleaningRoutes,
  ],
};
