import { NOTIFICATION_MESSAGES } from '@bo/domain';
import type {
  MutationResolvers,
  NotificationResolvers,
  QueryResolvers,
  Resolvers,
} from '../generated/graphql.ts';
import { orNull, restId } from '../resolvers/ids.ts';
import type { RequestBody } from '../rest/types.ts';

// The caller's notifications (`Notification`): `Query.notifications` and `markNotificationsRead`.
// The api answers only the caller's own: there is no id of another user's to guess here.

const Notification: NotificationResolvers = {
  id: (notification) => String(notification.id),
  // A restaurant the caller no longer sees (a manager moved) leaves the notification readable.
  restaurant: (notification, _args, ctx) =>
    notification.restaurantId === null
      ? null
      : orNull(ctx.loaders.restaurant.load(notification.restaurantId)),
};

const NotificationQueries: Pick<QueryResolvers, 'notifications'> = {
  notifications: (_parent, { limit }, ctx) =>
    ctx.rest.call('get', '/api/notifications', {
      query: limit === null || limit === undefined ? {} : { limit: String(limit) },
    }),
};

const NotificationMutations: Pick<MutationResolvers, 'markNotificationsRead'> = {
  markNotificationsRead: async (_parent, { ids, all }, ctx) => {
    // The api judges the pair (exactly one of them, all true); the graph's nulls are absences.
    const body: Record<string, unknown> = {};
    if (ids !== null && ids !== undefined) {
      body.ids = ids.map((id) => restId(id, NOTIFICATION_MESSAGES.notFound));
    }
    if (all !== null && all !== undefined) body.all = all;
    await ctx.rest.call('post', '/api/notifications/read', {
      body: body as RequestBody<'/api/notifications/read', 'post'>,
    });
    // The first page read again, so the web's cache takes the list and its count in one round trip.
    return ctx.rest.call('get', '/api/notifications');
  },
};

export const resolvers: Resolvers = {
  Notification,
  Query: NotificationQueries,
  Mutation: NotificationMutations,
};
