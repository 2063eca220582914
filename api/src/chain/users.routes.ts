import type { z } from 'zod';
import { ACCESS_MESSAGES, deactivationRefusal } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import { SetUserRestaurantsBody, UserResponse } from './users.contract.ts';
import {
  deactivateUser,
  findChainUser as findUserOfChain,
  lockActiveAdmins,
  reactivateUser,
  setUserRestaurants,
  type UserRow,
} from './users.queries.ts';
import { loadAuthUser, toUserDto, type AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { chainRestaurantIds } from './invitations.queries.ts';

/** A user of the caller's chain, else 404 (another chain's id looks like no id). */
async function findChainUser(db: Db, caller: AuthUser, id: number): Promise<UserRow> {
  const row = await findUserOfChain(db, caller.enseigneId, id);
  if (!row) throw notFound(ACCESS_MESSAGES.userNotFound);
  return row;
}

const answer = async (db: Db, row: UserRow): Promise<z.input<typeof UserResponse>> => ({
  user: toUserDto(await loadAuthUser(db, row)),
});

const USER_ROUTE = {
  tags: ['users'],
  access: { area: 'ENSEIGNE', action: 'edit' },
  params: IdParam,
  notFound: ACCESS_MESSAGES.userNotFound,
} as const;

/**
 * An ADMIN's hold on his chain's accounts (issue 9, item 11): a manager's restaurants, and
 * deactivation, which keeps the row (logs name it) and refuses its tokens at once.
 */
export const userRoutes = [
  defineRoute({
    ...USER_ROUTE,
    method: 'put',
    path: '/api/users/{id}/restaurants',
    summary: "Remplace les restaurants d'un manager de l'enseigne (ADMIN) ; 409 pour un autre rôle",
    load: ({ db, user, params }) => findChainUser(db, user, params.id),
    body: SetUserRestaurantsBody,
    response: { status: 200, description: 'Manager modifié', schema: UserResponse },
    errors: [400, 404, 409],
    handler: async ({ db, user: caller, loaded: target, body: input }) => {
      if (target.role !== 'MANAGER') {
        throw new HttpError(409, ACCESS_MESSAGES.onlyManagerRestaurants);
      }
      const restaurantIds = await chainRestaurantIds(db, caller.enseigneId, input.restaurantIds);
      await setUserRestaurants(db, target.id, restaurantIds);
      return answer(db, target);
    },
  }),

  defineRoute({
    ...USER_ROUTE,
    method: 'post',
    path: '/api/users/{id}/deactivate',
    summary:
      "Désactive un compte de l'enseigne (ADMIN) : ses jetons sont refusés dès la requête suivante, sa connexion aussi ; rien n'est supprimé. 409 pour soi-même ou le dernier ADMIN actif",
    response: { status: 200, description: 'Compte désactivé', schema: UserResponse },
    errors: [404, 409],
    handler: async ({ db, user: caller, params }) => {
      const target = await findChainUser(db, caller, params.id);
      const row = await db.transaction(async (tx) => {
        // The chain's active ADMINs are locked, so two ADMINs deactivating each other at once
        // cannot both succeed: the second one counts again after the first commits.
        const activeAdmins = await lockActiveAdmins(tx, caller.enseigneId);
        const refusal = deactivationRefusal(
          caller.id,
          target,
          activeAdmins.filter((id) => id !== target.id).length,
        );
        if (refusal) throw new HttpError(409, refusal);
        // Deactivating twice keeps the first date and author.
        const updated = await deactivateUser(tx, target.id, caller.id, new Date());
        return updated ?? target;
      });
      return answer(db, row);
    },
  }),

  defineRoute({
    ...USER_ROUTE,
    method: 'post',
    path: '/api/users/{id}/reactivate',
    summary: "Réactive un compte désactivé de l'enseigne (ADMIN)",
    response: { status: 200, description: 'Compte actif', schema: UserResponse },
    errors: [404],
    handler: async ({ db, user: caller, params }) => {
      const target = await findChainUser(db, caller, params.id);
      const row = await reactivateUser(db, target.id);
      return answer(db, row ?? target);
    },
  }),
];
