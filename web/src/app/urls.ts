import { areas } from '../features/areas.ts';

// Each area's paths are in its own `urls.ts` (features/<area>/urls.ts); what is here spans areas.

/** True when `pathname` is `base` or below it ('/products' matches '/products/12', not '/productsx'). */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/** The fixed start of a route's pattern: '/products' for '/products/:id'. */
const staticPrefix = (pattern: string) => pattern.split('/:')[0]!;

/**
 * Chain-wide screens (areas marked `chainWide`, the catalogue shared by every restaurant of the
 * chain): the restaurant picker is disabled there and reads 'Enseigne'
 * (docs/areas/platform.md#shell-and-routes).
 */
export function isChainWideRoute(pathname: string): boolean {
  return areas.some(
    (area) =>
      area.chainWide === true &&
      area.routes.some((route) => isUnder(pathname, staticPrefix(route.path))),
  );
}
