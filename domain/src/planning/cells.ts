/**
 * The grid's cells (docs/areas/planning.md#the-grid): one employee on one day of the
 * restaurant's calendar, holding at most 2 shifts.
 */
import type { CalendarDay } from '../time.ts';
import { shiftDay } from './shifts.ts';

export const MAX_SHIFTS_PER_CELL = 2;

export interface Cell {
  employeeId: number;
  day: CalendarDay;
}

interface PlacedShift {
  id: number;
  employeeId: number;
  datetimeStart: Date | string;
}

/** The shifts of a cell. */
export const shiftsInCell = <S extends PlacedShift>(
  shifts: readonly S[],
  cell: Cell,
  timeZone: string,
): S[] =>
  shifts.filter(
    (shift) => shift.employeeId === cell.employeeId && shiftDay(shift, timeZone) === cell.day,
  );

/**
 * Whether a cell can take one more shift: at most 2, not counting `ignoreShiftId` (the shift
 * being moved or edited, already there).
 */
export function cellHasRoom(
  shifts: readonly PlacedShift[],
  cell: Cell,
  timeZone: string,
  ignoreShiftId?: number,
): boolean {
  const others = shiftsInCell(shifts, cell, timeZone).filter((shift) => shift.id !== ignoreShiftId);
  return others.length < MAX_SHIFTS_PER_CELL;
}

/**
 * What a drop of `shift` on `target` does. A move: nothing on its own cell, refused on a full
 * one. A copy (a new identical shift, docs/areas/planning.md#shifts) may land on its own cell too, when it has room.
 */
export type DropOutcome = 'SAME_CELL' | 'FULL' | 'MOVE' | 'COPY';

export function dropOutcome(
  shifts: readonly PlacedShift[],
  shift: PlacedShift,
  target: Cell,
  timeZone: string,
  mode: 'move' | 'copy' = 'move',
): DropOutcome {
  if (mode === 'copy') return cellHasRoom(shifts, target, timeZone) ? 'COPY' : 'FULL';
  if (shift.employeeId === target.employeeId && shiftDay(shift, timeZone) === target.day) {
    return 'SAME_CELL';
  }
  return cellHasRoom(shifts, target, timeZone, shift.id) ? 'MOVE' : 'FULL';
}
