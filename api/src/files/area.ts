import type { ApiArea } from '../http/area.ts';
import { filesRoutes } from './files.routes.ts';

export const filesArea: ApiArea = {
  routes: [...filesRoutes],
};
