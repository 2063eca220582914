import { Router, type Response } from 'express';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { ACCESS_MESSAGES, deactivationRefusal } from '@bo/domain';
import { SetUserRestaurantsBody, type UserResponse } from '../contract/index.ts';
import { assertCan, currentUser } from '../auth/middleware.ts';
import { loadAuthUser, toUserDto, type AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { userRestaurants, users, type UserRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseBody, parseId } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';
import { chainRestaurantIds } from './invitations.ts';

/** A user of the caller's chain, else 404 (another chain's id looks like no id). */
async function findChainUser(
  db: Db,
  caller: AuthUser,
  raw: string | string[] | undefined,
): Promise<UserRow> {
  const id = parseId(raw, ACCESS_MESSAGES.userNotFound);
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.enseigneId, caller.enseigneId)));
  if (!row) throw notFound(ACCESS_MESSAGES.userNotFound);
  return row;
}

/**
 * An ADMIN's hold on his chain's accounts (issue 9, item 11): a manager's restaurants, and
 * deactivation, which keeps the row (logs name it) and refuses its tokens at once.
 */
export function userRoutes({ db, auth }: RouteDeps): Router {
  const router = Router();

  const answer = async (res: Response, row: UserRow) => {
    const body: z.input<typeof UserResponse> = { user: toUserDto(await loadAuthUser(db, row)) };
    res.json(body);
  };

  router.put('/users/:id/restaurants', auth, async (req, res) => {
    const caller = currentUser(req);
    assertCan(caller, 'ENSEIGNE', 'edit');
    const target = await findChainUser(db, caller, req.params.id);
    const input = parseBody(SetUserRestaurantsBody, req.body);
    if (target.role !== 'MANAGER') throw new HttpError(409, ACCESS_MESSAGES.onlyManagerRestaurants);
    const restaurantIds = await chainRestaurantIds(db, caller.enseigneId, input.restaurantIds);
    await db.transaction(async (tx) => {
      await tx.delete(userRestaurants).where(eq(userRestaurants.userId, target.id));
      if (restaurantIds.length > 0) {
        await tx
          .insert(userRestaurants)
          .values(restaurantIds.map((restaurantId) => ({ userId: target.id, restaurantId })));
      }
      await tx.update(users).set({ updatedAt: new Date() }).where(eq(users.id, target.id));
    });
    await answer(res, target);
  });

  router.post('/users/:id/deactivate', auth, async (req, res) => {
    const caller = currentUser(req);
    assertCan(caller, 'ENSEIGNE', 'edit');
    const target = await findChainUser(db, caller, req.params.id);
    const row = await db.transaction(async (tx) => {
      // The chain's active ADMINs are locked, so two ADMINs deactivating each other at once
      // cannot both succeed: the second one counts again after the first commits.
      const activeAdmins = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.enseigneId, caller.enseigneId),
            eq(users.role, 'ADMIN'),
            isNull(users.deactivatedAt),
          ),
        )
        .for('update');
      const refusal = deactivationRefusal(
        caller.id,
        target,
        activeAdmins.filter((a) => a.id !== target.id).length,
      );
      if (refusal) throw new HttpError(409, refusal);
      // Deactivating twice keeps the first date and author.
      const now = new Date();
      const [updated] = await tx
        .update(users)
        .set({
          deactivatedAt: now,
          deactivatedById: caller.id,
          sessionsRevokedAt: now,
          updatedAt: now,
        })
        .where(and(eq(users.id, target.id), isNull(users.deactivatedAt)))
        .returning();
      return updated ?? target;
    });
    await answer(res, row);
  });

  router.post('/users/:id/reactivate', auth, async (req, res) => {
    const caller = currentUser(req);
    assertCan(caller, 'ENSEIGNE', 'edit');
    const target = await findChainUser(db, caller, req.params.id);
    const [row] = await db
      .update(users)
      .set({ deactivatedAt: null, deactivatedById: null, updatedAt: new Date() })
      .where(eq(users.id, target.id))
      .returning();
    await answer(res, row ?? target);
  });

  return router;
}
