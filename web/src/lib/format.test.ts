import { afterEach, describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatDays,
  formatEuros,
  formatMinOrder,
  formatNumber,
  formatPercent,
  formatTemperature,
  formatTemperatureRange,
  formatTime,
  formatTimeAgo,
  getFormatPreferences,
  setFormatPreferences,
  truncateList,
} from './format.ts';

afterEach(() => setFormatPreferences());

// Intl separates thousands with a narrow no-break space and puts a no-break space before '€'.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('formatters', () => {
  it('formats euros the French way', () => {
    expect(spaces(formatEuros(1234.5))).toBe('1 234,50 €');
    expect(spaces(formatEuros(0))).toBe('0,00 €');
    expect(spaces(formatEuros(-3.456))).toBe('-3,46 €');
    expect(formatEuros(null)).toBe(EMPTY_VALUE);
    expect(formatEuros(Number.NaN)).toBe(EMPTY_VALUE);
  });

  it("writes a minimum order in the spec's words, whole or to the cent", () => {
    expect(formatMinOrder(150)).toBe('Min: 150€');
    expect(formatMinOrder(150.5)).toBe('Min: 150,50€');
    expect(spaces(formatMinOrder(1500.25))).toBe('Min: 1 500,25€');
  });

  it('formats numbers, percents and temperatures', () => {
    expect(spaces(formatNumber(1234.567))).toBe('1 234,57');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(1.23456, 3)).toBe('1,235');
    expect(formatPercent(5.5)).toBe('5,5\u00a0%');
    expect(formatPercent(20)).toBe('20\u00a0%');
    expect(formatTemperature(3.45)).toBe('3,5 °C');
    expect(formatTemperature(-18)).toBe('-18 °C');
    expect(formatTemperature(null)).toBe(EMPTY_VALUE);
    expect(formatNumber(undefined)).toBe(EMPTY_VALUE);
  });

  it('words a delay in days as the badges do', () => {
    expect(formatDays(2)).toBe('2 jour(s)');
    expect(formatDays(1)).toBe('1 jour(s)');
    expect(formatDays(null)).toBe(EMPTY_VALUE);
  });

  it('formats dates as dd/mm/yyyy and times as hh:mm in Europe/Paris by default', () => {
    // 07:07 UTC is 08:07 in Paris in November (UTC+1).
    const instant = '2026-11-05T07:07:00.000Z';
    expect(formatDate(instant)).toBe('05/11/2026');
    expect(formatDateTime(instant)).toBe('05/11/2026 08:07');
    expect(formatTime(instant)).toBe('08:07');
    expect(formatDate(new Date(instant))).toBe('05/11/2026');
    expect(formatDate(Date.parse(instant))).toBe('05/11/2026');
    // Late in the evening in Paris is already the next day in UTC: Paris decides.
    expect(formatDateTime('2026-11-05T23:30:00.000Z')).toBe('06/11/2026 00:30');
  });

  it('shows a dash for a missing or invalid date', () => {
    expect(formatDate(null)).toBe(EMPTY_VALUE);
    expect(formatDate('')).toBe(EMPTY_VALUE);
    expect(formatDateTime('not a date')).toBe(EMPTY_VALUE);
  });

  it('keeps the first items of a list and counts the rest', () => {
    expect(truncateList(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c'], more: '+2' });
    expect(truncateList(['a', 'b'])).toEqual({ shown: ['a', 'b'], more: null });
    expect(truncateList(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], more: '+1' });
  });
});

describe("formatters following the user's preferences", () => {
  const prefs = (fields: Partial<ReturnType<typeof getFormatPreferences>>) =>
    setFormatPreferences({ ...getFormatPreferences(), ...fields });

  it('writes dates in the chosen format', () => {
    const instant = '2026-11-05T07:07:00.000Z';
    prefs({ dateFormat: 'MM_DD_YYYY' });
    expect(formatDate(instant)).toBe('11/05/2026');
    expect(formatDateTime(instant)).toBe('11/05/2026 08:07');
    prefs({ dateFormat: 'YYYY_MM_DD' });
    expect(formatDate(instant)).toBe('2026-11-05');
    expect(formatDateTime(instant)).toBe('2026-11-05 08:07');
  });

  it('shows instants in the chosen time zone', () => {
    const instant = '2026-07-01T02:30:00.000Z';
    expect(formatDateTime(instant)).toBe('01/07/2026 04:30');
    prefs({ timezone: 'Europe/London' });
    expect(formatDateTime(instant)).toBe('01/07/2026 03:30');
    prefs({ timezone: 'America/New_York' });
    expect(formatDateTime(instant)).toBe('30/06/2026 22:30');
    prefs({ timezone: 'America/Los_Angeles' });
    expect(formatDate(instant)).toBe('30/06/2026');
    expect(formatTime(instant)).toBe('19:30');
  });

  it('says how long ago, then the day and time in the chosen format and zone', () => {
    const now = new Date('2026-11-05T10:00:00.000Z');
    const ago = (ms: number) => formatTimeAgo(new Date(now.getTime() - ms), now);
    expect(ago(20_000)).toBe("à l'instant");
    // A little ahead of the browser's clock: the server's instant, not the future.
    expect(ago(-5_000)).toBe("à l'instant");
    expect(ago(5 * 60_000)).toBe('il y a 5 min');
    expect(ago(59 * 60_000)).toBe('il y a 59 min');
    expect(ago(3 * 3_600_000 + 59 * 60_000)).toBe('il y a 3 h');
    expect(formatTimeAgo('2026-11-03T13:05:00.000Z', now)).toBe('le 03/11/2026 à 14:05');
    prefs({ dateFormat: 'YYYY_MM_DD', timezone: 'America/New_York' });
    expect(formatTimeAgo('2026-11-03T13:05:00.000Z', now)).toBe('le 2026-11-03 à 08:05');
    expect(formatTimeAgo(null, now)).toBe(EMPTY_VALUE);
  });

  it('never moves a calendar date with the time zone', () => {
    prefs({ timezone: 'America/Los_Angeles', dateFormat: 'YYYY_MM_DD' });
    expect(formatDate('2026-11-05')).toBe('2026-11-05');
    prefs({ dateFormat: 'MM_DD_YYYY' });
    expect(formatDate('2026-11-05')).toBe('11/05/2026');
  });

  it('converts temperatures to the chosen unit, one decimal', () => {
    prefs({ temperatureUnit: 'FAHRENHEIT' });
    expect(formatTemperature(3.45)).toBe('38,2 °F');
    expect(formatTemperature(-18)).toBe('-0,4 °F');
    expect(formatTemperature(38, 'FAHRENHEIT')).toBe('38 °F');
    prefs({ temperatureUnit: 'CELSIUS' });
    expect(formatTemperature(41, 'FAHRENHEIT')).toBe('5 °C');
    expect(formatTemperature(38.3, 'FAHRENHEIT')).toBe('3,5 °C');
  });

  it("shows an equipment type's range in the chosen unit, or a dash without both bounds", () => {
    expect(formatTemperatureRange(0, 4)).toBe('0 °C – 4 °C');
    expect(formatTemperatureRange(32, 39.2, 'FAHRENHEIT')).toBe('0 °C – 4 °C');
    prefs({ temperatureUnit: 'FAHRENHEIT' });
    expect(formatTemperatureRange(-25, -18, 'CELSIUS')).toBe('-13 °F – -0,4 °F');
    expect(formatTemperatureRange(null, 4)).toBe(EMPTY_VALUE);
  });
});
