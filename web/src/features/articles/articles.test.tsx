import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fill } from '../../test/fill.ts';
import { USERS, renderApp } from '../../test/renderApp.tsx';
import {
  CatalogueCreateArticleMutation,
  CatalogueProductOptionsQuery,
  CatalogueProductUnitsQuery,
  CatalogueRestaurantOptionsQuery,
  CatalogueSupplierOptionsQuery,
} from '../catalogue/documents.ts';
import { ArticleDetailQuery, ArticleFormQuery, ArticlePageQuery } from './documents.ts';

const forever = Number.POSITIVE_INFINITY;

// The area's chunk takes jsdom a few seconds to load the first time on a busy machine.
beforeAll(() => import('./pages.tsx'), 60_000);

const row = (id: string, name: string, lab = false) => ({
  __typename: 'Article' as const,
  id,
  name,
  price: 9.8,
  vat: 'VAT_5_5' as const,
  product: { __typename: 'Product' as const, id: `p${id}`, name: `Produit ${id}`, photoUrl: null },
  supplier: lab
    ? {
        __typename: 'Laboratory' as const,
        id: '14',
        kind: 'LABORATORY' as const,
        name: 'Laboratoire Central',
      }
    : {
        __typename: 'ExternalSupplier' as const,
        id: '3',
        kind: 'EXTERNAL' as const,
        name: 'Primeurs Dupont',
      },
});

/** The list's page for any variables, recording them; `total` of `all` match the filter. */
function pageMock(
  seen: Record<string, unknown>[],
  rows = [row('1', 'Batavia colis'), row('2', 'Fond brun', true)],
  all = 158,
): MockLink.MockedResponse {
  return {
    request: { query: ArticlePageQuery, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen.push(variables);
      const filtered = variables.filter !== undefined;
      return {
        data: {
          articles: {
            __typename: 'ArticlePage',
            total: filtered ? 1 : all,
            limit: 25,
            offset: 0,
            data: filtered ? rows.slice(0, 1) : rows,
          },
          everyArticle: { __typename: 'ArticlePage', total: all },
        },
      };
    },
    maxUsageCount: forever,
  };
}

const suppliersMock: MockLink.MockedResponse = {
  request: { query: CatalogueSupplierOptionsQuery },
  result: {
    data: {
      suppliers: [
        { __typename: 'ExternalSupplier', id: '3', kind: 'EXTERNAL', name: 'Primeurs Dupont' },
        { __typename: 'Laboratory', id: '14', kind: 'LABORATORY', name: 'Laboratoire Central' },
      ],
    },
  },
  maxUsageCount: forever,
};

const restaurantsMock: MockLink.MockedResponse = {
  request: { query: CatalogueRestaurantOptionsQuery },
  result: {
    data: {
      restaurants: [
        { __typename: 'Restaurant', id: '11', name: 'Le Bistrot du Port', isLab: false },
      ],
    },
  },
  maxUsageCount: forever,
};

// Pages typed key by key: slow under jsdom on a busy machine.
describe('articles list', { timeout: 60_000 }, () => {
  it("shows the list's columns, the 'Labo' badge and the count 'x sur y'", async () => {
    const seen: Record<string, unknown>[] = [];
    renderApp({ path: '/articles', mocks: [pageMock(seen), suppliersMock] });
    expect(await screen.findByText('158 sur 158')).toBeInTheDocument();
    const grid = screen.getByRole('grid', { name: 'Articles' });
    expect(within(grid).getByRole('link', { name: 'Batavia colis' })).toHaveAttribute(
      'href',
      '/articles/1',
    );
    expect(grid).toHaveTextContent('Produit 1');
    expect(grid).toHaveTextContent('Primeurs Dupont');
    expect(grid).toHaveTextContent('9,80 €');
    expect(grid).toHaveTextContent('5,5 %');
    expect(within(grid).getByText('Labo')).toBeInTheDocument();
    expect(seen[0]).toEqual({ limit: 25, offset: 0 });
  });

  it('filters by a laboratory on the server and resets the filters', async () => {
    const seen: Record<string, unknown>[] = [];
    const { events, router } = renderApp({
      path: '/articles',
      mocks: [pageMock(seen), suppliersMock],
    });
    await screen.findByText('158 sur 158');
    await events.click(screen.getByRole('combobox', { name: 'Fournisseur' }));
    await events.click(await screen.findByRole('option', { name: /Laboratoire Central/ }));
    expect(await screen.findByText('1 sur 158')).toBeInTheDocument();
    expect(seen.at(-1)).toMatchObject({ filter: { labId: '14' } });
    expect(router.state.location.search).toBe('?supplier=LABORATORY%3A14');

    await fill(
      events,
      screen.getByRole('textbox', { name: 'Rechercher un article ou un produit' }),
      'bat',
    );
    await waitFor(() =>
      expect(seen.at(-1)).toMatchObject({ filter: { labId: '14', search: 'bat' } }),
    );
    await events.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('158 sur 158')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it("shows 'Lecture seule' and the disabled button with its tooltip to a MANAGER", async () => {
    const { events } = renderApp({
      path: '/articles',
      user: USERS.MANAGER,
      mocks: [pageMock([]), suppliersMock],
    });
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Nouvel article' });
    expect(button).toBeDisabled();
    await events.hover(button.parentElement!);
    expect(
      await screen.findByText("Vous n'avez pas les permissions pour créer des articles"),
    ).toBeInTheDocument();
  });

  it("opens the article dialog from 'Nouvel article', with VAT 20 %", async () => {
    const { events } = renderApp({
      path: '/articles',
      mocks: [
        pageMock([]),
        suppliersMock,
        restaurantsMock,
        {
          request: { query: CatalogueProductOptionsQuery, variables: () => true },
          result: { data: { products: { __typename: 'ProductPage', total: 0, data: [] } } },
          maxUsageCount: forever,
        },
      ],
    });
    await screen.findByText('158 sur 158');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nouvel article' })).toBeEnabled(),
    );
    await events.click(screen.getByRole('button', { name: 'Nouvel article' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel article' });
    expect(within(dialog).getByRole('combobox', { name: /TVA/ })).toHaveTextContent('20 %');
  });
});

const detail = (history: unknown[]) => ({
  __typename: 'Article' as const,
  id: '1',
  name: 'Pomme de terre Agata 40/60',
  supplierRef: 'PRM-1001',
  price: 9.8,
  vat: 'VAT_5_5' as const,
  temperatureCategory: 'FRESH' as const,
  costPerBaseUnit: 0.00098,
  createdAt: '2026-06-30T09:02:00.000Z',
  updatedAt: '2026-08-30T09:06:00.000Z',
  product: {
    __typename: 'Product' as const,
    id: '21',
    name: 'Pomme de terre Agata',
    photoUrl: null,
    baseUnit: 'G' as const,
  },
  supplier: {
    __typename: 'ExternalSupplier' as const,
    id: '3',
    kind: 'EXTERNAL' as const,
    name: 'Primeurs Dupont',
    email: 'contact@primeurs.example.fr',
    phone: '01 23 45 67 89',
    address: '3 rue des Halles',
    minOrderAmount: 80,
    deliveryDelayDays: 1,
    deliveryDays: ['MONDAY', 'FRIDAY'],
  },
  orderingPackaging: {
    __typename: 'Packaging' as const,
    id: '5',
    name: 'Sac',
    sourceQuantity: 10,
    sourceUnit: 'KG' as const,
    baseQuantity: 10000,
  },
  tags: [],
  priceHistory: history,
});

const change = (
  id: string,
  price: number,
  previousPrice: number | null,
  changePercent: number | null,
  changedAt: string,
) => ({
  __typename: 'PriceChange' as const,
  id,
  price,
  previousPrice,
  change: previousPrice === null ? null : Math.round((price - previousPrice) * 100) / 100,
  changePercent,
  changedAt,
  changedBy: { __typename: 'RecordedBy' as const, id: '1', firstName: 'Alice', lastName: 'Martin' },
});

describe('article page', { timeout: 60_000 }, () => {
  it('shows the article, its product link, the supplier card and the price history', async () => {
    renderApp({
      path: '/articles/1',
      mocks: [
        {
          request: { query: ArticleDetailQuery, variables: { id: '1' } },
          result: {
            data: {
              article: detail([
                change('3', 9.8, 9.42, 4, '2026-08-30T09:06:00.000Z'),
                change('2', 9.42, 10.57, -10.9, '2026-08-24T08:37:00.000Z'),
                change('1', 10.57, null, null, '2026-06-30T09:02:00.000Z'),
              ]),
            },
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Pomme de terre Agata 40/60' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pomme de terre Agata' })).toHaveAttribute(
      'href',
      '/products/21',
    );
    expect(screen.getByText('Frais (contrôle)')).toBeInTheDocument();
    expect(screen.getByText('Sac · 10 kg')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Primeurs Dupont' })).toHaveAttribute(
      'href',
      '/suppliers/3',
    );
    expect(screen.getByText('Min: 80€')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Historique des prix de l’article' });
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Alice Martin');
    expect(rows[1]).toHaveTextContent('9,80 €');
    expect(rows[1]).toHaveTextContent('+0,38 € (+4 %)');
    expect(rows[2]).toHaveTextContent('-1,15 € (-10,9 %)');
    expect(rows[3]).toHaveTextContent('Premier prix');
  });

  it("says 'Article non trouvé' for an unknown article", async () => {
    renderApp({
      path: '/articles/99',
      mocks: [
        {
          request: { query: ArticleDetailQuery, variables: { id: '99' } },
          result: {
            errors: [
              new GraphQLError('Article introuvable', { extensions: { code: 'NOT_FOUND' } }),
            ],
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Article non trouvé' })).toBeInTheDocument();
  });
});

describe('article form page', { timeout: 90_000 }, () => {
  it('defaults to VAT 5,5 %, offers KG G L ML PIECE, and waits for the required choices', async () => {
    const sent: Record<string, unknown>[] = [];
    const { events, router } = renderApp({
      path: '/articles/new',
      mocks: [
        suppliersMock,
        restaurantsMock,
        {
          request: { query: CatalogueProductOptionsQuery, variables: () => true },
          result: {
            data: {
              products: {
                __typename: 'ProductPage',
                total: 1,
                data: [
                  {
                    __typename: 'Product',
                    id: '21',
                    name: 'Pomme de terre Agata',
                    photoUrl: null,
                    baseUnit: 'G',
                  },
                ],
              },
            },
          },
          maxUsageCount: forever,
        },
        {
          request: { query: CatalogueProductUnitsQuery, variables: { id: '21' } },
          result: {
            data: {
              product: {
                __typename: 'Product',
                id: '21',
                name: 'Pomme de terre Agata',
                photoUrl: null,
                baseUnit: 'G',
                conversionRules: [],
              },
            },
          },
          maxUsageCount: forever,
        },
        {
          request: { query: CatalogueCreateArticleMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return {
              data: {
                createArticle: {
                  __typename: 'Article',
                  id: '77',
                  name: 'Agata sac',
                  supplierRef: null,
                  price: 9.8,
                  vat: 'VAT_5_5',
                  temperatureCategory: 'DRY',
                  product: { __typename: 'Product', id: '21', name: 'Pomme de terre Agata' },
                  supplier: {
                    __typename: 'ExternalSupplier',
                    id: '3',
                    kind: 'EXTERNAL',
                    name: 'Primeurs Dupont',
                  },
                  orderingPackaging: null,
                  restaurants: [],
                },
              },
            };
          },
        },
        {
          request: { query: ArticleDetailQuery, variables: { id: '77' } },
          result: { data: { article: { ...detail([]), id: '77' } } },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Nouvel article' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /TVA/ })).toHaveTextContent('5,5 %');
    const submit = screen.getByRole('button', { name: "Créer l'article" });
    expect(submit).toBeDisabled();

    await events.click(screen.getByRole('combobox', { name: /^Unité/ }));
    const units = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(units.map((o) => o.textContent)).toEqual(['kg', 'g', 'L', 'mL', 'pièce']);
    await events.click(screen.getByRole('option', { name: 'kg' }));

    await events.click(screen.getByRole('combobox', { name: /^Fournisseur/ }));
    await events.click(await screen.findByRole('option', { name: 'Primeurs Dupont' }));
    await fill(events, screen.getByRole('textbox', { name: /^Nom\s*\*?$/ }), 'Agata sac');
    await fill(events, screen.getByRole('textbox', { name: /Prix HT/ }), '9,80');
    await fill(events, screen.getByRole('textbox', { name: /^Quantité/ }), '10');
    expect(submit).toBeDisabled();
    await fill(events, screen.getByRole('combobox', { name: /^Produit/ }), 'Agata');
    await events.click(await screen.findByRole('option', { name: 'Pomme de terre Agata' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await events.click(submit);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toEqual({
      name: 'Agata sac',
      price: 9.8,
      vat: 'VAT_5_5',
      temperatureCategory: 'DRY',
      productId: '21',
      supplierId: '3',
      packagings: [{ sourceQuantity: 10, sourceUnit: 'KG' }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles/77'));
  });

  it('goes back to the list when the article to edit cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp({
      path: '/articles/5/edit',
      mocks: [
        {
          request: { query: ArticleFormQuery, variables: { id: '5' } },
          result: { errors: [new GraphQLError('Erreur interne')] },
        },
        pageMock([]),
        suppliersMock,
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles'));
  });
});
