// What the HTTP layer keeps between requests, in the database so every api instance sees the same:
// idempotency keys, rate-limit counters, guessing backoffs and the addresses a subject is known at.
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

/**
 * Idempotency keys of the api's creates (http/idempotency.ts): one row per caller, method, path
 * and key, kept 24 hours. `status` is null while the first request runs; then its answer, so a
 * retry with the same key replays it instead of writing again.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>` for a signed-in caller, `anonymous` for a route without login (signup). */
    scope: text('scope').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    key: text('key').notNull(),
    /** sha256 of the query string and JSON body; null for a multipart body (not compared). */
    requestHash: text('request_hash'),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.method, t.path, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * The counters of http/rate-limit.ts (rate-limiter-flexible's RateLimiterDrizzle, the columns it
 * reads): one row per limiter and key (`login-account:<email>`, `signup-address:<ip>`…), in the
 * database so every api instance counts the same attempts. `expire` ends the window.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [index('rate_limits_expire_idx').on(t.expire)],
);

/**
 * Failed guesses counted with growing delays (http/backoff.ts): one row per kind and key (a login's
 * `account|address`, a kiosk's device…). `pending` attempts are being checked right now (a burst
 * cannot pass a check made before any is counted), held at most until `pending_until`; failures
 * are forgotten at `forget_at`, which each new failure pushes back.
 */
export const attemptBackoffs = pgTable(
  'attempt_backoffs',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    pending: integer('pending').notNull().default(0),
    pendingUntil: timestamp('pending_until', { withTimezone: true }),
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('attempt_backoffs_forget_at_idx').on(t.forgetAt)],
);

/**
 * The addresses a subject (an account, a kiosk device) last succeeded from: a known address is not
 * slowed by the guesses made from elsewhere (http/backoff.ts).
 */
export const knownAddresses = pgTable(
  'known_addresses',
  {
    subject: text('subject').notNull(),
    address: text('address').notNull(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subject, t.address] }),
    index('known_addresses_last_success_at_idx').on(t.lastSuccessAt),
  ],
);
