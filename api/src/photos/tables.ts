// The chain's uploaded images: the bytes are on disk (photos/storage.ts), the rows say where and
// whose; who may read one is decided through the records naming it (photos/access.ts).
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { enseignes } from '../chain/tables.ts';
import { createdAt } from '../db/columns.ts';
import { users } from '../people/tables.ts';

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

export type PhotoRow = typeof photos.$inferSelect;
