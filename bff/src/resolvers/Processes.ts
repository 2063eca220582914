import {
  coolingStatus,
  durationMinutes,
  HYGIENE_MESSAGES as M,
  oilLevel,
  reheatingStatus,
  type ProcessRecord,
} from '@bo/domain';
import type {
  CoolingRecordResolvers,
  HeatingRecordResolvers,
  MutationResolvers,
  OilRecordResolvers,
  ProcessRecordInput,
  RestaurantResolvers,
} from '../generated/graphql.ts';
import type { Context } from '../context.ts';
import { RESTAURANT_NOT_FOUND } from '../rest/loaders.ts';
import type { RestEmployee } from '../rest/types.ts';
import { inputId, optionalId } from './ids.ts';

// Cooling, reheating and fryer-oil logs in the graph: their types, Restaurant.coolingRecords,
// heatingRecords and oilRecords, and the record mutations (merged by resolvers/index.ts).
// RecordedBy and Photo are the api's PersonRef and PhotoRef as they are (default resolvers).

interface Logged {
  restaurantId: number;
  employee: { id: number } | null;
  equipment: { id: number } | null;
}

/**
 * The employee a log names, from his restaurant's staff: every log of an operation costs one
 * batched staff read. One who moved since is read on his own.
 */
async function employeeOf(log: Logged, ctx: Context): Promise<RestEmployee | null> {
  if (!log.employee) return null;
  const id = log.employee.id;
  const staff = await ctx.loaders.employeesOfRestaurant.load(log.restaurantId);
  return staff.find((e) => e.id === id) ?? ctx.loaders.employee.load(id);
}

/** The equipment a log names: every one of an operation in one batched read. */
const equipmentOf = (log: Logged, ctx: Context) =>
  log.equipment ? ctx.loaders.equipment.load(log.equipment.id) : null;

/** Fields cooling and reheating records share; the status rule is each one's own. */
const processFields = {
  id: (r: { id: number }) => String(r.id),
  durationMinutes: (r: ProcessRecord) => Math.round(durationMinutes(r)),
  equipment: (r: Logged, _args: unknown, ctx: Context) => equipmentOf(r, ctx),
  employee: (r: Logged, _args: unknown, ctx: Context) => employeeOf(r, ctx),
};

export const CoolingRecord: CoolingRecordResolvers = {
  ...processFields,
  status: (r) => coolingStatus(r),
  // The spec names a cooling's entry time recordedAt (a reheating's: createdAt).
  recordedAt: (r) => r.createdAt,
};

export const HeatingRecord: HeatingRecordResolvers = {
  ...processFields,
  status: (r) => reheatingStatus(r),
};

export const OilRecord: OilRecordResolvers = {
  id: (r) => String(r.id),
  level: (r) => oilLevel(r.rate),
  equipment: (r, _args, ctx) => ctx.loaders.equipment.load(r.equipment.id),
  employee: (r, _args, ctx) => employeeOf(r, ctx),
};

export const RestaurantProcesses: Pick<
  RestaurantResolvers,
  'coolingRecords' | 'heatingRecords' | 'oilRecords'
> = {
  coolingRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.processRecords('cooling', { restaurantId: restaurant.id, from, to }),
  heatingRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.processRecords('heating', { restaurantId: restaurant.id, from, to }),
  oilRecords: (restaurant, { from, to }, ctx) =>
    ctx.loaders.processRecords('oil', { restaurantId: restaurant.id, from, to }),
};

/** The input as the REST body: the same field names, so the api's field errors need no renaming. */
const processBody = (input: ProcessRecordInput) => ({
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

export const ProcessMutations: Pick<
  MutationResolvers,
  'recordCooling' | 'recordHeating' | 'recordOil'
> = {
  recordCooling: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/cooling-records', {
      body: processBody(input),
    });
    ctx.loaders.forgetProcessRecords();
    return record;
  },

  recordHeating: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/heating-records', {
      body: processBody(input),
    });
    ctx.loaders.forgetProcessRecords();
    return record;
  },

  recordOil: async (_parent, { input }, ctx) => {
    const { record } = await ctx.rest.call('post', '/api/oil-records', {
      body: {
        equipmentId: inputId(input.equipmentId, 'equipmentId', M.equipmentNotFound),
        action: input.action,
        method: input.method,
        rate: input.rate ?? null,
        ...(input.recordedAt ? { recordedAt: input.recordedAt } : {}),
        employeeId: optionalId(input.employeeId, 'employeeId', M.employeeNotFound),
        photoId: optionalId(input.photoId, 'photoId', M.photoNotFound),
        notes: input.notes ?? null,
      },
    });
    ctx.loaders.forgetProcessRecords();
    return record;
  },
};
