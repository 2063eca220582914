import { type Area, lazyScreen } from '../../app/area.ts';
import { labPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The production laboratories. */
export const area: Area = {
  layout: 'plain',
  routes: [{ path: labPaths.labs, screen: lazyScreen(pages, 'LabsPage') }],
};
