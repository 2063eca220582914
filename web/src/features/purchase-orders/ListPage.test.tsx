import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { USERS, renderApp } from '../../test/renderApp.tsx';
import { PHONE_WIDTH, stubScreenWidth } from '../../test/screen-width.ts';
import { PurchaseOrderListQuery } from './documents.ts';
import { LIST_ROWS as ROWS, listMock, recordingMock, suppliersMock } from './test-fixtures.ts';

// The area's chunk takes jsdom a few seconds to load the first time on a busy machine.
beforeAll(() => import('./pages.tsx'), 60_000);
afterEach(() => vi.unstubAllGlobals());

// The order's page is DetailPage.test.tsx.

const renderList = (mocks: MockLink.MockedResponse[], user = USERS.ADMIN) =>
  renderApp({ path: '/purchase-orders', storedRestaurantId: '11', user, mocks });

describe('orders issued', { timeout: 60_000 }, () => {
  it('lists the restaurant’s orders with their columns, newest first', async () => {
    const seen: Record<string, unknown>[] = [];
    renderList([listMock(seen), suppliersMock]);
    expect(await screen.findByRole('heading', { name: 'Bons de commande émis' })).toBeVisible();
    const grid = await screen.findByRole('grid', { name: 'Bons de commande émis' });
    await within(grid).findByRole('link', { name: 'BC-2026-00002' });
    expect(within(grid).getByRole('link', { name: 'BC-2026-00002' })).toHaveAttribute(
      'href',
      '/purchase-orders/1',
    );
    expect(grid).toHaveTextContent('Primeurs Dupont');
    expect(grid).toHaveTextContent('Laboratoire Central');
    expect(within(grid).getByLabelText('Laboratoire')).toBeInTheDocument();
    expect(grid).toHaveTextContent('12/03/2026');
    expect(grid).toHaveTextContent('245,50 €');
    expect(grid).toHaveTextContent('Commandé/Envoyé');
    expect(grid).toHaveTextContent('Reçu');
    expect(seen[0]).toEqual({ restaurantId: '11', limit: 25, offset: 0 });
    // Unfiltered, no count.
    expect(screen.queryByText('2 sur 2')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nouveau bon de commande' })).toBeEnabled(),
    );
    expect(screen.queryByText('Lecture seule')).toBeNull();
  });

  it("filters by status, supplier or laboratory and search on the server, counts 'x sur y', resets", async () => {
    const seen: Record<string, unknown>[] = [];
    const { events, router } = renderList([listMock(seen), suppliersMock]);
    await screen.findByRole('link', { name: 'BC-2026-00002' });

    await events.click(screen.getByRole('combobox', { name: 'Statut' }));
    await events.click(await screen.findByRole('option', { name: 'Reçu' }));
    expect(await screen.findByText('1 sur 2')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ filter: { status: 'RECEIVED' } });

    await events.click(screen.getByRole('combobox', { name: 'Fournisseur ou laboratoire' }));
    const lab = await screen.findByRole('option', { name: /Laboratoire Central/ });
    expect(within(lab).getByText('Labo')).toBeInTheDocument();
    await events.click(lab);
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        filter: { status: 'RECEIVED', supplierId: '14', supplierKind: 'LABORATORY' },
      }),
    );

    await events.click(
      screen.getByRole('textbox', {
        name: 'Rechercher une référence, un fournisseur ou un laboratoire',
      }),
    );
    await events.paste('00001');
    await waitFor(() => expect(seen.at(-1)).toMatchObject({ filter: { search: '00001' } }));
    expect(router.state.location.search).toContain('status=RECEIVED');

    await events.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByText('1 sur 2')).toBeNull());
    expect(seen.at(-1)).toEqual({ restaurantId: '11', limit: 25, offset: 0 });
  });

  it("says 'Aucun bon de commande trouvé' with a button creating the first one", async () => {
    const { events, router } = renderList([listMock([], []), suppliersMock]);
    expect(await screen.findByText('Aucun bon de commande trouvé')).toBeInTheDocument();
    await events.click(
      await screen.findByRole('button', { name: 'Créer le premier bon de commande' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders/new'));
  });

  it("says 'Aucun bon de commande ne correspond aux filtres' when a filter finds none", async () => {
    const seen: Record<string, unknown>[] = [];
    const { events } = renderList([
      recordingMock(PurchaseOrderListQuery, seen, (variables) => ({
        purchaseOrders: {
          __typename: 'PurchaseOrderPage',
          total: variables.filter ? 0 : 2,
          limit: 25,
          offset: 0,
          data: variables.filter ? [] : ROWS,
        },
        everyOrder: { __typename: 'PurchaseOrderPage', total: 2 },
      })),
      suppliersMock,
    ]);
    await screen.findByRole('link', { name: 'BC-2026-00002' });
    await events.click(screen.getByRole('combobox', { name: 'Statut' }));
    await events.click(await screen.findByRole('option', { name: 'Annulé' }));
    expect(
      await screen.findByText('Aucun bon de commande ne correspond aux filtres'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 sur 2')).toBeInTheDocument();
  });

  it('shows five skeleton rows while the orders load', async () => {
    renderList([listMock([], ROWS, 2000), suppliersMock]);
    await waitFor(() => expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5));
  });

  it("shows 'Lecture seule' and a disabled create button with its tooltip to an EMPLOYEE", async () => {
    const { events } = renderList([listMock([]), suppliersMock], USERS.EMPLOYEE);
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Nouveau bon de commande' });
    expect(button).toBeDisabled();
    await events.hover(button.parentElement!);
    expect(
      await screen.findByText("Vous n'avez pas les permissions pour créer des bons de commande"),
    ).toBeInTheDocument();
  });

  it('shows a card per order on a phone', async () => {
    stubScreenWidth(PHONE_WIDTH);
    renderList([listMock([]), suppliersMock]);
    const cards = await screen.findByRole('list', { name: 'Bons de commande émis' });
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('BC-2026-00002');
    expect(items[0]).toHaveTextContent('Montant HT : 245,50 €');
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
