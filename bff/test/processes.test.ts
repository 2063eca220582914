import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES as M, PROCESS_MESSAGES as P } from '@bo/domain';
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

const PROCESS = `id productName startTemperature endTemperature startTime endTime date durationMinutes
  status notes equipment { id name } employee { id firstName } recordedBy { firstName lastName }
  photo { id url }`;
const OIL = `id action method rate level recordedAt date notes createdAt equipment { id name }
  employee { id firstName } recordedBy { firstName } photo { id }`;
const RECORD_COOLING = `mutation ($input: ProcessRecordInput!) { recordCooling(input: $input) { ${PROCESS} recordedAt } }`;
const RECORD_HEATING = `mutation ($input: ProcessRecordInput!) { recordHeating(input: $input) { ${PROCESS} createdAt } }`;
const RECORD_OIL = `mutation ($input: OilRecordInput!) { recordOil(input: $input) { ${OIL} } }`;
const HISTORY = `query ($from: Date!, $to: Date!) { restaurants { id name
  coolingRecords(from: $from, to: $to) { ${PROCESS} }
  heatingRecords(from: $from, to: $to) { ${PROCESS} }
  oilRecords(from: $from, to: $to) { ${OIL} } } }`;

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

// Days of 2025, far from the seeded logs of the last days.
const cooling = (restaurant: string, fields: Record<string, unknown> = {}) => ({
  restaurantId: named(restaurant).id,
  productName: 'Blanquette',
  startTemperature: 63,
  endTemperature: 3,
  startTime: '2025-05-10T10:00:00.000Z',
  endTime: '2025-05-10T11:30:00.000Z',
  ...fields,
});

describe('recording', () => {
  it('records a cooling as an employee: status, duration and day from the domain rules', async () => {
    const employee = await stack.login(EMPLOYEE);
    const lucas = named('Le Bistrot du Port').employees[0]!;
    const result = await stack.gql<{ recordCooling: Record<string, unknown> }>(
      RECORD_COOLING,
      {
        input: cooling('Le Bistrot du Port', {
          equipmentId: equipmentOf('Le Bistrot du Port', 'Cellule rapide'),
          employeeId: lucas.id,
          startTime: '2025-05-09T22:30:00.000Z',
          endTime: '2025-05-10T00:00:00.000Z',
          notes: 'Bac 1',
        }),
      },
      employee,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.recordCooling).toMatchObject({
      productName: 'Blanquette',
      status: 'EXCELLENT',
      durationMinutes: 90,
      // 22:30 UTC on May 9 is past midnight in Paris (UTC+2).
      date: '2025-05-10',
      equipment: { name: 'Cellule rapide' },
      employee: { id: lucas.id, firstName: lucas.firstName },
      recordedBy: { firstName: 'Emma', lastName: 'Petit' },
      photo: null,
      notes: 'Bac 1',
      recordedAt: expect.any(String),
    });
  });

  it("passes the api's refusals on under the input's field names", async () => {
    const heating = await stack.gql(
      RECORD_HEATING,
      { input: cooling('Le Bistrot du Port', { endTime: '2025-05-10T09:00:00.000Z' }) },
      admin,
    );
    expect(codeOf(heating)).toBe('BAD_USER_INPUT');
    expect(heating.errors![0]!.extensions!.fieldErrors).toEqual({ endTime: M.endBeforeStart });
    const wrongFamily = await stack.gql(
      RECORD_HEATING,
      {
        input: cooling('Le Bistrot du Port', {
          equipmentId: equipmentOf('Le Bistrot du Port', 'Cellule rapide'),
        }),
      },
      admin,
    );
    expect(wrongFamily.errors![0]!.extensions!.fieldErrors).toEqual({
      equipmentId: M.equipmentWrongFamily('Remise en température'),
    });
    const oil = await stack.gql(
      RECORD_OIL,
      {
        input: {
          equipmentId: equipmentOf('Le Bistrot du Port', 'Friteuse double bac'),
          action: 'REUSE',
          method: 'NOTHING',
          rate: 0.4,
        },
      },
      admin,
    );
    expect(oil.errors![0]!.extensions!.fieldErrors).toEqual({ rate: P.rateWithoutTest });
    const notAnId = await stack.gql(
      RECORD_OIL,
      { input: { equipmentId: 'x', action: 'REUSE', method: 'TESTING' } },
      admin,
    );
    expect(notAnId.errors![0]!.extensions!.fieldErrors).toEqual({
      equipmentId: M.equipmentNotFound,
    });
    const manager = await stack.login(MANAGER);
    const notHis = await stack.gql(
      RECORD_COOLING,
      { input: cooling('Le Comptoir Lyonnais') },
      manager,
    );
    // A restaurant in a body the user cannot see is input: BAD_USER_INPUT under restaurantId.
    expect(codeOf(notHis)).toBe('BAD_USER_INPUT');
    expect(notHis.errors![0]!.extensions!.fieldErrors).toEqual({
      restaurantId: 'Restaurant introuvable',
    });
  });

  it('records an oil check with its level', async () => {
    const result = await stack.gql<{ recordOil: Record<string, unknown> }>(
      RECORD_OIL,
      {
        input: {
          equipmentId: equipmentOf('Le Bistrot du Port', 'Friteuse double bac'),
          action: 'FILTER_AND_REUSE',
          method: 'STRIP',
          rate: 0.45,
          recordedAt: '2025-05-10T13:00:00.000Z',
        },
      },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.recordOil).toMatchObject({
      action: 'FILTER_AND_REUSE',
      method: 'STRIP',
      rate: 0.45,
      level: 'ATTENTION',
      date: '2025-05-10',
      equipment: { name: 'Friteuse double bac' },
      employee: null,
      recordedBy: { firstName: 'Alice' },
    });
  });
});

describe('the REST calls of the history', () => {
  const period = { from: '2025-06-01', to: '2025-06-07' };
  type History = {
    restaurants: {
      coolingRecords: { status: string; employee: { firstName: string } | null }[];
      heatingRecords: unknown[];
      oilRecords: { level: string; equipment: { name: string } }[];
    }[];
  };

  const addLogs = async (restaurant: string, n: number) => {
    const staff = named(restaurant).employees;
    for (let i = 0; i < n; i++) {
      const day = `2025-06-0${1 + (i % 7)}`;
      const cooled = await stack.gql(
        RECORD_COOLING,
        {
          input: cooling(restaurant, {
            startTime: `${day}T10:00:00.000Z`,
            endTime: `${day}T11:00:00.000Z`,
            equipmentId: equipmentOf(restaurant, 'Cellule rapide'),
            employeeId: staff[i % staff.length]!.id,
          }),
        },
        admin,
      );
      expect(cooled.errors).toBeUndefined();
      const heated = await stack.gql(
        RECORD_HEATING,
        {
          input: cooling(restaurant, {
            startTemperature: 4,
            endTemperature: 70,
            startTime: `${day}T12:00:00.000Z`,
            endTime: `${day}T12:40:00.000Z`,
            equipmentId: equipmentOf(restaurant, 'Four mixte'),
            employeeId: staff[(i + 1) % staff.length]!.id,
          }),
        },
        admin,
      );
      expect(heated.errors).toBeUndefined();
      const oiled = await stack.gql(
        RECORD_OIL,
        {
          input: {
            equipmentId: equipmentOf(restaurant, 'Friteuse double bac'),
            action: 'REUSE',
            method: 'TESTING',
            rate: [0.1, 0.5, 0.9][i % 3],
            recordedAt: `${day}T14:00:00.000Z`,
            employeeId: staff[i % staff.length]!.id,
          },
        },
        admin,
      );
      expect(oiled.errors).toBeUndefined();
    }
  };

  it("every restaurant's coolings, reheatings and oil checks, with equipment and employees, in a constant number of calls", async () => {
    await addLogs('Le Bistrot du Port', 1);
    const small = await stack.gql<History>(HISTORY, period, admin);
    expect(small.errors).toBeUndefined();

    await addLogs('Le Bistrot du Port', 3);
    await addLogs('La Table des Halles', 3);
    const before = stack.calls.length;
    const large = await stack.gql<History>(HISTORY, period, admin);
    expect(large.errors).toBeUndefined();
    const lists = large.data!.restaurants;
    expect(lists.flatMap((r) => r.coolingRecords)).toHaveLength(7);
    expect(lists.flatMap((r) => r.heatingRecords)).toHaveLength(7);
    expect(lists.flatMap((r) => r.oilRecords).map((o) => o.level)).toEqual(
      expect.arrayContaining(['EXCELLENT', 'ATTENTION', 'CRITICAL']),
    );
    expect(lists.flatMap((r) => r.coolingRecords).every((c) => c.employee !== null)).toBe(true);

    // Restaurants, then one batched read per log, then the equipment and the staff they name.
    expect(large.restCalls).toBe(small.restCalls);
    expect(large.restCalls).toBe(6);
    expect(
      stack.calls
        .slice(before)
        .map((c) => c.path.split('?')[0])
        .sort(),
    ).toEqual([
      '/api/cooling-records',
      '/api/employees',
      '/api/equipments',
      '/api/heating-records',
      '/api/oil-records',
      '/api/restaurants',
    ]);
  });

  it('answers a bad period with BAD_USER_INPUT', async () => {
    const result = await stack.gql(HISTORY, { from: '2025-06-07', to: '2025-06-01' }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    const notADay = await stack.gql(HISTORY, { from: '2025-02-30', to: '2025-03-01' }, admin);
    expect(codeOf(notADay)).toBe('BAD_USER_INPUT');
  });
});
