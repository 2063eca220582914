import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES as M } from '@bo/domain';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  seededRestaurants,
  startStack,
  type SeededRestaurant,
  type Stack,
} from './helpers.ts';

const READING = `id temperature recordedAt status notes
  equipment { id name equipmentType { name temperatureMin temperatureMax temperatureUnit } }
  employee { id firstName } recordedBy { id firstName lastName } photo { id url }`;
const RECORD = `mutation ($input: TemperatureReadingInput!) { recordTemperature(input: $input) { ${READING} } }`;

let stack: Stack;
let admin: string;
let named: (name: string) => SeededRestaurant;
let equipmentOf: (restaurant: string, name: string) => string;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  ({ named, equipmentOf } = await seededRestaurants(stack, admin));
});
afterAll(() => stack?.close());

type Reading = {
  id: string;
  temperature: number;
  recordedAt: string;
  status: string;
  equipment: { id: string; name: string };
  employee: { id: string; firstName: string } | null;
  recordedBy: { firstName: string } | null;
};

async function record(input: Record<string, unknown>, token = admin): Promise<Reading> {
  const result = await stack.gql<{ recordTemperature: Reading }>(RECORD, { input }, token);
  expect(result.errors).toBeUndefined();
  return result.data!.recordTemperature;
}

describe('recordTemperature', () => {
  it("records as an employee in the equipment's restaurant; the status is the domain's", async () => {
    const employee = await stack.login(EMPLOYEE);
    const lucas = named('Le Bistrot du Port').employees[0]!;
    const frigo = equipmentOf('Le Bistrot du Port', 'Frigo de préparation');
    const reading = await record(
      {
        equipmentId: frigo,
        temperature: 5.5,
        recordedAt: '2025-05-10T08:00:00.000Z',
        employeeId: lucas.id,
        notes: 'Porte ouverte',
      },
      employee,
    );
    expect(reading).toMatchObject({
      temperature: 5.5,
      status: 'WARNING',
      recordedAt: '2025-05-10T08:00:00.000Z',
      equipment: {
        id: frigo,
        name: 'Frigo de préparation',
        equipmentType: { name: 'Réfrigérateur positif', temperatureMin: 0, temperatureMax: 4 },
      },
      employee: { id: lucas.id, firstName: lucas.firstName },
      recordedBy: { firstName: 'Emma', lastName: 'Petit' },
      photo: null,
      notes: 'Porte ouverte',
    });
  });

  it('refuses bad input under the input field names', async () => {
    const frigo = equipmentOf('Le Bistrot du Port', 'Frigo de préparation');
    const hot = await stack.gql(RECORD, { input: { equipmentId: frigo, temperature: 400 } }, admin);
    expect(codeOf(hot)).toBe('BAD_USER_INPUT');
    expect(hot.errors![0]!.extensions!.fieldErrors).toEqual({
      temperature: M.temperatureImplausible,
    });
    const manager = await stack.login(MANAGER);
    const comptoir = equipmentOf('Le Comptoir Lyonnais', 'Frigo de préparation');
    const notHis = await stack.gql(
      RECORD,
      { input: { equipmentId: comptoir, temperature: 3 } },
      manager,
    );
    expect(notHis.errors![0]!.extensions!.fieldErrors).toEqual({
      equipmentId: M.equipmentNotFound,
    });
    const badId = await stack.gql(RECORD, { input: { equipmentId: 'x', temperature: 3 } }, admin);
    expect(codeOf(badId)).toBe('BAD_USER_INPUT');
  });

  it("refuses a reading beyond what the equipment can show with the api's words (issue 10 item 7)", async () => {
    const frigo = equipmentOf('Le Bistrot du Port', 'Frigo de préparation');
    const typo = await stack.gql(RECORD, { input: { equipmentId: frigo, temperature: 45 } }, admin);
    expect(codeOf(typo)).toBe('BAD_USER_INPUT');
    expect(typo.errors![0]!.extensions!.fieldErrors).toEqual({
      temperature: 'Température invraisemblable pour un équipement réfrigéré : entre -25 et 35 °C',
    });
  });
});

describe('Restaurant.timeZone and temperatureReadings', () => {
  it("gives the restaurant's zone and its readings of whole days there, newest first", async () => {
    expect(named('Le Bistrot du Port').timeZone).toBe('Europe/Paris');
    const congel = equipmentOf('Le Bistrot du Port', 'Congélateur coffre');
    // 23:30 UTC on 20 May is 21 May in Paris.
    const late = await record({
      equipmentId: congel,
      temperature: -20,
      recordedAt: '2025-05-20T23:30:00.000Z',
    });
    const early = await record({
      equipmentId: congel,
      temperature: -15,
      recordedAt: '2025-05-21T06:00:00.000Z',
    });
    const result = await stack.gql<{
      restaurant: { temperatureReadings: Reading[] };
    }>(
      `query ($id: ID!) { restaurant(id: $id) { temperatureReadings(from: "2025-05-21", to: "2025-05-21") { ${READING} } } }`,
      { id: named('Le Bistrot du Port').id },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.restaurant.temperatureReadings.map((r) => [r.id, r.status])).toEqual([
      [early.id, 'CRITICAL'],
      [late.id, 'GOOD'],
    ]);
  });

  it('answers a bad period with BAD_USER_INPUT', async () => {
    const result = await stack.gql(
      `query ($id: ID!) { restaurant(id: $id) { temperatureReadings(from: "2025-05-22", to: "2025-05-21") { id } } }`,
      { id: named('Le Bistrot du Port').id },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
  });
});

describe('the REST calls of nested readings', () => {
  const NESTED = `query ($from: Date!, $to: Date!) { restaurants { id name temperatureReadings(from: $from, to: $to) { id }
    zones { id name equipments { id name readings(from: $from, to: $to) { ${READING} } } } } }`;
  type Nested = {
    restaurants: {
      temperatureReadings: { id: string }[];
      zones: { equipments: { name: string; readings: Reading[] }[] }[];
    }[];
  };
  const period = { from: '2025-06-01', to: '2025-06-07' };

  const addReadings = async (restaurant: string, perEquipment: number) => {
    const staff = named(restaurant).employees;
    for (const equipment of named(restaurant).equipments) {
      for (let i = 0; i < perEquipment; i++) {
        await record({
          equipmentId: equipment.id,
          temperature: 2 + i,
          recordedAt: `2025-06-0${1 + (i % 7)}T0${i % 10}:15:00.000Z`,
          employeeId: staff[i % staff.length]!.id,
        });
      }
    }
  };

  it('restaurants → zones → equipment → 7 days of readings cost a constant number of calls', async () => {
    await addReadings('Le Bistrot du Port', 1);
    const small = await stack.gql<Nested>(NESTED, period, admin);
    expect(small.errors).toBeUndefined();

    await addReadings('Le Bistrot du Port', 3);
    await addReadings('La Table des Halles', 4);
    const before = stack.calls.length;
    const large = await stack.gql<Nested>(NESTED, period, admin);
    expect(large.errors).toBeUndefined();
    const equipments = large.data!.restaurants.flatMap((r) => r.zones.flatMap((z) => z.equipments));
    const readings = equipments.flatMap((e) => e.readings);
    const perRestaurant = large.data!.restaurants.flatMap((r) => r.temperatureReadings);
    expect(readings.length).toBeGreaterThan(20);
    expect(perRestaurant).toHaveLength(readings.length);
    expect(readings.every((r) => r.employee !== null && r.equipment.name !== '')).toBe(true);
    // An equipment's readings are in chronological order.
    for (const e of equipments) {
      const times = e.readings.map((r) => r.recordedAt);
      expect(times).toEqual([...times].sort());
    }

    // Restaurants, their zones, the zones' equipment (which primes the readings' equipment),
    // one read of readings per list kind, and the staff the readings name.
    expect(large.restCalls).toBe(small.restCalls);
    expect(large.restCalls).toBe(6);
    expect(
      stack.calls
        .slice(before)
        .map((c) => c.path.split('?')[0])
        .sort(),
    ).toEqual([
      '/api/employees',
      '/api/equipments',
      '/api/restaurants',
      '/api/temperature-readings',
      '/api/temperature-readings',
      '/api/zones',
    ]);
  });
});
