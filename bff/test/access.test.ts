import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MESSAGES } from '@bo/domain';
import {
  ADMIN,
  codeOf,
  MANAGER,
  OTHER_ADMIN,
  seededRestaurants,
  startStack,
  type Stack,
} from './helpers.ts';

// Issue 9, item 11 through the graph: a manager's restaurants, deactivation, employee invitations.

const USERS = `query ($id: ID!) {
  enseigne(id: $id) {
    users { id email role active deactivatedAt restaurants { name } homeRestaurant { name } employee { firstName } }
    invitations { id email role restaurants { name } employee { firstName } }
  }
}`;
const INVITE_EMPLOYEE = `mutation ($input: InviteEmployeeInput!) {
  inviteEmployee(input: $input) { id role acceptUrl restaurants { name } employee { id firstName } }
}`;
const VERIFY = `query ($token: String!) { verifyInvitation(token: $token) { email role } }`;
const ACCEPT = `mutation ($token: String!, $input: AcceptInvitationInput!) {
  acceptInvitation(token: $token, input: $input) {
    token
    user { id role active homeRestaurant { name } employee { firstName } }
  }
}`;
const SET_RESTAURANTS = `mutation ($userId: ID!, $restaurantIds: [ID!]!) {
  setUserRestaurants(userId: $userId, restaurantIds: $restaurantIds) { id restaurants { name } }
}`;
const DEACTIVATE = `mutation ($id: ID!) { deactivateUser(id: $id) { id active deactivatedAt } }`;
const REACTIVATE = `mutation ($id: ID!) { reactivateUser(id: $id) { id active deactivatedAt } }`;
const LOGIN = `mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }`;

interface ChainUser {
  id: string;
  email: string;
  role: string;
  active: boolean;
  deactivatedAt: string | null;
  restaurants: { name: string }[];
  homeRestaurant: { name: string } | null;
  employee: { firstName: string } | null;
}

let stack: Stack;
let admin: string;
let enseigneId: string;
let seeded: Awaited<ReturnType<typeof seededRestaurants>>;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  const me = await stack.gql<{ me: { enseigne: { id: string } } }>(
    '{ me { enseigne { id } } }',
    {},
    admin,
  );
  enseigneId = me.data!.me.enseigne.id;
  seeded = await seededRestaurants(stack, admin);
});
afterAll(() => stack?.close());

const chainUsers = async () =>
  (await stack.gql<{ enseigne: { users: ChainUser[] } }>(USERS, { id: enseigneId }, admin)).data!
    .enseigne.users;
const userNamed = async (email: string) => (await chainUsers()).find((u) => u.email === email)!;

describe('inviteEmployee', () => {
  it('invites an employee to a restaurant, linked to his staff record; he signs in as EMPLOYEE', async () => {
    const halles = seeded.named('La Table des Halles');
    const staff = halles.employees[0]!;
    const invited = await stack.gql<{
      inviteEmployee: {
        role: string;
        acceptUrl: string;
        restaurants: { name: string }[];
        employee: { id: string; firstName: string };
      };
    }>(
      INVITE_EMPLOYEE,
      { input: { email: 'serveur@exemple.fr', restaurantId: halles.id, employeeId: staff.id } },
      admin,
    );
    expect(invited.errors).toBeUndefined();
    expect(invited.data!.inviteEmployee).toMatchObject({
      role: 'EMPLOYEE',
      restaurants: [{ name: 'La Table des Halles' }],
      employee: { id: staff.id, firstName: staff.firstName },
    });
    const token = new URL(invited.data!.inviteEmployee.acceptUrl).searchParams.get('token')!;
    const verified = await stack.gql(VERIFY, { token });
    expect(verified.data).toEqual({
      verifyInvitation: { email: 'serveur@exemple.fr', role: 'EMPLOYEE' },
    });
    const accepted = await stack.gql<{ acceptInvitation: { user: Record<string, unknown> } }>(
      ACCEPT,
      { token, input: { firstName: 'Hugo', lastName: 'Serveur', password: 'secret1' } },
    );
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptInvitation.user).toMatchObject({
      role: 'EMPLOYEE',
      active: true,
      homeRestaurant: { name: 'La Table des Halles' },
      employee: { firstName: staff.firstName },
    });
    expect(await userNamed('serveur@exemple.fr')).toMatchObject({
      role: 'EMPLOYEE',
      homeRestaurant: { name: 'La Table des Halles' },
    });
  });

  it("refuses a malformed id without a REST call, another chain's restaurant in French", async () => {
    const before = stack.calls.length;
    const malformed = await stack.gql(
      INVITE_EMPLOYEE,
      { input: { email: 'x1@exemple.fr', restaurantId: 'abc' } },
      admin,
    );
    expect(codeOf(malformed)).toBe('BAD_USER_INPUT');
    expect(stack.calls.length).toBe(before);
    const other = await stack.login(OTHER_ADMIN);
    const autrui = (await seededRestaurants(stack, other)).list[0]!;
    const foreign = await stack.gql(
      INVITE_EMPLOYEE,
      { input: { email: 'x2@exemple.fr', restaurantId: autrui.id } },
      admin,
    );
    expect(codeOf(foreign)).toBe('BAD_USER_INPUT');
    expect(foreign.errors?.[0]?.extensions?.fieldErrors).toEqual({
      restaurantIds: 'Restaurant introuvable',
    });
  });
});

describe('setUserRestaurants, deactivateUser, reactivateUser', () => {
  it("changes a manager's restaurants; the manager's own picker follows at once", async () => {
    const manager = await userNamed(MANAGER);
    const session = await stack.login(MANAGER);
    const comptoir = seeded.named('Le Comptoir Lyonnais');
    const set = await stack.gql<{ setUserRestaurants: { restaurants: { name: string }[] } }>(
      SET_RESTAURANTS,
      { userId: manager.id, restaurantIds: [comptoir.id] },
      admin,
    );
    expect(set.errors).toBeUndefined();
    expect(set.data!.setUserRestaurants.restaurants).toEqual([{ name: 'Le Comptoir Lyonnais' }]);
    const picker = await stack.gql<{ restaurants: { name: string }[] }>(
      '{ restaurants { name } }',
      {},
      session,
    );
    expect(picker.data!.restaurants).toEqual([{ name: 'Le Comptoir Lyonnais' }]);
    // Back as seeded, for whoever reads the demo manager next.
    const back = await stack.gql(
      SET_RESTAURANTS,
      {
        userId: manager.id,
        restaurantIds: [
          seeded.named('Le Bistrot du Port').id,
          seeded.named('La Table des Halles').id,
        ],
      },
      admin,
    );
    expect(back.errors).toBeUndefined();
    expect(
      codeOf(await stack.gql(SET_RESTAURANTS, { userId: manager.id, restaurantIds: [] }, session)),
    ).toBe('FORBIDDEN');
  });

  it('deactivation ends the session at once and refuses the login; reactivation lets him back', async () => {
    const invited = await stack.gql<{ inviteManager: { acceptUrl: string } }>(
      `mutation ($input: InviteManagerInput!) { inviteManager(input: $input) { acceptUrl } }`,
      { input: { email: 'passager@exemple.fr' } },
      admin,
    );
    const token = new URL(invited.data!.inviteManager.acceptUrl).searchParams.get('token')!;
    const accepted = await stack.gql<{ acceptInvitation: { token: string; user: { id: string } } }>(
      ACCEPT,
      { token, input: { firstName: 'Paul', lastName: 'Passager', password: 'secret1' } },
    );
    const { token: session, user } = accepted.data!.acceptInvitation;
    expect((await stack.gql('{ me { id } }', {}, session)).errors).toBeUndefined();

    const off = await stack.gql<{ deactivateUser: { active: boolean; deactivatedAt: string } }>(
      DEACTIVATE,
      { id: user.id },
      admin,
    );
    expect(off.errors).toBeUndefined();
    expect(off.data!.deactivateUser.active).toBe(false);
    expect(codeOf(await stack.gql('{ me { id } }', {}, session))).toBe('UNAUTHENTICATED');
    const login = await stack.gql(LOGIN, { email: 'passager@exemple.fr', password: 'secret1' });
    expect(codeOf(login)).toBe('FORBIDDEN');
    expect(login.errors?.[0]?.message).toBe(ACCESS_MESSAGES.accountDeactivated);
    expect(await userNamed('passager@exemple.fr')).toMatchObject({ active: false });

    const on = await stack.gql<{ reactivateUser: { active: boolean } }>(
      REACTIVATE,
      { id: user.id },
      admin,
    );
    expect(on.data!.reactivateUser).toMatchObject({ active: true, deactivatedAt: null });
    expect(
      (await stack.gql(LOGIN, { email: 'passager@exemple.fr', password: 'secret1' })).errors,
    ).toBeUndefined();
  });

  it('refuses deactivating oneself (CONFLICT), another chain (NOT_FOUND), a bad id without a call', async () => {
    const self = await userNamed(ADMIN);
    const own = await stack.gql(DEACTIVATE, { id: self.id }, admin);
    expect(codeOf(own)).toBe('CONFLICT');
    expect(own.errors?.[0]?.message).toBe(ACCESS_MESSAGES.notYourself);
    const other = await stack.login(OTHER_ADMIN);
    const otherMe = await stack.gql<{ me: { id: string } }>('{ me { id } }', {}, other);
    const foreign = await stack.gql(DEACTIVATE, { id: otherMe.data!.me.id }, admin);
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    expect(foreign.errors?.[0]?.message).toBe('Utilisateur introuvable');
    const before = stack.calls.length;
    expect(codeOf(await stack.gql(REACTIVATE, { id: '1e3' }, admin))).toBe('NOT_FOUND');
    expect(stack.calls.length).toBe(before);
  });
});
