import type { ApiArea } from '../http/area.ts';
import { dashboardRoutes } from './dashboard.routes.ts';

export const dashboardArea: ApiArea = {
  routes: [...dashboardRoutes],
};
