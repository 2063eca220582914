import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, SETTINGS_MESSAGES } from '@bo/domain';
import { ADMIN, codeOf, EMPLOYEE, MANAGER, startStack, type Stack } from './helpers.ts';

const PREFERENCE_FIELDS = `
  notifications { email push temperatureAlerts cleaningReminders equipmentAlerts dailyReport weeklyReport monthlyReport }
  appearance { theme language timezone dateFormat temperatureUnit }
  security { twoFactor sessionTimeout loginAlerts apiAccess }
`;
const PREFERENCES = `preferences { ${PREFERENCE_FIELDS} }`;
const UPDATE_PROFILE = `mutation ($input: ProfileInput!) {
  updateProfile(input: $input) { id firstName lastName email phone role }
}`;
const CHANGE_PASSWORD = `mutation ($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next) {
    token
    user { id email restaurants { name } ${PREFERENCES} }
  }
}`;
const UPDATE_PREFERENCES = `mutation ($input: PreferencesInput!) {
  updatePreferences(input: $input) { ${PREFERENCE_FIELDS} }
}`;

type Preferences = typeof DEFAULT_PREFERENCES;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

let accounts = 0;
/** A new chain's ADMIN, whom a test may re-password or rename. */
async function scratch(password = 'ancien-passe') {
  const email = `graphe-reglages${++accounts}@essai.fr`;
  const signup = await stack.gql(
    'mutation ($input: SignupInput!) { signup(input: $input) { userId } }',
    {
      input: {
        enseigneName: `Réglages ${accounts}`,
        firstName: 'Régis',
        lastName: 'Lage',
        email,
        password,
      },
    },
  );
  expect(signup.errors).toBeUndefined();
  return { email, password, token: await stack.login(email, password) };
}

describe('User.preferences', () => {
  it('costs no REST call beyond `me`', async () => {
    const token = await stack.login(EMPLOYEE);
    const plain = await stack.gql('{ me { id firstName } }', {}, token);
    const before = stack.calls.length;
    const withPreferences = await stack.gql<{ me: { preferences: Preferences } }>(
      `{ me { id firstName ${PREFERENCES} } }`,
      {},
      token,
    );
    expect(withPreferences.errors).toBeUndefined();
    expect(withPreferences.data!.me.preferences).toEqual(DEFAULT_PREFERENCES);
    expect(withPreferences.restCalls).toBe(plain.restCalls);
    expect(stack.calls.slice(before).map((c) => c.path)).toEqual(['/api/auth/me']);
  });

  it("is the signed-in user's own: FORBIDDEN for another user of the chain", async () => {
    const token = await stack.login(ADMIN);
    const result = await stack.gql(
      `{ me { enseigne { users { email preferences { appearance { theme } } } } } }`,
      {},
      token,
    );
    expect(codeOf(result)).toBe('FORBIDDEN');
    // His own entry of the list is readable.
    const own = await stack.gql<{ me: { enseigne: { users: { email: string }[] } } }>(
      `{ me { enseigne { users { email } } } }`,
      {},
      token,
    );
    expect(own.data!.me.enseigne.users.map((u) => u.email)).toContain(MANAGER);
  });

  it('is read with the new token for a `login` in the same request', async () => {
    const result = await stack.gql<{ login: { user: { preferences: Preferences } } }>(
      `mutation { login(email: "${MANAGER}", password: "demo1234") { user { ${PREFERENCES} } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.login.user.preferences).toEqual(DEFAULT_PREFERENCES);
  });
});

describe('updatePreferences', () => {
  it('merges the given fields, ignores nulls, and `me` reads them back', async () => {
    const { token } = await scratch();
    const result = await stack.gql<{ updatePreferences: Preferences }>(
      UPDATE_PREFERENCES,
      {
        input: {
          appearance: { theme: 'DARK', dateFormat: null, timezone: 'America/Los_Angeles' },
          security: { sessionTimeout: 15 },
          notifications: null,
        },
      },
      token,
    );
    expect(result.errors).toBeUndefined();
    const expected = {
      ...DEFAULT_PREFERENCES,
      appearance: {
        ...DEFAULT_PREFERENCES.appearance,
        theme: 'DARK',
        timezone: 'America/Los_Angeles',
      },
      security: { ...DEFAULT_PREFERENCES.security, sessionTimeout: 15 },
    };
    expect(result.data!.updatePreferences).toEqual(expected);
    expect(result.restCalls).toBe(1);
    const me = await stack.gql<{ me: { preferences: Preferences } }>(
      `{ me { ${PREFERENCES} } }`,
      {},
      token,
    );
    expect(me.data!.me.preferences).toEqual(expected);
  });

  it.each([
    [{ appearance: { timezone: 'Asia/Tokyo' } }, 'appearance.timezone'],
    [{ security: { sessionTimeout: 45 } }, 'security.sessionTimeout'],
  ])('maps a refused value %j to BAD_USER_INPUT under its path', async (input, field) => {
    const { token } = await scratch();
    const result = await stack.gql(UPDATE_PREFERENCES, { input }, token);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(Object.keys(result.errors![0]!.extensions!.fieldErrors!)).toEqual([field]);
  });

  it('refuses an enum value outside the schema before any REST call', async () => {
    const { token } = await scratch();
    const result = await stack.gql(
      UPDATE_PREFERENCES,
      { input: { appearance: { theme: 'PINK' } } },
      token,
    );
    expect(result.errors).toBeDefined();
    expect(result.restCalls).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const result = await stack.gql(UPDATE_PREFERENCES, { input: {} });
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
  });
});

describe('updateProfile', () => {
  it("edits the caller's profile; an empty phone is none", async () => {
    const { token, email } = await scratch();
    const result = await stack.gql<{ updateProfile: Record<string, unknown> }>(
      UPDATE_PROFILE,
      { input: { firstName: 'Rémi', lastName: 'Glage', email: email.toUpperCase(), phone: '' } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProfile).toMatchObject({
      firstName: 'Rémi',
      lastName: 'Glage',
      email,
      phone: null,
      role: 'ADMIN',
    });
    const me = await stack.gql<{ me: { firstName: string } }>('{ me { firstName } }', {}, token);
    expect(me.data!.me.firstName).toBe('Rémi');
  });

  it('answers its own preferences with the profile', async () => {
    const { token, email } = await scratch();
    const result = await stack.gql<{ updateProfile: { preferences: Preferences } }>(
      `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id ${PREFERENCES} } }`,
      { input: { firstName: 'R', lastName: 'L', email } },
      token,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.updateProfile.preferences).toEqual(DEFAULT_PREFERENCES);
  });

  it('maps a taken email to CONFLICT under email, and bad input to BAD_USER_INPUT', async () => {
    const { token, email } = await scratch();
    const taken = await stack.gql(
      UPDATE_PROFILE,
      { input: { firstName: 'R', lastName: 'L', email: MANAGER } },
      token,
    );
    expect(codeOf(taken)).toBe('CONFLICT');
    expect(taken.errors![0]!.message).toBe(SETTINGS_MESSAGES.emailTaken);
    expect(taken.errors![0]!.extensions!.fieldErrors).toEqual({
      email: SETTINGS_MESSAGES.emailTaken,
    });
    const invalid = await stack.gql(
      UPDATE_PROFILE,
      { input: { firstName: ' ', lastName: 'L', email } },
      token,
    );
    expect(codeOf(invalid)).toBe('BAD_USER_INPUT');
    expect(invalid.errors![0]!.extensions!.fieldErrors).toEqual({
      firstName: 'Le prénom est requis',
    });
  });
});

describe('changePassword', () => {
  it('answers a working token; the rest of the operation uses it; the old one is refused', async () => {
    const account = await stack.login(MANAGER);
    // A token from an earlier second: the api refuses tokens issued before the change.
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    const result = await stack.gql<{
      changePassword: { token: string; user: { email: string; restaurants: { name: string }[] } };
    }>(CHANGE_PASSWORD, { current: 'demo1234', next: 'demo1234-bis' }, account);
    expect(result.errors).toBeUndefined();
    const { token, user } = result.data!.changePassword;
    expect(user.email).toBe(MANAGER);
    // Read after the change, with the new token.
    expect(user.restaurants.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
    ]);
    expect(codeOf(await stack.gql('{ me { id } }', {}, account))).toBe('UNAUTHENTICATED');
    expect((await stack.gql('{ me { id } }', {}, token)).errors).toBeUndefined();
    // Back to the demo password for the other files' sake (each file has its own database,
    // but this one may grow).
    const back = await stack.gql(
      CHANGE_PASSWORD,
      { current: 'demo1234-bis', next: 'demo1234' },
      token,
    );
    expect(back.errors).toBeUndefined();
  });

  it('maps a wrong current password and a short new one to BAD_USER_INPUT under their fields', async () => {
    const { token, password } = await scratch();
    const wrong = await stack.gql(
      CHANGE_PASSWORD,
      { current: 'pas-le-bon', next: 'nouveau-passe' },
      token,
    );
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors![0]!.extensions!.fieldErrors).toEqual({
      currentPassword: SETTINGS_MESSAGES.currentPasswordWrong,
    });
    const short = await stack.gql(CHANGE_PASSWORD, { current: password, next: 'court' }, token);
    expect(codeOf(short)).toBe('BAD_USER_INPUT');
    expect(Object.keys(short.errors![0]!.extensions!.fieldErrors!)).toEqual(['newPassword']);
    // Nothing changed: the token still works.
    expect((await stack.gql('{ me { id } }', {}, token)).errors).toBeUndefined();
  });
});
