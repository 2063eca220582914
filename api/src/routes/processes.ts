import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function processesRoutes(_deps: RouteDeps): Router {
  return Router();
}
