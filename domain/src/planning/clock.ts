/**
 * The time clock (docs/areas/planning.md#time-clock-validation): the state of each row of the
 * validation screen, the breaks of a clocked shift, the day's counts.
 */
import type { ClockBlockKind } from './constants.ts';
import { minutesBetween } from './shifts.ts';

/**
 * A row of the validation screen: planned but not clocked, clocked and still open, ended and
 * awaiting validation, approved, approved then edited on screen and not saved yet.
 */
export const CLOCKED_SHIFT_STATES = [
  'NOT_CLOCKED',
  'IN_PROGRESS',
  'PENDING',
  'APPROVED',
  'MODIFIED',
] as const;
export type ClockedShiftState = (typeof CLOCKED_SHIFT_STATES)[number];

export const CLOCKED_SHIFT_STATE_LABELS: Record<ClockedShiftState, string> = {
  NOT_CLOCKED: 'Pas encore badgé',
  IN_PROGRESS: 'Shift en cours',
  PENDING: 'À valider',
  APPROVED: 'Validé',
  MODIFIED: 'Modifié, non enregistré',
};

export interface ClockedRow {
  /** The realized shift, if the employee clocked in. */
  realized?: { datetimeEnd: Date | string | null } | null;
  /** Its approved shift, if validated. */
  approved?: object | null;
  /** Whether the approved values were edited on screen and not saved. */
  editedLocally?: boolean;
}

export function clockedShiftState(row: ClockedRow): ClockedShiftState {
  if (!row.realized) return 'NOT_CLOCKED';
  if (row.realized.datetimeEnd === null || row.realized.datetimeEnd === undefined) {
    return 'IN_PROGRESS';
  }
  if (!row.approved) return 'PENDING';
  return row.editedLocally ? 'MODIFIED' : 'APPROVED';
}

/** Whether a row has something to save: validate it (PENDING) or save its edit (MODIFIED). */
export const isActionable = (state: ClockedShiftState): boolean =>
  state === 'PENDING' || state === 'MODIFIED';

/** 'Valider la journée' is enabled when a row of the day is pending or modified. */
export const canValidateDay = (states: readonly ClockedShiftState[]): boolean =>
  states.some(isActionable);

export interface ClockBlockTimes {
  kind: ClockBlockKind;
  datetimeStart: Date | string;
  datetimeEnd: Date | string | null;
}

/**
 * A realized shift's `actualBreakDuration`: the minutes of its BREAK blocks; an open break counts
 * up to `now` when given, else not at all.
 */
export function breakMinutesOfBlocks(blocks: readonly ClockBlockTimes[], now?: Date): number {
  return blocks
    .filter((block) => block.kind === 'BREAK')
    .reduce((sum, block) => {
      const end = block.datetimeEnd ?? now;
      return end ? sum + minutesBetween(block.datetimeStart, end) : sum;
    }, 0);
}

/** Whether the employee is on a break: one of his blocks is an open BREAK. */
export const isOnBreak = (blocks: readonly ClockBlockTimes[]): boolean =>
  blocks.some((block) => block.kind === 'BREAK' && block.datetimeEnd === null);
