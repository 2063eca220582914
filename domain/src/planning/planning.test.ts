import { describe, expect, it } from 'vitest';
import {
  ABSENCE_TYPE_LABELS,
  breakMinutesOfBlocks,
  canValidateDay,
  cellHasRoom,
  clockedShiftState,
  CLOCKED_SHIFT_STATE_LABELS,
  contractHoursOf,
  copyShiftToWeek,
  copyWeekChoices,
  countFromDialog,
  countOfDialog,
  dailyTotals,
  dayCountText,
  dayValidatedMessage,
  dialogDurationMinutes,
  dropOutcome,
  durationText,
  expectedWeekMinutes,
  hoursOneDecimal,
  hoursText,
  isAcceptedTimeText,
  isOnBreak,
  labourWarnings,
  moveShiftToDay,
  parseTimeText,
  plannedMinutesByEmployee,
  plannedMinutesByJob,
  PLANNING_MESSAGES,
  shiftDay,
  shiftTimes,
  shiftWallTimes,
  TIME_PICKER_OPTIONS,
  weekCopiedMessage,
  weekDays,
  weekDeletedMessage,
  weekInstants,
  weekLabel,
  weekNumber,
  weekQuery,
  weekStartFromInstant,
  weekStartOf,
  weeklyContractHoursOf,
  workedMinutes,
  type TimedShift,
} from './index.ts';
import { jobDisplayColor, JOB_COLOR_PRESETS } from '../setup.ts';

const PARIS = 'Europe/Paris';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

/** A shift typed on the dialog, as instants. */
function typed(day: string, start: string, end: string, breakDuration = 0, employeeId = 1) {
  const times = shiftTimes(day, start, end, PARIS)!;
  return { employeeId, breakDuration, ...times };
}

describe('weeks (docs/areas/planning.md#weeks-and-days)', () => {
  it('gives the seven days Monday to Sunday from any day of the week', () => {
    expect(weekDays('2026-11-26')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('numbers weeks by ISO 8601 (week 1 holds the first Thursday)', () => {
    expect(weekNumber('2026-11-26')).toBe(48);
    expect(weekNumber('2025-12-29')).toBe(1);
    expect(weekNumber('2027-01-01')).toBe(53);
    expect(weekNumber('2026-01-01')).toBe(1);
  });

  it('finds the Monday of an instant in the restaurant zone, not in UTC', () => {
    // Sunday 23:30 UTC is already Monday 00:30 in Paris (winter).
    expect(weekStartOf('2026-11-29T23:30:00Z', PARIS)).toBe('2026-11-30');
    expect(weekStartOf('2026-11-29T23:30:00Z', 'UTC')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29T22:30:00Z', 'America/New_York')).toBe('2026-11-23');
  });

  it('reads a week start sent as the previous day 22:00 UTC as the following Monday', () => {
    // Summer: Sunday 22:00 UTC is Monday 00:00 in Paris.
    expect(weekStartFromInstant('2026-06-14T22:00:00.000Z', PARIS)).toBe('2026-06-15');
    // Winter: the same 22:00 UTC is Sunday 23:00 in Paris, still meant for Monday.
    expect(weekStartFromInstant('2026-11-22T22:00:00.000Z', PARIS)).toBe('2026-11-23');
    expect(weekStartFromInstant('2026-11-22T23:00:00.000Z', PARIS)).toBe('2026-11-23');
    // The week after the spring change, sent both ways.
    expect(weekStartFromInstant('2026-03-29T22:00:00Z', PARIS)).toBe('2026-03-30');
    expect(weekStartFromInstant('2026-03-29T23:00:00Z', PARIS)).toBe('2026-03-30');
    // Mid-week instants name their own week until Thursday noon.
    expect(weekStartFromInstant('2026-11-25T10:00:00Z', PARIS)).toBe('2026-11-23');
    expect(weekStartFromInstant('2026-11-27T10:00:00Z', PARIS)).toBe('2026-11-30');
  });

  it('bounds a week by Monday midnights: 168 hours, 167 and 169 on DST weeks', () => {
    const plain = weekInstants('2026-11-25', PARIS);
    expect(plain.from.toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect((plain.to.getTime() - plain.from.getTime()) / HOUR).toBe(168);
    // The week ending on the last Sunday of March loses an hour.
    const spring = weekInstants('2026-03-23', PARIS);
    expect(spring.from.toISOString()).toBe('2026-03-22T23:00:00.000Z');
    expect(spring.to.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect((spring.to.getTime() - spring.from.getTime()) / HOUR).toBe(167);
    // The week ending on the last Sunday of October gains one.
    const autumn = weekInstants('2026-10-19', PARIS);
    expect((autumn.to.getTime() - autumn.from.getTime()) / HOUR).toBe(169);
  });

  it('gives the dateFrom / dateTo of a week: Monday 00:00 to Sunday 23:59:59.999 there', () => {
    expect(weekQuery('2026-06-17', PARIS)).toEqual({
      dateFrom: '2026-06-14T22:00:00.000Z',
      dateTo: '2026-06-21T21:59:59.999Z',
    });
  });

  it("labels weeks 'Semaine N - Du dd/mm au dd/mm/yyyy'", () => {
    expect(weekLabel('2026-11-26')).toBe('Semaine 48 - Du 23/11 au 29/11/2026');
    expect(weekLabel('2025-12-31')).toBe('Semaine 1 - Du 29/12 au 04/01/2026');
  });

  it('offers the 15 weeks before the current one, the nearest first', () => {
    const choices = copyWeekChoices('2026-11-26');
    expect(choices).toHaveLength(15);
    expect(choices[0]).toEqual({
      weekStart: '2026-11-16',
      label: 'Semaine 47 - Du 16/11 au 22/11/2026',
    });
    expect(choices[14]).toEqual({
      weekStart: '2026-08-10',
      label: 'Semaine 33 - Du 10/08 au 16/08/2026',
    });
    expect(copyWeekChoices('2026-01-07')[0]!.label).toBe('Semaine 1 - Du 29/12 au 04/01/2026');
  });
});

describe('the time picker (docs/areas/planning.md#shifts)', () => {
  it('offers 96 options every 15 minutes from 00:00 to 23:45', () => {
    expect(TIME_PICKER_OPTIONS).toHaveLength(96);
    expect(TIME_PICKER_OPTIONS[0]).toBe('00:00');
    expect(TIME_PICKER_OPTIONS[1]).toBe('00:15');
    expect(TIME_PICKER_OPTIONS[95]).toBe('23:45');
  });

  it('accepts free text only as HH:MM from 00:00 to 23:59, or empty', () => {
    expect(parseTimeText('00:00')).toBe(0);
    expect(parseTimeText('23:59')).toBe(1439);
    expect(parseTimeText('09:07')).toBe(547);
    for (const bad of ['24:00', '9:00', '12:60', '12h30', '1230', '12:3', 'ab:cd', '-1:00']) {
      expect(parseTimeText(bad), bad).toBeNull();
      expect(isAcceptedTimeText(bad), bad).toBe(false);
    }
    expect(isAcceptedTimeText('')).toBe(true);
    expect(isAcceptedTimeText('17:45')).toBe(true);
  });
});

describe('durations (docs/areas/planning.md#shifts)', () => {
  it('turns an invalid or negative break or meal count into 0', () => {
    expect(countFromDialog('30')).toBe(30);
    expect(countFromDialog(2)).toBe(2);
    expect(countFromDialog('abc')).toBe(0);
    expect(countFromDialog('-5')).toBe(0);
    expect(countFromDialog(undefined)).toBe(0);
    expect(countFromDialog(Number.NaN)).toBe(0);
    expect(countFromDialog('1,5')).toBe(1);
  });

  it('sends a break or a meal count only as typed whole minutes or meals, never rounded', () => {
    expect(countOfDialog('30')).toBe(30);
    expect(countOfDialog(' 0 ')).toBe(0);
    expect(countOfDialog('')).toBe(0);
    for (const text of ['4,5', '4.5', '-5', 'abc', '1e3']) expect(countOfDialog(text)).toBeNull();
  });

  it('shows end − start − break, the end on the next day when at or before the start', () => {
    expect(dialogDurationMinutes('00:00', '12:00', 0)).toBe(720);
    expect(dialogDurationMinutes('09:00', '17:30', 30)).toBe(480);
    expect(dialogDurationMinutes('20:00', '02:00', 0)).toBe(360);
    expect(dialogDurationMinutes('10:00', '10:00', 0)).toBe(1440);
    expect(dialogDurationMinutes('10:00', '10:30', 45)).toBe(0);
    expect(dialogDurationMinutes('10:00', '', 0)).toBe(0);
  });

  it('places a shift across midnight on the next day', () => {
    const shift = shiftTimes('2026-11-26', '20:00', '02:00', PARIS)!;
    expect(shift.datetimeStart.toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(shift.datetimeEnd.toISOString()).toBe('2026-11-27T01:00:00.000Z');
    expect(shiftDay(shift, PARIS)).toBe('2026-11-26');
    expect(shiftWallTimes(shift, PARIS)).toEqual({
      day: '2026-11-26',
      start: '20:00',
      end: '02:00',
    });
    expect(shiftTimes('2026-11-26', '25:00', '02:00', PARIS)).toBeNull();
  });

  it('counts real time across the spring change (last Sunday of March)', () => {
    const night = typed('2026-03-28', '20:00', '04:00');
    expect(workedMinutes(night)).toBe(7 * 60);
    const day = typed('2026-03-29', '00:00', '12:00');
    expect(workedMinutes(day)).toBe(11 * 60);
    // 02:30 does not exist that night: read as 03:30, as the clocks showed.
    const skipped = typed('2026-03-29', '02:30', '06:00');
    expect(skipped.datetimeStart.toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(workedMinutes(skipped)).toBe(150);
  });

  it('counts real time across the autumn change (last Sunday of October)', () => {
    const night = typed('2026-10-24', '20:00', '04:00');
    expect(workedMinutes(night)).toBe(9 * 60);
    // 00:00 to 12:00 that Sunday is 13 hours of real time.
    expect(workedMinutes(typed('2026-10-25', '00:00', '12:00', 30))).toBe(12 * 60 + 30);
    // A whole day typed 00:00–00:00 is 25 hours that day: cut to the 24-hour bound.
    const whole = typed('2026-10-25', '00:00', '00:00');
    expect(workedMinutes(whole)).toBe(24 * 60);
  });

  it('never counts a duration below 0', () => {
    const shift = typed('2026-11-26', '10:00', '10:30', 60);
    expect(workedMinutes(shift)).toBe(0);
  });

  it('moves a shift to another day keeping its wall times, DST weeks included', () => {
    const monday = typed('2026-03-23', '09:00', '17:00');
    const sunday = moveShiftToDay(monday, '2026-03-29', PARIS);
    expect(shiftWallTimes(sunday, PARIS)).toEqual({
      day: '2026-03-29',
      start: '09:00',
      end: '17:00',
    });
    expect(sunday.datetimeStart.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    const night = typed('2026-10-19', '22:00', '03:00');
    const moved = moveShiftToDay(night, '2026-10-24', PARIS);
    expect(shiftWallTimes(moved, PARIS)).toEqual({
      day: '2026-10-24',
      start: '22:00',
      end: '03:00',
    });
    expect(workedMinutes({ ...moved, breakDuration: 0 })).toBe(6 * 60);
    // Copied a week later (a copy-week), the same wall times.
    const copied = copyShiftToWeek(night, '2026-10-21', '2026-10-28', PARIS);
    expect(shiftWallTimes(copied, PARIS)).toEqual({
      day: '2026-10-26',
      start: '22:00',
      end: '03:00',
    });
    expect(workedMinutes({ ...copied, breakDuration: 0 })).toBe(5 * 60);
  });

  it('rounds hours to one decimal and writes them in French', () => {
    expect(hoursOneDecimal(450)).toBe(7.5);
    expect(hoursOneDecimal(440)).toBe(7.3);
    expect(hoursText(450)).toBe('7,5 h');
    expect(hoursText(0)).toBe('0,0 h');
    expect(durationText(450)).toBe('7 h 30');
    expect(durationText(480)).toBe('8 h');
    expect(durationText(45)).toBe('0 h 45');
  });

  it('defaults contract hours to 35', () => {
    expect(contractHoursOf(null)).toBe(35);
    expect(contractHoursOf(undefined)).toBe(35);
    expect(contractHoursOf(0)).toBe(0);
    expect(contractHoursOf(24)).toBe(24);
  });
});

describe("worked hours ('Heures travaillées')", () => {
  const shifts: TimedShift[] = [
    { ...typed('2026-11-23', '09:00', '17:00', 30, 1), jobId: 10 },
    { ...typed('2026-11-23', '18:00', '23:00', 0, 1), jobId: 11 },
    { ...typed('2026-11-23', '10:00', '14:00', 0, 2), jobId: 10 },
    // Across midnight: counted on the day it starts.
    { ...typed('2026-11-24', '22:00', '02:00', 0, 3), jobId: null },
  ];

  it('counts per day the people and the worked hours', () => {
    const totals = dailyTotals(shifts, weekDays('2026-11-23'), PARIS);
    expect(totals[0]).toEqual({ day: '2026-11-23', people: 2, minutes: 450 + 300 + 240 });
    expect(totals[1]).toEqual({ day: '2026-11-24', people: 1, minutes: 240 });
    expect(totals[2]).toEqual({ day: '2026-11-25', people: 0, minutes: 0 });
    expect(hoursText(totals[0]!.minutes)).toBe('16,5 h');
  });

  it('sums planned minutes per employee and per job', () => {
    expect(plannedMinutesByEmployee(shifts)).toEqual(
      new Map([
        [1, 750],
        [2, 240],
        [3, 240],
      ]),
    );
    expect(plannedMinutesByJob(shifts)).toEqual(
      new Map([
        [10, 690],
        [11, 300],
        [null, 240],
      ]),
    );
  });
});

describe('job colours', () => {
  it('paints the 16 presets and greys an unknown colour', () => {
    expect(JOB_COLOR_PRESETS).toHaveLength(16);
    for (const color of JOB_COLOR_PRESETS) expect(jobDisplayColor(color)).toBe(color);
    expect(jobDisplayColor('rouge')).toBe('#9E9E9E');
    expect(jobDisplayColor(null)).toBe('#9E9E9E');
  });
});

describe('the cell rule (docs/areas/planning.md#the-grid)', () => {
  const shifts = [
    { id: 1, ...typed('2026-11-23', '09:00', '12:00', 0, 1) },
    { id: 2, ...typed('2026-11-23', '18:00', '22:00', 0, 1) },
    { id: 3, ...typed('2026-11-24', '09:00', '12:00', 0, 1) },
    // Late Tuesday in UTC, Wednesday in Paris.
    { id: 4, ...typed('2026-11-25', '00:30', '06:00', 0, 2) },
  ];

  it('holds at most 2 shifts per employee and day', () => {
    expect(cellHasRoom(shifts, { employeeId: 1, day: '2026-11-23' }, PARIS)).toBe(false);
    expect(cellHasRoom(shifts, { employeeId: 1, day: '2026-11-24' }, PARIS)).toBe(true);
    expect(cellHasRoom(shifts, { employeeId: 1, day: '2026-11-23' }, PARIS, 2)).toBe(true);
    expect(PLANNING_MESSAGES.cellFull).toBe('Cette cellule a déjà le maximum de 2 shifts.');
  });

  it('reads the cell of a shift in the restaurant zone', () => {
    expect(shiftDay(shifts[3]!, PARIS)).toBe('2026-11-25');
    expect(shiftDay(shifts[3]!, 'UTC')).toBe('2026-11-24');
  });

  it('does nothing on its own cell, refuses a full one, moves otherwise', () => {
    expect(dropOutcome(shifts, shifts[2]!, { employeeId: 1, day: '2026-11-24' }, PARIS)).toBe(
      'SAME_CELL',
    );
    expect(dropOutcome(shifts, shifts[2]!, { employeeId: 1, day: '2026-11-23' }, PARIS)).toBe(
      'FULL',
    );
    expect(dropOutcome(shifts, shifts[0]!, { employeeId: 1, day: '2026-11-24' }, PARIS)).toBe(
      'MOVE',
    );
    expect(dropOutcome(shifts, shifts[0]!, { employeeId: 2, day: '2026-11-25' }, PARIS)).toBe(
      'MOVE',
    );
  });

  it('copies into any cell with room, its own included, and refuses a full one', () => {
    const copy = (shift: number, employeeId: number, day: string) =>
      dropOutcome(shifts, shifts[shift]!, { employeeId, day }, PARIS, 'copy');
    expect(copy(2, 1, '2026-11-24')).toBe('COPY');
    expect(copy(0, 1, '2026-11-23')).toBe('FULL');
    expect(copy(0, 2, '2026-11-25')).toBe('COPY');
  });
});

describe('labour-law warnings (docs/areas/planning.md#labour-law-warnings)', () => {
  const week = '2026-11-23';
  const check = (shifts: ReturnType<typeof typed>[], extra: object = {}) =>
    labourWarnings({ employeeId: 1, shifts, week, timeZone: PARIS, ...extra });
  const fullWeek = () =>
    weekDays(week)
      .slice(0, 5)
      .map((day) => typed(day, '09:00', '16:00'));

  it('says nothing for a regular 35-hour week', () => {
    expect(check(fullWeek())).toEqual([]);
  });

  it('flags under 11 hours of rest between two days', () => {
    const warnings = check([
      typed('2026-11-23', '15:00', '23:30'),
      typed('2026-11-24', '09:00', '15:00'),
      typed('2026-11-25', '09:00', '16:00'),
      typed('2026-11-26', '09:00', '16:00'),
      typed('2026-11-27', '09:00', '16:00'),
    ]);
    expect(warnings).toEqual([
      {
        code: 'DAILY_REST',
        employeeId: 1,
        day: '2026-11-24',
        title: 'Repos quotidien insuffisant',
        message:
          '9 h 30 de repos seulement avant le 24/11 : la loi impose au moins 11 heures de repos consécutives entre deux journées de travail.',
      },
    ]);
  });

  it('takes exactly 11 hours of rest, and a split day, as allowed', () => {
    const warnings = check([
      typed('2026-11-23', '11:00', '15:00'),
      typed('2026-11-23', '18:00', '22:00'),
      typed('2026-11-24', '09:00', '15:00'),
      typed('2026-11-25', '09:00', '16:00'),
      typed('2026-11-26', '09:00', '16:00'),
      typed('2026-11-27', '09:00', '16:00'),
    ]);
    expect(warnings.filter((w) => w.code === 'DAILY_REST')).toEqual([]);
  });

  it('checks the rest across midnight and from the Sunday before the week', () => {
    const warnings = check([
      typed('2026-11-22', '20:00', '02:00'),
      typed('2026-11-23', '10:00', '17:00'),
      typed('2026-11-24', '09:00', '16:00'),
      typed('2026-11-25', '09:00', '16:00'),
      typed('2026-11-26', '09:00', '16:00'),
      typed('2026-11-27', '09:00', '16:00'),
    ]);
    expect(warnings.map((w) => [w.code, w.day, w.message.slice(0, 40)])).toEqual([
      ['DAILY_REST', '2026-11-23', '8 h de repos seulement avant le 23/11 : '],
    ]);
  });

  it('counts rest in real time on the night of the autumn change', () => {
    // Saturday 22:00 to Sunday 09:30 on the clock is 12 h 30 that night: no warning.
    const autumn = labourWarnings({
      employeeId: 1,
      week: '2026-10-19',
      timeZone: PARIS,
      shifts: [typed('2026-10-24', '14:00', '22:00'), typed('2026-10-25', '09:30', '12:00')],
    });
    expect(autumn.filter((w) => w.code === 'DAILY_REST')).toEqual([]);
    // The same clock times across the spring change leave 10 h 30.
    const spring = labourWarnings({
      employeeId: 1,
      week: '2026-03-23',
      timeZone: PARIS,
      shifts: [typed('2026-03-28', '14:00', '22:00'), typed('2026-03-29', '09:30', '12:00')],
    });
    expect(spring.filter((w) => w.code === 'DAILY_REST').map((w) => w.message.slice(0, 8))).toEqual(
      ['10 h 30 '],
    );
  });

  it('flags over 10 hours of work in a day', () => {
    const shifts = fullWeek();
    shifts[2] = typed('2026-11-25', '08:00', '19:00', 30);
    const warnings = check(shifts);
    expect(warnings.map((w) => [w.code, w.day, w.message])).toEqual([
      [
        'DAILY_HOURS',
        '2026-11-25',
        '10 h 30 de travail le 25/11 : la durée quotidienne de travail ne doit pas dépasser 10 heures.',
      ],
    ]);
    shifts[2] = typed('2026-11-25', '08:00', '18:30', 30);
    expect(check(shifts)).toEqual([]);
  });

  it('flags over 48 hours in a week, and the gap with the contract', () => {
    const shifts = weekDays(week)
      .slice(0, 6)
      .map((day) => typed(day, '08:00', '17:00', 30));
    const warnings = check(shifts);
    expect(warnings.map((w) => w.code)).toEqual(['WEEKLY_HOURS', 'CONTRACT_GAP']);
    expect(warnings[0]!.message).toBe(
      '51 h de travail dans la semaine : la durée hebdomadaire ne doit jamais dépasser 48 heures.',
    );
    expect(warnings[1]!.message).toContain('51 h planifiées pour 35 h attendues au contrat');
  });

  it('compares the plan with the contract, absences taken off', () => {
    const four = fullWeek().slice(0, 4);
    expect(check(four).map((w) => w.code)).toEqual(['CONTRACT_GAP']);
    expect(check(four, { absences: ['PAID_LEAVE'] })).toEqual([]);
    expect(check(four, { absences: ['REST'] }).map((w) => w.code)).toEqual(['CONTRACT_GAP']);
    expect(check(four.slice(0, 3), { contractNbHours: 20 })).toEqual([]);
    // Nothing planned yet: no warning.
    expect(check([])).toEqual([]);
    expect(expectedWeekMinutes(null, ['SICK', 'SICK'])).toBe(21 * 60);
    expect(expectedWeekMinutes(35, Array(7).fill('PAID_LEAVE'))).toBe(0);
  });

  it('holds no contract against an extra or an auto-entrepreneur without recorded hours', () => {
    const four = fullWeek().slice(0, 4);
    for (const contractType of ['EXTRA', 'AUTOENTREPRISE'] as const) {
      expect(check(four, { contractType })).toEqual([]);
      expect(weeklyContractHoursOf(contractType, null)).toBeNull();
      expect(expectedWeekMinutes(null, [], contractType)).toBe(0);
      // Hours recorded on his file are a commitment the plan is measured against.
      expect(check(four, { contractType, contractNbHours: 35 }).map((w) => w.code)).toEqual([
        'CONTRACT_GAP',
      ]);
    }
    // Other contracts, or none, keep the default of 35 hours.
    expect(weeklyContractHoursOf('CDI', null)).toBe(35);
    expect(weeklyContractHoursOf(null, undefined)).toBe(35);
    expect(check(four, { contractType: 'CDD' }).map((w) => w.code)).toEqual(['CONTRACT_GAP']);
    // The day and week limits still apply to them.
    const long = weekDays(week)
      .slice(0, 6)
      .map((day) => typed(day, '08:00', '17:00', 30));
    expect(check(long, { contractType: 'EXTRA' }).map((w) => w.code)).toEqual(['WEEKLY_HOURS']);
  });

  it('counts only the shifts of the week for the hours', () => {
    const shifts = [typed('2026-11-22', '08:00', '19:00'), ...fullWeek()];
    expect(check(shifts)).toEqual([]);
  });
});

describe('the time clock (docs/areas/planning.md#time-clock-validation)', () => {
  it('gives each row its state and label', () => {
    expect(clockedShiftState({})).toBe('NOT_CLOCKED');
    expect(clockedShiftState({ realized: { datetimeEnd: null } })).toBe('IN_PROGRESS');
    expect(clockedShiftState({ realized: { datetimeEnd: at('2026-11-26T12:00:00Z') } })).toBe(
      'PENDING',
    );
    expect(
      clockedShiftState({ realized: { datetimeEnd: '2026-11-26T12:00:00Z' }, approved: {} }),
    ).toBe('APPROVED');
    expect(
      clockedShiftState({
        realized: { datetimeEnd: '2026-11-26T12:00:00Z' },
        approved: {},
        editedLocally: true,
      }),
    ).toBe('MODIFIED');
    expect(CLOCKED_SHIFT_STATE_LABELS.NOT_CLOCKED).toBe('Pas encore badgé');
    expect(CLOCKED_SHIFT_STATE_LABELS.IN_PROGRESS).toBe('Shift en cours');
  });

  it("enables 'Valider la journée' only with a pending or modified row", () => {
    expect(canValidateDay([])).toBe(false);
    expect(canValidateDay(['NOT_CLOCKED', 'IN_PROGRESS', 'APPROVED'])).toBe(false);
    expect(canValidateDay(['APPROVED', 'PENDING'])).toBe(true);
    expect(canValidateDay(['MODIFIED'])).toBe(true);
  });

  it('sums the breaks of the clock-in blocks', () => {
    const blocks = [
      {
        kind: 'WORK' as const,
        datetimeStart: '2026-11-26T08:00:00Z',
        datetimeEnd: '2026-11-26T11:00:00Z',
      },
      {
        kind: 'BREAK' as const,
        datetimeStart: '2026-11-26T11:00:00Z',
        datetimeEnd: '2026-11-26T11:20:00Z',
      },
      {
        kind: 'WORK' as const,
        datetimeStart: '2026-11-26T11:20:00Z',
        datetimeEnd: '2026-11-26T14:00:00Z',
      },
      { kind: 'BREAK' as const, datetimeStart: '2026-11-26T14:00:00Z', datetimeEnd: null },
    ];
    expect(breakMinutesOfBlocks(blocks)).toBe(20);
    expect(breakMinutesOfBlocks(blocks, at('2026-11-26T14:15:00Z'))).toBe(35);
    expect(isOnBreak(blocks)).toBe(true);
    expect(isOnBreak(blocks.slice(0, 3))).toBe(false);
  });

  it('writes the toasts and counts of the spec word for word', () => {
    expect(dayValidatedMessage(3, 1)).toBe(
      '3 shift(s) validé(s) et 1 shift(s) modifié(s) avec succès !',
    );
    expect(dayCountText(5, 2)).toBe('5 shifts • 2 validés');
    expect(PLANNING_MESSAGES.periodTooLong).toBe(
      'La période demandée est trop longue (62 jours au plus)',
    );
    expect(PLANNING_MESSAGES.shiftApproved).toBe('Shift validé avec succès !');
    expect(PLANNING_MESSAGES.shiftDeleted).toBe('Shift supprimé avec succès !');
    expect(PLANNING_MESSAGES.copyWeekFailed).toBe('Erreur lors de la copie du planning');
    expect(PLANNING_MESSAGES.deleteWeekFailed).toBe('Erreur lors de la suppression du planning');
    expect(PLANNING_MESSAGES.dayValidationFailed).toBe(
      'Erreur lors de la validation de la journée',
    );
    expect(weekCopiedMessage(0)).toBe('Aucun shift à copier dans la semaine choisie');
    expect(weekCopiedMessage(1)).toBe('1 shift copié avec succès');
    expect(weekCopiedMessage(12)).toBe('12 shifts copiés avec succès');
    expect(weekDeletedMessage(3)).toBe('3 shifts supprimés avec succès');
    expect(ABSENCE_TYPE_LABELS.PAID_LEAVE).toBe('Congé payé');
  });
});
