import { type Area, lazyScreen } from '../../app/area.ts';
import { zonePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** A restaurant's zones and surfaces. */
export const area: Area = {
  layout: 'restaurant',
  routes: [{ path: zonePaths.zones, screen: lazyScreen(pages, 'ZonesPage') }],
  redirects: [{ from: '/zones', to: zonePaths.zones }],
};
