import type { ApiArea } from '../http/area.ts';
import { systemRoutes } from './system.routes.ts';

export const systemArea: ApiArea = {
  routes: [...systemRoutes],
};
