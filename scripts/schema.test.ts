// The merge of the graph's modules into the published schema.graphql (scripts/schema.ts): what a
// module adds to another's types lands in them, and a declaration two modules make is refused
// rather than one silently kept.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertObjectType, buildSchema } from 'graphql';
import { describe, expect, test } from 'vitest';
import { MODULES, mergeModules, modulePath, readModules, type SchemaModule } from './schema.ts';

const root: SchemaModule = {
  name: 'platform',
  source: `
"Le graphe."
schema {
  query: Query
  mutation: Mutation
}
type Query {
  "L'utilisateur connecté."
  me: String!
}
type Mutation {
  login: String!
}
"Un restaurant."
type Restaurant {
  id: ID!
}
`,
};
const hygiene: SchemaModule = {
  name: 'hygiene',
  source: `
extend type Query {
  "Un relevé."
  reading(id: ID!): Reading!
}
extend type Restaurant {
  "Ses relevés."
  readings: [Reading!]!
}
"Un relevé de température."
type Reading {
  """
  En degrés Celsius,
  au dixième.
  """
  temperature: Float!
}
`,
};

describe('mergeModules', () => {
  test("a module's extensions become fields of the type, after its own, under the module's name", async () => {
    const merged = await mergeModules([root, hygiene]);
    const schema = buildSchema(merged);
    expect(schema.description).toBe('Le graphe.');
    expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(['me', 'reading']);
    const restaurant = assertObjectType(schema.getType('Restaurant'));
    expect(Object.keys(restaurant.getFields())).toEqual(['id', 'readings']);
    expect(restaurant.getFields().readings!.description).toBe('Ses relevés.');
    expect(schema.getType('Reading')!.description).toBe('Un relevé de température.');
    expect(merged).toContain(
      'type Restaurant {\n  # platform.graphql\n  id: ID!\n  # hygiene.graphql\n',
    );
    expect(merged).not.toContain('extend');
  });

  test('the schema and its operation types come first, then each module its own types', async () => {
    const merged = await mergeModules([root, hygiene]);
    const order = [...merged.matchAll(/^(?:schema|type \w+|# ---- \w+)/gm)].map((m) => m[0]);
    expect(order).toEqual([
      'schema',
      'type Query',
      'type Mutation',
      '# ---- platform',
      'type Restaurant',
      '# ---- hygiene',
      'type Reading',
    ]);
  });

  test('a field two modules declare is refused, naming both', async () => {
    const twice = { name: 'stock', source: 'extend type Restaurant { readings: [Reading!]! }' };
    await expect(mergeModules([root, hygiene, twice])).rejects.toThrow(
      'Restaurant.readings is declared in hygiene.graphql and stock.graphql',
    );
  });

  test('a type two modules define is refused', async () => {
    const again = { name: 'stock', source: 'type Reading { value: Float! }' };
    await expect(mergeModules([root, hygiene, again])).rejects.toThrow(
      'stock.graphql: Reading is already defined in hygiene.graphql',
    );
  });

  test('extending a type no module defines is refused', async () => {
    const orphan = { name: 'stock', source: 'extend type Stock { level: Float! }' };
    await expect(mergeModules([root, orphan])).rejects.toThrow(
      'stock.graphql: extends Stock, which no module defines as such',
    );
  });

  test('a type no module defines is refused by graphql itself', async () => {
    const unknown = { name: 'stock', source: 'extend type Query { level: StockLevel! }' };
    await expect(mergeModules([root, unknown])).rejects.toThrow('Unknown type "StockLevel"');
  });
});

describe('readModules', () => {
  /** A checkout holding these modules, each `bff/src/<folder>/<name>.graphql`. */
  function checkout(modules: readonly { folder: string; name: string }[]): string {
    const dir = mkdtempSync(join(tmpdir(), 'schema-modules-'));
    for (const { folder, name } of modules) {
      mkdirSync(join(dir, 'bff/src', folder), { recursive: true });
      writeFileSync(join(dir, 'bff/src', folder, `${name}.graphql`), 'scalar X\n');
    }
    // A folder of the bff without a module (rest/, resolvers/, generated/) is not one.
    mkdirSync(join(dir, 'bff/src/rest'), { recursive: true });
    return dir;
  }
  const listed = MODULES.map((name) => ({ folder: name, name }));

  test("every module listed is read from its area's folder, in MODULES order", () => {
    const dir = checkout(listed);
    try {
      expect(readModules(dir).map((module) => module.name)).toEqual([...MODULES]);
      expect(modulePath('hygiene')).toBe('bff/src/hygiene/hygiene.graphql');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('a module file that MODULES does not list is refused', () => {
    const dir = checkout([...listed, { folder: 'extra', name: 'extra' }]);
    try {
      expect(() => readModules(dir)).toThrow('extra.graphql is not listed');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test("a module not named after its area's folder is refused", () => {
    const dir = checkout([...listed, { folder: 'stock', name: 'inventories' }]);
    try {
      expect(() => readModules(dir)).toThrow('bff/src/stock/inventories.graphql');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
