import type { ReactNode } from 'react';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import type { Role } from '@bo/domain';
import { areas, type ListedArea } from '../../features/areas.ts';
import type { Area, AreaMenu, MenuEntry, SectionKey } from '../area.ts';
import { isUnder } from '../urls.ts';

export type { SectionKey } from '../area.ts';

/** The hint of the internal-sales entry when the selected restaurant is not a laboratory. */
export const LAB_ONLY_HINT = 'Réservé aux laboratoires';

export interface NavLink {
  kind: 'link';
  label: string;
  to: string;
  icon: ReactNode;
  /** Route prefixes under which the entry is the current one (default: `to`). */
  match?: readonly string[];
  /** Only these roles see the entry (default: everyone signed in). */
  roles?: readonly Role[];
  /** Greyed unless the selected restaurant is a laboratory. */
  labOnly?: boolean;
}

export interface NavGroup {
  kind: 'group';
  id: string;
  label: string;
  icon: ReactNode;
  children: readonly NavLink[];
}

export type NavEntry = NavLink | NavGroup;

/** Whether a user of `role` sees the entry. */
export function canSee(entry: NavLink, role: Role | undefined): boolean {
  return !entry.roles || (role !== undefined && entry.roles.includes(role));
}

/**
 * How each section shows in the menu: one line leading to its first tab (current anywhere under
 * `base`), or a group unfolding its tabs. Its tabs are the menu entries of its areas.
 */
const SECTIONS: Record<
  SectionKey,
  { label: string; icon: ReactNode; menu: { kind: 'link'; base: string } | { kind: 'group' } }
> = {
  restaurant: {
    label: 'Restaurant',
    icon: <StorefrontOutlined />,
    menu: { kind: 'link', base: '/restaurant' },
  },
  products: { label: 'Produits', icon: <Inventory2Outlined />, menu: { kind: 'group' } },
  stock: { label: 'Stock', icon: <WarehouseOutlined />, menu: { kind: 'group' } },
  purchasing: {
    label: 'Approvisionnement',
    icon: <LocalShippingOutlined />,
    menu: { kind: 'group' },
  },
  hygiene: {
    label: 'Hygiène',
    icon: <HealthAndSafetyOutlined />,
    menu: { kind: 'link', base: '/hygiene' },
  },
};

const navLink = (entry: MenuEntry): NavLink => ({
  kind: 'link',
  ...entry,
  icon: entry.icon ?? null,
});

// Each area's menu.tsx, bundled with the shell (see AreaMenu), not with the list of areas.
const menus = import.meta.glob<AreaMenu>('../../features/*/menu.tsx', { eager: true });
const entries = new Map(
  areas.map((area) => [
    area,
    (menus[`../../features/${area.name}/menu.tsx`]?.menu ?? []).map(navLink),
  ]),
);
const entriesOf = (area: ListedArea): readonly NavLink[] => entries.get(area) ?? [];

const inSection = (key: SectionKey) => (area: Area) => area.layout === key;

export interface Section {
  label: string;
  tabs: readonly NavLink[];
}

const section = (key: SectionKey): Section => ({
  label: SECTIONS[key].label,
  tabs: areas.filter(inSection(key)).flatMap(entriesOf),
});

/**
 * The sections with a sub-tab bar (docs/areas/platform.md#shell-and-routes): their label and tabs.
 */
export const sections: Record<SectionKey, Section> = {
  restaurant: section('restaurant'),
  products: section('products'),
  stock: section('stock'),
  purchasing: section('purchasing'),
  hygiene: section('hygiene'),
};

function sectionEntry(key: SectionKey): NavEntry {
  const { label, icon, menu } = SECTIONS[key];
  const { tabs } = sections[key];
  if (menu.kind === 'group') return { kind: 'group', id: key, label, icon, children: tabs };
  return { kind: 'link', label, to: tabs[0]!.to, icon, match: [menu.base] };
}

/** The left menu, top to bottom: each area's entries, a section in place of its first area. */
export const navigation: readonly NavEntry[] = areas.flatMap((area, index): NavEntry[] => {
  if (area.layout === 'public') return [];
  if (area.layout === 'plain') return [...entriesOf(area)];
  const first = areas.findIndex(inSection(area.layout)) === index;
  return first ? [sectionEntry(area.layout)] : [];
});

export function isActive(entry: NavLink, pathname: string): boolean {
  const bases = entry.match ?? [entry.to];
  // The dashboard is '/', under which everything lives: only an exact match counts.
  return bases.some((base) => (base === '/' ? pathname === '/' : isUnder(pathname, base)));
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) => isActive(child, pathname));
}
