import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function exportsRoutes(_deps: RouteDeps): Router {
  return Router();
}
