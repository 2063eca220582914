import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import type { Plugin } from 'vite';

const GQL_DIR = fileURLToPath(new URL('./src/gql/', import.meta.url));
const SRC_DIR = fileURLToPath(new URL('./src/', import.meta.url));

const VIRTUAL = 'virtual:gql-document/';

/**
 * In the build, each `graphql(`…`)` call becomes its own document, in the chunk of the page that
 * uses it (what GraphQL Codegen's babel/swc optimizers do; plugin-react 6 no longer runs babel).
 * Otherwise the first `graphql()` call — the session's, the login page's — brings gql.ts's map,
 * so every document of every page, into the login page (~130 kB raw). Each document is a module
 * of its own, not an import from graphql.ts: a module lives in one chunk, and graphql.ts's would
 * be shared by the login page and every area. Development and tests keep the runtime map; a
 * document codegen does not know fails the build.
 */
export function gqlDocuments(): Plugin {
  let documents: Map<string, string> | undefined;
  let nodes: Map<string, unknown> | undefined;
  return {
    name: 'brigade:gql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      documents = readDocumentMap();
      nodes = readDocumentNodes();
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return;
      const name = id.slice(VIRTUAL.length + 1);
      if (!nodes!.has(name)) this.error(`src/gql/graphql.ts has no ${name}`);
      return `export default ${JSON.stringify(nodes!.get(name))};`;
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\.tsx?$/.test(file) || !file.startsWith(SRC_DIR) || file.startsWith(GQL_DIR)) return;
      if (!code.includes('graphql(')) return;
      const imported = new Set<string>();
      const replaced = code.replace(/\bgraphql\(\s*`([^`]*)`\s*\)/g, (call, source: string) => {
        if (source.includes('${') || source.includes('\\')) {
          this.error(`${file}: graphql() documents are plain template literals`);
        }
        const name = documents!.get(source);
        if (!name) this.error(`${file}: a graphql() document unknown to src/gql — npm run codegen`);
        imported.add(name);
        // The call's line breaks stay, so every line keeps its number (no source map needed).
        return `__gql_${name}` + '\n'.repeat(call.split('\n').length - 1);
      });
      if (imported.size === 0) return;
      const imports = [...imported].map((name) => `import __gql_${name} from '${VIRTUAL}${name}';`);
      return { code: `${imports.join(' ')} ${replaced}`, map: null };
    },
  };
}

/** gql.ts's `documents` map: each document's source text → its export in graphql.ts. */
function readDocumentMap(): Map<string, string> {
  const gql = readFileSync(`${GQL_DIR}gql.ts`, 'utf8');
  const start = gql.indexOf('const documents: Documents = {');
  const end = gql.indexOf('\n};', start);
  if (start < 0 || end < 0) throw new Error('src/gql/gql.ts: no documents map (codegen changed?)');
  const body = gql.slice(start, end);
  const map = new Map<string, string>();
  for (const match of body.matchAll(/(['"])((?:(?!\1)[^\\]|\\.)*)\1:\s*types\.(\w+),/g)) {
    map.set(runInNewContext(match[1]! + match[2]! + match[1]!) as string, match[3]!);
  }
  const expected = body.match(/\btypes\.\w+/g)?.length ?? 0;
  if (map.size !== expected) {
    throw new Error(`src/gql/gql.ts: read ${map.size} of its ${expected} documents`);
  }
  return map;
}

/** graphql.ts's documents, `export const XDocument = { … } as unknown as DocumentNode<…>`. */
function readDocumentNodes(): Map<string, unknown> {
  const source = readFileSync(`${GQL_DIR}graphql.ts`, 'utf8');
  const nodes = new Map<string, unknown>();
  for (const match of source.matchAll(/^export const (\w+) = (\{[^]*?^\}) as unknown as /gm)) {
    nodes.set(match[1]!, runInNewContext(`(${match[2]!})`));
  }
  const expected = source.match(/ as unknown as DocumentNode</g)?.length ?? 0;
  if (nodes.size === 0 || nodes.size !== expected) {
    throw new Error(`src/gql/graphql.ts: read ${nodes.size} of its ${expected} documents`);
  }
  return nodes;
}
