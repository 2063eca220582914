import { lazy } from 'react';
import type { Area } from '../../app/area.ts';
import { dashboardPaths } from './urls.ts';

/** The dashboard. */
export const area: Area = {
  layout: 'plain',
  routes: [{ path: dashboardPaths.dashboard, screen: lazy(() => import('./DashboardPage.tsx')) }],
};
