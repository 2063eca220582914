// Every REST response the bff receives while serving a representative set of graph operations
// must match api/openapi.json (that the file is what the zod routes generate is the openapi step's
// check).
import { describe, expect, it } from 'vitest';
import { contractRun, expectContract, validator } from './contract-run.ts';

const RESTAURANT_FIELDS = `id name address phone email isLab minOrderAmount deliveryDelayDays
  mondayDelivery tuesdayDelivery wednesdayDelivery thursdayDelivery fridayDelivery
  saturdayDelivery sundayDelivery deliveryDays createdAt updatedAt`;
const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    token user { id role enseigne { id name } restaurants { id } permissions { area } }
  }
}`;
const ME = `{ me { id firstName lastName email phone role createdAt
  enseigne { id name createdAt } restaurants { ${RESTAURANT_FIELDS} } } }`;
const CREATE = `mutation ($input: RestaurantInput!) { createRestaurant(input: $input) { ${RESTAURANT_FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: RestaurantInput!) {
  updateRestaurant(id: $id, input: $input) { ${RESTAURANT_FIELDS} }
}`;
const DELETE = `mutation ($id: ID!) { deleteRestaurant(id: $id) }`;
const SIGNUP = `mutation ($input: SignupInput!) { signup(input: $input) { userId enseigne { id name createdAt } } }`;

const run = contractRun();

describe('REST responses received by the bff match api/openapi.json', () => {
  it('for a representative set of graph operations', async () => {
    const { stack, gql, admin, manager, employee, other } = await run.start();

    await gql(LOGIN, { email: 'admin@demo.fr', password: 'mauvais' });
    await gql(LOGIN, { email: '', password: '' });
    for (const token of [admin, manager, employee]) await gql(ME, {}, token);
    await gql(ME, {});
    await gql(ME, {}, 'pas.un.jeton');

    const list = await gql<{ restaurants: { id: string }[] }>(
      `{ restaurants { ${RESTAURANT_FIELDS} } }`,
      {},
      admin,
    );
    const ids = list.data!.restaurants.map((r) => r.id);
    const theirs = await gql<{ restaurants: { id: string }[] }>(
      '{ restaurants { id } }',
      {},
      other,
    );
    const foreign = theirs.data!.restaurants[0]!.id;
    await gql(
      `query ($a: ID!, $b: ID!, $c: ID!) {
        a: restaurant(id: $a) { ${RESTAURANT_FIELDS} } b: restaurant(id: $b) { id } c: restaurant(id: $c) { id }
      }`,
      { a: ids[0], b: ids[1], c: foreign },
      admin,
    );

    const created = await gql<{ createRestaurant: { id: string } }>(
      CREATE,
      { input: { name: 'Contrat', address: '1 rue du Contrat, Paris', email: 'c@demo.fr' } },
      admin,
    );
    const id = created.data!.createRestaurant.id;
    await gql(CREATE, { input: { address: 'Sans nom' } }, admin);
    await gql(CREATE, { input: { name: 'Refusé', address: 'Ici' } }, manager);
    await gql(
      UPDATE,
      {
        id,
        input: { isLab: true, minOrderAmount: 99.9, deliveryDelayDays: 3, fridayDelivery: true },
      },
      admin,
    );
    await gql(UPDATE, { id, input: { minOrderAmount: -5 } }, admin);
    await gql(UPDATE, { id, input: { name: 'Non' } }, employee);
    await gql(UPDATE, { id: foreign, input: { name: 'Non' } }, admin);
    await gql(DELETE, { id }, manager);
    await gql(DELETE, { id }, admin);
    await gql(DELETE, { id }, admin);

    const input = {
      enseigneName: 'Contrat SARL',
      firstName: 'Paul',
      lastName: 'Contrat',
      email: 'paul@contrat.fr',
      password: 'motdepasse8',
    };
    await gql(SIGNUP, { input });
    await gql(SIGNUP, { input });
    await gql(SIGNUP, { input: { ...input, email: 'invalide', password: 'court' } });

    const LABS = `{ laboratories { id name nextDeliveryDate servedRestaurants { id name } } }`;
    const SET_SERVED = `mutation ($lab: ID!, $ids: [ID!]!) {
      setServedRestaurants(laboratoryId: $lab, restaurantIds: $ids) { id servedRestaurants { id } }
    }`;
    const labs = await gql<{ laboratories: { id: string }[] }>(LABS, {}, admin);
    await gql(LABS, {}, manager);
    const labId = labs.data!.laboratories[0]!.id;
    const served = ids.filter((id) => id !== labId);
    await gql(SET_SERVED, { lab: labId, ids: served }, admin);
    await gql(SET_SERVED, { lab: labId, ids: [labId] }, admin);
    await gql(SET_SERVED, { lab: labId, ids: [] }, manager);
    await gql(SET_SERVED, { lab: foreign, ids: [] }, admin);

    // Chain and invitations.
    const ENSEIGNE = `query ($id: ID!) {
      enseigne(id: $id) {
        id name createdAt userCount restaurantCount
        users { id role restaurants { id } } restaurants { id }
        invitations { id email status acceptUrl createdAt expiresAt enseigneName restaurants { id } }
      }
    }`;
    const INVITE = `mutation ($input: InviteManagerInput!) { inviteManager(input: $input) { id acceptUrl } }`;
    const VERIFY = `query ($token: String!) { verifyInvitation(token: $token) { email enseigneName expiresAt } }`;
    const ACCEPT = `mutation ($token: String!, $input: AcceptInvitationInput!) {
      acceptInvitation(token: $token, input: $input) { token user { id role } }
    }`;
    const me = await gql<{ me: { enseigne: { id: string } } }>(
      '{ me { enseigne { id } } }',
      {},
      admin,
    );
    const enseigneId = me.data!.me.enseigne.id;
    await gql(ENSEIGNE, { id: enseigneId }, admin);
    await gql(
      'query ($id: ID!) { enseigne(id: $id) { name invitations { id } } }',
      { id: enseigneId },
      manager,
    );
    await gql(ENSEIGNE, { id: enseigneId }, other);
    await gql(
      'mutation ($id: ID!) { updateEnseigne(id: $id, name: "Enseigne Démo") { id name } }',
      { id: enseigneId },
      admin,
    );
    await gql(
      'mutation ($id: ID!) { updateEnseigne(id: $id, name: "") { id } }',
      { id: enseigneId },
      admin,
    );
    await gql(
      'mutation ($id: ID!) { updateEnseigne(id: $id, name: "Non") { id } }',
      { id: enseigneId },
      manager,
    );
    const invited = await gql<{ inviteManager: { id: string; acceptUrl: string } }>(
      INVITE,
      { input: { email: 'contrat.manager@exemple.fr', restaurantIds: ids.slice(0, 2) } },
      admin,
    );
    await gql(INVITE, { input: { email: 'manager@demo.fr' } }, admin);
    await gql(INVITE, { input: { email: 'pas-un-email' } }, admin);
    await gql(INVITE, { input: { email: 'x@exemple.fr', restaurantIds: [foreign] } }, admin);
    await gql(INVITE, { input: { email: 'x@exemple.fr' } }, manager);
    const token = new URL(invited.data!.inviteManager.acceptUrl).searchParams.get('token')!;
    await gql(VERIFY, { token });
    await gql(VERIFY, { token: 'inconnu-inconnu-inconnu' });
    const account = { firstName: 'Contrat', lastName: 'Manager', password: 'secret1' };
    await gql(ACCEPT, { token, input: { ...account, password: '123' } });
    await gql(ACCEPT, { token, input: account });
    await gql(ACCEPT, { token, input: account });
    await gql(VERIFY, { token });
    const doomed = await gql<{ inviteManager: { id: string } }>(
      INVITE,
      { input: { email: 'supprimee@exemple.fr' } },
      admin,
    );
    const DEL_INVITATION = 'mutation ($id: ID!) { deleteInvitation(id: $id) }';
    await gql(DEL_INVITATION, { id: doomed.data!.inviteManager.id }, manager);
    await gql(DEL_INVITATION, { id: doomed.data!.inviteManager.id }, admin);
    await gql(DEL_INVITATION, { id: doomed.data!.inviteManager.id }, admin);
    await gql(DEL_INVITATION, { id: invited.data!.inviteManager.id }, admin);

    expectContract(stack, [
      'POST /api/auth/login 200',
      'POST /api/auth/login 400',
      'POST /api/auth/login 401',
      'GET /api/auth/me 200',
      'GET /api/auth/me 401',
      'GET /api/enseignes/{id} 200',
      'GET /api/restaurants 200',
      'POST /api/restaurants 201',
      'POST /api/restaurants 400',
      'POST /api/restaurants 403',
      'PUT /api/restaurants/{id} 200',
      'PUT /api/restaurants/{id} 400',
      'PUT /api/restaurants/{id} 403',
      'PUT /api/restaurants/{id} 404',
      'DELETE /api/restaurants/{id} 204',
      'DELETE /api/restaurants/{id} 403',
      'DELETE /api/restaurants/{id} 404',
      'POST /api/enseignes 201',
      'POST /api/enseignes 400',
      'POST /api/enseignes 409',
      'GET /api/labs 200',
      'POST /api/labs/{id}/restaurants 200',
      'POST /api/labs/{id}/restaurants 400',
      'POST /api/labs/{id}/restaurants 403',
      'POST /api/labs/{id}/restaurants 404',
      'PUT /api/enseignes/{id} 200',
      'PUT /api/enseignes/{id} 400',
      'PUT /api/enseignes/{id} 403',
      'GET /api/invitations/enseigne/{id} 200',
      'GET /api/invitations/enseigne/{id} 403',
      'POST /api/invitations 201',
      'POST /api/invitations 400',
      'POST /api/invitations 403',
      'POST /api/invitations 409',
      'GET /api/invitations/verify/{token} 200',
      'GET /api/invitations/verify/{token} 400',
      'GET /api/invitations/verify/{token} 404',
      'POST /api/invitations/accept/{token} 201',
      'POST /api/invitations/accept/{token} 400',
      'DELETE /api/invitations/{id} 204',
      'DELETE /api/invitations/{id} 403',
      'DELETE /api/invitations/{id} 404',
      'DELETE /api/invitations/{id} 409',
    ]);
    expect(stack.calls.some((c) => /^\/api\/restaurants\?ids=\d+(,\d+)+$/.test(c.path))).toBe(true);
  });
});

describe('the validator itself', () => {
  it('rejects undocumented paths, statuses, missing and extra fields', () => {
    expect(validator.validate('GET', '/api/nowhere', 200, {}).errors).toHaveLength(1);
    expect(validator.validate('DELETE', '/api/restaurants/3', 500, undefined).errors[0]).toMatch(
      /status not documented/,
    );
    expect(
      validator.validate('GET', '/api/restaurants', 200, { restaurants: [{ id: 1 }] }).errors,
    ).not.toEqual([]);
    expect(
      validator.validate('GET', '/api/auth/me', 401, { error: 'x', stack: 'at …' }).errors,
    ).not.toEqual([]);
    expect(
      validator.validate('DELETE', '/api/restaurants/3', 204, { ok: true }).errors,
    ).not.toEqual([]);
    expect(validator.validate('GET', '/api/auth/me', 401, { error: 'Non authentifié' })).toEqual({
      template: '/api/auth/me',
      errors: [],
    });
  });
});
