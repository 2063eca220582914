import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  startStack,
  type Stack,
} from './helpers.ts';

interface Employee {
  id: string;
  firstName: string;
  lastName: string;
  pin: string | null;
  contractType: string | null;
  contractNbHours: number | null;
  createdAt: string;
  restaurant: { id: string; name: string };
}

const FIELDS = `id firstName lastName pin contractType contractNbHours createdAt restaurant { id name }`;
const LIST = `query ($restaurantId: ID) { employees(restaurantId: $restaurantId) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { employee(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: EmployeeInput!) {
  updateEmployee(id: $id, input: $input) { ${FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteEmployee(id: $id) }`;

let stack: Stack;
let admin: string;
let restaurants: { id: string; name: string }[];
const restaurantNamed = (name: string) => restaurants.find((r) => r.name === name)!.id;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  const result = await stack.gql<{ restaurants: { id: string; name: string }[] }>(
    '{ restaurants { id name } }',
    {},
    admin,
  );
  restaurants = result.data!.restaurants;
});
afterAll(() => stack?.close());

describe('reading employees', () => {
  it("lists a restaurant's staff with their restaurant, by last name", async () => {
    const result = await stack.gql<{ employees: Employee[] }>(
      LIST,
      { restaurantId: restaurantNamed('La Table des Halles') },
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.employees).toEqual([
      expect.objectContaining({
        firstName: 'Léa',
        lastName: 'Garnier',
        pin: '1234',
        contractType: 'CDI',
        contractNbHours: 39,
        restaurant: { id: restaurantNamed('La Table des Halles'), name: 'La Table des Halles' },
      }),
      expect.objectContaining({ firstName: 'Nathan', lastName: 'Roux', contractType: 'ALTERNANT' }),
    ]);
  });

  it('N employees of several restaurants and their restaurants cost two REST calls', async () => {
    const before = stack.calls.length;
    const result = await stack.gql<{ employees: Employee[] }>(LIST, {}, admin);
    expect(result.errors).toBeUndefined();
    const staff = result.data!.employees;
    expect(new Set(staff.map((e) => e.restaurant.name)).size).toBe(4);
    expect(staff.length).toBeGreaterThanOrEqual(8);
    // GET /api/employees, then ONE GET /api/restaurants?ids=… for every employee's restaurant.
    expect(result.restCalls).toBe(2);
    expect(stack.calls.slice(before).map((c) => c.path.split('?')[0])).toEqual([
      '/api/employees',
      '/api/restaurants',
    ]);
  });

  it('the staff of every restaurant costs ONE REST call, not one per restaurant', async () => {
    const before = stack.calls.length;
    const result = await stack.gql<{
      restaurants: { name: string; employees: { lastName: string }[] }[];
    }>('{ restaurants { name employees { lastName } } }', {}, admin);
    expect(result.errors).toBeUndefined();
    const byName = Object.fromEntries(
      result.data!.restaurants.map((r) => [r.name, r.employees.map((e) => e.lastName)]),
    );
    expect(byName['La Table des Halles']).toEqual(['Garnier', 'Roux']);
    expect(byName['Laboratoire Central']).toEqual(['Mercier']);
    expect(result.restCalls).toBe(2);
    const made = stack.calls.slice(before).map((c) => c.path);
    expect(made[0]).toBe('/api/restaurants');
    expect(made[1]).toMatch(/^\/api\/employees\?restaurantIds=\d+(,\d+){3}$/);
  });

  it('shows a manager only the staff of his restaurants', async () => {
    const manager = await stack.login(MANAGER);
    const result = await stack.gql<{ employees: Employee[] }>(LIST, {}, manager);
    expect(new Set(result.data!.employees.map((e) => e.restaurant.name))).toEqual(
      new Set(['Le Bistrot du Port', 'La Table des Halles']),
    );
    const outside = await stack.gql(
      LIST,
      { restaurantId: restaurantNamed('Le Comptoir Lyonnais') },
      manager,
    );
    expect(codeOf(outside)).toBe('NOT_FOUND');
  });

  it("answers NOT_FOUND for another chain's employee and a malformed id", async () => {
    const other = await stack.login(OTHER_ADMIN);
    const theirs = await stack.gql<{ employees: Employee[] }>(LIST, {}, other);
    expect(theirs.data!.employees.map((e) => e.lastName)).toEqual(['Ailleurs']);
    const result = await stack.gql(ONE, { id: theirs.data!.employees[0]!.id }, admin);
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('Employé introuvable');
    const before = stack.calls.length;
    expect(codeOf(await stack.gql(ONE, { id: 'abc' }, admin))).toBe('NOT_FOUND');
    expect(stack.calls.length).toBe(before);
  });
});

describe('employeePage (issue 10 item 3: one page type)', () => {
  const PAGE = `query ($restaurantId: ID, $filter: EmployeeFilter, $sort: EmployeeSort, $limit: Int, $offset: Int) {
    employeePage(restaurantId: $restaurantId, filter: $filter, sort: $sort, limit: $limit, offset: $offset) {
      total limit offset data { ${FIELDS} } } }`;
  type Page = { employeePage: { total: number; limit: number; offset: number; data: Employee[] } };

  it('answers a page with the total, the api paging, sorting and filtering in ONE call', async () => {
    const all = (await stack.gql<{ employees: Employee[] }>(LIST, {}, admin)).data!.employees;
    const before = stack.calls.length;
    const page = await stack.gql<Page>(PAGE, { limit: 3, offset: 2 }, admin);
    expect(page.errors).toBeUndefined();
    expect(page.data!.employeePage).toMatchObject({ total: all.length, limit: 3, offset: 2 });
    expect(page.data!.employeePage.data.map((e) => e.id)).toEqual(all.slice(2, 5).map((e) => e.id));
    // GET /api/employees?limit&offset, then ONE GET /api/restaurants?ids=… for their restaurants.
    expect(page.restCalls).toBe(2);
    expect(stack.calls.slice(before).map((c) => c.path)).toEqual([
      '/api/employees?limit=3&offset=2',
      expect.stringMatching(/^\/api\/restaurants\?/),
    ]);
  });

  it('25 a page by default; a restaurant, a search and a sort go to the api as its params', async () => {
    const halles = restaurantNamed('La Table des Halles');
    const before = stack.calls.length;
    const page = await stack.gql<Page>(
      PAGE,
      {
        restaurantId: halles,
        filter: { search: 'o' },
        sort: { field: 'NAME', direction: 'DESC' },
      },
      admin,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.employeePage.limit).toBe(25);
    expect(page.data!.employeePage.data.map((e) => e.lastName)).toEqual(['Roux']);
    expect(stack.calls[before]!.path).toBe(
      `/api/employees?restaurantIds=${halles}&search=o&sort=name&order=desc&limit=25`,
    );
    const byDate = await stack.gql<Page>(
      PAGE,
      { restaurantId: halles, sort: { field: 'CREATED_AT', direction: 'ASC' } },
      admin,
    );
    const dates = byDate.data!.employeePage.data.map((e) => e.createdAt);
    expect(dates).toEqual([...dates].sort());
  });

  it('refuses a bad page with BAD_USER_INPUT in French; a manager gets only his restaurants', async () => {
    const bad = await stack.gql(PAGE, { limit: 500 }, admin);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.extensions!.fieldErrors).toMatchObject({
      limit: 'La taille de page doit être comprise entre 1 et 100',
    });
    const manager = await stack.login(MANAGER);
    const outside = await stack.gql<Page>(
      PAGE,
      { restaurantId: restaurantNamed('Le Comptoir Lyonnais') },
      manager,
    );
    expect(outside.data!.employeePage).toMatchObject({ total: 0, data: [] });
  });
});

describe('writing employees', () => {
  it('creates, reads, updates and deletes an employee as an admin', async () => {
    const bistrot = restaurantNamed('Le Bistrot du Port');
    const created = await stack.gql<{ createEmployee: Employee }>(
      CREATE,
      {
        input: {
          firstName: 'Sacha',
          lastName: 'Durand',
          pin: '97531',
          restaurantId: bistrot,
          contractType: 'CDD',
          contractNbHours: 30,
        },
      },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const employee = created.data!.createEmployee;
    expect(employee).toMatchObject({
      firstName: 'Sacha',
      lastName: 'Durand',
      pin: '97531',
      contractType: 'CDD',
      contractNbHours: 30,
      restaurant: { id: bistrot, name: 'Le Bistrot du Port' },
    });

    const read = await stack.gql<{ employee: Employee }>(ONE, { id: employee.id }, admin);
    expect(read.data!.employee).toEqual(employee);

    // No pin: the current one stays; null clears the contract.
    const updated = await stack.gql<{ updateEmployee: Employee }>(
      UPDATE,
      { id: employee.id, input: { lastName: 'Durand-Petit', contractType: null } },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateEmployee).toMatchObject({
      lastName: 'Durand-Petit',
      pin: '97531',
      contractType: null,
      contractNbHours: 30,
    });

    const deleted = await stack.gql<{ deleteEmployee: string }>(DELETE, { id: employee.id }, admin);
    expect(deleted.data).toEqual({ deleteEmployee: employee.id });
    expect(codeOf(await stack.gql(ONE, { id: employee.id }, admin))).toBe('NOT_FOUND');
  });

  it('a list read after a write in the same operation sees the write', async () => {
    const halles = restaurantNamed('La Table des Halles');
    const result = await stack.gql<{
      createEmployee: { id: string; restaurant: { employees: { lastName: string }[] } };
    }>(
      `mutation ($input: EmployeeInput!) {
        createEmployee(input: $input) { id restaurant { employees { lastName } } }
      }`,
      { input: { firstName: 'Ana', lastName: 'Vidal', pin: '8080', restaurantId: halles } },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const { id, restaurant } = result.data!.createEmployee;
    expect(restaurant.employees.map((e) => e.lastName)).toEqual(['Garnier', 'Roux', 'Vidal']);
    await stack.gql(DELETE, { id }, admin);
  });

  it('answers CONFLICT with the field error when the PIN is taken', async () => {
    const result = await stack.gql(
      CREATE,
      {
        input: {
          firstName: 'A',
          lastName: 'B',
          pin: '1234',
          restaurantId: restaurantNamed('Le Bistrot du Port'),
        },
      },
      admin,
    );
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors![0]!.message).toBe('Ce code PIN est déjà utilisé dans ce restaurant');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      pin: 'Ce code PIN est déjà utilisé dans ce restaurant',
    });
  });

  it('answers BAD_USER_INPUT with field errors under the input names', async () => {
    const result = await stack.gql(
      CREATE,
      { input: { firstName: '', pin: '12', contractNbHours: 90 } },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      pin: 'Le code PIN doit contenir de 4 à 6 chiffres',
      restaurantId: 'Le restaurant est requis',
      contractNbHours: "Le nombre d'heures doit être un entier entre 0 et 80",
    });
  });

  it('lets a manager create and edit but not delete; an employee only reads', async () => {
    const manager = await stack.login(MANAGER);
    const created = await stack.gql<{ createEmployee: Employee }>(
      CREATE,
      {
        input: {
          firstName: 'Noé',
          lastName: 'Caron',
          pin: '6060',
          restaurantId: restaurantNamed('La Table des Halles'),
        },
      },
      manager,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createEmployee.id;
    const edited = await stack.gql(UPDATE, { id, input: { contractNbHours: 12 } }, manager);
    expect(edited.errors).toBeUndefined();
    expect(codeOf(await stack.gql(DELETE, { id }, manager))).toBe('FORBIDDEN');

    const employee = await stack.login(EMPLOYEE);
    expect((await stack.gql(ONE, { id }, employee)).errors).toBeUndefined();
    expect(codeOf(await stack.gql(UPDATE, { id, input: { lastName: 'X' } }, employee))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await stack.gql(DELETE, { id }, employee))).toBe('FORBIDDEN');
    await stack.gql(DELETE, { id }, admin);
  });
});

describe('Employee.pin (issue 9 item 12: PINs are secrets)', () => {
  it('is read by an ADMIN and a MANAGER, null for an EMPLOYEE, in lists and by id', async () => {
    const bistrot = restaurantNamed('Le Bistrot du Port');
    for (const [email, readable] of [
      [ADMIN, true],
      [MANAGER, true],
      [EMPLOYEE, false],
    ] as const) {
      const token = await stack.login(email);
      const list = await stack.gql<{ employees: Employee[] }>(
        LIST,
        { restaurantId: bistrot },
        token,
      );
      expect(list.errors).toBeUndefined();
      const staff = list.data!.employees;
      expect(staff.length).toBeGreaterThan(0);
      expect(staff.every((e) => (e.pin !== null) === readable)).toBe(true);
      const one = await stack.gql<{ employee: Employee }>(ONE, { id: staff[0]!.id }, token);
      expect(one.errors).toBeUndefined();
      expect(one.data!.employee.firstName).toBe(staff[0]!.firstName);
      expect(one.data!.employee.pin === null).toBe(!readable);
    }
  });
});

describe('the cost of a list of employees', () => {
  /** A new restaurant with `staff` employees, each with two coming shifts (written in SQL: fast). */
  async function restaurantWith(staff: number, name: string): Promise<string> {
    const { createRestaurant } = (
      await stack.gql<{ createRestaurant: { id: string } }>(
        'mutation ($input: RestaurantInput!) { createRestaurant(input: $input) { id } }',
        { input: { name, address: '1 rue du Test' } },
        admin,
      )
    ).data!;
    const id = Number(createRestaurant.id);
    await stack.database.db.execute(sql`
      with staff as (
        insert into employees (restaurant_id, first_name, last_name, pin)
        select ${id}, 'Zz', 'Staff ' || n, lpad(n::text, 4, '0')
        from generate_series(1, ${staff}) as n
        returning id
      )
      insert into scheduled_shifts (restaurant_id, employee_id, datetime_start, datetime_end)
      select ${id}, staff.id, day + interval '10 hours', day + interval '15 hours'
      from staff, (values (timestamptz '2031-03-24'), (timestamptz '2031-03-25')) as days(day)`);
    return createRestaurant.id;
  }

  it('reads the coming shifts of 2 or 30 employees in one REST call', async () => {
    const query = `query ($id: ID!) { employees(restaurantId: $id) {
      id upcomingShifts { id duration employee { id } job { title } }
    } }`;
    const read = async (id: string) => {
      const before = stack.calls.length;
      const result = await stack.gql<{
        employees: { id: string; upcomingShifts: { employee: { id: string } }[] }[];
      }>(query, { id }, admin);
      expect(result.errors).toBeUndefined();
      const calls = stack.calls.slice(before).map((c) => c.path);
      return { result, calls };
    };
    const small = await read(await restaurantWith(2, 'Zz à venir petit'));
    const large = await read(await restaurantWith(30, 'Zz à venir grand'));
    const staff = large.result.data!.employees;
    expect(staff).toHaveLength(30);
    for (const employee of staff) {
      expect(employee.upcomingShifts.map((s) => s.employee.id)).toEqual([employee.id, employee.id]);
    }
    expect(large.result.restCalls).toBe(small.result.restCalls);
    // The staff, their coming shifts in one batch, and the restaurant's jobs.
    expect(large.result.restCalls).toBeLessThanOrEqual(3);
    expect(large.calls.filter((path) => path.startsWith('/api/scheduled-shifts/upcoming'))).toEqual(
      [expect.stringMatching(/^\/api\/scheduled-shifts\/upcoming\?employeeIds=\d+(,\d+){29}$/)],
    );
  });

  it("reads the chain's users' and invitations' employees in one batch, not one call each", async () => {
    // Two accounts linked to staff records of the chain, as accepted invitations leave them.
    await stack.database.db.execute(sql`
      update users set employee_id = (
        select e.id from employees e join restaurants r on r.id = e.restaurant_id
        where r.enseigne_id = users.enseigne_id order by e.id offset (users.id % 2) limit 1)
      where email in (${MANAGER}, ${EMPLOYEE})`);
    const before = stack.calls.length;
    const result = await stack.gql<{
      me: { enseigne: { users: { employee: { id: string } | null }[] } };
    }>(
      '{ me { enseigne { users { employee { id firstName } } invitations { employee { id } } } } }',
      {},
      admin,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.me.enseigne.users.filter((u) => u.employee !== null)).toHaveLength(2);
    const paths = stack.calls.slice(before).map((c) => c.path);
    expect(paths.filter((path) => /^\/api\/employees\/\d+/.test(path))).toEqual([]);
    expect(
      paths.filter((path) => path.startsWith('/api/employees?ids=')).length,
    ).toBeLessThanOrEqual(1);
  });
});
