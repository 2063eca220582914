/**
 * Restaurant setup (docs/areas/restaurants.md): zones and surfaces, equipment and equipment types,
 * jobs and tags. The rules and their French messages, shared by the api's zod schemas and the web's
 * Yup schemas so the server and the dialogs say the same words.
 */
import { textTooLong } from './validation.ts';

/**
 * Equipment family (docs/areas/restaurants.md#equipment-types). Only TEMPERATURE shows and sends
 * min, max and unit.
 */
export const EQUIPMENT_FAMILIES = ['STANDARD', 'TEMPERATURE', 'COOLING', 'HEATING', 'OIL'] as const;
export type EquipmentFamily = (typeof EQUIPMENT_FAMILIES)[number];

export const EQUIPMENT_FAMILY_LABELS: Record<EquipmentFamily, string> = {
  STANDARD: 'Standard',
  TEMPERATURE: 'Température',
  COOLING: 'Refroidissement',
  HEATING: 'Remise en température',
  OIL: 'Huile de friture',
};

export const hasTemperatureRange = (family: EquipmentFamily): boolean => family === 'TEMPERATURE';

export const TEMPERATURE_UNITS = ['CELSIUS', 'FAHRENHEIT'] as const;
export type TemperatureUnit = (typeof TEMPERATURE_UNITS)[number];

export const TEMPERATURE_UNIT_SYMBOLS: Record<TemperatureUnit, string> = {
  CELSIUS: '°C',
  FAHRENHEIT: '°F',
};

/** A temperature from one unit to another (exact; round for display only). */
export function convertTemperature(
  value: number,
  from: TemperatureUnit,
  to: TemperatureUnit,
): number {
  if (from === to) return value;
  return from === 'CELSIUS' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9;
}

/** Temperatures are typed with one decimal at most (step 0.1). */
export const TEMPERATURE_STEP = 0.1;
/** Plausible bounds for a type's range, in °C (a blast freezer to a fryer). */
export const TEMPERATURE_RANGE_LIMITS = { min: -80, max: 300 } as const;

/** Default break of a new job, in minutes (docs/areas/restaurants.md#jobs). */
export const DEFAULT_JOB_BREAK_MINUTES = 30;

/** The 16 preset job colours (docs/areas/restaurants.md#jobs), as the dialog offers them. */
export const JOB_COLOR_PRESETS = [
  '#F44336',
  '#E91E63',
  '#9C27B0',
  '#673AB7',
  '#3F51B5',
  '#2196F3',
  '#03A9F4',
  '#00BCD4',
  '#009688',
  '#4CAF50',
  '#8BC34A',
  '#CDDC39',
  '#FFC107',
  '#FF9800',
  '#FF5722',
  '#795548',
] as const;

/** What an unknown or malformed job colour shows (docs/areas/restaurants.md#jobs). */
export const JOB_FALLBACK_COLOR = '#9E9E9E';
export const JOB_DEFAULT_COLOR = JOB_COLOR_PRESETS[5];

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export const isHexColor = (value: string): boolean => HEX_COLOR.test(value.trim());

/** The colour to paint for a job: its own when it is a valid hex colour, grey otherwise. */
export const jobDisplayColor = (color: string | null | undefined): string =>
  color && isHexColor(color) ? color.trim() : JOB_FALLBACK_COLOR;

export const SETUP_LIMITS = {
  nameMaxLength: 100,
  descriptionMaxLength: 500,
  serialNumberMaxLength: 100,
  colorMaxLength: 30,
  breakMinutesMax: 24 * 60,
} as const;

export const SETUP_MESSAGES = {
  zoneNameRequired: 'Le nom de la zone est requis',
  zoneRequired: 'La zone est requise',
  surfaceNameRequired: 'Le nom de la surface est requis',
  equipmentNameRequired: "Le nom de l'équipement est requis",
  equipmentTypeRequired: "Le type d'équipement est requis",
  equipmentTypeNameRequired: 'Le nom du type est requis',
  familyRequired: 'La famille est requise',
  familyInvalid: 'Famille inconnue',
  restaurantRequired: 'Le restaurant est requis',
  restaurantFixed: "Le restaurant d'une zone ne peut pas être modifié",
  zoneOfOtherRestaurant: "Cette zone n'appartient pas au restaurant de l'équipement",
  temperatureInvalid: 'Température invalide (un nombre avec une décimale au plus)',
  temperatureOutOfLimits: `La température doit être comprise entre ${TEMPERATURE_RANGE_LIMITS.min} et ${TEMPERATURE_RANGE_LIMITS.max} °C`,
  temperatureMinRequired: 'La température minimale est requise',
  temperatureMaxRequired: 'La température maximale est requise',
  temperatureRangeInverted: 'La température minimale doit être inférieure à la maximale',
  temperatureUnitInvalid: 'Unité de température inconnue',
  jobTitleRequired: 'Le titre est requis',
  breakInvalid: 'La pause doit être un nombre entier de minutes, positif ou nul',
  colorInvalid: 'Couleur invalide',
  tagNameRequired: 'Le nom du tag est requis',
  tagNameTaken: 'Un tag porte déjà ce nom',
  tooLong: textTooLong,
} as const;

/** Collation used for every name sorted in these lists (the same in api and web). */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
export const compareNames = (a: { name: string }, b: { name: string }): number =>
  collator.compare(a.name, b.name);

// --- Jobs and tags ------------------------------------------------------------------------------

/** Texts of jobs and tags beyond SETUP_MESSAGES (the api's 400s and the dialogs say the same). */
export const JOB_TAG_MESSAGES = {
  breakTooLong: `La pause ne peut pas dépasser ${SETUP_LIMITS.breakMinutesMax} minutes`,
  colorRequired: 'La couleur est requise',
  jobRestaurantFixed: "Le restaurant d'un poste ne peut pas être modifié",
  jobNotFound: 'Poste introuvable',
  tagNotFound: 'Tag introuvable',
} as const;

/** Jobs are listed by title with the same collation as names (api and web). */
export const compareJobTitles = (a: { title: string }, b: { title: string }): number =>
  collator.compare(a.title, b.title);

// --- Zones and surfaces -------------------------------------------------------------------------

/** Texts of zones and surfaces beyond SETUP_MESSAGES (api answers, graph errors, dialogs). */
export const ZONE_MESSAGES = {
  zoneNotFound: 'Zone introuvable',
  surfaceNotFound: 'Surface introuvable',
  surfaceZoneOtherRestaurant:
    'Une surface ne peut passer que dans une autre zone du même restaurant',
  zoneNotEmpty: 'Cette zone contient encore : ',
} as const;

/** What still holds a zone, as its refused deletion says it: "2 surfaces, 1 équipement". */
export function zoneContents(surfaces: number, equipments: number): string {
  return [
    surfaces > 0 && `${surfaces} surface${surfaces > 1 ? 's' : ''}`,
    equipments > 0 && `${equipments} équipement${equipments > 1 ? 's' : ''}`,
  ]
    .filter(Boolean)
    .join(', ');
}
