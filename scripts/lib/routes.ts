// The web app's route table as Node can read it, for the scripts and the end-to-end suite that
// walk every page (screenshots, the accessibility sweep).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes.ts';

/**
 * Every route of the router: the router is built from the feature areas (web/src/features/*\/
 * index.ts, listed by features/areas.ts through Vite's glob, which Node lacks: the folders are
 * read here). Their screens load lazily, so importing an area loads no page.
 */
export async function routesOfTheRouter(): Promise<{ publicPaths: string[]; appPaths: string[] }> {
  const features = join(repoRoot, 'web/src/features');
  const publicPaths: string[] = [];
  const appPaths: string[] = [];
  for (const name of readdirSync(features).sort()) {
    const file = join(features, name, 'index.ts');
    if (!existsSync(file)) continue;
    // Typed here, not imported: web's types would bring React's into the scripts' program.
    const { area } = (await import(file)) as {
      area: { layout: string; routes: ReadonlyArray<{ path: string }> };
    };
    for (const route of area.routes) {
      (area.layout === 'public' ? publicPaths : appPaths).push(route.path);
    }
  }
  return { publicPaths, appPaths };
}
