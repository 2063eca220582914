import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, labo: number, autrui: number;
beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
  halles = await t.restaurantId('La Table des Halles');
  comptoir = await t.restaurantId('Le Comptoir Lyonnais');
  labo = await t.restaurantId('Laboratoire Central');
  autrui = await t.restaurantId('Chez Autrui');
});
afterAll(() => t?.close());

type Employee = {
  id: number;
  restaurantId: number;
  firstName: string;
  lastName: string;
  pin: string | null;
  contractType: string | null;
  contractNbHours: number | null;
};
const names = (body: { employees: Employee[] }) =>
  body.employees.map((e) => `${e.firstName} ${e.lastName}`);
const row = async (id: number) =>
  (await t.db.select().from(employees).where(eq(employees.id, id)))[0];
const total = async () => (await t.db.select({ n: count() }).from(employees))[0]!.n;

/** The id of a seeded employee, by first name. */
async function seeded(firstName: string): Promise<number> {
  const [found] = await t.db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.firstName, firstName));
  if (!found) throw new Error(`no employee ${firstName}`);
  return found.id;
}

let nextPin = 100000;
/** A new employee of the demo chain that a test may change or delete. */
async function scratch(fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/api/employees',
    {
      firstName: 'Zoé',
      lastName: 'Essai',
      pin: String(nextPin++),
      restaurantId: bistrot,
      ...fields,
    },
    await t.token(ADMIN),
  );
  expect(res.status).toBe(201);
  return res.body.employee as Employee;
}

describe('GET /api/employees', () => {
  it('lists the staff of the whole chain to an ADMIN and an EMPLOYEE, by last name', async () => {
    for (const email of [ADMIN, EMPLOYEE]) {
      const res = await t.get('/api/employees', await t.token(email));
      expect(res.status).toBe(200);
      const list = names(res.body);
      expect(list).toEqual(
        expect.arrayContaining(['Lucas Bernard', 'Théo Blanc', 'Inès Mercier', 'Nathan Roux']),
      );
      expect(list).not.toContain('Jean Ailleurs');
      // French order: Bernard, Blanc, Faure, Garnier, Lefèvre, Mercier, Moreau, Petit, Roux.
      const seededOnly = list.filter((n) => !n.endsWith('Essai'));
      expect(seededOnly.slice(0, 9)).toEqual([
        'Lucas Bernard',
        'Théo Blanc',
        'Camille Faure',
        'Léa Garnier',
        'Hugo Lefèvre',
        'Inès Mercier',
        'Chloé Moreau',
        'Emma Petit',
        'Nathan Roux',
      ]);
    }
  });

  it('answers each employee with its restaurant link and contract', async () => {
    const res = await t.get(`/api/employees/${await seeded('Lucas')}`, await t.token(ADMIN));
    expect(res.body.employee).toMatchObject({
      firstName: 'Lucas',
      lastName: 'Bernard',
      pin: '1234',
      restaurantId: bistrot,
      contractType: 'CDI',
      contractNbHours: 35,
      restaurants: [{ id: bistrot, restaurantId: bistrot, name: 'Le Bistrot du Port' }],
    });
    const hugo = await t.get(`/api/employees/${await seeded('Hugo')}`, await t.token(ADMIN));
    expect(hugo.body.employee).toMatchObject({ contractType: 'EXTRA', contractNbHours: null });
  });

  it('lists to a MANAGER only the staff of his restaurants', async () => {
    const res = await t.get('/api/employees', await t.token(MANAGER));
    expect(res.status).toBe(200);
    const restaurants = new Set(res.body.employees.map((e: Employee) => e.restaurantId));
    expect([...restaurants].sort()).toEqual([bistrot, halles].sort());
  });

  it("never lists another chain's staff", async () => {
    const res = await t.get('/api/employees', await t.token(OTHER_ADMIN));
    expect(names(res.body)).toEqual(['Jean Ailleurs']);
  });

  it('reads a batch by restaurant, leaving out restaurants the user may not see', async () => {
    const ids = [halles, comptoir, autrui, 999999].join(',');
    const admin = await t.get(`/api/employees?restaurantIds=${ids}`, await t.token(ADMIN));
    expect(names(admin.body)).toEqual([
      'Théo Blanc',
      'Camille Faure',
      'Léa Garnier',
      'Nathan Roux',
    ]);
    const manager = await t.get(`/api/employees?restaurantIds=${ids}`, await t.token(MANAGER));
    expect(names(manager.body)).toEqual(['Léa Garnier', 'Nathan Roux']);
  });

  it('reads a batch by id, leaving out employees the user may not see', async () => {
    const all = await t.get('/api/employees', await t.token(ADMIN));
    const byName = (name: string) =>
      (all.body.employees as Employee[]).find((e) => `${e.firstName} ${e.lastName}` === name)!.id;
    const jean = (await t.get('/api/employees', await t.token(OTHER_ADMIN))).body.employees[0].id;
    const ids = [byName('Théo Blanc'), byName('Léa Garnier'), jean, 999999].join(',');
    const admin = await t.get(`/api/employees?ids=${ids}`, await t.token(ADMIN));
    expect(names(admin.body)).toEqual(['Théo Blanc', 'Léa Garnier']);
    // Théo is of the Comptoir, not one of the manager's restaurants.
    const manager = await t.get(`/api/employees?ids=${ids}`, await t.token(MANAGER));
    expect(names(manager.body)).toEqual(['Léa Garnier']);
    const other = await t.get(`/api/employees?ids=${ids}`, await t.token(OTHER_ADMIN));
    expect(names(other.body)).toEqual(['Jean Ailleurs']);
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await t.get(`/api/employees?ids=${many}`, await t.token(ADMIN));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: "Trop d'identifiants : 500 au plus",
      fieldErrors: { ids: '500 identifiants au plus' },
    });
  });

  it.each(['abc', '1,,2', ''])('refuses ?ids=%s with a French 400', async (ids) => {
    const res = await t.get(`/api/employees?ids=${ids}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      ids: 'Liste d’identifiants invalide (entiers séparés par des virgules)',
    });
  });

  it.each(['abc', '1,,2', ''])('refuses ?restaurantIds=%s', async (ids) => {
    const res = await t.get(`/api/employees?restaurantIds=${ids}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(res.body.fieldErrors).toHaveProperty('restaurantIds');
  });

  it('requires a token', async () => {
    const res = await t.get('/api/employees');
    expect(res.status).toBe(401);
  });
});

describe('GET /api/employees by pages (issue 10 item 3)', () => {
  type Page = { employees: Employee[]; total: number; limit: number | null; offset: number };
  const read = async (query: string, email = ADMIN) => {
    const res = await t.get(`/api/employees${query}`, await t.token(email));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };

  it('answers the total with every row when no limit is given', async () => {
    const all = await read('');
    expect(all.total).toBe(all.employees.length);
    expect(all).toMatchObject({ limit: null, offset: 0 });
  });

  it('pages in name order, the pages following each other', async () => {
    const all = await read('');
    const first = await read('?limit=3');
    const second = await read('?limit=3&offset=3');
    expect(first).toMatchObject({ total: all.total, limit: 3, offset: 0 });
    expect(names(first)).toEqual(names(all).slice(0, 3));
    expect(names(second)).toEqual(names(all).slice(3, 6));
    expect(names(first).slice(0, 2)).toEqual(['Lucas Bernard', 'Théo Blanc']);
    expect((await read(`?limit=3&offset=${all.total}`)).employees).toEqual([]);
  });

  it('sorts by name or date added, either way', async () => {
    const all = names(await read(`?restaurantIds=${halles}`));
    expect(names(await read(`?restaurantIds=${halles}&order=desc`))).toEqual([...all].reverse());
    const byDate = (await read(`?restaurantIds=${halles}&sort=createdAt`)).employees;
    const dates = byDate.map((e) => (e as Employee & { createdAt: string }).createdAt);
    expect(dates).toEqual([...dates].sort());
    const newest = await read(`?restaurantIds=${halles}&sort=createdAt&order=desc&limit=1`);
    expect(newest.employees[0]!.id).toBe(byDate.at(-1)!.id);
  });

  it('searches first and last names, case and accents aside, within what the user sees', async () => {
    expect(names(await read('?search=lea'))).toEqual(['Léa Garnier']);
    expect(names(await read('?search=GARNIER L'))).toEqual(['Léa Garnier']);
    expect(names(await read('?search=léa garn'))).toEqual(['Léa Garnier']);
    expect((await read('?search=Ailleurs')).total).toBe(0);
    expect(names(await read('?search=Ailleurs', OTHER_ADMIN))).toEqual(['Jean Ailleurs']);
    // % and _ are searched for as typed.
    expect((await read('?search=%25')).total).toBe(0);
    const manager = await read(`?search=e&restaurantIds=${comptoir}`, MANAGER);
    expect(manager.total).toBe(0);
  });

  it('refuses bad pages in French, under the field', async () => {
    const token = await t.token(ADMIN);
    for (const [query, field, message] of [
      ['?limit=0', 'limit', 'La taille de page doit être comprise entre 1 et 100'],
      ['?limit=101', 'limit', 'La taille de page doit être comprise entre 1 et 100'],
      ['?limit=abc', 'limit', 'La taille de page doit être comprise entre 1 et 100'],
      ['?offset=-1', 'offset', 'Le décalage doit être un entier positif ou nul'],
      ['?sort=pin', 'sort', 'Tri inconnu : name, createdAt seulement'],
      ['?order=up', 'order', "L'ordre doit être asc ou desc"],
      [`?search=${'x'.repeat(201)}`, 'search', '200 caractères au plus'],
    ]) {
      const res = await t.get(`/api/employees${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors[field!], query).toBe(message);
    }
  });
});

describe('GET /api/employees/restaurant/:id', () => {
  it("lists a restaurant's staff to every role that sees it", async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/employees/restaurant/${halles}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(['Léa Garnier', 'Nathan Roux']);
    }
  });

  it('lists nothing for a restaurant without staff', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Vide', address: '1 rue Vide' },
      await t.token(ADMIN),
    );
    const res = await t.get(
      `/api/employees/restaurant/${created.body.restaurant.id}`,
      await t.token(ADMIN),
    );
    expect(res.body).toEqual({ employees: [] });
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['another chain (seen from it)', OTHER_ADMIN, () => bistrot],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown id', ADMIN, () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/employees/restaurant/${id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant introuvable' });
  });
});

describe('GET /api/employees/:id', () => {
  it('answers a visible employee to every role', async () => {
    const id = await seeded('Léa');
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/employees/${id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.employee.lastName).toBe('Garnier');
    }
  });

  it.each([
    ['another chain', ADMIN, () => seeded('Jean')],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded('Léa')],
    ['outside the manager', MANAGER, () => seeded('Camille')],
    ['an unknown id', ADMIN, async () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/employees/${await id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Employé introuvable' });
  });

  it.each(['abc', '0', '1.5'])('answers 404 for the id %s', async (id) => {
    const res = await t.get(`/api/employees/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(404);
  });
});

describe('POST /api/employees', () => {
  it.each([ADMIN, MANAGER])('lets %s create an employee', async (email) => {
    const res = await t.post(
      '/api/employees',
      {
        firstName: ' Paul ',
        lastName: 'Nouveau',
        pin: '424242',
        restaurantId: halles,
        contractType: 'CDD',
        contractNbHours: 20,
      },
      await t.token(email),
    );
    expect(res.status).toBe(201);
    expect(res.body.employee).toMatchObject({
      firstName: 'Paul',
      lastName: 'Nouveau',
      pin: '424242',
      restaurantId: halles,
      contractType: 'CDD',
      contractNbHours: 20,
      restaurants: [{ id: halles, restaurantId: halles, name: 'La Table des Halles' }],
    });
    expect((await row(res.body.employee.id))!.pin).toBe('424242');
    await t.del(`/api/employees/${res.body.employee.id}`, await t.token(ADMIN));
  });

  it('stores no contract when none is given', async () => {
    const created = await scratch();
    expect(created).toMatchObject({ contractType: null, contractNbHours: null });
  });

  it('forbids an EMPLOYEE and writes nothing', async () => {
    const before = await total();
    const res = await t.post(
      '/api/employees',
      { firstName: 'A', lastName: 'B', pin: '9999', restaurantId: bistrot },
      await t.token(EMPLOYEE),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await total()).toBe(before);
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown restaurant', ADMIN, () => 999999],
  ])('answers 400 under restaurantId for %s and writes nothing', async (_, email, restaurantId) => {
    const before = await total();
    const res = await t.post(
      '/api/employees',
      { firstName: 'A', lastName: 'B', pin: '9999', restaurantId: restaurantId() },
      await t.token(email),
    );
    // A restaurant named in a body is input: 400 under its field, on every route.
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Données invalides : Restaurant introuvable',
      fieldErrors: { restaurantId: 'Restaurant introuvable' },
    });
    expect(await total()).toBe(before);
  });

  it('refuses a PIN already used in the restaurant, and accepts it in another', async () => {
    const before = await total();
    const res = await t.post(
      '/api/employees',
      { firstName: 'A', lastName: 'B', pin: '2468', restaurantId: bistrot },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'Ce code PIN est déjà utilisé dans ce restaurant',
      fieldErrors: { pin: 'Ce code PIN est déjà utilisé dans ce restaurant' },
    });
    expect(await total()).toBe(before);
    const elsewhere = await t.post(
      '/api/employees',
      { firstName: 'A', lastName: 'B', pin: '2468', restaurantId: labo },
      await t.token(ADMIN),
    );
    expect(elsewhere.status).toBe(201);
    await t.del(`/api/employees/${elsewhere.body.employee.id}`, await t.token(ADMIN));
  });

  const valid = () => ({ firstName: 'A', lastName: 'B', pin: '7777', restaurantId: bistrot });
  it.each([
    [{ firstName: undefined }, 'firstName', 'Le prénom est requis'],
    [{ firstName: '  ' }, 'firstName', 'Le prénom est requis'],
    [{ lastName: '' }, 'lastName', 'Le nom est requis'],
    [{ pin: undefined }, 'pin', 'Le code PIN est requis'],
    [{ pin: '' }, 'pin', 'Le code PIN est requis'],
    [{ pin: '123' }, 'pin', 'Le code PIN doit contenir de 4 à 6 chiffres'],
    [{ pin: '1234567' }, 'pin', 'Le code PIN doit contenir de 4 à 6 chiffres'],
    [{ pin: '12a4' }, 'pin', 'Le code PIN doit contenir de 4 à 6 chiffres'],
    [{ pin: 1234 }, 'pin', 'Le code PIN doit contenir de 4 à 6 chiffres'],
    [{ restaurantId: undefined }, 'restaurantId', 'Le restaurant est requis'],
    [{ contractType: 'STAGE' }, 'contractType', 'Type de contrat invalide'],
    [
      { contractNbHours: 81 },
      'contractNbHours',
      "Le nombre d'heures doit être un entier entre 0 et 80",
    ],
    [
      { contractNbHours: -1 },
      'contractNbHours',
      "Le nombre d'heures doit être un entier entre 0 et 80",
    ],
    [
      { contractNbHours: 35.5 },
      'contractNbHours',
      "Le nombre d'heures doit être un entier entre 0 et 80",
    ],
    [
      { contractNbHours: '35' },
      'contractNbHours',
      "Le nombre d'heures doit être un entier entre 0 et 80",
    ],
    [{ enseigneId: 1 }, 'enseigneId', 'Clé non reconnue : "enseigneId"'],
  ])('refuses %j with the message of %s, writing nothing', async (change, field, message) => {
    const before = await total();
    const res = await t.post('/api/employees', { ...valid(), ...change }, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(await total()).toBe(before);
  });

  it('refuses an empty body with every required field named', async () => {
    const res = await t.post('/api/employees', {}, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      pin: 'Le code PIN est requis',
      restaurantId: 'Le restaurant est requis',
    });
  });
});

describe('PUT /api/employees/:id', () => {
  it('lets an ADMIN change some fields and keeps the PIN when it is absent or empty', async () => {
    const e = await scratch({ contractType: 'CDI', contractNbHours: 35 });
    const res = await t.put(
      `/api/employees/${e.id}`,
      { lastName: 'Renommée', pin: '' },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.employee).toMatchObject({
      firstName: 'Zoé',
      lastName: 'Renommée',
      pin: e.pin,
      contractType: 'CDI',
      contractNbHours: 35,
    });
    const absent = await t.put(
      `/api/employees/${e.id}`,
      { firstName: 'Zoë' },
      await t.token(ADMIN),
    );
    expect(absent.body.employee.pin).toBe(e.pin);
    const changed = await t.put(`/api/employees/${e.id}`, { pin: '55555' }, await t.token(ADMIN));
    expect(changed.body.employee.pin).toBe('55555');
    expect((await row(e.id))!.pin).toBe('55555');
  });

  it('clears the contract given null', async () => {
    const e = await scratch({ contractType: 'CDD', contractNbHours: 10 });
    const res = await t.put(
      `/api/employees/${e.id}`,
      { contractType: null, contractNbHours: null },
      await t.token(ADMIN),
    );
    expect(res.body.employee).toMatchObject({ contractType: null, contractNbHours: null });
  });

  it('lets a MANAGER edit an employee of his restaurants, and move him between them', async () => {
    const e = await scratch();
    const res = await t.put(
      `/api/employees/${e.id}`,
      { restaurantId: halles, contractNbHours: 0 },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body.employee).toMatchObject({
      restaurantId: halles,
      contractNbHours: 0,
      restaurants: [{ id: halles, restaurantId: halles, name: 'La Table des Halles' }],
    });
  });

  it('answers 404 to a MANAGER outside his restaurants, and changes nothing', async () => {
    const camille = await seeded('Camille');
    const before = await row(camille);
    const res = await t.put(`/api/employees/${camille}`, { lastName: 'X' }, await t.token(MANAGER));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Employé introuvable' });
    // Nor can he move one of his into a restaurant he does not run.
    const e = await scratch();
    const move = await t.put(
      `/api/employees/${e.id}`,
      { restaurantId: comptoir },
      await t.token(MANAGER),
    );
    expect(move.status).toBe(400);
    expect(move.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    expect(await row(camille)).toEqual(before);
    expect((await row(e.id))!.restaurantId).toBe(bistrot);
  });

  it("answers 404 for another chain's employee, and changes nothing", async () => {
    const jean = await seeded('Jean');
    const before = await row(jean);
    const res = await t.put(`/api/employees/${jean}`, { lastName: 'X' }, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(await row(jean)).toEqual(before);
    const into = await t.put(
      `/api/employees/${await seeded('Lucas')}`,
      { restaurantId: autrui },
      await t.token(ADMIN),
    );
    expect(into.status).toBe(400);
    expect(into.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
  });

  it('forbids an EMPLOYEE', async () => {
    const lucas = await seeded('Lucas');
    const before = await row(lucas);
    const res = await t.put(`/api/employees/${lucas}`, { lastName: 'X' }, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await row(lucas)).toEqual(before);
  });

  it('refuses a PIN taken in the restaurant, also when moving there', async () => {
    const e = await scratch();
    const taken = await t.put(`/api/employees/${e.id}`, { pin: '1234' }, await t.token(ADMIN));
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors).toEqual({
      pin: 'Ce code PIN est déjà utilisé dans ce restaurant',
    });
    // Léa Garnier types 1234 at La Table des Halles, as Lucas Bernard at the Bistrot.
    const lucas = await seeded('Lucas');
    const move = await t.put(
      `/api/employees/${lucas}`,
      { restaurantId: halles },
      await t.token(ADMIN),
    );
    expect(move.status).toBe(409);
    expect((await row(lucas))!.restaurantId).toBe(bistrot);
    // His own PIN sent again is not a conflict.
    const same = await t.put(`/api/employees/${lucas}`, { pin: '1234' }, await t.token(ADMIN));
    expect(same.status).toBe(200);
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'Le prénom est requis'],
    [{ lastName: ' ' }, 'lastName', 'Le nom est requis'],
    [{ pin: '12' }, 'pin', 'Le code PIN doit contenir de 4 à 6 chiffres'],
    [
      { contractNbHours: 100 },
      'contractNbHours',
      "Le nombre d'heures doit être un entier entre 0 et 80",
    ],
    [{ contractType: '' }, 'contractType', 'Type de contrat invalide'],
    [{ id: 3 }, 'id', 'Clé non reconnue : "id"'],
  ])('refuses %j and changes nothing', async (body, field, message) => {
    const lucas = await seeded('Lucas');
    const before = await row(lucas);
    const res = await t.put(`/api/employees/${lucas}`, body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await row(lucas)).toEqual(before);
  });
});

describe('DELETE /api/employees/:id', () => {
  it('lets an ADMIN delete an employee', async () => {
    const e = await scratch();
    const res = await t.del(`/api/employees/${e.id}`, await t.token(ADMIN));
    expect(res.status).toBe(204);
    expect(await row(e.id)).toBeUndefined();
    expect((await t.get(`/api/employees/${e.id}`, await t.token(ADMIN))).status).toBe(404);
  });

  it.each([MANAGER, EMPLOYEE])('forbids %s', async (email) => {
    const e = await scratch();
    const res = await t.del(`/api/employees/${e.id}`, await t.token(email));
    expect(res.status).toBe(403);
    expect(await row(e.id)).toBeDefined();
  });

  it("answers 404 for another chain's employee and keeps him", async () => {
    const jean = await seeded('Jean');
    const res = await t.del(`/api/employees/${jean}`, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(await row(jean)).toBeDefined();
  });
});

describe('a restaurant with staff', () => {
  it('cannot be deleted while employees remain, and says how many', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Avec personnel', address: '2 rue Pleine' },
      await t.token(ADMIN),
    );
    const id = created.body.restaurant.id as number;
    const a = await scratch({ restaurantId: id });
    const b = await scratch({ restaurantId: id });
    const refused = await t.del(`/api/restaurants/${id}`, await t.token(ADMIN));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'Ce restaurant contient encore des données : 2 employés',
    });
    await t.del(`/api/employees/${a.id}`, await t.token(ADMIN));
    const one = await t.del(`/api/restaurants/${id}`, await t.token(ADMIN));
    expect(one.body.error).toBe('Ce restaurant contient encore des données : 1 employé');
    await t.del(`/api/employees/${b.id}`, await t.token(ADMIN));
    expect((await t.del(`/api/restaurants/${id}`, await t.token(ADMIN))).status).toBe(204);
  });
});

describe('PINs are secrets (issue 9, item 12)', () => {
  it('are read by an ADMIN and by a MANAGER in his restaurants, on every read', async () => {
    const lucas = await seeded('Lucas');
    for (const email of [ADMIN, MANAGER]) {
      const token = await t.token(email);
      const one = await t.get(`/api/employees/${lucas}`, token);
      expect(one.body.employee.pin).toBe('1234');
      const all = await t.get('/api/employees', token);
      expect(all.body.employees.every((e: Employee) => /^\d{4,6}$/.test(e.pin ?? ''))).toBe(true);
      const ofBistrot = await t.get(`/api/employees/restaurant/${bistrot}`, token);
      expect(ofBistrot.body.employees.every((e: Employee) => e.pin !== null)).toBe(true);
    }
  });

  it('are never read by an EMPLOYEE: every employee answers pin null, the rest unchanged', async () => {
    const token = await t.token(EMPLOYEE);
    const all = await t.get('/api/employees', token);
    expect(all.status).toBe(200);
    expect(all.body.employees.length).toBeGreaterThan(0);
    expect(all.body.employees.map((e: Employee) => e.pin)).toEqual(
      all.body.employees.map(() => null),
    );
    const ofBistrot = await t.get(`/api/employees/restaurant/${bistrot}`, token);
    expect(ofBistrot.body.employees.map((e: Employee) => e.pin)).not.toContain('1234');
    const one = await t.get(`/api/employees/${await seeded('Lucas')}`, token);
    expect(one.body.employee).toMatchObject({ firstName: 'Lucas', pin: null });
    const dashboard = await t.get('/api/dashboard', token);
    expect(dashboard.status).toBe(200);
    for (const e of dashboard.body.dashboard.recentEmployees as Employee[]) {
      expect(e.pin).toBeNull();
    }
  });

  it("reach the dashboard's recent employees only for those who may read them", async () => {
    const dashboard = await t.get('/api/dashboard', await t.token(ADMIN));
    const recent = dashboard.body.dashboard.recentEmployees as Employee[];
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((e) => typeof e.pin === 'string')).toBe(true);
  });
});
