import { describe, expect, it } from 'vitest';
import {
  cleaningTargetProblem,
  coolingStatus,
  durationMinutes,
  HYGIENE_MESSAGES,
  oilLevel,
  presetRange,
  reheatingStatus,
  temperatureStatus,
  type TemperatureRange,
} from './hygiene.ts';
import { dayOf, dayRangeInstants, startOfDayIn } from './time.ts';
import { convertTemperature } from './setup.ts';

const fridge: TemperatureRange = {
  temperatureMin: 0,
  temperatureMax: 4,
  temperatureUnit: 'CELSIUS',
};

describe('temperatureStatus (°C range 0..4, tolerance 2)', () => {
  it.each([
    [0, 'GOOD'],
    [2, 'GOOD'],
    [4, 'GOOD'],
    [4.1, 'WARNING'],
    [6, 'WARNING'],
    [6.1, 'CRITICAL'],
    [-0.1, 'WARNING'],
    [-2, 'WARNING'],
    [-2.1, 'CRITICAL'],
    [30, 'CRITICAL'],
    [-30, 'CRITICAL'],
  ] as const)('%s °C is %s', (celsius, status) => {
    expect(temperatureStatus(celsius, fridge)).toBe(status);
  });

  it('is UNKNOWN without a range', () => {
    expect(temperatureStatus(4, null)).toBe('UNKNOWN');
    expect(temperatureStatus(4, undefined)).toBe('UNKNOWN');
    expect(temperatureStatus(4, { ...fridge, temperatureMin: null })).toBe('UNKNOWN');
    expect(temperatureStatus(4, { ...fridge, temperatureMax: null })).toBe('UNKNOWN');
  });

  it('reads a range without a unit as °C', () => {
    expect(temperatureStatus(4, { ...fridge, temperatureUnit: null })).toBe('GOOD');
    expect(temperatureStatus(6.1, { ...fridge, temperatureUnit: null })).toBe('CRITICAL');
  });

  it('a freezer range (-25..-18)', () => {
    const freezer = {
      temperatureMin: -25,
      temperatureMax: -18,
      temperatureUnit: 'CELSIUS' as const,
    };
    expect(temperatureStatus(-18, freezer)).toBe('GOOD');
    expect(temperatureStatus(-16, freezer)).toBe('WARNING');
    expect(temperatureStatus(-15.9, freezer)).toBe('CRITICAL');
    expect(temperatureStatus(-27, freezer)).toBe('WARNING');
    expect(temperatureStatus(-27.1, freezer)).toBe('CRITICAL');
  });
});

describe('temperatureStatus (°F range 32..39.2: the tolerance is 2 °F)', () => {
  const fahrenheit: TemperatureRange = {
    temperatureMin: 32,
    temperatureMax: 39.2,
    temperatureUnit: 'FAHRENHEIT',
  };
  it.each([
    [0, 'GOOD'], // 32 °F
    [4, 'GOOD'], // 39.2 °F, not 39.20000001
    [4.1, 'WARNING'], // 39.4 °F
    [5, 'WARNING'], // 41 °F <= 41.2
    [5.2, 'CRITICAL'], // 41.36 °F > 41.2
    [-1, 'WARNING'], // 30.2 °F >= 30
    [-1.2, 'CRITICAL'], // 29.8 °F < 30
  ] as const)('%s °C is %s', (celsius, status) => {
    expect(temperatureStatus(celsius, fahrenheit)).toBe(status);
  });

  it('a reading typed in °F at the bound, stored in °C, stays at the bound', () => {
    const stored = Math.round(convertTemperature(39.2, 'FAHRENHEIT', 'CELSIUS') * 10) / 10;
    expect(temperatureStatus(stored, fahrenheit)).toBe('GOOD');
  });
});

const at = (minutes: number) => ({
  startTime: '2025-03-10T10:00:00.000Z',
  endTime: new Date(Date.parse('2025-03-10T10:00:00.000Z') + minutes * 60_000).toISOString(),
});

describe('coolingStatus (end 4 / 10 °C, drop 50 / 40, 2 h)', () => {
  it.each([
    ['end 4, drop 50, 120 min', 54, 4, 120, 'EXCELLENT'],
    ['end 2, drop 60, 30 min', 62, 2, 30, 'EXCELLENT'],
    ['end 4, drop 50, 121 min', 54, 4, 121, 'GOOD'],
    ['end 4, drop 49.9', 53.9, 4, 60, 'GOOD'],
    ['end 4, drop 40', 44, 4, 60, 'GOOD'],
    ['end 4, drop 39.9', 43.9, 4, 60, 'WARNING'],
    ['end 4.1, drop 60', 64.1, 4.1, 30, 'WARNING'],
    ['end 10', 70, 10, 30, 'WARNING'],
    ['end 10.1', 70, 10.1, 30, 'CRITICAL'],
    ['end 20, 5 h', 70, 20, 300, 'CRITICAL'],
  ] as const)('%s: %s', (_case, start, end, minutes, status) => {
    expect(coolingStatus({ startTemperature: start, endTemperature: end, ...at(minutes) })).toBe(
      status,
    );
  });
});

describe('reheatingStatus (end 65 / 60 °C, rise 50 / 40, 2 h)', () => {
  it.each([
    ['end 65, rise 50, 120 min', 15, 65, 120, 'EXCELLENT'],
    ['end 75, rise 71, 45 min', 4, 75, 45, 'EXCELLENT'],
    ['end 65, rise 50, 121 min', 15, 65, 121, 'GOOD'],
    ['end 65, rise 49.9', 15.1, 65, 60, 'GOOD'],
    ['end 65, rise 40', 25, 65, 60, 'GOOD'],
    ['end 65, rise 39.9', 25.1, 65, 60, 'WARNING'],
    ['end 64.9, rise 60', 4.9, 64.9, 30, 'WARNING'],
    ['end 60', 4, 60, 30, 'WARNING'],
    ['end 59.9', 4, 59.9, 30, 'CRITICAL'],
  ] as const)('%s: %s', (_case, start, end, minutes, status) => {
    expect(reheatingStatus({ startTemperature: start, endTemperature: end, ...at(minutes) })).toBe(
      status,
    );
  });
});

describe('durationMinutes', () => {
  it('counts minutes between instants, negative when the end is first', () => {
    expect(durationMinutes(at(120))).toBe(120);
    expect(
      durationMinutes({ startTime: at(0).startTime, endTime: new Date(at(-30).endTime) }),
    ).toBe(-30);
  });
});

describe('oilLevel (0.3 / 0.7)', () => {
  it.each([
    [0, 'EXCELLENT'],
    [0.3, 'EXCELLENT'],
    [0.31, 'ATTENTION'],
    [0.7, 'ATTENTION'],
    [0.71, 'CRITICAL'],
    [1, 'CRITICAL'],
    [null, 'NOT_TESTED'],
    [undefined, 'NOT_TESTED'],
    [Number.NaN, 'NOT_TESTED'],
  ] as const)('%s is %s', (rate, level) => {
    expect(oilLevel(rate)).toBe(level);
  });
});

describe('presetRange', () => {
  // 00:30 on 1 April in Paris (summer time, UTC+2), still 31 March in UTC.
  const afterMidnightInParis = new Date('2025-03-31T22:30:00Z');

  it("counts days in the restaurant's zone, not UTC", () => {
    expect(presetRange('LAST_7_DAYS', 'Europe/Paris', afterMidnightInParis)).toEqual({
      from: '2025-03-26',
      to: '2025-04-01',
    });
    expect(presetRange('LAST_7_DAYS', 'UTC', afterMidnightInParis)).toEqual({
      from: '2025-03-25',
      to: '2025-03-31',
    });
    expect(presetRange('THIS_MONTH', 'Europe/Paris', afterMidnightInParis)).toEqual({
      from: '2025-04-01',
      to: '2025-04-01',
    });
    expect(presetRange('THIS_MONTH', 'UTC', afterMidnightInParis)).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('last 7 days across the spring change are 7 calendar days', () => {
    expect(presetRange('LAST_7_DAYS', 'Europe/Paris', new Date('2025-04-02T10:00:00Z'))).toEqual({
      from: '2025-03-27',
      to: '2025-04-02',
    });
  });

  it('this year starts on 1 January in the zone', () => {
    const newYearInParis = new Date('2025-12-31T23:30:00Z');
    expect(presetRange('THIS_YEAR', 'Europe/Paris', newYearInParis)).toEqual({
      from: '2026-01-01',
      to: '2026-01-01',
    });
    expect(presetRange('THIS_YEAR', 'UTC', newYearInParis)).toEqual({
      from: '2025-01-01',
      to: '2025-12-31',
    });
  });
});

describe('startOfDayIn and dayRangeInstants (Europe/Paris)', () => {
  const iso = (d: Date) => d.toISOString();

  it('midnight in winter and in summer', () => {
    expect(iso(startOfDayIn('2025-01-15', 'Europe/Paris'))).toBe('2025-01-14T23:00:00.000Z');
    expect(iso(startOfDayIn('2025-07-15', 'Europe/Paris'))).toBe('2025-07-14T22:00:00.000Z');
  });

  it('the spring-forward day lasts 23 hours', () => {
    const day = dayRangeInstants({ from: '2025-03-30', to: '2025-03-30' }, 'Europe/Paris');
    expect(iso(day.from)).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(day.to)).toBe('2025-03-30T22:00:00.000Z');
    expect((day.to.getTime() - day.from.getTime()) / 3_600_000).toBe(23);
  });

  it('the fall-back day lasts 25 hours', () => {
    const day = dayRangeInstants({ from: '2025-10-26', to: '2025-10-26' }, 'Europe/Paris');
    expect(iso(day.from)).toBe('2025-10-25T22:00:00.000Z');
    expect(iso(day.to)).toBe('2025-10-26T23:00:00.000Z');
    expect((day.to.getTime() - day.from.getTime()) / 3_600_000).toBe(25);
  });

  it('a week across the change: from winter midnight to summer midnight', () => {
    const week = dayRangeInstants({ from: '2025-03-24', to: '2025-03-30' }, 'Europe/Paris');
    expect(iso(week.from)).toBe('2025-03-23T23:00:00.000Z');
    expect(iso(week.to)).toBe('2025-03-30T22:00:00.000Z');
  });

  it('other zones: New York and UTC', () => {
    expect(iso(startOfDayIn('2025-03-09', 'America/New_York'))).toBe('2025-03-09T05:00:00.000Z');
    expect(iso(startOfDayIn('2025-03-10', 'America/New_York'))).toBe('2025-03-10T04:00:00.000Z');
    expect(iso(startOfDayIn('2025-03-10', 'UTC'))).toBe('2025-03-10T00:00:00.000Z');
  });

  it("dayOf: a reading's day in the zone", () => {
    expect(dayOf('2025-03-30T22:30:00Z', 'Europe/Paris')).toBe('2025-03-31');
    expect(dayOf('2025-03-30T21:59:00Z', 'Europe/Paris')).toBe('2025-03-30');
    expect(dayOf(new Date('2025-10-26T22:59:00Z'), 'Europe/Paris')).toBe('2025-10-26');
    expect(dayOf(new Date('2025-10-26T23:00:00Z'), 'Europe/Paris')).toBe('2025-10-27');
  });
});

describe('cleaningTargetProblem: one equipment or one surface', () => {
  it('takes either alone', () => {
    expect(cleaningTargetProblem(3, null)).toBeNull();
    expect(cleaningTargetProblem(undefined, 7)).toBeNull();
  });

  it('asks for one when none is given, under equipmentId', () => {
    for (const [equipment, surface] of [
      [null, null],
      [undefined, undefined],
      [null, undefined],
    ] as const) {
      expect(cleaningTargetProblem(equipment, surface)).toEqual({
        field: 'equipmentId',
        message: HYGIENE_MESSAGES.cleaningTargetRequired,
      });
    }
  });

  it('refuses both, under surfaceId', () => {
    expect(cleaningTargetProblem(3, 7)).toEqual({
      field: 'surfaceId',
      message: 'Un nettoyage porte sur un équipement ou sur une surface, pas les deux',
    });
  });
});
