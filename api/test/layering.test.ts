// The route files (`<area>/<name>.routes.ts`) are the top layer: the HTTP handlers build on the rest
// of api/src, never the reverse, so an export or a planning rule can be reused (or tested) without
// pulling in every route. Only the areas' declarations (`<area>/area.ts`, listed by areas.ts) reach
// into them.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** A route file: an area's `defineRoute` list. */
const isRoutes = (path: string) => path.endsWith('.routes.ts');
/** An area's declaration, which gathers its route files. */
const isArea = (path: string) => /^[\w-]+\/area\.ts$/.test(path);

// Static imports and re-exports (`import ... from`, `export ... from`, spanning lines), bare
// `import '...'` and dynamic `import('...')`.
const SPECIFIER =
  /^\s*(?:import|export)\b[^;]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Path relative to api/src, with forward slashes whatever the platform. */
const fromSrc = (path: string) => relative(SRC, path).split(sep).join('/');

/** Every relative module each .ts file of api/src imports, as paths relative to api/src. */
function importsBySource(): Map<string, string[]> {
  const files = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) =>
    f.endsWith('.ts'),
  );
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const path = join(SRC, file);
    const targets: string[] = [];
    for (const match of readFileSync(path, 'utf8').matchAll(SPECIFIER)) {
      const specifier = match[1] ?? match[2] ?? match[3]!;
      if (specifier.startsWith('.')) targets.push(fromSrc(resolve(dirname(path), specifier)));
    }
    graph.set(fromSrc(path), targets);
  }
  return graph;
}

test("only the areas' declarations import the route files", () => {
  const graph = importsBySource();
  // The scan must see imports at all, or the rule below would pass on nothing.
  expect(graph.get('app.ts')).toContain('areas.ts');
  expect(graph.get('restaurants/area.ts')).toContain('restaurants/jobs.routes.ts');

  const violations: string[] = [];
  for (const [source, targets] of graph) {
    if (isRoutes(source) || isArea(source)) continue;
    for (const target of targets) {
      if (isRoutes(target)) violations.push(`${source} imports ${target}`);
    }
  }
  expect(violations.sort()).toEqual([]);
});

// A route file nobody declares is never mounted nor documented: each is in its folder's area.ts (or
// used by another route file of the folder, as the hygiene logs use the corrections' routes), and
// each area.ts is in areas.ts.
test('every route file is declared by its area, and every area is listed', () => {
  const graph = importsBySource();
  const folder = (path: string) => path.slice(0, path.indexOf('/'));
  const undeclared: string[] = [];
  for (const file of graph.keys()) {
    if (!isRoutes(file)) continue;
    const declared = [...graph].some(
      ([source, targets]) =>
        targets.includes(file) &&
        folder(source) === folder(file) &&
        (isArea(source) || isRoutes(source)),
    );
    if (!declared) undeclared.push(file);
  }
  expect(undeclared).toEqual([]);

  const areas = [...graph.keys()].filter(isArea).sort();
  expect(areas).toContain('planning/area.ts');
  expect([...graph.get('areas.ts')!].sort()).toEqual(expect.arrayContaining(areas));
});

// The routes keep the validation, the access and the statuses; the SQL is in their area's
// `<name>.queries.ts` (functions taking the database and typed arguments, answering REST shapes), so
// a query is read, reused and changed in one place.
test('the route files hold no SQL', () => {
  const graph = importsBySource();
  const routeFiles = [...graph.keys()].filter(isRoutes);
  // The scan must see the route files, or the rule below would pass on nothing.
  expect(routeFiles).toContain('stock/inventories.routes.ts');
  const holdingSql: string[] = [];
  for (const file of routeFiles) {
    const specifiers = [...readFileSync(join(SRC, file), 'utf8').matchAll(SPECIFIER)].map(
      (match) => match[1] ?? match[2] ?? match[3]!,
    );
    if (specifiers.some((specifier) => specifier.startsWith('drizzle-orm'))) {
      holdingSql.push(`${file} imports drizzle-orm`);
    }
    for (const target of graph.get(file)!) {
      if (isTables(target) || target === 'db/schema.ts')
        holdingSql.push(`${file} imports ${target}`);
    }
  }
  expect(holdingSql.sort()).toEqual([]);
});

/** Each area's tables (`<area>/tables.ts`) and the column shapes they share. */
const isTables = (path: string) => path.endsWith('/tables.ts') || path === 'db/columns.ts';

// The tables are the bottom layer: db/schema.ts gathers them for drizzle and drizzle-kit, which
// must not load an area's queries or routes with them. They are built while their modules load, so
// in an import cycle one would use another's enum or column helper before it exists.
test('the tables import only other tables, never in a cycle', () => {
  const graph = importsBySource();
  expect(graph.get('db/schema.ts')).toContain('purchasing/tables.ts');
  expect(graph.get('purchasing/tables.ts')).toContain('catalogue/tables.ts');

  const outside: string[] = [];
  for (const [source, targets] of graph) {
    if (!isTables(source)) continue;
    for (const target of targets)
      if (!isTables(target)) outside.push(`${source} imports ${target}`);
  }
  expect(outside.sort()).toEqual([]);

  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (file: string, path: string[]) => {
    if (path.includes(file)) {
      cycles.push([...path.slice(path.indexOf(file)), file].join(' → '));
      return;
    }
    if (done.has(file)) return;
    for (const target of graph.get(file) ?? [])
      if (isTables(target)) visit(target, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) if (isTables(file)) visit(file, []);
  expect(cycles).toEqual([]);
});
