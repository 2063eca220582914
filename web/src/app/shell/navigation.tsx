import type { ReactNode } from 'react';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PunchClockOutlined from '@mui/icons-material/PunchClockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import SellOutlined from '@mui/icons-material/SellOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import { isUnder, paths, urls } from '../urls.ts';

/** The hint of the internal-sales entry when the selected restaurant is not a laboratory. */
export const LAB_ONLY_HINT = 'Réservé aux laboratoires';

export interface NavLink {
  kind: 'link';
  label: string;
  to: string;
  icon: ReactNode;
  /** Route prefixes under which the entry is the current one (default: `to`). */
  match?: readonly string[];
  /** Only an ADMIN sees the entry. */
  adminOnly?: boolean;
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

const link = (
  label: string,
  to: string,
  icon: ReactNode,
  extra: Partial<Omit<NavLink, 'kind' | 'label' | 'to' | 'icon'>> = {},
): NavLink => ({ kind: 'link', label, to, icon, ...extra });

// The sub-tab bars and the menu groups list the same screens: one definition for both.
export const restaurantTabs: readonly NavLink[] = [
  link('Restaurants', urls.restaurants(), <StorefrontOutlined />, { match: [paths.restaurants] }),
  link('Zones', urls.zones(), null),
  link('Équipements', urls.equipments(), null),
  link('Employés', urls.employees(), null),
  link('Postes', urls.jobs(), null),
];

export const productTabs: readonly NavLink[] = [
  link('Produits', urls.products(), <EggAltOutlined />),
  link('Recettes', urls.recipes(), <MenuBookOutlined />),
  link('Tags', urls.tags(), <LocalOfferOutlined />),
];

export const stockTabs: readonly NavLink[] = [
  link('Stocks', urls.stocks(), <ViewInArOutlined />),
  link('Inventaires', urls.inventories(), <FactCheckOutlined />),
];

export const purchasingTabs: readonly NavLink[] = [
  link('Articles', urls.articles(), <SellOutlined />),
  link('Fournisseurs', urls.suppliers(), <HandshakeOutlined />),
  link('Bons de commande', urls.purchaseOrders(), <ReceiptLongOutlined />),
  link('Ventes internes', urls.internalSales(), <SwapHorizOutlined />, { labOnly: true }),
];

export const hygieneTabs: readonly NavLink[] = [
  link('Température', urls.hygieneTemperature(), null),
  link('Refroidissement', urls.hygieneCooling(), null),
  link('Remise en température', urls.hygieneHeating(), null),
  link('Traçabilité', urls.hygieneTraceability(), null),
  link('Nettoyage', urls.hygieneCleaning(), null),
  link('Huile de friture', urls.hygieneOil(), null),
];

/** The sections with a sub-tab bar (spec 000 §2 Layout). */
export const sections = {
  restaurant: { label: 'Restaurant', tabs: restaurantTabs },
  products: { label: 'Produits', tabs: productTabs },
  stock: { label: 'Stock', tabs: stockTabs },
  purchasing: { label: 'Approvisionnement', tabs: purchasingTabs },
  hygiene: { label: 'Hygiène', tabs: hygieneTabs },
} as const;
export type SectionKey = keyof typeof sections;

/** The left menu, top to bottom. */
export const navigation: readonly NavEntry[] = [
  link('Tableau de bord', urls.dashboard(), <SpaceDashboardOutlined />),
  link('Mon Enseigne', urls.enseignes(), <ApartmentOutlined />, { adminOnly: true }),
  link('Restaurant', urls.restaurants(), <StorefrontOutlined />, { match: ['/restaurant'] }),
  link('Laboratoires', urls.labs(), <ScienceOutlined />),
  {
    kind: 'group',
    id: 'products',
    label: 'Produits',
    icon: <Inventory2Outlined />,
    children: productTabs,
  },
  { kind: 'group', id: 'stock', label: 'Stock', icon: <WarehouseOutlined />, children: stockTabs },
  {
    kind: 'group',
    id: 'purchasing',
    label: 'Approvisionnement',
    icon: <LocalShippingOutlined />,
    children: purchasingTabs,
  },
  link('Hygiène', urls.hygieneTemperature(), <HealthAndSafetyOutlined />, {
    match: [paths.hygiene],
  }),
  link('Planning', urls.planning(), <CalendarMonthOutlined />),
  link('Badgeuse', urls.badgeuse(), <PunchClockOutlined />),
  link('Paramètres', urls.settings(), <SettingsOutlined />),
];

export function isActive(entry: NavLink, pathname: string): boolean {
  const bases = entry.match ?? [entry.to];
  // The dashboard is '/', under which everything lives: only an exact match counts.
  return bases.some((base) => (base === '/' ? pathname === '/' : isUnder(pathname, base)));
}

export function isGroupActive(group: NavGroup, pathname: string): boolean {
  return group.children.some((child) => isActive(child, pathname));
}
