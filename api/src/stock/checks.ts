// The stock's rule of who writes, shared by the stock's and the inventories' routes.
import { canManageInventory } from '@bo/domain';
import type { AuthUser } from '../auth/users.ts';
import { ERRORS, HttpError } from '../http/errors.ts';

/**
 * The restaurant if the caller may write its stock or inventories: an ADMIN, or a MANAGER of it
 * (visibleRestaurants already limits a MANAGER to his, so seeing it is managing it).
 */
export function assertManages(user: AuthUser, visible: boolean): void {
  if (!canManageInventory(user.role, visible)) throw new HttpError(403, ERRORS.forbidden);
}
