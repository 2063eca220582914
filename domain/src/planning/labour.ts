/**
 * The labour-law warnings of the grid (docs/areas/planning.md#labour-law-warnings): never
 * blocking, each with its French explanation. The French rules most often broken in restaurants:
 * 11 consecutive hours of daily rest, 10 hours of work in a day, 48 hours in a week, and a plan
 * far from the contract.
 */
import type { ContractType } from '../employees.ts';
import { startOfWeek, type CalendarDay } from '../time.ts';
import type { AbsenceType } from './constants.ts';
import {
  durationText,
  minutesBetween,
  shiftDay,
  weeklyContractHoursOf,
  workedMinutes,
  type TimedShift,
} from './shifts.ts';
import { shortDayText, weekDays } from './weeks.ts';

export const LABOUR_LIMITS = {
  /** Minimum rest between two working days. */
  dailyRestHours: 11,
  /** Maximum work in a day. */
  dailyWorkHours: 10,
  /** Absolute maximum work in a week. */
  weeklyWorkHours: 48,
  /** Gap between planned and contract hours above which the plan is flagged. */
  contractGapHours: 4,
  /** Working days a contract's hours are spread over (an absence day is worth a fifth). */
  contractDays: 5,
} as const;

export const LABOUR_WARNING_CODES = [
  'DAILY_REST',
  'DAILY_HOURS',
  'WEEKLY_HOURS',
  'CONTRACT_GAP',
] as const;
export type LabourWarningCode = (typeof LABOUR_WARNING_CODES)[number];

export const LABOUR_WARNING_TITLES: Record<LabourWarningCode, string> = {
  DAILY_REST: 'Repos quotidien insuffisant',
  DAILY_HOURS: 'Plus de 10 heures dans la journée',
  WEEKLY_HOURS: 'Plus de 48 heures dans la semaine',
  CONTRACT_GAP: 'Écart avec le contrat',
};

export interface LabourWarning {
  code: LabourWarningCode;
  employeeId: number;
  /** The day concerned (null for the week's warnings). */
  day: CalendarDay | null;
  title: string;
  /** What happens and the rule, in French. */
  message: string;
}

export interface LabourCheckInput {
  employeeId: number;
  /**
   * The employee's shifts of the week; shifts of the days just before may be given too, so the
   * rest before Monday is checked. Only shifts starting in the week count for the hours.
   */
  shifts: readonly Omit<TimedShift, 'employeeId'>[];
  /** Any day of the week checked. */
  week: CalendarDay;
  timeZone: string;
  contractNbHours?: number | null;
  /** An extra or an auto-entrepreneur without recorded hours is not compared with a contract. */
  contractType?: ContractType | null;
  /** The types of his absence days in the week. */
  absences?: readonly AbsenceType[];
}

const hours = (h: number) => h * 60;

/**
 * The planned hours a week's contract expects once absences are taken off (REST takes none);
 * none for a contract that owes no weekly hours (`weeklyContractHoursOf`).
 */
export function expectedWeekMinutes(
  contractNbHours: number | null | undefined,
  absences: readonly AbsenceType[] = [],
  contractType?: ContractType | null,
): number {
  const contract = hours(weeklyContractHoursOf(contractType, contractNbHours) ?? 0);
  const absentDays = Math.min(
    absences.filter((type) => type !== 'REST').length,
    LABOUR_LIMITS.contractDays,
  );
  return Math.max(0, contract - (contract * absentDays) / LABOUR_LIMITS.contractDays);
}

/** The warnings of one employee's week, in day order, the week's own last. */
export function labourWarnings(input: LabourCheckInput): LabourWarning[] {
  const { employeeId, timeZone } = input;
  const monday = startOfWeek(input.week);
  const days = weekDays(monday);
  const sorted = [...input.shifts].sort(
    (a, b) => new Date(a.datetimeStart).getTime() - new Date(b.datetimeStart).getTime(),
  );
  const inWeek = sorted.filter((shift) => days.includes(shiftDay(shift, timeZone)));
  const warnings: LabourWarning[] = [];
  const warn = (code: LabourWarningCode, day: CalendarDay | null, message: string) =>
    warnings.push({ code, employeeId, day, title: LABOUR_WARNING_TITLES[code], message });

  for (const day of days) {
    // Rest: from the last end before this day's first shift (an earlier day's) to that start.
    const first = inWeek.find((shift) => shiftDay(shift, timeZone) === day);
    if (first) {
      const lastEnd = sorted
        .filter((shift) => shiftDay(shift, timeZone) < day)
        .reduce<number | null>((latest, shift) => {
          const end = new Date(shift.datetimeEnd).getTime();
          return latest === null || end > latest ? end : latest;
        }, null);
      if (lastEnd !== null) {
        const rest = minutesBetween(new Date(lastEnd), first.datetimeStart);
        if (rest < hours(LABOUR_LIMITS.dailyRestHours)) {
          warn(
            'DAILY_REST',
            day,
            `${durationText(rest)} de repos seulement avant le ${shortDayText(day)} : la loi impose au moins 11 heures de repos consécutives entre deux journées de travail.`,
          );
        }
      }
    }
    const worked = inWeek
      .filter((shift) => shiftDay(shift, timeZone) === day)
      .reduce((sum, shift) => sum + workedMinutes(shift), 0);
    if (worked > hours(LABOUR_LIMITS.dailyWorkHours)) {
      warn(
        'DAILY_HOURS',
        day,
        `${durationText(worked)} de travail le ${shortDayText(day)} : la durée quotidienne de travail ne doit pas dépasser 10 heures.`,
      );
    }
  }

  const week = inWeek.reduce((sum, shift) => sum + workedMinutes(shift), 0);
  if (week > hours(LABOUR_LIMITS.weeklyWorkHours)) {
    warn(
      'WEEKLY_HOURS',
      null,
      `${durationText(week)} de travail dans la semaine : la durée hebdomadaire ne doit jamais dépasser 48 heures.`,
    );
  }
  const owesHours = weeklyContractHoursOf(input.contractType, input.contractNbHours) !== null;
  const expected = expectedWeekMinutes(input.contractNbHours, input.absences, input.contractType);
  if (owesHours && week > 0 && Math.abs(week - expected) > hours(LABOUR_LIMITS.contractGapHours)) {
    warn(
      'CONTRACT_GAP',
      null,
      `${durationText(week)} planifiées pour ${durationText(expected)} attendues au contrat : un écart de plus de 4 heures est à vérifier (heures supplémentaires ou complémentaires, ou heures manquantes).`,
    );
  }
  return warnings;
}
