import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router-dom';
import { SessionProvider, useSession } from '../../app/session.tsx';
import { theme } from '../../app/theme.ts';
import { readSession, saveSession } from '../../lib/storage.ts';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, shellMocks, USERS } from '../../test/renderApp.tsx';
import { recordSaveKeys } from '../../test/save-keys.ts';
import { KIOSK_TOKEN_KEY } from '../kiosk/storage.ts';
import {
  CreateKioskDeviceMutation,
  RestaurantKioskDevicesQuery,
  RevokeKioskDeviceMutation,
} from './kiosk-documents.ts';
import { KioskDevicesButton } from './KioskDevices.tsx';

/** The app's guard as it reads the real session: signed out on a protected page, go to /login. */
function RequireSession({ children }: { children: ReactNode }) {
  return useSession().status === 'anonymous' ? <Navigate to="/login" replace /> : children;
}
let router: ReturnType<typeof createMemoryRouter> | undefined;
const MANAGER = USERS.MANAGER;

const device = (fields: Record<string, unknown> & { id: string; label: string }) => ({
  __typename: 'KioskDevice' as const,
  createdAt: '2026-11-20T08:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
  ...fields,
});
const COMPTOIR = device({
  id: '1',
  label: 'Tablette du comptoir',
  lastUsedAt: '2026-11-25T07:30:00.000Z',
});
const ANCIENNE = device({
  id: '2',
  label: 'Ancienne tablette',
  revokedAt: '2026-11-21T09:00:00.000Z',
});
const list = (devices: ReturnType<typeof device>[]): MockLink.MockedResponse => ({
  request: { query: RestaurantKioskDevicesQuery, variables: { restaurantId: '11' } },
  result: { data: { restaurant: { __typename: 'Restaurant', id: '11', kioskDevices: devices } } },
});
const NEW_TOKEN = 'kd_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const created: MockLink.MockedResponse = {
  request: {
    query: CreateKioskDeviceMutation,
    variables: { restaurantId: '11', label: 'Tablette de la salle' },
  },
  result: {
    data: {
      createKioskDevice: {
        __typename: 'KioskDeviceToken',
        token: NEW_TOKEN,
        device: device({ id: '3', label: 'Tablette de la salle' }),
      },
    },
  },
};

/** `links`: in front of the mocks (test/save-keys.ts). */
function renderButton(mocks: MockLink.MockedResponse[], links?: ApolloLink) {
  const events = userEvent.setup();
  saveSession('token-du-manager', MANAGER);
  // A data router, as the app's: its navigations complete after the click's handler returns.
  const appRouter = createMemoryRouter(
    [
      {
        path: '/badgeuse',
        element: (
          <RequireSession>
            <KioskDevicesButton restaurantId="11" restaurantName="La Table des Halles" />
          </RequireSession>
        ),
      },
      { path: '/kiosque', element: <p>Page de la badgeuse</p> },
      { path: '/login', element: <p>Page de connexion</p> },
    ],
    { initialEntries: ['/badgeuse'] },
  );
  router = appRouter;
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        {...(links
          ? {
              link: links.concat(
                new MockLink([...shellMocks(MANAGER, DEMO_RESTAURANTS), ...mocks]),
              ),
            }
          : { mocks: [...shellMocks(MANAGER, DEMO_RESTAURANTS), ...mocks] })}
      >
        <SessionProvider>
          <RouterProvider router={appRouter} />
        </SessionProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

async function openDialog(events: ReturnType<typeof userEvent.setup>) {
  await events.click(screen.getByRole('button', { name: 'Badgeuses' }));
  return screen.findByRole('dialog', { name: 'Badgeuses du restaurant' });
}

describe('the restaurant’s kiosk devices', () => {
  it('lists the devices: label, created, last used, revoked', async () => {
    const events = renderButton([list([COMPTOIR, ANCIENNE])]);
    const dialog = await openDialog(events);
    const devices = await within(dialog).findByRole('list', { name: 'Badgeuses du restaurant' });
    const items = within(devices).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Tablette du comptoir');
    expect(items[0]).toHaveTextContent('Autorisée le 20/11/2026');
    expect(items[0]).toHaveTextContent('Dernière utilisation le 25/11/2026');
    expect(items[1]).toHaveTextContent('Jamais utilisée');
    expect(items[1]).toHaveTextContent('Révoquée le 21/11/2026');
    expect(
      within(items[0]!).getByRole('button', { name: 'Révoquer Tablette du comptoir' }),
    ).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('authorises a tablet and opens the kiosk here: token stored, user signed out', async () => {
    const events = renderButton([
      list([]),
      created,
      list([device({ id: '3', label: 'Tablette de la salle' })]),
      // Signing out empties the cache while the dialog is still open: its list asks again.
      list([device({ id: '3', label: 'Tablette de la salle' })]),
    ]);
    const dialog = await openDialog(events);
    expect(
      await within(dialog).findByText('Aucune badgeuse autorisée pour ce restaurant.'),
    ).toBeInTheDocument();
    await events.click(within(dialog).getByRole('button', { name: 'Autoriser cette tablette' }));
    expect(within(dialog).getByText('Le nom de la tablette est requis')).toBeInTheDocument();
    await fill(events, within(dialog).getByLabelText('Nom de la tablette'), 'Tablette de la salle');
    await events.click(within(dialog).getByRole('button', { name: 'Autoriser cette tablette' }));
    expect(
      await within(dialog).findByText('Tablette « Tablette de la salle » autorisée.'),
    ).toBeInTheDocument();
    // The next step is in view and focused, and says what it does and for which restaurant.
    const openHere = within(dialog).getByRole('button', {
      name: 'Ouvrir la badgeuse sur cet appareil',
    });
    expect(openHere).toHaveFocus();
    expect(openHere).toHaveAccessibleDescription(
      'Cet appareil affiche alors la badgeuse de «\u00a0La Table des Halles\u00a0» (page /kiosque)\u00a0: les employés du restaurant y badgent avec leur code PIN. Vous serez déconnecté de cet appareil\u00a0: aucune session ne reste ouverte sur la tablette.',
    );

    await events.click(within(dialog).getByRole('button', { name: 'Afficher le jeton' }));
    expect(within(dialog).getByLabelText('Jeton de la badgeuse')).toHaveValue(NEW_TOKEN);

    await events.click(openHere);
    expect(await screen.findByText('Page de la badgeuse')).toBeInTheDocument();
    expect(localStorage.getItem(KIOSK_TOKEN_KEY)).toBe(NEW_TOKEN);
    expect(readSession()).toBeNull();
    // Signed out while still on /badgeuse, its guard would send the tablet to /login instead.
    await waitFor(() => expect(router?.state.location.pathname).toBe('/kiosque'));
    expect(screen.queryByText('Page de connexion')).not.toBeInTheDocument();
  });

  it('authorises a tablet without an idempotency key, which the api does not take there', async () => {
    // Sent one, the graph would call a timed-out authorisation safe to retry: it is not.
    const { link, keys } = recordSaveKeys('CreateKioskDevice');
    const events = renderButton(
      [list([]), created, list([device({ id: '3', label: 'Tablette de la salle' })])],
      link,
    );
    const dialog = await openDialog(events);
    await fill(events, within(dialog).getByLabelText('Nom de la tablette'), 'Tablette de la salle');
    await events.click(within(dialog).getByRole('button', { name: 'Autoriser cette tablette' }));
    expect(
      await within(dialog).findByText('Tablette « Tablette de la salle » autorisée.'),
    ).toBeInTheDocument();
    expect(keys).toEqual([undefined]);
  });

  it('revokes a device after confirmation, and shows a refusal', async () => {
    const events = renderButton([
      list([COMPTOIR]),
      {
        request: { query: RevokeKioskDeviceMutation, variables: { id: '1' } },
        result: {
          errors: [new GraphQLError('Badgeuse introuvable', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
      {
        request: { query: RevokeKioskDeviceMutation, variables: { id: '1' } },
        result: {
          data: { revokeKioskDevice: { ...COMPTOIR, revokedAt: '2026-11-26T10:00:00.000Z' } },
        },
      },
    ]);
    const dialog = await openDialog(events);
    await events.click(
      await within(dialog).findByRole('button', { name: 'Révoquer Tablette du comptoir' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Révoquer la badgeuse' });
    expect(confirm).toHaveTextContent('Révoquer « Tablette du comptoir » ?');
    await events.click(within(confirm).getByRole('button', { name: 'Révoquer' }));
    expect(await within(confirm).findByText('Badgeuse introuvable')).toBeInTheDocument();
    await events.click(within(confirm).getByRole('button', { name: 'Révoquer' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Révoquer la badgeuse' }),
      ).not.toBeInTheDocument(),
    );
    expect(await within(dialog).findByText(/Révoquée le 26\/11\/2026/)).toBeInTheDocument();
  });
});
