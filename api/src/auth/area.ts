import type { ApiArea } from '../http/area.ts';
import { authRoutes } from './auth.routes.ts';

export const authArea: ApiArea = {
  routes: [...authRoutes],
};
