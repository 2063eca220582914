/**
 * The day table's rows as the screen shows them (docs/areas/planning.md#time-clock-validation):
 * their state with the manager's unsaved edits, the paid values, the texts of each column, and
 * what 'Valider la journée' sends. Times are read in the restaurant's zone with the domain's
 * time helpers (a DST change moves the offset, never a fixed +2 h).
 */
import {
  canValidateDay,
  clockedShiftState,
  dayOf,
  durationText,
  hoursText,
  localDateTimeIn,
  parseTimeText,
  shiftTimes,
  workedMinutes,
  type ClockedShiftState,
  personName,
} from '@bo/domain';
import type {
  ApprovedShiftInput,
  ClockTable_RowFragment,
  DayApprovalInput,
  DayUpdateInput,
  ShiftAdjustmentsInput,
  UpdateApprovedShiftInput,
} from '../../gql/graphql.ts';
import { badgeuseMessages as t } from './messages.ts';

export type ClockRowData = ClockTable_RowFragment;

/** The paid hours as typed in the edit dialog: wall times of the shift's day. */
export interface PaidEdit {
  start: string;
  end: string;
  breakDuration: number;
  mealCount: number;
  comment: string;
}

/** Unsaved edits of the screen, by row key. */
export type PaidEdits = Readonly<Record<string, PaidEdit>>;

/** What the payroll will read for a row: an instant range, the validated break, meals. */
export interface PaidValues {
  datetimeStart: string;
  datetimeEnd: string;
  breakDuration: number;
  mealCount: number;
  comment: string | null;
}

export const employeeName = (row: ClockRowData): string => personName(row.employee);

/**
 * The row's state on screen. Hours entered without clocking have no realized shift: their
 * approved shift stands for it (ended, approved), so they read APPROVED like the others.
 */
export function rowState(row: ClockRowData, edits: PaidEdits): ClockedShiftState {
  return clockedShiftState({
    realized: row.realized ?? row.approved,
    approved: row.approved,
    editedLocally: row.key in edits,
  });
}

/** The paid values before any edit: the approved ones, else (ended, pending) the clocked ones. */
export function storedPaidValues(row: ClockRowData): PaidValues | null {
  if (row.approved) return row.approved;
  const realized = row.realized;
  if (!realized?.datetimeEnd) return null;
  return {
    datetimeStart: realized.datetimeStart,
    datetimeEnd: realized.datetimeEnd,
    breakDuration: realized.actualBreakDuration,
    mealCount: realized.mealCount,
    comment: realized.comment,
  };
}

const wallTime = (instant: string, timeZone: string): string =>
  localDateTimeIn(instant, timeZone).slice(11);

/** The dialog's fields for stored values. */
export function editOf(values: PaidValues, timeZone: string): PaidEdit {
  return {
    start: wallTime(values.datetimeStart, timeZone),
    end: wallTime(values.datetimeEnd, timeZone),
    breakDuration: values.breakDuration,
    mealCount: values.mealCount,
    comment: values.comment ?? '',
  };
}

/**
 * The instants of an edit: its times on the day the stored shift starts, an end at or before the
 * start on the next day (the domain's shiftTimes, DST-correct).
 */
export function editedValues(stored: PaidValues, edit: PaidEdit, timeZone: string): PaidValues {
  const times = shiftTimes(dayOf(stored.datetimeStart, timeZone), edit.start, edit.end, timeZone);
  return {
    datetimeStart: times ? times.datetimeStart.toISOString() : stored.datetimeStart,
    datetimeEnd: times ? times.datetimeEnd.toISOString() : stored.datetimeEnd,
    breakDuration: edit.breakDuration,
    mealCount: edit.mealCount,
    comment: edit.comment.trim() || null,
  };
}

/** The paid values a row shows: its unsaved edit over the stored ones. */
export function paidValues(
  row: ClockRowData,
  edits: PaidEdits,
  timeZone: string,
): PaidValues | null {
  const stored = storedPaidValues(row);
  const edit = edits[row.key];
  return stored && edit ? editedValues(stored, edit, timeZone) : stored;
}

/** A planned shift's values, proposed for hours entered without clocking. */
export function plannedPaidValues(row: ClockRowData): PaidValues | null {
  const planned = row.scheduled;
  if (!planned) return null;
  return {
    datetimeStart: planned.datetimeStart,
    datetimeEnd: planned.datetimeEnd,
    breakDuration: planned.breakDuration,
    mealCount: planned.mealCount,
    comment: null,
  };
}

/** ApprovedShiftInput of hours entered without clocking for a planned row. */
export function enteredHoursOf(
  row: ClockRowData,
  edit: PaidEdit,
  restaurantId: string,
  timeZone: string,
): ApprovedShiftInput | null {
  const planned = plannedPaidValues(row);
  if (!planned || !row.scheduled) return null;
  const values = editedValues(planned, edit, timeZone);
  return {
    restaurantId,
    employeeId: row.employee.id,
    scheduledShiftId: row.scheduled.id,
    ...(row.scheduled.job && { jobId: row.scheduled.job.id }),
    datetimeStart: values.datetimeStart,
    datetimeEnd: values.datetimeEnd,
    breakDuration: values.breakDuration,
    mealCount: values.mealCount,
    ...(values.comment && { comment: values.comment }),
  };
}

/** Whether an edit changes nothing (then the row is not MODIFIED). */
export const sameEdit = (a: PaidEdit, b: PaidEdit): boolean =>
  a.start === b.start &&
  a.end === b.end &&
  a.breakDuration === b.breakDuration &&
  a.mealCount === b.mealCount &&
  a.comment.trim() === b.comment.trim();

/** Whether the edit's times are HH:MM (the dialog refuses others). */
export const editTimesValid = (edit: PaidEdit): boolean =>
  parseTimeText(edit.start) !== null && parseTimeText(edit.end) !== null;

/** '10:00 - 14:30' and '(30 min)'; an open shift: '10:00 - …'. */
export function shiftParts(
  shift: { datetimeStart: string; datetimeEnd: string | null },
  breakMinutes: number,
  timeZone: string,
): { times: string; pause: string } {
  const end = shift.datetimeEnd ? wallTime(shift.datetimeEnd, timeZone) : '…';
  return {
    times: `${wallTime(shift.datetimeStart, timeZone)} - ${end}`,
    pause: `(${t.minutes(breakMinutes)})`,
  };
}

/** '10:00 - 14:30' of paid values. */
export const paidTimesText = (values: PaidValues, timeZone: string): string =>
  `${wallTime(values.datetimeStart, timeZone)} - ${wallTime(values.datetimeEnd, timeZone)}`;

/** Total Durée: end − start − validated break, '7 h 30' and '7,5 h'. */
export function totalText(values: PaidValues): { duration: string; hours: string } {
  const minutes = workedMinutes(values);
  return { duration: durationText(minutes), hours: hoursText(minutes) };
}

/** ShiftAdjustmentsInput of an edit of a pending row (none: the clocked values). */
export function adjustmentsOf(
  row: ClockRowData,
  edits: PaidEdits,
  timeZone: string,
): ShiftAdjustmentsInput | undefined {
  const values = row.key in edits ? paidValues(row, edits, timeZone) : null;
  if (!values) return undefined;
  return {
    datetimeStart: values.datetimeStart,
    datetimeEnd: values.datetimeEnd,
    breakDuration: values.breakDuration,
    mealCount: values.mealCount,
    ...(values.comment && { comment: values.comment }),
  };
}

/** UpdateApprovedShiftInput of a modified row (an empty comment clears it). */
export function updateOf(
  row: ClockRowData,
  edits: PaidEdits,
  timeZone: string,
): UpdateApprovedShiftInput {
  const values = paidValues(row, edits, timeZone)!;
  return {
    datetimeStart: values.datetimeStart,
    datetimeEnd: values.datetimeEnd,
    breakDuration: values.breakDuration,
    mealCount: values.mealCount,
    comment: values.comment ?? '',
  };
}

/** 'Valider la journée': the pending rows with their adjustments, the modified rows' updates. */
export function dayValidation(
  rows: readonly ClockRowData[],
  edits: PaidEdits,
  timeZone: string,
): { approvals: DayApprovalInput[]; updates: DayUpdateInput[] } {
  const approvals: DayApprovalInput[] = [];
  const updates: DayUpdateInput[] = [];
  for (const row of rows) {
    const state = rowState(row, edits);
    if (state === 'PENDING' && row.realized) {
      const adjustments = adjustmentsOf(row, edits, timeZone);
      approvals.push({ realizedShiftId: row.realized.id, ...(adjustments && { adjustments }) });
    } else if (state === 'MODIFIED' && row.approved) {
      updates.push({ approvedShiftId: row.approved.id, input: updateOf(row, edits, timeZone) });
    }
  }
  return { approvals, updates };
}

/** Whether 'Valider la journée' is enabled for these rows (the domain's rule). */
export const dayCanBeValidated = (rows: readonly ClockRowData[], edits: PaidEdits): boolean =>
  canValidateDay(rows.map((row) => rowState(row, edits)));
