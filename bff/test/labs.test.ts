import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, nextDeliveryDate, todayIn } from '@bo/domain';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  startStack,
  type Stack,
} from './helpers.ts';

interface Lab {
  id: string;
  name: string;
  isLab: boolean;
  minOrderAmount: number | null;
  deliveryDelayDays: number | null;
  deliveryDays: string[];
  nextDeliveryDate: string | null;
  servedRestaurants: { id: string; name: string }[];
}

const LABS = `{ laboratories { id name isLab minOrderAmount deliveryDelayDays deliveryDays
  nextDeliveryDate servedRestaurants { id name } } }`;
const SET = `mutation ($lab: ID!, $ids: [ID!]!) {
  setServedRestaurants(laboratoryId: $lab, restaurantIds: $ids) { id name servedRestaurants { id name } }
}`;

let stack: Stack;
let admin: string;
let ids: Record<string, string>;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  const all = await stack.gql<{ restaurants: { id: string; name: string }[] }>(
    '{ restaurants { id name } }',
    {},
    admin,
  );
  ids = Object.fromEntries(all.data!.restaurants.map((r) => [r.name, r.id]));
});
afterAll(() => stack?.close());

const names = (list: { name: string }[]) => list.map((r) => r.name);

describe('laboratories', () => {
  it('lists the chain’s laboratories, their served restaurants and next delivery date', async () => {
    const next = () =>
      nextDeliveryDate(todayIn(BUSINESS_TIME_ZONE), 2, ['MONDAY', 'WEDNESDAY', 'FRIDAY']);
    // Reckoned before and after the read: the two differ only if midnight passed in Paris.
    const before = next();
    const result = await stack.gql<{ laboratories: Lab[] }>(LABS, {}, admin);
    const after = next();
    expect(result.errors).toBeUndefined();
    const [lab] = result.data!.laboratories;
    expect(result.data!.laboratories).toHaveLength(1);
    expect(lab).toMatchObject({
      name: 'Laboratoire Central',
      isLab: true,
      minOrderAmount: 150,
      deliveryDelayDays: 2,
      deliveryDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    });
    expect(names(lab!.servedRestaurants)).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
      'Le Comptoir Lyonnais',
    ]);
    expect([before, after]).toContain(lab!.nextDeliveryDate);
    expect(lab!.nextDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // GET /api/labs (served ids included), then ONE batched read of the served restaurants.
    expect(result.restCalls).toBe(2);
  });

  it('shows a manager only his restaurants among those served', async () => {
    const manager = await stack.login(MANAGER);
    const result = await stack.gql<{ laboratories: Lab[] }>(LABS, {}, manager);
    expect(names(result.data!.laboratories[0]!.servedRestaurants)).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
    ]);
  });

  it('shows another chain none of them', async () => {
    const other = await stack.login(OTHER_ADMIN);
    const result = await stack.gql<{ laboratories: Lab[] }>(LABS, {}, other);
    expect(result.data!.laboratories).toEqual([]);
  });

  it('servedRestaurants of every restaurant in a list costs a bounded number of calls', async () => {
    // Make a second laboratory so the list holds two of them.
    await stack.gql(
      `mutation ($input: RestaurantInput!) { createRestaurant(input: $input) { id } }`,
      {
        input: {
          name: 'Atelier Nord',
          address: '1 rue du Nord',
          isLab: true,
          mondayDelivery: true,
        },
      },
      admin,
    );
    const result = await stack.gql<{
      restaurants: {
        name: string;
        isLab: boolean;
        servedRestaurants: { name: string }[];
        nextDeliveryDate: string | null;
      }[];
    }>('{ restaurants { name isLab nextDeliveryDate servedRestaurants { name } } }', {}, admin);
    expect(result.errors).toBeUndefined();
    const byName = Object.fromEntries(result.data!.restaurants.map((r) => [r.name, r]));
    expect(byName['Atelier Nord']!.servedRestaurants).toEqual([]);
    expect(byName['Atelier Nord']!.nextDeliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(byName['Le Bistrot du Port']).toMatchObject({
      servedRestaurants: [],
      nextDeliveryDate: null,
    });
    expect(byName['Laboratoire Central']!.servedRestaurants).toHaveLength(3);
    // GET /api/restaurants primes every served restaurant; GET /api/labs once for both labs.
    expect(result.restCalls).toBe(2);
  });
});

describe('setServedRestaurants', () => {
  it('replaces the set as an admin, in two calls', async () => {
    const lab = ids['Laboratoire Central']!;
    const result = await stack.gql<{ setServedRestaurants: Lab }>(
      SET,
      { lab, ids: [ids['Le Comptoir Lyonnais']] },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(names(result.data!.setServedRestaurants.servedRestaurants)).toEqual([
      'Le Comptoir Lyonnais',
    ]);
    expect(result.restCalls).toBe(2);
    const after = await stack.gql<{ laboratories: Lab[] }>(LABS, {}, admin);
    expect(names(after.data!.laboratories.find((l) => l.id === lab)!.servedRestaurants)).toEqual([
      'Le Comptoir Lyonnais',
    ]);
    await stack.gql(
      SET,
      {
        lab,
        ids: ['Le Bistrot du Port', 'La Table des Halles', 'Le Comptoir Lyonnais'].map(
          (n) => ids[n],
        ),
      },
      admin,
    );
  });

  it.each([MANAGER, EMPLOYEE])('is FORBIDDEN to %s', async (email) => {
    const token = await stack.login(email);
    const result = await stack.gql(SET, { lab: ids['Laboratoire Central'], ids: [] }, token);
    expect(codeOf(result)).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for a restaurant that is not a laboratory, or a malformed id', async () => {
    for (const lab of [ids['Le Bistrot du Port'], 'abc']) {
      const result = await stack.gql(SET, { lab, ids: [] }, admin);
      expect(codeOf(result)).toBe('NOT_FOUND');
    }
  });

  it('answers BAD_USER_INPUT for the laboratory itself or an unknown restaurant', async () => {
    const lab = ids['Laboratoire Central']!;
    for (const bad of [lab, '999999', 'x']) {
      const result = await stack.gql(SET, { lab, ids: [bad] }, admin);
      expect(codeOf(result)).toBe('BAD_USER_INPUT');
      expect(result.errors![0]!.extensions).toHaveProperty('fieldErrors.restaurantIds');
    }
  });
});
