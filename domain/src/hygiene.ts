/**
 * Food-safety logs (docs/areas/hygiene.md): the status rules of temperature readings, cooling and
 * reheating records and fryer-oil tests, and the periods the history pages filter by. Pure: the
 * api, the graph and the web all classify with these, so a threshold changes in one place.
 */
import { addDays, startOfMonth, startOfYear, todayIn, type DayRange } from './time.ts';
import { convertTemperature, type TemperatureUnit } from './setup.ts';

// ---- Temperature readings -------------------------------------------------------------------

/**
 * Beyond the range by more than this (in the range's unit), a reading is critical
 * (docs/areas/hygiene.md#temperatures).
 */
export const TEMPERATURE_TOLERANCE = 2;

export const TEMPERATURE_STATUSES = ['GOOD', 'WARNING', 'CRITICAL', 'UNKNOWN'] as const;
export type TemperatureStatus = (typeof TEMPERATURE_STATUSES)[number];

export const TEMPERATURE_STATUS_LABELS: Record<TemperatureStatus, string> = {
  GOOD: 'Conforme',
  WARNING: 'Attention',
  CRITICAL: 'Critique',
  UNKNOWN: 'Inconnu',
};

export interface TemperatureRange {
  temperatureMin: number | null;
  temperatureMax: number | null;
  temperatureUnit: TemperatureUnit | null;
}

/**
 * The status (docs/areas/hygiene.md#temperatures): good within the type's min and max; critical
 * more than 2 degrees below the min or above the max; warning otherwise; unknown without a type (or
 * a type without a range). `celsius` is the reading as stored; it is compared in the range's own
 * unit, where the tolerance is counted.
 */
export function temperatureStatus(
  celsius: number,
  range: TemperatureRange | null | undefined,
): TemperatureStatus {
  if (!range || range.temperatureMin === null || range.temperatureMax === null) return 'UNKNOWN';
  const unit = range.temperatureUnit ?? 'CELSIUS';
  // Rounded to the tenth the reading was typed with, so 4.0 °C converted back and forth is 4.0.
  const value = Math.round(convertTemperature(celsius, 'CELSIUS', unit) * 10) / 10;
  if (value >= range.temperatureMin && value <= range.temperatureMax) return 'GOOD';
  if (
    value < range.temperatureMin - TEMPERATURE_TOLERANCE ||
    value > range.temperatureMax + TEMPERATURE_TOLERANCE
  ) {
    return 'CRITICAL';
  }
  return 'WARNING';
}

/** A plausible reading, in °C: what a probe in a kitchen can show (a freezer to a fryer). */
export const READING_LIMITS_CELSIUS = { min: -50, max: 250 } as const;

// ---- Cooling and reheating -----------------------------------------------------------------

export const PROCESS_STATUSES = ['EXCELLENT', 'GOOD', 'WARNING', 'CRITICAL'] as const;
export type ProcessStatus = (typeof PROCESS_STATUSES)[number];

export const PROCESS_STATUS_LABELS: Record<ProcessStatus, string> = {
  EXCELLENT: 'Excellent',
  GOOD: 'Bon',
  WARNING: 'Attention',
  CRITICAL: 'Critique',
};

/** Thresholds, °C and minutes (docs/areas/hygiene.md#cooling-and-reheating). */
export const COOLING_THRESHOLDS = {
  goodEnd: 4,
  warningEnd: 10,
  excellentDrop: 50,
  goodDrop: 40,
  maxMinutes: 120,
} as const;
export const REHEATING_THRESHOLDS = {
  goodEnd: 65,
  warningEnd: 60,
  excellentRise: 50,
  goodRise: 40,
  maxMinutes: 120,
} as const;

export interface ProcessRecord {
  startTemperature: number;
  endTemperature: number;
  /** ISO instants or Dates. */
  startTime: string | Date;
  endTime: string | Date;
}

/** Minutes between start and end (negative if the end is before the start). */
export function durationMinutes(record: Pick<ProcessRecord, 'startTime' | 'endTime'>): number {
  return (new Date(record.endTime).getTime() - new Date(record.startTime).getTime()) / 60_000;
}

/**
 * Cooling (docs/areas/hygiene.md#cooling-and-reheating): excellent if the end is 4 °C or lower, the
 * drop 50 or more and the duration 2 hours or less; good if the end is 4 or lower and the drop 40
 * or more; warning if the end is 10 or lower; otherwise critical.
 */
export function coolingStatus(record: ProcessRecord): ProcessStatus {
  const t = COOLING_THRESHOLDS;
  const drop = record.startTemperature - record.endTemperature;
  const end = record.endTemperature;
  if (end <= t.goodEnd && drop >= t.excellentDrop && durationMinutes(record) <= t.maxMinutes) {
    return 'EXCELLENT';
  }
  if (end <= t.goodEnd && drop >= t.goodDrop) return 'GOOD';
  if (end <= t.warningEnd) return 'WARNING';
  return 'CRITICAL';
}

/**
 * Reheating (docs/areas/hygiene.md#cooling-and-reheating): excellent if the end is 65 °C or higher,
 * the rise 50 or more and the duration 2 hours or less; good if the end is 65 or higher and the
 * rise 40 or more; warning if the end is 60 or higher; otherwise critical.
 */
export function reheatingStatus(record: ProcessRecord): ProcessStatus {
  const t = REHEATING_THRESHOLDS;
  const rise = record.endTemperature - record.startTemperature;
  const end = record.endTemperature;
  if (end >= t.goodEnd && rise >= t.excellentRise && durationMinutes(record) <= t.maxMinutes) {
    return 'EXCELLENT';
  }
  if (end >= t.goodEnd && rise >= t.goodRise) return 'GOOD';
  if (end >= t.warningEnd) return 'WARNING';
  return 'CRITICAL';
}

// ---- Fryer oil ------------------------------------------------------------------------------

export const OIL_ACTIONS = ['REUSE', 'FILTER_AND_REUSE', 'CHANGE'] as const;
export type OilAction = (typeof OIL_ACTIONS)[number];
export const OIL_ACTION_LABELS: Record<OilAction, string> = {
  REUSE: 'Réutilisation',
  FILTER_AND_REUSE: 'Filtrage et réutilisation',
  CHANGE: "Changement d'huile",
};

export const OIL_METHODS = ['TESTING', 'STRIP', 'NOTHING'] as const;
export type OilMethod = (typeof OIL_METHODS)[number];
export const OIL_METHOD_LABELS: Record<OilMethod, string> = {
  TESTING: 'Testeur',
  STRIP: 'Bandelette',
  NOTHING: 'Aucun test',
};

export const OIL_LEVELS = ['EXCELLENT', 'ATTENTION', 'CRITICAL', 'NOT_TESTED'] as const;
export type OilLevel = (typeof OIL_LEVELS)[number];
/**
 * Excellent (green), Attention (orange), Critique (red), 'Pas de test' without a rate
 * (docs/areas/hygiene.md#fryer-oil).
 */
export const OIL_LEVEL_LABELS: Record<OilLevel, string> = {
  EXCELLENT: 'Excellent',
  ATTENTION: 'Attention',
  CRITICAL: 'Critique',
  NOT_TESTED: 'Pas de test',
};
export const OIL_THRESHOLDS = { excellent: 0.3, attention: 0.7 } as const;

/**
 * Up to 0.3 excellent, up to 0.7 attention, above critical; no rate: not tested
 * (docs/areas/hygiene.md#fryer-oil).
 */
export function oilLevel(rate: number | null | undefined): OilLevel {
  if (rate === null || rate === undefined || Number.isNaN(rate)) return 'NOT_TESTED';
  if (rate <= OIL_THRESHOLDS.excellent) return 'EXCELLENT';
  if (rate <= OIL_THRESHOLDS.attention) return 'ATTENTION';
  return 'CRITICAL';
}

// ---- Periods --------------------------------------------------------------------------------

export const PERIOD_PRESETS = ['LAST_7_DAYS', 'THIS_MONTH', 'THIS_YEAR', 'CUSTOM'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const PERIOD_PRESET_LABELS: Record<PeriodPreset, string> = {
  LAST_7_DAYS: '7 derniers jours',
  THIS_MONTH: 'Ce mois-ci',
  THIS_YEAR: 'Cette année',
  CUSTOM: 'Période personnalisée',
};
export const DEFAULT_PERIOD_PRESET: PeriodPreset = 'LAST_7_DAYS';

/**
 * The calendar days of a preset, ending today in `timeZone` (docs/areas/hygiene.md#periods: last 7
 * days is today and the 6 days before; this month and this year start on their first day).
 */
export function presetRange(
  preset: Exclude<PeriodPreset, 'CUSTOM'>,
  timeZone: string,
  now: Date = new Date(),
): DayRange {
  const today = todayIn(timeZone, now);
  switch (preset) {
    case 'LAST_7_DAYS':
      return { from: addDays(today, -6), to: today };
    case 'THIS_MONTH':
      return { from: startOfMonth(today), to: today };
    case 'THIS_YEAR':
      return { from: startOfYear(today), to: today };
  }
}

/** Longest period a history query may ask for, in days (a year and a day for leap years). */
export const MAX_PERIOD_DAYS = 366;

/** Traceability page size and page buttons (docs/areas/hygiene.md#traceability). */
export const TRACEABILITY_PAGE_SIZE = 20;
export const TRACEABILITY_PAGE_BUTTONS = 5;

export const HYGIENE_MESSAGES = {
  equipmentRequired: "L'équipement est requis",
  equipmentNotFound: 'Équipement introuvable',
  equipmentWrongFamily: (family: string) => `Cet équipement n'est pas de la famille ${family}`,
  temperatureRequired: 'La température est requise',
  temperatureImplausible: `Température invraisemblable : entre ${READING_LIMITS_CELSIUS.min} et ${READING_LIMITS_CELSIUS.max} °C`,
  productNameRequired: 'Le nom du produit est requis',
  lotNumberRequired: 'Le numéro de lot est requis',
  endBeforeStart: "L'heure de fin doit être après l'heure de début",
  rateOutOfRange: 'Le taux doit être compris entre 0 et 1',
  actionRequired: "L'action est requise",
  methodRequired: 'La méthode est requise',
  cleaningTargetRequired: 'Choisissez un équipement ou une surface',
  cleaningTargetBoth: 'Un nettoyage porte sur un équipement ou sur une surface, pas les deux',
  surfaceNotFound: 'Surface introuvable',
  employeeNotFound: 'Employé introuvable',
  inFuture: 'La date ne peut pas être dans le futur',
  periodInvalid: 'Période invalide : la date de début doit précéder la date de fin',
  periodTooLong: `Période trop longue : ${MAX_PERIOD_DAYS} jours au plus`,
  periodIncomplete: 'Période incomplète : donnez le premier et le dernier jour',
  photoRequired: 'La photo est requise',
  photoNotImage: 'Seules les images sont acceptées (JPEG, PNG, WebP, HEIC)',
  photoTooLarge: (megabytes: number) => `Photo trop lourde : ${megabytes} Mo au plus`,
  photoNotFound: 'Photo introuvable',
  photoTwice: 'Une seule photo : le fichier ou photoId, pas les deux',
  multipartFieldTooLong: 'Champ trop long',
  multipartTooManyFields: 'Trop de champs',
} as const;

/** Photos: images only, this large at most. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

// ---- Temperature readings: what the logs keep ------------------------------------------------

/**
 * Hygiene logs are kept for inspections: equipment, surfaces and employees they name are not
 * deleted (ON DELETE RESTRICT); the api answers 409 with these.
 */
export const LOGGED_IN_USE_MESSAGES = {
  equipment: "Cet équipement a des relevés d'hygiène : il ne peut pas être supprimé",
  surface: "Cette surface a des relevés d'hygiène : elle ne peut pas être supprimée",
  employee:
    "Cet employé a des relevés d'hygiène ou des heures badgées : il ne peut pas être supprimé",
} as const;

// ---- Traceability and cleaning records ------------------------------------------------------

/** Longest texts of a traceability or cleaning record, in characters. */
export const RECORD_TEXT_LIMITS = { name: 200, lot: 100, notes: 2000 } as const;
/** Photos one cleaning may carry. */
export const CLEANING_MAX_PHOTOS = 10;

export const RECORD_MESSAGES = {
  tooLong: (max: number) => `${max} caractères au plus`,
  tooManyPhotos: `${CLEANING_MAX_PHOTOS} photos au plus`,
  limitInvalid: 'La taille de page doit être comprise entre 1 et 100',
  offsetInvalid: 'Le décalage doit être un entier positif ou nul',
  dateInvalid: 'Date invalide (AAAA-MM-JJ)',
} as const;

/** Largest traceability page the api answers. */
export const TRACEABILITY_MAX_LIMIT = 100;

// ---- Cooling, reheating and fryer-oil records -----------------------------------------------

export const PROCESS_MESSAGES = {
  startTimeRequired: "L'heure de début est requise",
  endTimeRequired: "L'heure de fin est requise",
  dateTimeInvalid: 'Date et heure invalides',
  startTemperatureRequired: 'La température de début est requise',
  endTemperatureRequired: 'La température de fin est requise',
  /** A rate with method NOTHING: a rate is what a test measures. */
  rateWithoutTest: 'Aucun test : pas de taux à saisir (choisissez Testeur ou Bandelette)',
} as const;

/** A temperature in °C a probe can show (READING_LIMITS_CELSIUS, bounds included). */
export const isPlausibleCelsius = (celsius: number): boolean =>
  Number.isFinite(celsius) &&
  celsius >= READING_LIMITS_CELSIUS.min &&
  celsius <= READING_LIMITS_CELSIUS.max;

/** A process ends after it starts (the tables' check constraint: strictly after). */
export const endsAfterStart = (start: string | Date, end: string | Date): boolean =>
  new Date(end).getTime() > new Date(start).getTime();

/** Whether an oil method measures a polar-compounds rate: NOTHING does not, so takes none. */
export const oilMethodMeasures = (method: OilMethod): boolean => method !== 'NOTHING';

/**
 * A cleaning is of one equipment or one surface: what is wrong with the pair (none, or both) and
 * under which field, or null.
 */
export function cleaningTargetProblem(
  equipmentId: number | null | undefined,
  surfaceId: number | null | undefined,
): { field: 'equipmentId' | 'surfaceId'; message: string } | null {
  const equipment = equipmentId !== null && equipmentId !== undefined;
  const surface = surfaceId !== null && surfaceId !== undefined;
  if (equipment && surface)
    return { field: 'surfaceId', message: HYGIENE_MESSAGES.cleaningTargetBoth };
  if (!equipment && !surface) {
    return { field: 'equipmentId', message: HYGIENE_MESSAGES.cleaningTargetRequired };
  }
  return null;
}

/** What is wrong with an oil record's rate for its method (a message), or null. */
export function oilRateProblem(method: OilMethod, rate: number | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  if (!Number.isFinite(rate) || rate < 0 || rate > 1) return HYGIENE_MESSAGES.rateOutOfRange;
  if (!oilMethodMeasures(method)) return PROCESS_MESSAGES.rateWithoutTest;
  return null;
}

/**
 * The page numbers (1-based) a pager shows: at most `buttons`, around `current` and kept inside
 * 1..`pageCount` (docs/areas/hygiene.md#traceability: up to 5 page buttons).
 */
export function pageWindow(
  current: number,
  pageCount: number,
  buttons: number = TRACEABILITY_PAGE_BUTTONS,
): number[] {
  const size = Math.min(buttons, Math.max(pageCount, 0));
  const start = Math.max(1, Math.min(current - Math.floor(size / 2), pageCount - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}
