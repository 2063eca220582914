import type { ApiArea } from '../http/area.ts';
import { notificationRoutes } from './notifications.routes.ts';

export const notificationsArea: ApiArea = {
  routes: [...notificationRoutes],
};
