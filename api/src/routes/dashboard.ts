import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function dashboardRoutes(_deps: RouteDeps): Router {
  return Router();
}
