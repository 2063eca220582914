import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GraphQLResolveInfo } from 'graphql';
import { createContext } from '../src/context.ts';
import { User } from '../src/platform/User.ts';
import type { RestRestaurant, RestUser } from '../src/rest/types.ts';
import { ADMIN, codeOf, EMPLOYEE, MANAGER, startStack, type Stack } from './helpers.ts';

interface Restaurant {
  id: string;
  name: string;
  address: string;
  phone: string | null;
  email: string | null;
  isLab: boolean;
  minOrderAmount: number | null;
  deliveryDelayDays: number | null;
  mondayDelivery: boolean;
  wednesdayDelivery: boolean;
  deliveryDays: string[];
  createdAt: string;
  updatedAt: string;
}

const FIELDS = `id name address phone email isLab minOrderAmount deliveryDelayDays
  mondayDelivery wednesdayDelivery deliveryDays createdAt updatedAt`;
const LIST = `{ restaurants { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { restaurant(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: RestaurantInput!) { createRestaurant(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: RestaurantInput!) {
  updateRestaurant(id: $id, input: $input) { ${FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteRestaurant(id: $id) }`;

let stack: Stack;
let admin: string;
let all: Restaurant[];
const byName = (name: string) => all.find((r) => r.name === name)!;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  const result = await stack.gql<{ restaurants: Restaurant[] }>(LIST, {}, admin);
  all = result.data!.restaurants;
});
afterAll(() => stack?.close());

describe('reading restaurants', () => {
  it("lists the chain's restaurants and the laboratory's delivery settings", () => {
    expect(all.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Laboratoire Central',
      'Le Bistrot du Port',
      'Le Comptoir Lyonnais',
    ]);
    expect(byName('Le Bistrot du Port')).toMatchObject({
      address: '12 quai du Port, 13002 Marseille',
      isLab: false,
    });
    expect(byName('Laboratoire Central')).toMatchObject({
      address: "8 rue de l'Industrie, 94200 Ivry-sur-Seine",
      isLab: true,
      minOrderAmount: 150,
      deliveryDelayDays: 2,
      mondayDelivery: true,
      wednesdayDelivery: true,
      deliveryDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
    });
    for (const r of all) expect(r.id).toMatch(/^\d+$/);
  });

  it('shows a manager only the restaurants of his invitation', async () => {
    const manager = await stack.login(MANAGER);
    const result = await stack.gql<{ restaurants: Restaurant[] }>(LIST, {}, manager);
    expect(result.data!.restaurants.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
    ]);
    const other = await stack.gql(ONE, { id: byName('Le Comptoir Lyonnais').id }, manager);
    expect(codeOf(other)).toBe('NOT_FOUND');
  });

  it('reads one restaurant by id', async () => {
    const lab = byName('Laboratoire Central');
    const result = await stack.gql<{ restaurant: Restaurant }>(ONE, { id: lab.id }, admin);
    expect(result.data!.restaurant).toEqual(lab);
  });
});

describe('REST calls per operation', () => {
  it('N restaurants read by id cost ONE REST call', async () => {
    const ids = all.map((r) => r.id).slice(0, 3);
    const before = stack.calls.length;
    const result = await stack.gql<Record<string, { id: string; name: string }>>(
      `query ($a: ID!, $b: ID!, $c: ID!) {
        r1: restaurant(id: $a) { id name }
        r2: restaurant(id: $b) { id name }
        r3: restaurant(id: $c) { id name }
      }`,
      { a: ids[0], b: ids[1], c: ids[2] },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect([result.data!.r1!.id, result.data!.r2!.id, result.data!.r3!.id]).toEqual(ids);
    expect(result.restCalls).toBe(1);
    const made = stack.calls.slice(before);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      method: 'GET',
      path: `/api/restaurants?ids=${ids.join(',')}`,
      status: 200,
    });
  });

  it('the same id asked twice is fetched once', async () => {
    const id = all[0]!.id;
    const result = await stack.gql(
      `query ($id: ID!) { a: restaurant(id: $id) { name } b: restaurant(id: $id) { address } }`,
      { id },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.restCalls).toBe(1);
  });

  it('the list and me.restaurants share one call', async () => {
    const result = await stack.gql('{ restaurants { id } me { restaurants { id } } }', {}, admin);
    expect(result.errors).toBeUndefined();
    // GET /api/auth/me, then GET /api/restaurants once for both fields.
    expect(result.restCalls).toBe(2);
  });

  it('reports the count in the body when asked with x-debug-rest-calls', async () => {
    const response = await fetch(`${stack.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${admin}`,
        'x-debug-rest-calls': '1',
      },
      body: JSON.stringify({ query: '{ restaurants { id } }' }),
    });
    const body = (await response.json()) as { extensions?: { restCalls?: number } };
    expect(body.extensions?.restCalls).toBe(1);
    expect(response.headers.get('x-rest-calls')).toBe('1');
  });
});

describe("another user's restaurants", () => {
  it("reads a manager's invitation restaurants in one batched call, as the caller", async () => {
    // No operation reaches another user yet (the chain's user list comes later): call the
    // resolver the way graphql-js would, with an admin's context and the manager's REST user.
    const managerToken = await stack.login(MANAGER);
    const response = await fetch(`${stack.apiUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${managerToken}` },
    });
    const { user: manager } = (await response.json()) as { user: RestUser };
    expect(manager.restaurantIds).toHaveLength(2);

    const ctx = createContext(stack.bff.transport, `Bearer ${admin}`);
    const resolve = User.restaurants as (
      parent: RestUser,
      args: object,
      context: typeof ctx,
      info: GraphQLResolveInfo,
    ) => Promise<RestRestaurant[]>;
    const before = stack.calls.length;
    const restaurants = await resolve(manager, {}, ctx, {} as GraphQLResolveInfo);
    expect(restaurants.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
    ]);
    expect(ctx.restCalls.count).toBe(1);
    expect(stack.calls.slice(before).map((c) => c.path)).toEqual([
      `/api/restaurants?ids=${manager.restaurantIds.join(',')}`,
    ]);
  });
});

describe('writing restaurants', () => {
  it('creates, reads, updates and deletes a restaurant as an admin', async () => {
    const created = await stack.gql<{ createRestaurant: Restaurant }>(
      CREATE,
      {
        input: {
          name: 'Le Petit Zinc',
          address: '4 place du Marché, 33000 Bordeaux',
          phone: '05 56 00 00 00',
          email: 'zinc@demo.fr',
        },
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const restaurant = created.data!.createRestaurant;
    expect(restaurant).toMatchObject({
      name: 'Le Petit Zinc',
      address: '4 place du Marché, 33000 Bordeaux',
      phone: '05 56 00 00 00',
      email: 'zinc@demo.fr',
      isLab: false,
      deliveryDays: [],
    });

    const read = await stack.gql<{ restaurant: Restaurant }>(ONE, { id: restaurant.id }, admin);
    expect(read.data!.restaurant).toEqual(restaurant);

    const updated = await stack.gql<{ updateRestaurant: Restaurant }>(
      UPDATE,
      {
        id: restaurant.id,
        input: {
          isLab: true,
          minOrderAmount: 80.5,
          deliveryDelayDays: 1,
          mondayDelivery: true,
          wednesdayDelivery: true,
        },
      },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateRestaurant).toMatchObject({
      id: restaurant.id,
      name: 'Le Petit Zinc',
      isLab: true,
      minOrderAmount: 80.5,
      deliveryDelayDays: 1,
      deliveryDays: ['MONDAY', 'WEDNESDAY'],
    });

    const deleted = await stack.gql<{ deleteRestaurant: string }>(
      DELETE,
      { id: restaurant.id },
      admin,
    );
    expect(deleted.data).toEqual({ deleteRestaurant: restaurant.id });
    const gone = await stack.gql(ONE, { id: restaurant.id }, admin);
    expect(codeOf(gone)).toBe('NOT_FOUND');
    const again = await stack.gql(DELETE, { id: restaurant.id }, admin);
    expect(codeOf(again)).toBe('NOT_FOUND');
  });

  it('a read after a write in the same operation sees the write', async () => {
    const bistrot = byName('Le Bistrot du Port');
    const result = await stack.gql<{
      updateRestaurant: Restaurant;
    }>(UPDATE, { id: bistrot.id, input: { phone: '04 91 00 00 00' } }, admin);
    expect(result.data!.updateRestaurant.phone).toBe('04 91 00 00 00');
    expect(result.data!.updateRestaurant.name).toBe('Le Bistrot du Port');
  });

  it("lets a manager edit his restaurant but not delete it; an employee can't edit", async () => {
    const manager = await stack.login(MANAGER);
    const halles = byName('La Table des Halles');
    const edit = await stack.gql<{ updateRestaurant: Restaurant }>(
      UPDATE,
      { id: halles.id, input: { email: 'halles@demo.fr' } },
      manager,
    );
    expect(edit.errors).toBeUndefined();
    expect(edit.data!.updateRestaurant.email).toBe('halles@demo.fr');

    expect(codeOf(await stack.gql(DELETE, { id: halles.id }, manager))).toBe('FORBIDDEN');

    const employee = await stack.login(EMPLOYEE);
    const refused = await stack.gql(UPDATE, { id: halles.id, input: { name: 'X' } }, employee);
    expect(codeOf(refused)).toBe('FORBIDDEN');
  });

  it('refuses invalid laboratory settings with field errors', async () => {
    const result = await stack.gql(
      UPDATE,
      {
        id: byName('Laboratoire Central').id,
        input: { minOrderAmount: -1, deliveryDelayDays: -2 },
      },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      minOrderAmount: 'Le montant minimum doit être un nombre positif ou nul',
      deliveryDelayDays:
        'Le délai de livraison doit être un nombre entier de jours, positif ou nul',
    });
  });
});
