/**
 * The one set of display formatters of the web app: French numbers, euros, and dates, times and
 * temperatures as the signed-in user's preferences ask (date format, time zone, unit).
 * Every screen formats through these so a rule (e.g. how a missing value looks) changes once.
 */
import {
  convertTemperature,
  DEFAULT_PREFERENCES,
  personName,
  TEMPERATURE_UNIT_SYMBOLS,
  type DateFormat,
  type TemperatureUnit,
} from '@bo/domain';

/** What a screen shows for a value that is not there. */
export const EMPTY_VALUE = '—';

type Maybe<T> = T | null | undefined;

/** A person's name, or `fallback` when there is none (a record nobody signed). */
export const formatPerson = (
  person: Maybe<{ firstName: string; lastName: string }>,
  fallback: string = EMPTY_VALUE,
): string => (person ? personName(person) : fallback);

type DateInput = Maybe<string | number | Date>;

/** The preferences the formatters follow (Preferences.appearance's display part). */
export interface FormatPreferences {
  dateFormat: DateFormat;
  /** IANA time zone the instants are shown in. */
  timezone: string;
  temperatureUnit: TemperatureUnit;
}

const DEFAULT_FORMAT: FormatPreferences = {
  dateFormat: DEFAULT_PREFERENCES.appearance.dateFormat,
  timezone: DEFAULT_PREFERENCES.appearance.timezone,
  temperatureUnit: DEFAULT_PREFERENCES.appearance.temperatureUnit,
};

// Module state rather than a React context, so the formatters keep their plain signatures and
// every call site (tables, cards, captions) follows the user's choice without being rewritten.
// The PreferencesProvider (app/preferences.tsx) sets it before its children render.
// Components that must re-render on a change read the preferences from React (usePreferences).
let current: FormatPreferences = DEFAULT_FORMAT;

/**
 * Makes every formatter follow these preferences (absent: the defaults of
 * docs/areas/settings.md#preferences).
 */
export function setFormatPreferences(next?: FormatPreferences): void {
  const { dateFormat, timezone, temperatureUnit } = next ?? DEFAULT_FORMAT;
  current = { dateFormat, timezone, temperatureUnit };
}

export function getFormatPreferences(): FormatPreferences {
  return current;
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });

// One Intl formatter per time zone (building one is far slower than using it).
const partFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('fr-FR', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partFormatters.set(timeZone, formatter);
  }
  return formatter;
}

interface DateParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
}

function partsOf(date: Date, timeZone: string): DateParts {
  const parts: Record<string, string> = {};
  for (const { type, value } of partsFormatter(timeZone).formatToParts(date)) parts[type] = value;
  return {
    day: parts.day ?? '',
    month: parts.month ?? '',
    year: parts.year ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
}

const DATE_PATTERNS: Record<DateFormat, (p: DateParts) => string> = {
  DD_MM_YYYY: (p) => `${p.day}/${p.month}/${p.year}`,
  MM_DD_YYYY: (p) => `${p.month}/${p.day}/${p.year}`,
  YYYY_MM_DD: (p) => `${p.year}-${p.month}-${p.day}`,
};

/** 'YYYY-MM-DD': a calendar date (a delivery day), not an instant. */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isMissingNumber = (value: Maybe<number>): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 1234.5 → '1 234,50 €' */
export function formatEuros(value: Maybe<number>): string {
  return isMissingNumber(value) ? EMPTY_VALUE : euros.format(value);
}

const cents = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const wholeEuros = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/**
 * A supplier's or a laboratory's minimum order, in the spec's words ('Min: {amount}€',
 * docs/areas/catalogue.md and docs/areas/restaurants.md), the amount whole or to the cent with Intl's French spaces: 150 → 'Min: 150€',
 * 150.5 → 'Min: 150,50€', 1500 → 'Min: 1 500€'. The supplier page, /labs and the order form all
 * show it through here, so they cannot drift apart.
 */
export function formatMinOrder(amount: number): string {
  return `Min: ${(Number.isInteger(amount) ? wholeEuros : cents).format(amount)}€`;
}

/** 1234.567 → '1 234,57'; `fractionDigits` caps the decimals (trailing zeros dropped). */
export function formatNumber(value: Maybe<number>, fractionDigits = 2): string {
  if (isMissingNumber(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat('fr-FR', { maximumFractionDigits: fractionDigits }).format(value);
}

/** A rate given in percent: 5.5 → '5,5 %' */
export function formatPercent(value: Maybe<number>): string {
  if (isMissingNumber(value)) return EMPTY_VALUE;
  return new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );
}

/**
 * A temperature recorded in `sourceUnit`, shown in the user's unit with one decimal at most:
 * 3.45 (CELSIUS) → '3,5 °C', or '38,2 °F' for a user who reads Fahrenheit.
 */
export function formatTemperature(
  value: Maybe<number>,
  sourceUnit: TemperatureUnit = 'CELSIUS',
): string {
  if (isMissingNumber(value)) return EMPTY_VALUE;
  const unit = current.temperatureUnit;
  const shown = convertTemperature(value, sourceUnit, unit);
  return `${formatNumber(shown, 1)} ${TEMPERATURE_UNIT_SYMBOLS[unit]}`;
}

/**
 * An equipment type's range recorded in `sourceUnit`, in the user's unit: 0, 4 (CELSIUS) →
 * '0 °C – 4 °C'; EMPTY_VALUE when either bound is missing.
 */
export function formatTemperatureRange(
  min: Maybe<number>,
  max: Maybe<number>,
  sourceUnit: TemperatureUnit = 'CELSIUS',
): string {
  if (isMissingNumber(min) || isMissingNumber(max)) return EMPTY_VALUE;
  return `${formatTemperature(min, sourceUnit)} – ${formatTemperature(max, sourceUnit)}`;
}

/** A delay in days, worded as the spec's badges do: 2 → '2 jour(s)'. */
export function formatDays(value: Maybe<number>): string {
  return isMissingNumber(value) ? EMPTY_VALUE : `${formatNumber(value, 0)} jour(s)`;
}

/**
 * An instant in the user's date format and time zone ('dd/mm/yyyy' by default); a calendar date
 * 'YYYY-MM-DD' as it is, in the user's date format (no time zone moves a delivery day).
 */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string') {
    const calendar = CALENDAR_DATE.exec(value);
    if (calendar) {
      const [, year = '', month = '', day = ''] = calendar;
      return DATE_PATTERNS[current.dateFormat]({ year, month, day, hour: '', minute: '' });
    }
  }
  const date = toDate(value);
  return date ? DATE_PATTERNS[current.dateFormat](partsOf(date, current.timezone)) : EMPTY_VALUE;
}

/** → 'dd/mm/yyyy hh:mm' (the user's date format, 24-hour time, his time zone) */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const parts = partsOf(date, current.timezone);
  return `${DATE_PATTERNS[current.dateFormat](parts)} ${parts.hour}:${parts.minute}`;
}

/** → 'hh:mm' in the user's time zone */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const parts = partsOf(date, current.timezone);
  return `${parts.hour}:${parts.minute}`;
}

/**
 * How long ago, for what is read soon after it happens (a notification): 'à l'instant',
 * 'il y a 5 min', 'il y a 3 h', then the day and time in the user's format and zone
 * ('le 28/11/2026 à 14:05'). An instant a little ahead of the browser's clock is 'à l'instant'.
 */
export function formatTimeAgo(value: DateInput, now: Date = new Date()): string {
  const date = toDate(value);
  if (!date) return EMPTY_VALUE;
  const minutes = Math.floor((now.getTime() - date.getTime()) / 60_000);
  if (minutes < 1) return "à l'instant";
  if (minutes < 60) return `il y a ${minutes} min`;
  if (minutes < 24 * 60) return `il y a ${Math.floor(minutes / 60)} h`;
  return `le ${formatDate(date)} à ${formatTime(date)}`;
}

/** A list of names shortened as the spec's badges do: the first `max`, then '+n'. */
export function truncateList<T>(items: readonly T[], max = 3): { shown: T[]; more: string | null } {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest}` : null };
}
