// Restaurants and what is in them: a chain's restaurants and laboratories, their zones, surfaces
// and equipment, and the chain's equipment types, jobs and tags (docs/areas/restaurants.md).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { EQUIPMENT_FAMILIES, TEMPERATURE_UNITS } from '@bo/domain';
import { enseignes } from '../chain/tables.ts';
import { createdAt, updatedAt } from '../db/columns.ts';

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
    // the edge (restaurants/restaurants.routes.ts) so the API answers a number.
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

/**
 * The restaurant a row of its history belongs to (logs, orders, shifts...). RESTRICT: a
 * restaurant with history is not deleted; its 409 counts the rows, read from the key
 * (db/references.ts).
 */
export const restaurantRef = () =>
  integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'restrict' });

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

export type RestaurantRow = typeof restaurants.$inferSelect;
export type ZoneRow = typeof zones.$inferSelect;
export type SurfaceRow = typeof surfaces.$inferSelect;
export type EquipmentTypeRow = typeof equipmentTypes.$inferSelect;
export type EquipmentRow = typeof equipments.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type TagRow = typeof tags.$inferSelect;
