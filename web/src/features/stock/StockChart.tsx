import { useTheme } from '@mui/material/styles';
import { stockText, type BaseUnit } from '@bo/domain';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { TimeChart } from '../../ui/TimeChart.tsx';
import { usePhoneLayout } from '../../ui/layout.ts';

export interface ChartMovement {
  occurredAt: string;
  stockBefore: number;
  stockAfter: number;
}

interface StockChartProps {
  /** Accessible name of the figure. */
  label: string;
  /** Movements in any order. */
  movements: readonly ChartMovement[];
  /** The stock now: the line goes on to today at this level. */
  currentStock: number;
  baseUnit: BaseUnit;
  /** "Now", for the line's last point (a test's fixed clock). */
  now?: Date;
}

/** The chart's height in px (its width is the page's): a little lower on a phone. */
const HEIGHTS = { wide: 220, phone: 200 } as const;

/** The axis' top: the highest level rounded up to 1, 2, 2,5 or 5 × 10ⁿ, so its ticks read well. */
export function niceTop(highest: number): number {
  if (highest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(highest));
  const step = [1, 2, 2.5, 5, 10].find((f) => f * power >= highest) ?? 10;
  return step * power;
}

interface Point {
  t: number;
  stock: number;
}

/**
 * The stock drawn as steps: it stays at a level until the next movement changes it, starting from
 * the oldest movement's stock before and going on to now at the current stock. A point per
 * movement tells its time and the level it left, on hover. Levels are labelled in the display unit.
 */
export function StockChart({
  label,
  movements,
  currentStock,
  baseUnit,
  now = new Date(),
}: StockChartProps) {
  const theme = useTheme();
  const height = usePhoneLayout() ? HEIGHTS.phone : HEIGHTS.wide;
  const sorted = [...movements]
    .map((m) => ({ ...m, t: new Date(m.occurredAt).getTime() }))
    .filter((m) => Number.isFinite(m.t))
    .sort((a, b) => a.t - b.t);
  const first = sorted[0];
  if (!first) return null;
  const points: Point[] = [{ t: first.t, stock: first.stockBefore }];
  for (const m of sorted) points.push({ t: m.t, stock: m.stockAfter });
  const end = Math.max(now.getTime(), points[points.length - 1]!.t);
  points.push({ t: end, stock: currentStock });
  const top = niceTop(Math.max(...points.map((p) => p.stock)));
  // The first point (the level before the oldest movement) and the last (now) are no movement.
  const isMovement = (index: number) => index > 0 && index < points.length - 1;

  return (
    <TimeChart
      label={label}
      height={height}
      series={{
        data: points.map((p) => p.stock),
        curve: 'stepAfter',
        color: theme.palette.primary.main,
        showMark: ({ index }) => isMovement(index),
        valueFormatter: (value) => (value === null ? null : stockText(value, baseUnit)),
      }}
      xAxis={{
        data: points.map((p) => new Date(p.t)),
        min: first.t,
        max: end,
        // The period's two ends, as the movements' list dates them.
        tickInterval: [new Date(first.t), new Date(end)],
        valueFormatter: (value: Date, { location }) =>
          location === 'tick' ? formatDate(value) : formatDateTime(value),
        tickLabelStyle: { fontSize: 11 },
        height: 24,
      }}
      yAxis={{
        min: 0,
        max: top,
        tickInterval: [0, top / 2, top],
        valueFormatter: (value: number) => stockText(value, baseUnit),
        tickLabelStyle: { fontSize: 11 },
        width: 64,
      }}
      grid={{ horizontal: true }}
      // The last date's label is centred on the right edge.
      marginRight={36}
    />
  );
}
