import type { ApiArea } from '../http/area.ts';
import { exportsRoutes } from './exports.routes.ts';

export const exportsArea: ApiArea = {
  routes: [...exportsRoutes],
};
