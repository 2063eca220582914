import type { JSXElementConstructor, ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot, type MarkElementProps } from '@mui/x-charts/LineChart';
import { frFR } from '@mui/x-charts/locales';
import type { LineSeriesType, XAxis, YAxis } from '@mui/x-charts/models';

// MUI X's own texts of a chart in French. Given here rather than in the app's theme (as the data
// grid's and the pickers' are): the theme is in the login page's bundle, the charts are not.
const localeText = frFR.components.MuiChartsLocalizationProvider.defaultProps.localeText;

interface TimeChartProps {
  /** The figure's accessible name: what a screen reader hears instead of the drawing. */
  label: string;
  /** In px: the width is the container's, measured by the chart. */
  height: number;
  series: Omit<LineSeriesType, 'type'>;
  xAxis: Omit<XAxis<'time'>, 'scaleType'>;
  yAxis: YAxis;
  /** Drawn under the grid's lines and the series (e.g. an allowed band). */
  background?: ReactNode;
  /** Draws each point of the series (default: a dot of the point's colour). */
  mark?: JSXElementConstructor<MarkElementProps>;
  /** Room right of the drawing area, in px, for a last tick's label centred on the edge. */
  marginRight?: number;
  /** Grid lines at the x-axis' ticks (vertical) and at the y-axis' (horizontal). */
  grid?: { vertical?: boolean; horizontal?: boolean };
}

/**
 * A point of the series: a dot of its colour, ringed with the paper's so that close dots part.
 * `data-status` names what its colour says, for a chart whose points have one.
 */
export function Dot({
  x,
  y,
  color,
  hidden,
  'data-status': status,
}: MarkElementProps & { 'data-status'?: string }) {
  const theme = useTheme();
  return (
    <circle
      cx={x}
      cy={y}
      r={4}
      fill={color}
      stroke={theme.palette.background.paper}
      strokeWidth={1.5}
      opacity={hidden ? 0 : 1}
      data-status={status}
    />
  );
}

/**
 * One series over time, on MUI X's charts: a line, its points, two axes, and the tooltip of the
 * point nearest the pointer (its time, in the x-axis' tooltip format, and its value).
 *
 * The figure is an image to assistive technologies (role img, named by `label`): the pages show
 * the same data in a table, so the chart's keyboard navigation (a focusable element inside the
 * image) stays off. Its height is fixed and its width the container's: MUI X draws nothing until
 * it has measured a width (a test DOM lays nothing out: src/test/setup.ts gives charts a width).
 */
export function TimeChart({
  label,
  height,
  series,
  xAxis,
  yAxis,
  background,
  mark,
  grid,
  marginRight = 16,
}: TimeChartProps) {
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', minWidth: 0 }}>
      <ChartsDataProvider
        height={height}
        series={[{ ...series, type: 'line' }]}
        xAxis={[{ ...xAxis, scaleType: 'time' }]}
        yAxis={[yAxis]}
        margin={{ top: 10, right: marginRight, bottom: 0, left: 0 }}
        disableKeyboardNavigation
        localeText={localeText}
        skipAnimation
      >
        <ChartsWrapper hideLegend>
          <ChartsSurface>
            {background}
            <ChartsGrid {...grid} />
            <LinePlot />
            <ChartsAxisHighlight x="line" />
            <ChartsXAxis />
            <ChartsYAxis />
            <MarkPlot slots={{ mark: mark ?? Dot }} />
          </ChartsSurface>
          <ChartsTooltip trigger="axis" />
        </ChartsWrapper>
      </ChartsDataProvider>
    </Box>
  );
}
