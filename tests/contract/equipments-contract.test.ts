// The equipment and equipment-type routes, as the bff meets them, match api/openapi.json.
import { describe, expect, it } from 'vitest';
import { contractRun, expectContract } from './contract-run.ts';

const EQUIPMENT = `id name description serialNumber createdAt restaurant { id } zone { id }
  equipmentType { id name equipmentFamily temperatureMin temperatureMax temperatureUnit }`;
const TYPE = `id name description equipmentFamily temperatureMin temperatureMax temperatureUnit
  equipmentCount createdAt`;
const ONE = `query ($id: ID!) { equipment(id: $id) { ${EQUIPMENT} } }`;
const CREATE = `mutation ($input: EquipmentInput!) { createEquipment(input: $input) { ${EQUIPMENT} } }`;
const UPDATE = `mutation ($id: ID!, $input: EquipmentInput!) {
  updateEquipment(id: $id, input: $input) { ${EQUIPMENT} }
}`;
const DELETE = 'mutation ($id: ID!) { deleteEquipment(id: $id) }';
const TYPES = `{ equipmentTypes { ${TYPE} equipments { id } } }`;
const ONE_TYPE = `query ($id: ID!) { equipmentType(id: $id) { ${TYPE} } }`;
const CREATE_TYPE = `mutation ($input: EquipmentTypeInput!) { createEquipmentType(input: $input) { ${TYPE} } }`;
const UPDATE_TYPE = `mutation ($id: ID!, $input: EquipmentTypeInput!) {
  updateEquipmentType(id: $id, input: $input) { ${TYPE} }
}`;
const DELETE_TYPE = 'mutation ($id: ID!) { deleteEquipmentType(id: $id) }';

const run = contractRun();

describe('equipment: REST responses received by the bff match api/openapi.json', () => {
  it('for every route and its refusals', async () => {
    const { stack, gql, admin, manager, employee, other } = await run.start();

    type Listed = {
      restaurants: { id: string; zones: { id: string; equipments: { id: string }[] }[] }[];
    };
    const list = await gql<Listed>(
      `{ restaurants { id zones { id equipments { ${EQUIPMENT} } } equipments { id } } }`,
      {},
      admin,
    );
    const [first] = list.data!.restaurants;
    const theirs = await gql<Listed>(
      '{ restaurants { id zones { id equipments { id } } } }',
      {},
      other,
    );
    const foreign = theirs.data!.restaurants[0]!.zones[0]!.equipments[0]!.id;
    await gql(ONE, { id: first!.zones[0]!.equipments[0]!.id }, employee);
    await gql(ONE, { id: foreign }, admin);

    const types = await gql<{ equipmentTypes: { id: string; name: string }[] }>(TYPES, {}, admin);
    const typeId = (name: string) => types.data!.equipmentTypes.find((t) => t.name === name)!.id;
    const foreignType = (await gql<{ equipmentTypes: { id: string }[] }>(TYPES, {}, other)).data!
      .equipmentTypes[0]!.id;
    await gql(ONE_TYPE, { id: typeId('Plonge') }, employee);
    await gql(ONE_TYPE, { id: foreignType }, admin);

    const input = { restaurantId: first!.id, equipmentTypeId: typeId('Plonge'), name: 'Contrat' };
    const created = await gql<{ createEquipment: { id: string } }>(CREATE, { input }, admin);
    const id = created.data!.createEquipment.id;
    await gql(CREATE, { input: { ...input, name: '' } }, admin);
    await gql(CREATE, { input }, employee);
    await gql(
      CREATE,
      { input: { ...input, restaurantId: theirs.data!.restaurants[0]!.id } },
      admin,
    );
    const moved = { ...input, zoneId: first!.zones[0]!.id, serialNumber: 'C-1' };
    await gql(UPDATE, { id, input: moved }, manager);
    await gql(UPDATE, { id, input: { ...moved, equipmentTypeId: foreignType } }, admin);
    await gql(UPDATE, { id, input: moved }, employee);
    await gql(UPDATE, { id: foreign, input: moved }, admin);
    await gql(DELETE, { id }, employee);
    await gql(DELETE, { id }, admin);
    await gql(DELETE, { id }, admin);

    const range = { temperatureMin: 0, temperatureMax: 4, temperatureUnit: 'CELSIUS' };
    const typeInput = { name: 'Contrat', equipmentFamily: 'TEMPERATURE', ...range };
    const type = await gql<{ createEquipmentType: { id: string } }>(
      CREATE_TYPE,
      { input: typeInput },
      manager,
    );
    const newType = type.data!.createEquipmentType.id;
    await gql(CREATE_TYPE, { input: { ...typeInput, temperatureMin: 9 } }, admin);
    await gql(CREATE_TYPE, { input: typeInput }, employee);
    await gql(
      UPDATE_TYPE,
      { id: newType, input: { name: 'Contrat', equipmentFamily: 'OIL' } },
      admin,
    );
    await gql(UPDATE_TYPE, { id: newType, input: { ...typeInput, equipmentFamily: 'OIL' } }, admin);
    await gql(UPDATE_TYPE, { id: typeId('Friteuse'), input: typeInput }, manager);
    await gql(UPDATE_TYPE, { id: foreignType, input: typeInput }, admin);
    await gql(DELETE_TYPE, { id: typeId('Friteuse') }, admin);
    await gql(DELETE_TYPE, { id: newType }, employee);
    await gql(DELETE_TYPE, { id: newType }, admin);
    await gql(DELETE_TYPE, { id: newType }, admin);

    expectContract(stack, [
      'GET /api/equipments 200',
      'POST /api/equipments 201',
      'POST /api/equipments 400',
      'POST /api/equipments 403',
      'PUT /api/equipments/{id} 200',
      'PUT /api/equipments/{id} 400',
      'PUT /api/equipments/{id} 403',
      'PUT /api/equipments/{id} 404',
      'DELETE /api/equipments/{id} 204',
      'DELETE /api/equipments/{id} 403',
      'DELETE /api/equipments/{id} 404',
      'GET /api/equipment-types 200',
      'POST /api/equipment-types 201',
      'POST /api/equipment-types 400',
      'POST /api/equipment-types 403',
      'PUT /api/equipment-types/{id} 200',
      'PUT /api/equipment-types/{id} 400',
      'PUT /api/equipment-types/{id} 403',
      'PUT /api/equipment-types/{id} 404',
      'DELETE /api/equipment-types/{id} 204',
      'DELETE /api/equipment-types/{id} 403',
      'DELETE /api/equipment-types/{id} 404',
      'DELETE /api/equipment-types/{id} 409',
    ]);
    for (const batch of ['zoneIds', 'restaurantIds', 'equipmentTypeIds', 'ids']) {
      expect(stack.calls.some((c) => c.path.startsWith(`/api/equipments?${batch}=`))).toBe(true);
    }
  });
});
