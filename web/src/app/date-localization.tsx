import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { frFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';

// Weeks start on Monday and month names are French wherever dayjs formats outside the pickers.
dayjs.locale('fr');

const localeText = frFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * The date pickers' calendar: French words and month names, weeks from Monday (dayjs' 'fr'
 * locale). Mounted above the signed-in pages (router.tsx: the login page has no picker) and by
 * the tests' renderApp, so pickers behave the same in both.
 */
export function DateLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
