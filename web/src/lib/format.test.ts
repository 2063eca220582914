import { describe, expect, it } from 'vitest';
import {
  EMPTY_VALUE,
  formatDate,
  formatDateTime,
  formatDays,
  formatEuros,
  formatNumber,
  formatPercent,
  formatTemperature,
  formatTime,
  truncateList,
} from './format.ts';

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

  it('formats numbers, percents and temperatures', () => {
    expect(spaces(formatNumber(1234.567))).toBe('1 234,57');
    expect(formatNumber(2)).toBe('2');
    expect(formatNumber(1.23456, 3)).toBe('1,235');
    expect(formatPercent(5.5)).toBe('5,5\u00a0%');
    expect(formatPercent(20)).toBe('20\u00a0%');
    expect(formatTemperature(3.45)).toBe('3,5 °C');
    expect(formatTemperature(-18)).toBe('-18 °C');
    expect(formatNumber(undefined)).toBe(EMPTY_VALUE);
  });

  it('words a delay in days as the badges do', () => {
    expect(formatDays(2)).toBe('2 jour(s)');
    expect(formatDays(1)).toBe('1 jour(s)');
    expect(formatDays(null)).toBe(EMPTY_VALUE);
  });

  it('formats dates as dd/mm/yyyy and times as hh:mm in local time', () => {
    const local = new Date(2026, 10, 5, 8, 7);
    expect(formatDate(local)).toBe('05/11/2026');
    expect(formatDateTime(local)).toBe('05/11/2026 08:07');
    expect(formatTime(local)).toBe('08:07');
    expect(formatDate(local.toISOString())).toBe('05/11/2026');
    expect(formatDate(local.getTime())).toBe('05/11/2026');
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
