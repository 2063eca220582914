// The kiosk's queries: the devices (their REST shape), an employee found by his PIN, his open
// shift and block, and the clock blocks written by the gestures, for kiosk.routes.ts (which keeps
// the tokens, the access, the checks, the statuses and the gesture's transaction).
import { and, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { KioskDevice } from './kiosk.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  clockBlocks,
  employees,
  kioskDevices,
  realizedShifts,
  restaurants,
  scheduledShifts,
  type ClockBlockRow,
  type EmployeeRow,
  type KioskDeviceRow,
  type RealizedShiftRow,
  type ScheduledShiftRow,
} from '../db/schema.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { ClockBlockRow, EmployeeRow, KioskDeviceRow, RealizedShiftRow };

// ---- Devices ----------------------------------------------------------------------------------

const toDevice = (row: KioskDeviceRow): KioskDevice => ({
  id: row.id,
  restaurantId: row.restaurantId,
  label: row.label,
  createdById: row.createdById,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** The device of this token hash while it is authorised (not revoked), or undefined. */
export async function findAuthorisedDevice(
  db: Db,
  tokenHash: string,
): Promise<KioskDeviceRow | undefined> {
  const [device] = await db
    .select()
    .from(kioskDevices)
    .where(and(eq(kioskDevices.tokenHash, tokenHash), isNull(kioskDevices.revokedAt)));
  return device;
}

/** Stamps the device's last use. */
export async function markDeviceUsed(db: Db | Tx, deviceId: number, at: Date): Promise<void> {
  await db.update(kioskDevices).set({ lastUsedAt: at }).where(eq(kioskDevices.id, deviceId));
}

/** Devices of the restaurants `where` names, newest first. */
async function selectDevices(db: Db, where: SQL | undefined): Promise<KioskDevice[]> {
  const rows = await db
    .select({ device: kioskDevices })
    .from(kioskDevices)
    .innerJoin(restaurants, eq(restaurants.id, kioskDevices.restaurantId))
    .where(where)
    .orderBy(desc(kioskDevices.createdAt), desc(kioskDevices.id));
  return rows.map((row) => toDevice(row.device));
}

/** The devices of the restaurants the user sees, of these restaurants only when given. */
export const listVisibleKioskDevices = (
  db: Db,
  user: AuthUser,
  restaurantIds: readonly number[] | undefined,
) =>
  selectDevices(
    db,
    and(
      visibleRestaurants(user),
      restaurantIds && inArray(kioskDevices.restaurantId, [...restaurantIds]),
    ),
  );

/** The devices of a restaurant (already checked visible). */
export const listRestaurantKioskDevices = (db: Db, restaurantId: number) =>
  selectDevices(db, eq(kioskDevices.restaurantId, restaurantId));

/** A device by id, whoever's, or undefined (the caller checks its restaurant). */
export async function findKioskDevice(db: Db, id: number): Promise<KioskDeviceRow | undefined> {
  const [row] = await db.select().from(kioskDevices).where(eq(kioskDevices.id, id));
  return row;
}

export async function insertKioskDevice(
  db: Db,
  values: { restaurantId: number; tokenHash: string; label: string; createdById: number },
): Promise<KioskDevice> {
  const [row] = await db.insert(kioskDevices).values(values).returning();
  return toDevice(row!);
}

/** Revokes the device; one already revoked stays as it was. */
export async function revokeKioskDevice(db: Db, device: KioskDeviceRow): Promise<KioskDevice> {
  const [row] = await db
    .update(kioskDevices)
    .set({ revokedAt: new Date() })
    .where(and(eq(kioskDevices.id, device.id), isNull(kioskDevices.revokedAt)))
    .returning();
  return toDevice(row ?? device);
}

// ---- Employees and their presence -------------------------------------------------------------

/** The restaurant's employee typing this PIN, or undefined. */
export async function findEmployeeByPin(
  db: Db,
  restaurantId: number,
  pin: string,
): Promise<EmployeeRow | undefined> {
  const [employee] = await db
    .select()
    .from(employees)
    .where(and(eq(employees.restaurantId, restaurantId), eq(employees.pin, pin)));
  return employee;
}

/** The employee's realized shift not clocked out yet, or undefined. */
export async function findOpenShift(
  db: Db | Tx,
  employeeId: number,
): Promise<RealizedShiftRow | undefined> {
  const [open] = await db
    .select()
    .from(realizedShifts)
    .where(and(eq(realizedShifts.employeeId, employeeId), isNull(realizedShifts.datetimeEnd)));
  return open;
}

/** The shift's latest block not ended yet, or undefined. */
export async function findOpenBlock(
  db: Db | Tx,
  realizedShiftId: number,
): Promise<ClockBlockRow | undefined> {
  const [openBlock] = await db
    .select()
    .from(clockBlocks)
    .where(and(eq(clockBlocks.realizedShiftId, realizedShiftId), isNull(clockBlocks.datetimeEnd)))
    .orderBy(desc(clockBlocks.datetimeStart), desc(clockBlocks.id))
    .limit(1);
  return openBlock;
}

/** A planned shift by id, or null. */
export async function findScheduledShift(
  db: Db | Tx,
  id: number,
): Promise<ScheduledShiftRow | null> {
  const [row] = await db.select().from(scheduledShifts).where(eq(scheduledShifts.id, id));
  return row ?? null;
}

// ---- Clock blocks -----------------------------------------------------------------------------

export async function insertClockBlock(
  tx: Tx,
  values: {
    restaurantId: number;
    employeeId: number;
    realizedShiftId: number;
    kind: 'WORK' | 'BREAK';
    datetimeStart: Date;
  },
): Promise<void> {
  await tx.insert(clockBlocks).values(values);
}

export async function endClockBlock(tx: Tx, id: number, end: Date): Promise<void> {
  await tx.update(clockBlocks).set({ datetimeEnd: end }).where(eq(clockBlocks.id, id));
}
