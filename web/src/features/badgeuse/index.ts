import { type Area, lazyScreen } from '../../app/area.ts';
import { badgeusePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The time clock. */
export const area: Area = {
  layout: 'plain',
  routes: [{ path: badgeusePaths.badgeuse, screen: lazyScreen(pages, 'BadgeusePage') }],
};
