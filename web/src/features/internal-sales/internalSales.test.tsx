import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { USERS, renderApp } from '../../test/renderApp.tsx';
import {
  AcknowledgePurchaseOrderMutation,
  InternalSaleListQuery,
} from '../purchase-orders/documents.ts';
import { orderRow, recordingMock } from '../purchase-orders/test-fixtures.ts';

// The area's chunk takes jsdom a few seconds to load the first time on a busy machine.
beforeAll(() => import('./pages.tsx'), 60_000);

const TABLE = { id: '12', name: 'La Table des Halles' };
const pending = () =>
  orderRow({
    id: '5',
    reference: 'BC-2026-00005',
    lab: true,
    status: 'SENT_PENDING',
    restaurant: TABLE,
    allowedTransitions: ['ACKNOWLEDGE', 'REFUSE', 'EXPEDITE'],
  });
const ROWS = [
  pending(),
  orderRow({
    id: '4',
    reference: 'BC-2026-00004',
    lab: true,
    status: 'RECEIVED',
    allowedTransitions: [],
  }),
];

function salesMock(seen: Record<string, unknown>[], rows = ROWS) {
  return recordingMock(InternalSaleListQuery, seen, (variables) => {
    const shown = variables.filter ? rows.slice(0, 1) : rows;
    return {
      internalSales: {
        __typename: 'PurchaseOrderPage',
        total: shown.length,
        limit: 25,
        offset: 0,
        data: shown,
      },
      everySale: { __typename: 'PurchaseOrderPage', total: rows.length },
    };
  });
}

const renderSales = (mocks: MockLink.MockedResponse[], restaurant = '14') =>
  renderApp({ path: '/internal-sales', storedRestaurantId: restaurant, mocks });

describe('internal sales', { timeout: 60_000 }, () => {
  it("says 'Cette fonctionnalité est réservée aux laboratoires' for a restaurant", async () => {
    const seen: Record<string, unknown>[] = [];
    renderSales([salesMock(seen)], '11');
    expect(
      await screen.findByText('Cette fonctionnalité est réservée aux laboratoires'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Ventes internes' })).toBeVisible();
    expect(seen).toEqual([]);
  });

  it("lists the laboratory's orders in its own words, with 'Voir' and 'Expédier'", async () => {
    const seen: Record<string, unknown>[] = [];
    const { events, router } = renderSales([salesMock(seen)]);
    const grid = await screen.findByRole('grid', { name: 'Ventes internes' });
    await within(grid).findByRole('link', { name: 'BC-2026-00005' });
    expect(seen[0]).toEqual({ labId: '14', limit: 25, offset: 0 });
    expect(grid).toHaveTextContent('La Table des Halles');
    expect(grid).toHaveTextContent('En attente');
    expect(grid).toHaveTextContent('Reçu par le restaurant');
    expect(grid).toHaveTextContent('12/03/2026');
    expect(grid).toHaveTextContent('245,50 €');
    expect(within(grid).getByRole('button', { name: 'Voir : BC-2026-00004' })).toBeEnabled();
    // A received order is no longer expedited, nor answered.
    expect(within(grid).queryByRole('button', { name: 'Expédier : BC-2026-00004' })).toBeNull();
    expect(within(grid).queryByRole('button', { name: 'Accepter : BC-2026-00004' })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Accepter : BC-2026-00005' })).toBeEnabled();
    expect(within(grid).getByRole('button', { name: 'Refuser : BC-2026-00005' })).toBeEnabled();
    await events.click(within(grid).getByRole('button', { name: 'Expédier : BC-2026-00005' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders/5/expedite'));
  });

  it('accepts a pending order from the list', async () => {
    const { events } = renderSales([
      salesMock([]),
      {
        request: { query: AcknowledgePurchaseOrderMutation, variables: { id: '5' } },
        result: {
          data: {
            acknowledgePurchaseOrder: {
              ...pending(),
              status: 'ACKNOWLEDGED_SUPPLIER',
              allowedTransitions: ['EXPEDITE'],
            },
          },
        },
      },
    ]);
    const grid = await screen.findByRole('grid', { name: 'Ventes internes' });
    await events.click(
      await within(grid).findByRole('button', { name: 'Accepter : BC-2026-00005' }),
    );
    expect(await screen.findByText('Commande acceptée')).toBeInTheDocument();
    await waitFor(() => expect(grid).toHaveTextContent('Accepté par mail'));
    expect(within(grid).queryByRole('button', { name: 'Accepter : BC-2026-00005' })).toBeNull();
    expect(within(grid).getByRole('button', { name: 'Expédier : BC-2026-00005' })).toBeEnabled();
  });

  it("filters by status and by ordering restaurant, with the count 'x sur y'", async () => {
    const seen: Record<string, unknown>[] = [];
    const { events } = renderSales([salesMock(seen)]);
    await screen.findByRole('link', { name: 'BC-2026-00005' });
    await events.click(screen.getByRole('combobox', { name: 'Statut' }));
    const options = await screen.findAllByRole('option');
    // Drafts and cancelled orders never reach the laboratory.
    expect(options.map((o) => o.textContent)).toEqual([
      'Tous les statuts',
      'En attente',
      'Accepté par mail',
      'Refusé par fournisseur',
      'Expédié',
      'Partiellement reçu',
      'Reçu par le restaurant',
    ]);
    await events.click(screen.getByRole('option', { name: 'En attente' }));
    expect(await screen.findByText('1 sur 2')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ filter: { status: 'SENT_PENDING' } });

    await events.click(screen.getByRole('combobox', { name: 'Restaurant émetteur' }));
    // The laboratory does not order from itself.
    expect(screen.queryByRole('option', { name: 'Laboratoire Central' })).toBeNull();
    await events.click(await screen.findByRole('option', { name: 'La Table des Halles' }));
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({
        filter: { status: 'SENT_PENDING', restaurantId: '12' },
      }),
    );
  });

  it("says 'Aucune vente interne' when the laboratory received none", async () => {
    renderSales([salesMock([], [])]);
    expect(await screen.findByText('Aucune vente interne')).toBeInTheDocument();
  });

  it('shows a MANAGER of the laboratory the same list', async () => {
    renderApp({
      path: '/internal-sales',
      storedRestaurantId: '14',
      user: USERS.MANAGER,
      mocks: [salesMock([])],
    });
    expect(await screen.findByRole('link', { name: 'BC-2026-00005' })).toBeInTheDocument();
  });
});
