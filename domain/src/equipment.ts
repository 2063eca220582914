/**
 * Equipment and equipment types (docs/areas/restaurants.md#equipment-types): the temperature range
 * rule of a type and the area's messages, shared by the api's zod schemas and the web's Yup
 * schemas.
 */
import {
  convertTemperature,
  EQUIPMENT_FAMILY_LABELS,
  hasTemperatureRange,
  SETUP_MESSAGES,
  TEMPERATURE_RANGE_LIMITS,
  TEMPERATURE_UNIT_SYMBOLS,
  type EquipmentFamily,
  type TemperatureUnit,
} from './setup.ts';

export const EQUIPMENT_MESSAGES = {
  equipmentNotFound: 'Équipement introuvable',
  equipmentTypeNotFound: "Type d'équipement introuvable",
  zoneInvalid: 'Zone invalide',
  temperatureUnitRequired: "L'unité de température est requise",
  rangeOnlyForTemperature: `Seule la famille « ${EQUIPMENT_FAMILY_LABELS.TEMPERATURE} » a une plage de températures`,
  typeOfUnmanagedRestaurants: 'Ce type équipe aussi des restaurants que vous ne gérez pas',
  /** 409 on deleting a type still in use: "Ce type est utilisé par 3 équipements". */
  typeInUse: (n: number) => `Ce type est utilisé par ${n} équipement${n > 1 ? 's' : ''}`,
} as const;

/** The plausible bounds of a range (TEMPERATURE_RANGE_LIMITS, in °C) expressed in `unit`. */
export function temperatureLimitsIn(unit: TemperatureUnit): { min: number; max: number } {
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    min: round(convertTemperature(TEMPERATURE_RANGE_LIMITS.min, 'CELSIUS', unit)),
    max: round(convertTemperature(TEMPERATURE_RANGE_LIMITS.max, 'CELSIUS', unit)),
  };
}

/** The out-of-bounds message in the unit the user typed (the °C one is SETUP_MESSAGES'). */
export function temperatureOutOfLimitsMessage(unit: TemperatureUnit): string {
  if (unit === 'CELSIUS') return SETUP_MESSAGES.temperatureOutOfLimits;
  const { min, max } = temperatureLimitsIn(unit);
  return `La température doit être comprise entre ${min} et ${max} ${TEMPERATURE_UNIT_SYMBOLS[unit]}`;
}

/** A finite number with one decimal at most (the inputs' step 0.1). */
export function isTemperatureValue(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const tenths = value * 10;
  return Math.abs(tenths - Math.round(tenths)) < 1e-6;
}

export interface TemperatureRangeFields {
  equipmentFamily: EquipmentFamily;
  /** null or undefined: not given; NaN: typed but not a number. */
  temperatureMin?: number | null | undefined;
  temperatureMax?: number | null | undefined;
  temperatureUnit?: TemperatureUnit | null | undefined;
}

export type TemperatureRangeErrors = Partial<
  Record<'temperatureMin' | 'temperatureMax' | 'temperatureUnit', string>
>;

const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * The range rule of an equipment type, one message per field
 * (docs/areas/restaurants.md#equipment-types): the TEMPERATURE family requires min, max and unit,
 * each temperature a number with one decimal within plausible bounds and min ≤ max; any other
 * family carries none of them (a value sent for one is refused, not silently dropped, so a client
 * never believes it stored a range).
 */
export function temperatureRangeErrors(fields: TemperatureRangeFields): TemperatureRangeErrors {
  const { equipmentFamily, temperatureMin: min, temperatureMax: max, temperatureUnit } = fields;
  const errors: TemperatureRangeErrors = {};
  if (!hasTemperatureRange(equipmentFamily)) {
    if (given(min)) errors.temperatureMin = EQUIPMENT_MESSAGES.rangeOnlyForTemperature;
    if (given(max)) errors.temperatureMax = EQUIPMENT_MESSAGES.rangeOnlyForTemperature;
    if (given(temperatureUnit)) {
      errors.temperatureUnit = EQUIPMENT_MESSAGES.rangeOnlyForTemperature;
    }
    return errors;
  }
  if (!given(temperatureUnit)) errors.temperatureUnit = EQUIPMENT_MESSAGES.temperatureUnitRequired;
  const limits = temperatureLimitsIn(temperatureUnit ?? 'CELSIUS');
  const check = (value: number | null | undefined, required: string): string | undefined => {
    if (!given(value)) return required;
    if (!isTemperatureValue(value)) return SETUP_MESSAGES.temperatureInvalid;
    // Bounds are checked in the unit typed; without a unit, in °C.
    if (value < limits.min || value > limits.max) {
      return temperatureOutOfLimitsMessage(temperatureUnit ?? 'CELSIUS');
    }
    return undefined;
  };
  const minError = check(min, SETUP_MESSAGES.temperatureMinRequired);
  const maxError = check(max, SETUP_MESSAGES.temperatureMaxRequired);
  if (minError) errors.temperatureMin = minError;
  if (maxError) errors.temperatureMax = maxError;
  if (!minError && !maxError && min! > max!) {
    errors.temperatureMin = SETUP_MESSAGES.temperatureRangeInverted;
  }
  return errors;
}
