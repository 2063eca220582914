import type { ApiArea } from '../http/area.ts';
import { photosRoutes } from './photos.routes.ts';

export const photosArea: ApiArea = {
  routes: [...photosRoutes],
};
