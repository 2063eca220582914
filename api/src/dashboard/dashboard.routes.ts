import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_RECENT_EMPLOYEES,
  DASHBOARD_RECENT_RESTAURANTS,
  DashboardResponse,
} from './dashboard.contract.ts';
import { employees, equipments, restaurants, temperatureReadings } from '../db/schema.ts';
import { notVoided } from '../hygiene/corrections.routes.ts';
import { defineRoute } from '../http/route.ts';
import { toEmployeeDto } from '../restaurants/employees.routes.ts';
import { toRestaurantDto } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

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
    handler: async ({ db, user }) => {
      const visible = visibleRestaurants(user);
      const countOf = async (
        table: typeof employees | typeof equipments | typeof temperatureReadings,
        counts?: SQL,
      ) => {
        const [row] = await db
          .select({ n: count() })
          .from(table)
          .innerJoin(restaurants, eq(restaurants.id, table.restaurantId))
          .where(and(visible, counts));
        return row!.n;
      };
      const [
        restaurantCount,
        employeeCount,
        equipmentCount,
        temperatureReadingCount,
        first,
        staff,
      ] = await Promise.all([
        db
          .select({ n: count() })
          .from(restaurants)
          .where(visible)
          .then(([row]) => row!.n),
        countOf(employees),
        countOf(equipments),
        // A voided reading stays in the history but no longer counts.
        countOf(temperatureReadings, notVoided(db, 'TEMPERATURE', temperatureReadings.id)),
        db
          .select()
          .from(restaurants)
          .where(visible)
          .orderBy(asc(restaurants.createdAt), asc(restaurants.id))
          .limit(DASHBOARD_RECENT_RESTAURANTS),
        db
          .select({ employee: employees, restaurantName: restaurants.name })
          .from(employees)
          .innerJoin(restaurants, eq(restaurants.id, employees.restaurantId))
          .where(visible)
          .orderBy(asc(employees.createdAt), asc(employees.id))
          .limit(DASHBOARD_RECENT_EMPLOYEES),
      ]);
      return {
        dashboard: {
          restaurantCount,
          employeeCount,
          equipmentCount,
          temperatureReadingCount,
          recentRestaurants: first.map(toRestaurantDto),
          recentEmployees: staff.map((row) => toEmployeeDto(row, user)),
        },
      };
    },
  }),
];
