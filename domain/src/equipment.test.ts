import { describe, expect, it } from 'vitest';
import {
  EQUIPMENT_MESSAGES,
  isTemperatureValue,
  temperatureLimitsIn,
  temperatureOutOfLimitsMessage,
  temperatureRangeErrors,
} from './equipment.ts';
import { SETUP_MESSAGES } from './setup.ts';

describe('the temperature range of an equipment type', () => {
  it('accepts a TEMPERATURE range with one decimal, min equal to max included', () => {
    expect(
      temperatureRangeErrors({
        equipmentFamily: 'TEMPERATURE',
        temperatureMin: -0.5,
        temperatureMax: 3.5,
        temperatureUnit: 'CELSIUS',
      }),
    ).toEqual({});
    expect(
      temperatureRangeErrors({
        equipmentFamily: 'TEMPERATURE',
        temperatureMin: 4,
        temperatureMax: 4,
        temperatureUnit: 'CELSIUS',
      }),
    ).toEqual({});
  });

  it('requires min, max and unit for TEMPERATURE', () => {
    expect(temperatureRangeErrors({ equipmentFamily: 'TEMPERATURE' })).toEqual({
      temperatureMin: SETUP_MESSAGES.temperatureMinRequired,
      temperatureMax: SETUP_MESSAGES.temperatureMaxRequired,
      temperatureUnit: EQUIPMENT_MESSAGES.temperatureUnitRequired,
    });
  });

  it('refuses two decimals, a non-number, an inverted range', () => {
    expect(
      temperatureRangeErrors({
        equipmentFamily: 'TEMPERATURE',
        temperatureMin: 0.25,
        temperatureMax: Number.NaN,
        temperatureUnit: 'CELSIUS',
      }),
    ).toEqual({
      temperatureMin: SETUP_MESSAGES.temperatureInvalid,
      temperatureMax: SETUP_MESSAGES.temperatureInvalid,
    });
    expect(
      temperatureRangeErrors({
        equipmentFamily: 'TEMPERATURE',
        temperatureMin: 5,
        temperatureMax: 2,
        temperatureUnit: 'CELSIUS',
      }),
    ).toEqual({ temperatureMin: SETUP_MESSAGES.temperatureRangeInverted });
  });

  it('checks the plausible bounds in the unit typed', () => {
    expect(temperatureLimitsIn('CELSIUS')).toEqual({ min: -80, max: 300 });
    expect(temperatureLimitsIn('FAHRENHEIT')).toEqual({ min: -112, max: 572 });
    expect(temperatureOutOfLimitsMessage('CELSIUS')).toBe(SETUP_MESSAGES.temperatureOutOfLimits);
    // 400 °F is a fryer (204 °C): plausible; 400 °C is not.
    const fryer = {
      equipmentFamily: 'TEMPERATURE',
      temperatureMin: 350,
      temperatureMax: 400,
    } as const;
    expect(temperatureRangeErrors({ ...fryer, temperatureUnit: 'FAHRENHEIT' })).toEqual({});
    expect(temperatureRangeErrors({ ...fryer, temperatureUnit: 'CELSIUS' })).toEqual({
      temperatureMin: SETUP_MESSAGES.temperatureOutOfLimits,
      temperatureMax: SETUP_MESSAGES.temperatureOutOfLimits,
    });
    expect(
      temperatureRangeErrors({
        equipmentFamily: 'TEMPERATURE',
        temperatureMin: -120,
        temperatureMax: 0,
        temperatureUnit: 'FAHRENHEIT',
      }),
    ).toEqual({ temperatureMin: 'La température doit être comprise entre -112 et 572 °F' });
  });

  it('refuses a range on any other family, field by field', () => {
    expect(temperatureRangeErrors({ equipmentFamily: 'OIL' })).toEqual({});
    expect(
      temperatureRangeErrors({
        equipmentFamily: 'STANDARD',
        temperatureMin: null,
        temperatureMax: 4,
        temperatureUnit: 'CELSIUS',
      }),
    ).toEqual({
      temperatureMax: EQUIPMENT_MESSAGES.rangeOnlyForTemperature,
      temperatureUnit: EQUIPMENT_MESSAGES.rangeOnlyForTemperature,
    });
  });

  it('knows a value with one decimal at most', () => {
    expect([0, -18, 3.5, 0.1 + 0.2, 572].every(isTemperatureValue)).toBe(true);
    expect([0.05, Infinity, Number.NaN].some(isTemperatureValue)).toBe(false);
  });

  it('words the in-use conflict with a French plural', () => {
    expect(EQUIPMENT_MESSAGES.typeInUse(1)).toBe('Ce type est utilisé par 1 équipement');
    expect(EQUIPMENT_MESSAGES.typeInUse(3)).toBe('Ce type est utilisé par 3 équipements');
  });
});
