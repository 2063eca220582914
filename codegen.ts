import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The graph's modules, one per area folder of the bff, `bff/src/<area>/<area>.graphql`
 * (scripts/schema.ts merges them into the published schema.graphql).
 */
const SCHEMA_MODULES = 'bff/src/*/*.graphql';

/** The modules' files (the glob above, read without a glob library). */
function moduleFiles(): string[] {
  return readdirSync('bff/src', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(`bff/src/${folder.name}`)
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => `bff/src/${folder.name}/${file}`),
    );
}

/**
 * Every object type of the graph whose REST type `Rest<Type>` bff/src/rest/types.ts exports is
 * resolved from it (paths relative to the generated file): a new entity's mapper is its type's
 * line in rest/types.ts, not another list here.
 */
function restMappers(): Record<string, string> {
  const graphTypes = new Set(
    moduleFiles().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^type (\w+)/gm)].map((m) => m[1]!),
    ),
  );
  const restTypes = [
    ...readFileSync('bff/src/rest/types.ts', 'utf8').matchAll(/^export type Rest(\w+) =/gm),
  ].map((m) => m[1]!);
  return Object.fromEntries(
    restTypes
      .filter((name) => graphTypes.has(name))
      .map((name) => [name, `../rest/types.ts#Rest${name}`]),
  );
}

/**
 * The parents that are not the REST type of the same name, each declared by the area whose module
 * defines the type: `bff/src/<area>/mappers.ts`, plain data imported here without the bff.
 */
async function areaMappers(): Promise<Record<string, string>> {
  const mappers: Record<string, string> = {};
  // Sorted, so the generated imports do not follow the file system's order.
  for (const area of readdirSync('bff/src').sort()) {
    const file = `bff/src/${area}/mappers.ts`;
    if (!existsSync(file)) continue;
    const declared = ((await import(`./${file}`)) as { mappers: Record<string, string> }).mappers;
    const own = new Set(
      [...readFileSync(`bff/src/${area}/${area}.graphql`, 'utf8').matchAll(/^type (\w+)/gm)].map(
        (m) => m[1]!,
      ),
    );
    for (const [type, parent] of Object.entries(declared)) {
      // Beside its type, so the area that owns the type owns its parent too.
      if (!own.has(type)) throw new Error(`${file}: ${type} is not a type of ${area}.graphql`);
      mappers[type] = parent;
    }
  }
  return mappers;
}

// One schema, two outputs: the bff's resolver types (mapped to the REST types generated from
// api/openapi.json, so REST drift fails the type check) and the web's typed documents. The schema
// is read from its modules (codegen merges them, sorted): the root schema.graphql is their merge,
// checked by `npm test`.
const config: CodegenConfig = {
  schema: SCHEMA_MODULES,
  ignoreNoDocuments: true,
  generates: {
    'bff/src/generated/graphql.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        contextType: '../context.ts#Context',
        mapperTypeSuffix: 'Model',
        // Paths are relative to the generated file (the same as from an area's folder).
        mappers: { ...restMappers(), ...(await areaMappers()) },
        scalars: {
          DateTime: 'string',
          Date: 'string',
          ID: { input: 'string', output: 'string | number' },
        },
        enumsAsTypes: true,
        strictScalars: true,
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    // Which object types each interface and union of the graph may be (Supplier, IngredientItem):
    // Apollo's cache needs it to match fragments on them.
    'web/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
    'web/src/gql/': {
      preset: 'client',
      documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { DateTime: 'string', Date: 'string', ID: 'string' },
      },
    },
  },
};

export default config;
