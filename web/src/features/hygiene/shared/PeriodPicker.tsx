import { useCallback, useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import {
  BUSINESS_TIME_ZONE,
  DEFAULT_PERIOD_PRESET,
  MAX_PERIOD_DAYS,
  PERIOD_PRESET_LABELS,
  PERIOD_PRESETS,
  addDays,
  daysBetween,
  presetRange,
  todayIn,
  type DayRange,
  type PeriodPreset,
} from '@bo/domain';

/** The period a hygiene page shows: a preset, or a custom range of whole days. */
export interface Period {
  preset: PeriodPreset;
  /** Calendar days of the restaurant, both included, 'YYYY-MM-DD'. */
  range: DayRange;
  setPreset(preset: PeriodPreset): void;
  setCustom(range: DayRange): void;
}

const ISO = 'YYYY-MM-DD';
/** What a custom period without days yet shows (DEFAULT_PERIOD_PRESET, a fixed preset). */
const FALLBACK_PRESET = DEFAULT_PERIOD_PRESET as Exclude<PeriodPreset, 'CUSTOM'>;
const dayCount = (range: DayRange) => daysBetween(range.from, range.to) + 1;

/**
 * A custom range the server accepts: `from` not after `to`, at most MAX_PERIOD_DAYS days. The
 * bound the user just moved wins; the other one follows.
 */
export function clampRange(range: DayRange, moved: 'from' | 'to'): DayRange {
  let { from, to } = range;
  if (from > to) {
    if (moved === 'from') to = from;
    else from = to;
  }
  if (dayCount({ from, to }) > MAX_PERIOD_DAYS) {
    if (moved === 'from') to = addDays(from, MAX_PERIOD_DAYS - 1);
    else from = addDays(to, -(MAX_PERIOD_DAYS - 1));
  }
  return { from, to };
}

/**
 * The period state of a hygiene page (docs/areas/hygiene.md#periods): the last 7 days by default. A
 * preset's days end today in the restaurant's time zone (`timeZone`, Restaurant.timeZone; until it
 * is known, the chain's zone), so a restaurant's "today" does not depend on the browser's clock
 * zone.
 */
export function usePeriod(timeZone?: string | null): Period {
  const zone = timeZone ?? BUSINESS_TIME_ZONE;
  const [preset, setPresetState] = useState<PeriodPreset>(DEFAULT_PERIOD_PRESET);
  const [custom, setCustomState] = useState<DayRange | null>(null);

  // A preset's days are derived on each render, so they follow midnight and the zone's arrival;
  // the object is kept while the days stay, for consumers' effect and memo dependencies.
  const days =
    preset === 'CUSTOM' && custom
      ? custom
      : presetRange(preset === 'CUSTOM' ? FALLBACK_PRESET : preset, zone);
  const { from, to } = days;
  const range = useMemo(() => ({ from, to }), [from, to]);

  const setPreset = useCallback(
    (next: PeriodPreset) => {
      // Switching to a custom period starts from the days on screen.
      if (next === 'CUSTOM') setCustomState((current) => current ?? range);
      setPresetState(next);
    },
    [range],
  );
  const setCustom = useCallback((next: DayRange) => {
    setCustomState(next);
    setPresetState('CUSTOM');
  }, []);

  return { preset, range, setPreset, setCustom };
}

const longDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayText = (iso: string) => longDay.format(new Date(`${iso}T00:00:00Z`));

/** The range in words: « Du 3 mars 2025 au 9 mars 2025 », « Le 9 mars 2025 » for one day. */
export function formatDayRange(range: DayRange): string {
  if (range.from === range.to) return `Le ${dayText(range.from)}`;
  return `Du ${dayText(range.from)} au ${dayText(range.to)}`;
}

interface PeriodPickerProps {
  period: Period;
  /** The restaurant's zone: custom days cannot be after its today. */
  timeZone?: string | null;
}

/**
 * The period filter of every hygiene page: the presets (7 derniers jours, Ce mois-ci, Cette
 * année, Période personnalisée), two French calendars for a custom range, and the chosen days
 * in words.
 */
export function PeriodPicker({ period, timeZone }: PeriodPickerProps) {
  const { preset, range, setPreset, setCustom } = period;
  const today = dayjs(todayIn(timeZone ?? BUSINESS_TIME_ZONE));
  const change = (moved: 'from' | 'to') => (value: Dayjs | null) => {
    if (!value || !value.isValid()) return;
    setCustom(clampRange({ ...range, [moved]: value.format(ISO) }, moved));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'center' }, flexWrap: 'wrap', mb: 2 }}
    >
      <TextField
        select
        size="small"
        label="Période"
        value={preset}
        onChange={(event) => setPreset(event.target.value as PeriodPreset)}
        sx={{ minWidth: 220 }}
      >
        {PERIOD_PRESETS.map((p) => (
          <MenuItem key={p} value={p}>
            {PERIOD_PRESET_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      {preset === 'CUSTOM' && (
        <>
          <DatePicker
            label="Du"
            value={dayjs(range.from)}
            onChange={change('from')}
            maxDate={today}
            slotProps={{ textField: { size: 'small' } }}
          />
          <DatePicker
            label="Au"
            value={dayjs(range.to)}
            onChange={change('to')}
            maxDate={today}
            slotProps={{ textField: { size: 'small' } }}
          />
        </>
      )}
      <Typography variant="body2" color="textSecondary" aria-live="polite">
        {formatDayRange(range)}
      </Typography>
    </Stack>
  );
}
