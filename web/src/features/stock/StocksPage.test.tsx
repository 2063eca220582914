import { beforeAll, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  DEMO_RESTAURANTS,
  findShell,
  renderApp,
  shellMocks,
  USERS,
} from '../../test/renderApp.tsx';
import { NothingSelected } from '../../test/selection.tsx';
import { StockAlertsQuery, StockListQuery, StockSummaryQuery } from './documents.ts';

const forever = Number.POSITIVE_INFINITY;
const RESTAURANT = '11';

export const level = (
  id: string,
  name: string,
  fields: {
    currentStock: number;
    baseUnit: 'G' | 'ML' | 'PIECE';
    display: [number, string];
    status: 'OUT_OF_STOCK' | 'LOW' | 'IN_STOCK';
    value?: number | null;
  },
) => ({
  __typename: 'StockLevel' as const,
  currentStock: fields.currentStock,
  baseUnit: fields.baseUnit,
  display: {
    __typename: 'DisplayQuantity' as const,
    value: fields.display[0],
    unit: fields.display[1],
  },
  status: fields.status,
  value: fields.value ?? null,
  updatedAt: '2026-11-20T09:00:00.000Z',
  product: { __typename: 'Product' as const, id, name, photoUrl: null },
});

const FARINE = level('1', 'Farine T55', {
  currentStock: 12500,
  baseUnit: 'G',
  display: [12.5, 'kg'],
  status: 'IN_STOCK',
  value: 11.25,
});
const CREME = level('2', 'Crème liquide', {
  currentStock: 750,
  baseUnit: 'ML',
  display: [75, 'cL'],
  status: 'IN_STOCK',
});
const CITRON = level('3', 'Citron', {
  currentStock: 3,
  baseUnit: 'PIECE',
  display: [3, 'pièce'],
  status: 'LOW',
  value: 0.9,
});
const BEURRE = level('4', 'Beurre doux', {
  currentStock: 0,
  baseUnit: 'G',
  display: [0, 'g'],
  status: 'OUT_OF_STOCK',
  value: 0,
});

const listMock = (
  levels: ReturnType<typeof level>[],
  extra: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: {
    query: StockListQuery,
    variables: { restaurantId: RESTAURANT, limit: 25, offset: 0, ...extra },
  },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: RESTAURANT,
        stocks: {
          __typename: 'StockLevelPage',
          total: levels.length,
          limit: 25,
          offset: 0,
          data: levels,
        },
      },
    },
  },
  maxUsageCount: forever,
});

const summaryMock = (unvaluedCount = 1): MockLink.MockedResponse => ({
  request: { query: StockSummaryQuery, variables: { restaurantId: RESTAURANT } },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: RESTAURANT,
        stockSummary: {
          __typename: 'StockSummary',
          productCount: 4,
          outOfStockCount: 1,
          lowCount: 1,
          inStockCount: 2,
          totalValue: 1234.5,
          unvaluedCount,
        },
      },
    },
  },
  maxUsageCount: forever,
});

const alertsMock = (
  threshold: number,
  levels: ReturnType<typeof level>[],
): MockLink.MockedResponse => ({
  request: { query: StockAlertsQuery, variables: { restaurantId: RESTAURANT, threshold } },
  result: {
    data: { restaurant: { __typename: 'Restaurant', id: RESTAURANT, stockAlerts: levels } },
  },
  maxUsageCount: forever,
});

const MOCKS = [
  listMock([BEURRE, CITRON, CREME, FARINE]),
  summaryMock(),
  alertsMock(10, [BEURRE, CITRON]),
];

// The DataGrid's chunk takes jsdom a few seconds the first time.
beforeAll(() => import('./StockTable.tsx'), 60_000);
const SLOW = 60_000;
// The shell, then the DataGrid, render slowly under a busy jsdom: every wait gets 10 s.

const rowOf = async (name: string) => {
  const grid = await screen.findByRole('grid', { name: 'Stock du restaurant' });
  return (await within(grid).findByText(name)).closest<HTMLElement>('[role="row"]')!;
};

describe('/stocks', () => {
  it(
    'lists the stock in display units with French numbers, status badges, value and a Détails link',
    async () => {
      renderApp({ path: '/stocks', storedRestaurantId: RESTAURANT, mocks: MOCKS });
      await findShell();
      expect(await screen.findByRole('heading', { name: 'Stocks' })).toBeInTheDocument();

      const farine = await rowOf('Farine T55');
      expect(farine).toHaveTextContent('12,5 kg');
      expect(farine).toHaveTextContent('En stock');
      expect(farine).toHaveTextContent('11,25 €');
      expect(within(farine).getByRole('link', { name: /Détails/ })).toHaveAttribute(
        'href',
        '/stocks/product/1',
      );
      const creme = await rowOf('Crème liquide');
      expect(creme).toHaveTextContent('75 cL');
      expect(creme).toHaveTextContent('Non chiffré');
      const citron = await rowOf('Citron');
      expect(citron).toHaveTextContent('3 pièces');
      expect(citron).toHaveTextContent('Stock faible');
      const beurre = await rowOf('Beurre doux');
      expect(beurre).toHaveTextContent('0 g');
      expect(within(beurre).getByText('Rupture').closest('[data-status]')).toHaveAttribute(
        'data-status',
        'OUT_OF_STOCK',
      );
    },
    SLOW,
  );

  it(
    'sums the stock up, says a product is not valued, and lists the alerts at the default threshold of 10',
    async () => {
      renderApp({ path: '/stocks', storedRestaurantId: RESTAURANT, mocks: MOCKS });
      const summary = await screen.findByRole('region', { name: 'Résumé du stock' });
      await waitFor(() => expect(summary).toHaveTextContent('1 234,50 €'));
      expect(summary).toHaveTextContent('Rupture1');
      expect(summary).toHaveTextContent('Stock faible1');
      expect(summary).toHaveTextContent('En stock2');
      expect(summary).toHaveTextContent('1 produit en stock n’a pas de coût');

      const alerts = screen.getByRole('region', { name: 'Alertes de stock' });
      expect(within(alerts).getByRole('textbox', { name: 'Seuil' })).toHaveValue('10');
      await waitFor(() => expect(alerts).toHaveTextContent('2 produits'));
      expect(within(alerts).getByRole('link', { name: 'Beurre doux' })).toHaveAttribute(
        'href',
        '/stocks/product/4',
      );
      expect(within(alerts).queryByRole('link', { name: 'Farine T55' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'asks the alerts again at the threshold typed, with a decimal comma',
    async () => {
      const { events } = renderApp({
        path: '/stocks',
        storedRestaurantId: RESTAURANT,
        mocks: [...MOCKS, alertsMock(2.5, [BEURRE])],
      });
      const alerts = await screen.findByRole('region', { name: 'Alertes de stock' });
      await waitFor(() => expect(alerts).toHaveTextContent('2 produits'));
      const threshold = within(alerts).getByRole('textbox', { name: 'Seuil' });
      await events.clear(threshold);
      await events.type(threshold, '2,5');
      await waitFor(() => expect(alerts).toHaveTextContent('1 produit'));
      expect(within(alerts).queryByRole('link', { name: 'Citron' })).not.toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'searches by product name and filters by status, both kept in the address',
    async () => {
      const { events, router } = renderApp({
        path: '/stocks',
        storedRestaurantId: RESTAURANT,
        mocks: [
          ...MOCKS,
          listMock([CREME], { filter: { search: 'crè' } }),
          listMock([], { filter: { search: 'crè', status: 'OUT_OF_STOCK' } }),
        ],
      });
      await rowOf('Farine T55');
      // The field shows once the first page is in (the grid's skeleton comes before). Pasted, one
      // change: keys a loaded machine spaces past the filter's pause would each ask the server,
      // for searches this mocked graph does not answer.
      await events.click(await screen.findByRole('textbox', { name: 'Rechercher un produit' }));
      await events.paste('crè');
      await waitFor(() => expect(router.state.location.search).toBe('?search=cr%C3%A8'));
      await waitFor(() => expect(screen.queryByText('Farine T55')).not.toBeInTheDocument(), {
        timeout: 10_000,
      });
      expect(await rowOf('Crème liquide')).toBeInTheDocument();

      await events.click(screen.getByRole('combobox', { name: 'État' }));
      await events.click(await screen.findByRole('option', { name: 'Rupture' }));
      expect(
        await screen.findByText(
          'Aucun produit ne correspond à la recherche',
          {},
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
      expect(router.state.location.search).toContain('status=OUT_OF_STOCK');
    },
    SLOW,
  );

  it('asks to select a restaurant when none is', async () => {
    const { StocksPage } = await import('./StocksPage.tsx');
    render(
      <MockedProvider mocks={shellMocks(USERS.ADMIN, DEMO_RESTAURANTS)}>
        <MemoryRouter>
          <NothingSelected>
            <StocksPage />
          </NothingSelected>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByText('Veuillez sélectionner un restaurant...')).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
