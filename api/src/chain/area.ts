import type { ApiArea } from '../http/area.ts';
import { enseigneRoutes } from './enseignes.routes.ts';
import { invitationRoutes } from './invitations.routes.ts';
import { userRoutes } from './users.routes.ts';

export const chainArea: ApiArea = {
  routes: [...enseigneRoutes, ...invitationRoutes, ...userRoutes],
};
