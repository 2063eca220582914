import type DataLoader from 'dataloader';
import { AREAS, type GraphArea } from '../areas.ts';
import { byIds, eachById, listsBy } from './batch.ts';
import type { RestClient } from './client.ts';
import type { Serve, Serving } from './writes.ts';
import { EMPLOYEE_NOT_FOUND, RESTAURANT_NOT_FOUND } from './not-found.ts';
import type {
  RestEmployee,
  RestEnseigne,
  RestLab,
  RestPreferences,
  RestRestaurant,
  RestUser,
} from './types.ts';

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;
/** Every area's loaders (the factories its area.ts declares) as one type. */
type AreaLoaders = UnionToIntersection<ReturnType<(typeof AREAS)[number]['loaders'][number]>>;

/**
 * Per-request caches and batches over one caller's REST client, so a GraphQL operation costs a
 * number of REST calls bounded by its depth, not by the size of its lists
 * (docs/architecture.md#budgets).
 */
export interface Loaders extends AreaLoaders {
  /** Restaurants by id: every id asked in one tick goes into ONE `GET /api/restaurants?ids=…`. */
  restaurant: DataLoader<number, RestRestaurant>;
  /** Chains by id (no batch route: one call per distinct id, cached for the request). */
  enseigne: DataLoader<number, RestEnseigne>;
  /** `GET /api/restaurants`, at most once per request; primes `restaurant`. */
  restaurants(): Promise<RestRestaurant[]>;
  /** `GET /api/auth/me`, at most once per request. */
  me(): Promise<RestUser>;
  /** The caller's preferences, from the same `GET /api/auth/me` as `me()` (no call of its own). */
  myPreferences(): Promise<RestPreferences>;
  /**
   * Staff by restaurant id: every restaurant asked in one tick goes into ONE
   * `GET /api/employees?restaurantIds=…` (a restaurant the caller may not see has none).
   */
  employeesOfRestaurant: DataLoader<number, RestEmployee[]>;
  /** Employees by id: every id asked in one tick goes into ONE `GET /api/employees?ids=…`. */
  employee: DataLoader<number, RestEmployee>;
  /** `GET /api/employees` (every visible employee), at most once per request. */
  employees(): Promise<RestEmployee[]>;
  /** `GET /api/labs`, at most once per request; primes `restaurant` with each laboratory. */
  labs(): Promise<RestLab[]>;
  /**
   * The ids of the restaurants a laboratory delivers (those the caller sees): from the labs list,
   * so every laboratory of an operation costs that one call together.
   */
  servedRestaurantIds(labId: number): Promise<number[]>;
  /**
   * Records the set a write just returned (POST /api/labs/{id}/restaurants): the graph's answer
   * is the laboratory, so the set is the resolver's to hand over.
   */
  primeServed(labId: number, served: RestRestaurant[]): void;
  /** What each loader serves of the graph, for the step after every write (rest/writes.ts). */
  servings: readonly Serving[];
}

export function createLoaders(rest: RestClient): Loaders {
  const servings: Serving[] = [];
  const serve: Serve = (serving) => void servings.push(serving);
  // The api leaves out what the caller may not see: same answer as an unknown id.
  const restaurant = byIds(
    (ids) => rest.call('get', '/api/restaurants', { query: { ids } }).then((b) => b.restaurants),
    RESTAURANT_NOT_FOUND,
  );
  // No batch route for chains: one call per distinct id, cached for the request.
  const enseigne = eachById((id) =>
    rest.call('get', '/api/enseignes/{id}', { params: { id } }).then((body) => body.enseigne),
  );

  let list: Promise<RestRestaurant[]> | undefined;
  let me: Promise<{ user: RestUser; preferences: RestPreferences }> | undefined;
  const loadMe = () => (me ??= rest.call('get', '/api/auth/me'));

  const employeesOfRestaurant = listsBy(
    (restaurantIds) =>
      rest.call('get', '/api/employees', { query: { restaurantIds } }).then((b) => b.employees),
    (e) => e.restaurantId,
  );
  const employee = byIds(
    (ids) => rest.call('get', '/api/employees', { query: { ids } }).then((b) => b.employees),
    EMPLOYEE_NOT_FOUND,
  );
  let allEmployees: Promise<RestEmployee[]> | undefined;
  let labs: Promise<RestLab[]> | undefined;
  const served = new Map<number, number[]>();
  const loadLabs = (): Promise<RestLab[]> => {
    labs ??= rest.call('get', '/api/labs').then(({ data }) => {
      for (const lab of data) {
        restaurant.prime(lab.id, lab);
        if (!served.has(lab.id)) served.set(lab.id, lab.servedRestaurantIds);
      }
      return data;
    });
    return labs;
  };

  serve({ type: 'Restaurant', byId: restaurant });
  serve({ feeds: ['Query.restaurants'], clear: () => void (list = undefined) });
  serve({ type: 'Enseigne', byId: enseigne });
  serve({ type: 'Employee', byId: employee });
  serve({
    feeds: ['Restaurant.employees', 'Query.employees'],
    clear() {
      employeesOfRestaurant.clearAll();
      allEmployees = undefined;
    },
  });

  return {
    // The areas' factories return disjoint members: merged, they are AreaLoaders.
    ...(Object.assign(
      {},
      ...AREAS.flatMap<GraphArea['loaders'][number]>((area) => area.loaders).map((create) =>
        create(rest, serve),
      ),
    ) as AreaLoaders),
    servings,
    restaurant,
    enseigne,
    restaurants() {
      list ??= rest.call('get', '/api/restaurants').then(({ restaurants }) => {
        for (const r of restaurants) restaurant.prime(r.id, r);
        return restaurants;
      });
      return list;
    },
    me: () => loadMe().then((body) => body.user),
    myPreferences: () => loadMe().then((body) => body.preferences),
    labs: loadLabs,
    async servedRestaurantIds(labId) {
      const known = served.get(labId);
      if (known) return known;
      await loadLabs();
      // A laboratory absent from the list (no longer one, or not visible) delivers no one here.
      return served.get(labId) ?? [];
    },
    primeServed(labId, list) {
      for (const r of list) restaurant.clear(r.id).prime(r.id, r);
      served.set(
        labId,
        list.map((r) => r.id),
      );
      labs = undefined;
    },
    employeesOfRestaurant,
    employee,
    employees() {
      allEmployees ??= rest.call('get', '/api/employees').then(({ employees }) => {
        for (const e of employees) employee.prime(e.id, e);
        return employees;
      });
      return allEmployees;
    },
  };
}
