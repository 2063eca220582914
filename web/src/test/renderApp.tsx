import { Suspense } from 'react';
import type { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from './MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter, parsePath } from 'react-router-dom';
import { DEFAULT_PREFERENCES, permissionsFor } from '@bo/domain';
import type { Preferences, Role } from '@bo/domain';
import { DateLocalization } from '../app/date-localization.tsx';
import { MyPreferencesQuery, PreferencesProvider } from '../app/preferences.tsx';
import { NotificationsQuery } from '../features/notifications/documents.ts';
import type { Bell_ListFragment } from '../gql/graphql';
import { createCache } from '../lib/apollo.ts';
import { SelectableRestaurantsQuery } from '../lib/restaurant-selection.tsx';
import type { SelectableRestaurant } from '../lib/restaurant-selection.tsx';
import { routes } from '../app/router.tsx';
import { SessionMeQuery, SessionProvider } from '../app/session.tsx';
import type { SessionUser } from '../app/session.tsx';
import { theme } from '../app/theme.ts';
import { MyPermissionsQuery } from '../ui/usePermissions.ts';
import { TestStyles } from './styles.tsx';

/** Test helpers for the shell: the real route table, session and selection, the graph mocked. */

export const USERS: Record<Role, SessionUser> = {
  ADMIN: { id: '1', firstName: 'Alice', lastName: 'Martin', email: 'admin@demo.fr', role: 'ADMIN' },
  MANAGER: {
    id: '2',
    firstName: 'Marc',
    lastName: 'Dubois',
    email: 'manager@demo.fr',
    role: 'MANAGER',
  },
  EMPLOYEE: {
    id: '3',
    firstName: 'Emma',
    lastName: 'Petit',
    email: 'employe@demo.fr',
    role: 'EMPLOYEE',
  },
};

const restaurant = (id: string, name: string, isLab = false): SelectableRestaurant => ({
  id,
  name,
  address: `${id} rue du Test`,
  isLab,
});

/** The demo chain, in the server's (creation) order, not the picker's. */
export const DEMO_RESTAURANTS: SelectableRestaurant[] = [
  restaurant('11', 'Le Bistrot du Port'),
  restaurant('12', 'La Table des Halles'),
  restaurant('13', 'Le Comptoir Lyonnais'),
  restaurant('14', 'Laboratoire Central', true),
];
export const LAB = DEMO_RESTAURANTS[3]!;

const forever = Number.POSITIVE_INFINITY;
const typed = (r: SelectableRestaurant) => ({ __typename: 'Restaurant' as const, ...r });

/** The graph's shape of preferences (typenames included), for mocks. */
export function graphPreferences(preferences: Preferences = DEFAULT_PREFERENCES) {
  return {
    __typename: 'Preferences' as const,
    notifications: { __typename: 'NotificationPreferences' as const, ...preferences.notifications },
    appearance: { __typename: 'AppearancePreferences' as const, ...preferences.appearance },
    security: { __typename: 'SecurityPreferences' as const, ...preferences.security },
  };
}

type BellItem = Bell_ListFragment['notifications'][number];

/** A notification as the graph answers it, typenames included (for the cache). */
export type MockNotification = Omit<BellItem, 'restaurant'> & {
  __typename: 'Notification';
  restaurant: { __typename: 'Restaurant'; id: string } | null;
};

/** The bell's list (its query's answer). */
export interface BellList {
  unread: number;
  notifications: MockNotification[];
}
export const NO_NOTIFICATIONS: BellList = { unread: 0, notifications: [] };

/** A critical reading's notification as the graph answers it, unread, five minutes old. */
export function bellNotification(
  id: string,
  fields: Partial<MockNotification> = {},
): MockNotification {
  return {
    __typename: 'Notification',
    id,
    kind: 'CRITICAL_READING',
    title: 'Température critique : Frigo de préparation',
    body: '9,5 °C relevés le 30/11/2026 à 09:12 par Marc Dubois (La Table des Halles).',
    link: '/hygiene/temperature',
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    restaurant: { __typename: 'Restaurant', id: '12' },
    ...fields,
  };
}

export function shellMocks(
  user: SessionUser,
  restaurants: SelectableRestaurant[],
  preferences: Preferences = DEFAULT_PREFERENCES,
  notifications: BellList = NO_NOTIFICATIONS,
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: MyPreferencesQuery },
      result: {
        data: {
          me: { __typename: 'User', id: user.id, preferences: graphPreferences(preferences) },
        },
      },
      maxUsageCount: forever,
    },
    {
      request: { query: SessionMeQuery },
      result: { data: { me: { __typename: 'User', ...user } } },
      maxUsageCount: forever,
    },
    {
      request: { query: SelectableRestaurantsQuery },
      result: { data: { restaurants: restaurants.map(typed) } },
      maxUsageCount: forever,
    },
    {
      request: { query: MyPermissionsQuery },
      result: {
        data: {
          me: {
            __typename: 'User',
            id: user.id,
            role: user.role,
            permissions: permissionsFor(user.role).map((p) => ({ __typename: 'Permission', ...p })),
          },
        },
      },
      maxUsageCount: forever,
    },
    {
      request: { query: NotificationsQuery },
      result: {
        data: { notifications: { __typename: 'NotificationList', ...notifications } },
      },
      maxUsageCount: forever,
    },
  ];
}

interface RenderAppOptions {
  path?: string;
  /** The history entry's state, as a page navigating to `path` would give it. */
  state?: unknown;
  /** The signed-in user; null for an anonymous visitor. */
  user?: SessionUser | null;
  restaurants?: SelectableRestaurant[];
  /** The id found under 'selectedRestaurant' in local storage at start-up. */
  storedRestaurantId?: string;
  /** The screen's own operations, after the shell's. */
  mocks?: MockLink.MockedResponse[];
  /**
   * The signed-in user's preferences (`me { preferences }`); default: those of
   * docs/areas/settings.md#preferences.
   */
  preferences?: Preferences;
  /** Links in front of the mocks (e.g. test/save-keys.ts, to see the headers a save sends). */
  links?: ApolloLink;
  /** The top bar's notifications (its bell): none by default. */
  notifications?: BellList;
}

/**
 * Apollo Client 4's MockLink answers each operation after a random 20 to 50 ms by default; the
 * shell alone waits on a few of them in turn before a screen asks for its own. A mock answers on
 * the next macrotask instead (still after the first render, so loading states are drawn), unless
 * it sets a `delay` of its own.
 */
const ANSWER_AT_ONCE: MockLink.DefaultOptions = { delay: 0 };

export function renderApp({
  path = '/',
  state,
  user = USERS.ADMIN,
  restaurants = DEMO_RESTAURANTS,
  storedRestaurantId,
  mocks = [],
  preferences,
  links,
  notifications,
}: RenderAppOptions = {}) {
  if (user) {
    localStorage.setItem('token', `token-${user.id}`);
    localStorage.setItem('user', JSON.stringify(user));
  }
  if (storedRestaurantId) localStorage.setItem('selectedRestaurant', storedRestaurantId);
  const allMocks = [
    ...(user ? shellMocks(user, restaurants, preferences, notifications) : []),
    ...mocks,
  ];
  const router = createMemoryRouter(routes, {
    initialEntries: [state === undefined ? path : { ...parsePath(path), state }],
  });
  const view = render(
    <TestStyles>
      <ThemeProvider theme={theme}>
        <MockedProvider
          cache={createCache()}
          mocks={allMocks}
          mockLinkDefaultOptions={ANSWER_AT_ONCE}
          {...(links && {
            link: links.concat(new MockLink(allMocks, { defaultOptions: ANSWER_AT_ONCE })),
          })}
        >
          <SessionProvider>
            <PreferencesProvider>
              <DateLocalization>
                <Suspense fallback={null}>
                  <RouterProvider router={router} />
                </Suspense>
              </DateLocalization>
            </PreferencesProvider>
          </SessionProvider>
        </MockedProvider>
      </ThemeProvider>
    </TestStyles>,
  );
  return { ...view, router, events: userEvent.setup() };
}

/** Waits for the shell (menu and top bar) of a signed-in user. */
export async function findShell() {
  return screen.findByRole('navigation', { name: 'Menu principal' }, { timeout: 5000 });
}

/** The restaurant picker's input, once the restaurant list has arrived. */
export async function findPicker() {
  await findShell();
  return screen.findByRole('combobox', { name: 'Restaurant' });
}
