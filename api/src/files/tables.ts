// The files the api writes and serves back (files/store.ts), kept where every api instance reads
// them.
import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enseignes } from '../chain/tables.ts';
import { createdAt } from '../db/columns.ts';

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

export type StoredFileRow = typeof storedFiles.$inferSelect;
