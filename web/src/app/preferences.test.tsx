import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '../test/MockedProvider.tsx';
import type { MockLink } from '@apollo/client/testing';
import { useTheme } from '@mui/material/styles';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PREFERENCES, SETTINGS_MESSAGES, type Preferences } from '@bo/domain';
import { formatDateTime, formatTemperature, setFormatPreferences } from '../lib/format.ts';
import { LAST_ACTIVITY_KEY, SESSION_EXPIRED_KEY } from '../lib/idle.ts';
import { SIGNED_OUT_KEY } from '../lib/storage.ts';
import { graphPreferences, renderApp, USERS } from '../test/renderApp.tsx';
import { MyPreferencesQuery, PREFERENCES_CACHE_KEY, PreferencesProvider } from './preferences.tsx';
import { SessionMeQuery, SessionProvider } from './session.tsx';

const ADMIN = USERS.ADMIN;
const INSTANT = '2026-07-01T12:00:00.000Z';

const custom: Preferences = {
  ...DEFAULT_PREFERENCES,
  appearance: {
    theme: 'DARK',
    language: 'EN',
    timezone: 'America/New_York',
    dateFormat: 'YYYY_MM_DD',
    temperatureUnit: 'FAHRENHEIT',
  },
  security: { ...DEFAULT_PREFERENCES.security, sessionTimeout: 15 },
};

function mocks(preferences: Preferences, delay = 0): MockLink.MockedResponse[] {
  return [
    {
      request: { query: SessionMeQuery },
      result: { data: { me: { __typename: 'User', ...ADMIN } } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: { query: MyPreferencesQuery },
      result: {
        data: {
          me: { __typename: 'User', id: ADMIN.id, preferences: graphPreferences(preferences) },
        },
      },
      delay,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
}

/** What a screen of the app shows: formatted through lib/format.ts, painted by the theme. */
function Probe() {
  const theme = useTheme();
  return (
    <p data-testid="probe">
      {theme.palette.mode} | {formatDateTime(INSTANT)} | {formatTemperature(3.5)}
    </p>
  );
}

function renderProvider(preferences: Preferences, delay = 0) {
  localStorage.setItem('token', 'token-1');
  localStorage.setItem('user', JSON.stringify(ADMIN));
  return render(
    <MockedProvider mocks={mocks(preferences, delay)}>
      <SessionProvider>
        <PreferencesProvider>
          <Probe />
        </PreferencesProvider>
      </SessionProvider>
    </MockedProvider>,
  );
}

const probe = () => screen.getByTestId('probe');

afterEach(() => {
  vi.useRealTimers();
  setFormatPreferences();
});

describe('PreferencesProvider', () => {
  it("applies the signed-in user's theme, date format, time zone and unit", async () => {
    renderProvider(custom);
    // 12:00 UTC is 08:00 in New York in July; 3.5 °C is 38.3 °F.
    await waitFor(() => expect(probe()).toHaveTextContent('dark | 2026-07-01 08:00 | 38,3 °F'));
  });

  it('uses the defaults of docs/areas/settings.md#preferences otherwise', async () => {
    renderProvider(DEFAULT_PREFERENCES);
    await waitFor(() => expect(probe()).toHaveTextContent('light | 01/07/2026 14:00 | 3,5 °C'));
  });

  it('paints the first frame with the last preferences kept in this browser', async () => {
    localStorage.setItem(
      PREFERENCES_CACHE_KEY,
      JSON.stringify({ userId: ADMIN.id, preferences: custom }),
    );
    // The server's answer takes a while (and says the user went back to the defaults).
    renderProvider(DEFAULT_PREFERENCES, 200);
    await waitFor(() => expect(probe()).toHaveTextContent('dark | 2026-07-01 08:00'));
    await waitFor(() => expect(probe()).toHaveTextContent('light | 01/07/2026 14:00'));
    expect(JSON.parse(localStorage.getItem(PREFERENCES_CACHE_KEY)!).preferences).toEqual(
      DEFAULT_PREFERENCES,
    );
  });

  it("does not apply another user's cached preferences", async () => {
    localStorage.setItem(
      PREFERENCES_CACHE_KEY,
      JSON.stringify({ userId: '99', preferences: custom }),
    );
    renderProvider(DEFAULT_PREFERENCES, 200);
    await waitFor(() => expect(probe()).toHaveTextContent('light |'));
    expect(probe()).not.toHaveTextContent('dark');
  });
});

describe('idle timeout', () => {
  const MINUTE = 60_000;
  const start = async (preferences: Preferences) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProvider(preferences);
    await waitFor(() => expect(localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBeNull());
  };
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('signs an idle user out after the chosen minutes, and says so', async () => {
    await start(custom); // 15 minutes
    await advance(14 * MINUTE);
    expect(localStorage.getItem('token')).toBe('token-1');
    await advance(MINUTE + 1000);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(SESSION_EXPIRED_KEY)).toBe('15');
  });

  it('counts from the last mouse, keyboard, touch or scroll activity', async () => {
    await start(custom);
    await advance(10 * MINUTE);
    fireEvent.keyDown(window, { key: 'a' });
    await advance(10 * MINUTE);
    fireEvent.scroll(window);
    await advance(10 * MINUTE);
    expect(localStorage.getItem('token')).toBe('token-1');
    await advance(6 * MINUTE);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("counts another tab's activity", async () => {
    await start(custom);
    await advance(10 * MINUTE);
    // Another tab of the app records its activity in the shared storage.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    await advance(10 * MINUTE);
    expect(localStorage.getItem('token')).toBe('token-1');
    await advance(6 * MINUTE);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('follows the default of 30 minutes', async () => {
    await start(DEFAULT_PREFERENCES);
    await advance(29 * MINUTE);
    expect(localStorage.getItem('token')).toBe('token-1');
    await advance(2 * MINUTE);
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem(SESSION_EXPIRED_KEY)).toBe('30');
    // An expiry, not a sign-out: /login keeps the page for the one who comes back.
    expect(localStorage.getItem(SIGNED_OUT_KEY)).toBeNull();
  });

  it('ends at once a session whose last activity is older than the limit (reopened later)', async () => {
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now() - 31 * MINUTE));
    renderProvider(DEFAULT_PREFERENCES);
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
  });
});

describe('the login page after an idle sign-out', () => {
  it('explains why the user is there', async () => {
    localStorage.setItem(SESSION_EXPIRED_KEY, '30');
    renderApp({ path: '/login', user: null });
    expect(
      await screen.findByText(SETTINGS_MESSAGES.sessionExpired(30), {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
