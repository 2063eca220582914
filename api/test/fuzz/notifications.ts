// The notifications' demo row: one of the fuzz's caller, the demo chain's ADMIN.
import { sql } from 'drizzle-orm';
import { fuzzArea } from './core.ts';

interface NotificationsFixtures {
  /** A notification of the demo chain's ADMIN, written here (the seed's depend on its readings). */
  notification: number;
}
declare module './core.ts' {
  interface AreaFixtures {
    notifications: NotificationsFixtures;
  }
}

export default fuzzArea({
  name: 'notifications',
  after: ['chain'],
  async load({ firstId }, { enseigne, user }) {
    return {
      notification: await firstId(sql`
        insert into notifications (enseigne_id, user_id, kind, title, body, link)
        values (${enseigne}, ${user}, 'CRITICAL_READING', 'Température critique : Fuzz',
          '9,5 °C relevés par le fuzz.', '/hygiene/temperature')
        returning id`),
    };
  },
  // `ids` of POST /api/notifications/read names the route's collection.
  pathIds: {
    notifications: (_, fx) => fx.notification,
  },
});
