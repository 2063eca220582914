import { DashboardResponse } from './dashboard.contract.ts';
import { loadDashboard } from './dashboard.queries.ts';
import { defineRoute } from '../http/route.ts';
/**
 * GET /api/dashboard: what the dashboard's cards count, across the restaurants the user sees
 * (a MANAGER: his), counted by the database rather than by shipping whole lists to the client.
 */
export const dashboardRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/dashboard',
    tags: ['dashboard'],
    summary:
      "Le tableau de bord : les comptes des listes des restaurants, employés, équipements et relevés de l'utilisateur, et l'activité récente",
    description:
      'Les mêmes données que les listes (voir docs/areas/platform.md#dashboard) réduites à leurs comptes par la base : un appel ' +
      'au lieu de quatre listes entières, dont celle des relevés qui grandit chaque jour.',
    access: 'authenticated',
    response: { status: 200, description: 'Tableau de bord', schema: DashboardResponse },
    handler: async ({ db, user }) => ({ dashboard: await loadDashboard(db, user) }),
  }),
];
