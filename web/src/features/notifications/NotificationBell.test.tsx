import { useMemo, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { ThemeProvider } from '@mui/material/styles';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { theme } from '../../app/theme.ts';
import { createCache } from '../../lib/apollo.ts';
import { SelectionContext, type RestaurantSelection } from '../../lib/restaurant-selection.tsx';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import {
  DEMO_RESTAURANTS,
  NO_NOTIFICATIONS,
  bellNotification,
  type BellList,
} from '../../test/renderApp.tsx';
import { PHONE_WIDTH, stubScreenWidth } from '../../test/screen-width.ts';
import { keepStyles, TestStyles } from '../../test/styles.tsx';
import { MarkNotificationsReadMutation, NotificationsQuery } from './documents.ts';
import { NotificationBell } from './NotificationBell.tsx';
import { notificationMessages as t } from './messages.ts';

afterEach(() => vi.unstubAllGlobals());

const listed = (list: BellList) => ({
  data: { notifications: { __typename: 'NotificationList' as const, ...list } },
});
const read = (id: string) => bellNotification(id, { readAt: new Date().toISOString() });

/** The bell's query answering `lists` in turn, one per fetch. */
const fetches = (...lists: BellList[]): MockLink.MockedResponse[] =>
  lists.map((list) => ({ request: { query: NotificationsQuery }, result: listed(list) }));

const marks = (
  variables: { ids?: string[]; all?: boolean },
  answer: BellList,
): MockLink.MockedResponse => ({
  request: { query: MarkNotificationsReadMutation, variables },
  result: {
    data: { markNotificationsRead: { __typename: 'NotificationList' as const, ...answer } },
  },
});

/** La Table des Halles selected; `follow` is what the picker is asked to follow. */
function Selection({ follow, children }: { follow: (id: string) => void; children: ReactNode }) {
  const value = useMemo<RestaurantSelection>(
    () => ({
      restaurant: DEMO_RESTAURANTS[1]!,
      restaurants: DEMO_RESTAURANTS,
      loading: false,
      loadFailed: false,
      select: () => {},
      follow,
      guardSelection: () => {},
      replace: () => {},
      add: () => {},
      newRestaurantPath: null,
    }),
    [follow],
  );
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>;
}

function renderBell(mocks: MockLink.MockedResponse[], path = '/') {
  const follow = vi.fn<(id: string) => void>();
  const router = createMemoryRouter([{ path: '*', element: <NotificationBell /> }], {
    initialEntries: [path],
  });
  render(
    <TestStyles>
      <ThemeProvider theme={theme}>
        <MockedProvider cache={createCache()} mocks={mocks} mockLinkDefaultOptions={{ delay: 0 }}>
          <Selection follow={follow}>
            <RouterProvider router={router} />
          </Selection>
        </MockedProvider>
      </ThemeProvider>
    </TestStyles>,
  );
  return { router, follow, events: userEvent.setup() };
}

// Found under the open list too, where the modal hides the rest of the page from assistive tools.
const bell = (name: string) => screen.findByRole('button', { name, hidden: true });
const openList = async (events: ReturnType<typeof userEvent.setup>, name: string) => {
  await events.click(await bell(name));
  return screen.findByRole('dialog', { name: t.title });
};

/** Made per test: the notifications are five minutes old when it starts. */
const twoUnread = (): BellList => ({
  unread: 2,
  notifications: [
    bellNotification('3'),
    bellNotification('2', {
      title: 'Température critique : Chambre froide',
      body: '7 °C relevés le 30/11/2026 à 08:40 par Emma Petit (Le Comptoir Lyonnais).',
      restaurant: { __typename: 'Restaurant', id: '13' },
    }),
    read('1'),
  ],
});

describe('the notification bell', () => {
  it.each([
    [0, 'Notifications'],
    [1, 'Notifications (1 non lue)'],
    [2, 'Notifications (2 non lues)'],
  ])('says %i unread in its name and on its badge', async (unread, name) => {
    const list = { ...twoUnread(), unread };
    renderBell(fetches(list));
    const button = await bell(name);
    if (unread === 0) {
      expect(button.querySelector('.MuiBadge-invisible')).not.toBeNull();
    } else {
      expect(button.querySelector('.MuiBadge-badge')).toHaveTextContent(String(unread));
      expect(button.querySelector('.MuiBadge-invisible')).toBeNull();
    }
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the latest, newest first, the unread ones marked, each a link to its screen', async () => {
    const { events } = renderBell(fetches(twoUnread()));
    const dialog = await openList(events, 'Notifications (2 non lues)');
    expect(await bell('Notifications (2 non lues)')).toHaveAttribute('aria-expanded', 'true');
    const links = within(dialog).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/hygiene/temperature');
    expect(links.map((link) => within(link).queryByText(t.unread) !== null)).toEqual([
      true,
      true,
      false,
    ]);
    const first = links[0]!;
    expect(within(first).getByText('Température critique : Frigo de préparation')).toBeVisible();
    expect(
      within(first).getByText(
        '9,5 °C relevés le 30/11/2026 à 09:12 par Marc Dubois (La Table des Halles).',
      ),
    ).toBeVisible();
    expect(within(first).getByText('il y a 5 min')).toHaveAttribute('datetime');
    expect(within(dialog).getByRole('button', { name: t.markAllRead })).toBeEnabled();
  });

  it('marks one read as it is followed, and the picker follows it to its restaurant', async () => {
    const { events, router, follow } = renderBell([
      ...fetches(twoUnread()),
      marks(
        { ids: ['2'] },
        { unread: 1, notifications: [bellNotification('3'), read('2'), read('1')] },
      ),
      // The navigation reads the count again.
      ...fetches({ unread: 1, notifications: [bellNotification('3'), read('2'), read('1')] }),
    ]);
    const dialog = await openList(events, 'Notifications (2 non lues)');
    await events.click(
      within(dialog).getByRole('link', { name: /Température critique : Chambre froide/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/hygiene/temperature'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await bell('Notifications (1 non lue)')).toBeInTheDocument();
    // Le Comptoir Lyonnais, while La Table des Halles was selected.
    expect(follow).toHaveBeenCalledWith('13');
  });

  it('marks nothing when the one followed is already read', async () => {
    // No mutation is mocked: one sent would fail the test with an unmatched request's error.
    const { events, router } = renderBell([...fetches(twoUnread(), twoUnread())]);
    const dialog = await openList(events, 'Notifications (2 non lues)');
    await events.click(within(dialog).getAllByRole('link')[2]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/hygiene/temperature'));
    // Time for a write's answer (or refusal) to come back, had one been sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(t.markFailed)).toBeNull();
    expect(await bell('Notifications (2 non lues)')).toBeInTheDocument();
  });

  it("marks all read with 'Tout marquer comme lu', which is then disabled", async () => {
    const allRead = { unread: 0, notifications: [read('3'), read('2'), read('1')] };
    const { events } = renderBell([...fetches(twoUnread()), marks({ all: true }, allRead)]);
    const dialog = await openList(events, 'Notifications (2 non lues)');
    await events.click(within(dialog).getByRole('button', { name: t.markAllRead }));
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: t.markAllRead })).toBeDisabled(),
    );
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(within(dialog).queryByText(t.unread)).toBeNull();
    expect(within(dialog).getAllByRole('link')).toHaveLength(3);
  });

  it("says 'Aucune notification' when there is none", async () => {
    const { events } = renderBell(fetches(NO_NOTIFICATIONS));
    const dialog = await openList(events, 'Notifications');
    expect(within(dialog).getByText(t.empty)).toBeVisible();
    expect(within(dialog).queryByRole('list')).toBeNull();
    expect(within(dialog).getByRole('button', { name: t.markAllRead })).toBeDisabled();
  });

  it('reads the count again when the window regains focus and on each navigation', async () => {
    const one = { unread: 1, notifications: [bellNotification('1')] };
    const two = { unread: 2, notifications: [bellNotification('2'), bellNotification('1')] };
    const { router } = renderBell(fetches(NO_NOTIFICATIONS, one, two));
    await bell('Notifications');
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await bell('Notifications (1 non lue)')).toBeInTheDocument();
    await act(async () => {
      await router.navigate('/planning');
    });
    expect(await bell('Notifications (2 non lues)')).toBeInTheDocument();
  });

  it('opens and closes from the keyboard, giving the focus back to the bell', async () => {
    const { events } = renderBell(fetches(twoUnread()));
    const button = await bell('Notifications (2 non lues)');
    await events.tab();
    expect(button).toHaveFocus();
    await events.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t.title });
    await events.tab();
    expect(within(dialog).getByRole('button', { name: t.markAllRead })).toHaveFocus();
    await events.tab();
    expect(within(dialog).getAllByRole('link')[0]).toHaveFocus();
    await events.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('takes the whole width on a phone, and a column of its own on a desktop', async () => {
    keepStyles(); // the list's width
    stubScreenWidth(PHONE_WIDTH);
    const { events } = renderBell(fetches(twoUnread()));
    expect(await openList(events, 'Notifications (2 non lues)')).toHaveStyle({ width: '100%' });
  });

  it('keeps to a column on a desktop', async () => {
    keepStyles();
    stubScreenWidth(1440);
    const { events } = renderBell(fetches(twoUnread()));
    expect(await openList(events, 'Notifications (2 non lues)')).toHaveStyle({ width: '380px' });
  });
});
