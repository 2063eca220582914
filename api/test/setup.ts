import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, type Logger as QueryLogger } from 'drizzle-orm';
import request from 'supertest';
import { createApp } from '../src/app.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import type { Database, Db } from '../src/db/index.ts';
import {
  employees,
  enseignes,
  equipments,
  photos,
  restaurants,
  surfaces,
  userRestaurants,
  users,
  zones,
} from '../src/db/schema.ts';
import type { Logger } from '../src/http/logger.ts';
import { createMailer, type Mailer } from '../src/mail/index.ts';
import type { RateLimitSettings } from '../src/http/rate-limit.ts';
import { createTestDatabase, RELAXED_RATE_LIMITS } from '../src/testing/index.ts';
import { assertMatchesContract } from './contract.ts';

export const ADMIN = 'admin@demo.fr';
export const MANAGER = 'manager@demo.fr';
export const EMPLOYEE = 'employe@demo.fr';
export const OTHER_ADMIN = 'admin@autre.fr';
const PASSWORDS: Record<string, string> = { [OTHER_ADMIN]: 'autre1234' };
export const passwordOf = (email: string) => PASSWORDS[email] ?? 'demo1234';

/** The body of a 403 for a role that may not do the action (checked before anything else). */
export const FORBIDDEN = { error: "Vous n'avez pas les permissions nécessaires pour cette action" };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Send {
  token?: string | undefined;
  body?: unknown;
  /** Sent as is with a JSON content type (malformed bodies). */
  raw?: string;
  headers?: Record<string, string>;
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  database: Database;
  db: Db;
  jwtSecret: string;
  /** What the api logged as errors. */
  errors: { message: string; error: unknown }[];
  /** What the api logged as information (e.g. invitation links without SMTP). */
  infos: string[];
  /** A request to the app, its response checked against openapi.json. */
  send(method: Method, url: string, options?: Send): Promise<request.Response>;
  get(url: string, token?: string): Promise<request.Response>;
  post(url: string, body: unknown, token?: string): Promise<request.Response>;
  put(url: string, body: unknown, token?: string): Promise<request.Response>;
  del(url: string, token?: string): Promise<request.Response>;
  /** A token for a seeded user (logged in once per file). */
  token(email: string): Promise<string>;
  /** Ids of the seeded rows by name. */
  restaurantId(name: string): Promise<number>;
  enseigneId(name: string): Promise<number>;
  /** The three demo restaurants most tests write in, and Chez Autrui of the other chain (tenancy). */
  demoRestaurants(): Promise<{
    bistrot: number;
    halles: number;
    comptoir: number;
    autrui: number;
  }>;
  equipmentId(restaurantId: number, name: string): Promise<number>;
  surfaceId(restaurantId: number, name: string): Promise<number>;
  /** The first seeded employee of a restaurant. */
  employeeOf(restaurantId: number): Promise<number>;
  /** The staff record a user's account is linked to (the demo's EMPLOYEE has one). */
  staffOf(email: string): Promise<number>;
  /**
   * A token of a new EMPLOYEE account of the demo chain, working in `restaurantIds` (default
   * none) and linked to the staff record `employeeId` (default none).
   */
  employeeAccount(
    email: string,
    link?: { restaurantIds?: number[]; employeeId?: number },
  ): Promise<string>;
  /**
   * A new photo row of a chain (no file: enough to be referenced by a record), uploaded by
   * `uploader` (until a record names it, only he may see it), or by nobody.
   */
  insertPhoto(enseigne: string, uploader?: string): Promise<number>;
  counts(): Promise<{ enseignes: number; users: number; restaurants: number }>;
  close(): Promise<void>;
}

export async function setupApi(
  options: {
    tokenTtl?: string;
    /** What the test's mailer does; the rest logs, as without SMTP_URL. */
    mailer?: Partial<Mailer>;
    appUrl?: string;
    photosDir?: string;
    /** Default RELAXED_RATE_LIMITS (suites log in a lot); the limits' own tests pass theirs. */
    rateLimits?: Partial<RateLimitSettings>;
    trustProxy?: string | boolean;
  } = {},
): Promise<TestContext> {
  const database = await createTestDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  const errors: TestContext['errors'] = [];
  const infos: string[] = [];
  const logger: Logger = {
    info: (message) => infos.push(message),
    error: (message, error) => errors.push({ message, error }),
  };
  const app = createApp({
    db: database.db,
    jwtSecret,
    logger,
    tokenTtl: options.tokenTtl,
    mailer: { ...createMailer({ logger }), ...options.mailer },
    appUrl: options.appUrl,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    trustProxy: options.trustProxy,
    // Never the developer's .data/photos: each test file gets its own directory.
    photosDir:
      options.photosDir ?? join(tmpdir(), `brigade-photos-${randomBytes(6).toString('hex')}`),
  });
  const db = database.db;
  const tokens = new Map<string, Promise<string>>();

  async function send(method: Method, url: string, { token, body, raw, headers = {} }: Send = {}) {
    let req = request(app)[method](url);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
    if (raw !== undefined) req = req.set('Content-Type', 'application/json').send(raw);
    else if (body !== undefined) req = req.send(body as object);
    const res = await req;
    assertMatchesContract(method, url, res.status, res.body);
    return res;
  }

  const ctx: TestContext = {
    app,
    database,
    db,
    jwtSecret,
    errors,
    infos,
    send,
    get: (url, token) => send('get', url, { token }),
    post: (url, body, token) => send('post', url, { body, token }),
    put: (url, body, token) => send('put', url, { body, token }),
    del: (url, token) => send('delete', url, { token }),
    token(email) {
      let token = tokens.get(email);
      if (!token) {
        token = send('post', '/api/auth/login', {
          body: { email, password: passwordOf(email) },
        }).then((res) => {
          if (res.status !== 200) throw new Error(`login ${email}: ${res.status}`);
          return (res.body as { token: string }).token;
        });
        tokens.set(email, token);
      }
      return token;
    },
    async restaurantId(name) {
      const [row] = await db
        .select({ id: restaurants.id })
        .from(restaurants)
        .where(eq(restaurants.name, name));
      if (!row) throw new Error(`no restaurant ${name}`);
      return row.id;
    },
    async enseigneId(name) {
      const [row] = await db
        .select({ id: enseignes.id })
        .from(enseignes)
        .where(eq(enseignes.name, name));
      if (!row) throw new Error(`no enseigne ${name}`);
      return row.id;
    },
    async demoRestaurants() {
      return {
        bistrot: await ctx.restaurantId('Le Bistrot du Port'),
        halles: await ctx.restaurantId('La Table des Halles'),
        comptoir: await ctx.restaurantId('Le Comptoir Lyonnais'),
        autrui: await ctx.restaurantId('Chez Autrui'),
      };
    },
    async equipmentId(restaurantId, name) {
      const [row] = await db
        .select({ id: equipments.id })
        .from(equipments)
        .where(and(eq(equipments.restaurantId, restaurantId), eq(equipments.name, name)));
      if (!row) throw new Error(`no equipment ${name} in restaurant ${restaurantId}`);
      return row.id;
    },
    async surfaceId(restaurantId, name) {
      const [row] = await db
        .select({ id: surfaces.id })
        .from(surfaces)
        .innerJoin(zones, eq(zones.id, surfaces.zoneId))
        .where(and(eq(zones.restaurantId, restaurantId), eq(surfaces.name, name)));
      if (!row) throw new Error(`no surface ${name} in restaurant ${restaurantId}`);
      return row.id;
    },
    async employeeOf(restaurantId) {
      const staff = await db.select().from(employees);
      const employee = staff.find((e) => e.restaurantId === restaurantId);
      if (!employee) throw new Error(`no employee in restaurant ${restaurantId}`);
      return employee.id;
    },
    async staffOf(email) {
      const [row] = await db
        .select({ employeeId: users.employeeId })
        .from(users)
        .where(eq(users.email, email));
      if (!row?.employeeId) throw new Error(`no staff record for ${email}`);
      return row.employeeId;
    },
    async employeeAccount(email, { restaurantIds = [], employeeId } = {}) {
      const [user] = await db
        .insert(users)
        .values({
          enseigneId: await ctx.enseigneId('Enseigne Démo'),
          firstName: 'Compte',
          lastName: 'Essai',
          email,
          role: 'EMPLOYEE',
          passwordHash: await hashPassword(passwordOf(email)),
          employeeId: employeeId ?? null,
        })
        .returning({ id: users.id });
      if (restaurantIds.length > 0) {
        await db
          .insert(userRestaurants)
          .values(restaurantIds.map((restaurantId) => ({ userId: user!.id, restaurantId })));
      }
      return ctx.token(email);
    },
    async insertPhoto(enseigne, uploader) {
      const uploadedById = uploader
        ? (await db.select({ id: users.id }).from(users).where(eq(users.email, uploader)))[0]!.id
        : null;
      const [row] = await db
        .insert(photos)
        .values({
          uploadedById,
          enseigneId: await ctx.enseigneId(enseigne),
          storageKey: `test-${randomBytes(6).toString('hex')}`,
          mimeType: 'image/png',
          byteSize: 10,
        })
        .returning({ id: photos.id });
      return row!.id;
    },
    async counts() {
      const [[e], [u], [r]] = await Promise.all([
        db.select({ n: count() }).from(enseignes),
        db.select({ n: count() }).from(users),
        db.select({ n: count() }).from(restaurants),
      ]);
      return { enseignes: e!.n, users: u!.n, restaurants: r!.n };
    },
    close: () => database.close(),
  };
  return ctx;
}

/**
 * Runs `work`, counting the SQL statements it sends through `db` (those of its transactions too),
 * with drizzle's query logger: how much work a seed does is its statements, not its duration on a
 * machine that may be busy.
 */
export async function countStatements<T>(
  db: Db,
  work: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  // A transaction's session is made with its parent's options: both loggers are swapped.
  const session = db._.session as unknown as {
    logger: QueryLogger;
    options: { logger?: QueryLogger | boolean };
  };
  const saved = { logger: session.logger, options: session.options.logger };
  let statements = 0;
  const counter: QueryLogger = { logQuery: () => void (statements += 1) };
  session.logger = counter;
  session.options.logger = counter;
  try {
    const result = await work();
    return { result, statements };
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.options;
  }
}
