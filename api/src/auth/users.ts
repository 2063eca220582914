import { asc, eq } from 'drizzle-orm';
import { withDefaults, type Preferences, type Role } from '@bo/domain';
import type { User } from '../chain/users.contract.ts';
import type { Db } from '../db/index.ts';
import { userRestaurants, users, type UserRow } from '../db/schema.ts';

/** The authenticated user of a request, as loaded from the database on that request. */
export interface AuthUser {
  id: number;
  enseigneId: number;
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  createdAt: Date;
  /**
   * A MANAGER's restaurants (his scope), an invited EMPLOYEE's restaurant (employees read the
   * whole chain but the hours: planning/access.ts), empty for an ADMIN.
   */
  restaurantIds: number[];
  /** Set while the account is deactivated: the middleware refuses it. */
  deactivatedAt: Date | null;
  /** Tokens issued before this instant are refused (its last deactivation). */
  sessionsRevokedAt: Date | null;
  /** An EMPLOYEE account's staff record, when his invitation named one. */
  employeeId: number | null;
  /** Tokens issued before this instant are refused (middleware.ts). */
  passwordChangedAt: Date | null;
  /** The stored preferences completed with the defaults. */
  preferences: Preferences;
}

export async function loadAuthUser(db: Db, row: UserRow): Promise<AuthUser> {
  const restaurantIds =
    row.role !== 'ADMIN'
      ? (
          await db
            .select({ id: userRestaurants.restaurantId })
            .from(userRestaurants)
            .where(eq(userRestaurants.userId, row.id))
            .orderBy(asc(userRestaurants.restaurantId))
        ).map((r) => r.id)
      : [];
  return {
    id: row.id,
    enseigneId: row.enseigneId,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt,
    restaurantIds,
    passwordChangedAt: row.passwordChangedAt,
    deactivatedAt: row.deactivatedAt,
    sessionsRevokedAt: row.sessionsRevokedAt,
    employeeId: row.employeeId,
    preferences: withDefaults(row.preferences),
  };
}

export async function findUserById(db: Db, id: number): Promise<AuthUser | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ? loadAuthUser(db, row) : null;
}

/** What the User DTO shows: anything carrying these fields (a loaded user, a joined row). */
type UserFields = Pick<
  AuthUser,
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phone'
  | 'role'
  | 'enseigneId'
  | 'restaurantIds'
  | 'createdAt'
  | 'deactivatedAt'
  | 'employeeId'
>;

export function toUserDto(user: UserFields): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    enseigneId: user.enseigneId,
    restaurantIds: user.restaurantIds,
    createdAt: user.createdAt.toISOString(),
    deactivatedAt: user.deactivatedAt?.toISOString() ?? null,
    employeeId: user.employeeId,
  };
}
