import type { AnyRoute } from './route.ts';

/**
 * An area of the REST api, declared in its own folder (`<area>/area.ts`): its routes in mounting
 * order (an earlier path wins: `/jobs/restaurant/{id}` before `/jobs/{id}`). What a route needs
 * beyond its handler (no Idempotency-Key, a brute-force limit) is said by its definition
 * (http/route.ts). areas.ts lists the areas.
 */
export interface ApiArea {
  routes: readonly AnyRoute[];
}
