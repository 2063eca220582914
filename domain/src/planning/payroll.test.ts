import { describe, expect, it } from 'vitest';
import {
  absenceDaysText,
  payrollCsv,
  payrollHoursText,
  payrollSheets,
  type PayrollAbsence,
  type PayrollShift,
} from './index.ts';

const PARIS = 'Europe/Paris';
const dupont = { id: 1, firstName: 'Marie', lastName: 'Dupont', contractNbHours: 35 };
const martin = { id: 2, firstName: 'Jean', lastName: 'Martin', contractNbHours: 24 };

const shift = (
  employeeId: number,
  datetimeStart: string,
  datetimeEnd: string,
  breakDuration: number,
  mealCount = 1,
): PayrollShift => ({ employeeId, datetimeStart, datetimeEnd, breakDuration, mealCount });

// The week of the spring change (Sunday 29 March 2026, 02:00 → 03:00 in Paris): Friday in winter
// time (UTC+1), Sunday afternoon in summer time (UTC+2).
const scheduled = [
  shift(1, '2026-03-27T08:00:00Z', '2026-03-27T16:00:00Z', 60), // Fri 09:00-17:00
  shift(1, '2026-03-28T21:00:00Z', '2026-03-29T02:00:00Z', 0), // Sat 22:00 - Sun 04:00: 5 h
];
const approved = [
  shift(1, '2026-03-29T16:00:00Z', '2026-03-29T20:20:00Z', 0), // Sun 18:00-22:20 (out of order)
  shift(1, '2026-03-27T08:00:00Z', '2026-03-27T16:30:00Z', 45), // Fri 09:00-17:30
  shift(1, '2026-03-28T21:00:00Z', '2026-03-29T02:00:00Z', 30), // Sat 22:00 - Sun 04:00
  shift(1, '2026-03-29T09:00:00Z', '2026-03-29T13:00:00Z', 0), // Sun 11:00-15:00
  shift(1, '2026-03-31T07:00:00Z', '2026-03-31T15:00:00Z', 0), // Tue 31: after the period
  shift(9, '2026-03-27T08:00:00Z', '2026-03-27T16:00:00Z', 0), // not one of the employees
];
const absences: PayrollAbsence[] = [
  { employeeId: 1, date: '2026-03-30', type: 'PAID_LEAVE' },
  { employeeId: 1, date: '2026-03-26', type: 'SICK' }, // before the period
];
const period = { from: '2026-03-27', to: '2026-03-30' };

const sheets = () =>
  payrollSheets({
    employees: [martin, dupont],
    scheduled,
    approved,
    absences,
    period,
    timeZone: PARIS,
  });

describe('payrollSheets', () => {
  it('gives each employee, by name, his days of the period and their hours', () => {
    const [first, second] = sheets();
    expect(first!.employee).toBe(dupont);
    expect(second!.employee).toBe(martin);
    expect(first!.days).toEqual([
      {
        date: '2026-03-27',
        times: '09:00-17:30',
        plannedMinutes: 420,
        paidMinutes: 465,
        breakMinutes: 45,
        meals: 1,
        absence: null,
      },
      // Across midnight and the clock change: on the day it starts, 5 real hours.
      {
        date: '2026-03-28',
        times: '22:00-04:00',
        plannedMinutes: 300,
        paidMinutes: 270,
        breakMinutes: 30,
        meals: 1,
        absence: null,
      },
      // A split day: both shifts, in order of their start.
      {
        date: '2026-03-29',
        times: '11:00-15:00 / 18:00-22:20',
        plannedMinutes: 0,
        paidMinutes: 500,
        breakMinutes: 0,
        meals: 2,
        absence: null,
      },
      {
        date: '2026-03-30',
        times: '',
        plannedMinutes: 0,
        paidMinutes: 0,
        breakMinutes: 0,
        meals: 0,
        absence: 'PAID_LEAVE',
      },
    ]);
  });

  it('totals them per employee, an employee with nothing included', () => {
    const [first, second] = sheets();
    expect(first!.totals).toEqual({
      plannedMinutes: 720,
      paidMinutes: 1235,
      breakMinutes: 75,
      meals: 4,
      workedDays: 3,
      absenceDays: { PAID_LEAVE: 1, SICK: 0, REST: 0, OTHER: 0 },
      contractHours: 35,
    });
    expect(second!.days).toEqual([]);
    expect(second!.totals).toMatchObject({ paidMinutes: 0, workedDays: 0, contractHours: 24 });
  });

  it('reads 35 contract hours when none is recorded', () => {
    const [sheet] = payrollSheets({
      employees: [{ ...martin, contractNbHours: null }],
      scheduled: [],
      approved: [],
      absences: [],
      period,
      timeZone: PARIS,
    });
    expect(sheet!.totals.contractHours).toBe(35);
  });

  it('puts a shift on the day it starts in the restaurant’s zone, not in UTC', () => {
    // 23:30 UTC on Friday is Saturday 00:30 in Paris: Saturday's, outside a Friday-only period.
    const late = shift(1, '2026-03-27T23:30:00Z', '2026-03-28T03:00:00Z', 0);
    const only = (timeZone: string) =>
      payrollSheets({
        employees: [dupont],
        scheduled: [],
        approved: [late],
        absences: [],
        period: { from: '2026-03-27', to: '2026-03-27' },
        timeZone,
      })[0]!.days;
    expect(only(PARIS)).toEqual([]);
    expect(only('UTC')).toHaveLength(1);
  });
});

describe('payroll texts', () => {
  it('writes hours in hundredths with a decimal comma', () => {
    expect(payrollHoursText(440)).toBe('7,33');
    expect(payrollHoursText(480)).toBe('8,00');
    expect(payrollHoursText(1235)).toBe('20,58');
    expect(payrollHoursText(0)).toBe('0,00');
    expect(payrollHoursText(60 * 1000)).toBe('1000,00');
  });

  it('sums absence days by type', () => {
    expect(absenceDaysText({ PAID_LEAVE: 2, SICK: 0, REST: 1, OTHER: 0 })).toBe(
      'Congé payé : 2 j, Repos : 1 j',
    );
    expect(absenceDaysText({ PAID_LEAVE: 0, SICK: 0, REST: 0, OTHER: 0 })).toBe('');
  });

  it('writes the CSV an accountant opens in French Excel: BOM, ;, decimal comma, totals lines', () => {
    expect(payrollCsv(sheets())).toBe(
      '\uFEFF' +
        [
          '"Employé";"Date";"Jour";"Horaires validés";"Heures prévues";"Heures payées";"Pause validée";"Repas";"Absence";"Jours travaillés";"Heures contrat (semaine)"',
          '"Dupont Marie";"27/03/2026";"Ven";"09:00-17:30";"7,00";"7,75";"0,75";"1";"";"";""',
          '"Dupont Marie";"28/03/2026";"Sam";"22:00-04:00";"5,00";"4,50";"0,50";"1";"";"";""',
          '"Dupont Marie";"29/03/2026";"Dim";"11:00-15:00 / 18:00-22:20";"0,00";"8,33";"0,00";"2";"";"";""',
          '"Dupont Marie";"30/03/2026";"Lun";"";"0,00";"0,00";"0,00";"0";"Congé payé";"";""',
          '"Dupont Marie";"Total";"";"";"12,00";"20,58";"1,25";"4";"Congé payé : 1 j";"3";"35"',
          '"Martin Jean";"Total";"";"";"0,00";"0,00";"0,00";"0";"";"0";"24"',
        ].join('\r\n') +
        '\r\n',
    );
  });
});
