// The invitations' queries: the chain's invitations, their restaurants and their REST shape, and
// the writes of an invitation's creation and acceptance, for invitations.routes.ts (which keeps
// the limits, the checks, the transactions and the statuses). users.routes.ts shares the check of
// the restaurants named in a body.
import { and, desc, eq, gt, inArray } from 'drizzle-orm';
import { invitationStatus, type Role } from '@bo/domain';
import type { Invitation } from './invitations.contract.ts';
import type { Db } from '../db/index.ts';
import {
  employees,
  enseignes,
  invitationRestaurants,
  invitations,
  restaurants,
  userRestaurants,
  users,
  type InvitationRow,
  type UserRow,
} from '../db/schema.ts';
import { ERRORS, invalidField } from '../http/errors.ts';

export type { InvitationRow };

/** The distinct ids, sorted, once each is a restaurant of the chain. */
export async function chainRestaurantIds(
  db: Db,
  enseigneId: number,
  ids: readonly number[],
): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return unique;
  const found = await db
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(and(eq(restaurants.enseigneId, enseigneId), inArray(restaurants.id, unique)));
  // Another chain's restaurant looks like an unknown one: 400 under the field, like every
  // restaurant named in a body (findInputRestaurant).
  if (found.length !== unique.length) {
    throw invalidField('restaurantIds', ERRORS.restaurantNotFound);
  }
  return unique;
}

/** The restaurant of a staff record of the chain, or undefined (another chain's looks like none). */
export async function findChainEmployeeRestaurant(
  db: Db,
  enseigneId: number,
  employeeId: number,
): Promise<number | undefined> {
  const [staff] = await db
    .select({ restaurantId: employees.restaurantId })
    .from(employees)
    .innerJoin(restaurants, eq(restaurants.id, employees.restaurantId))
    .where(and(eq(employees.id, employeeId), eq(restaurants.enseigneId, enseigneId)));
  return staff?.restaurantId;
}

/** Whether an account is already linked to this staff record. */
export async function employeeHasAccount(db: Db, employeeId: number): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.employeeId, employeeId));
  return account !== undefined;
}

/** Whether an invitation still pending at `now` names this staff record. */
export async function employeeHasPendingInvitation(
  db: Db,
  employeeId: number,
  now: Date,
): Promise<boolean> {
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.employeeId, employeeId),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, now),
      ),
    );
  return pending !== undefined;
}

/** Whether an account (of any chain) has this email. */
export async function emailHasAccount(db: Db, email: string): Promise<boolean> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return account !== undefined;
}

/** Whether the chain has an invitation for this email still pending at `now`. */
export async function emailHasPendingInvitation(
  db: Db,
  enseigneId: number,
  email: string,
  now: Date,
): Promise<boolean> {
  const [pending] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.enseigneId, enseigneId),
        eq(invitations.email, email),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, now),
      ),
    );
  return pending !== undefined;
}

export const acceptUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/+$/, '')}/accept-invitation?token=${encodeURIComponent(token)}`;

/** The invitations as the api answers them, with their restaurants (one query for all). */
export async function invitationDtos(
  db: Db,
  appUrl: string,
  rows: InvitationRow[],
  enseigneName: string,
): Promise<Invitation[]> {
  const ids = rows.map((r) => r.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(invitationRestaurants)
          .where(inArray(invitationRestaurants.invitationId, ids))
          .orderBy(invitationRestaurants.restaurantId);
  const now = new Date();
  return rows.map((row) => {
    const status = invitationStatus(row.status, row.expiresAt, now);
    return {
      id: row.id,
      enseigneId: row.enseigneId,
      enseigneName,
      email: row.email,
      status,
      role: row.role === 'EMPLOYEE' ? 'EMPLOYEE' : 'MANAGER',
      employeeId: row.employeeId,
      restaurantIds: links.filter((l) => l.invitationId === row.id).map((l) => l.restaurantId),
      acceptUrl: status === 'PENDING' ? acceptUrl(appUrl, row.token) : null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      acceptedAt: row.acceptedAt?.toISOString() ?? null,
    };
  });
}

/** The chain's name, or '' when there is none. */
export async function enseigneName(db: Db, id: number): Promise<string> {
  const [row] = await db
    .select({ name: enseignes.name })
    .from(enseignes)
    .where(eq(enseignes.id, id));
  return row?.name ?? '';
}

/** The chain's invitations, the most recent first. */
export function listInvitations(db: Db, enseigneId: number): Promise<InvitationRow[]> {
  return db
    .select()
    .from(invitations)
    .where(eq(invitations.enseigneId, enseigneId))
    .orderBy(desc(invitations.createdAt), desc(invitations.id));
}

/** The invitation of a token with its chain's name, or undefined. */
export async function findInvitationByToken(
  db: Db,
  token: string,
): Promise<{ invitation: InvitationRow; enseigneName: string } | undefined> {
  const [found] = await db
    .select({ invitation: invitations, enseigneName: enseignes.name })
    .from(invitations)
    .innerJoin(enseignes, eq(enseignes.id, invitations.enseigneId))
    .where(eq(invitations.token, token));
  return found;
}

/** The invitation if it is of the chain, or undefined (another chain's id looks like no id). */
export async function findChainInvitation(
  db: Db,
  enseigneId: number,
  id: number,
): Promise<InvitationRow | undefined> {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.enseigneId, enseigneId)));
  return row;
}

/** An invitation with its restaurants. */
export async function insertInvitation(
  db: Db,
  values: {
    enseigneId: number;
    email: string;
    role: Role;
    employeeId: number | null;
    token: string;
    invitedById: number;
    expiresAt: Date;
    createdAt: Date;
  },
  restaurantIds: readonly number[],
): Promise<InvitationRow> {
  const [created] = await db.insert(invitations).values(values).returning();
  if (restaurantIds.length > 0) {
    await db
      .insert(invitationRestaurants)
      .values(restaurantIds.map((restaurantId) => ({ invitationId: created!.id, restaurantId })));
  }
  return created!;
}

/** Marks the invitation accepted if it is still pending and unexpired at `now`, else undefined. */
export async function claimInvitation(
  db: Db,
  id: number,
  now: Date,
): Promise<InvitationRow | undefined> {
  const [claimed] = await db
    .update(invitations)
    .set({ status: 'ACCEPTED', acceptedAt: now })
    .where(
      and(
        eq(invitations.id, id),
        eq(invitations.status, 'PENDING'),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning();
  return claimed;
}

/** The account an accepted invitation creates, in its chain, with its role and email. */
export async function insertInvitedUser(
  db: Db,
  invitation: InvitationRow,
  values: { firstName: string; lastName: string; employeeId: number | null; passwordHash: string },
): Promise<UserRow> {
  const [user] = await db
    .insert(users)
    .values({
      enseigneId: invitation.enseigneId,
      firstName: values.firstName,
      lastName: values.lastName,
      email: invitation.email,
      role: invitation.role,
      employeeId: values.employeeId,
      passwordHash: values.passwordHash,
    })
    .returning();
  return user!;
}

/**
 * Gives the new account exactly the invited restaurants still in the chain (a deleted one left
 * with its rows), and links it to the invitation.
 */
export async function grantInvitedRestaurants(
  db: Db,
  invitation: InvitationRow,
  userId: number,
): Promise<void> {
  const scope = await db
    .select({ restaurantId: invitationRestaurants.restaurantId })
    .from(invitationRestaurants)
    .innerJoin(restaurants, eq(restaurants.id, invitationRestaurants.restaurantId))
    .where(
      and(
        eq(invitationRestaurants.invitationId, invitation.id),
        eq(restaurants.enseigneId, invitation.enseigneId),
      ),
    );
  if (scope.length > 0) {
    await db
      .insert(userRestaurants)
      .values(scope.map((s) => ({ userId, restaurantId: s.restaurantId })));
  }
  await db
    .update(invitations)
    .set({ acceptedUserId: userId })
    .where(eq(invitations.id, invitation.id));
}

/**
 * Deletes a pending invitation; false when it no longer is (an acceptance between the read and
 * the delete wins).
 */
export async function deletePendingInvitation(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.status, 'PENDING')))
    .returning({ id: invitations.id });
  return deleted.length > 0;
}
