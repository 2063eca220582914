import type { Request, Response } from 'express';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/index.ts';
import { rateLimits } from '../db/schema.ts';
import { GuessGate, pruneBackoffs, type BackoffPolicy } from './backoff.ts';
import { RateLimitedError } from './errors.ts';

export { frenchWait, RATE_LIMITED_MESSAGE, RateLimitedError } from './errors.ts';

/** `points` attempts per window of `seconds`, counted per key. */
export interface Limit {
  points: number;
  seconds: number;
}

/**
 * The brute-force limits (issue 9 item 8; "fit and finish" item 26). Logins and kiosk PINs are
 * guesses of a secret: slowed with growing delays per subject and address, and per subject and per
 * address only from addresses the subject has not succeeded from (http/backoff.ts GuessGate), so a
 * flood of wrong guesses slows the guesser without locking the real person out. Password change
 * counts a signed-in user's wrong current passwords, invitations count tokens that lead nowhere,
 * signup counts the chains created: plain windows (Throttle).
 */
export interface RateLimitSettings {
  /** Failed logins of one email address from one client address (a success clears them). */
  loginPerAccountAddress: BackoffPolicy;
  /** Failed logins of one email address from addresses it has not signed in from lately. */
  loginPerAccount: BackoffPolicy;
  /** Failed logins from one client address, over emails not signed in from there (a spray). */
  loginPerAddress: BackoffPolicy;
  /** Wrong current passwords given by one signed-in user (a stolen session guessing). */
  passwordChangePerAccount: Limit;
  /** Unknown, used or expired invitation tokens tried from one address (verify and accept). */
  invitationPerAddress: Limit;
  /** Chains created from one address. */
  signupPerAddress: Limit;
  /** Wrong PINs typed on one kiosk device from one client address. */
  kioskPinPerDeviceAddress: BackoffPolicy;
  /** Wrong PINs on one device from addresses it has not recognised an employee from lately. */
  kioskPinPerDevice: BackoffPolicy;
  /** Wrong PINs from one client address, over devices not used from there (several tokens). */
  kioskPinPerAddress: BackoffPolicy;
  /** Days an address stays known after a success (a login, a PIN recognised) from it. */
  knownAddressDays: number;
}

const MINUTES = 60;
const HOURS = 60 * MINUTES;
/** 1, 2, 4 … seconds after the free failures, then one try per 15 minutes at most. */
const growing = (free: number, forgetSeconds: number): BackoffPolicy => ({
  free,
  firstDelaySeconds: 1,
  maxDelaySeconds: 15 * MINUTES,
  forgetSeconds,
});
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  loginPerAccountAddress: growing(5, 24 * HOURS),
  loginPerAccount: growing(10, HOURS),
  loginPerAddress: growing(30, HOURS),
  passwordChangePerAccount: { points: 5, seconds: 15 * MINUTES },
  invitationPerAddress: { points: 20, seconds: 15 * MINUTES },
  signupPerAddress: { points: 5, seconds: 60 * MINUTES },
  kioskPinPerDeviceAddress: growing(5, HOURS),
  kioskPinPerDevice: growing(10, HOURS),
  kioskPinPerAddress: growing(30, HOURS),
  knownAddressDays: 30,
};

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
  login: GuessGate;
  kioskPin: GuessGate;
  passwordChangePerAccount: Throttle;
  invitationPerAddress: Throttle;
  signupPerAddress: Throttle;
}

/** How often the rows of forgotten failures and long-unseen addresses are deleted. */
const PRUNE_EVERY_MS = 5 * 60 * 1000;

export function createRateLimiters(
  db: Db,
  overrides: Partial<RateLimitSettings> = {},
): RateLimiters {
  const settings = { ...DEFAULT_RATE_LIMITS, ...overrides };
  const throttle = (
    name: 'passwordChangePerAccount' | 'invitationPerAddress' | 'signupPerAddress',
    prefix: string,
  ) => new Throttle(db, prefix, settings[name]);
  // Like rate-limiter-flexible's own cleanup of `rate_limits`: in the background, never holding
  // the process open.
  const prune = setInterval(() => {
    pruneBackoffs(db, settings.knownAddressDays).catch((error: unknown) => {
      console.warn('rate limits: pruning failed', error);
    });
  }, PRUNE_EVERY_MS);
  prune.unref();
  return {
    // Only the account's owner knows its password: his success forgets his address's failures.
    login: new GuessGate(
      db,
      'login',
      {
        perSubjectAddress: settings.loginPerAccountAddress,
        perSubject: settings.loginPerAccount,
        perAddress: settings.loginPerAddress,
      },
      settings.knownAddressDays,
      true,
    ),
    // Every employee of the restaurant types his PIN on the same tablet: one's success must not
    // forget a guesser's failures there (a colleague could clear his own guesses with his PIN).
    kioskPin: new GuessGate(
      db,
      'kiosk-pin',
      {
        perSubjectAddress: settings.kioskPinPerDeviceAddress,
        perSubject: settings.kioskPinPerDevice,
        perAddress: settings.kioskPinPerAddress,
      },
      settings.knownAddressDays,
      false,
    ),
    passwordChangePerAccount: throttle('passwordChangePerAccount', 'password-account'),
    invitationPerAddress: throttle('invitationPerAddress', 'invitation-address'),
    signupPerAddress: throttle('signupPerAddress', 'signup-address'),
  };
}

/**
 * The client's address: Express's `req.ip`, which reads X-Forwarded-For only from the proxies
 * named by the app's `trust proxy` setting (createApp's trustProxy: loopback by default, i.e.
 * the bff on the same machine); anyone else's header is ignored, so it cannot be forged.
 */
export const clientAddress = (req: Request): string =>
  req.ip ?? req.socket.remoteAddress ?? 'unknown';
