import { createContext, useContext } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';
import type { MarkElementProps } from '@mui/x-charts/LineChart';
import {
  convertTemperature,
  dayRangeInstants,
  eachDay,
  startOfDayIn,
  TEMPERATURE_STATUS_LABELS,
  type DayRange,
  type TemperatureStatus,
  type TemperatureUnit,
} from '@bo/domain';
import { formatDateTime, formatTemperature, formatTemperatureRange } from '../../../lib/format.ts';
import { Dot, TimeChart } from '../../../ui/TimeChart.tsx';
import { temperatureMessages as t } from './messages.ts';

export interface ChartEquipment {
  id: string;
  name: string;
  equipmentType: {
    equipmentFamily: string;
    temperatureMin: number | null;
    temperatureMax: number | null;
    temperatureUnit: TemperatureUnit | null;
  };
}

export interface ChartReading {
  id: string;
  /** °C, as stored. */
  temperature: number;
  recordedAt: string;
  status: TemperatureStatus;
}

interface ReadingsChartProps {
  equipment: ChartEquipment;
  /** The equipment's readings of the period, in any order. */
  readings: readonly ChartReading[];
  range: DayRange;
  /** The restaurant's zone: the period's days start at its midnights. */
  timeZone: string;
  /** The user's unit: the axis and the band are drawn in it. */
  unit: TemperatureUnit;
}

/** The chart's height in px (its width is its column's). */
const HEIGHT = 170;
const HALF_DAY = 12 * 3_600_000;

/** The statuses of the series' points, in its order: MUI X hands a mark its index only. */
const PointStatuses = createContext<readonly TemperatureStatus[]>([]);

/** A reading's point: a dot of its status' colour (the series' colour getter), the status said. */
function StatusMark(props: MarkElementProps) {
  const statuses = useContext(PointStatuses);
  return <Dot {...props} data-status={statuses[props.dataIndex]} />;
}

/** The type's allowed range, a green band across the drawing area, under the line. */
function AllowedBand({ low, high }: { low: number; high: number }) {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const y = useYScale();
  const top = y(high) ?? 0;
  const bottom = y(low) ?? 0;
  return (
    <rect
      data-testid="allowed-band"
      x={left}
      width={width}
      y={top}
      height={Math.max(bottom - top, 1)}
      fill={theme.palette.success.main}
      fillOpacity={0.12}
      stroke={theme.palette.success.main}
      strokeOpacity={0.4}
      strokeDasharray="4 3"
    />
  );
}

/**
 * One equipment's readings over the period, on a time axis, with its type's allowed range as a
 * green band: a fridge drifting towards its max is seen before it fails. Each point is coloured by
 * its status and tells its time, temperature and status on hover.
 */
export function ReadingsChart({ equipment, readings, range, timeZone, unit }: ReadingsChartProps) {
  const theme = useTheme();
  const type = equipment.equipmentType;
  const sourceUnit = type.temperatureUnit ?? 'CELSIUS';
  const hasRange = type.temperatureMin !== null && type.temperatureMax !== null;
  const toShown = (celsius: number) => convertTemperature(celsius, 'CELSIUS', unit);
  const bandLow = hasRange ? convertTemperature(type.temperatureMin!, sourceUnit, unit) : null;
  const bandHigh = hasRange ? convertTemperature(type.temperatureMax!, sourceUnit, unit) : null;

  const points = [...readings]
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt))
    .map((r) => ({ ...r, at: Date.parse(r.recordedAt), value: toShown(r.temperature) }));
  const period = dayRangeInstants(range, timeZone);
  const start = period.from.getTime();
  const end = Math.max(period.to.getTime(), start + 1);

  const values = [...points.map((p) => p.value), ...(hasRange ? [bandLow!, bandHigh!] : [])];
  let low = Math.min(...values);
  let high = Math.max(...values);
  const margin = Math.max((high - low) * 0.15, 1);
  low -= margin;
  high += margin;

  const colors: Record<TemperatureStatus, string> = {
    GOOD: theme.palette.success.main,
    WARNING: theme.palette.warning.main,
    CRITICAL: theme.palette.error.main,
    UNKNOWN: theme.palette.grey[500],
  };
  const outside = points.filter((p) => p.status === 'WARNING' || p.status === 'CRITICAL').length;
  const days = eachDay(range);
  // At most ~7 day labels, whatever the period's length.
  const step = Math.max(1, Math.ceil(days.length / 7));
  // Day starts inside the period (each at its midnight, after a day of 23 or 25 hours too); the
  // period's end (the next midnight) is the chart's edge.
  const ticks = days.filter((_, i) => i % step === 0).map((day) => startOfDayIn(day, timeZone));
  const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone });
  const axisValues = hasRange ? [bandLow!, bandHigh!] : [low + margin, high - margin];
  const statuses = points.map((p) => p.status);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 0.5 }}
      >
        <Typography variant="subtitle2">{equipment.name}</Typography>
        <Typography variant="caption" color="textSecondary">
          {hasRange
            ? t.charts.range(
                formatTemperatureRange(type.temperatureMin, type.temperatureMax, sourceUnit),
              )
            : t.charts.noRange}
        </Typography>
      </Stack>
      <PointStatuses value={statuses}>
        <TimeChart
          label={t.charts.summary(equipment.name, points.length, outside)}
          height={HEIGHT}
          series={{
            data: points.map((p) => p.value),
            curve: 'linear',
            showMark: true,
            color: alpha(theme.palette.text.secondary, 0.5),
            colorGetter: ({ dataIndex }) => colors[statuses[dataIndex] ?? 'UNKNOWN'],
            // A point's tooltip: its temperature and status, under its time (the x-axis').
            valueFormatter: (value, { dataIndex }) =>
              `${formatTemperature(value, unit)} (${TEMPERATURE_STATUS_LABELS[statuses[dataIndex] ?? 'UNKNOWN']})`,
          }}
          xAxis={{
            data: points.map((p) => new Date(p.at)),
            min: start,
            max: end,
            tickInterval: ticks,
            // A tick, a day's midnight, is labelled at noon: a day of 23 or 25 hours still reads
            // as its own date. A tooltip tells the reading's time.
            valueFormatter: (value: Date, { location }) =>
              location === 'tick'
                ? dayLabel.format(value.getTime() + HALF_DAY)
                : formatDateTime(value),
            tickLabelStyle: { textAnchor: 'start', fontSize: 10 },
            height: 22,
          }}
          yAxis={{
            min: low,
            max: high,
            tickInterval: axisValues,
            valueFormatter: (value: number) => formatTemperature(value, unit),
            tickLabelStyle: { fontSize: 10 },
            width: 48,
          }}
          background={hasRange ? <AllowedBand low={bandLow!} high={bandHigh!} /> : null}
          mark={StatusMark}
          grid={{ vertical: true }}
        />
      </PointStatuses>
    </Paper>
  );
}
