import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function equipmentsRoutes(_deps: RouteDeps): Router {
  return Router();
}
