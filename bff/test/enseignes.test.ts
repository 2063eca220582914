import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  startStack,
  type Stack,
} from './helpers.ts';

const ENSEIGNE = `query ($id: ID!) {
  enseigne(id: $id) {
    id name createdAt userCount restaurantCount
    users { id firstName lastName email role restaurants { name } }
    restaurants { id name isLab }
    invitations { id email status acceptUrl createdAt expiresAt enseigneName restaurants { id name } }
  }
}`;
const ME = `{ me { enseigne { id name createdAt userCount restaurantCount } } }`;
const INVITE = `mutation ($input: InviteManagerInput!) {
  inviteManager(input: $input) { id email status acceptUrl restaurants { id name } }
}`;
const VERIFY = `query ($token: String!) { verifyInvitation(token: $token) { email enseigneName expiresAt } }`;
const ACCEPT = `mutation ($token: String!, $input: AcceptInvitationInput!) {
  acceptInvitation(token: $token, input: $input) {
    token
    user { email role restaurants { name } enseigne { name } }
  }
}`;
const DELETE = `mutation ($id: ID!) { deleteInvitation(id: $id) }`;

interface Restaurant {
  id: string;
  name: string;
}

let stack: Stack;
let admin: string;
let enseigneId: string;
let restaurants: Restaurant[];
const idOf = (name: string) => restaurants.find((r) => r.name === name)!.id;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  const me = await stack.gql<{ me: { enseigne: { id: string } } }>(ME, {}, admin);
  enseigneId = me.data!.me.enseigne.id;
  const list = await stack.gql<{ restaurants: Restaurant[] }>(
    '{ restaurants { id name } }',
    {},
    admin,
  );
  restaurants = list.data!.restaurants;
});
afterAll(() => stack?.close());

describe('Enseigne', () => {
  it('gives an ADMIN his chain with its users, restaurants and counts', async () => {
    const me = await stack.gql(ME, {}, admin);
    expect(me.errors).toBeUndefined();
    expect(me.data).toMatchObject({
      me: { enseigne: { name: 'Enseigne Démo', userCount: 3, restaurantCount: 4 } },
    });
    const result = await stack.gql<{
      enseigne: {
        users: { email: string; role: string; restaurants: { name: string }[] }[];
        restaurants: Restaurant[];
      };
    }>(ENSEIGNE, { id: enseigneId }, admin);
    expect(result.errors).toBeUndefined();
    const manager = result.data!.enseigne.users.find((u) => u.email === MANAGER)!;
    expect(manager.role).toBe('MANAGER');
    expect(manager.restaurants.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
    ]);
    expect(result.data!.enseigne.restaurants).toHaveLength(4);
  });

  it('the whole chain page costs a bounded number of REST calls', async () => {
    const result = await stack.gql(ENSEIGNE, { id: enseigneId }, admin);
    expect(result.errors).toBeUndefined();
    // The chain (with its restaurants), its invitations, and the list an ADMIN or EMPLOYEE user
    // reaches (the whole chain): whatever the number of users and invitations.
    expect(result.restCalls).toBeLessThanOrEqual(3);
  });

  it("answers NOT_FOUND for another chain's id and FORBIDDEN for a manager's detail", async () => {
    const other = await stack.gql(ENSEIGNE, { id: enseigneId }, await stack.login(OTHER_ADMIN));
    expect(codeOf(other)).toBe('NOT_FOUND');
    expect((await stack.gql(ENSEIGNE, { id: 'abc' }, admin)).errors?.[0]?.message).toBe(
      'Enseigne introuvable',
    );
    for (const who of [MANAGER, EMPLOYEE]) {
      const token = await stack.login(who);
      const name = await stack.gql<{ enseigne: { name: string } }>(
        'query ($id: ID!) { enseigne(id: $id) { name restaurantCount } }',
        { id: enseigneId },
        token,
      );
      expect(name.data?.enseigne.name).toBe('Enseigne Démo');
      const users = await stack.gql(
        'query ($id: ID!) { enseigne(id: $id) { users { id } } }',
        { id: enseigneId },
        token,
      );
      expect(codeOf(users)).toBe('FORBIDDEN');
    }
  });

  it('renames the chain (ADMIN)', async () => {
    const other = await stack.login(OTHER_ADMIN);
    const me = await stack.gql<{ me: { enseigne: { id: string } } }>(ME, {}, other);
    const id = me.data!.me.enseigne.id;
    const result = await stack.gql<{ updateEnseigne: { name: string; restaurantCount: number } }>(
      'mutation ($id: ID!, $name: String!) { updateEnseigne(id: $id, name: $name) { name restaurantCount } }',
      { id, name: 'Autre Nom' },
      other,
    );
    expect(result.data?.updateEnseigne).toEqual({ name: 'Autre Nom', restaurantCount: 1 });
    const empty = await stack.gql(
      'mutation ($id: ID!) { updateEnseigne(id: $id, name: "") { name } }',
      { id },
      other,
    );
    expect(codeOf(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors?.[0]?.extensions?.fieldErrors).toEqual({
      name: "Le nom de l'enseigne est requis",
    });
  });
});

describe('invitations', () => {
  it('invite → verify → accept signs the new manager in with exactly his restaurants', async () => {
    const invited = await stack.gql<{
      inviteManager: { id: string; status: string; acceptUrl: string; restaurants: Restaurant[] };
    }>(
      INVITE,
      {
        input: {
          email: 'Lea.Martin@Exemple.fr',
          restaurantIds: [idOf('Le Comptoir Lyonnais'), idOf('Laboratoire Central')],
        },
      },
      admin,
    );
    expect(invited.errors).toBeUndefined();
    const invitation = invited.data!.inviteManager;
    expect(invitation.status).toBe('PENDING');
    expect(invitation.restaurants.map((r) => r.name).sort()).toEqual([
      'Laboratoire Central',
      'Le Comptoir Lyonnais',
    ]);
    const token = tokenOf(invitation.acceptUrl);

    const listed = await stack.gql<{ enseigne: { invitations: { id: string; status: string }[] } }>(
      ENSEIGNE,
      { id: enseigneId },
      admin,
    );
    expect(listed.data!.enseigne.invitations[0]).toMatchObject({
      id: invitation.id,
      status: 'PENDING',
    });

    // Public: no token, or a stale one, is fine.
    const verified = await stack.gql(VERIFY, { token }, 'not-a-token');
    expect(verified.errors).toBeUndefined();
    expect(verified.data).toMatchObject({
      verifyInvitation: { email: 'lea.martin@exemple.fr', enseigneName: 'Enseigne Démo' },
    });

    const short = await stack.gql(ACCEPT, {
      token,
      input: { firstName: 'Léa', lastName: 'Martin', password: '123' },
    });
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(short.errors?.[0]?.extensions?.fieldErrors).toEqual({
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });

    const accepted = await stack.gql<{
      acceptInvitation: {
        token: string;
        user: {
          email: string;
          role: string;
          restaurants: Restaurant[];
          enseigne: { name: string };
        };
      };
    }>(ACCEPT, { token, input: { firstName: 'Léa', lastName: 'Martin', password: 'secret1' } });
    expect(accepted.errors).toBeUndefined();
    const { user, token: session } = accepted.data!.acceptInvitation;
    expect(user).toMatchObject({
      email: 'lea.martin@exemple.fr',
      role: 'MANAGER',
      enseigne: { name: 'Enseigne Démo' },
    });
    expect(user.restaurants.map((r) => r.name).sort()).toEqual([
      'Laboratoire Central',
      'Le Comptoir Lyonnais',
    ]);
    const picker = await stack.gql<{ restaurants: Restaurant[] }>(
      '{ restaurants { name } }',
      {},
      session,
    );
    expect(picker.data!.restaurants.map((r) => r.name).sort()).toEqual([
      'Laboratoire Central',
      'Le Comptoir Lyonnais',
    ]);

    const reused = await stack.gql(ACCEPT, {
      token,
      input: { firstName: 'X', lastName: 'Y', password: 'secret1' },
    });
    expect(codeOf(reused)).toBe('BAD_USER_INPUT');
    expect(reused.errors?.[0]?.message).toBe('Cette invitation a déjà été utilisée');
    const reverified = await stack.gql(VERIFY, { token });
    expect(codeOf(reverified)).toBe('BAD_USER_INPUT');
  });

  it('verify: an unknown token is NOT_FOUND with the api message', async () => {
    const result = await stack.gql(VERIFY, { token: 'inconnu-inconnu-inconnu' });
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('Invitation introuvable');
  });

  it('refuses an email with an account (CONFLICT on the email field)', async () => {
    const result = await stack.gql(INVITE, { input: { email: MANAGER } }, admin);
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors?.[0]?.message).toBe('Un compte existe déjà avec cet email');
    expect(result.errors?.[0]?.extensions?.fieldErrors).toEqual({
      email: 'Un compte existe déjà avec cet email',
    });
  });

  it('is an ADMIN action; a manager is FORBIDDEN', async () => {
    const result = await stack.gql(
      INVITE,
      { input: { email: 'x@exemple.fr' } },
      await stack.login(MANAGER),
    );
    expect(codeOf(result)).toBe('FORBIDDEN');
  });

  it('deletes a pending invitation, then it is NOT_FOUND', async () => {
    const invited = await stack.gql<{ inviteManager: { id: string } }>(
      INVITE,
      { input: { email: 'supprimee@exemple.fr' } },
      admin,
    );
    const id = invited.data!.inviteManager.id;
    const deleted = await stack.gql(DELETE, { id }, admin);
    expect(deleted.data).toEqual({ deleteInvitation: id });
    expect(codeOf(await stack.gql(DELETE, { id }, admin))).toBe('NOT_FOUND');
  });
});
