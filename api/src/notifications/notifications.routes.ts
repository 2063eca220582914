import { NOTIFICATION_MESSAGES as M, NOTIFICATION_PAGE_SIZE } from '@bo/domain';
import {
  MarkNotificationsReadBody,
  NotificationsQuery,
  NotificationsResponse,
  UnreadResponse,
} from './notifications.contract.ts';
import { countOwned, countUnread, listNotifications, markRead } from './notifications.queries.ts';
import { notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

/**
 * The caller's own notifications: every route acts on the user of the token, whatever his role;
 * another user's notification is not there to him (404 like an unknown one).
 */
export const notificationRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/notifications',
    tags: ['notifications'],
    summary:
      "Les notifications de l'utilisateur connecté, les plus récentes d'abord, et le nombre de ses non lues",
    access: 'authenticated',
    query: NotificationsQuery,
    response: { status: 200, description: 'Notifications', schema: NotificationsResponse },
    errors: [400],
    handler: async ({ db, user, query }) => ({
      notifications: await listNotifications(db, user.id, query.limit ?? NOTIFICATION_PAGE_SIZE),
      unread: await countUnread(db, user.id),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/notifications/read',
    // It creates no row a retry could double: marking read twice reads the same.
    idempotencyKey: false,
    tags: ['notifications'],
    summary:
      "Marque comme lues des notifications de l'utilisateur connecté (ids), ou toutes (all) ; 404 si l'une n'est pas à lui, et rien n'est écrit",
    access: 'authenticated',
    body: MarkNotificationsReadBody,
    response: { status: 200, description: 'Notifications lues', schema: UnreadResponse },
    errors: [400, 404],
    handler: async ({ db, user, body }) =>
      db.transaction(async (tx) => {
        let ids: number[] | 'all' = 'all';
        if (body.ids !== undefined) {
          ids = [...new Set(body.ids)];
          // All of them or none: one that is not his writes nothing.
          if ((await countOwned(tx, user.id, ids)) !== ids.length) throw notFound(M.notFound);
        }
        await markRead(tx, user.id, ids, new Date());
        return { unread: await countUnread(tx, user.id) };
      }),
  }),
];
