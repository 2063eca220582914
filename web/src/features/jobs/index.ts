import { type Area, lazyScreen } from '../../app/area.ts';
import { jobPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** A restaurant's jobs. */
export const area: Area = {
  layout: 'restaurant',
  routes: [{ path: jobPaths.jobs, screen: lazyScreen(pages, 'JobsPage') }],
  redirects: [{ from: '/jobs', to: jobPaths.jobs }],
};
