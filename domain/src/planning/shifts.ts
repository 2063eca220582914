/**
 * Shift times and durations (docs/areas/planning.md#shifts): the time picker, an end at or before
 * the start ending the next day, durations never below 0, worked hours per day and per job.
 */
import {
  addDays,
  dayOf,
  daysBetween,
  instantAt,
  instantFromLocal,
  localDateTimeIn,
  startOfWeek,
  type CalendarDay,
} from '../time.ts';
import type { ContractType } from '../employees.ts';
import { parseFrenchInteger } from '../numbers.ts';

/** The time picker steps every 15 minutes: 96 options from 00:00 to 23:45. */
export const TIME_PICKER_STEP_MINUTES = 15;
export const TIME_PICKER_OPTIONS: readonly string[] = Array.from(
  { length: (24 * 60) / TIME_PICKER_STEP_MINUTES },
  (_, i) => timeText(i * TIME_PICKER_STEP_MINUTES),
);

/** A new shift: 00:00 to 12:00, no break, 1 meal. */
export const DEFAULT_SHIFT = {
  start: '00:00',
  end: '12:00',
  breakMinutes: 0,
  mealCount: 1,
} as const;

/** Bounds of the planning's inputs. */
export const PLANNING_LIMITS = {
  /** Longest period a list by dates covers (two months and a bit: a month view, an export). */
  listPeriodDays: 62,
  commentMaxLength: 500,
  mealCountMax: 10,
} as const;

/**
 * Rows one 'Valider la journée' sends at most (approvals and updates together): a day's
 * restaurant fits many times, and the api checks and writes them in one transaction.
 */
export const VALIDATE_DAY_MAX_ROWS = 200;

/** Contract hours shown when an employee has none. */
export const DEFAULT_CONTRACT_HOURS = 35;

/** A shift lasts at most a day (an end equal to the start is the same time the next day). */
export const MAX_SHIFT_MINUTES = 24 * 60;

const MINUTE = 60_000;
const TIME_TEXT = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' of a number of minutes after midnight (0 to 1439). */
export function timeText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes after midnight of 'HH:MM' (00:00 to 23:59), or null for anything else. */
export function parseTimeText(text: string): number | null {
  const match = TIME_TEXT.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** What the time picker accepts as free text: empty, or HH:MM from 00:00 to 23:59. */
export const isAcceptedTimeText = (text: string): boolean =>
  text.trim() === '' || parseTimeText(text) !== null;

/**
 * A break or a meal count as the dialog reads it to send it: a whole number from 0 ('30'), an
 * empty field being 0; null for anything else ('4,5', '-5', 'abc'), which the dialog refuses
 * under the field rather than round or zero (issue 21 item 17).
 */
export function countOfDialog(text: string): number | null {
  if (text.trim() === '') return 0;
  const value = parseFrenchInteger(text);
  return value !== null && value >= 0 ? value : null;
}

/**
 * A break or a meal count for the live duration while typing: a whole number from 0; anything
 * else counts 0 until the field is corrected (never sent: `countOfDialog`).
 */
export function countFromDialog(value: unknown): number {
  const number = typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return 0;
  return Math.floor(number);
}

/** Whether a shift's end, typed as a time, falls on the next day (at or before the start). */
export const endsNextDay = (startMinutes: number, endMinutes: number): boolean =>
  endMinutes <= startMinutes;

/**
 * The dialog's duration in minutes: end − start − break, the end on the next day when at or
 * before the start, never below 0. Clock time, as the planner reads it.
 */
export function dialogDurationMinutes(start: string, end: string, breakMinutes: number): number {
  const from = parseTimeText(start);
  const to = parseTimeText(end);
  if (from === null || to === null) return 0;
  const span = endsNextDay(from, to) ? to + MAX_SHIFT_MINUTES - from : to - from;
  return Math.max(0, span - countFromDialog(breakMinutes));
}

export interface ShiftTimes {
  datetimeStart: Date;
  datetimeEnd: Date;
}

/**
 * The instants of a shift typed as `start`–`end` on `day` in `timeZone`; an end at or before the
 * start is on the next day. Real time decides: 20:00–04:00 across the spring change lasts 7 hours.
 * A span longer than a day (00:00–00:00 across the autumn change) is cut to 24 hours.
 * Null when a time is not HH:MM.
 */
export function shiftTimes(
  day: CalendarDay,
  start: string,
  end: string,
  timeZone: string,
): ShiftTimes | null {
  const from = parseTimeText(start);
  const to = parseTimeText(end);
  if (from === null || to === null) return null;
  const datetimeStart = instantAt(day, Math.floor(from / 60), from % 60, timeZone);
  const endDay = endsNextDay(from, to) ? addDays(day, 1) : day;
  const datetimeEnd = instantAt(endDay, Math.floor(to / 60), to % 60, timeZone);
  return withinADay(datetimeStart, datetimeEnd);
}

function withinADay(datetimeStart: Date, datetimeEnd: Date): ShiftTimes {
  const span = datetimeEnd.getTime() - datetimeStart.getTime();
  if (span > 0 && span <= MAX_SHIFT_MINUTES * MINUTE) return { datetimeStart, datetimeEnd };
  // A wall time skipped or repeated by a clock change can put the end before or a day past the
  // start: keep the order and the one-day bound.
  const bounded = span <= 0 ? span + 60 * MINUTE : MAX_SHIFT_MINUTES * MINUTE;
  return {
    datetimeStart,
    datetimeEnd: new Date(datetimeStart.getTime() + Math.max(bounded, MINUTE)),
  };
}

/** The wall times of a shift in `timeZone`: its day, 'HH:MM' start and end. */
export function shiftWallTimes(
  shift: { datetimeStart: Date | string; datetimeEnd: Date | string },
  timeZone: string,
): { day: CalendarDay; start: string; end: string } {
  const start = localDateTimeIn(shift.datetimeStart, timeZone);
  const end = localDateTimeIn(shift.datetimeEnd, timeZone);
  return { day: start.slice(0, 10), start: start.slice(11), end: end.slice(11) };
}

/**
 * The same shift on another day (a drag to another cell, a copied week): same wall times in
 * `timeZone`, the end as many days after the start as before. DST-correct: 09:00–17:00 stays
 * 09:00–17:00 in a week with a clock change.
 */
export function moveShiftToDay(
  shift: { datetimeStart: Date | string; datetimeEnd: Date | string },
  day: CalendarDay,
  timeZone: string,
): ShiftTimes {
  const start = localDateTimeIn(shift.datetimeStart, timeZone);
  const end = localDateTimeIn(shift.datetimeEnd, timeZone);
  const endOffset = daysBetween(start.slice(0, 10), end.slice(0, 10));
  const datetimeStart = instantFromLocal(`${day}T${start.slice(11)}`, timeZone)!;
  const datetimeEnd = instantFromLocal(`${addDays(day, endOffset)}T${end.slice(11)}`, timeZone)!;
  return withinADay(datetimeStart, datetimeEnd);
}

/**
 * A shift of week `sourceWeek` copied into week `targetWeek` (any day of each): the same weekday
 * and wall times there.
 */
export function copyShiftToWeek(
  shift: { datetimeStart: Date | string; datetimeEnd: Date | string },
  sourceWeek: CalendarDay,
  targetWeek: CalendarDay,
  timeZone: string,
): ShiftTimes {
  const offset = daysBetween(startOfWeek(sourceWeek), startOfWeek(targetWeek));
  return moveShiftToDay(shift, addDays(shiftDay(shift, timeZone), offset), timeZone);
}

/** The day a shift belongs to in `timeZone`: the day it starts (its cell in the grid). */
export const shiftDay = (shift: { datetimeStart: Date | string }, timeZone: string): CalendarDay =>
  dayOf(shift.datetimeStart, timeZone);

/** Minutes between two instants (real time), never below 0. */
export function minutesBetween(from: Date | string, to: Date | string): number {
  return Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / MINUTE));
}

export interface TimedShift {
  employeeId: number;
  jobId?: number | null;
  datetimeStart: Date | string;
  datetimeEnd: Date | string;
  /** Unpaid break, in minutes. */
  breakDuration: number;
}

/** Worked minutes of a shift: end − start − break, never below 0. */
export const workedMinutes = (shift: Omit<TimedShift, 'employeeId'>): number =>
  Math.max(0, minutesBetween(shift.datetimeStart, shift.datetimeEnd) - shift.breakDuration);

/** Hours rounded to one decimal (7 h 20 → 7.3). */
export const hoursOneDecimal = (minutes: number): number => Math.round(minutes / 6) / 10;

const oneDecimal = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** Hours with one decimal, in French: '7,5 h'. */
export const hoursText = (minutes: number): string =>
  `${oneDecimal.format(hoursOneDecimal(minutes))} h`;

/** A duration as hours and minutes: '7 h 30', '8 h', '0 h 45'. */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const h = Math.floor(whole / 60);
  const m = whole % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

export interface DayTotal {
  day: CalendarDay;
  /** Employees with at least one shift that day. */
  people: number;
  minutes: number;
}

/** The footer 'Heures travaillées': per day of `days`, people and worked minutes. */
export function dailyTotals(
  shifts: readonly TimedShift[],
  days: readonly CalendarDay[],
  timeZone: string,
): DayTotal[] {
  return days.map((day) => {
    const ofDay = shifts.filter((shift) => shiftDay(shift, timeZone) === day);
    return {
      day,
      people: new Set(ofDay.map((shift) => shift.employeeId)).size,
      minutes: ofDay.reduce((sum, shift) => sum + workedMinutes(shift), 0),
    };
  });
}

/** Worked minutes per key (an employee, a job): what a week plans for each. */
function minutesBy(
  shifts: readonly TimedShift[],
  key: (shift: TimedShift) => number | null,
): Map<number | null, number> {
  const totals = new Map<number | null, number>();
  for (const shift of shifts) {
    const k = key(shift);
    totals.set(k, (totals.get(k) ?? 0) + workedMinutes(shift));
  }
  return totals;
}

/** Planned minutes per employee. */
export const plannedMinutesByEmployee = (shifts: readonly TimedShift[]): Map<number, number> =>
  minutesBy(shifts, (shift) => shift.employeeId) as Map<number, number>;

/** Planned minutes per job (null: shifts whose job was deleted). */
export const plannedMinutesByJob = (shifts: readonly TimedShift[]): Map<number | null, number> =>
  minutesBy(shifts, (shift) => shift.jobId ?? null);

/** An employee's contract hours, 35 when none is recorded. */
export const contractHoursOf = (contractNbHours: number | null | undefined): number =>
  contractNbHours ?? DEFAULT_CONTRACT_HOURS;

/** Contracts that owe no weekly hours unless some are recorded: extras work on call. */
export const HOURLESS_CONTRACT_TYPES: readonly ContractType[] = ['EXTRA', 'AUTOENTREPRISE'];

/**
 * The weekly hours a plan is measured against: those recorded, else 35, except for an extra or
 * an auto-entrepreneur with none recorded, who owes none (null), so no default is held against
 * him.
 */
export function weeklyContractHoursOf(
  contractType: ContractType | null | undefined,
  contractNbHours: number | null | undefined,
): number | null {
  if (contractNbHours == null && contractType && HOURLESS_CONTRACT_TYPES.includes(contractType)) {
    return null;
  }
  return contractHoursOf(contractNbHours);
}
