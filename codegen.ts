import { readdirSync, readFileSync } from 'node:fs';
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
        // Paths are relative to the generated file.
        mappers: {
          ...restMappers(),
          // The parents that are not the REST type of the same name.
          EquipmentType: '../rest/types.ts#EquipmentTypeParent',
          Photo: '../rest/types.ts#RestPhotoRef',
          RecordedBy: '../rest/types.ts#RestPersonRef',
          Permission: '@bo/domain#AreaPermission',
          PlanningWeek: '../rest/types.ts#PlanningWeekParent',
          PlanningDay: '../rest/types.ts#PlanningDayParent',
          PlanningEmployeeWeek: '../rest/types.ts#PlanningEmployeeWeekParent',
        },
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
