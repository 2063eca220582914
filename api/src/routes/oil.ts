import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function oilRoutes(_deps: RouteDeps): Router {
  return Router();
}
