// Hygiene (issue 5): the six food-safety logs and their corrections (docs/areas/hygiene.md).
// Every log belongs to a restaurant (RESTRICT: the restaurant's 409 counts it, read from the key)
// and names who recorded it: the signed-in user, and optionally the employee of the floor who did
// the work.
// Deleting equipment, a surface or an employee with logs is refused (RESTRICT): an inspector's
// history is never rewritten silently.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CORRECTION_KINDS, HYGIENE_LOGS, OIL_ACTIONS, OIL_METHODS } from '@bo/domain';
import { celsius, createdAt } from '../db/columns.ts';
import { employees, users } from '../people/tables.ts';
import { photos } from '../photos/tables.ts';
import { equipments, restaurantRef, surfaces } from '../restaurants/tables.ts';

const loggedBy = () => ({
  employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'restrict' }),
  recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
});
const equipmentRef = () =>
  integer('equipment_id').references(() => equipments.id, { onDelete: 'restrict' });
const photoRef = () => integer('photo_id').references(() => photos.id, { onDelete: 'restrict' });

export const temperatureReadings = pgTable(
  'temperature_readings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    equipmentId: equipmentRef().notNull(),
    temperature: celsius('temperature').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    photoId: photoRef(),
    notes: text('notes'),
    ...loggedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    // The history pages and the nested graph query read by period, per restaurant or equipment.
    index('temperature_readings_restaurant_recorded_idx').on(t.restaurantId, t.recordedAt),
    index('temperature_readings_equipment_recorded_idx').on(t.equipmentId, t.recordedAt),
    // Who may read a photo is decided through the records naming it (photos/access.ts).
    index('temperature_readings_photo_id_idx').on(t.photoId),
  ],
);

const processColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  restaurantId: restaurantRef(),
  equipmentId: equipmentRef(),
  productName: text('product_name').notNull(),
  startTemperature: celsius('start_temperature').notNull(),
  endTemperature: celsius('end_temperature').notNull(),
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
  photoId: photoRef(),
  notes: text('notes'),
  ...loggedBy(),
  createdAt: createdAt(),
});

export const coolingRecords = pgTable('cooling_records', processColumns(), (t) => [
  index('cooling_records_restaurant_start_idx').on(t.restaurantId, t.startTime),
  index('cooling_records_photo_id_idx').on(t.photoId),
  check('cooling_records_end_after_start', sql`${t.endTime} > ${t.startTime}`),
]);

export const heatingRecords = pgTable('heating_records', processColumns(), (t) => [
  index('heating_records_restaurant_start_idx').on(t.restaurantId, t.startTime),
  index('heating_records_photo_id_idx').on(t.photoId),
  check('heating_records_end_after_start', sql`${t.endTime} > ${t.startTime}`),
]);

export const traceabilityRecords = pgTable(
  'traceability_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    productName: text('product_name').notNull(),
    lotNumber: text('lot_number').notNull(),
    supplierName: text('supplier_name'),
    photoId: photoRef(),
    notes: text('notes'),
    ...loggedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('traceability_records_restaurant_created_idx').on(t.restaurantId, t.createdAt),
    index('traceability_records_photo_id_idx').on(t.photoId),
  ],
);

export const cleaningRecords = pgTable(
  'cleaning_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    equipmentId: equipmentRef(),
    surfaceId: integer('surface_id').references(() => surfaces.id, { onDelete: 'restrict' }),
    /** When the cleaning was done (its "date"); createdAt is when it was written down. */
    cleanedAt: timestamp('cleaned_at', { withTimezone: true }).notNull(),
    notes: text('notes'),
    ...loggedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('cleaning_records_restaurant_cleaned_idx').on(t.restaurantId, t.cleanedAt),
    check(
      'cleaning_records_one_target',
      sql`(${t.equipmentId} is null) <> (${t.surfaceId} is null)`,
    ),
  ],
);

/** A cleaning's photos, in the order they were taken. */
export const cleaningRecordPhotos = pgTable(
  'cleaning_record_photos',
  {
    cleaningRecordId: integer('cleaning_record_id')
      .notNull()
      .references(() => cleaningRecords.id, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.cleaningRecordId, t.photoId] }),
    index('cleaning_record_photos_photo_id_idx').on(t.photoId),
  ],
);

export const oilActionEnum = pgEnum('oil_action', OIL_ACTIONS);
export const oilMethodEnum = pgEnum('oil_method', OIL_METHODS);

export const oilRecords = pgTable(
  'oil_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: restaurantRef(),
    equipmentId: equipmentRef().notNull(),
    action: oilActionEnum('action').notNull(),
    method: oilMethodEnum('method').notNull(),
    /** Polar compounds rate, 0 to 1; null: not tested. */
    rate: numeric('rate', { precision: 4, scale: 3, mode: 'number' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    photoId: photoRef(),
    notes: text('notes'),
    ...loggedBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('oil_records_restaurant_recorded_idx').on(t.restaurantId, t.recordedAt),
    index('oil_records_photo_id_idx').on(t.photoId),
    check('oil_records_rate_range', sql`${t.rate} is null or (${t.rate} between 0 and 1)`),
  ],
);

// ---- Corrections of hygiene records (issue 9 item 14) ---------------------------------------
// A record is never erased nor silently rewritten: a correction updates its row and keeps here
// each changed field's value before and after, who and why; a void leaves the row as it is and
// takes it out of every count. One history for the six logs (`log` + `record_id`), rows are only
// ever inserted.

export const hygieneLogEnum = pgEnum('hygiene_log', HYGIENE_LOGS);
export const correctionKindEnum = pgEnum('correction_kind', CORRECTION_KINDS);

/** One changed field of a correction: its values as text (numbers, ISO instants, names), or null. */
export interface CorrectionChange {
  field: string;
  from: string | null;
  to: string | null;
}

export const hygieneCorrections = pgTable(
  'hygiene_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    log: hygieneLogEnum('log').notNull(),
    /** The id of the record in its log's table (no foreign key: six tables; records are never deleted). */
    recordId: integer('record_id').notNull(),
    kind: correctionKindEnum('kind').notNull(),
    /** The changed fields, in the order of the log's correctable fields; empty for a void. */
    changes: jsonb('changes').$type<CorrectionChange[]>().notNull().default([]),
    reason: text('reason').notNull(),
    correctedById: integer('corrected_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('hygiene_corrections_record_idx').on(t.log, t.recordId),
    // A record is voided once: a second void (even a concurrent one) is refused by the database.
    uniqueIndex('hygiene_corrections_one_void')
      .on(t.log, t.recordId)
      .where(sql`${t.kind} = 'VOID'`),
  ],
);

export type TemperatureReadingRow = typeof temperatureReadings.$inferSelect;
export type CoolingRecordRow = typeof coolingRecords.$inferSelect;
export type HeatingRecordRow = typeof heatingRecords.$inferSelect;
export type TraceabilityRecordRow = typeof traceabilityRecords.$inferSelect;
export type CleaningRecordRow = typeof cleaningRecords.$inferSelect;
export type OilRecordRow = typeof oilRecords.$inferSelect;
export type HygieneCorrectionRow = typeof hygieneCorrections.$inferSelect;
