import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
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

const WIDTH = 560;
const HEIGHT = 150;
const PAD = { left: 44, right: 12, top: 10, bottom: 22 };

/**
 * One equipment's readings over the period, on a time axis, with its type's allowed range as a
 * green band: a fridge drifting towards its max is seen before it fails. Plain SVG (no chart
 * library): a band, a line and coloured points are all it needs.
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

  const x = (at: number) =>
    PAD.left + ((at - start) / (end - start)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);

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
  const ticks = days
    .filter((_, i) => i % step === 0)
    .map((day) => startOfDayIn(day, timeZone).getTime());
  const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', timeZone });
  const axisValues = hasRange ? [bandLow!, bandHigh!] : [low + margin, high - margin];
  const label = t.charts.summary(equipment.name, points.length, outside);

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
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={label}
        style={{ display: 'block', fontFamily: theme.typography.fontFamily, fontSize: 10 }}
      >
        <title>{label}</title>
        {hasRange && (
          <rect
            data-testid="allowed-band"
            x={PAD.left}
            width={WIDTH - PAD.left - PAD.right}
            y={y(bandHigh!)}
            height={Math.max(y(bandLow!) - y(bandHigh!), 1)}
            fill={theme.palette.success.main}
            fillOpacity={0.12}
            stroke={theme.palette.success.main}
            strokeOpacity={0.4}
            strokeDasharray="4 3"
          />
        )}
        {axisValues.map((v) => (
          <text
            key={v}
            x={PAD.left - 6}
            y={y(v) + 3}
            textAnchor="end"
            fill={theme.palette.text.secondary}
          >
            {formatTemperature(v, unit)}
          </text>
        ))}
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={x(tick)}
              x2={x(tick)}
              y1={PAD.top}
              y2={HEIGHT - PAD.bottom}
              stroke={theme.palette.divider}
            />
            <text x={x(tick) + 2} y={HEIGHT - 6} fill={theme.palette.text.secondary}>
              {dayLabel.format(new Date(tick + 12 * 3_600_000))}
            </text>
          </g>
        ))}
        {points.length > 1 && (
          <polyline
            points={points.map((p) => `${x(p.at)},${y(p.value)}`).join(' ')}
            fill="none"
            stroke={theme.palette.text.secondary}
            strokeOpacity={0.5}
            strokeWidth={1.5}
          />
        )}
        {points.map((p) => (
          <circle
            key={p.id}
            cx={x(p.at)}
            cy={y(p.value)}
            r={4}
            fill={colors[p.status]}
            stroke={theme.palette.background.paper}
            strokeWidth={1.5}
            data-status={p.status}
          >
            <title>
              {`${formatDateTime(p.recordedAt)} : ${formatTemperature(p.temperature)} (${TEMPERATURE_STATUS_LABELS[p.status]})`}
            </title>
          </circle>
        ))}
      </svg>
    </Paper>
  );
}
