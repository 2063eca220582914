import { lazy } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { Role } from '@bo/domain';

/**
 * A feature area as the router sees it (`features/<area>/index.ts`): its screens and the old paths
 * kept working. Its menu entries are in `features/<area>/menu.tsx` (`AreaMenu`), loaded with the
 * shell: the list of areas is in the login page's JavaScript, the menu's labels and icons are not.
 * `features/areas.ts` lists the areas; the router (app/router.tsx) and the menu
 * (app/shell/navigation.tsx) are built from that list, so a new area is a folder and one line there.
 */
export interface Area {
  /** Where its screens render: see `AreaLayout`. */
  layout: AreaLayout;
  routes: readonly AreaRoute[];
  /**
   * Old or short paths that lead to one of its screens (docs/areas/platform.md#shell-and-routes).
   */
  redirects?: readonly AreaRedirect[];
  /**
   * Chain-wide screens (the catalogue, shared by every restaurant of the chain): the restaurant
   * picker is disabled there and reads 'Enseigne' (docs/areas/platform.md#shell-and-routes).
   */
  chainWide?: boolean;
}

/**
 * The sections with a sub-tab bar (docs/areas/platform.md#shell-and-routes); their labels and icons
 * are the shell's.
 */
export type SectionKey = 'restaurant' | 'products' | 'stock' | 'purchasing' | 'hygiene';

/**
 * 'public': outside the session (login, signup, invitations); 'plain': in the shell, without a
 * sub-tab bar; a section: in the shell, under that section's sub-tab bar.
 */
export type AreaLayout = 'public' | 'plain' | SectionKey;

export interface AreaRoute {
  /** The router's pattern, e.g. '/suppliers/:id/edit'. */
  path: string;
  /** A lazy component (`lazyScreen`), so the login page loads no screen of the area. */
  screen: ComponentType;
  /** Only these roles see the screen; the others get 'Accès non autorisé' inside the shell. */
  roles?: readonly Role[];
}

export interface AreaRedirect {
  from: string;
  to: string;
}

/**
 * What an area's `menu.tsx` exports. In a section (the area's `layout` is a `SectionKey`) each entry
 * is a tab of the section's bar (and a line of the section's group in the menu); otherwise each is
 * a line of the menu itself.
 */
export interface AreaMenu {
  menu: readonly MenuEntry[];
}

export interface MenuEntry {
  label: string;
  to: string;
  icon?: ReactNode;
  /** Route prefixes under which the entry is the current one (default: `to`). */
  match?: readonly string[];
  /** Only these roles see the entry (default: everyone signed in). */
  roles?: readonly Role[];
  /** Greyed unless the selected restaurant is a laboratory. */
  labOnly?: boolean;
}

/**
 * A screen exported by name from a module loaded on demand: every screen of an area comes from its
 * `pages.tsx`, so the area is one chunk (docs/architecture.md#budgets) and the login page loads
 * none of them.
 */
export function lazyScreen<M>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A path segment from an id: '/suppliers/' + segment(id). */
export const segment = (id: string | number) => encodeURIComponent(String(id));
