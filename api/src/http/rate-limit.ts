import type { Request, Response } from 'express';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema.ts';
import { HttpError } from './errors.ts';

/** `points` attempts per window of `seconds`, counted per key. */
export interface Limit {
  points: number;
  seconds: number;
}

/**
 * The brute-force limits (issue 9, item 8). Login and password change count failures (a success
 * clears the account's counter), invitations count tokens that lead nowhere, signup counts the
 * chains created; the clock-in kiosk counts wrong PINs.
 */
export interface RateLimitSettings {
  /** Failed logins of one email address, whoever tries. */
  loginPerAccount: Limit;
  /** Failed logins from one client address, whatever the email (a spray over many accounts). */
  loginPerAddress: Limit;
  /** Wrong current passwords given by one signed-in user (a stolen session guessing). */
  passwordChangePerAccount: Limit;
  /** Unknown, used or expired invitation tokens tried from one address (verify and accept). */
  invitationPerAddress: Limit;
  /** Chains created from one address. */
  signupPerAddress: Limit;
  /** Wrong PINs typed on one kiosk device (a right PIN gives its try back). */
  kioskPinPerDevice: Limit;
  /**
   * Wrong PINs on one device over a day: past the short window's bursts, a device that keeps
   * guessing waits longer and longer, up to the day's end of window.
   */
  kioskPinPerDeviceDay: Limit;
  /** Wrong PINs from one client address, whatever the device. */
  kioskPinPerAddress: Limit;
}

const MINUTES = 60;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAccount: { points: 10, seconds: 15 * MINUTES },
  loginPerAddress: { points: 50, seconds: 15 * MINUTES },
  passwordChangePerAccount: { points: 5, seconds: 15 * MINUTES },
  invitationPerAddress: { points: 20, seconds: 15 * MINUTES },
  signupPerAddress: { points: 5, seconds: 60 * MINUTES },
  kioskPinPerDevice: { points: 10, seconds: 15 * MINUTES },
  kioskPinPerDeviceDay: { points: 40, seconds: 24 * 60 * MINUTES },
  kioskPinPerAddress: { points: 30, seconds: 15 * MINUTES },
};

export const RATE_LIMITED_MESSAGE = (minutes: number) =>
  `Trop de tentatives. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`;

/** A refusal with how long to wait; the Retry-After header is set before it is thrown. */
export class RateLimitedError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, RATE_LIMITED_MESSAGE(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

/**
 * One kind of counted attempt (its keys prefixed by `name`), in the `rate_limits` table so every
 * api instance shares the count. `take` counts an attempt before the work is done (atomic: a
 * burst of parallel guesses cannot all pass a check made before any is counted); `giveBack` and
 * `clear` undo it when the attempt turns out not to count.
 */
export class Throttle {
  private readonly limiter: RateLimiterDrizzle;

  constructor(db: Db, name: string, limit: Limit) {
    this.limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: limit.points,
      duration: limit.seconds,
    });
  }

  /** Counts one attempt under `key`; past the limit, 429 with Retry-After (and nothing done). */
  async take(res: Response, key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      res.setHeader('Retry-After', String(seconds));
      throw new RateLimitedError(seconds);
    }
  }

  /** Un-counts one attempt (it succeeded, and only failures count). */
  async giveBack(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Forgets every attempt under `key` (a successful login clears its account's failures). */
  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

/** The limits of the api, built once per app (createApp) over its database. */
export interface RateLimiters {
  loginPerAccount: Throttle;
  loginPerAddress: Throttle;
  passwordChangePerAccount: Throttle;
  invitationPerAddress: Throttle;
  signupPerAddress: Throttle;
  kioskPinPerDevice: Throttle;
  kioskPinPerDeviceDay: Throttle;
  kioskPinPerAddress: Throttle;
}

export function createRateLimiters(
  db: Db,
  overrides: Partial<RateLimitSettings> = {},
): RateLimiters {
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const throttle = (name: keyof RateLimitSettings, prefix: string) =>
    new Throttle(db, prefix, settings[name]);
  return {
    loginPerAccount: throttle('loginPerAccount', 'login-account'),
    loginPerAddress: throttle('loginPerAddress', 'login-address'),
    passwordChangePerAccount: throttle('passwordChangePerAccount', 'password-account'),
    invitationPerAddress: throttle('invitationPerAddress', 'invitation-address'),
    signupPerAddress: throttle('signupPerAddress', 'signup-address'),
    kioskPinPerDevice: throttle('kioskPinPerDevice', 'kiosk-pin-device'),
    kioskPinPerDeviceDay: throttle('kioskPinPerDeviceDay', 'kiosk-pin-device-day'),
    kioskPinPerAddress: throttle('kioskPinPerAddress', 'kiosk-pin-address'),
  };
}

/**
 * The client's address: Express's `req.ip`, which reads X-Forwarded-For only from the proxies
 * named by the app's `trust proxy` setting (createApp's trustProxy: loopback by default, i.e.
 * the bff on the same machine); anyone else's header is ignored, so it cannot be forged.
 */
export const clientAddress = (req: Request): string =>
  req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Takes one attempt on each (throttle, key) together; 429 if any is over its limit. */
export async function takeAll(
  res: Response,
  attempts: readonly (readonly [Throttle, string])[],
): Promise<void> {
  const results = await Promise.allSettled(attempts.map(([t, key]) => t.take(res, key)));
  const limited = results
    .map((r) => (r.status === 'rejected' ? (r.reason as unknown) : null))
    .filter((reason) => reason !== null);
  const other = limited.find((reason) => !(reason instanceof RateLimitedError));
  if (other) throw other;
  if (limited.length === 0) return;
  // The longest wait is the one that tells the truth.
  const longest = Math.max(...limited.map((r) => (r as RateLimitedError).retryAfterSeconds));
  res.setHeader('Retry-After', String(longest));
  throw new RateLimitedError(longest);
}

/** The operations these limits guard: openapi.ts documents their 429 and Retry-After. */
export const RATE_LIMITED_OPERATIONS = [
  ['post', '/api/auth/login'],
  ['post', '/api/auth/change-password'],
  ['get', '/api/invitations/verify/{token}'],
  ['post', '/api/invitations/accept/{token}'],
  ['post', '/api/enseignes'],
  ['post', '/api/kiosk/identify'],
  ['post', '/api/kiosk/clock'],
] as const;
