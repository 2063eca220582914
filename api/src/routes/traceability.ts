import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function traceabilityRoutes(_deps: RouteDeps): Router {
  return Router();
}
