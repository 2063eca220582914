import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, codeOf, MANAGER, OTHER_ADMIN, startStack, type Stack } from './helpers.ts';

const DASHBOARD = `{
  dashboard {
    restaurantCount employeeCount equipmentCount temperatureReadingCount
    recentRestaurants { id name address createdAt }
    recentEmployees { id firstName lastName createdAt }
  }
}`;

interface Dashboard {
  restaurantCount: number;
  employeeCount: number;
  equipmentCount: number;
  temperatureReadingCount: number;
  recentRestaurants: { id: string; name: string; address: string; createdAt: string }[];
  recentEmployees: { id: string; firstName: string; lastName: string; createdAt: string }[];
}

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

/** The operation's result and the REST paths it called. */
async function run(query: string, token: string) {
  const before = stack.calls.length;
  const result = await stack.gql<{ dashboard: Dashboard }>(query, {}, token);
  return { result, paths: stack.calls.slice(before).map((c) => `${c.method} ${c.path}`) };
}

describe('Query.dashboard', () => {
  it("answers the api's counts and recent items in ONE REST call", async () => {
    const { result, paths } = await run(DASHBOARD, await stack.login(ADMIN));
    expect(result.errors).toBeUndefined();
    const dashboard = result.data!.dashboard;
    // 11 staff: the demo's EMPLOYEE login has her own record at the Bistrot.
    expect(dashboard).toMatchObject({ restaurantCount: 4, employeeCount: 11, equipmentCount: 28 });
    expect(dashboard.temperatureReadingCount).toBeGreaterThan(100);
    expect(dashboard.recentRestaurants).toHaveLength(3);
    expect(dashboard.recentEmployees).toHaveLength(2);
    expect(paths).toEqual(['GET /api/dashboard']);
  });

  it("reads the recent restaurants' other fields without another call", async () => {
    const query = `{ dashboard { recentRestaurants { id name isLab timeZone } } }`;
    const { result, paths } = await run(query, await stack.login(ADMIN));
    expect(result.errors).toBeUndefined();
    expect(paths).toEqual(['GET /api/dashboard']);
  });

  it("counts a MANAGER's restaurants only, and another chain's own", async () => {
    const manager = (await run(DASHBOARD, await stack.login(MANAGER))).result.data!.dashboard;
    expect(manager.restaurantCount).toBe(2);
    expect(manager.recentRestaurants.map((r) => r.name).sort()).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
    ]);
    const other = (await run(DASHBOARD, await stack.login(OTHER_ADMIN))).result.data!.dashboard;
    expect(other).toMatchObject({ restaurantCount: 1, employeeCount: 1, equipmentCount: 1 });
  });

  it('is UNAUTHENTICATED without a token', async () => {
    const result = await stack.gql(DASHBOARD, {}, null);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
  });
});
