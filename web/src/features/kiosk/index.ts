import { type Area, lazyScreen } from '../../app/area.ts';
import { kioskPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The restaurant's clock-in kiosk: a public page, authorised by a device token, not a session. */
export const area: Area = {
  layout: 'public',
  routes: [{ path: kioskPaths.kiosk, screen: lazyScreen(pages, 'KioskPage') }],
};
