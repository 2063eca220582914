import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANNING_MESSAGES } from '@bo/domain';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  seededRestaurants,
  startStack,
  type GraphResult,
  type Stack,
} from './helpers.ts';

// The clock-in kiosk in the graph (issue 14 item 5): devices authorised and revoked by a manager,
// and the tablet's own token forwarded as is, good for the kiosk's fields only.

let stack: Stack;
let admin: string, manager: string, employee: string, other: string;
let bistrot: string;
const PIN = '975310';

const data = <T>(result: GraphResult<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};

const DEVICE = 'id label createdAt lastUsedAt revokedAt restaurant { id name }';
const EMPLOYEE_FIELDS = 'firstName lastNameInitial presence since plannedStart plannedEnd actions';

async function authorise(label: string, token = manager) {
  return stack.gql<{
    createKioskDevice: { token: string; device: { id: string; label: string } };
  }>(
    `mutation ($restaurantId: ID!, $label: String!) {
      createKioskDevice(restaurantId: $restaurantId, label: $label) { token device { ${DEVICE} } }
    }`,
    { restaurantId: bistrot, label },
    token,
  );
}

const identify = (pin: string, token: string) =>
  stack.gql<{ kioskIdentify: Record<string, unknown> }>(
    `mutation ($pin: String!) { kioskIdentify(pin: $pin) { ${EMPLOYEE_FIELDS} } }`,
    { pin },
    token,
  );
const clock = (pin: string, action: string, token: string) =>
  stack.gql<{
    kioskClock: { action: string; at: string; message: string; employee: { presence: string } };
  }>(
    `mutation ($pin: String!, $action: KioskAction!) {
      kioskClock(pin: $pin, action: $action) { action at message employee { ${EMPLOYEE_FIELDS} } }
    }`,
    { pin, action },
    token,
  );

beforeAll(async () => {
  stack = await startStack();
  [admin, manager, employee, other] = await Promise.all([
    stack.login(ADMIN),
    stack.login(MANAGER),
    stack.login(EMPLOYEE),
    stack.login(OTHER_ADMIN),
  ]);
  const { named } = await seededRestaurants(stack, admin);
  bistrot = named('Le Bistrot du Port').id;
  data(
    await stack.gql(
      'mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }',
      { input: { restaurantId: bistrot, firstName: 'Zoé', lastName: 'kiosque', pin: PIN } },
      admin,
    ),
  );
}, 120_000);

afterAll(() => stack?.close());

describe('kiosk devices', () => {
  it('lets a manager authorise, list and revoke a tablet; the token is shown once', async () => {
    const { createKioskDevice } = data(await authorise('Tablette du bar'));
    expect(createKioskDevice.token).toMatch(/^kd_/);
    expect(createKioskDevice.device).toMatchObject({
      label: 'Tablette du bar',
      revokedAt: null,
      restaurant: { id: bistrot, name: 'Le Bistrot du Port' },
    });
    const listed = data(
      await stack.gql<{ restaurant: { kioskDevices: { id: string; label: string }[] } }>(
        `query ($id: ID!) { restaurant(id: $id) { kioskDevices { ${DEVICE} } } }`,
        { id: bistrot },
        manager,
      ),
    );
    expect(listed.restaurant.kioskDevices[0]).toMatchObject({
      id: createKioskDevice.device.id,
      label: 'Tablette du bar',
    });

    const kiosk = await stack.gql<{ kiosk: Record<string, unknown> }>(
      '{ kiosk { deviceId label restaurantName timeZone } }',
      {},
      createKioskDevice.token,
    );
    expect(data(kiosk).kiosk).toMatchObject({
      deviceId: createKioskDevice.device.id,
      label: 'Tablette du bar',
      restaurantName: 'Le Bistrot du Port',
    });

    const revoked = data(
      await stack.gql<{ revokeKioskDevice: { revokedAt: string | null } }>(
        'mutation ($id: ID!) { revokeKioskDevice(id: $id) { revokedAt } }',
        { id: createKioskDevice.device.id },
        admin,
      ),
    );
    expect(revoked.revokeKioskDevice.revokedAt).not.toBeNull();
    const after = await stack.gql('{ kiosk { label } }', {}, createKioskDevice.token);
    expect(codeOf(after)).toBe('UNAUTHENTICATED');
  });

  it('reads the devices of every restaurant in one REST call', async () => {
    data(await authorise('Tablette du lot'));
    const before = stack.calls.length;
    const { restaurants } = data(
      await stack.gql<{ restaurants: { id: string; kioskDevices: { label: string }[] }[] }>(
        '{ restaurants { id kioskDevices { label } } }',
        {},
        admin,
      ),
    );
    expect(restaurants.length).toBeGreaterThan(2);
    expect(restaurants.find((r) => r.id === bistrot)!.kioskDevices.map((d) => d.label)).toContain(
      'Tablette du lot',
    );
    const reads = stack.calls
      .slice(before)
      .filter((call) => call.path.startsWith('/api/kiosk-devices'));
    expect(reads).toHaveLength(1);
  });

  it('refuses an employee, another chain and an unknown device', async () => {
    expect(codeOf(await authorise('Non', employee))).toBe('FORBIDDEN');
    expect(codeOf(await authorise('Non', other))).toBe('BAD_USER_INPUT');
    const list = await stack.gql(
      `query ($id: ID!) { restaurant(id: $id) { kioskDevices { id } } }`,
      { id: bistrot },
      employee,
    );
    expect(codeOf(list)).toBe('FORBIDDEN');
    const unknown = await stack.gql(
      'mutation { revokeKioskDevice(id: "999999") { id } }',
      {},
      admin,
    );
    expect(codeOf(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors?.[0]?.message).toBe('Badgeuse introuvable');
  });
});

describe('the tablet', () => {
  it('identifies by PIN and clocks in and out, refusals in French', async () => {
    const { token } = data(await authorise('Tablette de la salle')).createKioskDevice;
    const who = data(await identify(PIN, token)).kioskIdentify;
    expect(who).toMatchObject({
      firstName: 'Zoé',
      lastNameInitial: 'K',
      presence: 'OFF',
      actions: ['CLOCK_IN'],
    });

    const wrong = await identify('000000', token);
    expect(codeOf(wrong)).toBe('BAD_USER_INPUT');
    expect(wrong.errors?.[0]?.message).toBe(PLANNING_MESSAGES.wrongPin);

    const arrival = data(await clock(PIN, 'CLOCK_IN', token)).kioskClock;
    expect(arrival.action).toBe('CLOCK_IN');
    expect(arrival.message).toMatch(/^Arrivée enregistrée à \d\d:\d\d\. Bonne journée, Zoé !$/);
    expect(arrival.employee.presence).toBe('WORKING');

    const twice = await clock(PIN, 'CLOCK_IN', token);
    expect(codeOf(twice)).toBe('CONFLICT');
    expect(twice.errors?.[0]?.message).toBe(PLANNING_MESSAGES.alreadyClockedIn);

    const out = data(await clock(PIN, 'CLOCK_OUT', token)).kioskClock;
    expect(out.employee.presence).toBe('OFF');
  });

  it('keeps the device token to the kiosk and the kiosk to the device token', async () => {
    const { token } = data(await authorise('Tablette de la cuisine')).createKioskDevice;
    expect(codeOf(await stack.gql('{ me { id } }', {}, token))).toBe('UNAUTHENTICATED');
    expect(
      codeOf(
        await stack.gql(
          `query ($id: ID!) { restaurant(id: $id) { name } }`,
          { id: bistrot },
          token,
        ),
      ),
    ).toBe('UNAUTHENTICATED');
    expect(codeOf(await stack.gql('{ kiosk { label } }', {}, admin))).toBe('UNAUTHENTICATED');
    expect(codeOf(await identify(PIN, manager))).toBe('UNAUTHENTICATED');
  });
});
