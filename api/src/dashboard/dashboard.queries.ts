// The dashboard's counts and recent rows, for dashboard.routes.ts.
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_RECENT_EMPLOYEES,
  DASHBOARD_RECENT_RESTAURANTS,
  type DashboardResponse,
} from './dashboard.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { employees, equipments, restaurants, temperatureReadings } from '../db/schema.ts';
import { notVoided } from '../hygiene/corrections.queries.ts';
import { toEmployeeDto } from '../restaurants/employees.queries.ts';
import { toRestaurantDto } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';
import type { z } from '../contract/registry.ts';

/**
 * What the dashboard's cards count, across the restaurants the user sees (a MANAGER: his),
 * counted by the database rather than by shipping whole lists to the client.
 */
export async function loadDashboard(
  db: Db,
  user: AuthUser,
): Promise<z.input<typeof DashboardResponse>['dashboard']> {
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
  const [restaurantCount, employeeCount, equipmentCount, temperatureReadingCount, first, staff] =
    await Promise.all([
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
    restaurantCount,
    employeeCount,
    equipmentCount,
    temperatureReadingCount,
    recentRestaurants: first.map(toRestaurantDto),
    recentEmployees: staff.map((row) => toEmployeeDto(row, user)),
  };
}
