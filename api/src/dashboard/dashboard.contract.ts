// Contract of the dashboard route (zod + OpenAPI registry).
import { registry, z } from '../contract/registry.ts';
import { EmployeeSchema } from '../restaurants/employees.contract.ts';
import { RestaurantSchema } from '../restaurants/restaurants.contract.ts';

/**
 * At most 5 recent items, the first 3 restaurants created and 2 employees added
 * (docs/areas/platform.md#dashboard).
 */
export const DASHBOARD_RECENT_RESTAURANTS = 3;
export const DASHBOARD_RECENT_EMPLOYEES = 2;

const count = (description: string) => z.number().int().nonnegative().openapi({ description });

export const DashboardSchema = registry.register(
  'Dashboard',
  z.object({
    restaurantCount: count("Restaurants visibles par l'utilisateur (laboratoires compris)."),
    employeeCount: count('Employés de ces restaurants.'),
    equipmentCount: count('Équipements de ces restaurants.'),
    temperatureReadingCount: count('Relevés de température de ces restaurants, depuis toujours.'),
    recentRestaurants: z.array(RestaurantSchema).openapi({
      description: 'Les 3 premiers restaurants créés (du plus ancien au plus récent).',
    }),
    recentEmployees: z.array(EmployeeSchema).openapi({
      description: 'Les 2 premiers employés ajoutés (du plus ancien au plus récent).',
    }),
  }),
);
export type Dashboard = z.infer<typeof DashboardSchema>;

export const DashboardResponse = z.object({ dashboard: DashboardSchema });
