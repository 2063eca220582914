import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff } from '../src/server.ts';
import {
  ADMIN,
  codeOf,
  MANAGER,
  OTHER_ADMIN,
  postGraphql,
  silentLogger,
  startFakeApi,
  startStack,
  type Stack,
} from './helpers.ts';

const UNAVAILABLE = 'Le service est momentanément indisponible';

const CREATE = `mutation ($input: RestaurantInput!) { createRestaurant(input: $input) { id name } }`;
const RESTAURANT = `query ($id: ID!) { restaurant(id: $id) { id name } }`;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack?.close());

describe('REST errors become graph error codes', () => {
  it('UNAUTHENTICATED without a token', async () => {
    const result = await stack.gql('{ me { id } }');
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
    // A GraphQL error, not an HTTP one: the client reads extensions.code.
    expect(result.status).toBe(200);
  });

  it('UNAUTHENTICATED with a bad token', async () => {
    const result = await stack.gql('{ restaurants { id } }', {}, 'pas.un.jeton');
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
  });

  it('FORBIDDEN when a manager creates a restaurant, and nothing is created', async () => {
    const token = await stack.login(MANAGER);
    const result = await stack.gql(
      CREATE,
      { input: { name: 'Le Nouveau', address: '1 rue Neuve, 75011 Paris' } },
      token,
    );
    expect(codeOf(result)).toBe('FORBIDDEN');
    const admin = await stack.login(ADMIN);
    const list = await stack.gql<{ restaurants: { name: string }[] }>(
      '{ restaurants { name } }',
      {},
      admin,
    );
    expect(list.data!.restaurants.map((r) => r.name)).not.toContain('Le Nouveau');
  });

  it("NOT_FOUND for another chain's restaurant, as for an unknown or malformed id", async () => {
    const other = await stack.login(OTHER_ADMIN);
    const theirs = await stack.gql<{ restaurants: { id: string; name: string }[] }>(
      '{ restaurants { id name } }',
      {},
      other,
    );
    expect(theirs.data!.restaurants.map((r) => r.name)).toEqual(['Chez Autrui']);
    const foreignId = theirs.data!.restaurants[0]!.id;

    const admin = await stack.login(ADMIN);
    for (const id of [foreignId, '999999', 'abc']) {
      const result = await stack.gql(RESTAURANT, { id }, admin);
      expect(codeOf(result), `restaurant(id: ${id})`).toBe('NOT_FOUND');
      expect(result.errors![0]!.message).toBe('Restaurant introuvable');
    }
    const update = await stack.gql(
      'mutation ($id: ID!) { updateRestaurant(id: $id, input: { name: "Pris" }) { id } }',
      { id: foreignId },
      admin,
    );
    expect(codeOf(update)).toBe('NOT_FOUND');
    const still = await stack.gql<{ restaurant: { name: string } }>(
      RESTAURANT,
      { id: foreignId },
      other,
    );
    expect(still.data!.restaurant.name).toBe('Chez Autrui');
  });

  it('BAD_USER_INPUT with fieldErrors for a restaurant without a name', async () => {
    const admin = await stack.login(ADMIN);
    const result = await stack.gql(CREATE, { input: { address: '3 rue Sans Nom, Paris' } }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({ name: 'Nom obligatoire' });

    const both = await stack.gql(CREATE, { input: { name: '', address: '', email: 'x' } }, admin);
    expect(both.errors![0]!.extensions!.fieldErrors).toEqual({
      name: 'Nom obligatoire',
      address: 'Adresse obligatoire',
      email: 'Email invalide',
    });
  });

  it('CONFLICT for a signup with an existing email', async () => {
    const result = await stack.gql(
      'mutation ($input: SignupInput!) { signup(input: $input) { userId } }',
      {
        input: {
          enseigneName: 'Encore',
          firstName: 'Marc',
          lastName: 'Dubois',
          email: MANAGER,
          password: 'motdepasse8',
        },
      },
    );
    expect(codeOf(result)).toBe('CONFLICT');
  });

  it('never sends a stack trace outside development', async () => {
    const result = await stack.gql('{ me { id } }');
    expect(JSON.stringify(result.errors)).not.toMatch(/stacktrace|\bat .*\.ts:\d+/);
  });

  // Last: stops this file's api.
  it('UPSTREAM_UNAVAILABLE once the api is stopped', async () => {
    const admin = await stack.login(ADMIN);
    await stack.stopApi();
    const result = await stack.gql('{ restaurants { id } }', {}, admin);
    expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors![0]!.message).toBe(UNAVAILABLE);
    const ready = await fetch(`${stack.bffUrl}/readyz`);
    expect(ready.status).toBe(503);
  });
});

describe('failures a real api does not produce on demand', () => {
  it('UPSTREAM_UNAVAILABLE when nothing listens, with no stack trace', async () => {
    const fake = await startFakeApi(() => {});
    await fake.close();
    const bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    try {
      const result = await postGraphql(await bff.listen(0), '{ me { id } }', {}, 'jeton');
      expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
      expect(result.errors![0]!.message).toBe(UNAVAILABLE);
      expect(result.errors![0]!.extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await bff.close();
    }
  });

  it('UPSTREAM_UNAVAILABLE when the api does not answer in time', async () => {
    let late: ReturnType<typeof setTimeout> | undefined;
    let abandoned = false;
    const fake = await startFakeApi((_req, res) => {
      res.on('close', () => (abandoned ||= !res.writableFinished));
      // Answers long after the bff's 300 ms but before its default 10 s: a bff that did not
      // give up would get this answer instead of UPSTREAM_UNAVAILABLE.
      late = setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{}');
      }, 5_000);
    });
    const bff = await createBff({ apiUrl: fake.url, logger: silentLogger, restTimeoutMs: 300 });
    try {
      const result = await postGraphql(await bff.listen(0), '{ me { id } }', {}, 'jeton');
      expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
      // The bff dropped its call rather than leaving it open on the api.
      await expect.poll(() => abandoned).toBe(true);
    } finally {
      clearTimeout(late);
      await bff.close();
      await fake.close();
    }
  });

  it.each([502, 503, 504])('UPSTREAM_UNAVAILABLE for a %i from the api', async (status) => {
    const fake = await startFakeApi((_req, res) => {
      res.writeHead(status, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    });
    const bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    try {
      const result = await postGraphql(await bff.listen(0), '{ me { id } }', {}, 'jeton');
      expect(codeOf(result)).toBe('UPSTREAM_UNAVAILABLE');
      expect(result.errors![0]!.message).toBe(UNAVAILABLE);
    } finally {
      await bff.close();
      await fake.close();
    }
  });

  it("INTERNAL for a 500, with the api's message and request id", async () => {
    const fake = await startFakeApi((_req, res) => {
      res
        .writeHead(500, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: 'Erreur interne du serveur', requestId: 'req-42' }));
    });
    const bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    try {
      const result = await postGraphql(await bff.listen(0), '{ me { id } }', {}, 'jeton');
      expect(result.errors![0]).toMatchObject({
        message: 'Erreur interne du serveur',
        extensions: { code: 'INTERNAL', requestId: 'req-42' },
      });
      expect(result.errors![0]!.extensions).not.toHaveProperty('stacktrace');
    } finally {
      await bff.close();
      await fake.close();
    }
  });

  it('INTERNAL for an unreadable success body; its details only in development', async () => {
    const fake = await startFakeApi((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"user": ');
    });
    const prod = await createBff({ apiUrl: fake.url, logger: silentLogger });
    const dev = await createBff({ apiUrl: fake.url, logger: silentLogger, dev: true });
    try {
      const hidden = await postGraphql(await prod.listen(0), '{ me { id } }', {}, 'jeton');
      expect(hidden.errors![0]!.extensions).toEqual({ code: 'INTERNAL' });
      expect(hidden.errors![0]!.message).toBe('Une erreur interne est survenue');

      const shown = await postGraphql(await dev.listen(0), '{ me { id } }', {}, 'jeton');
      expect(shown.errors![0]!.extensions!.code).toBe('INTERNAL');
      expect(shown.errors![0]!.extensions!.stacktrace).toEqual(expect.any(Array));
    } finally {
      await prod.close();
      await dev.close();
      await fake.close();
    }
  });

  it("INTERNAL (not Apollo's INTERNAL_SERVER_ERROR) for a bug in a resolver", async () => {
    // A restaurant missing a non-null field is a broken contract, hence a bug here.
    const fake = await startFakeApi((_req, res) => {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ restaurants: [{ id: 1 }] }));
    });
    const bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    try {
      const result = await postGraphql(await bff.listen(0), '{ restaurants { id name } }', {}, 'j');
      expect(result.errors![0]!.extensions).toEqual({ code: 'INTERNAL' });
      expect(result.errors![0]!.message).toBe('Une erreur interne est survenue');
    } finally {
      await bff.close();
      await fake.close();
    }
  });
});
