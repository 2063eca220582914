import { graphql } from '../../gql';

// The graph documents of the top bar's bell.

/**
 * What the bell shows: the latest notifications and the count of all unread ones. The query and
 * the mutation read the same page (the graph's default size, 20), so the mutation's answer is
 * written over the query's in one round trip.
 */
graphql(`
  fragment Bell_list on NotificationList {
    unread
    notifications {
      id
      kind
      title
      body
      link
      createdAt
      readAt
      restaurant {
        id
      }
    }
  }
`);

export const NotificationsQuery = graphql(`
  query Notifications {
    notifications {
      ...Bell_list
    }
  }
`);

export const MarkNotificationsReadMutation = graphql(`
  mutation MarkNotificationsRead($ids: [ID!], $all: Boolean) {
    markNotificationsRead(ids: $ids, all: $all) {
      ...Bell_list
    }
  }
`);
