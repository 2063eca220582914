import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * Below 'sm' (600 px): a phone held upright. Lists turn into cards and dialogs take the whole
 * screen there. useTheme falls back to MUI's default theme, whose breakpoints the app's keeps.
 */
export function usePhoneLayout(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
}

/** Below 'md' (900 px): a phone or a tablet held upright. The menu becomes a drawer there. */
export function useNarrowLayout(): boolean {
  return useMediaQuery(useTheme().breakpoints.down('md'), { noSsr: true });
}
