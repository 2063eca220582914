// The code's references point to documents a newcomer can open in the repository: every
// `docs/….md` (and its `#heading`) cited in the sources exists, the links between the docs' pages
// resolve, and no source cites a section (`§`) of a document that is not in the repository (the
// original specification, the design brief). Run by `npm test` (step `docs`), or alone:
//   node --import tsx scripts/check-docs.ts
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { repoRoot } from './lib/processes.ts';

/** Where the code lives; generated files are left out (they repeat their sources). */
const SOURCE_DIRS = [
  'domain',
  'api/src',
  'api/test',
  'bff/src',
  'bff/test',
  'web/src',
  'scripts',
  'tests',
];
const SOURCE_FILE = /\.(ts|tsx|js|mjs|graphql)$/;
const SKIPPED = ['node_modules', 'dist', 'bff/src/generated', 'web/src/gql'];
const ROOT_SOURCES = ['schema.graphql', 'codegen.ts', 'eslint.config.js'];

/** A cited page, `docs/areas/hygiene.md`, with its heading, `#temperatures`. */
const DOC_CITATION = /\bdocs\/[\w./-]+?\.md(?:#[\w-]+)?/g;
/** A section of a document (`§4`, `§ 4`, `spec 001 §2–§5`). */
const SECTION_SIGN = /§\s*\d/;
/** A relative link of a Markdown page: `[text](../decisions.md#heading)`. */
const MARKDOWN_LINK = /\]\(([^)\s]+)\)/g;

export interface Problem {
  where: string;
  what: string;
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const absolute = join(repoRoot, dir);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)))
    .filter(
      (path) =>
        !SKIPPED.some((skip) => path.split('/').includes(skip) || path.startsWith(`${skip}/`)),
    )
    .filter(keep)
    .sort();
}

/**
 * The anchors of a Markdown page's headings, as GitHub makes them: lower case, punctuation
 * dropped, spaces turned into hyphens, a repeated heading numbered (`-1`, `-2`).
 */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = heading[1]!
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .trim()
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

const anchorsOf = new Map<string, Set<string>>();
function anchorsOfPage(page: string): Set<string> {
  let anchors = anchorsOf.get(page);
  if (!anchors) {
    anchors = headingAnchors(readFileSync(join(repoRoot, page), 'utf8'));
    anchorsOf.set(page, anchors);
  }
  return anchors;
}

/** What is wrong with a citation of `target` (a repository path, maybe with `#anchor`), or null. */
function citationProblem(target: string): string | null {
  const [page = '', anchor] = target.split('#');
  if (!existsSync(join(repoRoot, page))) return `${page} does not exist`;
  if (anchor !== undefined && !anchorsOfPage(page).has(anchor)) {
    return `${page} has no heading #${anchor}`;
  }
  return null;
}

export function checkDocs(): { problems: Problem[]; citations: number } {
  const problems: Problem[] = [];
  let citations = 0;

  const sources = [
    ...ROOT_SOURCES.filter((file) => existsSync(join(repoRoot, file))),
    ...SOURCE_DIRS.flatMap((dir) => filesUnder(dir, (path) => SOURCE_FILE.test(path))),
  ];
  for (const file of sources) {
    const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      // This file names the sign it looks for.
      if (SECTION_SIGN.test(line) && file !== 'scripts/check-docs.ts') {
        problems.push({
          where,
          what: `cites a section (§) of a document outside the repository: cite docs/ instead`,
        });
      }
      for (const [target] of line.matchAll(DOC_CITATION)) {
        citations++;
        const problem = citationProblem(target);
        if (problem) problems.push({ where, what: problem });
      }
    });
  }

  // The docs' own links between pages (outside links and plain anchors of the same page aside).
  for (const page of filesUnder('docs', (path) => path.endsWith('.md'))) {
    const lines = readFileSync(join(repoRoot, page), 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const [, href = ''] of line.matchAll(MARKDOWN_LINK)) {
        if (/^[a-z]+:/i.test(href)) continue;
        const [path = '', anchor] = href.split('#');
        const target = path === '' ? page : normalize(join(dirname(page), path));
        if (path.endsWith('/')) {
          if (!existsSync(join(repoRoot, target))) {
            problems.push({ where: `${page}:${i + 1}`, what: `${target} does not exist` });
          }
          continue;
        }
        citations++;
        const problem = citationProblem(anchor === undefined ? target : `${target}#${anchor}`);
        if (problem) problems.push({ where: `${page}:${i + 1}`, what: problem });
      }
    });
  }
  return { problems, citations };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { problems, citations } = checkDocs();
  for (const { where, what } of problems) console.error(`${where}: ${what}`);
  console.log(
    problems.length === 0
      ? `docs: ${citations} citations of docs/ resolve, no section of an outside document is cited`
      : `docs: ${problems.length} problem(s)`,
  );
  process.exit(problems.length === 0 ? 0 : 1);
}
