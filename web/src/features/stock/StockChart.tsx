import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { stockText, type BaseUnit } from '@bo/domain';
import { formatDate, formatDateTime } from '../../lib/format.ts';
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

// The drawing's size in its own units: on a phone the same text would shrink to half its size in
// a 640-wide drawing, so a narrower one keeps the labels readable.
const SIZES = { wide: { width: 960, height: 220 }, phone: { width: 360, height: 200 } } as const;
const PAD = { left: 64, right: 12, top: 12, bottom: 24 };

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
 * the oldest movement's stock before. Plain SVG (as the temperature chart): a line, a few ticks
 * and a point per movement are all it needs. Levels are labelled in the display unit.
 */
export function StockChart({
  label,
  movements,
  currentStock,
  baseUnit,
  now = new Date(),
}: StockChartProps) {
  const theme = useTheme();
  const { width: WIDTH, height: HEIGHT } = usePhoneLayout() ? SIZES.phone : SIZES.wide;
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

  const t0 = first.t;
  const span = Math.max(end - t0, 1);
  const top = niceTop(Math.max(...points.map((p) => p.stock)));
  const x = (t: number) => PAD.left + ((t - t0) / span) * (WIDTH - PAD.left - PAD.right);
  const y = (stock: number) =>
    HEIGHT - PAD.bottom - (stock / top) * (HEIGHT - PAD.top - PAD.bottom);

  // Steps: horizontal to the next movement, then vertical to its level.
  let path = `M ${x(points[0]!.t)} ${y(points[0]!.stock)}`;
  for (let i = 1; i < points.length; i++) {
    const p = points[i]!;
    path += ` H ${x(p.t)} V ${y(p.stock)}`;
  }
  const ticks = [0, top / 2, top];

  return (
    <Box
      component="svg"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      sx={{ width: '100%', height: 'auto', display: 'block' }}
    >
      {ticks.map((value) => (
        <g key={value}>
          <line
            x1={PAD.left}
            x2={WIDTH - PAD.right}
            y1={y(value)}
            y2={y(value)}
            stroke={theme.palette.divider}
          />
          <text
            x={PAD.left - 6}
            y={y(value) + 4}
            textAnchor="end"
            fontSize={11}
            fill={theme.palette.text.secondary}
          >
            {stockText(value, baseUnit)}
          </text>
        </g>
      ))}
      <text x={PAD.left} y={HEIGHT - 6} fontSize={11} fill={theme.palette.text.secondary}>
        {formatDate(t0)}
      </text>
      <text
        x={WIDTH - PAD.right}
        y={HEIGHT - 6}
        fontSize={11}
        textAnchor="end"
        fill={theme.palette.text.secondary}
      >
        {formatDate(end)}
      </text>
      <path d={path} fill="none" stroke={theme.palette.primary.main} strokeWidth={2} />
      {sorted.map((m, i) => (
        <circle
          key={`${m.t}-${i}`}
          cx={x(m.t)}
          cy={y(m.stockAfter)}
          r={3}
          fill={theme.palette.primary.main}
        >
          <title>{`${formatDateTime(m.t)} : ${stockText(m.stockAfter, baseUnit)}`}</title>
        </circle>
      ))}
    </Box>
  );
}
