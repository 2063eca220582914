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

interface Surface {
  id: string;
  name: string;
  description: string | null;
  isStorageArea: boolean;
  zone: { id: string; name: string };
}
interface Zone {
  id: string;
  name: string;
  description: string | null;
  surfaceCount: number;
  equipmentCount: number;
  restaurant: { id: string; name: string };
  surfaces: { name: string; isStorageArea: boolean }[];
}

const ZONE = `id name description surfaceCount equipmentCount restaurant { id name }
  surfaces { name isStorageArea }`;
const SURFACE = `id name description isStorageArea zone { id name }`;
const ONE_ZONE = `query ($id: ID!) { zone(id: $id) { ${ZONE} } }`;
const ONE_SURFACE = `query ($id: ID!) { surface(id: $id) { ${SURFACE} } }`;
const RESTAURANT_ZONES = `query ($id: ID!) { restaurant(id: $id) { zones { ${ZONE} } surfaces { ${SURFACE} } } }`;
const CREATE_ZONE = `mutation ($input: CreateZoneInput!) { createZone(input: $input) { ${ZONE} } }`;
const UPDATE_ZONE = `mutation ($id: ID!, $input: UpdateZoneInput!) { updateZone(id: $id, input: $input) { ${ZONE} } }`;
const DELETE_ZONE = `mutation ($id: ID!) { deleteZone(id: $id) }`;
const CREATE_SURFACE = `mutation ($input: SurfaceInput!) { createSurface(input: $input) { ${SURFACE} } }`;
const UPDATE_SURFACE = `mutation ($id: ID!, $input: SurfaceInput!) { updateSurface(id: $id, input: $input) { ${SURFACE} } }`;
const DELETE_SURFACE = `mutation ($id: ID!) { deleteSurface(id: $id) }`;

/** Every restaurant, its zones and their surfaces (with their zone), and its surfaces. */
const TREE = `{
  restaurants {
    name
    zones { id name surfaceCount equipmentCount restaurant { name } surfaces { name zone { name } } }
    surfaces { name zone { name } }
  }
}`;

let stack: Stack;
let admin: string;
let restaurants: { id: string; name: string }[];
const restaurantNamed = (name: string) => restaurants.find((r) => r.name === name)!.id;

async function zonesOf(restaurant: string, token = admin): Promise<Zone[]> {
  const result = await stack.gql<{ restaurant: { zones: Zone[] } }>(
    RESTAURANT_ZONES,
    { id: restaurantNamed(restaurant) },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.restaurant.zones;
}
const zoneNamed = async (restaurant: string, name: string) =>
  (await zonesOf(restaurant)).find((z) => z.name === name)!;

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

describe('reading zones and surfaces', () => {
  it("answers a restaurant's zones with counts and surfaces, and its surfaces, by name", async () => {
    const result = await stack.gql<{ restaurant: { zones: Zone[]; surfaces: Surface[] } }>(
      RESTAURANT_ZONES,
      { id: restaurantNamed('La Table des Halles') },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const { zones, surfaces } = result.data!.restaurant;
    expect(zones.map((z) => [z.name, z.surfaceCount, z.equipmentCount])).toEqual([
      ['Cuisine', 2, 4],
      ['Réserve', 2, 2],
      ['Salle', 1, 1],
    ]);
    expect(zones[0]).toMatchObject({
      description: 'Cuisine chaude et préparation',
      restaurant: { id: restaurantNamed('La Table des Halles'), name: 'La Table des Halles' },
      surfaces: [
        { name: 'Piano de cuisson', isStorageArea: false },
        { name: 'Plan de travail', isStorageArea: false },
      ],
    });
    expect(zones[2]!.description).toBeNull();
    expect(surfaces.map((s) => `${s.name} (${s.zone.name})`)).toEqual([
      'Bar (Salle)',
      'Chambre froide (Réserve)',
      'Étagères sèches (Réserve)',
      'Piano de cuisson (Cuisine)',
      'Plan de travail (Cuisine)',
    ]);
    expect(surfaces[1]).toMatchObject({
      description: 'Étagères du froid positif',
      isStorageArea: true,
    });
  });

  it('restaurants → zones → surfaces costs the same REST calls whatever the number of zones', async () => {
    const run = async () => {
      const before = stack.calls.length;
      const result = await stack.gql<{
        restaurants: { name: string; zones: { surfaces: unknown[] }[]; surfaces: unknown[] }[];
      }>(TREE, {}, admin);
      expect(result.errors).toBeUndefined();
      const paths = stack.calls.slice(before).map((c) => c.path);
      return { result: result.data!, restCalls: result.restCalls, paths };
    };
    const first = await run();
    // GET /api/restaurants, then one batched read per list: zones by restaurant, surfaces by
    // restaurant, surfaces by zone. Zone.restaurant and Surface.zone are primed by those lists.
    expect(first.restCalls).toBe(4);
    expect(first.paths[0]).toBe('/api/restaurants');
    expect(first.paths.slice(1).sort()).toEqual([
      expect.stringMatching(/^\/api\/surfaces\?restaurantIds=\d+(,\d+){3}$/),
      expect.stringMatching(/^\/api\/surfaces\?zoneIds=\d+(,\d+){11}$/),
      expect.stringMatching(/^\/api\/zones\?restaurantIds=\d+(,\d+){3}$/),
    ]);
    const zoneCount = first.result.restaurants.reduce((n, r) => n + r.zones.length, 0);
    expect(zoneCount).toBe(12);

    // Three more zones, each with a surface: still four calls.
    const created: string[] = [];
    for (const name of ['Terrasse', 'Cave', 'Vestiaire']) {
      const zone = await stack.gql<{ createZone: Zone }>(
        CREATE_ZONE,
        { input: { restaurantId: restaurantNamed('Le Comptoir Lyonnais'), name } },
        admin,
      );
      created.push(zone.data!.createZone.id);
      await stack.gql(
        CREATE_SURFACE,
        { input: { zoneId: zone.data!.createZone.id, name: `Étagère ${name}` } },
        admin,
      );
    }
    const second = await run();
    expect(second.result.restaurants.reduce((n, r) => n + r.zones.length, 0)).toBe(15);
    expect(second.restCalls).toBe(4);
    const comptoir = second.result.restaurants.find((r) => r.name === 'Le Comptoir Lyonnais')!;
    expect(comptoir.surfaces).toHaveLength(8);

    for (const id of created) {
      const zone = await stack.gql<{ zone: { surfaces: { id: string }[] } }>(
        'query ($id: ID!) { zone(id: $id) { surfaces { id } } }',
        { id },
        admin,
      );
      for (const s of zone.data!.zone.surfaces)
        await stack.gql(DELETE_SURFACE, { id: s.id }, admin);
      await stack.gql(DELETE_ZONE, { id }, admin);
    }
  });

  it('N surfaces read by id cost one call, and their zones one more', async () => {
    const zones = await zonesOf('Le Bistrot du Port');
    const result = await stack.gql<{ restaurant: { surfaces: Surface[] } }>(
      `query ($id: ID!) { restaurant(id: $id) { surfaces { id } } }`,
      { id: restaurantNamed('Le Bistrot du Port') },
      admin,
    );
    const ids = result.data!.restaurant.surfaces.map((s) => s.id);
    const query = `{ ${ids
      .map((id, i) => `s${i}: surface(id: "${id}") { name zone { name surfaceCount } }`)
      .join(' ')} }`;
    const read = await stack.gql<Record<string, { zone: { name: string } }>>(query, {}, admin);
    expect(read.errors).toBeUndefined();
    expect(new Set(Object.values(read.data!).map((s) => s.zone.name))).toEqual(
      new Set(zones.map((z) => z.name)),
    );
    expect(read.restCalls).toBe(2);
  });

  it('reads one zone and one surface; NOT_FOUND for another chain, a malformed id', async () => {
    const salle = await zoneNamed('Le Bistrot du Port', 'Salle');
    const zone = await stack.gql<{ zone: Zone }>(ONE_ZONE, { id: salle.id }, admin);
    expect(zone.data!.zone).toMatchObject({ name: 'Salle', surfaceCount: 1 });

    const other = await stack.login(OTHER_ADMIN);
    const theirs = await stack.gql<{
      restaurants: { zones: { id: string }[]; surfaces: { id: string }[] }[];
    }>('{ restaurants { zones { id } surfaces { id } } }', {}, other);
    const theirZone = theirs.data!.restaurants[0]!.zones[0]!.id;
    const hidden = await stack.gql(ONE_ZONE, { id: theirZone }, admin);
    expect(codeOf(hidden)).toBe('NOT_FOUND');
    expect(hidden.errors![0]!.message).toBe('Zone introuvable');
    const theirSurface = theirs.data!.restaurants[0]!.surfaces[0]!.id;
    const hiddenSurface = await stack.gql(ONE_SURFACE, { id: theirSurface }, admin);
    expect(codeOf(hiddenSurface)).toBe('NOT_FOUND');

    const before = stack.calls.length;
    expect(codeOf(await stack.gql(ONE_ZONE, { id: 'abc' }, admin))).toBe('NOT_FOUND');
    const malformed = await stack.gql(ONE_SURFACE, { id: '0' }, admin);
    expect(malformed.errors![0]!.message).toBe('Surface introuvable');
    expect(stack.calls.length).toBe(before);
  });

  it("shows a manager only his restaurants' zones", async () => {
    const manager = await stack.login(MANAGER);
    const result = await stack.gql<{ restaurants: { name: string; zones: unknown[] }[] }>(
      '{ restaurants { name zones { id } } }',
      {},
      manager,
    );
    expect(result.data!.restaurants.map((r) => [r.name, r.zones.length])).toEqual([
      ['La Table des Halles', 3],
      ['Le Bistrot du Port', 3],
    ]);
    const comptoirCuisine = await zoneNamed('Le Comptoir Lyonnais', 'Cuisine');
    expect(codeOf(await stack.gql(ONE_ZONE, { id: comptoirCuisine.id }, manager))).toBe(
      'NOT_FOUND',
    );
  });
});

describe('writing zones and surfaces', () => {
  it('creates, edits and deletes a zone and a storage surface as an admin', async () => {
    const bistrot = restaurantNamed('Le Bistrot du Port');
    const created = await stack.gql<{ createZone: Zone }>(
      CREATE_ZONE,
      { input: { restaurantId: bistrot, name: ' Cave ', description: 'Vins' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const zone = created.data!.createZone;
    expect(zone).toMatchObject({
      name: 'Cave',
      description: 'Vins',
      surfaceCount: 0,
      equipmentCount: 0,
      restaurant: { id: bistrot, name: 'Le Bistrot du Port' },
      surfaces: [],
    });

    // null clears the description; absent would keep it.
    const renamed = await stack.gql<{ updateZone: Zone }>(
      UPDATE_ZONE,
      { id: zone.id, input: { name: 'Cave à vins', description: null } },
      admin,
    );
    expect(renamed.data!.updateZone).toMatchObject({ name: 'Cave à vins', description: null });

    const surface = await stack.gql<{
      createSurface: Surface & { zone: { surfaceCount: number } };
    }>(
      `mutation ($input: SurfaceInput!) {
        createSurface(input: $input) { ${SURFACE} zone { id name surfaceCount } }
      }`,
      { input: { zoneId: zone.id, name: 'Casier', isStorageArea: true } },
      admin,
    );
    expect(surface.errors).toBeUndefined();
    // The zone read after the write, in the same operation, counts it.
    expect(surface.data!.createSurface).toMatchObject({
      name: 'Casier',
      description: null,
      isStorageArea: true,
      zone: { id: zone.id, name: 'Cave à vins', surfaceCount: 1 },
    });
    const surfaceId = surface.data!.createSurface.id;

    const refused = await stack.gql(DELETE_ZONE, { id: zone.id }, admin);
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('Cette zone contient encore : 1 surface');

    const salle = await zoneNamed('Le Bistrot du Port', 'Salle');
    const moved = await stack.gql<{ updateSurface: Surface }>(
      UPDATE_SURFACE,
      { id: surfaceId, input: { zoneId: salle.id, name: 'Casier' } },
      admin,
    );
    expect(moved.errors).toBeUndefined();
    expect(moved.data!.updateSurface).toMatchObject({
      isStorageArea: true,
      zone: { id: salle.id, name: 'Salle' },
    });
    expect((await stack.gql(DELETE_ZONE, { id: zone.id }, admin)).data).toEqual({
      deleteZone: zone.id,
    });
    expect(codeOf(await stack.gql(ONE_ZONE, { id: zone.id }, admin))).toBe('NOT_FOUND');
    expect((await stack.gql(DELETE_SURFACE, { id: surfaceId }, admin)).data).toEqual({
      deleteSurface: surfaceId,
    });
    expect(codeOf(await stack.gql(ONE_SURFACE, { id: surfaceId }, admin))).toBe('NOT_FOUND');
  });

  it('refuses a seeded zone still holding surfaces and equipment', async () => {
    const cuisine = await zoneNamed('Le Bistrot du Port', 'Cuisine');
    const result = await stack.gql(DELETE_ZONE, { id: cuisine.id }, admin);
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors![0]!.message).toBe(
      'Cette zone contient encore : 2 surfaces, 4 équipements',
    );
  });

  it('answers BAD_USER_INPUT with field errors under the input names', async () => {
    const zone = await stack.gql(
      CREATE_ZONE,
      { input: { restaurantId: restaurantNamed('Le Bistrot du Port'), name: ' ' } },
      admin,
    );
    expect(codeOf(zone)).toBe('BAD_USER_INPUT');
    expect(zone.errors![0]!.extensions!.fieldErrors).toEqual({
      name: 'Le nom de la zone est requis',
    });
    const surface = await stack.gql(
      CREATE_SURFACE,
      { input: { zoneId: '999999', name: '' } },
      admin,
    );
    expect(codeOf(surface)).toBe('BAD_USER_INPUT');
    expect(surface.errors![0]!.extensions!.fieldErrors).toEqual({
      name: 'Le nom de la surface est requis',
    });
    const unknown = await stack.gql(
      CREATE_SURFACE,
      { input: { zoneId: '999999', name: 'X' } },
      admin,
    );
    expect(unknown.errors![0]!.extensions!.fieldErrors).toEqual({ zoneId: 'Zone introuvable' });

    // A malformed id in an input is refused under its field without a REST call.
    const before = stack.calls.length;
    const malformed = await stack.gql(CREATE_SURFACE, { input: { zoneId: 'x', name: 'X' } }, admin);
    expect(codeOf(malformed)).toBe('BAD_USER_INPUT');
    expect(malformed.errors![0]!.extensions!.fieldErrors).toEqual({ zoneId: 'Zone introuvable' });
    const badRestaurant = await stack.gql(
      CREATE_ZONE,
      { input: { restaurantId: '-1', name: 'X' } },
      admin,
    );
    expect(badRestaurant.errors![0]!.extensions!.fieldErrors).toEqual({
      restaurantId: 'Restaurant introuvable',
    });
    expect(stack.calls.length).toBe(before);
  });

  it('lets a manager write in his restaurants only; an employee only reads', async () => {
    const manager = await stack.login(MANAGER);
    const outside = await stack.gql(
      CREATE_ZONE,
      { input: { restaurantId: restaurantNamed('Le Comptoir Lyonnais'), name: 'X' } },
      manager,
    );
    expect(codeOf(outside)).toBe('BAD_USER_INPUT');
    expect(outside.errors![0]!.extensions!.fieldErrors).toEqual({
      restaurantId: 'Restaurant introuvable',
    });
    const created = await stack.gql<{ createZone: Zone }>(
      CREATE_ZONE,
      { input: { restaurantId: restaurantNamed('La Table des Halles'), name: 'Terrasse' } },
      manager,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createZone.id;
    const comptoirSalle = await zoneNamed('Le Comptoir Lyonnais', 'Salle');
    expect(
      codeOf(await stack.gql(UPDATE_ZONE, { id: comptoirSalle.id, input: { name: 'X' } }, manager)),
    ).toBe('NOT_FOUND');

    const employee = await stack.login(EMPLOYEE);
    expect((await stack.gql(ONE_ZONE, { id }, employee)).errors).toBeUndefined();
    expect(codeOf(await stack.gql(UPDATE_ZONE, { id, input: { name: 'X' } }, employee))).toBe(
      'FORBIDDEN',
    );
    expect(
      codeOf(await stack.gql(CREATE_SURFACE, { input: { zoneId: id, name: 'X' } }, employee)),
    ).toBe('FORBIDDEN');
    expect(codeOf(await stack.gql(DELETE_ZONE, { id }, employee))).toBe('FORBIDDEN');
    expect((await stack.gql(DELETE_ZONE, { id }, manager)).errors).toBeUndefined();
  });
});

describe('a write, for the rest of its operation (WRITES, domain/src/graph-writes.ts)', () => {
  const names = (zones: { name: string }[]) => zones.map((z) => z.name);
  type Zones = { restaurant: { zones: { name: string }[] } };

  it('a list read before a write in the same operation is read again after it', async () => {
    const port = restaurantNamed('Le Bistrot du Port');
    const salle = await zoneNamed('Le Bistrot du Port', 'Salle');
    const created = await stack.gql<{ before: Zones; created: Zones & { id: string } }>(
      `mutation ($salle: ID!, $input: CreateZoneInput!) {
        before: updateZone(id: $salle, input: { name: "Salle" }) { restaurant { zones { name } } }
        created: createZone(input: $input) { id restaurant { zones { name } } }
      }`,
      { salle: salle.id, input: { restaurantId: port, name: 'Terrasse' } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const before = names(created.data!.before.restaurant.zones);
    expect(before).not.toContain('Terrasse');
    const after = names(created.data!.created.restaurant.zones);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain('Terrasse');

    const deleted = await stack.gql<{ before: Zones; after: Zones }>(
      `mutation ($salle: ID!, $id: ID!) {
        before: updateZone(id: $salle, input: { name: "Salle" }) { restaurant { zones { name } } }
        deleteZone(id: $id)
        after: updateZone(id: $salle, input: { name: "Salle" }) { restaurant { zones { name } } }
      }`,
      { salle: salle.id, id: created.data!.created.id },
      admin,
    );
    expect(deleted.errors).toBeUndefined();
    expect(names(deleted.data!.before.restaurant.zones)).toContain('Terrasse');
    expect(names(deleted.data!.after.restaurant.zones)).toEqual(before);
  });
});
