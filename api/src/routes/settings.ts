import { Router } from 'express';
import type { RouteDeps } from './deps.ts';

export function settingsRoutes(_deps: RouteDeps): Router {
  return Router();
}
