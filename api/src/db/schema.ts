import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  foreignKey,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  ABSENCE_TYPES,
  ALLERGENS,
  BASE_UNITS,
  CLOCK_BLOCK_KINDS,
  CONTRACT_TYPES,
  CORRECTION_KINDS,
  EQUIPMENT_FAMILIES,
  HYGIENE_LOGS,
  INVENTORY_STATUSES,
  OIL_ACTIONS,
  OIL_METHODS,
  PACKAGING_TYPES,
  PRODUCT_CATEGORIES,
  PURCHASE_ORDER_EMAIL_STATUSES,
  PURCHASE_ORDER_STATUSES,
  REALIZED_SHIFT_SOURCES,
  RECIPE_BASE_UNITS,
  RECIPE_ITEM_TYPES,
  ROLES,
  STOCK_MOVEMENT_REASONS,
  STOCK_MOVEMENT_TYPES,
  SUPPLIER_KINDS,
  TEMPERATURE_CATEGORIES,
  TEMPERATURE_UNITS,
  UNITS,
  VAT_CODES,
} from '@bo/domain';

// Timestamps carry their zone so Postgres and PGlite hand back the same instant whatever the
// server's TimeZone setting.
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const roleEnum = pgEnum('role', ROLES);

// A chain's rows are never removed by a cascade from the chain: deleting a chain is a deliberate
// operation that must empty it first (no such route yet).
export const enseignes = pgTable('enseignes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

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

export const restaurants = pgTable(
  'restaurants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    phone: text('phone'),
    email: text('email'),
    isLab: boolean('is_lab').notNull().default(false),
    // Euros with cents; node-postgres and PGlite both return numeric as a string, converted at
    // the edge (routes/restaurants.ts) so the API answers a number.
    minOrderAmount: numeric('min_order_amount', { precision: 10, scale: 2, mode: 'number' }),
    deliveryDelayDays: integer('delivery_delay_days'),
    mondayDelivery: boolean('monday_delivery').notNull().default(false),
    tuesdayDelivery: boolean('tuesday_delivery').notNull().default(false),
    wednesdayDelivery: boolean('wednesday_delivery').notNull().default(false),
    thursdayDelivery: boolean('thursday_delivery').notNull().default(false),
    fridayDelivery: boolean('friday_delivery').notNull().default(false),
    saturdayDelivery: boolean('saturday_delivery').notNull().default(false),
    sundayDelivery: boolean('sunday_delivery').notNull().default(false),
    // The calendar the restaurant's logs are filtered by (a day is a day there).
    timeZone: text('time_zone').notNull().default('Europe/Paris'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('restaurants_enseigne_id_idx').on(t.enseigneId),
    check('restaurants_min_order_amount_positive', sql`${t.minOrderAmount} >= 0`),
    check('restaurants_delivery_delay_days_positive', sql`${t.deliveryDelayDays} >= 0`),
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

export const contractTypeEnum = pgEnum('contract_type', CONTRACT_TYPES);

/**
 * A member of a restaurant's staff. Not a user account: an employee clocks in with his PIN, which
 * managers read in the staff table, so it is stored as typed (digits only, unique per restaurant).
 */
export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Restrict: a restaurant with staff is not deleted silently (routes/restaurants.ts answers 409).
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

/** The restaurants a laboratory delivers (GET and POST /api/labs/{id}/restaurants). */
export const labRestaurants = pgTable(
  'lab_restaurants',
  {
    labId: integer('lab_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.labId, t.restaurantId] }),
    index('lab_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

/**
 * A part of a restaurant (kitchen, cold room, dining room...). Deleting one that still holds
 * surfaces or equipment is refused (409): nothing is orphaned silently.
 */
export const zones = pgTable(
  'zones',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('zones_restaurant_id_idx').on(t.restaurantId),
    // Target of equipments' (zone, restaurant) key: an equipment's zone is in its restaurant.
    uniqueIndex('zones_id_restaurant_unique').on(t.id, t.restaurantId),
  ],
);

/** A surface of a zone (worktop, shelf...); storage areas organise inventories. */
export const surfaces = pgTable(
  'surfaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    isStorageArea: boolean('is_storage_area').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('surfaces_zone_id_idx').on(t.zoneId)],
);

export const equipmentFamilyEnum = pgEnum('equipment_family', EQUIPMENT_FAMILIES);
export const temperatureUnitEnum = pgEnum('temperature_unit', TEMPERATURE_UNITS);

/**
 * A kind of equipment, shared by the chain's restaurants (a "Chambre froide positive 0–4 °C" is the
 * same everywhere). Only the TEMPERATURE family carries a range, and must.
 */
export const equipmentTypes = pgTable(
  'equipment_types',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    family: equipmentFamilyEnum('family').notNull(),
    temperatureMin: numeric('temperature_min', { precision: 5, scale: 1, mode: 'number' }),
    temperatureMax: numeric('temperature_max', { precision: 5, scale: 1, mode: 'number' }),
    temperatureUnit: temperatureUnitEnum('temperature_unit'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('equipment_types_enseigne_id_idx').on(t.enseigneId),
    check(
      'equipment_types_range_only_for_temperature',
      sql`(${t.family} = 'TEMPERATURE') = (${t.temperatureMin} is not null and ${t.temperatureMax} is not null and ${t.temperatureUnit} is not null)
        and (${t.family} = 'TEMPERATURE' or (${t.temperatureMin} is null and ${t.temperatureMax} is null and ${t.temperatureUnit} is null))`,
    ),
    check('equipment_types_range_order', sql`${t.temperatureMin} <= ${t.temperatureMax}`),
  ],
);

export const equipments = pgTable(
  'equipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    zoneId: integer('zone_id'),
    equipmentTypeId: integer('equipment_type_id')
      .notNull()
      .references(() => equipmentTypes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    serialNumber: text('serial_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('equipments_restaurant_id_idx').on(t.restaurantId),
    index('equipments_zone_id_idx').on(t.zoneId),
    index('equipments_equipment_type_id_idx').on(t.equipmentTypeId),
    // The zone, when set, is one of the equipment's restaurant (and a zone in use is not deleted).
    foreignKey({
      name: 'equipments_zone_same_restaurant_fk',
      columns: [t.zoneId, t.restaurantId],
      foreignColumns: [zones.id, zones.restaurantId],
    }).onDelete('restrict'),
  ],
);

/** A post of a restaurant's planning (cook, waiter...), with its unpaid break and colour. */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    breakDuration: integer('break_duration').notNull().default(30),
    color: text('color').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_restaurant_id_idx').on(t.restaurantId),
    check('jobs_break_duration_positive', sql`${t.breakDuration} >= 0`),
  ],
);

/** A label of the chain (products, recipes... will carry them). */
export const tags = pgTable(
  'tags',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tags_enseigne_name_unique').on(t.enseigneId, sql`lower(${t.name})`)],
);

// ---- Hygiene logs (issue 5) -----------------------------------------------------------------
// Every log belongs to a restaurant (RESTRICT: the restaurant's 409 counts it, read from the key)
// and names who recorded it: the signed-in user, and optionally the employee of the floor who did
// the work.
// Deleting equipment, a surface or an employee with logs is refused (RESTRICT): an inspector's
// history is never rewritten silently.

/** An uploaded image, stored on disk under DATA_DIR (or PHOTOS_DIR); served to its chain only. */
export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    /** Where the bytes are, relative to the photo directory (a random name, never user input). */
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    uploadedById: integer('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('photos_storage_key_unique').on(t.storageKey),
    index('photos_enseigne_id_idx').on(t.enseigneId),
  ],
);

const loggedBy = () => ({
  employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'restrict' }),
  recordedById: integer('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
});
const restaurantRef = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'restrict' });
const equipmentRef = () =>
  integer('equipment_id').references(() => equipments.id, { onDelete: 'restrict' });
const photoRef = () => integer('photo_id').references(() => photos.id, { onDelete: 'restrict' });
/** Temperatures are stored in °C with one decimal. */
const celsius = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

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

/**
 * Idempotency keys of the api's creates (http/idempotency.ts): one row per caller, method, path
 * and key, kept 24 hours. `status` is null while the first request runs; then its answer, so a
 * retry with the same key replays it instead of writing again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in caller, `anonymous` for a route without login (signup). */
    scope: text('scope').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** sha256 of the query string and JSON body; null for a multipart body (not compared). */
    requestHash: text('request_hash'),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.method, t.path, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The counters of http/rate-limit.ts (rate-limiter-flexible's RateLimiterDrizzle, the columns it
 * reads): one row per limiter and key (`login-account:<email>`, `signup-address:<ip>`…), in the
 * database so every api instance counts the same attempts. `expire` ends the window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Failed guesses counted with growing delays (http/backoff.ts): one row per kind and key (a login's
 * `account|address`, a kiosk's device…). `pending` attempts are being checked right now (a burst
 * cannot pass a check made before any is counted), held at most until `pending_until`; failures
 * are forgotten at `forget_at`, which each new failure pushes back.
 */
export const attemptBackoffs = pgTable(
  'attempt_backoffs',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    pending: integer('pending').notNull().default(0),
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_backoffs_forget_at_idx').on(t.forgetAt)],
);

/**
 * The addresses a subject (an account, a kiosk device) last succeeded from: a known address is not
 * slowed by the guesses made from elsewhere (http/backoff.ts).
 */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.address] }),
    index('known_addresses_last_success_at_idx').on(t.lastSuccessAt),
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

// ---- Catalogue (issue 11) --------------------------------------------------------------------
// Suppliers, products and articles belong to a chain; packagings, conversion rules and price
// changes reach it through their product or article. Association rows (restaurants, tags,
// storage spaces) go with either side; an article keeps its supplier, laboratory and product
// (RESTRICT: the routes answer 409 with the reason). Amounts are euros with cents, quantities
// carry 4 decimals (a conversion's step is 0.0001); both read as numbers.

export const unitEnum = pgEnum('unit', UNITS);
export const baseUnitEnum = pgEnum('base_unit', BASE_UNITS);
export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES);
export const packagingTypeEnum = pgEnum('packaging_type', PACKAGING_TYPES);
export const vatCodeEnum = pgEnum('vat_code', VAT_CODES);
export const temperatureCategoryEnum = pgEnum('temperature_category', TEMPERATURE_CATEGORIES);

const euros = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const quantity = (name: string) => numeric(name, { precision: 14, scale: 4, mode: 'number' });

/** An external supplier of the chain (its laboratories are restaurants flagged is_lab). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    minOrderAmount: euros('min_order_amount'),
    /** 1 to 6 days (the delay types 'A pour B' … G of the form). */
    deliveryDelayDays: integer('delivery_delay_days'),
    mondayDelivery: boolean('monday_delivery').notNull().default(false),
    tuesdayDelivery: boolean('tuesday_delivery').notNull().default(false),
    wednesdayDelivery: boolean('wednesday_delivery').notNull().default(false),
    thursdayDelivery: boolean('thursday_delivery').notNull().default(false),
    fridayDelivery: boolean('friday_delivery').notNull().default(false),
    saturdayDelivery: boolean('saturday_delivery').notNull().default(false),
    sundayDelivery: boolean('sunday_delivery').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_enseigne_id_idx').on(t.enseigneId),
    check('suppliers_min_order_amount_positive', sql`${t.minOrderAmount} >= 0`),
    check('suppliers_delivery_delay_days_range', sql`${t.deliveryDelayDays} between 1 and 6`),
  ],
);

/** The restaurants a supplier delivers. */
export const supplierRestaurants = pgTable(
  'supplier_restaurants',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.restaurantId] }),
    index('supplier_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

/** A catalogue item, counted in its base unit. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    baseUnit: baseUnitEnum('base_unit').notNull().default('PIECE'),
    category: productCategoryEnum('category').notNull(),
    /** DLC once opened, in days; null: none (an ITEM). */
    dlcEntame: integer('dlc_entame'),
    tax: vatCodeEnum('tax'),
    /** An uploaded image (served to the chain only) or an outside URL, never both. */
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    photoUrl: text('photo_url'),
    /** Whose articles price the product when set (cost per base unit); else the cheapest. */
    preferredSupplierId: integer('preferred_supplier_id').references(() => suppliers.id, {
      onDelete: 'set null',
    }),
    preferredLabId: integer('preferred_lab_id').references(() => restaurants.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_enseigne_id_idx').on(t.enseigneId),
    index('products_photo_id_idx').on(t.photoId),
    check('products_dlc_entame_positive', sql`${t.dlcEntame} >= 1`),
    check('products_one_photo', sql`${t.photoId} is null or ${t.photoUrl} is null`),
    check(
      'products_one_preferred',
      sql`${t.preferredSupplierId} is null or ${t.preferredLabId} is null`,
    ),
  ],
);

export const productRestaurants = pgTable(
  'product_restaurants',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.restaurantId] }),
    index('product_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_id_idx').on(t.tagId),
  ],
);

/** Where a product is stored: surfaces flagged as storage areas. */
export const productStorageSpaces = pgTable(
  'product_storage_spaces',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    surfaceId: integer('surface_id')
      .notNull()
      .references(() => surfaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.surfaceId] }),
    index('product_storage_spaces_surface_id_idx').on(t.surfaceId),
  ],
);

/**
 * A priced item bought from a supplier or from one of the chain's laboratories (exactly one).
 * `supplierRef` is the supplier's own reference, shown on order lines.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    supplierRef: text('supplier_ref'),
    price: euros('price').notNull(),
    vat: vatCodeEnum('vat').notNull().default('VAT_20'),
    temperatureCategory: temperatureCategoryEnum('temperature_category').notNull().default('DRY'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    labId: integer('lab_id').references(() => restaurants.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_enseigne_id_idx').on(t.enseigneId),
    index('articles_product_id_idx').on(t.productId),
    index('articles_supplier_id_idx').on(t.supplierId),
    index('articles_lab_id_idx').on(t.labId),
    check('articles_price_positive', sql`${t.price} >= 0`),
    check('articles_one_seller', sql`(${t.supplierId} is null) <> (${t.labId} is null)`),
  ],
);

export const articleRestaurants = pgTable(
  'article_restaurants',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.restaurantId] }),
    index('article_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index('article_tags_tag_id_idx').on(t.tagId),
  ],
);

/**
 * A quantity in a unit: SUPPLIER packagings belong to an article (how it is ordered), the others
 * (STORAGE, INVENTORY, TRANSFER, LOSS) to a product.
 */
export const packagings = pgTable(
  'packagings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    type: packagingTypeEnum('type').notNull(),
    name: text('name'),
    sourceQuantity: quantity('source_quantity').notNull(),
    sourceUnit: unitEnum('source_unit').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packagings_product_type_idx').on(t.productId, t.type),
    index('packagings_article_id_idx').on(t.articleId),
    check('packagings_one_owner', sql`(${t.productId} is null) <> (${t.articleId} is null)`),
    check(
      'packagings_supplier_on_article',
      sql`(${t.articleId} is not null) = (${t.type} = 'SUPPLIER')`,
    ),
    check('packagings_source_quantity_positive', sql`${t.sourceQuantity} > 0`),
  ],
);

/** sourceQuantity sourceUnit = targetQuantity targetUnit, for one product (at most 2 each). */
export const conversionRules = pgTable(
  'conversion_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sourceQuantity: quantity('source_quantity').notNull(),
    sourceUnit: unitEnum('source_unit').notNull(),
    targetQuantity: quantity('target_quantity').notNull(),
    targetUnit: unitEnum('target_unit').notNull(),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversion_rules_product_id_idx').on(t.productId),
    check('conversion_rules_source_quantity_positive', sql`${t.sourceQuantity} > 0`),
    check('conversion_rules_target_quantity_positive', sql`${t.targetQuantity} > 0`),
  ],
);

/**
 * The mercuriale: every change of an article's price, only ever inserted (the creation too, with
 * no price before). Goes with its article.
 */
export const articlePriceChanges = pgTable(
  'article_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    priceBefore: euros('price_before'),
    priceAfter: euros('price_after').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('article_price_changes_article_changed_idx').on(t.articleId, t.changedAt)],
);

// ---- Recipes, allergens, stock and inventories (issue 12) ---------------------------------------
// Recipes belong to a chain like products; stock, movements and inventories to a restaurant (and so
// to its chain). What a deletion does (docs/areas/recipes.md#deletions, docs/areas/stock.md#deletions):
// - a recipe takes its ingredient lines, restaurants and tags with it; a product or a recipe used
//   as an ingredient is kept (RESTRICT: the routes answer 409 naming the recipes);
// - a product's allergens and stock levels go with it; its movements and inventory lines are
//   history and keep it (RESTRICT);
// - a restaurant with movements or inventories is kept (RESTRICT, like the hygiene logs); its
//   stock levels and recipe associations go with it;
// - a deleted employee, user or packaging leaves the rows that named them, unnamed (SET NULL).

export const recipeBaseUnitEnum = pgEnum('recipe_base_unit', RECIPE_BASE_UNITS);
export const recipeItemTypeEnum = pgEnum('recipe_item_type', RECIPE_ITEM_TYPES);
export const allergenEnum = pgEnum('allergen', ALLERGENS);
export const stockMovementTypeEnum = pgEnum('stock_movement_type', STOCK_MOVEMENT_TYPES);
export const stockMovementReasonEnum = pgEnum('stock_movement_reason', STOCK_MOVEMENT_REASONS);
export const inventoryStatusEnum = pgEnum('inventory_status', INVENTORY_STATUSES);

/** A preparation that yields `quantity` of its base unit (KG, L or PIECE). */
export const recipes = pgTable(
  'recipes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** The label printer's name, 25 characters at most; required on create only (older rows). */
    namePrint: text('name_print'),
    quantity: quantity('quantity').notNull(),
    baseUnit: recipeBaseUnitEnum('base_unit').notNull(),
    category: productCategoryEnum('category').notNull().default('ITEM'),
    /** Days the preparation keeps. */
    dlc: integer('dlc').notNull(),
    /** An uploaded image or an outside URL, never both (as products). */
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipes_enseigne_name_idx').on(t.enseigneId, t.name),
    index('recipes_photo_id_idx').on(t.photoId),
    check('recipes_name_print_length', sql`char_length(${t.namePrint}) <= 25`),
    check('recipes_quantity_positive', sql`${t.quantity} > 0`),
    check('recipes_dlc_positive', sql`${t.dlc} >= 1`),
    check('recipes_one_photo', sql`${t.photoId} is null or ${t.photoUrl} is null`),
  ],
);

/** One line of a recipe: `quantity` `itemUnit` of a product or of a sub-recipe (exactly one). */
export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    itemType: recipeItemTypeEnum('item_type').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    subRecipeId: integer('sub_recipe_id').references((): AnyPgColumn => recipes.id, {
      onDelete: 'restrict',
    }),
    quantity: quantity('quantity').notNull(),
    itemUnit: unitEnum('item_unit').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('recipe_ingredients_recipe_id_idx').on(t.recipeId),
    // "Used in recipes" of a product, and the cycle check's walk up from a sub-recipe.
    index('recipe_ingredients_product_id_idx').on(t.productId),
    index('recipe_ingredients_sub_recipe_id_idx').on(t.subRecipeId),
    check(
      'recipe_ingredients_one_item',
      sql`(${t.itemType} = 'PRODUCT' and ${t.productId} is not null and ${t.subRecipeId} is null) or (${t.itemType} = 'RECIPE' and ${t.subRecipeId} is not null and ${t.productId} is null)`,
    ),
    check('recipe_ingredients_not_itself', sql`${t.subRecipeId} is distinct from ${t.recipeId}`),
    check('recipe_ingredients_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const recipeRestaurants = pgTable(
  'recipe_restaurants',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.restaurantId] }),
    index('recipe_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export const recipeTags = pgTable(
  'recipe_tags',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.tagId] }),
    index('recipe_tags_tag_id_idx').on(t.tagId),
  ],
);

/** The allergens a product contains; a recipe's are rolled up from its products (never stored). */
export const productAllergens = pgTable(
  'product_allergens',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    allergen: allergenEnum('allergen').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.allergen] })],
);

/**
 * A product's stock in one restaurant, in the product's base unit; only ever changed together
 * with the stock movement that explains it (same transaction).
 */
export const productStocks = pgTable(
  'product_stocks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    currentStock: quantity('current_stock').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('product_stocks_product_restaurant_unique').on(t.productId, t.restaurantId),
    index('product_stocks_restaurant_id_idx').on(t.restaurantId),
    check('product_stocks_current_stock_not_negative', sql`${t.currentStock} >= 0`),
  ],
);

/**
 * One change of a product's stock in a restaurant, only ever inserted. `quantity` is in `unit`
 * (an ADJUSTMENT's is the level counted); before and after are in the product's base unit.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    type: stockMovementTypeEnum('type').notNull(),
    reason: stockMovementReasonEnum('reason').notNull(),
    quantity: quantity('quantity').notNull(),
    unit: unitEnum('unit').notNull(),
    stockBefore: quantity('stock_before').notNull(),
    stockAfter: quantity('stock_after').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    inventoryId: integer('inventory_id').references((): AnyPgColumn => inventories.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    // A product's history in a restaurant, newest first (the detail page and the chart).
    index('stock_movements_restaurant_product_occurred_idx').on(
      t.restaurantId,
      t.productId,
      t.occurredAt.desc(),
    ),
    index('stock_movements_restaurant_occurred_idx').on(t.restaurantId, t.occurredAt.desc()),
    index('stock_movements_product_id_idx').on(t.productId),
    index('stock_movements_inventory_id_idx').on(t.inventoryId),
    check('stock_movements_quantity_not_negative', sql`${t.quantity} >= 0`),
    check('stock_movements_stock_after_not_negative', sql`${t.stockAfter} >= 0`),
    check(
      'stock_movements_inventory_is_adjustment',
      sql`${t.reason} <> 'INVENTORY' or ${t.type} = 'ADJUSTMENT'`,
    ),
  ],
);

/** A count of a restaurant's stock; finalizing it sets the stock (docs/areas/stock.md#finalization). */
export const inventories = pgTable(
  'inventories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'restrict' }),
    status: inventoryStatusEnum('status').notNull().default('DRAFT'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: integer('cancelled_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The employee who counted (named, not signed in). */
    countedById: integer('counted_by_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    note: text('note'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventories_restaurant_status_started_idx').on(
      t.restaurantId,
      t.status,
      t.startedAt.desc(),
    ),
    index('inventories_counted_by_id_idx').on(t.countedById),
    check(
      'inventories_finalized_at_with_status',
      sql`(${t.status} = 'FINALIZED') = (${t.finalizedAt} is not null)`,
    ),
    check(
      'inventories_cancelled_at_with_status',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`,
    ),
  ],
);

/**
 * One packaging counted for a product: `inputQuantity` packagings of `packagingQuantity`
 * `packagingUnit`, worth `quantityInBaseUnit` of the product. The packaging's name, quantity and
 * unit are copied so a finalized inventory reads the same after the packaging changes.
 */
export const inventoryLines = pgTable(
  'inventory_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inventoryId: integer('inventory_id')
      .notNull()
      .references(() => inventories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    inputQuantity: quantity('input_quantity').notNull(),
    packagingQuantity: quantity('packaging_quantity'),
    packagingUnit: unitEnum('packaging_unit'),
    packagingName: text('packaging_name'),
    quantityInBaseUnit: quantity('quantity_in_base_unit').notNull(),
    packagingId: integer('packaging_id').references(() => packagings.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('inventory_lines_inventory_id_idx').on(t.inventoryId),
    index('inventory_lines_product_id_idx').on(t.productId),
    index('inventory_lines_packaging_id_idx').on(t.packagingId),
    check('inventory_lines_input_quantity_not_negative', sql`${t.inputQuantity} >= 0`),
    check('inventory_lines_quantity_in_base_unit_not_negative', sql`${t.quantityInBaseUnit} >= 0`),
    check('inventory_lines_packaging_quantity_positive', sql`${t.packagingQuantity} > 0`),
  ],
);

// ---- Purchasing (issue 13) -------------------------------------------------------------------
// A purchase order belongs to its issuing restaurant (RESTRICT, like the stock's history) and so to
// its chain; lines and receptions go with it (only a DRAFT is ever deleted). Everything the order
// was written with is copied onto it (supplier, article, product and packaging names, prices, VAT
// rate), so a sent order reads the same after the catalogue changes: the catalogue rows it names
// are SET NULL when deleted. Totals are computed by the server (docs/areas/purchasing.md#totals).

export const purchaseOrderStatusEnum = pgEnum('purchase_order_status', PURCHASE_ORDER_STATUSES);
export const supplierKindEnum = pgEnum('supplier_kind', SUPPLIER_KINDS);
export const purchaseOrderEmailStatusEnum = pgEnum(
  'purchase_order_email_status',
  PURCHASE_ORDER_EMAIL_STATUSES,
);

/** node-postgres hands bytea back as a Buffer, PGlite as a Uint8Array: one Buffer for the code. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A file of the chain (a purchase order's PDF...), readable by every api instance: its bytes in
 * `content` ('db', the default) or in S3-compatible object storage under `key` ('s3', content
 * null). Who may read it is decided through the rows naming it.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    storage: text('storage', { enum: ['db', 's3'] }).notNull(),
    /** A random name, never user input (the object's key in S3). */
    key: text('key').notNull(),
    mimeType: text('mime_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stored_files_key_unique').on(t.key),
    index('stored_files_enseigne_id_idx').on(t.enseigneId),
    check('stored_files_storage_known', sql`${t.storage} in ('db', 's3')`),
    check('stored_files_content_in_db', sql`(${t.storage} = 'db') = (${t.content} is not null)`),
    check('stored_files_byte_size_not_negative', sql`${t.byteSize} >= 0`),
  ],
);

/**
 * The last reference number given in a chain for a year: the next order takes last_number + 1
 * (an upsert in the order's transaction, so two orders never share a number).
 */
export const purchaseOrderCounters = pgTable(
  'purchase_order_counters',
  {
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.enseigneId, t.year] }),
    check('purchase_order_counters_last_number_range', sql`${t.lastNumber} between 0 and 99999`),
  ],
);

/**
 * An order of a restaurant to an external supplier or to one of the chain's laboratories
 * (docs/areas/purchasing.md). The status's instants are kept with it: the checks tie each final
 * status to the instant it was reached.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    /** 'BC-2026-00042': the year of creation and the chain's counter for that year. */
    reference: text('reference').notNull(),
    /** The issuer. */
    restaurantId: restaurantRef(),
    supplierKind: supplierKindEnum('supplier_kind').notNull(),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    labId: integer('lab_id').references(() => restaurants.id, { onDelete: 'set null' }),
    /** The supplier's or laboratory's name when the order was written. */
    supplierName: text('supplier_name').notNull(),
    status: purchaseOrderStatusEnum('status').notNull().default('DRAFT'),
    expectedDate: date('expected_date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** The last reception's note. */
    receivingNote: text('receiving_note'),
    /** The laboratory's note at expedition. */
    shippingNote: text('shipping_note'),
    /** Why it was refused or cancelled. */
    statusReason: text('status_reason'),
    subtotalHt: euros('subtotal_ht').notNull().default(0),
    totalVat: euros('total_vat').notNull().default(0),
    totalTtc: euros('total_ttc').notNull().default(0),
    /** The PDF generated when the order was sent. */
    pdfFileId: integer('pdf_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    emailStatus: purchaseOrderEmailStatusEnum('email_status').notNull().default('NOT_SENT'),
    emailError: text('email_error'),
    createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    refusedAt: timestamp('refused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    expeditedAt: timestamp('expedited_at', { withTimezone: true }),
    expeditedById: integer('expedited_by_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    firstReceivedAt: timestamp('first_received_at', { withTimezone: true }),
    lastReceivedAt: timestamp('last_received_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_orders_enseigne_reference_unique').on(t.enseigneId, t.reference),
    // The lists: a chain's (ADMIN), a restaurant's issued orders, a laboratory's internal sales,
    // newest first.
    index('purchase_orders_enseigne_created_idx').on(t.enseigneId, t.createdAt.desc()),
    index('purchase_orders_restaurant_created_idx').on(t.restaurantId, t.createdAt.desc()),
    index('purchase_orders_lab_created_idx').on(t.labId, t.createdAt.desc()),
    index('purchase_orders_supplier_id_idx').on(t.supplierId),
    index('purchase_orders_pdf_file_id_idx').on(t.pdfFileId),
    check('purchase_orders_reference_format', sql`${t.reference} ~ '^BC-[0-9]{4}-[0-9]{5}$'`),
    // The id of the other kind stays empty; the own one may have been deleted since (SET NULL).
    check(
      'purchase_orders_one_supplier_kind',
      sql`(${t.supplierKind} = 'EXTERNAL' and ${t.labId} is null) or (${t.supplierKind} = 'LABORATORY' and ${t.supplierId} is null)`,
    ),
    check('purchase_orders_lab_not_issuer', sql`${t.labId} is distinct from ${t.restaurantId}`),
    check('purchase_orders_subtotal_ht_not_negative', sql`${t.subtotalHt} >= 0`),
    check('purchase_orders_total_vat_not_negative', sql`${t.totalVat} >= 0`),
    check('purchase_orders_total_ttc_not_negative', sql`${t.totalTtc} >= 0`),
    // A draft was never sent; every status past the draft but a cancelled draft was.
    check(
      'purchase_orders_sent_at_with_status',
      sql`case ${t.status} when 'DRAFT' then ${t.sentAt} is null when 'CANCELLED' then true else ${t.sentAt} is not null end`,
    ),
    check(
      'purchase_orders_cancelled_at_with_status',
      sql`(${t.status} = 'CANCELLED') = (${t.cancelledAt} is not null)`,
    ),
    check(
      'purchase_orders_refused_at_with_status',
      sql`(${t.status} = 'REFUSED_SUPPLIER') = (${t.refusedAt} is not null)`,
    ),
    check(
      'purchase_orders_expedited_at_with_status',
      sql`${t.status} <> 'EXPEDITED' or ${t.expeditedAt} is not null`,
    ),
    check(
      'purchase_orders_received_at_with_status',
      sql`${t.status} not in ('RECEIVED', 'PARTIALLY_RECEIVED') or (${t.firstReceivedAt} is not null and ${t.lastReceivedAt} is not null)`,
    ),
    check(
      'purchase_orders_expedition_only_from_lab',
      sql`${t.expeditedAt} is null or ${t.supplierKind} = 'LABORATORY'`,
    ),
  ],
);

/**
 * One article of an order: `quantityOrdered` packagings of `packagingQuantity` `packagingUnit`,
 * at `unitPrice` HT each. The article's names, packaging, price and VAT are copied at writing.
 * Received quantities add up over the receptions; `deliveryTempC` and `receivingLineNote` are the
 * last reception's.
 */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    articleName: text('article_name').notNull(),
    supplierRef: text('supplier_ref'),
    productName: text('product_name').notNull(),
    quantityOrdered: quantity('quantity_ordered').notNull(),
    packagingName: text('packaging_name').notNull(),
    packagingQuantity: quantity('packaging_quantity').notNull(),
    packagingUnit: unitEnum('packaging_unit').notNull(),
    baseUnit: baseUnitEnum('base_unit').notNull(),
    /** Base units per packaging; null when no conversion covers the packaging's unit. */
    conversionToBase: quantity('conversion_to_base'),
    quantityOrderedBase: quantity('quantity_ordered_base'),
    unitPrice: euros('unit_price').notNull(),
    vat: vatCodeEnum('vat').notNull(),
    /** Percent (5.5 for 5,5 %). */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    lineTotal: euros('line_total').notNull(),
    lineTotalTtc: euros('line_total_ttc').notNull(),
    temperatureCategory: temperatureCategoryEnum('temperature_category').notNull().default('DRY'),
    /** Packagings the laboratory expedited (cumulative); null: no expedition. */
    quantityExpedited: quantity('quantity_expedited'),
    quantityReceivedPackaging: quantity('quantity_received_packaging').notNull().default(0),
    quantityReceivedBase: quantity('quantity_received_base').notNull().default(0),
    deliveryTempC: celsius('delivery_temp_c'),
    receivingLineNote: text('receiving_line_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('purchase_order_lines_order_position_unique').on(t.purchaseOrderId, t.position),
    index('purchase_order_lines_article_id_idx').on(t.articleId),
    index('purchase_order_lines_product_id_idx').on(t.productId),
    check('purchase_order_lines_quantity_ordered_positive', sql`${t.quantityOrdered} > 0`),
    check('purchase_order_lines_packaging_quantity_positive', sql`${t.packagingQuantity} > 0`),
    check('purchase_order_lines_conversion_to_base_positive', sql`${t.conversionToBase} > 0`),
    check(
      'purchase_order_lines_quantity_ordered_base_not_negative',
      sql`${t.quantityOrderedBase} >= 0`,
    ),
    check('purchase_order_lines_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    check('purchase_order_lines_vat_rate_range', sql`${t.vatRate} between 0 and 100`),
    check('purchase_order_lines_line_total_not_negative', sql`${t.lineTotal} >= 0`),
    check('purchase_order_lines_line_total_ttc_not_negative', sql`${t.lineTotalTtc} >= 0`),
    check('purchase_order_lines_quantity_expedited_not_negative', sql`${t.quantityExpedited} >= 0`),
    check(
      'purchase_order_lines_quantity_received_packaging_not_negative',
      sql`${t.quantityReceivedPackaging} >= 0`,
    ),
    check(
      'purchase_order_lines_quantity_received_base_not_negative',
      sql`${t.quantityReceivedBase} >= 0`,
    ),
  ],
);

/** One delivery received at the restaurant (docs/areas/purchasing.md#reception). */
export const receptions = pgTable(
  'receptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    receivedById: integer('received_by_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('receptions_order_received_idx').on(t.purchaseOrderId, t.receivedAt)],
);

/**
 * What arrived of one order line in one reception, with the stock movement and the traceability
 * record it wrote (kept when those are gone: SET NULL).
 */
export const receptionLines = pgTable(
  'reception_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    receptionId: integer('reception_id')
      .notNull()
      .references(() => receptions.id, { onDelete: 'cascade' }),
    // Cascade: a line goes only with its order, which takes its receptions too.
    purchaseOrderLineId: integer('purchase_order_line_id')
      .notNull()
      .references(() => purchaseOrderLines.id, { onDelete: 'cascade' }),
    quantityReceivedPackaging: quantity('quantity_received_packaging').notNull(),
    quantityReceivedBase: quantity('quantity_received_base').notNull(),
    /** HT per packaging on the delivery. */
    unitPrice: euros('unit_price').notNull(),
    deliveryTempC: celsius('delivery_temp_c'),
    temperatureAlert: boolean('temperature_alert').notNull().default(false),
    lotNumber: text('lot_number'),
    useByDate: date('use_by_date', { mode: 'string' }),
    note: text('note'),
    traceabilityRecordId: integer('traceability_record_id').references(
      () => traceabilityRecords.id,
      { onDelete: 'set null' },
    ),
    stockMovementId: integer('stock_movement_id').references(() => stockMovements.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reception_lines_reception_id_idx').on(t.receptionId),
    index('reception_lines_purchase_order_line_id_idx').on(t.purchaseOrderLineId),
    index('reception_lines_traceability_record_id_idx').on(t.traceabilityRecordId),
    index('reception_lines_stock_movement_id_idx').on(t.stockMovementId),
    check(
      'reception_lines_quantity_received_packaging_not_negative',
      sql`${t.quantityReceivedPackaging} >= 0`,
    ),
    check(
      'reception_lines_quantity_received_base_not_negative',
      sql`${t.quantityReceivedBase} >= 0`,
    ),
    check('reception_lines_unit_price_not_negative', sql`${t.unitPrice} >= 0`),
    // A temperature out of bounds is explained (docs/areas/purchasing.md#reception).
    check(
      'reception_lines_alert_has_note',
      sql`not ${t.temperatureAlert} or (${t.note} is not null and ${t.deliveryTempC} is not null)`,
    ),
  ],
);

// ---- Planning and time clock (issue 14) ------------------------------------------------------
// Shifts belong to their restaurant (RESTRICT, like every restaurant's history) and name one of
// its employees. The plan follows its employee (CASCADE: a deleted employee's planned shifts and
// absences go), what was clocked and paid stays (RESTRICT: an employee with clocked hours is not
// deleted). A deleted job leaves its shifts without a job (SET NULL: grey in the grid). Times are
// instants; which day a shift belongs to is read in the restaurant's time zone
// (docs/areas/planning.md#weeks-and-days).

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

export type UserRow = typeof users.$inferSelect;
export type EmployeeRow = typeof employees.$inferSelect;
export type InvitationRow = typeof invitations.$inferSelect;
export type RestaurantRow = typeof restaurants.$inferSelect;
export type EnseigneRow = typeof enseignes.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type SurfaceRow = typeof surfaces.$inferSelect;
export type EquipmentTypeRow = typeof equipmentTypes.$inferSelect;
export type EquipmentRow = typeof equipments.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;
export type TemperatureReadingRow = typeof temperatureReadings.$inferSelect;
export type CoolingRecordRow = typeof coolingRecords.$inferSelect;
export type HeatingRecordRow = typeof heatingRecords.$inferSelect;
export type TraceabilityRecordRow = typeof traceabilityRecords.$inferSelect;
export type CleaningRecordRow = typeof cleaningRecords.$inferSelect;
export type OilRecordRow = typeof oilRecords.$inferSelect;
export type HygieneCorrectionRow = typeof hygieneCorrections.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PackagingRow = typeof packagings.$inferSelect;
export type ConversionRuleRow = typeof conversionRules.$inferSelect;
export type ArticlePriceChangeRow = typeof articlePriceChanges.$inferSelect;
export type RecipeRow = typeof recipes.$inferSelect;
export type RecipeIngredientRow = typeof recipeIngredients.$inferSelect;
export type ProductStockRow = typeof productStocks.$inferSelect;
export type StockMovementRow = typeof stockMovements.$inferSelect;
export type InventoryRow = typeof inventories.$inferSelect;
export type InventoryLineRow = typeof inventoryLines.$inferSelect;
export type StoredFileRow = typeof storedFiles.$inferSelect;
export type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
export type PurchaseOrderLineRow = typeof purchaseOrderLines.$inferSelect;
export type ReceptionRow = typeof receptions.$inferSelect;
export type ReceptionLineRow = typeof receptionLines.$inferSelect;
export type ScheduledShiftRow = typeof scheduledShifts.$inferSelect;
export type AbsenceRow = typeof absences.$inferSelect;
export type RealizedShiftRow = typeof realizedShifts.$inferSelect;
export type ClockBlockRow = typeof clockBlocks.$inferSelect;
export type ApprovedShiftRow = typeof approvedShifts.$inferSelect;
export type KioskDeviceRow = typeof kioskDevices.$inferSelect;
