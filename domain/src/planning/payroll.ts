/**
 * The payroll export (docs/areas/planning.md#payroll-export): for a restaurant and a period of
 * its calendar days, per employee and per day, the hours planned, the hours approved (paid), the
 * validated break, the meals and the absence; then the employee's totals. A shift counts on the
 * day it starts in the restaurant's zone, like everywhere in the planning.
 *
 * Hours are written in hundredths of an hour with a decimal comma ('7,33' for 7 h 20), the unit
 * French payroll software and accountants key in; totals are summed in minutes first, so rounding
 * never drifts. The printable sheet shows them as '7 h 20' (durationText).
 */
import { toCsv, type CsvColumn } from '../csv.ts';
import { compareEmployees } from '../employees.ts';
import { frenchNumberText } from '../numbers.ts';
import { WEEKDAY_SHORT_LABELS } from '../restaurants.ts';
import { weekdayOf, type CalendarDay, type DayRange } from '../time.ts';
import { ABSENCE_TYPE_LABELS, ABSENCE_TYPES, type AbsenceType } from './constants.ts';
import { contractHoursOf, shiftDay, shiftWallTimes, workedMinutes } from './shifts.ts';

export interface PayrollEmployee {
  id: number;
  firstName: string;
  lastName: string;
  contractNbHours: number | null;
}

export interface PayrollShift {
  employeeId: number;
  datetimeStart: Date | string;
  datetimeEnd: Date | string;
  /** Unpaid break in minutes (the validated one for an approved shift). */
  breakDuration: number;
  mealCount: number;
}

export interface PayrollAbsence {
  employeeId: number;
  date: CalendarDay;
  type: AbsenceType;
}

export interface PayrollDay {
  date: CalendarDay;
  /** The approved shifts' wall times in the restaurant's zone: '09:00-14:00 / 18:00-23:00'. */
  times: string;
  /** Planned worked minutes (duration − break) of the day's scheduled shifts. */
  plannedMinutes: number;
  /** Approved worked minutes: what is paid. */
  paidMinutes: number;
  /** Validated break minutes of the approved shifts. */
  breakMinutes: number;
  /** Meals of the approved shifts. */
  meals: number;
  absence: AbsenceType | null;
}

export interface PayrollTotals {
  plannedMinutes: number;
  paidMinutes: number;
  breakMinutes: number;
  meals: number;
  /** Days with approved hours. */
  workedDays: number;
  absenceDays: Record<AbsenceType, number>;
  /** Weekly contract hours (35 when none is recorded). */
  contractHours: number;
}

export interface PayrollSheet {
  employee: PayrollEmployee;
  /** The days of the period with something planned, approved or an absence, in order. */
  days: PayrollDay[];
  totals: PayrollTotals;
}

const emptyDay = (date: CalendarDay): PayrollDay => ({
  date,
  times: '',
  plannedMinutes: 0,
  paidMinutes: 0,
  breakMinutes: 0,
  meals: 0,
  absence: null,
});

const inPeriod = (day: CalendarDay, period: DayRange) => day >= period.from && day <= period.to;

/**
 * One sheet per employee given, by name (last, then first): his days of the period and their
 * totals. Shifts and absences of other employees, or outside the period, are left out.
 */
export function payrollSheets(input: {
  employees: readonly PayrollEmployee[];
  scheduled: readonly PayrollShift[];
  approved: readonly PayrollShift[];
  absences: readonly PayrollAbsence[];
  period: DayRange;
  timeZone: string;
}): PayrollSheet[] {
  const { period, timeZone } = input;
  const days = new Map<number, Map<CalendarDay, PayrollDay>>(
    input.employees.map((employee) => [employee.id, new Map()]),
  );
  const dayOf = (employeeId: number, date: CalendarDay): PayrollDay | undefined => {
    const ofEmployee = days.get(employeeId);
    if (!ofEmployee || !inPeriod(date, period)) return undefined;
    let day = ofEmployee.get(date);
    if (!day) ofEmployee.set(date, (day = emptyDay(date)));
    return day;
  };
  for (const shift of input.scheduled) {
    const day = dayOf(shift.employeeId, shiftDay(shift, timeZone));
    if (day) day.plannedMinutes += workedMinutes(shift);
  }
  const byStart = [...input.approved].sort(
    (a, b) => new Date(a.datetimeStart).getTime() - new Date(b.datetimeStart).getTime(),
  );
  for (const shift of byStart) {
    const day = dayOf(shift.employeeId, shiftDay(shift, timeZone));
    if (!day) continue;
    const { start, end } = shiftWallTimes(shift, timeZone);
    day.times = day.times ? `${day.times} / ${start}-${end}` : `${start}-${end}`;
    day.paidMinutes += workedMinutes(shift);
    day.breakMinutes += shift.breakDuration;
    day.meals += shift.mealCount;
  }
  for (const absence of input.absences) {
    const day = dayOf(absence.employeeId, absence.date);
    if (day) day.absence = absence.type;
  }
  return [...input.employees].sort(compareEmployees).map((employee) => {
    const sheetDays = [...days.get(employee.id)!.values()].sort((a, b) =>
      a.date.localeCompare(b.date),
    );
    return { employee, days: sheetDays, totals: totalsOf(employee, sheetDays) };
  });
}

function totalsOf(employee: PayrollEmployee, days: readonly PayrollDay[]): PayrollTotals {
  const absenceDays = Object.fromEntries(ABSENCE_TYPES.map((type) => [type, 0])) as Record<
    AbsenceType,
    number
  >;
  const sum = (field: 'plannedMinutes' | 'paidMinutes' | 'breakMinutes' | 'meals') =>
    days.reduce((total, day) => total + day[field], 0);
  for (const day of days) if (day.absence) absenceDays[day.absence] += 1;
  return {
    plannedMinutes: sum('plannedMinutes'),
    paidMinutes: sum('paidMinutes'),
    breakMinutes: sum('breakMinutes'),
    meals: sum('meals'),
    workedDays: days.filter((day) => day.paidMinutes > 0).length,
    absenceDays,
    contractHours: contractHoursOf(employee.contractNbHours),
  };
}

// ---- Text ---------------------------------------------------------------------------------------

/** Minutes as hundredths of an hour with a decimal comma: 440 → '7,33', 480 → '8,00'. */
export const payrollHoursText = (minutes: number): string =>
  frenchNumberText(Math.round((minutes / 60) * 100) / 100, { cents: true });

/** 2026-03-29 → '29/03/2026'. */
export const payrollDayText = (day: CalendarDay): string => day.split('-').reverse().join('/');

/** 'Dupont Marie': the name as payroll lists it, last name first. */
export const payrollEmployeeName = (employee: PayrollEmployee): string =>
  `${employee.lastName} ${employee.firstName}`;

/** 'Congé payé : 2 j, Maladie : 1 j', or '' without absences. */
export function absenceDaysText(absenceDays: Record<AbsenceType, number>): string {
  return ABSENCE_TYPES.filter((type) => absenceDays[type] > 0)
    .map((type) => `${ABSENCE_TYPE_LABELS[type]} : ${absenceDays[type]} j`)
    .join(', ');
}

export const PAYROLL_TEXTS = {
  title: 'Relevé des heures pour la paie',
  total: 'Total',
  hoursNote:
    'Heures en centièmes (7,33 = 7 h 20). Heures payées : heures validées à la badgeuse, pause déduite. Heures prévues : planning, pause déduite.',
  managerSignature: 'Signature du responsable',
  employeeSignature: "Signature de l'employé",
  nothing: 'Aucune heure ni absence sur la période.',
} as const;

/** A line of the CSV: a day of an employee, or his totals. */
export type PayrollLine =
  | { kind: 'day'; employee: PayrollEmployee; day: PayrollDay }
  | { kind: 'total'; employee: PayrollEmployee; totals: PayrollTotals };

/** The CSV's lines: each employee's days, then his totals. */
export const payrollLines = (sheets: readonly PayrollSheet[]): PayrollLine[] =>
  sheets.flatMap(({ employee, days, totals }) => [
    ...days.map((day) => ({ kind: 'day' as const, employee, day })),
    { kind: 'total' as const, employee, totals },
  ]);

/** A day line's value, or the totals line's. */
const ofLine = <T>(
  line: PayrollLine,
  day: (day: PayrollDay) => T,
  total: (totals: PayrollTotals) => T,
): T => (line.kind === 'day' ? day(line.day) : total(line.totals));

const hoursColumn = (
  header: string,
  field: 'plannedMinutes' | 'paidMinutes' | 'breakMinutes',
): CsvColumn<PayrollLine> => ({
  header,
  value: (line) => payrollHoursText(line.kind === 'day' ? line.day[field] : line.totals[field]),
});

/** The CSV's columns, headers in French; hours in hundredths with a decimal comma. */
export const PAYROLL_CSV_COLUMNS: readonly CsvColumn<PayrollLine>[] = [
  { header: 'Employé', value: (line) => payrollEmployeeName(line.employee) },
  {
    header: 'Date',
    value: (line) =>
      ofLine(
        line,
        (day) => payrollDayText(day.date),
        () => PAYROLL_TEXTS.total,
      ),
  },
  {
    header: 'Jour',
    value: (line) => (line.kind === 'day' ? WEEKDAY_SHORT_LABELS[weekdayOf(line.day.date)] : ''),
  },
  { header: 'Horaires validés', value: (line) => (line.kind === 'day' ? line.day.times : '') },
  hoursColumn('Heures prévues', 'plannedMinutes'),
  hoursColumn('Heures payées', 'paidMinutes'),
  hoursColumn('Pause validée', 'breakMinutes'),
  {
    header: 'Repas',
    value: (line) =>
      ofLine(
        line,
        (day) => day.meals,
        (totals) => totals.meals,
      ),
  },
  {
    header: 'Absence',
    value: (line) =>
      ofLine(
        line,
        (day) => (day.absence ? ABSENCE_TYPE_LABELS[day.absence] : ''),
        (totals) => absenceDaysText(totals.absenceDays),
      ),
  },
  {
    header: 'Jours travaillés',
    value: (line) => (line.kind === 'total' ? line.totals.workedDays : ''),
  },
  {
    header: 'Heures contrat (semaine)',
    value: (line) => (line.kind === 'total' ? line.totals.contractHours : ''),
  },
];

/** The whole CSV file's text (BOM, ';', CRLF): what the accountant opens in Excel. */
export const payrollCsv = (sheets: readonly PayrollSheet[]): string =>
  toCsv(PAYROLL_CSV_COLUMNS, payrollLines(sheets));
