import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function tagsRoutes(_deps: RouteDeps): Router {
  return Router();
}
