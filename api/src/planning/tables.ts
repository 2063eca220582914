// Planning and time clock (issue 14): planned, clocked and approved shifts, absences and the
// kiosks (docs/areas/planning.md).
// Shifts belong to their restaurant (RESTRICT, like every restaurant's history) and name one of
// its employees. The plan follows its employee (CASCADE: a deleted employee's planned shifts and
// absences go), what was clocked and paid stays (RESTRICT: an employee with clocked hours is not
// deleted). A deleted job leaves its shifts without a job (SET NULL: grey in the grid). Times are
// instants; which day a shift belongs to is read in the restaurant's time zone
// (docs/areas/planning.md#weeks-and-days).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ABSENCE_TYPES, CLOCK_BLOCK_KINDS, REALIZED_SHIFT_SOURCES } from '@bo/domain';
import { createdAt, updatedAt } from '../db/columns.ts';
import { employees, users } from '../people/tables.ts';
import { jobs, restaurantRef } from '../restaurants/tables.ts';

export const absenceTypeEnum = pgEnum('absence_type', ABSENCE_TYPES);
export const clockBlockKindEnum = pgEnum('clock_block_kind', CLOCK_BLOCK_KINDS);
export const realizedShiftSourceEnum = pgEnum('realized_shift_source', REALIZED_SHIFT_SOURCES);

const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A planned shift. An end at or before the start on the dialog's clock means the next day, so the
 * stored end is always after the start and at most 24 hours later. `break_duration` is the unpaid
 * break in minutes (the job's when the planner gives none).
 */
export const scheduledShifts = pgTable(
  'scheduled_shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    datetimeStart: instant('datetime_start').notNull(),
    datetimeEnd: instant('datetime_end').notNull(),
    breakDuration: integer('break_duration').notNull().default(0),
    mealCount: integer('meal_count').notNull().default(1),
    comment: text('comment'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('scheduled_shifts_restaurant_start_idx').on(t.restaurantId, t.datetimeStart),
    index('scheduled_shifts_employee_start_idx').on(t.employeeId, t.datetimeStart),
    index('scheduled_shifts_job_id_idx').on(t.jobId),
    check(
      'scheduled_shifts_end_within_a_day',
      sql`${t.datetimeEnd} > ${t.datetimeStart} and ${t.datetimeEnd} <= ${t.datetimeStart} + interval '24 hours'`,
    ),
    check('scheduled_shifts_break_duration_range', sql`${t.breakDuration} between 0 and 1440`),
    check('scheduled_shifts_meal_count_not_negative', sql`${t.mealCount} >= 0`),
  ],
);

/** A day an employee is away (paid leave, sick, rest...): shown in the grid, never planned hours. */
export const absences = pgTable(
  'absences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    /** The restaurant's calendar day. */
    date: date('date', { mode: 'string' }).notNull(),
    type: absenceTypeEnum('type').notNull(),
    comment: text('comment'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('absences_employee_date_unique').on(t.employeeId, t.date),
    index('absences_restaurant_date_idx').on(t.restaurantId, t.date),
  ],
);

/**
 * A shift as clocked: open (no end) while the employee works. Linked to that day's planned shift
 * when there is one (SET NULL: the clocked hours outlive a deleted plan). `actual_break_duration`
 * is the sum of its BREAK blocks, in minutes. An employee has at most one open shift.
 */
export const realizedShifts = pgTable(
  'realized_shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    scheduledShiftId: integer('scheduled_shift_id').references(() => scheduledShifts.id, {
      onDelete: 'set null',
    }),
    datetimeStart: instant('datetime_start').notNull(),
    datetimeEnd: instant('datetime_end'),
    actualBreakDuration: integer('actual_break_duration').notNull().default(0),
    mealCount: integer('meal_count').notNull().default(0),
    comment: text('comment'),
    source: realizedShiftSourceEnum('source').notNull().default('KIOSK'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('realized_shifts_restaurant_start_idx').on(t.restaurantId, t.datetimeStart),
    index('realized_shifts_employee_start_idx').on(t.employeeId, t.datetimeStart),
    index('realized_shifts_scheduled_shift_id_idx').on(t.scheduledShiftId),
    uniqueIndex('realized_shifts_one_open_per_employee')
      .on(t.employeeId)
      .where(sql`${t.datetimeEnd} is null`),
    check(
      'realized_shifts_end_after_start',
      sql`${t.datetimeEnd} is null or ${t.datetimeEnd} > ${t.datetimeStart}`,
    ),
    check('realized_shifts_actual_break_duration_not_negative', sql`${t.actualBreakDuration} >= 0`),
    check('realized_shifts_meal_count_not_negative', sql`${t.mealCount} >= 0`),
  ],
);

/**
 * A clock-in block: a stretch at work or on a break, open while it lasts. Recorded by the kiosk
 * for an employee, then attached to his realized shift (link-blocks); SET NULL keeps the raw
 * clock events when a realized shift is deleted.
 */
export const clockBlocks = pgTable(
  'clock_blocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    realizedShiftId: integer('realized_shift_id').references(() => realizedShifts.id, {
      onDelete: 'set null',
    }),
    kind: clockBlockKindEnum('kind').notNull(),
    datetimeStart: instant('datetime_start').notNull(),
    datetimeEnd: instant('datetime_end'),
    createdAt: createdAt(),
  },
  (t) => [
    index('clock_blocks_realized_shift_id_idx').on(t.realizedShiftId),
    index('clock_blocks_employee_start_idx').on(t.employeeId, t.datetimeStart),
    index('clock_blocks_restaurant_start_idx').on(t.restaurantId, t.datetimeStart),
    check(
      'clock_blocks_end_after_start',
      sql`${t.datetimeEnd} is null or ${t.datetimeEnd} >= ${t.datetimeStart}`,
    ),
  ],
);

/**
 * Hours as validated for pay: a realized shift approved, with the manager's adjustments (what he
 * changed, as sent, kept for the record). One approval per realized shift; approving again is a
 * 409. SET NULL on the links: an approved shift is payroll history and outlives them.
 */
export const approvedShifts = pgTable(
  'approved_shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'restrict' }),
    realizedShiftId: integer('realized_shift_id').references(() => realizedShifts.id, {
      onDelete: 'set null',
    }),
    scheduledShiftId: integer('scheduled_shift_id').references(() => scheduledShifts.id, {
      onDelete: 'set null',
    }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    datetimeStart: instant('datetime_start').notNull(),
    datetimeEnd: instant('datetime_end').notNull(),
    breakDuration: integer('break_duration').notNull().default(0),
    mealCount: integer('meal_count').notNull().default(0),
    comment: text('comment'),
    adjustments: jsonb('adjustments'),
    approvedById: integer('approved_by_id').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: instant('approved_at').notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('approved_shifts_realized_shift_id_unique').on(t.realizedShiftId),
    index('approved_shifts_restaurant_start_idx').on(t.restaurantId, t.datetimeStart),
    index('approved_shifts_employee_start_idx').on(t.employeeId, t.datetimeStart),
    index('approved_shifts_scheduled_shift_id_idx').on(t.scheduledShiftId),
    index('approved_shifts_job_id_idx').on(t.jobId),
    check('approved_shifts_end_after_start', sql`${t.datetimeEnd} > ${t.datetimeStart}`),
    check('approved_shifts_break_duration_not_negative', sql`${t.breakDuration} >= 0`),
    check('approved_shifts_meal_count_not_negative', sql`${t.mealCount} >= 0`),
  ],
);

/**
 * A restaurant's clock-in kiosk: a tablet authorised by a manager with a token good only for
 * badging in that restaurant. Only the token's SHA-256 is kept (the token is shown once), and a
 * row rather than a signed token so that a lost tablet can be revoked
 * (docs/areas/planning.md#the-kiosk).
 */
export const kioskDevices = pgTable(
  'kiosk_devices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    tokenHash: text('token_hash').notNull(),
    label: text('label').notNull(),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at'),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('kiosk_devices_token_hash_unique').on(t.tokenHash),
    index('kiosk_devices_restaurant_id_idx').on(t.restaurantId),
  ],
);

export type ScheduledShiftRow = typeof scheduledShifts.$inferSelect;
export type AbsenceRow = typeof absences.$inferSelect;
export type RealizedShiftRow = typeof realizedShifts.$inferSelect;
export type ClockBlockRow = typeof clockBlocks.$inferSelect;
export type ApprovedShiftRow = typeof approvedShifts.$inferSelect;
export type KioskDeviceRow = typeof kioskDevices.$inferSelect;
