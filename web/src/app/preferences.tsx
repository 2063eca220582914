import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { DEFAULT_PREFERENCES, withDefaults, type Preferences } from '@bo/domain';
import { graphql } from '../gql';
import { setFormatPreferences } from '../lib/format.ts';
import { IdleTimeout } from './idle-timeout.tsx';
import { useSession } from './session.tsx';
import { createAppTheme } from './theme.ts';

export const PreferencesFragment = graphql(`
  fragment Preferences_all on Preferences {
    notifications {
      email
      push
      temperatureAlerts
      cleaningReminders
      equipmentAlerts
      dailyReport
      weeklyReport
      monthlyReport
    }
    appearance {
      theme
      language
      timezone
      dateFormat
      temperatureUnit
    }
    security {
      twoFactor
      sessionTimeout
      loginAlerts
      apiAccess
    }
  }
`);

export const MyPreferencesQuery = graphql(`
  query MyPreferences {
    me {
      id
      preferences {
        ...Preferences_all
      }
    }
  }
`);

/** The last preferences seen in this browser, so a reload paints the right theme at once. */
export const PREFERENCES_CACHE_KEY = 'preferences';

interface CachedPreferences {
  userId: string;
  preferences: Preferences;
}

function readCache(): CachedPreferences | null {
  try {
    const raw = window.localStorage.getItem(PREFERENCES_CACHE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CachedPreferences>;
    if (typeof value.userId !== 'string') return null;
    return { userId: value.userId, preferences: withDefaults(value.preferences) };
  } catch {
    return null;
  }
}

function writeCache(userId: string, preferences: Preferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_CACHE_KEY, JSON.stringify({ userId, preferences }));
  } catch {
    // Storage full or unavailable: the preferences still come from the server on each load.
  }
}

const PreferencesContext = createContext<Preferences>(DEFAULT_PREFERENCES);

/** The signed-in user's preferences (the defaults while they load, or for a visitor). */
export function usePreferences(): Preferences {
  return useContext(PreferencesContext);
}

/**
 * Applies the user's preferences (docs/areas/settings.md#preferences) to the whole app: the MUI
 * theme (light or dark), the formatters of lib/format.ts (date format, time zone, temperature unit)
 * and the idle timeout. They come from `me { preferences }`, so they follow the user to any
 * browser; the last ones are kept in localStorage only to paint the first frame right. A visitor
 * (login page) gets the last preferences of this browser.
 */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const signedIn = status === 'authenticated' && user !== null;
  const { data } = useQuery(MyPreferencesQuery, { skip: !signedIn });
  const fetched = signedIn && data?.me.id === user.id ? data.me.preferences : undefined;
  const userId = user?.id ?? null;

  const preferences = useMemo(() => {
    if (fetched) return withDefaults(fetched);
    const cached = readCache();
    // Another user's cached choices are not this user's: defaults until his arrive.
    if (cached && (userId === null || cached.userId === userId)) return cached.preferences;
    return DEFAULT_PREFERENCES;
  }, [fetched, userId]);

  useEffect(() => {
    if (fetched && userId !== null) writeCache(userId, preferences);
  }, [fetched, userId, preferences]);

  // Set during render, before the children format anything with them.
  setFormatPreferences(preferences.appearance);

  const mode = preferences.appearance.theme === 'DARK' ? 'dark' : 'light';
  const theme = useMemo(() => createAppTheme(mode), [mode]);

  return (
    <PreferencesContext.Provider value={preferences}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {signedIn ? <IdleTimeout minutes={preferences.security.sessionTimeout} /> : null}
        {children}
      </ThemeProvider>
    </PreferencesContext.Provider>
  );
}
