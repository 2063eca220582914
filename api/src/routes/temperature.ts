import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function temperatureRoutes(_deps: RouteDeps): Router {
  return Router();
}
