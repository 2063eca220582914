import type { Context } from '../context.ts';
import type { RestEmployee } from '../rest/types.ts';

/**
 * The employee a hygiene log names, through the staff of its restaurant (the api only lets a log
 * name an employee of its restaurant): every log of an operation costs one batched staff read.
 * One who moved since is read on his own.
 */
export async function loggedEmployee(
  log: { restaurantId: number; employee: { id: number } | null },
  ctx: Context,
): Promise<RestEmployee | null> {
  if (!log.employee) return null;
  const id = log.employee.id;
  const staff = await ctx.loaders.employeesOfRestaurant.load(log.restaurantId);
  return staff.find((e) => e.id === id) ?? ctx.loaders.employee.load(id);
}
