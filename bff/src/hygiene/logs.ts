import { durationMinutes, HYGIENE_MESSAGES as M, type ProcessRecord } from '@bo/domain';
import type { Context } from '../context.ts';
import type { ProcessRecordInput } from '../generated/graphql.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/not-found.ts';
import type { RestEmployee } from '../rest/types.ts';
import { inputId, optionalId } from '../resolvers/ids.ts';

// What the hygiene logs' files share.

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

/** A cooling's or a reheating's parent: the fields its resolvers read. */
interface ProcessLog {
  restaurantId: number;
  employee: { id: number } | null;
  equipment: { id: number } | null;
}

/** Fields cooling and reheating records share; the status rule is each one's own. */
export const processFields = {
  id: (r: { id: number }) => String(r.id),
  durationMinutes: (r: ProcessRecord) => Math.round(durationMinutes(r)),
  equipment: (r: ProcessLog, _args: unknown, ctx: Context) =>
    r.equipment ? ctx.loaders.equipment.load(r.equipment.id) : null,
  employee: (r: ProcessLog, _args: unknown, ctx: Context) => loggedEmployee(r, ctx),
};

/** The input as the REST body: the same field names, so the api's field errors need no renaming. */
export const processBody = (input: ProcessRecordInput) => ({
  restaurantId: inputId(input.restaurantId, 'restaurantId', RESTAURANT_NOT_FOUND),
  productName: input.productName,
  startTemperature: input.startTemperature,
  endTemperature: input.endTemperature,
  startTime: input.startTime,
  endTime: input.endTime,
  equipmentId: optionalId(input.equipmentId, 'equipmentId', M.equipmentNotFound),
  employeeId: optionalId(input.employeeId, 'employeeId', M.employeeNotFound),
  photoId: optionalId(input.photoId, 'photoId', M.photoNotFound),
  notes: input.notes ?? null,
});
