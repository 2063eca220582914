import { type Area, lazyScreen } from '../../app/area.ts';
import { employeePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** A restaurant's staff. */
export const area: Area = {
  layout: 'restaurant',
  routes: [{ path: employeePaths.employees, screen: lazyScreen(pages, 'EmployeesPage') }],
  redirects: [{ from: '/employees', to: employeePaths.employees }],
};
