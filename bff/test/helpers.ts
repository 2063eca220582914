import { loginAs, startTestApi, type TestApi } from '../../api/src/testing/index.ts';
import { createBff, type Bff, type BffOptions } from '../src/server.ts';
import { postGraphql, silentLogger, type GraphResult } from './fake-api.ts';

export { postGraphql, codeOf, silentLogger, startFakeApi, type FakeApi } from './fake-api.ts';
export type { GraphError, GraphResult } from './fake-api.ts';

export { loginAs };

export const DEMO_PASSWORD = 'demo1234';
export const ADMIN = 'admin@demo.fr';
export const MANAGER = 'manager@demo.fr';
export const EMPLOYEE = 'employe@demo.fr';
export const OTHER_ADMIN = 'admin@autre.fr';
export const OTHER_PASSWORD = 'autre1234';

export interface RecordedCall {
  method: string;
  path: string;
  status: number;
  body: unknown;
}

export interface Stack {
  apiUrl: string;
  bffUrl: string;
  bff: Bff;
  /** The api's database, to check what an operation wrote. */
  database: TestApi['database'];
  /** Every REST response the bff received, in order (onRestResponse). */
  calls: RecordedCall[];
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    token?: string | null,
  ): Promise<GraphResult<T>>;
  /** A token for a demo (or other chain) user, through the graph's login. */
  login(email: string, password?: string): Promise<string>;
  stopApi(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh test api (its own database, demo chain + "Autre Enseigne") and a bff in front of it. */
export async function startStack(options: Partial<BffOptions> = {}): Promise<Stack> {
  const api = await startTestApi();
  const calls: RecordedCall[] = [];
  const bff = await createBff({
    apiUrl: api.url,
    logger: silentLogger,
    ...options,
    onRestResponse(method, path, status, body) {
      calls.push({ method, path, status, body });
      options.onRestResponse?.(method, path, status, body);
    },
  });
  const bffUrl = await bff.listen(0);
  let apiStopped = false;
  const stopApi = async () => {
    if (apiStopped) return;
    apiStopped = true;
    await api.close();
  };
  const stack: Stack = {
    apiUrl: api.url,
    bffUrl,
    bff,
    database: api.database,
    calls,
    gql: (query, variables, token) => postGraphql(bffUrl, query, variables, token),
    async login(email, password = email.endsWith('@autre.fr') ? OTHER_PASSWORD : DEMO_PASSWORD) {
      const result = await stack.gql<{ login: { token: string } }>(
        'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
        { email, password },
      );
      if (!result.data?.login) throw new Error(`login ${email}: ${JSON.stringify(result.errors)}`);
      return result.data.login.token;
    },
    stopApi,
    async close() {
      await bff.close();
      await stopApi();
    },
  };
  return stack;
}

/** A demo restaurant as the hygiene logs' tests read it: its zone, staff and equipment by name. */
export interface SeededRestaurant {
  id: string;
  name: string;
  timeZone: string;
  employees: { id: string; firstName: string }[];
  equipments: { id: string; name: string }[];
}

/** The restaurants `token` sees, with lookups by name (of a restaurant, of its equipment). */
export async function seededRestaurants(stack: Stack, token: string) {
  const result = await stack.gql<{ restaurants: SeededRestaurant[] }>(
    '{ restaurants { id name timeZone employees { id firstName } equipments { id name } } }',
    {},
    token,
  );
  const list = result.data!.restaurants;
  const named = (name: string) => list.find((r) => r.name === name)!;
  const equipmentOf = (restaurant: string, name: string) =>
    named(restaurant).equipments.find((e) => e.name === name)!.id;
  return { list, named, equipmentOf };
}
