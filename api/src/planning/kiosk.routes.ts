// The clock-in kiosk (docs/areas/planning.md#the-kiosk): a manager authorises a tablet of his
// restaurant with a device token (kept as a hash, revocable), and the tablet, with that token
// only, lets the restaurant's employees clock in, take breaks and clock out by PIN. Each clock-in
// is a realized shift (source KIOSK) linked to the day's plan like a manager's entry, its
// stretches clock blocks, its break the sum of its BREAK blocks.
import { createHash, randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { localDateTimeIn, MAX_SHIFT_MINUTES } from '@bo/domain';
import {
  CreateKioskDeviceBody,
  KIOSK_MESSAGES as M,
  KioskClockBody,
  KioskClockResponse,
  KioskDeviceResponse,
  KioskDevicesResponse,
  KioskDeviceTokenResponse,
  KioskIdentifyBody,
  KioskIdentifyResponse,
  KioskMeResponse,
  kioskSecurity,
  type KioskAction,
  type KioskEmployee,
  type KioskPresence,
} from './kiosk.contract.ts';
import { IdParam } from '../contract/common.ts';
import { RestaurantIdsQuery } from '../restaurants/employees.contract.ts';
import {
  endClockBlock,
  findAuthorisedDevice,
  findEmployeeByPin,
  findKioskDevice,
  findOpenBlock,
  findOpenShift,
  findScheduledShift,
  insertClockBlock,
  insertKioskDevice,
  listRestaurantKioskDevices,
  listVisibleKioskDevices,
  markDeviceUsed,
  revokeKioskDevice,
  type ClockBlockRow,
  type EmployeeRow,
  type KioskDeviceRow,
  type RealizedShiftRow,
} from './kiosk.queries.ts';
import { insertRealizedShift, updateRealizedShift } from './realized-shifts.queries.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { ERRORS, HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { clientAddress, frenchWait, RateLimitedError } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';
import { optionalIdList } from '../http/validate.ts';
import { MINUTE_MS, restaurantOf, type RestaurantRow } from './checks.ts';
import { breakMinutes, sameDayScheduled } from './clock.ts';
import type { RouteDeps } from '../http/deps.ts';
import { lockEmployees } from '../restaurants/employees.queries.ts';
import { findInputRestaurant, findVisibleRestaurant } from '../tenancy.ts';

// ---- Device tokens ----------------------------------------------------------------------------

/**
 * A device token starts with this, so it is never mistaken for a user's JWT: requireAuth cannot
 * verify it (401 on every other route) and the kiosk routes refuse anything else.
 */
export const KIOSK_TOKEN_PREFIX = 'kd_';
const TOKEN_PATTERN = /^Bearer\s+(kd_[A-Za-z0-9_-]{1,100})\s*$/;

export const newKioskToken = () => KIOSK_TOKEN_PREFIX + randomBytes(32).toString('base64url');
/** The token is 256 random bits: a fast hash is enough, no salt or stretching needed. */
export const kioskTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Kiosk {
  device: KioskDeviceRow;
  restaurant: RestaurantRow;
}
const kiosks = new WeakMap<Request, Kiosk>();

/**
 * The kiosk routes' authentication: a device token still authorised, never a user's token. It
 * writes nothing: the device's last use is stamped by what succeeds (markUsed), so a refused
 * request leaves no trace a manager would read as the tablet being used.
 */
function requireKiosk({ db }: RouteDeps): RequestHandler {
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, M.tokenRequired);
    const match = TOKEN_PATTERN.exec(header);
    if (!match) throw new HttpError(401, M.tokenRequired);
    const device = await findAuthorisedDevice(db, kioskTokenHash(match[1]!));
    if (!device) throw new HttpError(401, M.tokenInvalid);
    kiosks.set(req, { device, restaurant: await restaurantOf(db, device.restaurantId) });
    next();
  };
}

/**
 * 'Dernière utilisation' of the managers' list: an employee recognised by his PIN (identify) or
 * a gesture recorded (clock), nothing else: not a wrong or throttled PIN, not a refused gesture,
 * not the kiosk page opening (GET /api/kiosk/me), which is the tablet, not someone using it.
 */
async function markUsed(db: Db | Tx, device: KioskDeviceRow, at: Date): Promise<void> {
  await markDeviceUsed(db, device.id, at);
}

function kioskOf(req: Request): Kiosk {
  const kiosk = kiosks.get(req);
  if (!kiosk) throw new Error('kioskOf() called on a route without requireKiosk');
  return kiosk;
}

// ---- PIN --------------------------------------------------------------------------------------

/**
 * The restaurant's employee with this PIN. Every try is counted before the lookup (a burst cannot
 * pass a check made before any is counted): per device and address, and per device and per
 * address unless this device recognised someone from this address lately (http/backoff.ts): a
 * stolen token guessing from elsewhere does not slow the tablet in the restaurant. A right PIN
 * gives its try back but forgets no failure: an employee's own PIN must not reset a guesser's.
 */
async function employeeByPin(
  { db, limits, req, res }: Pick<RouteDeps, 'db' | 'limits'> & { req: Request; res: Response },
  kiosk: Kiosk,
  pin: string,
): Promise<EmployeeRow> {
  let attempt;
  try {
    attempt = await limits.kioskPin.enter(res, String(kiosk.device.id), clientAddress(req));
  } catch (error) {
    // The tablet shows the sentence as is; Retry-After says the same wait in seconds.
    if (error instanceof RateLimitedError) {
      throw new HttpError(429, M.tooManyPinAttempts(frenchWait(error.retryAfterSeconds)));
    }
    throw error;
  }
  const employee = await findEmployeeByPin(db, kiosk.restaurant.id, pin);
  // Says nothing of whose PIN is near: no name, the same answer for every wrong code.
  if (!employee) {
    await attempt.failed();
    throw new HttpError(400, M.wrongPin, { pin: M.wrongPin });
  }
  await attempt.succeeded();
  return employee;
}

// ---- Presence ---------------------------------------------------------------------------------

const SHIFT_MAX_MS = MAX_SHIFT_MINUTES * MINUTE_MS;

interface Presence {
  open: RealizedShiftRow | null;
  openBlock: ClockBlockRow | null;
  presence: KioskPresence;
  /** Opened more than 24 h ago: only the clock-out (capped) is offered. */
  stale: boolean;
  actions: KioskAction[];
}

async function presenceOf(db: Db | Tx, employeeId: number, now: Date): Promise<Presence> {
  const open = await findOpenShift(db, employeeId);
  if (!open) {
    return { open: null, openBlock: null, presence: 'OFF', stale: false, actions: ['CLOCK_IN'] };
  }
  const openBlock = await findOpenBlock(db, open.id);
  const presence: KioskPresence = openBlock?.kind === 'BREAK' ? 'ON_BREAK' : 'WORKING';
  const stale = now.getTime() - open.datetimeStart.getTime() > SHIFT_MAX_MS;
  const actions: KioskAction[] = stale
    ? ['CLOCK_OUT']
    : presence === 'ON_BREAK'
      ? ['BREAK_END']
      : ['BREAK_START', 'CLOCK_OUT'];
  return { open, openBlock: openBlock ?? null, presence, stale, actions };
}

/** Why a gesture is refused now (409), in the employee's words. */
function refusal(action: KioskAction, state: Presence): string {
  if (action === 'CLOCK_IN') return M.alreadyClockedIn;
  if (state.presence === 'OFF') return M.notClockedIn;
  if (state.stale) return M.shiftTooOld;
  if (action === 'BREAK_START') return M.alreadyOnBreak;
  if (action === 'BREAK_END') return M.notOnBreak;
  return M.onBreakCannotClockOut;
}

async function kioskEmployee(
  db: Db | Tx,
  restaurant: RestaurantRow,
  employee: EmployeeRow,
  now: Date,
): Promise<KioskEmployee> {
  const state = await presenceOf(db, employee.id, now);
  const planned = state.open
    ? state.open.scheduledShiftId === null
      ? null
      : await findScheduledShift(db, state.open.scheduledShiftId)
    : await sameDayScheduled(db, restaurant, employee.id, now);
  const since =
    state.presence === 'ON_BREAK' ? state.openBlock!.datetimeStart : state.open?.datetimeStart;
  return {
    firstName: employee.firstName,
    lastNameInitial: employee.lastName.trim().charAt(0).toUpperCase(),
    presence: state.presence,
    since: since?.toISOString() ?? null,
    plannedStart: planned?.datetimeStart.toISOString() ?? null,
    plannedEnd: planned?.datetimeEnd.toISOString() ?? null,
    actions: state.actions,
  };
}

// ---- Gestures ---------------------------------------------------------------------------------

const wallTime = (at: Date, timeZone: string) => localDateTimeIn(at, timeZone).slice(11, 16);

/** What the tablet says after a gesture, with the time on the restaurant's clock. */
export function kioskMessage(
  action: KioskAction,
  firstName: string,
  time: string,
  capped = false,
): string {
  switch (action) {
    case 'CLOCK_IN':
      return `Arrivée enregistrée à ${time}. Bonne journée, ${firstName} !`;
    case 'BREAK_START':
      return `Début de pause à ${time}. Bonne pause, ${firstName} !`;
    case 'BREAK_END':
      return `Fin de pause à ${time}. Bon retour, ${firstName} !`;
    case 'CLOCK_OUT':
      return capped
        ? `Départ enregistré à ${time}, 24 h après votre arrivée : votre responsable corrigera les heures. À bientôt, ${firstName} !`
        : `Départ enregistré à ${time}. À bientôt, ${firstName} !`;
  }
}

/**
 * One gesture, in one transaction with the employee's row locked: two taps at once (or two
 * tablets) see one after the other, so the second is refused as the state then stands.
 */
async function clock(
  db: Db,
  { device, restaurant }: Kiosk,
  employee: EmployeeRow,
  action: KioskAction,
): Promise<{ at: Date; capped: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      await lockEmployees(tx, [employee.id]);
      const now = new Date();
      const state = await presenceOf(tx, employee.id, now);
      if (!state.actions.includes(action)) throw new HttpError(409, refusal(action, state));
      // With the gesture: stamped if and only if it is recorded.
      await markUsed(tx, device, now);
      const open = state.open;
      const openBlock = (kind: 'WORK' | 'BREAK', start: Date, realizedShiftId: number) =>
        insertClockBlock(tx, {
          restaurantId: restaurant.id,
          employeeId: employee.id,
          realizedShiftId,
          kind,
          datetimeStart: start,
        });
      const closeBlock = (at: Date) =>
        state.openBlock
          ? endClockBlock(
              tx,
              state.openBlock.id,
              at < state.openBlock.datetimeStart ? state.openBlock.datetimeStart : at,
            )
          : Promise.resolve();

      if (action === 'CLOCK_IN') {
        const planned = await sameDayScheduled(tx, restaurant, employee.id, now);
        const id = await insertRealizedShift(tx, {
          restaurantId: restaurant.id,
          employeeId: employee.id,
          scheduledShiftId: planned?.id ?? null,
          datetimeStart: now,
          // The kiosk asks no meals: the plan's are the best guess, corrected at validation.
          mealCount: planned?.mealCount ?? 0,
          source: 'KIOSK',
        });
        await openBlock('WORK', now, id);
        return { at: now, capped: false };
      }
      if (action === 'BREAK_START' || action === 'BREAK_END') {
        await closeBlock(now);
        await openBlock(action === 'BREAK_START' ? 'BREAK' : 'WORK', now, open!.id);
        return { at: now, capped: false };
      }
      // CLOCK_OUT: a shift forgotten open ends 24 h after its start (the longest a shift may be),
      // for the manager to correct at validation.
      const cap = new Date(open!.datetimeStart.getTime() + SHIFT_MAX_MS);
      const capped = now > cap;
      const end = capped ? cap : now;
      await closeBlock(end);
      await updateRealizedShift(tx, open!.id, {
        datetimeEnd: end,
        actualBreakDuration: await breakMinutes(tx, open!.id),
      });
      return { at: end, capped };
    });
  } catch (error) {
    // A manager's entry of an open shift in the same instant: the partial unique index decides.
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw new HttpError(409, M.alreadyClockedIn);
    throw error;
  }
}

// ---- Routes -----------------------------------------------------------------------------------

const kioskRoute = {
  tags: ['kiosk'],
  access: 'public' as const,
  security: kioskSecurity,
  middlewares: [requireKiosk],
};

export const kioskRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/kiosk-devices',
    tags: ['kiosk'],
    summary:
      "Les badgeuses des restaurants visibles (ADMIN, ou MANAGER : ceux de son invitation), les plus récentes d'abord ; restaurantIds (lecture groupée du graphe)",
    access: { area: 'TIME_CLOCK', action: 'create' },
    query: RestaurantIdsQuery,
    response: { status: 200, description: 'Badgeuses', schema: KioskDevicesResponse },
    errors: [400],
    handler: async ({ db, user, query }) => ({
      devices: await listVisibleKioskDevices(
        db,
        user,
        optionalIdList(query.restaurantIds, 'restaurantIds'),
      ),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/kiosk-devices',
    // The device's token is in the answer, not kept at rest: no Idempotency-Key.
    idempotencyKey: false,
    tags: ['kiosk'],
    summary:
      'Autorise une tablette comme badgeuse du restaurant (ADMIN, ou MANAGER du restaurant) ; le jeton est dans cette réponse seulement',
    access: { area: 'TIME_CLOCK', action: 'create' },
    body: CreateKioskDeviceBody,
    response: { status: 201, description: 'Badgeuse autorisée', schema: KioskDeviceTokenResponse },
    errors: [400],
    handler: async ({ db, user, body }) => {
      const restaurant = await findInputRestaurant(db, user, body.restaurantId);
      const token = newKioskToken();
      const device = await insertKioskDevice(db, {
        restaurantId: restaurant.id,
        tokenHash: kioskTokenHash(token),
        label: body.label,
        createdById: user.id,
      });
      return { device, token };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/kiosk-devices/restaurant/{id}',
    tags: ['kiosk'],
    summary:
      "Les badgeuses d'un restaurant (ADMIN, ou MANAGER du restaurant), les plus récentes d'abord",
    access: { area: 'TIME_CLOCK', action: 'create' },
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    response: { status: 200, description: 'Badgeuses', schema: KioskDevicesResponse },
    errors: [404],
    handler: async ({ db, loaded: restaurant }) => ({
      devices: await listRestaurantKioskDevices(db, restaurant.id),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/kiosk-devices/{id}/revoke',
    tags: ['kiosk'],
    summary:
      "Retire l'autorisation d'une badgeuse (ADMIN, ou MANAGER de son restaurant) : son jeton est refusé dès la requête suivante ; une badgeuse déjà retirée reste telle quelle",
    access: { area: 'TIME_CLOCK', action: 'edit' },
    params: IdParam,
    notFound: M.deviceNotFound,
    load: async ({ db, user, params }) => {
      const row = await findKioskDevice(db, params.id);
      if (!row) throw notFound(M.deviceNotFound);
      await findVisibleRestaurant(db, user, row.restaurantId).catch((error: unknown) => {
        throw error instanceof HttpError && error.status === 404
          ? notFound(M.deviceNotFound)
          : error;
      });
      return row;
    },
    response: { status: 200, description: 'Badgeuse retirée', schema: KioskDeviceResponse },
    errors: [404],
    handler: async ({ db, loaded }) => ({ device: await revokeKioskDevice(db, loaded) }),
  }),

  defineRoute({
    ...kioskRoute,
    method: 'get',
    path: '/api/kiosk/me',
    summary:
      'La badgeuse du jeton (jeton de badgeuse seulement) : son nom, son restaurant, son fuseau',
    response: { status: 200, description: 'Badgeuse', schema: KioskMeResponse },
    errors: [401],
    handler: ({ req }) => {
      const { device, restaurant } = kioskOf(req);
      return {
        deviceId: device.id,
        label: device.label,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        timeZone: restaurant.timeZone,
      };
    },
  }),

  defineRoute({
    ...kioskRoute,
    method: 'post',
    path: '/api/kiosk/identify',
    // The kiosk's gestures write nothing twice (a second clock-in is a 409) and their caller is
    // a device, not a user a key could be scoped to: no Idempotency-Key.
    idempotencyKey: false,
    rateLimited: true,
    summary:
      "Reconnaît un employé du restaurant de la badgeuse par son code PIN : où il en est, son shift prévu du jour, les gestes permis ; 400 « Code PIN incorrect » sans nommer personne, 429 après trop d'essais faux",
    body: KioskIdentifyBody,
    response: { status: 200, description: 'Employé reconnu', schema: KioskIdentifyResponse },
    errors: [400, 401],
    handler: async ({ db, limits, req, res, body }) => {
      const kiosk = kioskOf(req);
      const employee = await employeeByPin({ db, limits, req, res }, kiosk, body.pin);
      const now = new Date();
      await markUsed(db, kiosk.device, now);
      return { employee: await kioskEmployee(db, kiosk.restaurant, employee, now) };
    },
  }),

  defineRoute({
    ...kioskRoute,
    method: 'post',
    path: '/api/kiosk/clock',
    // The kiosk's gestures write nothing twice (a second clock-in is a 409) and their caller is
    // a device, not a user a key could be scoped to: no Idempotency-Key.
    idempotencyKey: false,
    rateLimited: true,
    summary:
      "Badge par code PIN : arrivée (ouvre un shift badgé rattaché au shift prévu du jour), début et fin de pause, départ (la pause du shift est la somme de ses pauses) ; 409 si le geste n'est pas permis maintenant",
    body: KioskClockBody,
    response: { status: 200, description: 'Geste enregistré', schema: KioskClockResponse },
    errors: [400, 401, 409],
    handler: async ({ db, limits, req, res, body }) => {
      const kiosk = kioskOf(req);
      const employee = await employeeByPin({ db, limits, req, res }, kiosk, body.pin);
      const { at, capped } = await clock(db, kiosk, employee, body.action);
      return {
        action: body.action,
        at: at.toISOString(),
        message: kioskMessage(
          body.action,
          employee.firstName,
          wallTime(at, kiosk.restaurant.timeZone),
          capped,
        ),
        employee: await kioskEmployee(db, kiosk.restaurant, employee, new Date()),
      };
    },
  }),
];
