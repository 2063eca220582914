// People: the staff of a chain's restaurants (employees), its accounts (users, with a MANAGER's
// restaurants) and the invitations that open an account (docs/areas/people.md).
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CONTRACT_TYPES, ROLES } from '@bo/domain';
import { enseignes } from '../chain/tables.ts';
import { createdAt, updatedAt } from '../db/columns.ts';
import { restaurants } from '../restaurants/tables.ts';

export const contractTypeEnum = pgEnum('contract_type', CONTRACT_TYPES);

/**
 * A member of a restaurant's staff. Not a user account: an employee clocks in with his PIN, which
 * managers read in the staff table, so it is stored as typed (digits only, unique per restaurant).
 */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: a restaurant with staff is not deleted silently (restaurants/restaurants.routes.ts answers 409).
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    pin: text('pin').notNull(),
    contractType: contractTypeEnum('contract_type'),
    contractNbHours: integer('contract_nb_hours'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('employees_restaurant_pin_unique').on(t.restaurantId, t.pin),
    check('employees_pin_digits', sql`${t.pin} ~ '^[0-9]{4,6}$'`),
    check(
      'employees_contract_nb_hours_range',
      sql`${t.contractNbHours} is null or (${t.contractNbHours} between 0 and 80)`,
    ),
  ],
);

export const roleEnum = pgEnum('role', ROLES);

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    role: roleEnum('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    // Tokens issued before this instant are refused: changing the password ends the other sessions.
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // Settings that follow the user to any device (domain/src/preferences.ts; null: the defaults).
    preferences: jsonb('preferences'),
    // A deactivated account keeps its row (logs name it) but is refused at login and on every
    // request (auth/middleware.ts); clearing it reactivates the account.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    deactivatedById: integer('deactivated_by_id'),
    // Tokens issued before this instant are refused even after a reactivation: deactivating ends
    // every open session for good.
    sessionsRevokedAt: timestamp('sessions_revoked_at', { withTimezone: true }),
    // An EMPLOYEE account's staff record (set from his invitation; null when none was named).
    employeeId: integer('employee_id').references((): AnyPgColumn => employees.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Emails are stored lower-cased, so a plain unique index makes them unique whatever the case
    // typed; the check keeps a future writer from storing a mixed-case copy beside it.
    uniqueIndex('users_email_unique').on(t.email),
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('users_enseigne_id_idx').on(t.enseigneId),
    foreignKey({
      name: 'users_deactivated_by_id_fk',
      columns: [t.deactivatedById],
      foreignColumns: [t.id],
    }).onDelete('set null'),
    // One account per staff record.
    uniqueIndex('users_employee_id_unique').on(t.employeeId),
  ],
);

/** A MANAGER's scope: the restaurants of his invitation. */
export const userRestaurants = pgTable(
  'user_restaurants',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.restaurantId] }),
    // The primary key serves lookups by user; this one serves the cascade and "who manages it".
    index('user_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export const invitationStatusEnum = pgEnum('invitation_status', ['PENDING', 'ACCEPTED']);

/**
 * An ADMIN's invitation of a manager or an employee. The token is random and single use; it is kept readable
 * (only to the chain's ADMINs) so the chain page can show the link again. EXPIRED is not stored:
 * a PENDING invitation past expires_at is expired.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    email: text('email').notNull(),
    token: text('token').notNull(),
    status: invitationStatusEnum('status').notNull().default('PENDING'),
    // The account's role once accepted: MANAGER, or EMPLOYEE of one restaurant (never ADMIN).
    role: roleEnum('role').notNull().default('MANAGER'),
    // An EMPLOYEE invitation may name the staff record the account will be linked to.
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    invitedById: integer('invited_by_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedUserId: integer('accepted_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_token_unique').on(t.token),
    index('invitations_enseigne_id_idx').on(t.enseigneId),
    index('invitations_email_idx').on(t.email),
    check('invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('invitations_role_invitable', sql`${t.role} <> 'ADMIN'`),
  ],
);

/** The restaurants an invitation gives access to; copied to user_restaurants on acceptance. */
export const invitationRestaurants = pgTable(
  'invitation_restaurants',
  {
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.invitationId, t.restaurantId] }),
    index('invitation_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
