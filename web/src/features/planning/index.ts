import { type Area, lazyScreen } from '../../app/area.ts';
import { planningPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** Staff planning. */
export const area: Area = {
  layout: 'plain',
  routes: [{ path: planningPaths.planning, screen: lazyScreen(pages, 'PlanningPage') }],
};
