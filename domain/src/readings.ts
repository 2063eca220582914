/**
 * What a temperature reading of an equipment can plausibly be (issue 10 item 7): each equipment
 * family, and for the TEMPERATURE family the kind its type's range shows (a freezer, a fridge,
 * a hot holding), can physically show only so much. A reading far beyond is a typing mistake
 * ('4,5' read as 45 in a fridge), refused by the api and the form; a reading plausible but out of
 * the type's range is a real fault, saved after the user confirms it (docs: decisions, numbers).
 */
import { READING_LIMITS_CELSIUS, temperatureStatus } from './hygiene.ts';
import {
  convertTemperature,
  TEMPERATURE_UNIT_SYMBOLS,
  type EquipmentFamily,
  type TemperatureUnit,
} from './setup.ts';

/** What an equipment shows, for its plausible readings. */
export const READING_KINDS = [
  'FREEZER',
  'FRIDGE',
  'HOT_HOLDING',
  'AMBIENT',
  'COOLING',
  'HEATING',
  'OIL',
  'STANDARD',
] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

/**
 * Plausible readings of each kind, in °C, bounds included (the reasons: the decisions on numbers).
 * A cold equipment that stopped warms toward its room; a hot one cools toward it; a process
 * equipment also shows the product going in (a frozen one reheated, a cooked one cooled).
 */
export const PLAUSIBLE_READINGS_CELSIUS: Record<ReadingKind, { min: number; max: number }> = {
  FREEZER: { min: -50, max: 25 },
  FRIDGE: { min: -25, max: 35 },
  HOT_HOLDING: { min: 0, max: 150 },
  AMBIENT: { min: -20, max: 60 },
  COOLING: { min: -50, max: 100 },
  HEATING: { min: -30, max: READING_LIMITS_CELSIUS.max },
  OIL: { min: 0, max: READING_LIMITS_CELSIUS.max },
  STANDARD: { min: READING_LIMITS_CELSIUS.min, max: READING_LIMITS_CELSIUS.max },
};

/** How a message names the equipment of each kind. */
const KIND_NAMES: Record<ReadingKind, string> = {
  FREEZER: 'un congélateur',
  FRIDGE: 'un équipement réfrigéré',
  HOT_HOLDING: 'un maintien au chaud',
  AMBIENT: 'cet équipement',
  COOLING: 'une cellule de refroidissement',
  HEATING: 'un équipement de remise en température',
  OIL: 'une friteuse',
  STANDARD: 'cet équipement',
};

/** The thresholds, in °C, that tell a TEMPERATURE type's kind from its range. */
export const READING_KIND_THRESHOLDS = {
  /** A range whose maximum is this cold or colder: a freezer (−18 °C and below are kept frozen). */
  freezerMaxAtMost: -10,
  /** A range whose maximum is this or colder: a fridge, a cold room, a refrigerated display. */
  fridgeMaxAtMost: 10,
  /** A range whose minimum is this warm or warmer: hot holding (63 °C and above, by law). */
  hotMinAtLeast: 40,
} as const;

/** An equipment's type, as much as its readings' bounds need. */
export interface ReadingEquipmentType {
  equipmentFamily: EquipmentFamily | string;
  temperatureMin?: number | null | undefined;
  temperatureMax?: number | null | undefined;
  temperatureUnit?: TemperatureUnit | null | undefined;
}

/** The kind of an equipment of this type (a family outside the list reads as STANDARD). */
export function readingKind(type: ReadingEquipmentType): ReadingKind {
  switch (type.equipmentFamily) {
    case 'COOLING':
    case 'HEATING':
    case 'OIL':
      return type.equipmentFamily;
    case 'TEMPERATURE':
      break;
    default:
      return 'STANDARD';
  }
  const unit = type.temperatureUnit ?? 'CELSIUS';
  const { temperatureMin: min, temperatureMax: max } = type;
  const t = READING_KIND_THRESHOLDS;
  if (max !== null && max !== undefined) {
    const maxCelsius = convertTemperature(max, unit, 'CELSIUS');
    if (maxCelsius <= t.freezerMaxAtMost) return 'FREEZER';
    if (maxCelsius <= t.fridgeMaxAtMost) return 'FRIDGE';
  }
  if (min !== null && min !== undefined) {
    if (convertTemperature(min, unit, 'CELSIUS') >= t.hotMinAtLeast) return 'HOT_HOLDING';
  }
  return 'AMBIENT';
}

/** The plausible readings of an equipment of this type, in °C. */
export const plausibleReadings = (type: ReadingEquipmentType): { min: number; max: number } =>
  PLAUSIBLE_READINGS_CELSIUS[readingKind(type)];

const degrees = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/**
 * Why `celsius` cannot be a reading of an equipment of this type, in the user's `unit`
 * ('Température invraisemblable pour un équipement réfrigéré : entre -25 et 35 °C'), or null when it can.
 */
export function implausibleReading(
  celsius: number,
  type: ReadingEquipmentType,
  unit: TemperatureUnit = 'CELSIUS',
): string | null {
  const { min, max } = plausibleReadings(type);
  if (Number.isFinite(celsius) && celsius >= min && celsius <= max) return null;
  const shown = (value: number) => degrees.format(convertTemperature(value, 'CELSIUS', unit));
  return `Température invraisemblable pour ${KIND_NAMES[readingKind(type)]} : entre ${shown(min)} et ${shown(max)} ${TEMPERATURE_UNIT_SYMBOLS[unit]}`;
}

/**
 * Whether `celsius` lies outside the type's allowed range (temperatureStatus's own comparison, in
 * the range's unit, to the tenth): such a reading is saved only once the user confirms it. False
 * for a type without a range.
 */
export function outsideAllowedRange(celsius: number, type: ReadingEquipmentType): boolean {
  const status = temperatureStatus(celsius, {
    temperatureMin: type.temperatureMin ?? null,
    temperatureMax: type.temperatureMax ?? null,
    temperatureUnit: type.temperatureUnit ?? null,
  });
  return status === 'WARNING' || status === 'CRITICAL';
}
