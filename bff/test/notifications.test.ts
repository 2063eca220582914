import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES } from '@bo/domain';
import { notifications, users } from '../../api/src/db/schema.ts';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  seededRestaurants,
  startStack,
  type Stack,
} from './helpers.ts';

interface Notification {
  id: string;
  kind: string;
  title: string;
  body: string;
  link: string;
  restaurant: { id: string; name: string } | null;
  createdAt: string;
  readAt: string | null;
}
interface NotificationList {
  notifications: Notification[];
  unread: number;
}

const LIST = `notifications { id kind title body link restaurant { id name } createdAt readAt } unread`;
const NOTIFICATIONS = `query ($limit: Int) { notifications(limit: $limit) { ${LIST} } }`;
const MARK_READ = `mutation ($ids: [ID!], $all: Boolean) {
  markNotificationsRead(ids: $ids, all: $all) { ${LIST} }
}`;

let stack: Stack;
let bistrot: { id: string; name: string };
beforeAll(async () => {
  stack = await startStack();
  const { named } = await seededRestaurants(stack, await stack.login(ADMIN));
  bistrot = named('Le Bistrot du Port');
});
afterAll(() => stack?.close());

const db = () => stack.database.db;
const T0 = Date.parse('2026-01-10T08:00:00.000Z');

/** A notification of `email`, `minutes` after T0, about the bistrot unless told. */
async function notify(email: string, minutes: number, restaurantId: number | null = null) {
  const [user] = await db().select().from(users).where(eq(users.email, email));
  const [row] = await db()
    .insert(notifications)
    .values({
      enseigneId: user!.enseigneId,
      userId: user!.id,
      restaurantId,
      kind: 'CRITICAL_READING',
      title: `Notification ${minutes}`,
      body: 'Corps',
      link: '/hygiene/temperature',
      createdAt: new Date(T0 + minutes * 60_000),
    })
    .returning({ id: notifications.id });
  return String(row!.id);
}

const readAtOf = async (ids: string[]) =>
  (
    await db()
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(inArray(notifications.id, ids.map(Number)))
  ).map((r) => r.readAt);

beforeEach(async () => {
  // Each test reads only its own (the seed's are the demo's critical readings).
  await db().delete(notifications);
});

describe('Query.notifications', () => {
  it.each([ADMIN, MANAGER, EMPLOYEE])(
    "answers %s's own, newest first, with his restaurant and the count of all his unread ones",
    async (email) => {
      const older = await notify(email, 1, Number(bistrot.id));
      const newer = await notify(email, 2);
      await notify(email === ADMIN ? MANAGER : ADMIN, 3);
      await notify(OTHER_ADMIN, 4);

      const token = await stack.login(email);
      const result = await stack.gql<{ notifications: NotificationList }>(NOTIFICATIONS, {}, token);
      expect(result.errors).toBeUndefined();
      expect(result.data!.notifications).toEqual({
        notifications: [
          {
            id: newer,
            kind: 'CRITICAL_READING',
            title: 'Notification 2',
            body: 'Corps',
            link: '/hygiene/temperature',
            restaurant: null,
            createdAt: '2026-01-10T08:02:00.000Z',
            readAt: null,
          },
          expect.objectContaining({
            id: older,
            restaurant: { id: bistrot.id, name: bistrot.name },
          }),
        ],
        unread: 2,
      });

      const page = await stack.gql<{ notifications: NotificationList }>(
        NOTIFICATIONS,
        { limit: 1 },
        token,
      );
      expect(page.data!.notifications.notifications.map((n) => n.id)).toEqual([newer]);
      expect(page.data!.notifications.unread).toBe(2);
    },
  );

  it('refuses a limit out of range in French, and an anonymous caller', async () => {
    const bad = await stack.gql(NOTIFICATIONS, { limit: 101 }, await stack.login(ADMIN));
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toMatch(/^Données invalides : /);
    expect(codeOf(await stack.gql(NOTIFICATIONS, {}, null))).toBe('UNAUTHENTICATED');
  });
});

describe('Mutation.markNotificationsRead', () => {
  it('marks the named ones read and answers the first page read again', async () => {
    const a = await notify(MANAGER, 1);
    const b = await notify(MANAGER, 2);
    const token = await stack.login(MANAGER);
    const result = await stack.gql<{ markNotificationsRead: NotificationList }>(
      MARK_READ,
      { ids: [a] },
      token,
    );
    expect(result.errors).toBeUndefined();
    const list = result.data!.markNotificationsRead;
    expect(list.unread).toBe(1);
    expect(list.notifications.map((n) => [n.id, n.readAt !== null])).toEqual([
      [b, false],
      [a, true],
    ]);

    const all = await stack.gql<{ markNotificationsRead: NotificationList }>(
      MARK_READ,
      { all: true },
      token,
    );
    expect(all.data!.markNotificationsRead.unread).toBe(0);
    expect((await readAtOf([a, b])).every((at) => at instanceof Date)).toBe(true);
  });

  it("never reaches another user's notifications: NOT_FOUND, and nothing is written", async () => {
    const mine = await notify(MANAGER, 1);
    const admins = await notify(ADMIN, 2);
    const theirs = await notify(OTHER_ADMIN, 3);
    const token = await stack.login(MANAGER);
    for (const stranger of [admins, theirs, 'abc']) {
      const result = await stack.gql(MARK_READ, { ids: [mine, stranger] }, token);
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors![0]!.message).toBe(NOTIFICATION_MESSAGES.notFound);
    }
    expect(await readAtOf([mine, admins, theirs])).toEqual([null, null, null]);

    // Marking all his own leaves the others' unread, and his list never shows them.
    const all = await stack.gql<{ markNotificationsRead: NotificationList }>(
      MARK_READ,
      { all: true },
      token,
    );
    expect(all.data!.markNotificationsRead.notifications.map((n) => n.id)).toEqual([mine]);
    const [adminRead, theirRead] = await readAtOf([admins, theirs]);
    expect([adminRead, theirRead]).toEqual([null, null]);
  });

  it('refuses neither or both of ids and all in French, writing nothing', async () => {
    const mine = await notify(ADMIN, 1);
    const token = await stack.login(ADMIN);
    for (const variables of [{}, { ids: [mine], all: true }, { all: false }]) {
      const result = await stack.gql(MARK_READ, variables, token);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.message).toMatch(/^Données invalides : /);
    }
    expect(await readAtOf([mine])).toEqual([null]);
  });
});
