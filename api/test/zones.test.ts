import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipments, equipmentTypes, surfaces, zones } from '../src/db/schema.ts';
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
let bistrot: number, halles: number, comptoir: number, autrui: number;
beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
});
afterAll(() => t?.close());

type Zone = {
  id: number;
  restaurantId: number;
  name: string;
  description: string | null;
  surfaceCount: number;
  equipmentCount: number;
  surfaces: { id: number; name: string; isStorageArea: boolean }[];
  equipments: { id: number; name: string }[];
};
type Surface = {
  id: number;
  zoneId: number;
  zone: { id: number; name: string };
  restaurantId: number;
  name: string;
  description: string | null;
  isStorageArea: boolean;
};

const zoneRow = async (id: number) => (await t.db.select().from(zones).where(eq(zones.id, id)))[0];
const surfaceRow = async (id: number) =>
  (await t.db.select().from(surfaces).where(eq(surfaces.id, id)))[0];
const totals = async () => {
  const [[z], [s]] = await Promise.all([
    t.db.select({ n: count() }).from(zones),
    t.db.select({ n: count() }).from(surfaces),
  ]);
  return { zones: z!.n, surfaces: s!.n };
};

/** A seeded zone's id, by restaurant and name. */
async function zoneOf(restaurantId: number, name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: zones.id })
    .from(zones)
    .where(and(eq(zones.restaurantId, restaurantId), eq(zones.name, name)));
  if (!row) throw new Error(`no zone ${name}`);
  return row.id;
}

/** A seeded surface's id, by its zone and name. */
async function surfaceOf(zoneId: number, name: string): Promise<number> {
  const [row] = await t.db
    .select({ id: surfaces.id })
    .from(surfaces)
    .where(and(eq(surfaces.zoneId, zoneId), eq(surfaces.name, name)));
  if (!row) throw new Error(`no surface ${name}`);
  return row.id;
}

/** A new zone of the demo chain that a test may change or delete. */
async function scratchZone(fields: Record<string, unknown> = {}): Promise<Zone> {
  const res = await t.post(
    '/api/zones',
    { restaurantId: bistrot, name: 'Zone essai', ...fields },
    await t.token(ADMIN),
  );
  expect(res.status).toBe(201);
  return res.body.zone as Zone;
}

async function scratchSurface(zoneId: number, fields: Record<string, unknown> = {}) {
  const res = await t.post(
    '/api/surfaces',
    { zoneId, name: 'Surface essai', ...fields },
    await t.token(ADMIN),
  );
  expect(res.status).toBe(201);
  return res.body.surface as Surface;
}

const zoneNames = (body: { zones: Zone[] }) => body.zones.map((z) => z.name);

describe('GET /api/zones', () => {
  it("lists the chain's zones to an ADMIN and an EMPLOYEE, never another chain's", async () => {
    for (const email of [ADMIN, EMPLOYEE]) {
      const res = await t.get('/api/zones', await t.token(email));
      expect(res.status).toBe(200);
      const restaurants = new Set(res.body.zones.map((z: Zone) => z.restaurantId));
      expect(restaurants.has(bistrot) && restaurants.has(comptoir)).toBe(true);
      expect(restaurants.has(autrui)).toBe(false);
    }
    const other = await t.get('/api/zones', await t.token(OTHER_ADMIN));
    expect(other.body.zones).toEqual([
      expect.objectContaining({ name: 'Cuisine', restaurantId: autrui, surfaceCount: 1 }),
    ]);
  });

  it('lists to a MANAGER only the zones of his restaurants', async () => {
    const res = await t.get('/api/zones', await t.token(MANAGER));
    const restaurants = new Set(res.body.zones.map((z: Zone) => z.restaurantId));
    expect([...restaurants].sort()).toEqual([bistrot, halles].sort());
  });

  it('reads a batch by restaurant or by id, leaving out what the user may not see', async () => {
    const byRestaurant = await t.get(
      `/api/zones?restaurantIds=${[halles, comptoir, autrui, 999999].join(',')}`,
      await t.token(MANAGER),
    );
    expect(byRestaurant.status).toBe(200);
    expect(zoneNames(byRestaurant.body)).toEqual(['Cuisine', 'Réserve', 'Salle']);
    expect(byRestaurant.body.zones.every((z: Zone) => z.restaurantId === halles)).toBe(true);

    const ids = [
      await zoneOf(comptoir, 'Salle'),
      await zoneOf(bistrot, 'Réserve'),
      await zoneOf(autrui, 'Cuisine'),
    ];
    const byId = await t.get(`/api/zones?ids=${ids.join(',')}`, await t.token(ADMIN));
    expect(byId.body.zones.map((z: Zone) => z.id)).toEqual([ids[1], ids[0]]);
    const both = await t.get(
      `/api/zones?ids=${ids.join(',')}&restaurantIds=${bistrot}`,
      await t.token(ADMIN),
    );
    expect(both.body.zones.map((z: Zone) => z.id)).toEqual([ids[1]]);
  });

  it.each(['abc', '1,,2', '', '1;2'])('refuses ?ids=%s and ?restaurantIds=%s', async (ids) => {
    for (const param of ['ids', 'restaurantIds']) {
      const res = await t.get(`/api/zones?${param}=${ids}`, await t.token(ADMIN));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
      expect(res.body.fieldErrors).toHaveProperty(param);
    }
  });

  it('refuses more than 500 ids in one batch', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const res = await t.get(`/api/zones?ids=${ids}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ ids: '500 identifiants au plus' });
  });

  it('requires a token', async () => {
    expect((await t.get('/api/zones')).status).toBe(401);
    expect((await t.get('/api/surfaces')).status).toBe(401);
  });
});

describe('GET /api/zones/restaurant/:id', () => {
  it("answers a restaurant's zones by name, with their surfaces and equipment", async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/zones/restaurant/${halles}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(zoneNames(res.body)).toEqual(['Cuisine', 'Réserve', 'Salle']);
    }
    const res = await t.get(`/api/zones/restaurant/${halles}`, await t.token(ADMIN));
    const [cuisine, reserve, salle] = res.body.zones as Zone[];
    expect(cuisine).toMatchObject({
      restaurantId: halles,
      description: 'Cuisine chaude et préparation',
      surfaceCount: 2,
      equipmentCount: 4,
    });
    expect(cuisine!.surfaces.map((s) => s.name)).toEqual(['Piano de cuisson', 'Plan de travail']);
    // French order: Frigo before Friteuse.
    expect(cuisine!.equipments.map((e) => e.name)).toEqual([
      'Cellule rapide',
      'Four mixte',
      'Frigo de préparation',
      'Friteuse double bac',
    ]);
    expect(reserve!.surfaces).toEqual([
      { id: expect.any(Number), name: 'Chambre froide', isStorageArea: true },
      { id: expect.any(Number), name: 'Étagères sèches', isStorageArea: true },
    ]);
    expect(salle).toMatchObject({ description: null, surfaceCount: 1, equipmentCount: 1 });
  });

  it('answers an empty list for a restaurant without zones', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Sans zone', address: '1 rue Vide' },
      await t.token(ADMIN),
    );
    const res = await t.get(
      `/api/zones/restaurant/${created.body.restaurant.id}`,
      await t.token(ADMIN),
    );
    expect(res.body).toEqual({ zones: [] });
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['another chain (seen from it)', OTHER_ADMIN, () => bistrot],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown id', ADMIN, () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    for (const area of ['zones', 'surfaces']) {
      const res = await t.get(`/api/${area}/restaurant/${id()}`, await t.token(email));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Restaurant introuvable' });
    }
  });
});

describe('GET /api/zones/:id', () => {
  it('answers a visible zone to every role', async () => {
    const id = await zoneOf(halles, 'Salle');
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/zones/${id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.zone).toMatchObject({ id, name: 'Salle', restaurantId: halles });
    }
  });

  it.each([
    ['another chain', ADMIN, () => zoneOf(autrui, 'Cuisine')],
    ['another chain (seen from it)', OTHER_ADMIN, () => zoneOf(bistrot, 'Cuisine')],
    ['outside the manager', MANAGER, () => zoneOf(comptoir, 'Cuisine')],
    ['an unknown id', ADMIN, async () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/zones/${await id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Zone introuvable' });
  });

  it.each(['abc', '0', '1.5'])('answers 404 for the id %s', async (id) => {
    expect((await t.get(`/api/zones/${id}`, await t.token(ADMIN))).status).toBe(404);
    expect((await t.get(`/api/surfaces/${id}`, await t.token(ADMIN))).status).toBe(404);
  });
});

describe('POST /api/zones', () => {
  it.each([ADMIN, MANAGER])(
    'lets %s create a zone, trimmed, without description',
    async (email) => {
      const res = await t.post(
        '/api/zones',
        { restaurantId: halles, name: '  Terrasse ', description: '  ' },
        await t.token(email),
      );
      expect(res.status).toBe(201);
      expect(res.body.zone).toMatchObject({
        restaurantId: halles,
        name: 'Terrasse',
        description: null,
        surfaceCount: 0,
        equipmentCount: 0,
        surfaces: [],
        equipments: [],
      });
      expect(await zoneRow(res.body.zone.id)).toMatchObject({
        name: 'Terrasse',
        description: null,
      });
      await t.del(`/api/zones/${res.body.zone.id}`, await t.token(ADMIN));
    },
  );

  it('keeps a description', async () => {
    const zone = await scratchZone({ description: ' Chambre à 2 °C ' });
    expect(zone.description).toBe('Chambre à 2 °C');
  });

  it('forbids an EMPLOYEE before looking at the body, and writes nothing', async () => {
    const before = await totals();
    for (const body of [{ restaurantId: bistrot, name: 'X' }, {}]) {
      const res = await t.post('/api/zones', body, await t.token(EMPLOYEE));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await totals()).toEqual(before);
  });

  it.each([
    ['another chain', ADMIN, () => autrui],
    ['outside the manager', MANAGER, () => comptoir],
    ['an unknown restaurant', ADMIN, () => 999999],
  ])('refuses %s under restaurantId and writes nothing', async (_, email, restaurantId) => {
    const before = await totals();
    const res = await t.post(
      '/api/zones',
      { restaurantId: restaurantId(), name: 'X' },
      await t.token(email),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Données invalides : Restaurant introuvable',
      fieldErrors: { restaurantId: 'Restaurant introuvable' },
    });
    expect(await totals()).toEqual(before);
  });

  it.each([
    [{ name: undefined }, 'name', 'Le nom de la zone est requis'],
    [{ name: '   ' }, 'name', 'Le nom de la zone est requis'],
    [{ name: 12 }, 'name', 'Texte attendu'],
    [{ name: 'x'.repeat(101) }, 'name', '100 caractères au plus'],
    [{ description: 'x'.repeat(501) }, 'description', '500 caractères au plus'],
    [{ restaurantId: undefined }, 'restaurantId', 'Le restaurant est requis'],
    [{ restaurantId: '3' }, 'restaurantId', 'Identifiant invalide'],
    [{ restaurantId: 0 }, 'restaurantId', 'Identifiant invalide'],
    [{ surfaceCount: 3 }, 'surfaceCount', 'Clé non reconnue : "surfaceCount"'],
  ])('refuses %j with the message of %s, writing nothing', async (change, field, message) => {
    const before = await totals();
    const res = await t.post(
      '/api/zones',
      { restaurantId: bistrot, name: 'Zone', ...change },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toBe(message);
    expect(res.body.error).toBe(`Données invalides : ${message}`);
    expect(await totals()).toEqual(before);
  });

  it('refuses an empty body naming every required field', async () => {
    const res = await t.post('/api/zones', {}, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      restaurantId: 'Le restaurant est requis',
      name: 'Le nom de la zone est requis',
    });
  });
});

describe('PUT /api/zones/:id', () => {
  it('renames a zone; an absent description stays, an empty one is cleared', async () => {
    const zone = await scratchZone({ description: 'Avant' });
    const renamed = await t.put(
      `/api/zones/${zone.id}`,
      { name: ' Zone renommée ' },
      await t.token(ADMIN),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.zone).toMatchObject({ name: 'Zone renommée', description: 'Avant' });
    const cleared = await t.put(
      `/api/zones/${zone.id}`,
      { name: 'Zone renommée', description: '' },
      await t.token(ADMIN),
    );
    expect(cleared.body.zone.description).toBeNull();
    expect((await zoneRow(zone.id))!.description).toBeNull();
  });

  it('answers the zone with its surfaces', async () => {
    const id = await zoneOf(bistrot, 'Réserve');
    const res = await t.put(`/api/zones/${id}`, { name: 'Réserve' }, await t.token(MANAGER));
    expect(res.status).toBe(200);
    expect(res.body.zone).toMatchObject({ surfaceCount: 2, equipmentCount: 2 });
  });

  it('accepts its own restaurant and refuses another one, changing nothing', async () => {
    const zone = await scratchZone();
    const same = await t.put(
      `/api/zones/${zone.id}`,
      { restaurantId: bistrot, name: 'Même restaurant' },
      await t.token(ADMIN),
    );
    expect(same.status).toBe(200);
    const before = await zoneRow(zone.id);
    const moved = await t.put(
      `/api/zones/${zone.id}`,
      { restaurantId: halles, name: 'Ailleurs' },
      await t.token(ADMIN),
    );
    expect(moved.status).toBe(400);
    expect(moved.body).toEqual({
      error: "Données invalides : Le restaurant d'une zone ne peut pas être modifié",
      fieldErrors: { restaurantId: "Le restaurant d'une zone ne peut pas être modifié" },
    });
    expect(await zoneRow(zone.id)).toEqual(before);
  });

  it.each([
    ['another chain', ADMIN, () => zoneOf(autrui, 'Cuisine')],
    ['outside the manager', MANAGER, () => zoneOf(comptoir, 'Salle')],
    ['an unknown id', ADMIN, async () => 999999],
  ])('answers 404 for %s and changes nothing', async (_, email, id) => {
    const zoneId = await id();
    const before = await zoneRow(zoneId);
    const res = await t.put(`/api/zones/${zoneId}`, { name: 'X' }, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Zone introuvable' });
    expect(await zoneRow(zoneId)).toEqual(before);
  });

  it('forbids an EMPLOYEE', async () => {
    const id = await zoneOf(bistrot, 'Salle');
    const before = await zoneRow(id);
    const res = await t.put(`/api/zones/${id}`, { name: 'X' }, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(await zoneRow(id)).toEqual(before);
  });

  it.each([
    [{}, 'name', 'Le nom de la zone est requis'],
    [{ name: '' }, 'name', 'Le nom de la zone est requis'],
    [{ name: 'x'.repeat(101) }, 'name', '100 caractères au plus'],
    [{ name: 'A', description: 3 }, 'description', expect.any(String)],
    [{ name: 'A', id: 3 }, 'id', 'Clé non reconnue : "id"'],
  ])('refuses %j and changes nothing', async (body, field, message) => {
    const id = await zoneOf(bistrot, 'Salle');
    const before = await zoneRow(id);
    const res = await t.put(`/api/zones/${id}`, body, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual(message);
    expect(await zoneRow(id)).toEqual(before);
  });
});

describe('DELETE /api/zones/:id', () => {
  it.each([ADMIN, MANAGER])('lets %s delete an empty zone', async (email) => {
    const zone = await scratchZone();
    const res = await t.del(`/api/zones/${zone.id}`, await t.token(email));
    expect(res.status).toBe(204);
    expect(await zoneRow(zone.id)).toBeUndefined();
    expect((await t.get(`/api/zones/${zone.id}`, await t.token(ADMIN))).status).toBe(404);
  });

  it('refuses a zone that still has surfaces or equipment, saying what remains', async () => {
    const cuisine = await zoneOf(bistrot, 'Cuisine');
    const before = await totals();
    const seeded = await t.del(`/api/zones/${cuisine}`, await t.token(ADMIN));
    expect(seeded.status).toBe(409);
    expect(seeded.body).toEqual({
      error: 'Cette zone contient encore : 2 surfaces, 4 équipements',
    });
    expect(await totals()).toEqual(before);

    const zone = await scratchZone();
    const surface = await scratchSurface(zone.id);
    const one = await t.del(`/api/zones/${zone.id}`, await t.token(MANAGER));
    expect(one.body).toEqual({ error: 'Cette zone contient encore : 1 surface' });

    // Equipment alone blocks it too (written directly: the equipment routes are another slice).
    await t.del(`/api/surfaces/${surface.id}`, await t.token(ADMIN));
    const [type] = await t.db.select({ id: equipmentTypes.id }).from(equipmentTypes).limit(1);
    const [placed] = await t.db
      .insert(equipments)
      .values({ restaurantId: bistrot, zoneId: zone.id, equipmentTypeId: type!.id, name: 'Four' })
      .returning();
    const withEquipment = await t.del(`/api/zones/${zone.id}`, await t.token(ADMIN));
    expect(withEquipment.status).toBe(409);
    expect(withEquipment.body).toEqual({ error: 'Cette zone contient encore : 1 équipement' });
    expect(await zoneRow(zone.id)).toBeDefined();

    await t.db.delete(equipments).where(eq(equipments.id, placed!.id));
    expect((await t.del(`/api/zones/${zone.id}`, await t.token(ADMIN))).status).toBe(204);
  });

  it('forbids an EMPLOYEE and keeps the zone', async () => {
    const zone = await scratchZone();
    const res = await t.del(`/api/zones/${zone.id}`, await t.token(EMPLOYEE));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await zoneRow(zone.id)).toBeDefined();
  });

  it.each([
    ['another chain', ADMIN, () => zoneOf(autrui, 'Cuisine')],
    ['outside the manager', MANAGER, () => zoneOf(comptoir, 'Salle')],
  ])('answers 404 for %s and keeps it', async (_, email, id) => {
    const zoneId = await id();
    const res = await t.del(`/api/zones/${zoneId}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Zone introuvable' });
    expect(await zoneRow(zoneId)).toBeDefined();
  });
});

describe('GET /api/surfaces', () => {
  it("lists the chain's surfaces with their zone, never another chain's", async () => {
    const res = await t.get('/api/surfaces', await t.token(EMPLOYEE));
    expect(res.status).toBe(200);
    const restaurants = new Set(res.body.surfaces.map((s: Surface) => s.restaurantId));
    expect(restaurants.has(comptoir)).toBe(true);
    expect(restaurants.has(autrui)).toBe(false);
    const other = await t.get('/api/surfaces', await t.token(OTHER_ADMIN));
    expect(other.body.surfaces).toEqual([
      expect.objectContaining({ name: 'Plan', isStorageArea: true, restaurantId: autrui }),
    ]);
  });

  it('lists to a MANAGER only the surfaces of his restaurants', async () => {
    const res = await t.get('/api/surfaces', await t.token(MANAGER));
    const restaurants = new Set(res.body.surfaces.map((s: Surface) => s.restaurantId));
    expect([...restaurants].sort()).toEqual([bistrot, halles].sort());
  });

  it('reads a batch by restaurant, zone or id, leaving out what the user may not see', async () => {
    const halleReserve = await zoneOf(halles, 'Réserve');
    const comptoirSalle = await zoneOf(comptoir, 'Salle');
    const autruiCuisine = await zoneOf(autrui, 'Cuisine');
    const byZone = await t.get(
      `/api/surfaces?zoneIds=${[halleReserve, comptoirSalle, autruiCuisine].join(',')}`,
      await t.token(MANAGER),
    );
    expect(byZone.status).toBe(200);
    expect(byZone.body.surfaces.map((s: Surface) => s.name)).toEqual([
      'Chambre froide',
      'Étagères sèches',
    ]);
    expect(byZone.body.surfaces[0]).toMatchObject({
      zoneId: halleReserve,
      zone: { id: halleReserve, name: 'Réserve' },
      restaurantId: halles,
      description: 'Étagères du froid positif',
      isStorageArea: true,
    });

    const byRestaurant = await t.get(
      `/api/surfaces?restaurantIds=${[comptoir, autrui].join(',')}`,
      await t.token(ADMIN),
    );
    expect(byRestaurant.body.surfaces.map((s: Surface) => s.name)).toEqual([
      'Bar',
      'Chambre froide',
      'Étagères sèches',
      'Piano de cuisson',
      'Plan de travail',
    ]);

    const bar = await surfaceOf(comptoirSalle, 'Bar');
    const plan = await surfaceOf(autruiCuisine, 'Plan');
    const byId = await t.get(`/api/surfaces?ids=${bar},${plan}`, await t.token(ADMIN));
    expect(byId.body.surfaces.map((s: Surface) => s.id)).toEqual([bar]);
  });

  it('filters the storage spaces (isStorageArea=true) or the others, within what the user sees', async () => {
    const all = (await t.get('/api/surfaces', await t.token(ADMIN))).body.surfaces as Surface[];
    const storage = await t.get('/api/surfaces?isStorageArea=true', await t.token(ADMIN));
    expect(storage.status).toBe(200);
    expect(storage.body.surfaces).toEqual(all.filter((s) => s.isStorageArea));
    expect(storage.body.surfaces.length).toBeGreaterThan(0);
    const others = await t.get('/api/surfaces?isStorageArea=false', await t.token(ADMIN));
    expect(others.body.surfaces).toEqual(all.filter((s) => !s.isStorageArea));
    const mine = await t.get('/api/surfaces?isStorageArea=true', await t.token(MANAGER));
    const restaurants = new Set(mine.body.surfaces.map((s: Surface) => s.restaurantId));
    expect([...restaurants].every((id) => id === bistrot || id === halles)).toBe(true);
    const other = await t.get('/api/surfaces?isStorageArea=true', await t.token(OTHER_ADMIN));
    expect(other.body.surfaces.map((s: Surface) => s.restaurantId)).toEqual([autrui]);
    const bad = await t.get('/api/surfaces?isStorageArea=oui', await t.token(ADMIN));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toEqual({ isStorageArea: 'isStorageArea vaut true ou false' });
  });

  it.each(['ids', 'zoneIds', 'restaurantIds'])('refuses a malformed ?%s', async (param) => {
    const res = await t.get(`/api/surfaces?${param}=1,x`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty(param);
  });
});

describe('GET /api/surfaces/restaurant/:id and /api/surfaces/:id', () => {
  it("answers the surfaces of all of a restaurant's zones, by name", async () => {
    const res = await t.get(`/api/surfaces/restaurant/${bistrot}`, await t.token(MANAGER));
    expect(res.status).toBe(200);
    expect(res.body.surfaces.map((s: Surface) => `${s.name} (${s.zone.name})`)).toEqual([
      'Bar (Salle)',
      'Chambre froide (Réserve)',
      'Étagères sèches (Réserve)',
      'Piano de cuisson (Cuisine)',
      'Plan de travail (Cuisine)',
    ]);
  });

  it('answers a visible surface to every role', async () => {
    const id = await surfaceOf(await zoneOf(halles, 'Salle'), 'Bar');
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/surfaces/${id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.surface).toMatchObject({
        name: 'Bar',
        description: 'Comptoir et évier',
        isStorageArea: false,
      });
    }
  });

  it.each([
    ['another chain', ADMIN, async () => surfaceOf(await zoneOf(autrui, 'Cuisine'), 'Plan')],
    [
      'another chain (seen from it)',
      OTHER_ADMIN,
      async () => surfaceOf(await zoneOf(bistrot, 'Salle'), 'Bar'),
    ],
    ['outside the manager', MANAGER, async () => surfaceOf(await zoneOf(comptoir, 'Salle'), 'Bar')],
    ['an unknown id', ADMIN, async () => 999999],
  ])('answers 404 for %s', async (_, email, id) => {
    const res = await t.get(`/api/surfaces/${await id()}`, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Surface introuvable' });
  });
});

describe('POST /api/surfaces', () => {
  it.each([ADMIN, MANAGER])('lets %s create a surface, a storage area or not', async (email) => {
    const reserve = await zoneOf(halles, 'Réserve');
    const res = await t.post(
      '/api/surfaces',
      { zoneId: reserve, name: ' Étagère 3 ', description: 'Conserves', isStorageArea: true },
      await t.token(email),
    );
    expect(res.status).toBe(201);
    expect(res.body.surface).toMatchObject({
      zoneId: reserve,
      zone: { id: reserve, name: 'Réserve' },
      restaurantId: halles,
      name: 'Étagère 3',
      description: 'Conserves',
      isStorageArea: true,
    });
    const plain = await t.post(
      '/api/surfaces',
      { zoneId: reserve, name: 'Sol' },
      await t.token(email),
    );
    expect(plain.body.surface).toMatchObject({ description: null, isStorageArea: false });
    const zone = await t.get(`/api/zones/${reserve}`, await t.token(ADMIN));
    expect(zone.body.zone.surfaceCount).toBe(4);
    await t.del(`/api/surfaces/${res.body.surface.id}`, await t.token(ADMIN));
    await t.del(`/api/surfaces/${plain.body.surface.id}`, await t.token(ADMIN));
  });

  it('forbids an EMPLOYEE and writes nothing', async () => {
    const before = await totals();
    const res = await t.post(
      '/api/surfaces',
      { zoneId: await zoneOf(bistrot, 'Salle'), name: 'X' },
      await t.token(EMPLOYEE),
    );
    expect(res.status).toBe(403);
    expect(await totals()).toEqual(before);
  });

  it.each([
    ['another chain', ADMIN, () => zoneOf(autrui, 'Cuisine')],
    ['outside the manager', MANAGER, () => zoneOf(comptoir, 'Salle')],
    ['an unknown zone', ADMIN, async () => 999999],
  ])('refuses the zone of %s under zoneId and writes nothing', async (_, email, zoneId) => {
    const before = await totals();
    const res = await t.post(
      '/api/surfaces',
      { zoneId: await zoneId(), name: 'X' },
      await t.token(email),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Données invalides : Zone introuvable',
      fieldErrors: { zoneId: 'Zone introuvable' },
    });
    expect(await totals()).toEqual(before);
  });

  it.each([
    [{ zoneId: undefined }, 'zoneId', 'La zone est requise'],
    [{ zoneId: null }, 'zoneId', 'La zone est requise'],
    [{ name: '' }, 'name', 'Le nom de la surface est requis'],
    [{ name: 'x'.repeat(101) }, 'name', '100 caractères au plus'],
    [{ isStorageArea: 'oui' }, 'isStorageArea', expect.any(String)],
  ])('refuses %j, writing nothing', async (change, field, message) => {
    const before = await totals();
    const res = await t.post(
      '/api/surfaces',
      { zoneId: await zoneOf(bistrot, 'Salle'), name: 'Surface', ...change },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[field]).toEqual(message);
    expect(await totals()).toEqual(before);
  });

  it('refuses an empty body naming the zone and the name', async () => {
    const res = await t.post('/api/surfaces', {}, await t.token(ADMIN));
    expect(res.body.fieldErrors).toEqual({
      zoneId: 'La zone est requise',
      name: 'Le nom de la surface est requis',
    });
  });
});

describe('PUT /api/surfaces/:id', () => {
  it('edits a surface and moves it to another zone of the same restaurant', async () => {
    const zone = await scratchZone();
    const surface = await scratchSurface(zone.id, { description: 'Inox', isStorageArea: true });
    const salle = await zoneOf(bistrot, 'Salle');
    const res = await t.put(
      `/api/surfaces/${surface.id}`,
      { zoneId: salle, name: 'Desserte' },
      await t.token(MANAGER),
    );
    expect(res.status).toBe(200);
    // Absent description and storage flag stay as they were.
    expect(res.body.surface).toMatchObject({
      zoneId: salle,
      zone: { id: salle, name: 'Salle' },
      name: 'Desserte',
      description: 'Inox',
      isStorageArea: true,
    });
    const cleared = await t.put(
      `/api/surfaces/${surface.id}`,
      { name: 'Desserte', description: null, isStorageArea: false },
      await t.token(ADMIN),
    );
    expect(cleared.body.surface).toMatchObject({
      zoneId: salle,
      description: null,
      isStorageArea: false,
    });
    await t.del(`/api/surfaces/${surface.id}`, await t.token(ADMIN));
  });

  it('refuses a zone of another restaurant, or one not visible, changing nothing', async () => {
    const zone = await scratchZone();
    const surface = await scratchSurface(zone.id);
    const before = await surfaceRow(surface.id);
    const elsewhere = await t.put(
      `/api/surfaces/${surface.id}`,
      { zoneId: await zoneOf(halles, 'Salle'), name: 'X' },
      await t.token(MANAGER),
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.fieldErrors).toEqual({
      zoneId: 'Une surface ne peut passer que dans une autre zone du même restaurant',
    });
    for (const [email, target] of [
      [MANAGER, await zoneOf(comptoir, 'Salle')],
      [ADMIN, await zoneOf(autrui, 'Cuisine')],
    ] as const) {
      const res = await t.put(
        `/api/surfaces/${surface.id}`,
        { zoneId: target, name: 'X' },
        await t.token(email),
      );
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ zoneId: 'Zone introuvable' });
    }
    expect(await surfaceRow(surface.id)).toEqual(before);
  });

  it.each([
    ['another chain', ADMIN, async () => surfaceOf(await zoneOf(autrui, 'Cuisine'), 'Plan')],
    ['outside the manager', MANAGER, async () => surfaceOf(await zoneOf(comptoir, 'Salle'), 'Bar')],
  ])('answers 404 for %s and changes nothing', async (_, email, id) => {
    const surfaceId = await id();
    const before = await surfaceRow(surfaceId);
    const res = await t.put(`/api/surfaces/${surfaceId}`, { name: 'X' }, await t.token(email));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Surface introuvable' });
    expect(await surfaceRow(surfaceId)).toEqual(before);
  });

  it('forbids an EMPLOYEE; refuses an empty name', async () => {
    const id = await surfaceOf(await zoneOf(bistrot, 'Salle'), 'Bar');
    const before = await surfaceRow(id);
    const forbidden = await t.put(`/api/surfaces/${id}`, { name: 'X' }, await t.token(EMPLOYEE));
    expect(forbidden.status).toBe(403);
    const empty = await t.put(`/api/surfaces/${id}`, { name: ' ' }, await t.token(ADMIN));
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual({ name: 'Le nom de la surface est requis' });
    expect(await surfaceRow(id)).toEqual(before);
  });
});

describe('DELETE /api/surfaces/:id', () => {
  it.each([ADMIN, MANAGER])('lets %s delete a surface', async (email) => {
    const zone = await scratchZone();
    const surface = await scratchSurface(zone.id);
    const res = await t.del(`/api/surfaces/${surface.id}`, await t.token(email));
    expect(res.status).toBe(204);
    expect(await surfaceRow(surface.id)).toBeUndefined();
  });

  it('forbids an EMPLOYEE; answers 404 for another chain or outside the manager', async () => {
    const bar = await surfaceOf(await zoneOf(comptoir, 'Salle'), 'Bar');
    const plan = await surfaceOf(await zoneOf(autrui, 'Cuisine'), 'Plan');
    expect((await t.del(`/api/surfaces/${bar}`, await t.token(EMPLOYEE))).status).toBe(403);
    expect((await t.del(`/api/surfaces/${bar}`, await t.token(MANAGER))).status).toBe(404);
    expect((await t.del(`/api/surfaces/${plan}`, await t.token(ADMIN))).status).toBe(404);
    expect(await surfaceRow(bar)).toBeDefined();
    expect(await surfaceRow(plan)).toBeDefined();
  });
});

describe('a restaurant with zones', () => {
  it('cannot be deleted while a zone remains', async () => {
    const created = await t.post(
      '/api/restaurants',
      { name: 'Avec zone', address: '3 rue Pleine' },
      await t.token(ADMIN),
    );
    const id = created.body.restaurant.id as number;
    const zone = await scratchZone({ restaurantId: id });
    const refused = await t.del(`/api/restaurants/${id}`, await t.token(ADMIN));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: 'Ce restaurant contient encore des données : 1 zone' });
    await t.del(`/api/zones/${zone.id}`, await t.token(ADMIN));
    expect((await t.del(`/api/restaurants/${id}`, await t.token(ADMIN))).status).toBe(204);
  });
});
