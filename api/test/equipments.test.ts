import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipments, equipmentTypes, zones } from '../src/db/schema.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, halles: number, comptoir: number, labo: number, autrui: number;
let fridgeType: number, plonge: number, frigoAutrui: number;
let cuisineBistrot: number, reserveBistrot: number, cuisineHalles: number, cuisineAutrui: number;
beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
  halles = await t.restaurantId('La Table des Halles');
  comptoir = await t.restaurantId('Le Comptoir Lyonnais');
  labo = await t.restaurantId('Laboratoire Central');
  autrui = await t.restaurantId('Chez Autrui');
  fridgeType = await typeId('Réfrigérateur positif');
  plonge = await typeId('Plonge');
  frigoAutrui = await typeId('Frigo');
  cuisineBistrot = await zoneId('Cuisine', bistrot);
  reserveBistrot = await zoneId('Réserve', bistrot);
  cuisineHalles = await zoneId('Cuisine', halles);
  cuisineAutrui = await zoneId('Cuisine', autrui);
});
afterAll(() => t?.close());

type Equipment = {
  id: number;
  name: string;
  description: string | null;
  serialNumber: string | null;
  restaurantId: number;
  zoneId: number | null;
  zone: { id: number; name: string } | null;
  equipmentTypeId: number;
  equipmentType: { id: number; name: string; temperatureMin: number | null };
};
type List = { equipments: Equipment[] };

async function typeId(name: string) {
  const [row] = await t.db
    .select({ id: equipmentTypes.id })
    .from(equipmentTypes)
    .where(eq(equipmentTypes.name, name));
  return row!.id;
}
async function zoneId(name: string, restaurantId: number) {
  const [row] = await t.db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.name, name), eq(zones.restaurantId, restaurantId)));
  return row!.id;
}
/** A seeded equipment by name and restaurant. */
async function seeded(name: string, restaurantId: number) {
  const [row] = await t.db
    .select({ id: equipments.id })
    .from(equipments)
    .where(and(eq(equipments.name, name), eq(equipments.restaurantId, restaurantId)));
  if (!row) throw new Error(`no equipment ${name}`);
  return row.id;
}
const row = async (id: number) =>
  (await t.db.select().from(equipments).where(eq(equipments.id, id)))[0];
const total = async () => (await t.db.select({ n: count() }).from(equipments))[0]!.n;
const names = (body: List) => body.equipments.map((e) => e.name);

const valid = () => ({
  restaurantId: bistrot,
  equipmentTypeId: fridgeType,
  name: 'Saladette',
  description: 'Poste froid',
  serialNumber: 'SL-1',
  zoneId: cuisineBistrot,
});

/** A new equipment of the Bistrot that a test may change or delete. */
async function scratch(fields: Record<string, unknown> = {}) {
  const res = await t.post('/api/equipments', { ...valid(), ...fields }, await t.token(ADMIN));
  expect(res.status).toBe(201);
  return res.body.equipment as Equipment;
}

const KITCHEN = [
  'Cellule rapide',
  'Chambre froide',
  'Congélateur coffre',
  'Four mixte',
  'Frigo de préparation',
  'Friteuse double bac',
  'Vitrine réfrigérée',
];

describe('GET /api/equipments', () => {
  it('lists the equipment of the whole chain to an ADMIN and an EMPLOYEE', async () => {
    for (const email of [ADMIN, EMPLOYEE]) {
      const res = await t.get('/api/equipments', await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.equipments).toHaveLength(28);
      expect(new Set(res.body.equipments.map((e: Equipment) => e.restaurantId))).toEqual(
        new Set([bistrot, halles, comptoir, labo]),
      );
    }
  });

  it('lists to a MANAGER only the equipment of his restaurants', async () => {
    const res = await t.get('/api/equipments', await t.token(MANAGER));
    expect(new Set(res.body.equipments.map((e: Equipment) => e.restaurantId))).toEqual(
      new Set([bistrot, halles]),
    );
  });

  it("never lists another chain's equipment", async () => {
    const res = await t.get('/api/equipments', await t.token(OTHER_ADMIN));
    expect(names(res.body)).toEqual(['Frigo 1']);
  });

  it('answers each equipment with its zone and its type with the range', async () => {
    const id = await seeded('Congélateur coffre', bistrot);
    const res = await t.get(`/api/equipments/${id}`, await t.token(EMPLOYEE));
    expect(res.body.equipment).toMatchObject({
      name: 'Congélateur coffre',
      description: 'Glaces, viandes',
      serialNumber: null,
      restaurantId: bistrot,
      zoneId: reserveBistrot,
      zone: { id: reserveBistrot, name: 'Réserve' },
      equipmentType: {
        name: 'Congélateur',
        equipmentFamily: 'TEMPERATURE',
        temperatureMin: -25,
        temperatureMax: -18,
        temperatureUnit: 'CELSIUS',
      },
    });
  });

  it('reads batches by restaurant, zone, type and id, leaving out what the user may not see', async () => {
    const manager = await t.token(MANAGER);
    const byRestaurant = await t.get(
      `/api/equipments?restaurantIds=${[halles, comptoir, autrui].join(',')}`,
      manager,
    );
    expect(names(byRestaurant.body)).toEqual(KITCHEN);
    expect(byRestaurant.body.equipments.every((e: Equipment) => e.restaurantId === halles)).toBe(
      true,
    );

    const byZone = await t.get(
      `/api/equipments?zoneIds=${[reserveBistrot, cuisineAutrui].join(',')}`,
      await t.token(ADMIN),
    );
    expect(names(byZone.body)).toEqual(['Chambre froide', 'Congélateur coffre']);

    const byType = await t.get(
      `/api/equipments?equipmentTypeIds=${[fridgeType, frigoAutrui].join(',')}`,
      manager,
    );
    expect(byType.body.equipments).toHaveLength(4);
    expect(byType.body.equipments.every((e: Equipment) => e.equipmentTypeId === fridgeType)).toBe(
      true,
    );

    const ids = [
      await seeded('Four mixte', bistrot),
      await seeded('Four mixte', comptoir),
      await seeded('Frigo 1', autrui),
    ];
    const byId = await t.get(`/api/equipments?ids=${ids.join(',')}`, manager);
    expect(byId.body.equipments.map((e: Equipment) => e.id)).toEqual([ids[0]]);
  });

  it.each(['restaurantIds=abc', 'zoneIds=1,,2', 'equipmentTypeIds=', 'ids=x'])(
    'refuses ?%s',
    async (query) => {
      const res = await t.get(`/api/equipments?${query}`, await t.token(ADMIN));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual([query.split('=')[0]]);
    },
  );

  it('requires a token', async () => {
    expect((await t.get('/api/equipments')).status).toBe(401);
  });
});

describe('GET /api/equipments/restaurant/:id', () => {
  it("lists a restaurant's equipment by name to every role that sees it", async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/equipments/restaurant/${halles}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(KITCHEN);
    }
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['another chain (seen from it)', OTHER_ADMIN, () => bistrot],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown id', ADMIN, () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/equipments/restaurant/${id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Restaurant introuvable' });
  });
});

describe('GET /api/equipments/:id', () => {
  it.each([
    ['another chain', ADMIN, () => seeded('Frigo 1', autrui)],
    ['another chain (seen from it)', OTHER_ADMIN, () => seeded('Four mixte', bistrot)],
    ['outside the manager', MANAGER, () => seeded('Four mixte', comptoir)],
    ['an unknown id', ADMIN, async () => 999999],
    ['a malformed id', ADMIN, async () => 'abc'],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/equipments/${await id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Équipement introuvable' });
  });
});

describe('POST /api/equipments', () => {
  it.each([ADMIN, MANAGER])('lets %s create an equipment in a zone', async (email) => {
    const res = await t.post(
      '/api/equipments',
      { ...valid(), name: ' Saladette ' },
      await t.token(email),
    );
    expect(res.status).toBe(201);
    expect(res.body.equipment).toMatchObject({
      name: 'Saladette',
      description: 'Poste froid',
      serialNumber: 'SL-1',
      restaurantId: bistrot,
      zoneId: cuisineBistrot,
      zone: { id: cuisineBistrot, name: 'Cuisine' },
      equipmentTypeId: fridgeType,
      equipmentType: { id: fridgeType, name: 'Réfrigérateur positif', temperatureMax: 4 },
    });
    expect(await row(res.body.equipment.id)).toBeDefined();
  });

  it('creates an unassigned equipment with no zone, description nor serial number', async () => {
    const res = await t.post(
      '/api/equipments',
      { restaurantId: labo, equipmentTypeId: plonge, name: 'Lave-batterie', serialNumber: '' },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(201);
    expect(res.body.equipment).toMatchObject({
      zoneId: null,
      zone: null,
      description: null,
      serialNumber: null,
    });
  });

  it('forbids an EMPLOYEE first, and writes nothing', async () => {
    const before = await total();
    const res = await t.post('/api/equipments', {}, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await total()).toBe(before);
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown restaurant', ADMIN, () => 999999],
  ])('answers 400 under restaurantId for %s and writes nothing', async (_, email, restaurantId) => {
    const before = await total();
    const res = await t.post(
      '/api/equipments',
      { ...valid(), zoneId: null, restaurantId: restaurantId() },
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

  it("refuses another chain's or an unknown type under its field", async () => {
    const before = await total();
    for (const equipmentTypeId of [frigoAutrui, 999999]) {
      const res = await t.post(
        '/api/equipments',
        { ...valid(), equipmentTypeId },
        await t.token(ADMIN),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: "Données invalides : Type d'équipement introuvable",
        fieldErrors: { equipmentTypeId: "Type d'équipement introuvable" },
      });
    }
    expect(await total()).toBe(before);
  });

  it('refuses a zone of another restaurant (or chain) under its field', async () => {
    const before = await total();
    for (const zoneId of [cuisineHalles, cuisineAutrui, 999999]) {
      const res = await t.post('/api/equipments', { ...valid(), zoneId }, await t.token(ADMIN));
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({
        zoneId: "Cette zone n'appartient pas au restaurant de l'équipement",
      });
    }
    expect(await total()).toBe(before);
  });

  it('is also guarded by the database: the zone of another restaurant is refused', async () => {
    await expect(
      t.db.insert(equipments).values({
        restaurantId: bistrot,
        zoneId: cuisineHalles,
        equipmentTypeId: fridgeType,
        name: 'Égaré',
      }),
    ).rejects.toThrow();
  });

  it.each([
    [{ name: undefined }, 'name', "Le nom de l'équipement est requis"],
    [{ name: '  ' }, 'name', "Le nom de l'équipement est requis"],
    [{ equipmentTypeId: undefined }, 'equipmentTypeId', "Le type d'équipement est requis"],
    [{ equipmentTypeId: 'frigo' }, 'equipmentTypeId', 'Identifiant invalide'],
    [{ restaurantId: undefined }, 'restaurantId', 'Le restaurant est requis'],
    [{ zoneId: 'cuisine' }, 'zoneId', 'Zone invalide'],
    [{ serialNumber: 'x'.repeat(101) }, 'serialNumber', '100 caractères au plus'],
    [{ description: 'x'.repeat(501) }, 'description', '500 caractères au plus'],
    [{ id: 3 }, 'id', 'Clé non reconnue : "id"'],
  ])('refuses %j with the message of %s, writing nothing', async (change, field, message) => {
    const before = await total();
    const res = await t.post('/api/equipments', { ...valid(), ...change }, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(res.body.error).toMatch(/^Données invalides : /);
    expect(await total()).toBe(before);
  });

  it('refuses an empty body with every required field named', async () => {
    const res = await t.post('/api/equipments', {}, await t.token(ADMIN));
    expect(res.body.fieldErrors).toEqual({
      restaurantId: 'Le restaurant est requis',
      equipmentTypeId: "Le type d'équipement est requis",
      name: "Le nom de l'équipement est requis",
    });
  });
});

describe('PUT /api/equipments/:id', () => {
  it('lets an ADMIN replace every field, clearing the zone and the optional texts', async () => {
    const e = await scratch();
    const res = await t.put(
      `/api/equipments/${e.id}`,
      { restaurantId: bistrot, equipmentTypeId: plonge, name: 'Plonge du bar' },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.equipment).toMatchObject({
      name: 'Plonge du bar',
      description: null,
      serialNumber: null,
      zoneId: null,
      zone: null,
      equipmentType: { id: plonge, name: 'Plonge', temperatureMin: null },
    });
  });

  it('lets a MANAGER move an equipment to another of his restaurants with a zone there', async () => {
    const e = await scratch();
    const res = await t.put(
      `/api/equipments/${e.id}`,
      { ...valid(), restaurantId: halles, zoneId: cuisineHalles },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    expect(res.body.equipment).toMatchObject({
      restaurantId: halles,
      zone: { id: cuisineHalles, name: 'Cuisine' },
    });
  });

  it('refuses a move that keeps the zone of the old restaurant, and changes nothing', async () => {
    const e = await scratch();
    const before = await row(e.id);
    const res = await t.put(
      `/api/equipments/${e.id}`,
      { ...valid(), restaurantId: halles },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      zoneId: "Cette zone n'appartient pas au restaurant de l'équipement",
    });
    expect(await row(e.id)).toEqual(before);
  });

  it('answers 404 to a MANAGER outside his restaurants, and changes nothing', async () => {
    const comptoirs = await seeded('Four mixte', comptoir);
    const before = await row(comptoirs);
    const res = await t.put(
      `/api/equipments/${comptoirs}`,
      { ...valid(), restaurantId: comptoir, zoneId: null },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Équipement introuvable' });
    expect(await row(comptoirs)).toEqual(before);
    // Nor can he move one of his into a restaurant he does not run.
    const e = await scratch();
    const move = await t.put(
      `/api/equipments/${e.id}`,
      { ...valid(), restaurantId: comptoir, zoneId: null },
      await t.token(MANAGER),
    );
    expect(move.status).toBe(400);
    expect(move.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    expect((await row(e.id))!.restaurantId).toBe(bistrot);
  });

  it("answers 404 for another chain's equipment, or a move into another chain", async () => {
    const theirs = await seeded('Frigo 1', autrui);
    const before = await row(theirs);
    const res = await t.put(`/api/equipments/${theirs}`, valid(), await t.token(ADMIN));
    expect(res.status).toBe(404);
    expect(await row(theirs)).toEqual(before);
    const e = await scratch();
    const into = await t.put(
      `/api/equipments/${e.id}`,
      { ...valid(), restaurantId: autrui, zoneId: cuisineAutrui },
      await t.token(ADMIN),
    );
    expect(into.status).toBe(400);
    expect(into.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
  });

  it('forbids an EMPLOYEE', async () => {
    const e = await scratch();
    const res = await t.put(`/api/equipments/${e.id}`, valid(), await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await row(e.id)).toMatchObject({ name: 'Saladette' });
  });

  it.each([
    [{ name: '' }, 'name', "Le nom de l'équipement est requis"],
    [{ equipmentTypeId: null }, 'equipmentTypeId', "Le type d'équipement est requis"],
    [{ restaurantId: undefined }, 'restaurantId', 'Le restaurant est requis'],
  ])('refuses %j and changes nothing', async (change, field, message) => {
    const e = await scratch();
    const before = await row(e.id);
    const res = await t.put(
      `/api/equipments/${e.id}`,
      { ...valid(), ...change },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(await row(e.id)).toEqual(before);
  });
});

describe('DELETE /api/equipments/:id', () => {
  it.each([ADMIN, MANAGER])('lets %s delete an equipment', async (email) => {
    const e = await scratch();
    const res = await t.del(`/api/equipments/${e.id}`, await t.token(email));
    expect(res.status).toBe(204);
    expect(await row(e.id)).toBeUndefined();
  });

  it('forbids an EMPLOYEE', async () => {
    const e = await scratch();
    const res = await t.del(`/api/equipments/${e.id}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await row(e.id)).toBeDefined();
  });

  it.each([
    ['another chain', ADMIN, () => seeded('Frigo 1', autrui)],
    ['outside the manager', MANAGER, () => seeded('Four mixte', comptoir)],
  ])('answers 404 for %s and keeps it', async (_, email, id) => {
    const equipmentId = await id();
    const res = await t.del(`/api/equipments/${equipmentId}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(await row(equipmentId)).toBeDefined();
  });
});
