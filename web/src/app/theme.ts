import { alpha, createTheme, type ThemeOptions } from '@mui/material/styles';
import { frFR as coreFrFR } from '@mui/material/locale';
import { frFR as dataGridFrFR } from '@mui/x-data-grid/locales';
import { frFR as pickersFrFR } from '@mui/x-date-pickers/locales';

const primary = '#2747a8';
const ink = '#14213d';

/** Colours of the navigation rail, darker than the content so the working area stands out. */
export const navColors = {
  background: '#101a33',
  border: alpha('#ffffff', 0.06),
  text: alpha('#ffffff', 0.72),
  textStrong: '#ffffff',
  // 0.6: the caption and disabled entries keep a 4.5:1 contrast on the menu's ground.
  muted: alpha('#ffffff', 0.6),
  hover: alpha('#ffffff', 0.06),
  active: alpha('#6d8cff', 0.18),
  activeText: '#c9d5ff',
} as const;

/** The two palettes (docs/areas/settings.md#preferences: theme light by default, or dark). */
const palettes = {
  light: {
    mode: 'light',
    primary: { main: primary },
    // Each with white text at 4.5:1 at least (a filled chip's label is 13 px): the warning,
    // secondary and info colours of MUI's defaults fall under it.
    secondary: { main: '#b84a14' },
    success: { main: '#2e7d4f' },
    info: { main: '#0277bd' },
    warning: { main: '#9c5d00' },
    error: { main: '#c62828' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
    text: { primary: ink, secondary: '#5b6478' },
    divider: '#e3e7ef',
  },
  // The same hues, lightened enough to read on dark surfaces. Screens write status text in the
  // `.dark` shade on a pale tint of the colour (badges, chips), which reads on white: here that
  // shade is the lighter one, so the same code reads on dark paper too.
  dark: {
    mode: 'dark',
    primary: { main: '#8ea8ff' },
    secondary: { main: '#f08a55' },
    success: { main: '#5cc48a', dark: '#8fdcae' },
    info: { main: '#5bb8f0', dark: '#8fd0f7' },
    warning: { main: '#f0a43a', dark: '#f5c06f' },
    error: { main: '#ef6b6b', dark: '#f49a9a' },
    background: { default: '#0b1224', paper: '#141d33' },
    text: { primary: '#e7ebf5', secondary: '#a3adc4' },
    divider: '#26314d',
  },
} as const satisfies Record<'light' | 'dark', ThemeOptions['palette']>;

export type ThemeMode = keyof typeof palettes;

/**
 * The app's theme in either mode. The three French locales make MUI's own texts (pagination,
 * data grid toolbars, date pickers) French, as the spec asks of the whole interface.
 */
export function createAppTheme(mode: ThemeMode = 'light') {
  const palette = palettes[mode];
  return createTheme(
    {
      palette,
      shape: { borderRadius: 10 },
      typography: {
        fontFamily:
          // System fonts only (no web-font download); Arial's metric twin on Linux comes before
          // the generic system-ui, which is often a wide fallback there.
          '"Inter", "Segoe UI", -apple-system, BlinkMacSystemFont, Roboto, "Helvetica Neue", Arial, "Liberation Sans", system-ui, sans-serif',
        h1: { fontSize: '1.625rem', fontWeight: 700, letterSpacing: '-0.01em' },
        h2: { fontSize: '1.25rem', fontWeight: 700 },
        h3: { fontSize: '1.0625rem', fontWeight: 600 },
        subtitle2: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 600 },
      },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            body: { WebkitFontSmoothing: 'antialiased' },
            // Native controls (scrollbars, date inputs) follow the mode too.
            ':root': { colorScheme: mode },
          },
        },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiPaper: {
          styleOverrides: {
            outlined: { borderColor: palette.divider },
            // MUI lightens elevated dark surfaces with a white overlay; flat paper reads better.
            ...(mode === 'dark' && { root: { backgroundImage: 'none' } }),
          },
        },
        MuiCard: {
          defaultProps: { variant: 'outlined' },
        },
        MuiTab: {
          styleOverrides: {
            root: { textTransform: 'none', fontWeight: 600, minHeight: 48, paddingInline: 18 },
          },
        },
        MuiTooltip: {
          defaultProps: { arrow: true },
          styleOverrides: { tooltip: { fontSize: '0.75rem' } },
        },
        MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
        MuiDialog: { defaultProps: { fullWidth: true, maxWidth: 'sm' } },
      },
    },
    coreFrFR,
    dataGridFrFR,
    pickersFrFR,
  );
}

/** The light theme, for tests and screens rendered outside the preferences. */
export const theme = createAppTheme('light');
