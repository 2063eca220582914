import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '@bo/domain';
import { employees, invitations, userRestaurants, users } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

// Issue 9, item 11: an ADMIN edits a manager's restaurants, deactivates and reactivates an
// account, and invites an employee by the managers' invitation flow.

let t: TestContext;
let bistrot: number;
let halles: number;
let comptoir: number;
let autrui: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
});
afterAll(() => t?.close());

let counter = 0;
const PASSWORD = 'secret1';

/** A new account of the demo chain, created by invitation: its id, email and first token. */
async function invited(body: Record<string, unknown>) {
  const email = `acces${++counter}@exemple.fr`;
  const created = await t.post('/api/invitations', { email, ...body }, await t.token(ADMIN));
  expect(created.status).toBe(201);
  const token = new URL(created.body.invitation.acceptUrl).searchParams.get('token')!;
  const accepted = await t.post(`/api/invitations/accept/${token}`, {
    firstName: 'Nina',
    lastName: `Roux${counter}`,
    password: PASSWORD,
  });
  expect(accepted.status).toBe(201);
  return {
    id: accepted.body.user.id as number,
    email,
    token: accepted.body.token as string,
    user: accepted.body.user,
    invitation: created.body.invitation,
  };
}
const newManager = (restaurantIds: number[] = [bistrot]) => invited({ restaurantIds });
const idOf = async (email: string) =>
  (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id;
const scopeOf = async (id: number) =>
  (await t.db.select().from(userRestaurants).where(eq(userRestaurants.userId, id)))
    .map((r) => r.restaurantId)
    .sort((a, b) => a - b);
const login = (email: string, password = PASSWORD) =>
  t.post('/api/auth/login', { email, password });

describe("PUT /api/users/:id/restaurants (a manager's restaurants)", () => {
  it('replaces them; the manager sees the new scope on his next request, same token', async () => {
    const manager = await newManager([bistrot]);
    const res = await t.put(
      `/api/users/${manager.id}/restaurants`,
      { restaurantIds: [comptoir, halles, comptoir] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      id: manager.id,
      role: 'MANAGER',
      restaurantIds: [halles, comptoir].sort((a, b) => a - b),
      deactivatedAt: null,
    });
    const seen = await t.get('/api/restaurants', manager.token);
    expect(seen.status).toBe(200);
    expect(seen.body.restaurants.map((r: { id: number }) => r.id).sort()).toEqual(
      [halles, comptoir].sort(),
    );
    expect((await t.get(`/api/restaurants/${bistrot}`, manager.token)).status).toBe(404);
  });

  it('an empty list leaves him no restaurant', async () => {
    const manager = await newManager([bistrot, halles]);
    const res = await t.put(
      `/api/users/${manager.id}/restaurants`,
      { restaurantIds: [] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.user.restaurantIds).toEqual([]);
    expect((await t.get('/api/restaurants', manager.token)).body.restaurants).toEqual([]);
  });

  it("refuses another chain's restaurant (400 under the field) and writes nothing", async () => {
    const manager = await newManager([bistrot]);
    const res = await t.put(
      `/api/users/${manager.id}/restaurants`,
      { restaurantIds: [halles, autrui] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ restaurantIds: 'Restaurant introuvable' });
    expect(await scopeOf(manager.id)).toEqual([bistrot]);
  });

  it('answers a French 400 for malformed input and writes nothing', async () => {
    const manager = await newManager([bistrot]);
    const admin = await t.token(ADMIN);
    for (const body of [
      {},
      { restaurantIds: 'tous' },
      { restaurantIds: [0] },
      { restaurantIds: [2 ** 31] },
      { restaurantIds: [1.5] },
      { restaurantIds: [bistrot], role: 'ADMIN' },
    ]) {
      const res = await t.put(`/api/users/${manager.id}/restaurants`, body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
    }
    expect(await scopeOf(manager.id)).toEqual([bistrot]);
  });

  it("answers 404 for another chain's user or an unknown id, 409 for a non-manager", async () => {
    const admin = await t.token(ADMIN);
    const other = await idOf(OTHER_ADMIN);
    for (const id of [other, 999_999, 'abc']) {
      const res = await t.put(`/api/users/${id}/restaurants`, { restaurantIds: [] }, admin);
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Utilisateur introuvable');
    }
    const employee = await t.put(
      `/api/users/${await idOf(EMPLOYEE)}/restaurants`,
      { restaurantIds: [bistrot] },
      admin,
    );
    expect(employee.status).toBe(409);
    expect(employee.body.error).toBe(ACCESS_MESSAGES.onlyManagerRestaurants);
  });

  it('is for an ADMIN only', async () => {
    const manager = await newManager([bistrot]);
    for (const who of [MANAGER, EMPLOYEE]) {
      const res = await t.put(
        `/api/users/${manager.id}/restaurants`,
        { restaurantIds: [bistrot, halles, comptoir] },
        await t.token(who),
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    // A manager cannot widen his own scope either.
    const own = await t.put(
      `/api/users/${manager.id}/restaurants`,
      { restaurantIds: [bistrot, halles] },
      manager.token,
    );
    expect(own.status).toBe(403);
    expect(await scopeOf(manager.id)).toEqual([bistrot]);
  });
});

describe('deactivate and reactivate', () => {
  it("stops the user's existing token at once, refuses his login, keeps his row", async () => {
    const manager = await newManager([bistrot]);
    expect((await t.get('/api/auth/me', manager.token)).status).toBe(200);
    const admin = await t.token(ADMIN);
    const before = Date.now();
    const res = await t.post(`/api/users/${manager.id}/deactivate`, {}, admin);
    expect(res.status).toBe(200);
    expect(Date.parse(res.body.user.deactivatedAt)).toBeGreaterThanOrEqual(before - 1000);

    const me = await t.get('/api/auth/me', manager.token);
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('Session expirée ou invalide');
    expect((await t.get('/api/restaurants', manager.token)).status).toBe(401);

    const refused = await login(manager.email);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: ACCESS_MESSAGES.accountDeactivated });
    // A wrong password says nothing about the account.
    const wrong = await login(manager.email, 'pas le bon');
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('Identifiants incorrects');

    const [row] = await t.db.select().from(users).where(eq(users.id, manager.id));
    expect(row).toMatchObject({ deactivatedById: await idOf(ADMIN) });
    expect(await scopeOf(manager.id)).toEqual([bistrot]);

    const listed = await t.get(
      `/api/enseignes/${(await t.get('/api/auth/me', admin)).body.user.enseigneId}`,
      admin,
    );
    expect(
      listed.body.enseigne.users.find((u: { id: number }) => u.id === manager.id),
    ).toMatchObject({ deactivatedAt: res.body.user.deactivatedAt, restaurantIds: [bistrot] });
  });

  it('reactivation lets him log in again, but his tokens of before stay refused', async () => {
    const manager = await newManager([halles]);
    const admin = await t.token(ADMIN);
    // A token issued a minute ago: before the deactivation's second, whatever the test's speed.
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(manager.id))
      .setIssuedAt(now - 60)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(t.jwtSecret));
    expect((await t.get('/api/auth/me', old)).status).toBe(200);

    expect((await t.post(`/api/users/${manager.id}/deactivate`, {}, admin)).status).toBe(200);
    const res = await t.post(`/api/users/${manager.id}/reactivate`, {}, admin);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ deactivatedAt: null, restaurantIds: [halles] });

    expect((await t.get('/api/auth/me', old)).status).toBe(401);
    const again = await login(manager.email);
    expect(again.status).toBe(200);
    expect((await t.get('/api/auth/me', again.body.token)).status).toBe(200);
  });

  it('deactivating twice keeps the first date; reactivating an active account changes nothing', async () => {
    const manager = await newManager([]);
    const admin = await t.token(ADMIN);
    const first = await t.post(`/api/users/${manager.id}/deactivate`, {}, admin);
    const second = await t.post(`/api/users/${manager.id}/deactivate`, {}, admin);
    expect(second.status).toBe(200);
    expect(second.body.user.deactivatedAt).toBe(first.body.user.deactivatedAt);
    await t.post(`/api/users/${manager.id}/reactivate`, {}, admin);
    const still = await t.post(`/api/users/${manager.id}/reactivate`, {}, admin);
    expect(still.status).toBe(200);
    expect(still.body.user.deactivatedAt).toBeNull();
  });

  it('refuses the ADMIN himself (409) and writes nothing', async () => {
    const adminId = await idOf(ADMIN);
    const res = await t.post(`/api/users/${adminId}/deactivate`, {}, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(ACCESS_MESSAGES.notYourself);
    const [row] = await t.db.select().from(users).where(eq(users.id, adminId));
    expect(row!.deactivatedAt).toBeNull();
  });

  it('never leaves a chain without an active ADMIN', async () => {
    // A chain of two ADMINs: each may deactivate the other, but not the last one standing.
    const signup = await t.post('/api/enseignes', {
      name: 'Deux Chefs',
      adminUser: {
        firstName: 'Ana',
        lastName: 'Un',
        email: 'ana@deuxchefs.fr',
        password: 'motdepasse1',
      },
    });
    expect(signup.status).toBe(201);
    const ana = signup.body.user.id as number;
    const [bob] = await t.db
      .insert(users)
      .values({
        enseigneId: signup.body.enseigne.id,
        firstName: 'Bob',
        lastName: 'Deux',
        email: 'bob@deuxchefs.fr',
        role: 'ADMIN',
        passwordHash: (await t.db.select().from(users).where(eq(users.id, ana)))[0]!.passwordHash,
      })
      .returning();
    const anaToken = (await login('ana@deuxchefs.fr', 'motdepasse1')).body.token;
    const bobToken = (await login('bob@deuxchefs.fr', 'motdepasse1')).body.token;
    expect((await t.post(`/api/users/${bob!.id}/deactivate`, {}, anaToken)).status).toBe(200);
    // Bob's token is dead; had it raced Ana's request, the locked count would refuse it too.
    expect((await t.post(`/api/users/${ana}/deactivate`, {}, bobToken)).status).toBe(401);
    expect((await t.post(`/api/users/${bob!.id}/reactivate`, {}, anaToken)).status).toBe(200);
    const bobAgain = (await login('bob@deuxchefs.fr', 'motdepasse1')).body.token;
    const res = await t.post(`/api/users/${ana}/deactivate`, {}, bobAgain);
    expect(res.status).toBe(200);
    // Ana is out; Bob, the last active ADMIN, cannot be deactivated (by himself or anyone).
    const last = await t.post(`/api/users/${bob!.id}/deactivate`, {}, bobAgain);
    expect(last.status).toBe(409);
    expect(last.body.error).toBe(ACCESS_MESSAGES.notYourself);
  });

  it("answers 404 for another chain's user and 403 to managers and employees", async () => {
    const manager = await newManager([bistrot]);
    const other = await idOf(OTHER_ADMIN);
    for (const action of ['deactivate', 'reactivate']) {
      const res = await t.post(`/api/users/${other}/${action}`, {}, await t.token(ADMIN));
      expect(res.status).toBe(404);
      expect(res.body.error).toBe('Utilisateur introuvable');
      for (const who of [MANAGER, EMPLOYEE]) {
        const denied = await t.post(`/api/users/${manager.id}/${action}`, {}, await t.token(who));
        expect(denied.status).toBe(403);
      }
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, other));
    expect(row!.deactivatedAt).toBeNull();
    expect((await t.get('/api/auth/me', manager.token)).status).toBe(200);
  });
});

describe('inviting an EMPLOYEE', () => {
  const staffOf = async (restaurantId: number) =>
    t.db.select().from(employees).where(eq(employees.restaurantId, restaurantId));

  it('creates an EMPLOYEE of one restaurant, linked to his staff record', async () => {
    const [staff] = await staffOf(halles);
    const { user, invitation, token, email } = await invited({
      role: 'EMPLOYEE',
      restaurantIds: [halles],
      employeeId: staff!.id,
    });
    expect(invitation).toMatchObject({
      role: 'EMPLOYEE',
      restaurantIds: [halles],
      employeeId: staff!.id,
    });
    expect(user).toMatchObject({
      role: 'EMPLOYEE',
      restaurantIds: [halles],
      employeeId: staff!.id,
      deactivatedAt: null,
    });
    // An employee reads the chain like the demo's (decisions: the restaurant is his home one).
    const seen = await t.get('/api/restaurants', token);
    expect(seen.body.restaurants.length).toBeGreaterThan(1);
    expect((await t.post('/api/restaurants', { name: 'X', address: 'Y' }, token)).status).toBe(403);
    expect((await login(email)).status).toBe(200);
  });

  it('shows the role on the verify page', async () => {
    const email = `verif${++counter}@exemple.fr`;
    const created = await t.post(
      '/api/invitations',
      { email, role: 'EMPLOYEE', restaurantIds: [bistrot] },
      await t.token(ADMIN),
    );
    const token = new URL(created.body.invitation.acceptUrl).searchParams.get('token')!;
    const res = await t.get(`/api/invitations/verify/${token}`);
    expect(res.body.invitation).toMatchObject({ email, role: 'EMPLOYEE' });
    const manager = await t.post('/api/invitations', { email: `m${email}` }, await t.token(ADMIN));
    expect(manager.body.invitation).toMatchObject({ role: 'MANAGER', employeeId: null });
  });

  it('needs exactly one restaurant of the chain and a staff record of it; writes nothing otherwise', async () => {
    const admin = await t.token(ADMIN);
    const before = (await t.db.select().from(invitations)).length;
    const [ofBistrot] = await staffOf(bistrot);
    const [ofAutrui] = await staffOf(autrui);
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [{ role: 'EMPLOYEE' }, 400, { restaurantIds: ACCESS_MESSAGES.employeeRestaurantRequired }],
      [
        { role: 'EMPLOYEE', restaurantIds: [bistrot, halles] },
        400,
        { restaurantIds: ACCESS_MESSAGES.employeeOneRestaurant },
      ],
      [
        { role: 'EMPLOYEE', restaurantIds: [autrui] },
        400,
        { restaurantIds: 'Restaurant introuvable' },
      ],
      [
        { role: 'EMPLOYEE', restaurantIds: [halles], employeeId: ofBistrot!.id },
        400,
        { employeeId: ACCESS_MESSAGES.employeeNotInRestaurant },
      ],
      [
        { role: 'EMPLOYEE', restaurantIds: [autrui], employeeId: ofAutrui!.id },
        400,
        { restaurantIds: 'Restaurant introuvable' },
      ],
      [
        { role: 'EMPLOYEE', restaurantIds: [bistrot], employeeId: ofAutrui!.id },
        400,
        { employeeId: 'Employé introuvable' },
      ],
      [
        { role: 'MANAGER', restaurantIds: [bistrot], employeeId: ofBistrot!.id },
        400,
        { employeeId: ACCESS_MESSAGES.employeeOnlyForEmployee },
      ],
      [{ role: 'ADMIN' }, 400, { role: ACCESS_MESSAGES.roleNotInvitable }],
      [{ role: 'EMPLOYEE', restaurantIds: [bistrot], employeeId: 2 ** 31 }, 400, {}],
    ];
    for (const [body, status, fieldErrors] of cases) {
      const res = await t.post(
        '/api/invitations',
        { email: `refus${++counter}@exemple.fr`, ...body },
        admin,
      );
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.fieldErrors ?? {}).toMatchObject(fieldErrors);
    }
    expect((await t.db.select().from(invitations)).length).toBe(before);
  });

  it('refuses a staff record that has an account or a pending invitation (409)', async () => {
    const [, second] = await staffOf(bistrot);
    const admin = await t.token(ADMIN);
    const body = { role: 'EMPLOYEE', restaurantIds: [bistrot], employeeId: second!.id };
    const first = await t.post(
      '/api/invitations',
      { email: `a${++counter}@ex.fr`, ...body },
      admin,
    );
    expect(first.status).toBe(201);
    const pending = await t.post(
      '/api/invitations',
      { email: `b${++counter}@ex.fr`, ...body },
      admin,
    );
    expect(pending.status).toBe(409);
    expect(pending.body.error).toBe(ACCESS_MESSAGES.employeeHasAccount);
    const token = new URL(first.body.invitation.acceptUrl).searchParams.get('token')!;
    await t.post(`/api/invitations/accept/${token}`, {
      firstName: 'Léa',
      lastName: 'Blanc',
      password: PASSWORD,
    });
    const linked = await t.post(
      '/api/invitations',
      { email: `c${++counter}@ex.fr`, ...body },
      admin,
    );
    expect(linked.status).toBe(409);
  });
});
