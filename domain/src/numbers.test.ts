import { describe, expect, it } from 'vitest';
import { frenchNumberText, parseFrenchInteger, parseFrenchNumber } from './numbers.ts';
import {
  implausibleReading,
  outsideAllowedRange,
  plausibleReadings,
  readingKind,
  type ReadingEquipmentType,
} from './readings.ts';

describe('parseFrenchNumber', () => {
  it('reads a decimal comma or point, as French users type them', () => {
    expect(parseFrenchNumber('4,5')).toBe(4.5);
    expect(parseFrenchNumber('4.5')).toBe(4.5);
    expect(parseFrenchNumber(' 4,5 ')).toBe(4.5);
    expect(parseFrenchNumber(',5')).toBe(0.5);
    expect(parseFrenchNumber('45')).toBe(45);
    expect(parseFrenchNumber('0,25')).toBe(0.25);
  });

  it('reads a leading minus (a hyphen, the typographic minus, an en dash) or plus', () => {
    expect(parseFrenchNumber('-3,5')).toBe(-3.5);
    expect(parseFrenchNumber('−18')).toBe(-18);
    expect(parseFrenchNumber('–18,2')).toBe(-18.2);
    expect(parseFrenchNumber('+2')).toBe(2);
    expect(Object.is(parseFrenchNumber('-0'), 0)).toBe(true);
  });

  it('reads spaces between thousands: ordinary, no-break and narrow no-break', () => {
    expect(parseFrenchNumber('1 234,5')).toBe(1234.5);
    expect(parseFrenchNumber('1\u00A0234')).toBe(1234);
    expect(parseFrenchNumber('12\u202F345\u202F678,9')).toBe(12345678.9);
    expect(parseFrenchNumber(new Intl.NumberFormat('fr-FR').format(-1234567.25))).toBe(-1234567.25);
  });

  it('refuses what it cannot read instead of guessing', () => {
    for (const text of [
      '',
      ' ',
      '-',
      ',',
      'abc',
      '4,5,6',
      '1.234,5',
      '4 5',
      '12 34',
      '4,',
      '1e3',
      '0x10',
      '4,5 °C',
      '--4',
      'Infinity',
    ]) {
      expect(parseFrenchNumber(text), text).toBeNull();
    }
  });
});

describe('parseFrenchInteger', () => {
  it('reads whole numbers only', () => {
    expect(parseFrenchInteger('30')).toBe(30);
    expect(parseFrenchInteger(' 1 200 ')).toBe(1200);
    expect(parseFrenchInteger('30,5')).toBeNull();
    expect(parseFrenchInteger('trente')).toBeNull();
  });
});

describe('frenchNumberText', () => {
  it('shows a stored number to be edited, with a comma and no thousands spaces', () => {
    expect(frenchNumberText(4.5)).toBe('4,5');
    expect(frenchNumberText(-18)).toBe('-18');
    expect(frenchNumberText(1234.25)).toBe('1234,25');
    expect(frenchNumberText(null)).toBe('');
    expect(frenchNumberText(undefined)).toBe('');
    expect(frenchNumberText(Number.NaN)).toBe('');
  });

  it('writes a price to the cent, keeping finer decimals', () => {
    expect(frenchNumberText(18.5, { cents: true })).toBe('18,50');
    expect(frenchNumberText(7, { cents: true })).toBe('7,00');
    expect(frenchNumberText(0.1234, { cents: true })).toBe('0,1234');
    expect(parseFrenchNumber(frenchNumberText(18.5, { cents: true }))).toBe(18.5);
  });

  it('reads back as the same number', () => {
    for (const value of [0, 4.5, -3.5, 0.1, 1234.56, -0.25]) {
      expect(parseFrenchNumber(frenchNumberText(value))).toBe(value);
    }
  });
});

const type = (
  equipmentFamily: string,
  temperatureMin: number | null = null,
  temperatureMax: number | null = null,
  temperatureUnit: 'CELSIUS' | 'FAHRENHEIT' | null = 'CELSIUS',
): ReadingEquipmentType => ({ equipmentFamily, temperatureMin, temperatureMax, temperatureUnit });

describe('plausible readings per equipment family', () => {
  const fridge = type('TEMPERATURE', 0, 4);
  const freezer = type('TEMPERATURE', -25, -18);

  it('tells a TEMPERATURE type kind from its range, in °C whatever its unit', () => {
    expect(readingKind(fridge)).toBe('FRIDGE');
    expect(readingKind(freezer)).toBe('FREEZER');
    expect(readingKind(type('TEMPERATURE', -4, 0, 'FAHRENHEIT'))).toBe('FREEZER');
    expect(readingKind(type('TEMPERATURE', 32, 39, 'FAHRENHEIT'))).toBe('FRIDGE');
    expect(readingKind(type('TEMPERATURE', 63, 90))).toBe('HOT_HOLDING');
    expect(readingKind(type('TEMPERATURE', 10, 25))).toBe('AMBIENT');
    expect(readingKind(type('TEMPERATURE'))).toBe('AMBIENT');
    expect(readingKind(type('OIL'))).toBe('OIL');
    expect(readingKind(type('COOLING'))).toBe('COOLING');
    expect(readingKind(type('HEATING'))).toBe('HEATING');
    expect(readingKind(type('STANDARD'))).toBe('STANDARD');
  });

  it('refuses a fridge at 45 °C and a freezer at +30 °C, with the bounds in the user unit', () => {
    expect(implausibleReading(45, fridge)).toBe(
      'Température invraisemblable pour un équipement réfrigéré : entre -25 et 35 °C',
    );
    expect(implausibleReading(30, freezer)).toBe(
      'Température invraisemblable pour un congélateur : entre -50 et 25 °C',
    );
    expect(implausibleReading(45, fridge, 'FAHRENHEIT')).toBe(
      'Température invraisemblable pour un équipement réfrigéré : entre -13 et 95 °F',
    );
    expect(implausibleReading(Number.NaN, fridge)).not.toBeNull();
  });

  it('takes what the equipment can show, bounds included, out of range or not', () => {
    const { min, max } = plausibleReadings(fridge);
    expect(implausibleReading(min, fridge)).toBeNull();
    expect(implausibleReading(max, fridge)).toBeNull();
    expect(implausibleReading(4.5, fridge)).toBeNull();
    expect(implausibleReading(-18, freezer)).toBeNull();
    expect(implausibleReading(180, type('OIL'))).toBeNull();
    expect(implausibleReading(-5, type('OIL'))).not.toBeNull();
    expect(implausibleReading(90, type('COOLING'))).toBeNull();
    expect(implausibleReading(250, type('STANDARD'))).toBeNull();
  });

  it('says when a reading is out of the allowed range, in the range unit, to the tenth', () => {
    expect(outsideAllowedRange(4.5, fridge)).toBe(true);
    expect(outsideAllowedRange(4, fridge)).toBe(false);
    expect(outsideAllowedRange(-0.1, fridge)).toBe(true);
    expect(outsideAllowedRange(2, type('TEMPERATURE', 32, 39, 'FAHRENHEIT'))).toBe(false);
    expect(outsideAllowedRange(45, type('STANDARD'))).toBe(false);
  });
});
