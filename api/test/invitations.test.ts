import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { invitationRestaurants, invitations, userRestaurants, users } from '../src/db/schema.ts';
import type { InvitationEmail } from '../src/mail/index.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
const sent: InvitationEmail[] = [];
let demo: number;
let other: number;
let bistrot: number;
let halles: number;
let comptoir: number;
let autrui: number;

beforeAll(async () => {
  t = await setupApi({
    appUrl: 'https://brigade.example.fr/',
    mailer: {
      sendInvitation: (email) => {
        sent.push(email);
        return Promise.resolve();
      },
    },
  });
  demo = await t.enseigneId('Enseigne Démo');
  other = await t.enseigneId('Autre Enseigne');
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
});
afterAll(() => t?.close());
beforeEach(() => {
  sent.length = 0;
});

let counter = 0;
const freshEmail = () => `nouveau.manager${++counter}@exemple.fr`;

async function invite(body: Record<string, unknown>, as = ADMIN) {
  return t.post('/api/invitations', body, await t.token(as));
}
const tokenOf = (acceptUrl: string) => new URL(acceptUrl).searchParams.get('token')!;
const invitationCount = async () => (await t.db.select().from(invitations)).length;
const accept = (token: string, body: Record<string, unknown> = {}) =>
  t.post(`/api/invitations/accept/${token}`, {
    firstName: 'Nina',
    lastName: 'Roux',
    password: 'secret1',
    ...body,
  });

describe('POST /api/invitations', () => {
  it('creates a PENDING invitation valid 7 days, with its link, and sends it', async () => {
    const email = freshEmail();
    const before = Date.now();
    const res = await invite({
      email: `  ${email.toUpperCase()} `,
      restaurantIds: [halles, bistrot],
    });
    expect(res.status).toBe(201);
    const inv = res.body.invitation;
    expect(inv).toMatchObject({
      email,
      status: 'PENDING',
      enseigneId: demo,
      enseigneName: 'Enseigne Démo',
      restaurantIds: [bistrot, halles].sort((a, b) => a - b),
      acceptedAt: null,
    });
    expect(inv.acceptUrl).toMatch(
      /^https:\/\/brigade\.example\.fr\/accept-invitation\?token=[\w-]{43}$/,
    );
    const ttl = Date.parse(inv.expiresAt) - Date.parse(inv.createdAt);
    expect(ttl).toBe(7 * 24 * 3600 * 1000);
    expect(Date.parse(inv.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(sent).toEqual([
      expect.objectContaining({
        to: email,
        enseigneName: 'Enseigne Démo',
        invitedBy: 'Alice Martin',
        acceptUrl: inv.acceptUrl,
      }),
    ]);
  });

  it('gives every invitation its own random token', async () => {
    const a = await invite({ email: freshEmail() });
    const b = await invite({ email: freshEmail() });
    expect(a.body.invitation.restaurantIds).toEqual([]);
    expect(tokenOf(a.body.invitation.acceptUrl)).not.toBe(tokenOf(b.body.invitation.acceptUrl));
  });

  it('logs the link when no mailer is configured (no SMTP_URL)', async () => {
    const plain = await setupApi();
    try {
      const res = await plain.post(
        '/api/invitations',
        { email: 'journal@exemple.fr' },
        await plain.token(ADMIN),
      );
      expect(res.status).toBe(201);
      const lines = plain.infos.filter((l) => l.includes('journal@exemple.fr'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain('SMTP_URL absent');
      expect(lines[0]).toContain(res.body.invitation.acceptUrl);
      expect(res.body.invitation.acceptUrl).toMatch(
        /^http:\/\/localhost:4000\/accept-invitation\?token=/,
      );
    } finally {
      await plain.close();
    }
  });

  it('refuses an email that already has an account, in any chain and any case', async () => {
    for (const email of ['MANAGER@demo.fr', OTHER_ADMIN]) {
      const before = await invitationCount();
      const res = await invite({ email });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: 'Un compte existe déjà avec cet email',
        fieldErrors: { email: 'Un compte existe déjà avec cet email' },
      });
      expect(await invitationCount()).toBe(before);
    }
    expect(sent).toEqual([]);
  });

  it('refuses a second pending invitation for the same email', async () => {
    const email = freshEmail();
    expect((await invite({ email })).status).toBe(201);
    const res = await invite({ email });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Une invitation est déjà en attente pour cet email');
  });

  it('allows a new invitation once the previous one expired', async () => {
    const email = freshEmail();
    const first = await invite({ email });
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, first.body.invitation.id));
    expect((await invite({ email })).status).toBe(201);
  });

  it.each([
    [{}, 'email', "L'email est requis"],
    [{ email: '' }, 'email', "L'email est requis"],
    [{ email: 'pas-un-email' }, 'email', 'Email invalide'],
    [{ email: 'a@b.fr', restaurantIds: 'tous' }, 'restaurantIds', 'Liste de restaurants invalide'],
  ])('refuses %j with a 400 and writes nothing', async (body, field, message) => {
    const before = await invitationCount();
    const res = await invite(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await invitationCount()).toBe(before);
  });

  it("refuses another chain's restaurant as unknown (400 under the field) and writes nothing", async () => {
    const before = await invitationCount();
    for (const ids of [[bistrot, autrui], [999999]]) {
      const res = await invite({ email: freshEmail(), restaurantIds: ids });
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ restaurantIds: 'Restaurant introuvable' });
    }
    expect(await invitationCount()).toBe(before);
  });

  it('is for an ADMIN only', async () => {
    for (const who of [MANAGER, EMPLOYEE]) {
      const res = await invite({ email: freshEmail() }, who);
      expect(res.status).toBe(403);
    }
    expect((await t.post('/api/invitations', { email: freshEmail() })).status).toBe(401);
  });
});

describe('GET /api/invitations/enseigne/:id', () => {
  it("lists the chain's invitations, newest first, with computed statuses", async () => {
    const pending = (await invite({ email: freshEmail(), restaurantIds: [comptoir] })).body
      .invitation;
    const expired = (await invite({ email: freshEmail() })).body.invitation;
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(invitations.id, expired.id));
    const res = await t.get(`/api/invitations/enseigne/${demo}`, await t.token(ADMIN));
    expect(res.status).toBe(200);
    const list = res.body.invitations as { id: number; status: string; acceptUrl: string | null }[];
    const ids = list.map((i) => i.id);
    expect(ids.indexOf(expired.id)).toBeLessThan(ids.indexOf(pending.id));
    expect(list.find((i) => i.id === pending.id)).toMatchObject({
      status: 'PENDING',
      restaurantIds: [comptoir],
      acceptUrl: pending.acceptUrl,
    });
    expect(list.find((i) => i.id === expired.id)).toMatchObject({
      status: 'EXPIRED',
      acceptUrl: null,
    });
  });

  it("answers 404 for another chain's id and 403 to managers and employees", async () => {
    for (const url of [`/api/invitations/enseigne/${other}`, '/api/invitations/enseigne/x']) {
      expect((await t.get(url, await t.token(ADMIN))).status).toBe(404);
    }
    const mine = await t.get(`/api/invitations/enseigne/${other}`, await t.token(OTHER_ADMIN));
    expect(mine.status).toBe(200);
    expect(mine.body.invitations).toEqual([]);
    for (const who of [MANAGER, EMPLOYEE]) {
      expect((await t.get(`/api/invitations/enseigne/${demo}`, await t.token(who))).status).toBe(
        403,
      );
    }
  });
});

describe('verify and accept', () => {
  it('verifies, then creates the MANAGER with exactly the invited restaurants, once', async () => {
    const email = freshEmail();
    const inv = (await invite({ email, restaurantIds: [bistrot, comptoir] })).body.invitation;
    const token = tokenOf(inv.acceptUrl);

    const verified = await t.get(`/api/invitations/verify/${token}`);
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      valid: true,
      invitation: {
        email,
        enseigneName: 'Enseigne Démo',
        expiresAt: inv.expiresAt,
        role: 'MANAGER',
      },
    });

    const res = await accept(token, { firstName: '  Nina ' });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({
      firstName: 'Nina',
      lastName: 'Roux',
      email,
      role: 'MANAGER',
      enseigneId: demo,
      restaurantIds: [bistrot, comptoir].sort((a, b) => a - b),
    });
    // The token signs him in: he sees exactly his two restaurants.
    const mine = await t.get('/api/restaurants', res.body.token);
    expect(mine.status).toBe(200);
    expect(mine.body.restaurants.map((r: { id: number }) => r.id).sort()).toEqual(
      [bistrot, comptoir].sort(),
    );
    expect((await t.get(`/api/restaurants/${halles}`, res.body.token)).status).toBe(404);
    const login = await t.post('/api/auth/login', { email, password: 'secret1' });
    expect(login.status).toBe(200);

    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row).toMatchObject({ status: 'ACCEPTED', acceptedUserId: res.body.user.id });
    expect(row!.acceptedAt).toBeInstanceOf(Date);

    // Single use.
    const usersBefore = (await t.counts()).users;
    const again = await accept(token, { firstName: 'Autre' });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Cette invitation a déjà été utilisée');
    expect((await t.counts()).users).toBe(usersBefore);
    const reverify = await t.get(`/api/invitations/verify/${token}`);
    expect(reverify.status).toBe(400);
    expect(reverify.body).toEqual({ valid: false, error: 'Cette invitation a déjà été utilisée' });

    const listed = await t.get(`/api/invitations/enseigne/${demo}`, await t.token(ADMIN));
    expect(listed.body.invitations.find((i: { id: number }) => i.id === inv.id)).toMatchObject({
      status: 'ACCEPTED',
      acceptUrl: null,
    });
  });

  it('an invitation without restaurants gives access to none', async () => {
    const inv = (await invite({ email: freshEmail() })).body.invitation;
    const res = await accept(tokenOf(inv.acceptUrl));
    expect(res.status).toBe(201);
    expect(res.body.user.restaurantIds).toEqual([]);
    const mine = await t.get('/api/restaurants', res.body.token);
    expect(mine.body.restaurants).toEqual([]);
  });

  it('refuses an expired invitation, for verify and accept', async () => {
    const inv = (await invite({ email: freshEmail() })).body.invitation;
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, inv.id));
    const token = tokenOf(inv.acceptUrl);
    const verified = await t.get(`/api/invitations/verify/${token}`);
    expect(verified.status).toBe(400);
    expect(verified.body).toEqual({ valid: false, error: 'Cette invitation a expiré' });
    const before = (await t.counts()).users;
    const res = await accept(token);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Cette invitation a expiré');
    expect((await t.counts()).users).toBe(before);
  });

  it('answers 404 { valid: false } for an unknown token', async () => {
    for (const token of ['inconnu-inconnu-inconnu', 'x']) {
      const res = await t.get(`/api/invitations/verify/${token}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ valid: false, error: 'Invitation introuvable' });
      expect((await accept(token)).status).toBe(404);
    }
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Le prénom est requis'],
    [{ lastName: ' ' }, 'lastName', 'Le nom est requis'],
    [{ password: '' }, 'password', 'Le mot de passe est requis'],
    [{ password: '12345' }, 'password', 'Le mot de passe doit contenir au moins 6 caractères'],
  ])(
    'refuses %j with a 400, creates nothing and keeps the invitation',
    async (body, field, msg) => {
      const inv = (await invite({ email: freshEmail() })).body.invitation;
      const before = await t.counts();
      const res = await accept(tokenOf(inv.acceptUrl), body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ [field]: msg });
      expect(await t.counts()).toEqual(before);
      const [row] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
      expect(row!.status).toBe('PENDING');
    },
  );

  it('refuses when the email got an account meanwhile, and keeps the invitation pending', async () => {
    const email = freshEmail();
    const inv = (await invite({ email })).body.invitation;
    const signup = await t.post('/api/enseignes', {
      name: 'Concurrente',
      adminUser: { firstName: 'A', lastName: 'B', email, password: 'motdepasse' },
    });
    expect(signup.status).toBe(201);
    const res = await accept(tokenOf(inv.acceptUrl));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Un compte existe déjà avec cet email');
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, inv.id));
    expect(row!.status).toBe('PENDING');
  });

  it('copies only the restaurants still in the chain', async () => {
    const inv = (await invite({ email: freshEmail(), restaurantIds: [halles] })).body.invitation;
    const links = await t.db
      .select()
      .from(invitationRestaurants)
      .where(eq(invitationRestaurants.invitationId, inv.id));
    expect(links).toEqual([{ invitationId: inv.id, restaurantId: halles }]);
    const res = await accept(tokenOf(inv.acceptUrl));
    const access = await t.db
      .select()
      .from(userRestaurants)
      .where(eq(userRestaurants.userId, res.body.user.id));
    expect(access).toEqual([{ userId: res.body.user.id, restaurantId: halles }]);
    const [created] = await t.db
      .select()
      .from(users)
      .where(and(eq(users.id, res.body.user.id), eq(users.role, 'MANAGER')));
    expect(created).toBeDefined();
  });
});

describe('DELETE /api/invitations/:id', () => {
  it('deletes a pending invitation (ADMIN), whose link then stops working', async () => {
    const inv = (await invite({ email: freshEmail(), restaurantIds: [bistrot] })).body.invitation;
    for (const who of [MANAGER, EMPLOYEE]) {
      expect((await t.del(`/api/invitations/${inv.id}`, await t.token(who))).status).toBe(403);
    }
    expect((await t.del(`/api/invitations/${inv.id}`, await t.token(OTHER_ADMIN))).status).toBe(
      404,
    );
    const res = await t.del(`/api/invitations/${inv.id}`, await t.token(ADMIN));
    expect(res.status).toBe(204);
    expect(await t.db.select().from(invitations).where(eq(invitations.id, inv.id))).toEqual([]);
    expect((await t.get(`/api/invitations/verify/${tokenOf(inv.acceptUrl)}`)).status).toBe(404);
    expect((await t.del(`/api/invitations/${inv.id}`, await t.token(ADMIN))).status).toBe(404);
  });

  it('refuses an accepted or expired invitation (409)', async () => {
    const accepted = (await invite({ email: freshEmail() })).body.invitation;
    await accept(tokenOf(accepted.acceptUrl));
    const expired = (await invite({ email: freshEmail() })).body.invitation;
    await t.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, expired.id));
    for (const id of [accepted.id, expired.id]) {
      const res = await t.del(`/api/invitations/${id}`, await t.token(ADMIN));
      expect(res.status).toBe(409);
      expect(res.body.error).toBe('Seule une invitation en attente peut être supprimée');
    }
  });
});
