import type { ApiArea } from '../http/area.ts';
import { settingsRoutes } from './settings.routes.ts';

export const accountArea: ApiArea = {
  routes: [...settingsRoutes],
};
