import { lazy } from 'react';
import type { ComponentType } from 'react';
import type { Role } from '@bo/domain';

/**
 * A feature area (`features/<area>/index.ts`) as the router and the menu see it: its screens, its
 * old paths kept working, and its entries in the menu. `features/areas.ts` lists the areas; the
 * router (app/router.tsx) and the menu (app/shell/navigation.tsx) are built from that list, so a
 * new area is a folder and one line there.
 */
export interface Area {
  /** Where its screens render: see `AreaLayout`. */
  layout: AreaLayout;
  routes: readonly AreaRoute[];
  /** Old or short paths that lead to one of its screens (spec 000 §2 "Redirects"). */
  redirects?: readonly AreaRedirect[];
  /**
   * Its menu entries. In a section (`layout` is a `SectionKey`) each is a tab of the section's bar
   * (and a line of the section's group in the menu); otherwise each is a line of the menu itself.
   */
  menu?: readonly MenuEntry[];
  /**
   * Chain-wide screens (the catalogue, shared by every restaurant of the chain): the restaurant
   * picker is disabled there and reads 'Enseigne' (spec 000 §2 Layout).
   */
  chainWide?: boolean;
}

/** The sections with a sub-tab bar (spec 000 §2 Layout); their labels and icons are the shell's. */
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
 * An icon loaded on demand, e.g. `() => import('@mui/icons-material/ScienceOutlined')`: the list
 * of areas is in the login page's JavaScript, the icons only in the shell's.
 */
export type IconLoader = () => Promise<{ default: ComponentType }>;

export interface MenuEntry {
  label: string;
  to: string;
  icon?: IconLoader;
  /** Route prefixes under which the entry is the current one (default: `to`). */
  match?: readonly string[];
  /** Only these roles see the entry (default: everyone signed in). */
  roles?: readonly Role[];
  /** Greyed unless the selected restaurant is a laboratory. */
  labOnly?: boolean;
}

/**
 * A screen exported by name from a module loaded on demand: every screen of an area comes from its
 * `pages.tsx`, so the area is one chunk (DESIGN §6) and the login page loads none of them.
 */
export function lazyScreen<M>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

/** A path segment from an id: '/suppliers/' + segment(id). */
export const segment = (id: string | number) => encodeURIComponent(String(id));
