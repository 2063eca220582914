// In-app notifications: one row per recipient, written by the event that concerns him
// (a critical reading...) in that event's transaction, read and marked read by him only.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '@bo/domain';
import { enseignes } from '../chain/tables.ts';
import { createdAt } from '../db/columns.ts';
import { users } from '../people/tables.ts';
import { restaurants } from '../restaurants/tables.ts';

export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    // A notification is its recipient's alone: it goes with his account.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // The restaurant it is about, if any. RESTRICT like the restaurant's other history: its 409
    // counts them (restaurants.queries.ts).
    restaurantId: integer('restaurant_id').references(() => restaurants.id, {
      onDelete: 'restrict',
    }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app's path of the screen that resolves it (`/hygiene/temperature`). */
    link: text('link').notNull(),
    createdAt: createdAt(),
    /** Null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell's page: a user's newest first.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The bell's count: a user's unread ones, usually few among many.
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    // The restaurant's delete counts them (and the key's check reads them).
    index('notifications_restaurant_id_idx').on(t.restaurantId),
    check(
      'notifications_kind_known',
      sql`${t.kind} in (${sql.raw(NOTIFICATION_KINDS.map((kind) => `'${kind}'`).join(', '))})`,
    ),
    check('notifications_link_app_path', sql`${t.link} like '/%'`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
