import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  codeOf,
  DEMO_PASSWORD,
  EMPLOYEE,
  MANAGER,
  startStack,
  type Stack,
} from './helpers.ts';

interface Permission {
  area: string;
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
}
interface Me {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: string;
  enseigne: { id: string; name: string; createdAt: string };
  restaurants: { id: string; name: string }[];
  permissions: Permission[];
}

const ME = `{
  me {
    id firstName lastName email role createdAt
    enseigne { id name createdAt }
    restaurants { id name }
    permissions { area canCreate canEdit canDelete }
  }
}`;

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token
    user { id firstName lastName role enseigne { name } restaurants { name } }
  }
}`;

const SIGNUP = `mutation ($input: SignupInput!) {
  signup(input: $input) { userId enseigne { id name createdAt } }
}`;

const area = (me: Me, name: string) => me.permissions.find((p) => p.area === name);

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('login', () => {
  it('returns a token and the user, whose nested fields are read with that new token', async () => {
    const result = await stack.gql<{
      login: {
        token: string;
        user: {
          id: string;
          firstName: string;
          role: string;
          enseigne: { name: string };
          restaurants: { name: string }[];
        };
      };
    }>(LOGIN, { email: ADMIN, password: DEMO_PASSWORD });
    expect(result.errors).toBeUndefined();
    const login = result.data!.login;
    expect(login.token).toMatch(/\S{20,}/);
    expect(login.user).toMatchObject({ firstName: 'Alice', role: 'ADMIN' });
    expect(typeof login.user.id).toBe('string');
    expect(login.user.enseigne.name).toBe('Enseigne Démo');
    expect(login.user.restaurants.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Laboratoire Central',
      'Le Bistrot du Port',
      'Le Comptoir Lyonnais',
    ]);
  });

  it('refuses a wrong password with UNAUTHENTICATED and the api French message', async () => {
    const result = await stack.gql(LOGIN, { email: ADMIN, password: 'mauvais-mot-de-passe' });
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.errors![0]!.message).toMatch(/[a-zé]/i);
    expect(result.data).toBeNull();
  });

  it('ignores a stale bearer token sent along with a login', async () => {
    const result = await stack.gql(LOGIN, { email: ADMIN, password: DEMO_PASSWORD }, 'périmé');
    expect(result.errors).toBeUndefined();
  });
});

describe('me', () => {
  it("gives an EMPLOYEE read-only restaurants and the chain's restaurants", async () => {
    const token = await stack.login(EMPLOYEE);
    const result = await stack.gql<{ me: Me }>(ME, {}, token);
    expect(result.errors).toBeUndefined();
    const me = result.data!.me;
    expect(me).toMatchObject({ firstName: 'Emma', lastName: 'Petit', role: 'EMPLOYEE' });
    expect(area(me, 'RESTAURANTS')).toEqual({
      area: 'RESTAURANTS',
      canCreate: false,
      canEdit: false,
      canDelete: false,
    });
    expect(area(me, 'EMPLOYEES')?.canCreate).toBe(false);
    expect(area(me, 'ENSEIGNE')?.canEdit).toBe(false);
    // The one thing an employee writes: hygiene records.
    expect(area(me, 'HYGIENE')?.canCreate).toBe(true);
    expect(me.permissions).toHaveLength(18);
    expect(me.restaurants).toHaveLength(4);
  });

  it('gives a MANAGER the restaurants of his invitation and edit rights on them', async () => {
    const token = await stack.login(MANAGER);
    const result = await stack.gql<{ me: Me }>(ME, {}, token);
    expect(result.errors).toBeUndefined();
    const me = result.data!.me;
    expect(me.role).toBe('MANAGER');
    expect(me.restaurants.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
    ]);
    expect(area(me, 'RESTAURANTS')).toMatchObject({
      canCreate: false,
      canEdit: true,
      canDelete: false,
    });
    expect(area(me, 'EMPLOYEES')).toMatchObject({ canCreate: true, canDelete: false });
    expect(area(me, 'PRODUCTS')).toMatchObject({ canCreate: false, canEdit: false });
  });

  it('gives an ADMIN every right, the chain and its restaurants', async () => {
    const token = await stack.login(ADMIN);
    const result = await stack.gql<{ me: Me }>(ME, {}, token);
    expect(result.errors).toBeUndefined();
    const me = result.data!.me;
    expect(me).toMatchObject({ firstName: 'Alice', lastName: 'Martin', email: ADMIN });
    expect(me.enseigne.name).toBe('Enseigne Démo');
    expect(me.enseigne.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(me.permissions.every((p) => p.canCreate && p.canEdit && p.canDelete)).toBe(true);
    // me, the chain, the restaurant list: one call each.
    expect(result.restCalls).toBe(3);
  });
});

describe('signup', () => {
  it('creates a chain and its first admin, who can then log in', async () => {
    const input = {
      enseigneName: 'Brasseries du Nord',
      firstName: 'Nina',
      lastName: 'Leroy',
      email: 'nina@brasseries.fr',
      password: 'motdepasse8',
    };
    const result = await stack.gql<{
      signup: { userId: string; enseigne: { id: string; name: string } };
    }>(SIGNUP, { input });
    expect(result.errors).toBeUndefined();
    expect(result.data!.signup.enseigne.name).toBe('Brasseries du Nord');
    expect(result.data!.signup.userId).toMatch(/^\d+$/);

    const token = await stack.login(input.email, input.password);
    const me = await stack.gql<{ me: Me }>(ME, {}, token);
    expect(me.data!.me).toMatchObject({ role: 'ADMIN', firstName: 'Nina', restaurants: [] });
    expect(me.data!.me.enseigne).toEqual(result.data!.signup.enseigne);
  });

  it("puts the api's field errors on the graph's input names", async () => {
    const result = await stack.gql(SIGNUP, {
      input: {
        enseigneName: ' ',
        firstName: '',
        lastName: 'X',
        email: 'pas-un-email',
        password: '123',
      },
    });
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      enseigneName: "Le nom de l'enseigne est requis",
      firstName: 'Le prénom est requis',
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 8 caractères',
    });
  });

  it('answers CONFLICT for an email already in use', async () => {
    const result = await stack.gql(SIGNUP, {
      input: {
        enseigneName: 'Doublon',
        firstName: 'Alice',
        lastName: 'Martin',
        email: ADMIN,
        password: 'motdepasse8',
      },
    });
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors![0]!.message).toBe('Un compte existe déjà avec cet email');
    // Named after SignupInput's field, so the form puts it under the email input.
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      email: 'Un compte existe déjà avec cet email',
    });
  });
});
