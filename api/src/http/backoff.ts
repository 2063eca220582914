// Slowing down whoever guesses a password or a kiosk PIN without locking out the real person
// ("fit and finish" item 26; docs/decisions/security.md#guessing-slowed-the-real-person-let-in).
import type { Response } from 'express';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { attemptBackoffs, knownAddresses } from '../db/schema.ts';
import { RateLimitedError } from './errors.ts';

/**
 * Failures of one key: the first `free` cost nothing, then each one makes the next attempt wait
 * `firstDelaySeconds`, doubling up to `maxDelaySeconds`; they are forgotten `forgetSeconds` after
 * the last one (longer than the longest wait, or a patient guesser would start afresh).
 */
export interface BackoffPolicy {
  free: number;
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  forgetSeconds: number;
}

/** The wait a key with `failures` failures imposes after its last one, in seconds. */
export function backoffDelay(policy: BackoffPolicy, failures: number): number {
  if (failures < policy.free) return 0;
  // The exponent is capped: 2^30 seconds is already far past any maxDelaySeconds.
  const doubling = 2 ** Math.min(failures - policy.free, 30);
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * doubling);
}

/** An attempt whose outcome is pending this long at most (a process that died holding it). */
const PENDING_SECONDS = 60;

/** One kind of counted guess: its keys are `name:<key>`. */
export class Backoff {
  constructor(
    readonly name: string,
    readonly policy: BackoffPolicy,
  ) {}
}

type Attempt = readonly [Backoff, string];
const rowKey = ([backoff, key]: Attempt) => `${backoff.name}:${key}`;
const seconds = (n: number) => n * 1000;

/**
 * Reserves one attempt under each key, all or none, in one transaction (the rows locked in key
 * order, so two requests never wait on each other crosswise). A key refuses while its wait since
 * its last failure runs, or, once past its free failures, while another attempt of it is still
 * being checked: a burst of parallel guesses gets the free ones at most. Past any key, 429 with
 * the longest wait in Retry-After, and nothing reserved.
 */
export async function reserve(db: Db, res: Response, attempts: readonly Attempt[]): Promise<void> {
  const keys = [...new Map(attempts.map((a) => [rowKey(a), a])).entries()].sort(([a], [b]) =>
    a < b ? -1 : 1,
  );
  const now = new Date();
  const wait = await db.transaction(async (tx) => {
    let longest = 0;
    const allowed: { key: string; reset: boolean; backoff: Backoff }[] = [];
    for (const [key, [backoff]] of keys) {
      await tx
        .insert(attemptBackoffs)
        .values({ key, forgetAt: new Date(now.getTime() + seconds(backoff.policy.forgetSeconds)) })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(attemptBackoffs)
        .where(eq(attemptBackoffs.key, key))
        .for('update');
      const forgotten = row!.forgetAt <= now;
      const failures = forgotten ? 0 : row!.failures;
      const pending = row!.pendingUntil && row!.pendingUntil > now ? row!.pending : 0;
      const lastFailure = forgotten ? null : row!.lastFailureAt;
      const until = lastFailure
        ? lastFailure.getTime() + seconds(backoffDelay(backoff.policy, failures))
        : 0;
      if (failures + pending >= backoff.policy.free && (pending > 0 || until > now.getTime())) {
        longest = Math.max(longest, Math.ceil((until - now.getTime()) / 1000), 1);
        continue;
      }
      allowed.push({ key, reset: forgotten, backoff });
    }
    if (longest > 0) return longest;
    for (const { key, reset, backoff } of allowed) {
      const forgetAt = new Date(now.getTime() + seconds(backoff.policy.forgetSeconds));
      await tx
        .update(attemptBackoffs)
        .set({
          pending: sql`case when ${attemptBackoffs.pendingUntil} > ${sql.param(now, attemptBackoffs.pendingUntil)} then ${attemptBackoffs.pending} + 1 else 1 end`,
          pendingUntil: new Date(now.getTime() + seconds(PENDING_SECONDS)),
          ...(reset && { failures: 0, lastFailureAt: null, forgetAt }),
        })
        .where(eq(attemptBackoffs.key, key));
    }
    return 0;
  });
  if (wait === 0) return;
  res.setHeader('Retry-After', String(wait));
  throw new RateLimitedError(wait);
}

/** The reserved attempts failed: each key counts one failure more, from now. */
export async function recordFailure(db: Db, attempts: readonly Attempt[]): Promise<void> {
  const now = new Date();
  for (const attempt of attempts) {
    await db
      .update(attemptBackoffs)
      .set({
        pending: sql`greatest(${attemptBackoffs.pending} - 1, 0)`,
        failures: sql`${attemptBackoffs.failures} + 1`,
        lastFailureAt: now,
        forgetAt: new Date(now.getTime() + seconds(attempt[0].policy.forgetSeconds)),
      })
      .where(eq(attemptBackoffs.key, rowKey(attempt)));
  }
}

/** The reserved attempts succeeded: they count for nothing; `cleared` keys forget their failures. */
export async function recordSuccess(
  db: Db,
  attempts: readonly Attempt[],
  cleared: readonly Backoff[] = [],
): Promise<void> {
  const clear = attempts.filter(([backoff]) => cleared.includes(backoff)).map(rowKey);
  const release = attempts.filter(([backoff]) => !cleared.includes(backoff)).map(rowKey);
  if (clear.length > 0) {
    await db.delete(attemptBackoffs).where(inArray(attemptBackoffs.key, clear));
  }
  if (release.length > 0) {
    await db
      .update(attemptBackoffs)
      .set({ pending: sql`greatest(${attemptBackoffs.pending} - 1, 0)` })
      .where(inArray(attemptBackoffs.key, release));
  }
}

/** Whether `subject` (`login:<email>`, `kiosk:<device>`) succeeded from `address` lately. */
export async function isKnownAddress(
  db: Db,
  subject: string,
  address: string,
  days: number,
): Promise<boolean> {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000);
  const [row] = await db
    .select({ at: knownAddresses.lastSuccessAt })
    .from(knownAddresses)
    .where(
      and(
        eq(knownAddresses.subject, subject),
        eq(knownAddresses.address, address),
        gt(knownAddresses.lastSuccessAt, since),
      ),
    );
  return row !== undefined;
}

export async function rememberAddress(db: Db, subject: string, address: string): Promise<void> {
  const now = new Date();
  await db
    .insert(knownAddresses)
    .values({ subject, address, lastSuccessAt: now })
    .onConflictDoUpdate({
      target: [knownAddresses.subject, knownAddresses.address],
      set: { lastSuccessAt: now },
    });
}

/** Rows nothing reads any more: failures forgotten, nothing pending, addresses not seen lately. */
export async function pruneBackoffs(db: Db, knownDays: number): Promise<void> {
  const now = new Date();
  await db
    .delete(attemptBackoffs)
    .where(
      and(
        lt(attemptBackoffs.forgetAt, now),
        or(isNull(attemptBackoffs.pendingUntil), lt(attemptBackoffs.pendingUntil, now)),
      ),
    );
  await db
    .delete(knownAddresses)
    .where(lt(knownAddresses.lastSuccessAt, new Date(now.getTime() - knownDays * 86_400_000)));
}

/** The three keys of one kind of guess (a login, a kiosk PIN). */
export interface GuessPolicies {
  /** One subject from one address: the guesser's own key, whatever else is known. */
  perSubjectAddress: BackoffPolicy;
  /** One subject from every address it has not succeeded from (a guess spread over addresses). */
  perSubject: BackoffPolicy;
  /** One address over every subject not known there (a spray over many accounts or devices). */
  perAddress: BackoffPolicy;
}

/** What `GuessGate.enter` lets through: say how it went. */
export interface GuessPass {
  failed(): Promise<void>;
  /** `remember: false`: the secret was right but opens nothing (a deactivated account). */
  succeeded(options?: { remember?: boolean }): Promise<void>;
}

/**
 * Where a secret is guessed: `subject` is what it opens (an account, a kiosk device). Failures are
 * counted per subject and address, so a guesser slows himself down first; per subject and per
 * address too, but only for an address the subject has not succeeded from in the last
 * `knownDays` days: the real person, back where he signed in before, is slowed only by his own
 * failures, whatever a guesser does elsewhere. A success gives its attempt back everywhere
 * (never a guesser's failures), remembers the address, and with `successClears` (a password:
 * only its owner knows it) forgets the failures of its own subject and address.
 */
export class GuessGate {
  private readonly pair: Backoff;
  private readonly subject: Backoff;
  private readonly address: Backoff;

  constructor(
    private readonly db: Db,
    readonly name: string,
    policies: GuessPolicies,
    private readonly knownDays: number,
    private readonly successClears: boolean,
  ) {
    this.pair = new Backoff(`${name}-subject-address`, policies.perSubjectAddress);
    this.subject = new Backoff(`${name}-subject`, policies.perSubject);
    this.address = new Backoff(`${name}-address`, policies.perAddress);
  }

  /** Counts one attempt before the secret is checked; 429 with Retry-After while it must wait. */
  async enter(res: Response, subject: string, address: string): Promise<GuessPass> {
    const known = `${this.name}:${subject}`;
    const attempts: Attempt[] = [[this.pair, `${subject}|${address}`]];
    if (!(await isKnownAddress(this.db, known, address, this.knownDays))) {
      attempts.push([this.subject, subject], [this.address, address]);
    }
    await reserve(this.db, res, attempts);
    return {
      failed: () => recordFailure(this.db, attempts),
      succeeded: async ({ remember = true } = {}) => {
        await recordSuccess(this.db, attempts, this.successClears ? [this.pair] : []);
        if (remember) await rememberAddress(this.db, known, address);
      },
    };
  }
}
