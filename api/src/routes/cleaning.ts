import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function cleaningRoutes(_deps: RouteDeps): Router {
  return Router();
}
