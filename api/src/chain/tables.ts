// The chain (enseigne): every other table belongs to one, directly or through a restaurant
// (docs/areas/people.md). Its places are restaurants/tables.ts, its accounts and staff
// people/tables.ts.
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

// A chain's rows are never removed by a cascade from the chain: deleting a chain is a deliberate
// operation that must empty it first (no such route yet).
export const enseignes = pgTable('enseignes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

export type EnseigneRow = typeof enseignes.$inferSelect;
