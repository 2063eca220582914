// The zone and surface routes, as the bff meets them, match api/openapi.json.
import { describe, expect, it } from 'vitest';
import { contractRun, expectContract } from './contract-run.ts';

const ZONE = 'id name description surfaceCount equipmentCount createdAt restaurant { id }';
const SURFACE = 'id name description isStorageArea createdAt zone { id name }';
const ONE_ZONE = `query ($id: ID!) { zone(id: $id) { ${ZONE} surfaces { ${SURFACE} } } }`;
const ONE_SURFACE = `query ($id: ID!) { surface(id: $id) { ${SURFACE} } }`;
const CREATE_ZONE = `mutation ($input: CreateZoneInput!) { createZone(input: $input) { ${ZONE} } }`;
const UPDATE_ZONE = `mutation ($id: ID!, $input: UpdateZoneInput!) {
  updateZone(id: $id, input: $input) { ${ZONE} }
}`;
const DELETE_ZONE = 'mutation ($id: ID!) { deleteZone(id: $id) }';
const CREATE_SURFACE = `mutation ($input: SurfaceInput!) { createSurface(input: $input) { ${SURFACE} } }`;
const UPDATE_SURFACE = `mutation ($id: ID!, $input: SurfaceInput!) {
  updateSurface(id: $id, input: $input) { ${SURFACE} }
}`;
const DELETE_SURFACE = 'mutation ($id: ID!) { deleteSurface(id: $id) }';

const run = contractRun();

describe('zones and surfaces: REST responses received by the bff match api/openapi.json', () => {
  it('for every route and its refusals', async () => {
    const { stack, gql, admin, manager, employee, other } = await run.start();

    type Listed = {
      restaurants: { id: string; zones: { id: string }[]; surfaces: { id: string }[] }[];
    };
    const tree = `{ restaurants { id zones { ${ZONE} surfaces { ${SURFACE} } } surfaces { ${SURFACE} } } }`;
    const mine = (await gql<Listed>(tree, {}, admin)).data!.restaurants;
    const theirs = (await gql<Listed>(tree, {}, other)).data!.restaurants[0]!;
    const [first] = mine;
    const foreignZone = theirs.zones[0]!.id;
    const foreignSurface = theirs.surfaces[0]!.id;

    await gql(ONE_ZONE, { id: first!.zones[0]!.id }, employee);
    await gql(ONE_ZONE, { id: foreignZone }, admin);
    await gql(ONE_SURFACE, { id: first!.surfaces[0]!.id }, employee);
    await gql(ONE_SURFACE, { id: foreignSurface }, admin);

    const zoneInput = { restaurantId: first!.id, name: 'Contrat', description: 'Essai' };
    const zone = await gql<{ createZone: { id: string } }>(
      CREATE_ZONE,
      { input: zoneInput },
      admin,
    );
    const zoneId = zone.data!.createZone.id;
    await gql(CREATE_ZONE, { input: { ...zoneInput, name: '' } }, admin);
    await gql(CREATE_ZONE, { input: zoneInput }, employee);
    await gql(
      UPDATE_ZONE,
      { id: zoneId, input: { name: 'Contrat 2', description: null } },
      manager,
    );
    await gql(UPDATE_ZONE, { id: zoneId, input: { name: '' } }, admin);
    await gql(UPDATE_ZONE, { id: zoneId, input: { name: 'X' } }, employee);
    await gql(UPDATE_ZONE, { id: foreignZone, input: { name: 'X' } }, admin);

    const surfaceInput = { zoneId, name: 'Étagère', isStorageArea: true };
    const surface = await gql<{ createSurface: { id: string } }>(
      CREATE_SURFACE,
      { input: surfaceInput },
      manager,
    );
    const surfaceId = surface.data!.createSurface.id;
    await gql(CREATE_SURFACE, { input: { ...surfaceInput, zoneId: foreignZone } }, admin);
    await gql(CREATE_SURFACE, { input: surfaceInput }, employee);
    await gql(DELETE_ZONE, { id: zoneId }, admin);
    const moved = { ...surfaceInput, zoneId: first!.zones[0]!.id, description: 'Inox' };
    await gql(UPDATE_SURFACE, { id: surfaceId, input: moved }, admin);
    await gql(UPDATE_SURFACE, { id: surfaceId, input: { ...moved, name: '' } }, admin);
    await gql(UPDATE_SURFACE, { id: surfaceId, input: moved }, employee);
    await gql(UPDATE_SURFACE, { id: foreignSurface, input: moved }, admin);
    await gql(DELETE_SURFACE, { id: surfaceId }, employee);
    await gql(DELETE_SURFACE, { id: surfaceId }, admin);
    await gql(DELETE_SURFACE, { id: surfaceId }, admin);
    await gql(DELETE_ZONE, { id: zoneId }, employee);
    await gql(DELETE_ZONE, { id: zoneId }, admin);
    await gql(DELETE_ZONE, { id: zoneId }, admin);

    expectContract(stack, [
      'GET /api/zones 200',
      'POST /api/zones 201',
      'POST /api/zones 400',
      'POST /api/zones 403',
      'PUT /api/zones/{id} 200',
      'PUT /api/zones/{id} 400',
      'PUT /api/zones/{id} 403',
      'PUT /api/zones/{id} 404',
      'DELETE /api/zones/{id} 204',
      'DELETE /api/zones/{id} 403',
      'DELETE /api/zones/{id} 404',
      'DELETE /api/zones/{id} 409',
      'GET /api/surfaces 200',
      'POST /api/surfaces 201',
      'POST /api/surfaces 400',
      'POST /api/surfaces 403',
      'PUT /api/surfaces/{id} 200',
      'PUT /api/surfaces/{id} 400',
      'PUT /api/surfaces/{id} 403',
      'PUT /api/surfaces/{id} 404',
      'DELETE /api/surfaces/{id} 204',
      'DELETE /api/surfaces/{id} 403',
      'DELETE /api/surfaces/{id} 404',
    ]);
    for (const batch of ['zoneIds', 'restaurantIds', 'ids']) {
      expect(stack.calls.some((c) => c.path.startsWith(`/api/surfaces?${batch}=`))).toBe(true);
    }
    for (const batch of ['restaurantIds', 'ids']) {
      expect(stack.calls.some((c) => c.path.startsWith(`/api/zones?${batch}=`))).toBe(true);
    }
  });
});
