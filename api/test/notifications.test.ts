import { eq, inArray } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_MESSAGES as M } from '@bo/domain';
import { hashPassword } from '../src/auth/passwords.ts';
import { employees, notifications, userRestaurants, users } from '../src/db/schema.ts';
import type { Logger } from '../src/http/logger.ts';
import { createMailer, type AlertEmail } from '../src/mail/index.ts';
import {
  ADMIN,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  passwordOf,
  setupApi,
  type TestContext,
} from './setup.ts';

let t: TestContext;
/** The alerts the api mailed, in order; `failMail` makes the mailer refuse them. */
const mailed: AlertEmail[] = [];
let failMail = false;
let bistrot: number, comptoir: number, autrui: number;
let frigo: number, comptoirFrigo: number, autruiFrigo: number;

// Accounts of the demo chain beside the seed's, created below.
const ADMIN_2 = 'admin2@demo.fr';
const COMPTOIR_MANAGER = 'gerant.comptoir@demo.fr';
const SILENT_MANAGER = 'gerant.muet@demo.fr';
const NO_EMAIL_MANAGER = 'gerant.sansmail@demo.fr';

/** A user's id by email. */
async function userId(email: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A new account of the demo chain: its role, restaurants and stored preferences. */
async function account(
  email: string,
  role: 'ADMIN' | 'MANAGER',
  restaurantIds: number[],
  preferences: object | null = null,
) {
  const [user] = await t.db
    .insert(users)
    .values({
      enseigneId: await t.enseigneId('Enseigne Démo'),
      firstName: 'Compte',
      lastName: email.split('@')[0]!,
      email,
      role,
      passwordHash: await hashPassword(passwordOf(email)),
      preferences,
    })
    .returning({ id: users.id });
  if (restaurantIds.length > 0) {
    await t.db
      .insert(userRestaurants)
      .values(restaurantIds.map((restaurantId) => ({ userId: user!.id, restaurantId })));
  }
}

beforeAll(async () => {
  t = await setupApi({
    mailer: {
      sendAlert: (email) => {
        mailed.push(email);
        return failMail ? Promise.reject(new Error('SMTP indisponible')) : Promise.resolve('SENT');
      },
    },
  });
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
  frigo = await t.equipmentId(bistrot, 'Frigo de préparation');
  comptoirFrigo = await t.equipmentId(comptoir, 'Frigo de préparation');
  autruiFrigo = await t.equipmentId(autrui, 'Frigo 1');
  await account(ADMIN_2, 'ADMIN', []);
  await account(COMPTOIR_MANAGER, 'MANAGER', [comptoir]);
  await account(SILENT_MANAGER, 'MANAGER', [bistrot], {
    notifications: { temperatureAlerts: false },
  });
  await account(NO_EMAIL_MANAGER, 'MANAGER', [bistrot], { notifications: { email: false } });
});
afterAll(() => t?.close());

type Notification = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  restaurantId: number | null;
  createdAt: string;
  readAt: string | null;
};

describe('the demo', () => {
  it("notifies the demo's ADMIN of its critical readings, so his bell is not empty", async () => {
    const res = await t.get('/api/notifications', await t.token(ADMIN));
    expect(res.status).toBe(200);
    expect(res.body.unread).toBeGreaterThan(0);
    const first = res.body.notifications[0] as Notification;
    expect(first).toMatchObject({ kind: 'CRITICAL_READING', link: '/hygiene/temperature' });
    expect(first.title).toMatch(/^Température critique : /);
  });
});

// ---- The list and its marking as read ----

const T0 = Date.parse('2026-01-10T08:00:00.000Z');

/** A notification of `email`, `minutes` after T0, unread unless `readAt` is given. */
async function notify(email: string, minutes: number, readAt: Date | null = null) {
  const [row] = await t.db
    .insert(notifications)
    .values({
      enseigneId: (await t.db.select().from(users).where(eq(users.email, email)))[0]!.enseigneId,
      userId: await userId(email),
      restaurantId: null,
      kind: 'CRITICAL_READING',
      title: `Notification ${minutes}`,
      body: 'Corps',
      link: '/hygiene/temperature',
      createdAt: new Date(T0 + minutes * 60_000),
      readAt,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

const readAtOf = async (ids: number[]) =>
  (
    await t.db
      .select({ id: notifications.id, readAt: notifications.readAt })
      .from(notifications)
      .where(inArray(notifications.id, ids))
      .orderBy(notifications.id)
  ).map((r) => r.readAt);

describe('GET /api/notifications and POST /api/notifications/read', () => {
  // Each test starts from no notification at all: the lists hold only its own.
  beforeEach(async () => {
    await t.db.delete(notifications);
  });

  it.each([ADMIN, MANAGER, EMPLOYEE])(
    'lists to %s his own, newest first, with the count of all his unread ones',
    async (email) => {
      const older = await notify(email, 1);
      const read = await notify(email, 2, new Date(T0 + 3 * 60_000));
      const newer = await notify(email, 5);
      // Same instant: the greater id first.
      const twin = await notify(email, 5);
      await notify(email === ADMIN ? MANAGER : ADMIN, 10);
      await notify(OTHER_ADMIN, 10);

      const res = await t.get('/api/notifications', await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.unread).toBe(3);
      expect((res.body.notifications as Notification[]).map((n) => n.id)).toEqual([
        twin,
        newer,
        read,
        older,
      ]);
      expect(res.body.notifications[2]).toEqual({
        id: read,
        kind: 'CRITICAL_READING',
        title: 'Notification 2',
        body: 'Corps',
        link: '/hygiene/temperature',
        restaurantId: null,
        createdAt: '2026-01-10T08:02:00.000Z',
        readAt: '2026-01-10T08:03:00.000Z',
      });

      const page = await t.get('/api/notifications?limit=1', await t.token(email));
      expect(page.body.notifications.map((n: Notification) => n.id)).toEqual([twin]);
      // The count is of all his unread ones, not the page's.
      expect(page.body.unread).toBe(3);
    },
  );

  it('lists 20 by default and at most 100', async () => {
    for (let i = 0; i < 101; i++) await notify(EMPLOYEE, i);
    const token = await t.token(EMPLOYEE);
    expect((await t.get('/api/notifications', token)).body.notifications).toHaveLength(20);
    expect((await t.get('/api/notifications?limit=100', token)).body.notifications).toHaveLength(
      100,
    );
  });

  it.each(['0', '101', 'abc', '-1', '1.5', '', '1000'])(
    'refuses ?limit=%s in French',
    async (limit) => {
      const res = await t.get(`/api/notifications?limit=${limit}`, await t.token(ADMIN));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
      expect(res.body.fieldErrors.limit).toBe(
        'La taille de page doit être comprise entre 1 et 100',
      );
    },
  );

  it('answers 401 without a token', async () => {
    expect((await t.get('/api/notifications')).status).toBe(401);
    expect((await t.post('/api/notifications/read', { all: true })).status).toBe(401);
  });

  it.each([ADMIN, MANAGER, EMPLOYEE])(
    'marks read the named ones of %s, and all of them',
    async (email) => {
      const token = await t.token(email);
      const a = await notify(email, 1);
      const b = await notify(email, 2);
      const earlier = new Date(T0);
      const c = await notify(email, 3, earlier);
      const d = await notify(email, 4);
      const other = await notify(email === ADMIN ? MANAGER : ADMIN, 5);

      const res = await t.post('/api/notifications/read', { ids: [a, c, a] }, token);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ unread: 2 });
      const [aRead, bRead, cRead] = await readAtOf([a, b, c]);
      expect(aRead).toBeInstanceOf(Date);
      expect(bRead).toBeNull();
      // Already read: it keeps when.
      expect(cRead).toEqual(earlier);

      const all = await t.post('/api/notifications/read', { all: true }, token);
      expect(all.body).toEqual({ unread: 0 });
      expect((await readAtOf([b, d])).every((at) => at instanceof Date)).toBe(true);
      // Never another user's.
      expect(await readAtOf([other])).toEqual([null]);
    },
  );

  it("answers 404 for another user's, another chain's or an unknown id, and writes nothing", async () => {
    const mine = await notify(MANAGER, 1);
    const admins = await notify(ADMIN, 2);
    const theirs = await notify(OTHER_ADMIN, 3);
    const token = await t.token(MANAGER);
    for (const stranger of [admins, theirs, 2_000_000_000]) {
      const res = await t.post('/api/notifications/read', { ids: [mine, stranger] }, token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: M.notFound });
    }
    expect(await readAtOf([mine, admins, theirs])).toEqual([null, null, null]);
    // And the other chain's ADMIN cannot reach the demo's either.
    const other = await t.post(
      '/api/notifications/read',
      { ids: [admins] },
      await t.token(OTHER_ADMIN),
    );
    expect(other.status).toBe(404);
    expect(await readAtOf([admins])).toEqual([null]);
  });

  it.each([
    [{}, 'ids', M.idsOrAll],
    [{ ids: [1], all: true }, 'ids', M.idsOrAll],
    [{ ids: [] }, 'ids', M.idsCount],
    [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids', M.idsCount],
    [{ ids: [0] }, 'ids.0', 'Identifiant invalide'],
    [{ ids: ['1'] }, 'ids.0', 'Identifiant invalide'],
    [{ ids: 1 }, 'ids', 'Liste attendue'],
    [{ all: false }, 'all', M.allTrue],
    [{ all: 'true' }, 'all', M.allTrue],
    [{ all: true, extra: 1 }, 'extra', 'Clé non reconnue : "extra"'],
  ])('refuses %j in French, writing nothing', async (body, field, message) => {
    const mine = await notify(ADMIN, 1);
    const res = await t.post('/api/notifications/read', body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await readAtOf([mine])).toEqual([null]);
  });
});

// ---- The event: a critical reading ----

describe('a critical reading', () => {
  beforeEach(async () => {
    await t.db.delete(notifications);
    mailed.length = 0;
    failMail = false;
  });

  const record = async (email: string, fields: Record<string, unknown>) => {
    const res = await t.post(
      '/api/temperature-readings',
      { recordedAt: '2025-03-10T08:05:00.000Z', ...fields },
      await t.token(email),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.reading as { id: number; status: string };
  };

  /** Who was notified, by email (sorted by code point, whatever the database's collation). */
  const recipients = async () => {
    const rows = await t.db
      .select({ email: users.email, notification: notifications })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId));
    return rows.sort((a, b) => (a.email < b.email ? -1 : 1));
  };

  it("notifies the chain's ADMINs and the restaurant's MANAGERs whose alerts are on, not its author", async () => {
    const [lucas] = await t.db.select().from(employees).where(eq(employees.restaurantId, bistrot));
    const reading = await record(MANAGER, {
      equipmentId: frigo,
      temperature: 9.5,
      employeeId: lucas!.id,
    });
    expect(reading.status).toBe('CRITICAL');

    const rows = await recipients();
    expect(rows.map((r) => r.email)).toEqual([ADMIN, ADMIN_2, NO_EMAIL_MANAGER].sort());
    for (const { notification } of rows) {
      expect(notification).toMatchObject({
        enseigneId: await t.enseigneId('Enseigne Démo'),
        restaurantId: bistrot,
        kind: 'CRITICAL_READING',
        title: 'Température critique : Frigo de préparation',
        // 08:05 UTC is 09:05 in Paris, the restaurant's zone.
        body: `9,5 °C relevés le 10/03/2025 à 09:05 par ${lucas!.firstName} ${lucas!.lastName} (Le Bistrot du Port).`,
        link: '/hygiene/temperature',
        readAt: null,
      });
    }
    // The email goes to those whose email switch is on too.
    expect(mailed.map((m) => m.to).sort()).toEqual([ADMIN, ADMIN_2].sort());
    expect(mailed[0]).toEqual({
      to: mailed[0]!.to,
      title: 'Température critique : Frigo de préparation',
      body: rows[0]!.notification.body,
      url: 'http://localhost:4000/hygiene/temperature',
    });

    // The recipient reads it through the api.
    const res = await t.get('/api/notifications', await t.token(ADMIN));
    expect(res.body.notifications[0]).toMatchObject({
      kind: 'CRITICAL_READING',
      restaurantId: bistrot,
      readAt: null,
    });
    expect(res.body.unread).toBe(1);
  });

  it('names the account that recorded it when no employee is named, and spares an ADMIN author', async () => {
    await record(ADMIN, { equipmentId: comptoirFrigo, temperature: -3 });
    const rows = await recipients();
    // Not the bistrot's managers: the reading is the Comptoir's.
    expect(rows.map((r) => r.email)).toEqual([ADMIN_2, COMPTOIR_MANAGER].sort());
    expect(rows[0]!.notification.body).toBe(
      '-3 °C relevés le 10/03/2025 à 09:05 par Alice Martin (Le Comptoir Lyonnais).',
    );
    expect(mailed.map((m) => m.to).sort()).toEqual([ADMIN_2, COMPTOIR_MANAGER].sort());
  });

  it("notifies the restaurant's MANAGER of an EMPLOYEE's reading", async () => {
    await record(EMPLOYEE, { equipmentId: frigo, temperature: 12 });
    expect((await recipients()).map((r) => r.email)).toEqual(
      [ADMIN, ADMIN_2, NO_EMAIL_MANAGER, MANAGER].sort(),
    );
  });

  it('never notifies another chain', async () => {
    await record(OTHER_ADMIN, { equipmentId: autruiFrigo, temperature: 15 });
    expect(await recipients()).toEqual([]);
    await record(MANAGER, { equipmentId: frigo, temperature: 15 });
    expect((await recipients()).map((r) => r.email)).not.toContain(OTHER_ADMIN);
  });

  it.each([3, 5])('notifies no one of a reading at %s °C (not critical)', async (temperature) => {
    const reading = await record(MANAGER, { equipmentId: frigo, temperature });
    expect(reading.status).not.toBe('CRITICAL');
    expect(await recipients()).toEqual([]);
    expect(mailed).toEqual([]);
  });

  it('keeps the reading when the email fails, and logs the failure', async () => {
    failMail = true;
    const errors = t.errors.length;
    await record(MANAGER, { equipmentId: frigo, temperature: 9.5 });
    expect(await recipients()).toHaveLength(3);
    await new Promise((resolve) => setTimeout(resolve, 10));
    const logged = t.errors.slice(errors).map((e) => e.message);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatch(/^\[api\] alerte « Température critique : Frigo de préparation »/);
  });

  it('writes no notification when the reading is refused', async () => {
    const res = await t.post(
      '/api/temperature-readings',
      { equipmentId: frigo, temperature: 9.5, recordedAt: '2999-01-01T00:00:00.000Z' },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(400);
    expect(await recipients()).toEqual([]);
    expect(mailed).toEqual([]);
  });
});

describe('Mailer.sendAlert', () => {
  const alert: AlertEmail = {
    to: 'admin@demo.fr',
    title: 'Température critique : Frigo <1>',
    body: '9,5 °C relevés le 10/03/2025 à 09:05 par Léa Martin (Le Bistrot du Port).',
    url: 'https://app.brigade.fr/hygiene/temperature',
  };

  it('mails the alert in French: its title as subject, its words and the link to its screen', async () => {
    const infos: string[] = [];
    const logger: Logger = { info: (m) => infos.push(m), error: () => undefined };
    const transport = nodemailer.createTransport({ jsonTransport: true });
    let message: { subject: string; text: string; html: string } | undefined;
    const spy: typeof transport = Object.assign(Object.create(transport) as typeof transport, {
      sendMail: async (options: SendMailOptions) => {
        const info = await transport.sendMail(options);
        message = JSON.parse(info.message as unknown as string) as typeof message;
        return info;
      },
    });
    await expect(createMailer({ logger, transport: spy }).sendAlert(alert)).resolves.toBe('SENT');
    expect(message!.subject).toBe('Température critique : Frigo <1>');
    expect(message!.text).toContain(alert.body);
    expect(message!.text).toContain(alert.url);
    expect(message!.html).toContain('<a href="https://app.brigade.fr/hygiene/temperature">');
    expect(message!.html).toContain('Léa Martin');
    expect(infos).toEqual([
      '[api] alerte « Température critique : Frigo <1> » envoyée par email à admin@demo.fr',
    ]);
  });

  it('without SMTP_URL, writes one log line with the link instead', async () => {
    const infos: string[] = [];
    const logger: Logger = { info: (m) => infos.push(m), error: () => undefined };
    await expect(createMailer({ logger }).sendAlert(alert)).resolves.toBe('LOGGED');
    expect(infos).toHaveLength(1);
    expect(infos[0]).toContain('SMTP_URL absent');
    expect(infos[0]).toContain(alert.url);
  });
});
