import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function jobsRoutes(_deps: RouteDeps): Router {
  return Router();
}
