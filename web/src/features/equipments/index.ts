import { type Area, lazyScreen } from '../../app/area.ts';
import { equipmentPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** A restaurant's equipment and the chain's equipment types. */
export const area: Area = {
  layout: 'restaurant',
  routes: [{ path: equipmentPaths.equipments, screen: lazyScreen(pages, 'EquipmentsPage') }],
  redirects: [{ from: '/equipments', to: equipmentPaths.equipments }],
};
