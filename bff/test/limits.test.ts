import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Every document the web app sends, as codegen wrote them (fragments included).
import * as webDocuments from '../../web/src/gql/graphql.ts';
import { JSON_BODY_LIMIT } from '../src/json-body.ts';
import { DEFAULT_LIMITS, variablesProblem } from '../src/limits.ts';
import { createBff, type Bff } from '../src/server.ts';
import { ADMIN, codeOf, postGraphql, silentLogger, startStack, type Stack } from './helpers.ts';

/** Codes of a refusal for size: none may meet a document of the web app. */
const LIMIT_CODES = [
  'QUERY_TOO_COMPLEX',
  'REST_BUDGET_EXCEEDED',
  'RESPONSE_TOO_LARGE',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
];

const operations = Object.entries(webDocuments).flatMap(([name, value]) => {
  const document = value as unknown as DocumentNode;
  if (!name.endsWith('Document') || document?.kind !== Kind.DOCUMENT) return [];
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operation ? [{ name, operation, query: print(document) }] : [];
});

/** `restaurants { zones { restaurant { zones { … } } } }`, ten levels: ran the bff out of memory. */
const TEN_LEVELS =
  '{ restaurants { zones { restaurant { zones { restaurant { zones { restaurant { zones { restaurant { zones { id } } } } } } } } } } }';

const aliases = (count: number, field = 'dashboard { restaurantCount }') =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

describe('graph cost limits (issue 9 item 1)', () => {
  let stack: Stack;
  let token: string;
  beforeAll(async () => {
    stack = await startStack();
    token = await stack.login(ADMIN);
  });
  afterAll(() => stack?.close());

  /** Sends an operation that must be refused before any REST call. */
  async function expectRefused(query: string, message: RegExp) {
    const before = stack.calls.length;
    const result = await stack.gql(query, undefined, token);
    expect(result.errors).toHaveLength(1);
    expect(result.errors![0]).toMatchObject({
      message: expect.stringMatching(message),
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    });
    expect(result.data).toBeUndefined();
    expect(result.restCalls).toBe(0);
    expect(stack.calls.length).toBe(before);
  }

  it('lets every document of the web app through', async () => {
    expect(operations.length).toBeGreaterThan(50);
    for (const { name, operation, query } of operations) {
      // Without a token nothing runs at the api (and nothing is written); with the admin's,
      // the queries that need no variable run for real, under the REST and size limits too.
      const runs = [await stack.gql(query, undefined, null)];
      if (operation.operation === 'query') runs.push(await stack.gql(query, undefined, token));
      for (const result of runs) {
        const codes = (result.errors ?? []).map((e) => e.extensions?.code);
        expect(
          codes.filter((code) => LIMIT_CODES.includes(String(code))),
          name,
        ).toEqual([]);
      }
    }
  });

  it('refuses the ten-level nested query, with no REST call', async () => {
    await expectRefused(TEN_LEVELS, /^Requête refusée : trop imbriquée \(8 niveaux au plus\)$/);
  });

  it('refuses 1,000 aliases of dashboard, with no REST call', async () => {
    // 4,000 tokens: the parser stops first.
    await expectRefused(aliases(1000), /^Requête refusée : trop longue/);
    // Under the token limit, the alias rule.
    await expectRefused(aliases(DEFAULT_LIMITS.maxAliases + 1), /trop d'alias \(15 au plus\)$/);
  });

  it('refuses a huge token count, with no REST call', async () => {
    await expectRefused(
      `{ ${'__typename '.repeat(50_000)}}`,
      /^Requête refusée : trop longue \(1000 éléments au plus\)$/,
    );
  });

  it('refuses too many directives and too high a cost, with no REST call', async () => {
    await expectRefused(
      `{ me { ${Array.from({ length: 11 }, (_, i) => `f${i}: id @include(if: true)`).join(' ')} } }`,
      /trop de directives \(10 au plus\)$/,
    );
    // Within depth, aliases and tokens, but wide at every level.
    const wide = (depth: number): string =>
      depth === 0
        ? 'id name'
        : `id name zones { id name restaurant { ${wide(depth - 1)} } equipments { id name } }`;
    await expectRefused(
      `{ ${Array.from({ length: 10 }, (_, i) => `r${i}: restaurants { ${wide(2)} }`).join(' ')} }`,
      /trop coûteuse \(coût 1000 au plus\)$/,
    );
  });

  it('still answers the allowed maximum: 15 aliases of dashboard', async () => {
    const result = await stack.gql(aliases(DEFAULT_LIMITS.maxAliases), undefined, token);
    expect(result.errors).toBeUndefined();
    expect(result.restCalls).toBe(15);
  });

  describe('variables (fit and finish item 24)', () => {
    const QUERY = 'query ($id: ID!) { restaurant(id: $id) { id } }';

    /** Refused before Apollo reads the operation: HTTP 400, one error, no REST call. */
    async function expectVariablesRefused(
      query: string,
      variables: Record<string, unknown>,
      limit: string,
      message: string,
    ) {
      const before = stack.calls.length;
      const started = performance.now();
      const result = await stack.gql(query, variables, token);
      const elapsed = performance.now() - started;
      expect(result.status).toBe(400);
      expect(result.errors).toEqual([
        { message, extensions: { code: 'QUERY_TOO_COMPLEX', limit } },
      ]);
      expect(result.data).toBeUndefined();
      expect(result.restCalls).toBe(0);
      expect(stack.calls.length).toBe(before);
      return elapsed;
    }

    it('the web app declares far fewer than the limit', () => {
      const most = Math.max(...operations.map((o) => o.operation.variableDefinitions?.length ?? 0));
      expect(most).toBeLessThanOrEqual(DEFAULT_LIMITS.maxVariables / 10);
    });

    it('refuses 20,000 unused variables', async () => {
      const variables = Object.fromEntries(Array.from({ length: 20_000 }, (_, i) => [`v${i}`, i]));
      await expectVariablesRefused(
        QUERY,
        { id: '1', ...variables },
        'variables',
        'Requête refusée : trop de variables (100 au plus)',
      );
    });

    it('refuses a list of 200,000 ids before coercing it (and before the api sees it)', async () => {
      await expectVariablesRefused(
        'mutation ($lab: ID!, $ids: [ID!]!) { setServedRestaurants(laboratoryId: $lab, restaurantIds: $ids) { id } }',
        // 400 kB: under the body's 1 MB, so only the list's bound refuses it.
        { lab: '1', ids: new Array(200_000).fill(1) },
        'listItems',
        'Requête refusée : liste trop longue dans les variables (1000 éléments au plus)',
      );
    });

    it('refuses variables too large or too deep', async () => {
      await expectVariablesRefused(
        QUERY,
        { id: '1', notes: 'x'.repeat(300 * 1024) },
        'variablesSize',
        'Requête refusée : variables trop volumineuses (256 ko au plus)',
      );
      let deep: unknown = 1;
      for (let i = 0; i < 20; i++) deep = { a: deep };
      await expectVariablesRefused(
        QUERY,
        { id: '1', deep },
        'variablesDepth',
        'Requête refusée : variables trop imbriquées (8 niveaux au plus)',
      );
    });

    it('lets an operation at the limits run as before', async () => {
      const extra = Object.fromEntries(
        Array.from({ length: DEFAULT_LIMITS.maxVariables - 1 }, (_, i) => [`v${i}`, i]),
      );
      const result = await stack.gql(QUERY, { id: '999999', ...extra }, token);
      expect(codeOf(result)).toBe('NOT_FOUND');
      const ids = Array.from({ length: DEFAULT_LIMITS.maxListItems }, (_, i) => String(i + 1));
      const list = await stack.gql(
        'mutation ($lab: ID!, $ids: [ID!]!) { setServedRestaurants(laboratoryId: $lab, restaurantIds: $ids) { id } }',
        { lab: '999999', ids },
        token,
      );
      expect(LIMIT_CODES).not.toContain(codeOf(list));
    });

    it('counts each bound at its edge', () => {
      const limits = { ...DEFAULT_LIMITS, maxVariables: 3, maxListItems: 2, maxVariablesDepth: 3 };
      expect(variablesProblem({ a: 1, b: 2, c: [1, 2] }, limits)).toBeUndefined();
      expect(variablesProblem({ a: 1, b: 2, c: 3, d: 4 }, limits)?.extensions.limit).toBe(
        'variables',
      );
      expect(variablesProblem({ a: [1, 2, 3] }, limits)?.extensions.limit).toBe('listItems');
      expect(variablesProblem({ a: { b: [1] } }, limits)).toBeUndefined();
      expect(variablesProblem({ a: { b: [[1]] } }, limits)?.extensions.limit).toBe(
        'variablesDepth',
      );
      expect(variablesProblem(null, limits)).toBeUndefined();
      expect(variablesProblem('not an object', limits)).toBeUndefined();
    });

    it('refuses them in a GET query string too', async () => {
      const variables = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`v${i}`, i]));
      const params = new URLSearchParams({ query: QUERY, variables: JSON.stringify(variables) });
      const response = await fetch(`${stack.bffUrl}/graphql?${params}`, {
        headers: { 'apollo-require-preflight': 'true' },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { errors: { extensions: { limit: string } }[] };
      expect(body.errors[0]!.extensions.limit).toBe('variables');
    });
  });

  describe('the body (fit and finish item 25)', () => {
    /**
     * POSTs /graphql writing `chunk` every millisecond, never ending the body: an answer proves
     * the bff did not wait for the rest.
     */
    function postWithoutEnd(headers: Record<string, string>, chunk: Buffer) {
      const { hostname, port } = new URL(stack.bffUrl);
      return new Promise<{ status: number; headers: IncomingHttpHeaders; body: unknown }>(
        (resolve, reject) => {
          let sent = 0;
          let answered = false;
          const req = httpRequest(
            {
              host: hostname,
              port,
              method: 'POST',
              path: '/graphql',
              headers: { 'content-type': 'application/json', ...headers },
            },
            (res) => {
              answered = true;
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () =>
                resolve({
                  status: res.statusCode ?? 0,
                  headers: res.headers,
                  body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
                }),
              );
            },
          );
          req.on('error', (error) => (answered ? undefined : reject(error)));
          const write = () => {
            if (answered || req.destroyed) return;
            if (sent > 20 * 1024 * 1024) return reject(new Error('no answer after 20 MB'));
            sent += chunk.length;
            req.write(chunk, () => setTimeout(write, 1));
          };
          write();
        },
      );
    }

    const TOO_LARGE = {
      errors: [
        {
          message: 'Corps de requête trop volumineux : 1 Mo au plus',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    };

    it('over 1 MB by its Content-Length is a French 413 at once, without reading it', async () => {
      const before = stack.calls.length;
      const answer = await postWithoutEnd(
        { 'content-length': String(10 * 1024 * 1024) },
        Buffer.alloc(1024, 0x20),
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(TOO_LARGE);
      expect(answer.headers.connection).toBe('close');
      expect(stack.calls.length).toBe(before);
    });

    it('over 1 MB in chunks is cut off at the limit, without waiting for the end', async () => {
      const answer = await postWithoutEnd(
        { 'transfer-encoding': 'chunked' },
        Buffer.alloc(64 * 1024, 0x20),
      );
      expect(answer.status).toBe(413);
      expect(answer.body).toEqual(TOO_LARGE);
      expect(answer.headers.connection).toBe('close');
    });

    it('up to the limit is read as before', async () => {
      const body = JSON.stringify({ query: '{ __typename }' });
      const padded = body.slice(0, -1) + ' '.repeat(JSON_BODY_LIMIT - body.length) + '}';
      const response = await fetch(`${stack.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: padded,
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ data: { __typename: 'Query' } });
    });
  });

  describe('at run time', () => {
    let bff: Bff;
    let url: string;
    beforeAll(async () => {
      bff = await createBff({
        apiUrl: stack.apiUrl,
        logger: silentLogger,
        limits: { restBudget: 3, maxResolvedFields: 20 },
      });
      url = await bff.listen(0);
    });
    afterAll(() => bff?.close());

    it('stops at the REST-call budget: the calls over it are not made', async () => {
      const result = await postGraphql(url, aliases(5), undefined, token);
      expect(result.restCalls).toBe(3);
      // The first refusal nulls the whole answer (dashboard is non-null): one error is enough.
      const refused = result.errors ?? [];
      expect(refused.length).toBeGreaterThan(0);
      for (const error of refused) {
        expect(error.extensions?.code).toBe('REST_BUDGET_EXCEEDED');
        expect(error.message).toBe(
          'Requête refusée : elle demanderait plus de 3 appels au service ; découpez-la',
        );
      }
    });

    it('bounds the response: past the field limit, one error and no partial data', async () => {
      const result = await postGraphql(
        url,
        '{ restaurants { id name zones { id name } } }',
        undefined,
        token,
      );
      expect(result.data).toBeNull();
      expect(result.errors).toEqual([
        {
          message:
            'Réponse trop volumineuse (plus de 20 champs) : demandez moins de données à la fois',
          extensions: { code: 'RESPONSE_TOO_LARGE' },
        },
      ]);
      expect(codeOf(await postGraphql(url, '{ me { id } }', undefined, token))).toBeUndefined();
    });
  });
});
