import type { Area } from '../app/area.ts';

// Every area's entry file, keyed by its folder: the list below only names them.
const modules = import.meta.glob<{ area: Area }>('./*/index.ts', { eager: true });

/**
 * The feature areas, in the menu's order (a section's place is that of its first area): the router
 * (app/router.tsx) and the menu (app/shell/navigation.tsx) are built from this list. A new area is
 * its folder, with an `index.ts` exporting its `area` (and a `menu.tsx` if it is in the menu), and
 * one line here.
 */
const AREAS = [
  'auth',
  'invitations',
  'dashboard',
  'enseigne',
  'restaurants',
  'zones',
  'equipments',
  'employees',
  'jobs',
  'labs',
  'products',
  'recipes',
  'tags',
  'stock',
  'inventory',
  'articles',
  'suppliers',
  'purchase-orders',
  'internal-sales',
  'hygiene',
  'planning',
  'badgeuse',
  'kiosk',
  'settings',
] as const;

/** An area and its folder's name (where the shell finds its `menu.tsx`). */
export interface ListedArea extends Area {
  name: string;
}

export const areas: readonly ListedArea[] = AREAS.map((name) => {
  const module = modules[`./${name}/index.ts`];
  if (!module) throw new Error(`features/${name}/index.ts is missing`);
  return { name, ...module.area };
});

const unlisted = Object.keys(modules).filter(
  (file) => !AREAS.some((name) => file === `./${name}/index.ts`),
);
if (unlisted.length > 0) throw new Error(`not in features/areas.ts: ${unlisted.join(', ')}`);
