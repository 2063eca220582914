// `npm run schema` (the first step of `npm run codegen`): merges the graph's modules,
// bff/src/<area>/<area>.graphql, into the root schema.graphql, the published contract the bff
// serves and `npm test` diffs against the previous commit's (docs/how-to/graph.md). The `codegen`
// step of `npm test` fails when the committed root is not the merge of the committed modules.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildASTSchema,
  Kind,
  parse,
  print,
  type DefinitionNode,
  type DocumentNode,
  type FieldDefinitionNode,
  type InputValueDefinitionNode,
  type SchemaDefinitionNode,
} from 'graphql';
import prettier from 'prettier';
import { repoRoot } from './lib/processes.ts';

export const SCHEMA_FILE = 'schema.graphql';
/** The bff's sources: each area's folder holds its module, `bff/src/<area>/<area>.graphql`. */
const SOURCES_DIR = 'bff/src';
/** Where the modules are, as a glob (codegen.ts reads the same). */
export const MODULES_GLOB = `${SOURCES_DIR}/*/*.graphql`;
/**
 * The modules in the order the root lists their types: the platform's first (the root operation
 * types, the scalars, accounts), then the areas roughly as the product's menu has them. A module's
 * entry points are merged into Query and Mutation in this order too. A new area's module is its
 * line here: one not listed is refused rather than placed by the order its folder is read in.
 */
export const MODULES = [
  'platform',
  'people',
  'restaurants',
  'settings',
  'hygiene',
  'catalogue',
  'recipes',
  'stock',
  'purchasing',
  'planning',
  'notifications',
] as const;

export interface SchemaModule {
  /** The file's name without `.graphql`: `hygiene`. */
  name: string;
  source: string;
}

const HEADER = `# The graph's published contract, served by the bff and diffed by \`npm test\` against the
# previous commit's. Do not edit: it is the merge of the modules ${MODULES_GLOB},
# written by \`npm run codegen\` (docs/how-to/graph.md).`;

type Member = FieldDefinitionNode | InputValueDefinitionNode;
type WithMembers = DefinitionNode & { readonly fields?: readonly Member[] };

/** A type and the fields each module gives it, in module order. */
interface MergedType {
  definition: WithMembers;
  module: string;
  groups: { module: string; fields: Member[] }[];
}

const EXTENDED_KIND: Partial<Record<Kind, Kind>> = {
  [Kind.OBJECT_TYPE_EXTENSION]: Kind.OBJECT_TYPE_DEFINITION,
  [Kind.INTERFACE_TYPE_EXTENSION]: Kind.INTERFACE_TYPE_DEFINITION,
  [Kind.INPUT_OBJECT_TYPE_EXTENSION]: Kind.INPUT_OBJECT_TYPE_DEFINITION,
};

const nameOf = (definition: DefinitionNode): string =>
  'name' in definition && definition.name ? definition.name.value : definition.kind;

/**
 * The modules as committed, each in its area's folder of bff/src, in `MODULES` order; a module not
 * named after its folder, one not listed there, or a listed one missing is refused.
 */
export function readModules(root = repoRoot): SchemaModule[] {
  const found = readdirSync(join(root, SOURCES_DIR), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((folder) =>
      readdirSync(join(root, SOURCES_DIR, folder.name))
        .filter((file) => file.endsWith('.graphql'))
        .map((file) => ({ folder: folder.name, name: file.slice(0, -'.graphql'.length) })),
    );
  const misnamed = found.filter(({ folder, name }) => folder !== name);
  if (misnamed.length) {
    throw new Error(
      misnamed
        .map(
          ({ folder, name }) =>
            `${SOURCES_DIR}/${folder}/${name}.graphql: a module is named after its folder`,
        )
        .join(', '),
    );
  }
  const files = found.map(({ name }) => name);
  const listed: readonly string[] = MODULES;
  const unlisted = files.filter((name) => !listed.includes(name));
  const missing = listed.filter((name) => !files.includes(name));
  if (unlisted.length || missing.length) {
    throw new Error(
      `${MODULES_GLOB} and MODULES in scripts/schema.ts differ: ` +
        [
          ...unlisted.map((name) => `${name}.graphql is not listed`),
          ...missing.map((name) => `${name}.graphql is missing`),
        ].join(', '),
    );
  }
  return MODULES.map((name) => ({
    name,
    source: readFileSync(join(root, modulePath(name)), 'utf8'),
  }));
}

/** A module's file: `bff/src/hygiene/hygiene.graphql`. */
export function modulePath(name: string): string {
  return `${SOURCES_DIR}/${name}/${name}.graphql`;
}

/**
 * The root schema the modules make: every type once, with the fields the other modules add to it
 * (`extend type Restaurant { … }`), the schema definition and its operation types first, then each
 * module's types in its own order. A type or a field declared twice is refused rather than one
 * silently kept, and the result must be a valid schema.
 */
export async function mergeModules(modules: readonly SchemaModule[]): Promise<string> {
  const types = new Map<string, MergedType>();
  const order: MergedType[] = [];
  const extensions: { module: string; extension: WithMembers }[] = [];
  let schema: { module: string; definition: SchemaDefinitionNode } | undefined;

  for (const module of modules) {
    const document: DocumentNode = parse(module.source, { noLocation: true });
    for (const definition of document.definitions) {
      const where = `${module.name}.graphql`;
      if (definition.kind === Kind.SCHEMA_DEFINITION) {
        if (schema) throw new Error(`${where}: the schema is already defined in ${schema.module}`);
        schema = { module: where, definition };
      } else if (definition.kind in EXTENDED_KIND) {
        const extension = definition as WithMembers;
        if ('interfaces' in extension && extension.interfaces?.length) {
          throw new Error(
            `${where}: extend ${nameOf(extension)} adds interfaces; declare them on the type`,
          );
        }
        if ('directives' in extension && extension.directives?.length) {
          throw new Error(
            `${where}: extend ${nameOf(extension)} adds directives; declare them on the type`,
          );
        }
        extensions.push({ module: module.name, extension });
      } else if (definition.kind.endsWith('Extension')) {
        throw new Error(
          `${where}: ${definition.kind} of ${nameOf(definition)}: only the fields of a type, an interface or an input are added from another module`,
        );
      } else {
        const name = nameOf(definition);
        const existing = types.get(name);
        if (existing)
          throw new Error(`${where}: ${name} is already defined in ${existing.module}.graphql`);
        const merged: MergedType = {
          definition: definition as WithMembers,
          module: module.name,
          groups: [
            { module: module.name, fields: [...((definition as WithMembers).fields ?? [])] },
          ],
        };
        types.set(name, merged);
        order.push(merged);
      }
    }
  }

  for (const { module, extension } of extensions) {
    const name = nameOf(extension);
    const target = types.get(name);
    if (!target || target.definition.kind !== EXTENDED_KIND[extension.kind]) {
      throw new Error(`${module}.graphql: extends ${name}, which no module defines as such`);
    }
    const group = target.groups.find((g) => g.module === module);
    if (group) group.fields.push(...(extension.fields ?? []));
    else target.groups.push({ module, fields: [...(extension.fields ?? [])] });
  }
  for (const type of order) {
    const seen = new Map<string, string>();
    for (const { module, fields } of type.groups) {
      for (const field of fields) {
        const owner = seen.get(field.name.value);
        if (owner) {
          throw new Error(
            `${nameOf(type.definition)}.${field.name.value} is declared ` +
              (owner === module
                ? `twice in ${module}.graphql`
                : `in ${owner}.graphql and ${module}.graphql`),
          );
        }
        seen.set(field.name.value, module);
      }
    }
  }

  // The entry points first: the schema definition, then its operation types.
  const operations = (schema?.definition.operationTypes ?? []).map((op) => op.type.name.value);
  const first = operations.flatMap((name) => types.get(name) ?? []);
  const sections = modules
    .map((module) => ({
      module,
      types: order.filter((type) => type.module === module.name && !first.includes(type)),
    }))
    .filter((section) => section.types.length);

  const merged: DefinitionNode[] = [
    ...(schema ? [schema.definition] : []),
    ...[...first, ...sections.flatMap((s) => s.types)].map(withAllFields),
  ];
  // Unknown types, a field of the wrong kind, an operation type that is not defined: graphql's
  // own validation, with its messages.
  buildASTSchema({ kind: Kind.DOCUMENT, definitions: merged });

  const text = [
    HEADER,
    ...(schema ? [print(schema.definition)] : []),
    ...first.map(printType),
    ...sections.flatMap(({ module, types: sectionTypes }) => [
      `# ---- ${module.name}: ${modulePath(module.name)} `.padEnd(96, '-'),
      ...sectionTypes.map(printType),
    ]),
  ].join('\n\n');
  const config = await prettier.resolveConfig(join(repoRoot, SCHEMA_FILE));
  return prettier.format(text, { ...config, parser: 'graphql' });
}

/** The type with the fields of every module (an enum, a union or a scalar as it was written). */
function withAllFields({ definition, groups }: MergedType): DefinitionNode {
  if (!('fields' in definition)) return definition;
  return { ...definition, fields: groups.flatMap((group) => group.fields) } as DefinitionNode;
}

/**
 * A type as graphql prints it; when several modules give it fields, each module's fields under a
 * comment naming it, so a reader of the root knows which module to edit.
 */
function printType(type: MergedType): string {
  const filled = type.groups.filter((group) => group.fields.length);
  if (filled.length < 2) return print(withAllFields(type));
  const head = print({ ...type.definition, fields: [] } as DefinitionNode);
  const body = filled.flatMap(({ module, fields }) => [
    `# ${module}.graphql`,
    ...fields.map((field) => print(field)),
  ]);
  return `${head} {\n${body.map((text) => text.replace(/^/gm, '  ')).join('\n')}\n}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const merged = await mergeModules(readModules());
  const path = join(repoRoot, SCHEMA_FILE);
  const changed = readFileSync(path, 'utf8') !== merged;
  if (changed) writeFileSync(path, merged);
  console.log(
    `${SCHEMA_FILE}: ${changed ? 'written from' : 'already the merge of'} ${MODULES.length} modules ${MODULES_GLOB}`,
  );
}
