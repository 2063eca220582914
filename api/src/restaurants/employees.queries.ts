// The employees' REST shape, for employees.routes.ts and the dashboard (their SQL is still in the
// routes file).
import { canReadPin } from '@bo/domain';
import type { Employee } from './employees.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { EmployeeRow } from '../db/schema.ts';

/** An employee's row with the name of its restaurant, as the queries join them. */
export type JoinedEmployee = { employee: EmployeeRow; restaurantName: string };

/** An employee as `user` may read it: the PIN only for those who may (canReadPin). */
export function toEmployeeDto(
  { employee: row, restaurantName }: JoinedEmployee,
  user: Pick<AuthUser, 'role'>,
): Employee {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    firstName: row.firstName,
    lastName: row.lastName,
    pin: canReadPin(user.role) ? row.pin : null,
    contractType: row.contractType,
    contractNbHours: row.contractNbHours,
    restaurants: [{ id: row.restaurantId, restaurantId: row.restaurantId, name: restaurantName }],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
