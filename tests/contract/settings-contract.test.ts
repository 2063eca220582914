// The settings routes (profile, password, preferences), as the bff meets them, match
// api/openapi.json.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../../bff/test/helpers.ts';
import { OpenApiValidator } from './openapi-validator.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const validator = new OpenApiValidator(`${root}/api/openapi.json`);

const PREFERENCES = `preferences {
  notifications { email push temperatureAlerts cleaningReminders equipmentAlerts dailyReport weeklyReport monthlyReport }
  appearance { theme language timezone dateFormat temperatureUnit }
  security { twoFactor sessionTimeout loginAlerts apiAccess }
}`;
const PROFILE = `mutation ($input: ProfileInput!) { updateProfile(input: $input) { id email phone } }`;
const PASSWORD = `mutation ($current: String!, $next: String!) {
  changePassword(currentPassword: $current, newPassword: $next) { token user { id } }
}`;
const UPDATE_PREFERENCES = `mutation ($input: PreferencesInput!) {
  updatePreferences(input: $input) { appearance { theme } }
}`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('settings: REST responses received by the bff match api/openapi.json', () => {
  it('for every route and its refusals', async () => {
    const { gql } = stack;
    const email = 'contrat-reglages@essai.fr';
    await gql('mutation ($input: SignupInput!) { signup(input: $input) { userId } }', {
      input: {
        enseigneName: 'Contrat réglages',
        firstName: 'Régis',
        lastName: 'Lage',
        email,
        password: 'ancien-passe',
      },
    });
    const token = await stack.login(email, 'ancien-passe');

    await gql(`{ me { id ${PREFERENCES} } }`, {}, token);
    const profile = { firstName: 'Régis', lastName: 'Lage', email, phone: '01 02 03 04 05' };
    await gql(PROFILE, { input: profile }, token);
    await gql(PROFILE, { input: { ...profile, firstName: ' ' } }, token);
    await gql(PROFILE, { input: { ...profile, email: 'admin@demo.fr' } }, token);
    await gql(PROFILE, { input: profile });

    await gql(UPDATE_PREFERENCES, { input: { appearance: { theme: 'DARK' } } }, token);
    await gql(UPDATE_PREFERENCES, { input: { security: { sessionTimeout: 45 } } }, token);
    await gql(UPDATE_PREFERENCES, { input: {} });

    await gql(PASSWORD, { current: 'pas-le-bon', next: 'nouveau-passe' }, token);
    await gql(PASSWORD, { current: 'ancien-passe', next: 'nouveau-passe' });
    const changed = await gql<{ changePassword: { token: string } }>(
      PASSWORD,
      { current: 'ancien-passe', next: 'nouveau-passe' },
      token,
    );
    expect(changed.errors).toBeUndefined();

    const failures = stack.calls.flatMap(
      (call) => validator.validate(call.method, call.path, call.status, call.body).errors,
    );
    expect(failures).toEqual([]);

    const seen = new Set(
      stack.calls.map((c) => `${c.method} ${validator.templateOf(c.path)} ${c.status}`),
    );
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        'GET /api/auth/me 200',
        'PUT /api/users/me 200',
        'PUT /api/users/me 400',
        'PUT /api/users/me 401',
        'PUT /api/users/me 409',
        'PUT /api/users/me/preferences 200',
        'PUT /api/users/me/preferences 400',
        'PUT /api/users/me/preferences 401',
        'POST /api/auth/change-password 200',
        'POST /api/auth/change-password 400',
        'POST /api/auth/change-password 401',
      ]),
    );
  });
});
