import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipments, equipmentTypes } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, comptoir: number;
beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
  comptoir = await t.restaurantId('Le Comptoir Lyonnais');
});
afterAll(() => t?.close());

type EquipmentType = {
  id: number;
  name: string;
  description: string | null;
  equipmentFamily: string;
  temperatureMin: number | null;
  temperatureMax: number | null;
  temperatureUnit: string | null;
  equipmentCount: number;
};

const row = async (id: number) =>
  (await t.db.select().from(equipmentTypes).where(eq(equipmentTypes.id, id)))[0];
const total = async () => (await t.db.select({ n: count() }).from(equipmentTypes))[0]!.n;

async function seeded(name: string): Promise<number> {
  const [found] = await t.db
    .select({ id: equipmentTypes.id })
    .from(equipmentTypes)
    .where(eq(equipmentTypes.name, name));
  if (!found) throw new Error(`no equipment type ${name}`);
  return found.id;
}

const fridge = {
  name: 'Saladette',
  description: 'Poste froid',
  equipmentFamily: 'TEMPERATURE',
  temperatureMin: 0,
  temperatureMax: 4.5,
  temperatureUnit: 'CELSIUS',
};

let n = 0;
/** A new type of the demo chain that a test may change or delete. */
async function scratch(fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/api/equipment-types',
    { ...fridge, name: `Essai ${++n}`, ...fields },
    await t.token(ADMIN),
  );
  expect(res.status).toBe(201);
  return res.body.equipmentType as EquipmentType;
}

/** An equipment of `typeId` in `restaurantId`, written directly. */
async function equip(typeId: number, restaurantId: number) {
  const [e] = await t.db
    .insert(equipments)
    .values({ restaurantId, equipmentTypeId: typeId, name: 'Appareil' })
    .returning();
  return e!.id;
}

describe('GET /api/equipment-types', () => {
  it("lists the chain's types by name to every role, with their range", async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get('/api/equipment-types', await t.token(email));
      expect(res.status).toBe(200);
      const names = res.body.equipmentTypes.map((e: EquipmentType) => e.name);
      expect(names.filter((x: string) => !x.startsWith('Essai'))).toEqual([
        'Cellule de refroidissement',
        'Chambre froide positive',
        'Congélateur',
        'Four de remise en température',
        'Friteuse',
        'Plonge',
        'Réfrigérateur positif',
      ]);
      expect(names).not.toContain('Frigo');
    }
    const res = await t.get('/api/equipment-types', await t.token(ADMIN));
    const byName = (x: string) =>
      res.body.equipmentTypes.find((e: EquipmentType) => e.name === x) as EquipmentType;
    expect(byName('Congélateur')).toMatchObject({
      description: 'Produits surgelés',
      equipmentFamily: 'TEMPERATURE',
      temperatureMin: -25,
      temperatureMax: -18,
      temperatureUnit: 'CELSIUS',
    });
    expect(byName('Friteuse')).toMatchObject({
      equipmentFamily: 'OIL',
      description: null,
      temperatureMin: null,
      temperatureMax: null,
      temperatureUnit: null,
    });
  });

  it('counts the equipment of each type in the restaurants the caller sees', async () => {
    const count = async (email: string) => {
      const res = await t.get('/api/equipment-types', await t.token(email));
      return Object.fromEntries(
        res.body.equipmentTypes.map((e: EquipmentType) => [e.name, e.equipmentCount]),
      );
    };
    // Two per demo restaurant (preparation fridge and display), four restaurants; the manager has two.
    expect(await count(ADMIN)).toMatchObject({ 'Réfrigérateur positif': 8, Plonge: 0 });
    expect(await count(MANAGER)).toMatchObject({ 'Réfrigérateur positif': 4, Friteuse: 2 });
  });

  it("never lists another chain's types", async () => {
    const res = await t.get('/api/equipment-types', await t.token(OTHER_ADMIN));
    expect(res.body.equipmentTypes.map((e: EquipmentType) => e.name)).toEqual(['Frigo']);
  });

  it("reads a batch by ids, leaving out another chain's", async () => {
    const ids = [await seeded('Plonge'), await seeded('Friteuse'), await seeded('Frigo'), 999999];
    const res = await t.get(`/api/equipment-types?ids=${ids.join(',')}`, await t.token(MANAGER));
    expect(res.body.equipmentTypes.map((e: EquipmentType) => e.name)).toEqual([
      'Friteuse',
      'Plonge',
    ]);
  });

  it.each(['abc', '1,,2', ''])('refuses ?ids=%s', async (ids) => {
    const res = await t.get(`/api/equipment-types?ids=${ids}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('ids');
  });

  it('requires a token', async () => {
    expect((await t.get('/api/equipment-types')).status).toBe(401);
  });
});

describe('GET /api/equipment-types/:id', () => {
  it('answers a type of the chain to every role', async () => {
    const id = await seeded('Réfrigérateur positif');
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/equipment-types/${id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.equipmentType).toMatchObject({
        id,
        name: 'Réfrigérateur positif',
        temperatureMin: 0,
        temperatureMax: 4,
      });
    }
  });

  it.each([
    ['another chain', ADMIN, () => seeded('Frigo')],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded('Plonge')],
    ['an unknown id', ADMIN, async () => 999999],
    ['a malformed id', ADMIN, async () => 'abc'],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/equipment-types/${await id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: "Type d'équipement introuvable" });
  });
});

describe('POST /api/equipment-types', () => {
  it.each([ADMIN, MANAGER])('lets %s create a type for the chain', async (email) => {
    const res = await t.post(
      '/api/equipment-types',
      { ...fridge, name: ' Saladette ' },
      await t.token(email),
    );
    expect(res.status).toBe(201);
    expect(res.body.equipmentType).toMatchObject({ ...fridge, equipmentCount: 0 });
    const stored = await row(res.body.equipmentType.id);
    expect(stored).toMatchObject({ family: 'TEMPERATURE', temperatureMax: 4.5 });
    expect(stored!.enseigneId).toBe(await t.enseigneId('Enseigne Démo'));
    await t.del(`/api/equipment-types/${res.body.equipmentType.id}`, await t.token(ADMIN));
  });

  it('stores a type of another family without a range; blank description is none', async () => {
    const res = await t.post(
      '/api/equipment-types',
      { name: 'Trancheuse', equipmentFamily: 'STANDARD', description: '  ', temperatureMin: null },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(201);
    expect(res.body.equipmentType).toMatchObject({
      name: 'Trancheuse',
      description: null,
      temperatureMin: null,
      temperatureMax: null,
      temperatureUnit: null,
    });
  });

  it('accepts a Fahrenheit range within the plausible bounds', async () => {
    const res = await t.post(
      '/api/equipment-types',
      {
        ...fridge,
        name: 'Friteuse US',
        temperatureMin: 340,
        temperatureMax: 375.5,
        temperatureUnit: 'FAHRENHEIT',
      },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(201);
    expect(res.body.equipmentType).toMatchObject({
      temperatureMax: 375.5,
      temperatureUnit: 'FAHRENHEIT',
    });
  });

  it('forbids an EMPLOYEE and writes nothing', async () => {
    const before = await total();
    const res = await t.post('/api/equipment-types', fridge, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(res.body.error).toBe("Vous n'avez pas les permissions nécessaires pour cette action");
    expect(await total()).toBe(before);
  });

  it.each([
    [{ name: '' }, 'name', 'Le nom du type est requis'],
    [{ name: 'x'.repeat(101) }, 'name', '100 caractères au plus'],
    [{ equipmentFamily: undefined }, 'equipmentFamily', 'La famille est requise'],
    [{ equipmentFamily: 'FROID' }, 'equipmentFamily', 'Famille inconnue'],
    [{ temperatureMin: undefined }, 'temperatureMin', 'La température minimale est requise'],
    [{ temperatureMax: null }, 'temperatureMax', 'La température maximale est requise'],
    [{ temperatureUnit: undefined }, 'temperatureUnit', "L'unité de température est requise"],
    [{ temperatureUnit: 'KELVIN' }, 'temperatureUnit', 'Unité de température inconnue'],
    [
      { temperatureMin: '0' },
      'temperatureMin',
      'Température invalide (un nombre avec une décimale au plus)',
    ],
    [
      { temperatureMin: 0.25 },
      'temperatureMin',
      'Température invalide (un nombre avec une décimale au plus)',
    ],
    [
      { temperatureMin: 6, temperatureMax: 4 },
      'temperatureMin',
      'La température minimale doit être inférieure à la maximale',
    ],
    [
      { temperatureMax: 400 },
      'temperatureMax',
      'La température doit être comprise entre -80 et 300 °C',
    ],
    [
      { temperatureMin: -150, temperatureUnit: 'FAHRENHEIT' },
      'temperatureMin',
      'La température doit être comprise entre -112 et 572 °F',
    ],
    [
      { equipmentFamily: 'OIL' },
      'temperatureMin',
      'Seule la famille « Température » a une plage de températures',
    ],
    [
      { equipmentFamily: 'STANDARD', temperatureMin: null, temperatureMax: null },
      'temperatureUnit',
      'Seule la famille « Température » a une plage de températures',
    ],
    [{ enseigneId: 1 }, 'enseigneId', 'Clé non reconnue : "enseigneId"'],
  ])('refuses %j with the message of %s, writing nothing', async (change, field, message) => {
    const before = await total();
    const res = await t.post(
      '/api/equipment-types',
      { ...fridge, ...change },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(await total()).toBe(before);
  });

  it('refuses an empty body with every required field named', async () => {
    const res = await t.post('/api/equipment-types', {}, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      name: 'Le nom du type est requis',
      equipmentFamily: 'La famille est requise',
    });
  });

  it('is also guarded by the database: no range outside TEMPERATURE', async () => {
    await expect(
      t.db.insert(equipmentTypes).values({
        enseigneId: await t.enseigneId('Enseigne Démo'),
        name: 'Incohérent',
        family: 'OIL',
        temperatureMin: 1,
        temperatureMax: 2,
        temperatureUnit: 'CELSIUS',
      }),
    ).rejects.toThrow();
  });
});

describe('PUT /api/equipment-types/:id', () => {
  it('lets an ADMIN replace a type, the range leaving with the family', async () => {
    const type = await scratch();
    const res = await t.put(
      `/api/equipment-types/${type.id}`,
      { name: 'Friteuse basse', equipmentFamily: 'OIL' },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.equipmentType).toMatchObject({
      id: type.id,
      name: 'Friteuse basse',
      description: null,
      equipmentFamily: 'OIL',
      temperatureMin: null,
      temperatureUnit: null,
    });
    expect(await row(type.id)).toMatchObject({ family: 'OIL', temperatureMax: null });
  });

  it('lets a MANAGER edit a type used only in his restaurants (or not at all)', async () => {
    const type = await scratch();
    await equip(type.id, bistrot);
    const res = await t.put(
      `/api/equipment-types/${type.id}`,
      { ...fridge, name: 'Saladette 2', temperatureMin: 1 },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body.equipmentType).toMatchObject({ temperatureMin: 1, equipmentCount: 1 });
  });

  it('forbids a MANAGER a type that also equips a restaurant he does not manage', async () => {
    const id = await seeded('Réfrigérateur positif');
    const before = await row(id);
    const res = await t.put(
      `/api/equipment-types/${id}`,
      { ...fridge, name: 'Renommé' },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      error: 'Ce type équipe aussi des restaurants que vous ne gérez pas',
    });
    expect(await row(id)).toEqual(before);
    // The same type one equipment away: his own restaurants only.
    const type = await scratch();
    await equip(type.id, comptoir);
    const other = await t.put(`/api/equipment-types/${type.id}`, fridge, await t.token(MANAGER));
    expect(other.status).toBe(403);
  });

  it('forbids an EMPLOYEE first, even with a bad body', async () => {
    const type = await scratch();
    const res = await t.put(`/api/equipment-types/${type.id}`, {}, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
  });

  it.each([
    ['another chain', ADMIN, () => seeded('Frigo')],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded('Plonge')],
    ['an unknown id', ADMIN, async () => 999999],
  ])('answers 404 for %s and changes nothing', async (_, email, id) => {
    const typeId = await id();
    const before = await row(typeId);
    const res = await t.put(`/api/equipment-types/${typeId}`, fridge, await t.token(email));
    expect(res.status).toBe(404);
    expect(await row(typeId)).toEqual(before);
  });

  it('refuses a bad body and changes nothing', async () => {
    const type = await scratch();
    const before = await row(type.id);
    const res = await t.put(
      `/api/equipment-types/${type.id}`,
      { ...fridge, temperatureMin: 10 },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      temperatureMin: 'La température minimale doit être inférieure à la maximale',
    });
    expect(await row(type.id)).toEqual(before);
  });
});

describe('DELETE /api/equipment-types/:id', () => {
  it.each([ADMIN, MANAGER])('lets %s delete an unused type', async (email) => {
    const type = await scratch();
    const res = await t.del(`/api/equipment-types/${type.id}`, await t.token(email));
    expect(res.status).toBe(204);
    expect(await row(type.id)).toBeUndefined();
  });

  it('refuses a type in use with how many equipments use it, and keeps it', async () => {
    const id = await seeded('Réfrigérateur positif');
    const res = await t.del(`/api/equipment-types/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ error: 'Ce type est utilisé par 8 équipements' });
    expect(await row(id)).toBeDefined();
    const type = await scratch();
    await equip(type.id, bistrot);
    const one = await t.del(`/api/equipment-types/${type.id}`, await t.token(MANAGER));
    expect(one.status).toBe(409);
    expect(one.body).toEqual({ error: 'Ce type est utilisé par 1 équipement' });
  });

  it('forbids a MANAGER a type used outside his restaurants, before saying it is in use', async () => {
    const res = await t.del(
      `/api/equipment-types/${await seeded('Congélateur')}`,
      await t.token(MANAGER),
    );
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('Ce type équipe aussi des restaurants que vous ne gérez pas');
  });

  it('forbids an EMPLOYEE', async () => {
    const type = await scratch();
    const res = await t.del(`/api/equipment-types/${type.id}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await row(type.id)).toBeDefined();
  });

  it("answers 404 for another chain's type and keeps it", async () => {
    const id = await seeded('Frigo');
    const res = await t.del(`/api/equipment-types/${id}`, await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(await row(id)).toBeDefined();
  });
});
