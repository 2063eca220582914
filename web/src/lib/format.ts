/**
 * The one set of display formatters of the web app: French formats, euros, local time.
 * Every screen formats through these so a rule (e.g. how a missing value looks) changes once.
 */

/** What a screen shows for a value that is not there. */
export const EMPTY_VALUE = '—';

type Maybe<T> = T | null | undefined;
type DateInput = Maybe<string | number | Date>;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const dateFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const timeFormat = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

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

/** 3.5 → '3,5 °C' */
export function formatTemperature(value: Maybe<number>): string {
  return isMissingNumber(value) ? EMPTY_VALUE : `${formatNumber(value, 1)} °C`;
}

/** A delay in days, worded as the spec's badges do: 2 → '2 jour(s)'. */
export function formatDays(value: Maybe<number>): string {
  return isMissingNumber(value) ? EMPTY_VALUE : `${formatNumber(value, 0)} jour(s)`;
}

/** An instant or a calendar date → 'dd/mm/yyyy', in the browser's time zone. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? dateFormat.format(date) : EMPTY_VALUE;
}

/** → 'dd/mm/yyyy hh:mm' */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  // Intl puts a space (some engines a comma) between the date and the time: normalise it.
  return date ? dateTimeFormat.format(date).replace(', ', ' ') : EMPTY_VALUE;
}

/** → 'hh:mm' */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? timeFormat.format(date) : EMPTY_VALUE;
}

/** A list of names shortened as the spec's badges do: the first `max`, then '+n'. */
export function truncateList<T>(items: readonly T[], max = 3): { shown: T[]; more: string | null } {
  const shown = items.slice(0, max);
  const rest = items.length - shown.length;
  return { shown, more: rest > 0 ? `+${rest}` : null };
}
