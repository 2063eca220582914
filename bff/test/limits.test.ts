import { Kind, print, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Every document the web app sends, as codegen wrote them (fragments included).
import * as webDocuments from '../../web/src/gql/graphql.ts';
import { DEFAULT_LIMITS } from '../src/limits.ts';
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
