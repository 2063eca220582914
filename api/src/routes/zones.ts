import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function zonesRoutes(_deps: RouteDeps): Router {
  return Router();
}
