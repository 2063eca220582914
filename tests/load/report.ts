// What the load scripts (bench, soak) do with their tables: write them as the repository's
// prettier would, and copy them into README.md between their markers.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as prettier from 'prettier';
import { repoRoot } from '../../scripts/lib/processes.ts';

/** Writes markdown as the repository's prettier would, so `npm run lint` stays green. */
export async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

/**
 * Replaces what README.md holds between `<!-- name:start -->` and `<!-- name:end -->`; false when
 * the README has no such markers (nothing is written).
 */
export async function updateReadme(name: string, table: string): Promise<boolean> {
  const readme = join(repoRoot, 'README.md');
  if (!existsSync(readme)) return false;
  const [startMarker, endMarker] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(startMarker);
  const end = text.indexOf(endMarker);
  if (start === -1 || end < start) return false;
  await writeFormatted(
    readme,
    `${text.slice(0, start + startMarker.length)}\n\n${table}\n\n${text.slice(end)}`,
  );
  return true;
}
