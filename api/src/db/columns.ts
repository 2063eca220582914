// Column shapes shared by the areas' tables (api/src/<area>/tables.ts): an instant, an amount, a
// quantity or a temperature is stored the same way wherever it appears.
import { numeric, timestamp } from 'drizzle-orm/pg-core';

// Timestamps carry their zone so Postgres and PGlite hand back the same instant whatever the
// server's TimeZone setting.
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Temperatures are stored in °C with one decimal. */
export const celsius = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });
/** Euros with cents, read as numbers. */
export const euros = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
/** Quantities carry 4 decimals (a conversion's step is 0.0001), read as numbers. */
export const quantity = (name: string) =>
  numeric(name, { precision: 14, scale: 4, mode: 'number' });
