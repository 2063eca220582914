import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function photosRoutes(_deps: RouteDeps): Router {
  return Router();
}
