import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startOfDayIn, todayIn } from '@bo/domain';
import {
  approvedShifts,
  attemptBackoffs,
  clockBlocks,
  employees,
  jobs,
  kioskDevices,
  realizedShifts,
  restaurants,
  scheduledShifts,
} from '../src/db/schema.ts';
import { frenchWait } from '../src/http/rate-limit.ts';
import { kioskTokenHash } from '../src/planning/kiosk.routes.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

const ZONE = 'Europe/Paris';
const HOUR = 3_600_000;

let t: TestContext;
let bistrot: number, comptoir: number, autrui: number;
let lea: { id: number; pin: string; firstName: string; lastName: string };
let marc: { id: number; pin: string };
let comptoirPin: string;
let job: number;
let token: string;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
  await t.db.update(restaurants).set({ timeZone: ZONE }).where(eq(restaurants.id, bistrot));
  const staff = await t.db
    .select()
    .from(employees)
    .where(eq(employees.restaurantId, bistrot))
    .orderBy(employees.id);
  [lea, marc] = [staff[0]!, staff[1]!];
  const [other] = await t.db.select().from(employees).where(eq(employees.restaurantId, comptoir));
  comptoirPin = other!.pin;
  const [first] = await t.db.select().from(jobs).where(eq(jobs.restaurantId, bistrot)).limit(1);
  job = first!.id;
  token = await issue(bistrot, 'Tablette du comptoir');
});
afterAll(() => t?.close());

const ours = () => [bistrot, comptoir, autrui];
beforeEach(async () => {
  await t.db.delete(approvedShifts).where(inArray(approvedShifts.restaurantId, ours()));
  await t.db.delete(clockBlocks).where(inArray(clockBlocks.restaurantId, ours()));
  await t.db.delete(realizedShifts).where(inArray(realizedShifts.restaurantId, ours()));
  await t.db.delete(scheduledShifts).where(inArray(scheduledShifts.restaurantId, ours()));
});

async function issue(restaurantId: number, label: string, email = ADMIN): Promise<string> {
  const res = await t.post('/api/kiosk-devices', { restaurantId, label }, await t.token(email));
  expect(res.status, res.text).toBe(201);
  return (res.body as { token: string }).token;
}

const kiosk = (method: 'get' | 'post', path: string, body?: unknown, as = token) =>
  t.send(method, path, { token: as, body });
const identify = (pin: string, as = token) => kiosk('post', '/api/kiosk/identify', { pin }, as);
const clock = (pin: string, action: string, as = token) =>
  kiosk('post', '/api/kiosk/clock', { pin, action }, as);

async function clockOk(pin: string, action: string) {
  const res = await clock(pin, action);
  expect(res.status, res.text).toBe(200);
  return res.body as {
    action: string;
    at: string;
    message: string;
    employee: { presence: string; actions: string[]; since: string | null };
  };
}

const shiftsOf = (employeeId: number) =>
  t.db.select().from(realizedShifts).where(eq(realizedShifts.employeeId, employeeId));
const blocksOf = (employeeId: number) =>
  t.db
    .select()
    .from(clockBlocks)
    .where(eq(clockBlocks.employeeId, employeeId))
    .orderBy(clockBlocks.id);

/** Moves every time of the employee's open shift and blocks `ms` into the past. */
async function ago(employeeId: number, ms: number) {
  for (const b of await blocksOf(employeeId)) {
    await t.db
      .update(clockBlocks)
      .set({
        datetimeStart: new Date(b.datetimeStart.getTime() - ms),
        datetimeEnd: b.datetimeEnd && new Date(b.datetimeEnd.getTime() - ms),
      })
      .where(eq(clockBlocks.id, b.id));
  }
  for (const s of await shiftsOf(employeeId)) {
    await t.db
      .update(realizedShifts)
      .set({ datetimeStart: new Date(s.datetimeStart.getTime() - ms) })
      .where(eq(realizedShifts.id, s.id));
  }
}

describe('kiosk devices', () => {
  it('issues a token kept only as its hash, lists and revokes the device', async () => {
    const res = await t.post(
      '/api/kiosk-devices',
      { restaurantId: bistrot, label: '  Entrée  ' },
      await t.token(MANAGER),
    );
    expect(res.status, res.text).toBe(201);
    const { device, token: issued } = res.body as {
      device: { id: number; label: string; revokedAt: null; lastUsedAt: null };
      token: string;
    };
    expect(issued).toMatch(/^kd_[A-Za-z0-9_-]{43}$/);
    expect(device).toMatchObject({ label: 'Entrée', restaurantId: bistrot, revokedAt: null });
    const [row] = await t.db.select().from(kioskDevices).where(eq(kioskDevices.id, device.id));
    expect(row!.tokenHash).toBe(kioskTokenHash(issued));
    expect(JSON.stringify(row)).not.toContain(issued);

    expect((await kiosk('get', '/api/kiosk/me', undefined, issued)).body).toEqual({
      deviceId: device.id,
      label: 'Entrée',
      restaurantId: bistrot,
      restaurantName: 'Le Bistrot du Port',
      timeZone: ZONE,
    });
    const listed = async () => {
      const list = await t.get(`/api/kiosk-devices/restaurant/${bistrot}`, await t.token(MANAGER));
      expect(list.status).toBe(200);
      return (list.body as { devices: { id: number; lastUsedAt: string | null }[] }).devices[0]!;
    };
    // The page opening is not a use; an employee recognised is.
    expect(await listed()).toMatchObject({ id: device.id, lastUsedAt: null });
    expect((await identify(lea.pin, issued)).status).toBe(200);
    expect((await listed()).lastUsedAt).not.toBeNull();

    const revoked = await t.post(
      `/api/kiosk-devices/${device.id}/revoke`,
      {},
      await t.token(ADMIN),
    );
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.device.revokedAt).not.toBeNull();
    const me = await kiosk('get', '/api/kiosk/me', undefined, issued);
    expect(me.status).toBe(401);
    expect(me.body.error).toMatch(/plus autorisée/);
    expect((await identify(lea.pin, issued)).status).toBe(401);
    // Revoking again keeps the first date.
    const again = await t.post(`/api/kiosk-devices/${device.id}/revoke`, {}, await t.token(ADMIN));
    expect(again.body.device.revokedAt).toBe(revoked.body.device.revokedAt);
  });

  it('refuses an EMPLOYEE (403), another chain or another manager’s restaurant', async () => {
    const body = { restaurantId: bistrot, label: 'Tablette' };
    const before = await t.db.select().from(kioskDevices);
    expect((await t.post('/api/kiosk-devices', body, await t.token(EMPLOYEE))).body).toEqual(
      FORBIDDEN,
    );
    expect(
      (await t.get(`/api/kiosk-devices/restaurant/${bistrot}`, await t.token(EMPLOYEE))).status,
    ).toBe(403);
    const other = await t.post('/api/kiosk-devices', body, await t.token(OTHER_ADMIN));
    expect(other.status).toBe(400);
    expect(other.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    const notHis = await t.post(
      '/api/kiosk-devices',
      { restaurantId: comptoir, label: 'x' },
      await t.token(MANAGER),
    );
    expect(notHis.status).toBe(400);
    expect(
      (await t.get(`/api/kiosk-devices/restaurant/${bistrot}`, await t.token(OTHER_ADMIN))).status,
    ).toBe(404);
    expect(
      (await t.get(`/api/kiosk-devices/restaurant/${comptoir}`, await t.token(MANAGER))).status,
    ).toBe(404);
    const [device] = await t.db
      .select()
      .from(kioskDevices)
      .where(eq(kioskDevices.restaurantId, bistrot));
    const revoke = await t.post(
      `/api/kiosk-devices/${device!.id}/revoke`,
      {},
      await t.token(OTHER_ADMIN),
    );
    expect(revoke.status).toBe(404);
    expect(revoke.body.error).toBe('Badgeuse introuvable');
    expect(
      (await t.post(`/api/kiosk-devices/${device!.id}/revoke`, {}, await t.token(EMPLOYEE))).status,
    ).toBe(403);
    expect((await t.db.select().from(kioskDevices)).length).toBe(before.length);
  });

  it('lists the devices of several restaurants in one read, only those the caller sees', async () => {
    const comptoirToken = await issue(comptoir, 'Tablette lyonnaise');
    expect(comptoirToken).toMatch(/^kd_/);
    const read = async (email: string, ids: number[]) => {
      const res = await t.get(
        `/api/kiosk-devices?restaurantIds=${ids.join(',')}`,
        await t.token(email),
      );
      expect(res.status, res.text).toBe(200);
      return (res.body as { devices: { restaurantId: number; label: string }[] }).devices;
    };
    const all = await read(ADMIN, [bistrot, comptoir, autrui]);
    expect(new Set(all.map((d) => d.restaurantId))).toEqual(new Set([bistrot, comptoir]));
    expect(all.some((d) => d.label === 'Tablette lyonnaise')).toBe(true);
    // The manager sees his restaurant's only, another chain's admin none of ours.
    expect(
      (await read(MANAGER, [bistrot, comptoir])).every((d) => d.restaurantId === bistrot),
    ).toBe(true);
    expect(await read(OTHER_ADMIN, [bistrot, comptoir])).toEqual([]);
    expect(
      (await t.get(`/api/kiosk-devices?restaurantIds=${bistrot}`, await t.token(EMPLOYEE))).status,
    ).toBe(403);
    expect((await t.get('/api/kiosk-devices?restaurantIds=abc', await t.token(ADMIN))).status).toBe(
      400,
    );
  });

  it('refuses a bad label with a French field error, writing nothing', async () => {
    const before = (await t.db.select().from(kioskDevices)).length;
    for (const label of ['', '   ', 'x'.repeat(81), 12]) {
      const res = await t.post(
        '/api/kiosk-devices',
        { restaurantId: bistrot, label },
        await t.token(ADMIN),
      );
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors.label).toBeTruthy();
    }
    expect((await t.db.select().from(kioskDevices)).length).toBe(before);
  });

  it('keeps device and user tokens apart', async () => {
    // A device token is no session: refused on every other route.
    expect((await t.get('/api/auth/me', token)).status).toBe(401);
    expect((await t.get(`/api/kiosk-devices/restaurant/${bistrot}`, token)).status).toBe(401);
    // A user's token, even an ADMIN's, is no device.
    const admin = await t.token(ADMIN);
    expect((await kiosk('get', '/api/kiosk/me', undefined, admin)).status).toBe(401);
    expect((await identify(lea.pin, admin)).status).toBe(401);
    expect((await t.send('post', '/api/kiosk/identify', { body: { pin: lea.pin } })).status).toBe(
      401,
    );
    expect((await identify(lea.pin, 'kd_unknown')).status).toBe(401);
  });
});

describe('last use of a device', () => {
  it('is stamped by a recognised PIN or a recorded gesture only, never by a refusal', async () => {
    const issued = await issue(bistrot, 'Tablette de la réserve');
    const lastUsed = async () =>
      (
        await t.db
          .select({ at: kioskDevices.lastUsedAt })
          .from(kioskDevices)
          .where(eq(kioskDevices.tokenHash, kioskTokenHash(issued)))
      )[0]!.at;

    expect((await kiosk('get', '/api/kiosk/me', undefined, issued)).status).toBe(200);
    expect((await identify('0000000', issued)).status).toBe(400);
    expect((await identify('', issued)).status).toBe(400);
    expect((await clock('0000000', 'CLOCK_IN', issued)).status).toBe(400);
    expect((await clock(marc.pin, 'DANCE', issued)).status).toBe(400);
    expect((await clock(marc.pin, 'CLOCK_OUT', issued)).status).toBe(409);
    expect(await lastUsed()).toBeNull();

    expect((await identify(marc.pin, issued)).status).toBe(200);
    const identified = await lastUsed();
    expect(identified).not.toBeNull();

    expect((await clock(marc.pin, 'CLOCK_IN', issued)).status).toBe(200);
    const clocked = await lastUsed();
    expect(clocked!.getTime()).toBeGreaterThanOrEqual(identified!.getTime());
    const [open] = await shiftsOf(marc.id);
    expect(clocked!.getTime()).toBe(open!.datetimeStart.getTime());

    // Refused again: left as the gesture stamped it.
    expect((await clock(marc.pin, 'CLOCK_IN', issued)).status).toBe(409);
    expect((await identify('0000000', issued)).status).toBe(400);
    expect((await kiosk('get', '/api/kiosk/me', undefined, issued)).status).toBe(200);
    expect(await lastUsed()).toEqual(clocked);
  });
});

describe('PIN', () => {
  it('identifies an employee of the device’s restaurant, first name and initial only', async () => {
    const res = await identify(lea.pin);
    expect(res.status, res.text).toBe(200);
    expect(res.body.employee).toEqual({
      firstName: lea.firstName,
      lastNameInitial: lea.lastName.charAt(0).toUpperCase(),
      presence: 'OFF',
      since: null,
      plannedStart: null,
      plannedEnd: null,
      actions: ['CLOCK_IN'],
    });
  });

  it('says a wrong PIN without naming anyone, another restaurant’s PIN included', async () => {
    for (const pin of ['0000000', 'abcd', comptoirPin === lea.pin ? '999999' : comptoirPin]) {
      const res = await identify(pin);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: 'Code PIN incorrect',
        fieldErrors: { pin: 'Code PIN incorrect' },
      });
    }
    const empty = await identify('');
    expect(empty.status).toBe(400);
    expect((await clock(lea.pin, 'DANCE')).status).toBe(400);
    expect(await shiftsOf(lea.id)).toEqual([]);
  });
});

describe('gestures', () => {
  it('clocks in linked to the day’s plan, takes a break, clocks out with the break minutes', async () => {
    const dayStart = startOfDayIn(todayIn(ZONE), ZONE);
    const [planned] = await t.db
      .insert(scheduledShifts)
      .values({
        restaurantId: bistrot,
        employeeId: lea.id,
        jobId: job,
        datetimeStart: new Date(dayStart.getTime() + 60_000),
        datetimeEnd: new Date(dayStart.getTime() + 8 * HOUR),
        mealCount: 2,
      })
      .returning();

    const arrival = await clockOk(lea.pin, 'CLOCK_IN');
    expect(arrival.message).toMatch(
      new RegExp(`^Arrivée enregistrée à \\d\\d:\\d\\d\\. Bonne journée, ${lea.firstName} !$`),
    );
    expect(arrival.employee).toMatchObject({
      presence: 'WORKING',
      since: arrival.at,
      actions: ['BREAK_START', 'CLOCK_OUT'],
      plannedStart: planned!.datetimeStart.toISOString(),
      plannedEnd: planned!.datetimeEnd.toISOString(),
    });
    const [open] = await shiftsOf(lea.id);
    expect(open).toMatchObject({
      source: 'KIOSK',
      scheduledShiftId: planned!.id,
      datetimeEnd: null,
      mealCount: 2,
    });

    await ago(lea.id, 3 * HOUR);
    const pause = await clockOk(lea.pin, 'BREAK_START');
    expect(pause.message).toContain(`Bonne pause, ${lea.firstName} !`);
    expect(pause.employee).toMatchObject({
      presence: 'ON_BREAK',
      since: pause.at,
      actions: ['BREAK_END'],
    });
    await ago(lea.id, 30 * 60_000);
    const back = await clockOk(lea.pin, 'BREAK_END');
    expect(back.employee.presence).toBe('WORKING');
    await ago(lea.id, HOUR);
    const out = await clockOk(lea.pin, 'CLOCK_OUT');
    expect(out.message).toContain(`À bientôt, ${lea.firstName} !`);
    expect(out.employee).toMatchObject({ presence: 'OFF', actions: ['CLOCK_IN'], since: null });

    const [shift] = await shiftsOf(lea.id);
    expect(shift!.datetimeEnd!.toISOString()).toBe(out.at);
    expect(shift!.actualBreakDuration).toBe(30);
    const blocks = await blocksOf(lea.id);
    expect(blocks.map((b) => [b.kind, b.realizedShiftId, b.datetimeEnd !== null])).toEqual([
      ['WORK', shift!.id, true],
      ['BREAK', shift!.id, true],
      ['WORK', shift!.id, true],
    ]);
    // The manager's screen reads it like any clocked shift.
    const read = await t.get(`/api/realized-shifts/${shift!.id}`, await t.token(MANAGER));
    expect(read.body.realizedShift).toMatchObject({
      source: 'KIOSK',
      actualBreakDuration: 30,
      scheduledShiftId: planned!.id,
    });
    expect(read.body.realizedShift.blockIds).toHaveLength(3);
  });

  it('links an arrival to the day’s plan not yet clocked, though another is nearer', async () => {
    const dayStart = startOfDayIn(todayIn(ZONE), ZONE).getTime();
    const now = Date.now();
    // The plan already clocked starts a minute ago (today), the other at the far end of the day.
    const doneStart = Math.max(dayStart, now - 60_000);
    const otherStart = now - dayStart < 12 * HOUR ? dayStart + 22 * HOUR : dayStart;
    const planned = (start: number) =>
      t.db
        .insert(scheduledShifts)
        .values({
          restaurantId: bistrot,
          employeeId: lea.id,
          jobId: job,
          datetimeStart: new Date(start),
          datetimeEnd: new Date(start + HOUR),
        })
        .returning()
        .then((rows) => rows[0]!);
    const done = await planned(doneStart);
    const other = await planned(otherStart);
    await t.db.insert(realizedShifts).values({
      restaurantId: bistrot,
      employeeId: lea.id,
      scheduledShiftId: done.id,
      datetimeStart: new Date(doneStart - HOUR),
      datetimeEnd: new Date(doneStart - 1000),
      source: 'KIOSK',
    });

    const who = await identify(lea.pin);
    expect(who.body.employee).toMatchObject({
      plannedStart: other.datetimeStart.toISOString(),
      plannedEnd: other.datetimeEnd.toISOString(),
    });
    const arrival = await clockOk(lea.pin, 'CLOCK_IN');
    expect(arrival.employee).toMatchObject({ plannedStart: other.datetimeStart.toISOString() });
    const open = (await shiftsOf(lea.id)).find((s) => s.datetimeEnd === null);
    expect(open!.scheduledShiftId).toBe(other.id);

    // Every plan of the day clocked: the next arrival is linked to none.
    await clockOk(lea.pin, 'CLOCK_OUT');
    await clockOk(lea.pin, 'CLOCK_IN');
    const again = (await shiftsOf(lea.id)).find((s) => s.datetimeEnd === null);
    expect(again!.scheduledShiftId).toBeNull();
  });

  it('refuses each gesture not allowed now with its French message (409), writing nothing', async () => {
    const refused = async (action: string, message: string) => {
      const before = await blocksOf(marc.id);
      const res = await clock(marc.pin, action);
      expect(res.status, action).toBe(409);
      expect(res.body.error).toBe(message);
      expect(await blocksOf(marc.id)).toEqual(before);
    };
    await refused('BREAK_START', "Vous n'avez pas badgé votre arrivée");
    await refused('BREAK_END', "Vous n'avez pas badgé votre arrivée");
    await refused('CLOCK_OUT', "Vous n'avez pas badgé votre arrivée");
    await clockOk(marc.pin, 'CLOCK_IN');
    await refused('CLOCK_IN', 'Vous avez déjà badgé votre arrivée');
    await refused('BREAK_END', "Vous n'êtes pas en pause");
    await clockOk(marc.pin, 'BREAK_START');
    await refused('BREAK_START', 'Vous êtes déjà en pause');
    await refused('CLOCK_OUT', 'Terminez votre pause avant de badger votre départ');
    await refused('CLOCK_IN', 'Vous avez déjà badgé votre arrivée');
  });

  it('clocks in without a plan, and not onto another day’s plan', async () => {
    const dayStart = startOfDayIn(todayIn(ZONE), ZONE);
    await t.db.insert(scheduledShifts).values({
      restaurantId: bistrot,
      employeeId: lea.id,
      jobId: job,
      datetimeStart: new Date(dayStart.getTime() - 20 * HOUR),
      datetimeEnd: new Date(dayStart.getTime() - 12 * HOUR),
    });
    const res = await clockOk(lea.pin, 'CLOCK_IN');
    expect(res.employee).toMatchObject({ plannedStart: null, plannedEnd: null });
    expect((await shiftsOf(lea.id))[0]!.scheduledShiftId).toBeNull();
  });

  it('ends a shift left open over 24 hours at 24 hours, and offers only the clock-out', async () => {
    await clockOk(lea.pin, 'CLOCK_IN');
    await clockOk(lea.pin, 'BREAK_START');
    await ago(lea.id, 30 * HOUR);
    const who = await identify(lea.pin);
    expect(who.body.employee).toMatchObject({ presence: 'ON_BREAK', actions: ['CLOCK_OUT'] });
    const end = await clock(lea.pin, 'BREAK_END');
    expect(end.status).toBe(409);
    expect(end.body.error).toMatch(/plus de 24 h/);
    const out = await clockOk(lea.pin, 'CLOCK_OUT');
    expect(out.message).toMatch(/24 h après votre arrivée/);
    const [shift] = await shiftsOf(lea.id);
    expect(shift!.datetimeEnd!.getTime() - shift!.datetimeStart.getTime()).toBe(24 * HOUR);
    expect(out.at).toBe(shift!.datetimeEnd!.toISOString());
    expect(shift!.actualBreakDuration).toBeGreaterThan(23 * 60);
  });

  it('lets two simultaneous clock-ins open one shift', async () => {
    const results = await Promise.all([clock(lea.pin, 'CLOCK_IN'), clock(lea.pin, 'CLOCK_IN')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await shiftsOf(lea.id)).toHaveLength(1);
    expect((await blocksOf(lea.id)).filter((b) => b.kind === 'WORK')).toHaveLength(1);
  });

  it('does not let a manager’s open entry and the kiosk both open a shift', async () => {
    const entry = await t.post(
      '/api/realized-shifts',
      {
        restaurantId: bistrot,
        employeeId: lea.id,
        datetimeStart: new Date(Date.now() - HOUR).toISOString(),
      },
      await t.token(MANAGER),
    );
    expect(entry.status, entry.text).toBe(201);
    const who = await identify(lea.pin);
    expect(who.body.employee).toMatchObject({ presence: 'WORKING' });
    expect((await clock(lea.pin, 'CLOCK_IN')).status).toBe(409);
    // No block yet: the break and the clock-out still work on the manager's shift.
    await clockOk(lea.pin, 'BREAK_START');
    await clockOk(lea.pin, 'BREAK_END');
    await clockOk(lea.pin, 'CLOCK_OUT');
    const [shift] = await shiftsOf(lea.id);
    expect(shift!.datetimeEnd).not.toBeNull();
  });
});

describe('wrong PIN throttle', () => {
  // Small limits, a first wait of a minute: read from Retry-After, never slept.
  const guesses = (free: number) => ({
    free,
    firstDelaySeconds: 60,
    maxDelaySeconds: 900,
    forgetSeconds: 3600,
  });
  let limited: TestContext;
  let restaurantId: number;
  let staff: { id: number; pin: string }[];
  beforeAll(async () => {
    limited = await setupApi({
      rateLimits: {
        kioskPinPerDeviceAddress: guesses(3),
        kioskPinPerDevice: guesses(5),
        kioskPinPerAddress: guesses(8),
      },
    });
    ({ bistrot: restaurantId } = await limited.demoRestaurants());
    staff = await limited.db
      .select({ id: employees.id, pin: employees.pin })
      .from(employees)
      .where(eq(employees.restaurantId, restaurantId));
    expect(staff.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => limited?.close());

  /** The restaurant's public address, as the bff forwards it; guessers come from elsewhere. */
  const RESTAURANT = '198.51.100.7';
  let lastAddress = 0;
  const elsewhere = () => `203.0.113.${++lastAddress}`;

  const newDevice = async (label: string) =>
    (
      (
        await limited.post(
          '/api/kiosk-devices',
          { restaurantId, label },
          await limited.token(ADMIN),
        )
      ).body as { token: string }
    ).token;
  const identifyAt = (device: string, pin: string, address: string) =>
    limited.send('post', '/api/kiosk/identify', {
      token: device,
      body: { pin },
      headers: { 'X-Forwarded-For': address },
    });
  const clockAt = (device: string, pin: string, action: string, address: string) =>
    limited.send('post', '/api/kiosk/clock', {
      token: device,
      body: { pin, action },
      headers: { 'X-Forwarded-For': address },
    });
  const lastUsed = async (device: string) =>
    (
      await limited.db
        .select({ at: kioskDevices.lastUsedAt })
        .from(kioskDevices)
        .where(eq(kioskDevices.tokenHash, kioskTokenHash(device)))
    )[0]!.at;
  const shiftsOf = (employeeId: number) =>
    limited.db.select().from(realizedShifts).where(eq(realizedShifts.employeeId, employeeId));
  const nextGesture = async (employeeId: number) =>
    (await shiftsOf(employeeId)).some((s) => !s.datetimeEnd) ? 'CLOCK_OUT' : 'CLOCK_IN';

  /** A 429 asking to wait about `seconds`, said on the tablet as Retry-After says it. */
  function expectSlowed(res: Awaited<ReturnType<typeof identifyAt>>, seconds: number) {
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(seconds - 10);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
    expect(res.body).toEqual({
      error: `Trop de tentatives : réessayez dans ${frenchWait(retryAfter)}`,
    });
  }

  it('lets the restaurant’s employees clock in while a stolen token guesses from elsewhere', async () => {
    const device = await newDevice('Tablette du comptoir');
    const [lea, marc] = staff;
    // The tablet has recognised someone at the restaurant: its address is known.
    expect((await identifyAt(device, lea!.pin, RESTAURANT)).status).toBe(200);
    // The guesser spreads over addresses: each is slowed by its own failures, the device's fill.
    const answers: number[] = [];
    for (let i = 0; i < 20; i++) {
      answers.push((await identifyAt(device, '000000', elsewhere())).status);
    }
    expect(answers.filter((s) => s === 400)).toHaveLength(5);
    expect(answers.filter((s) => s === 429)).toHaveLength(15);
    // From elsewhere even a right PIN waits: the answer must not tell a right guess.
    expectSlowed(await identifyAt(device, marc!.pin, elsewhere()), 60);
    // At the restaurant nothing waits: a PIN is recognised, a gesture recorded.
    expect((await identifyAt(device, marc!.pin, RESTAURANT)).status).toBe(200);
    const gesture = await clockAt(device, marc!.pin, await nextGesture(marc!.id), RESTAURANT);
    expect(gesture.status, gesture.text).toBe(200);
  });

  it('slows wrong PINs at the tablet itself without locking it; a right PIN resets nothing', async () => {
    const device = await newDevice('Tablette de la salle');
    const [lea, marc] = staff;
    expect((await identifyAt(device, lea!.pin, RESTAURANT)).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      expect((await identifyAt(device, '000000', RESTAURANT)).status).toBe(400);
    }
    // Léa's PIN passes and gives its try back, but the two wrong ones still count.
    expect((await identifyAt(device, lea!.pin, RESTAURANT)).status).toBe(200);
    expect((await identifyAt(device, '000000', RESTAURANT)).status).toBe(400);
    const usedBefore = await lastUsed(device);
    // Three failures at the tablet: it waits a minute, the guesser and the colleagues alike, as
    // nothing tells them apart there; refused, nothing is written and the device is not "used".
    expectSlowed(await identifyAt(device, marc!.pin, RESTAURANT), 60);
    const before = await shiftsOf(marc!.id);
    const refused = await clockAt(device, marc!.pin, await nextGesture(marc!.id), RESTAURANT);
    expect(refused.status).toBe(429);
    expect(await shiftsOf(marc!.id)).toEqual(before);
    expect(await lastUsed(device)).toEqual(usedBefore);
    // A minute later Marc is recognised; the next wrong PIN makes the tablet wait two.
    await limited.db
      .update(attemptBackoffs)
      .set({ lastFailureAt: sql`${attemptBackoffs.lastFailureAt} - interval '61 seconds'` })
      .where(like(attemptBackoffs.key, `%|${RESTAURANT}`));
    expect((await identifyAt(device, marc!.pin, RESTAURANT)).status).toBe(200);
    expect((await identifyAt(device, '000000', RESTAURANT)).status).toBe(400);
    expectSlowed(await identifyAt(device, lea!.pin, RESTAURANT), 120);
    // Another tablet of the restaurant is not slowed by this one.
    expect((await identifyAt(await newDevice('Autre'), lea!.pin, RESTAURANT)).status).toBe(200);
  });
});
