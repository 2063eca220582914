import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fill } from '../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, renderApp } from '../../test/renderApp.tsx';
import {
  CreateSupplierMutation,
  SetLabServedRestaurantsMutation,
  SetSupplierRestaurantsMutation,
  SupplierFormQuery,
  SupplierPageQuery,
  SupplierRestaurantOptionsQuery,
  SuppliersQuery,
} from './documents.ts';
import { parseSupplierSegment, supplierUrls } from './urls.ts';

const forever = Number.POSITIVE_INFINITY;

// The area's chunk takes jsdom a few seconds to load the first time on a busy machine.
beforeAll(() => import('./pages.tsx'), 60_000);

const external = (id: string, name: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'ExternalSupplier' as const,
  id,
  kind: 'EXTERNAL' as const,
  name,
  email: `${id}@fournisseur.example.fr`,
  phone: '01 23 45 67 89',
  address: `${id} rue des Halles`,
  deliveryDelayDays: 2,
  ...fields,
});
const LAB = {
  __typename: 'Laboratory' as const,
  id: '14',
  kind: 'LABORATORY' as const,
  name: 'Laboratoire Central',
  email: null,
  phone: null,
  address: '14 rue du Test',
  deliveryDelayDays: 3,
};

const listMock = (suppliers: unknown[]): MockLink.MockedResponse => ({
  request: { query: SuppliersQuery },
  result: { data: { suppliers } },
  maxUsageCount: forever,
});

const article = (id: string, name: string, change: number | null) => ({
  __typename: 'Article' as const,
  id,
  name,
  price: 12.5,
  vat: 'VAT_5_5' as const,
  product: { __typename: 'Product' as const, id: `p${id}`, name: `Produit ${id}`, photoUrl: null },
  lastPriceChange: {
    __typename: 'PriceChange' as const,
    id: `c${id}`,
    price: 12.5,
    change,
    changePercent: change === null ? null : 4.2,
    changedAt: '2026-11-02T09:00:00.000Z',
  },
});

function sheet(kind: 'EXTERNAL' | 'LABORATORY', restaurantIds: string[]) {
  const lab = kind === 'LABORATORY';
  return {
    __typename: lab ? ('Laboratory' as const) : ('ExternalSupplier' as const),
    id: lab ? '14' : '3',
    kind,
    name: lab ? 'Laboratoire Central' : 'Primeurs Dupont',
    email: lab ? null : 'contact@primeurs.example.fr',
    phone: lab ? null : '01 23 45 67 89',
    address: '3 rue des Halles',
    minOrderAmount: 150,
    deliveryDelayDays: 2,
    deliveryDays: ['MONDAY', 'THURSDAY'],
    restaurants: restaurantIds.map((id) => ({ __typename: 'Restaurant' as const, id })),
    articles: [article('1', 'Batavia colis', 0.5), article('2', 'Carottes sac', null)],
  };
}

/** The supplier page, answering each read with what the server holds at that moment. */
function pageMocks(
  ref: { id: string; kind: 'EXTERNAL' | 'LABORATORY' },
  current: ReturnType<typeof sheet> | (() => ReturnType<typeof sheet>),
): MockLink.MockedResponse[] {
  return [
    {
      request: { query: SupplierPageQuery, variables: ref },
      result: () => ({
        data: { supplier: typeof current === 'function' ? current() : current },
      }),
      maxUsageCount: forever,
    },
    {
      request: { query: SupplierRestaurantOptionsQuery },
      result: {
        data: {
          restaurants: DEMO_RESTAURANTS.map((r) => ({ __typename: 'Restaurant', ...r })),
        },
      },
      maxUsageCount: forever,
    },
  ];
}

describe('supplier urls', () => {
  it('names a laboratory lab-{id} and an external supplier by its id', () => {
    expect(supplierUrls.supplier({ id: '4', kind: 'LABORATORY' })).toBe('/suppliers/lab-4');
    expect(supplierUrls.supplier({ id: '4', kind: 'EXTERNAL' })).toBe('/suppliers/4');
    expect(parseSupplierSegment('lab-4')).toEqual({ id: '4', kind: 'LABORATORY' });
    expect(parseSupplierSegment('12')).toEqual({ id: '12', kind: 'EXTERNAL' });
    expect(parseSupplierSegment('lab-')).toBeNull();
    expect(parseSupplierSegment('abc')).toBeNull();
  });
});

// Forms typed key by key: slow under jsdom on a busy machine.
describe('suppliers list', { timeout: 60_000 }, () => {
  it('lists external suppliers and laboratories, a laboratory with its icon and badge', async () => {
    renderApp({
      path: '/suppliers',
      mocks: [listMock([external('3', 'Primeurs Dupont'), LAB])],
    });
    const table = await screen.findByRole('table', { name: 'Fournisseurs et laboratoires' });
    // The table shows skeleton rows until the list arrives.
    await within(table).findByText('Primeurs Dupont');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Primeurs Dupont');
    expect(rows[1]).toHaveTextContent('Externe');
    expect(rows[1]).toHaveTextContent('3@fournisseur.example.fr');
    expect(rows[1]).toHaveTextContent('2 jour(s)');
    expect(within(rows[2]!).getByLabelText('Laboratoire')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Laboratoire Central' })).toHaveAttribute(
      'href',
      '/suppliers/lab-14',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Primeurs Dupont' })).toHaveAttribute(
      'href',
      '/suppliers/3',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Nouveau fournisseur' })).toBeEnabled(),
    );
    expect(screen.queryByText('Lecture seule')).toBeNull();
  });

  it("says 'Aucun fournisseur trouvé' when there is none", async () => {
    renderApp({ path: '/suppliers', mocks: [listMock([])] });
    expect(await screen.findByText('Aucun fournisseur trouvé')).toBeInTheDocument();
  });

  it("shows 'Lecture seule' and a disabled button with its tooltip to a MANAGER", async () => {
    const { events } = renderApp({
      path: '/suppliers',
      user: USERS.MANAGER,
      mocks: [listMock([external('3', 'Primeurs Dupont')])],
    });
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Nouveau fournisseur' });
    expect(button).toBeDisabled();
    await events.hover(button.parentElement!);
    expect(
      await screen.findByText("Vous n'avez pas les permissions pour créer des fournisseurs"),
    ).toBeInTheDocument();
  });
});

describe('supplier page', { timeout: 60_000 }, () => {
  it("says 'Fournisseur non trouvé' with a way back for an unknown supplier", async () => {
    renderApp({
      path: '/suppliers/99',
      mocks: [
        {
          request: { query: SupplierPageQuery, variables: { id: '99', kind: 'EXTERNAL' } },
          result: {
            errors: [
              new GraphQLError('Fournisseur introuvable', { extensions: { code: 'NOT_FOUND' } }),
            ],
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'Fournisseur non trouvé' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Retour aux fournisseurs' })[0]).toHaveAttribute(
      'href',
      '/suppliers',
    );
  });

  it('shows the contact, the delivery terms and the Mercurial with each last change', async () => {
    renderApp({
      path: '/suppliers/3',
      mocks: pageMocks({ id: '3', kind: 'EXTERNAL' }, sheet('EXTERNAL', ['11'])),
    });
    expect(await screen.findByRole('heading', { name: 'Primeurs Dupont' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'contact@primeurs.example.fr' })).toHaveAttribute(
      'href',
      'mailto:contact@primeurs.example.fr',
    );
    expect(screen.getByText('Min: 150€')).toBeInTheDocument();
    expect(screen.getByText('Type de délai : C')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Livraison' })).toHaveTextContent('Lun, Jeu');
    const mercurial = screen.getByRole('table', { name: 'Articles du fournisseur' });
    const rows = within(mercurial).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Batavia colis');
    expect(rows[1]).toHaveTextContent('Produit 1');
    expect(rows[1]).toHaveTextContent('12,50 €');
    expect(rows[1]).toHaveTextContent('5,5 %');
    expect(rows[1]).toHaveTextContent('+0,50 € (+4,2 %)');
    expect(within(rows[1]!).getByRole('link', { name: 'Batavia colis' })).toHaveAttribute(
      'href',
      '/articles/1',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier' })).toBeEnabled());
  });

  it('enables save only when the toggles differ from the saved restaurants, then saves them', async () => {
    const sent: Record<string, unknown>[] = [];
    const { events } = renderApp({
      path: '/suppliers/3?tab=restaurants',
      mocks: [
        // Once saved, the server holds the new set.
        ...pageMocks({ id: '3', kind: 'EXTERNAL' }, () =>
          sheet('EXTERNAL', sent.length > 0 ? ['11', '12'] : ['11']),
        ),
        {
          request: { query: SetSupplierRestaurantsMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return {
              data: {
                setSupplierRestaurants: {
                  __typename: 'ExternalSupplier',
                  id: '3',
                  restaurants: (variables.restaurantIds as string[]).map((id) => ({
                    __typename: 'Restaurant',
                    id,
                  })),
                },
              },
            };
          },
        },
      ],
    });
    const group = await screen.findByRole('group', { name: 'Restaurants livrés' });
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(within(group).getByRole('switch', { name: 'Le Bistrot du Port' })).toBeChecked();
    expect(save).toBeDisabled();
    const halles = within(group).getByRole('switch', { name: 'La Table des Halles' });
    // The rights arrive with `me`: until then every toggle is disabled.
    await waitFor(() => expect(halles).toBeEnabled());
    await events.click(halles);
    expect(save).toBeEnabled();
    await events.click(halles);
    expect(save).toBeDisabled();
    await events.click(halles);
    await events.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ supplierId: '3', restaurantIds: ['11', '12'] });
    expect(await screen.findByText('Restaurants enregistrés')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled());
    expect(within(group).getByRole('switch', { name: 'La Table des Halles' })).toBeChecked();
  });

  it('reloads the saved restaurants when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events } = renderApp({
      path: '/suppliers/3?tab=restaurants',
      mocks: [
        ...pageMocks({ id: '3', kind: 'EXTERNAL' }, sheet('EXTERNAL', ['11'])),
        {
          request: { query: SetSupplierRestaurantsMutation, variables: () => true },
          result: { errors: [new GraphQLError('Erreur interne')] },
        },
      ],
    });
    const group = await screen.findByRole('group', { name: 'Restaurants livrés' });
    const halles = within(group).getByRole('switch', { name: 'La Table des Halles' });
    await waitFor(() => expect(halles).toBeEnabled());
    await events.click(halles);
    expect(halles).toBeChecked();
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(within(group).getByRole('switch', { name: 'La Table des Halles' })).not.toBeChecked(),
    );
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.queryByText('Restaurants enregistrés')).toBeNull();
  });

  it("saves a laboratory's restaurants through setServedRestaurants, without itself", async () => {
    const sent: Record<string, unknown>[] = [];
    const { events } = renderApp({
      path: '/suppliers/lab-14?tab=restaurants',
      mocks: [
        ...pageMocks({ id: '14', kind: 'LABORATORY' }, sheet('LABORATORY', [])),
        {
          request: { query: SetLabServedRestaurantsMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return {
              data: {
                setServedRestaurants: {
                  __typename: 'Restaurant',
                  id: '14',
                  servedRestaurants: [{ __typename: 'Restaurant', id: '13' }],
                },
              },
            };
          },
        },
      ],
    });
    const group = await screen.findByRole('group', { name: 'Restaurants livrés' });
    expect(within(group).queryByRole('switch', { name: 'Laboratoire Central' })).toBeNull();
    const comptoir = within(group).getByRole('switch', { name: 'Le Comptoir Lyonnais' });
    await waitFor(() => expect(comptoir).toBeEnabled());
    await events.click(comptoir);
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toEqual([{ laboratoryId: '14', restaurantIds: ['13'] }]));
  });

  it('lets a MANAGER read the toggles, disabled (products.canCreate)', async () => {
    renderApp({
      path: '/suppliers/3?tab=restaurants',
      user: USERS.MANAGER,
      mocks: pageMocks({ id: '3', kind: 'EXTERNAL' }, sheet('EXTERNAL', ['11'])),
    });
    const group = await screen.findByRole('group', { name: 'Restaurants livrés' });
    await waitFor(() =>
      expect(within(group).getByRole('switch', { name: 'Le Bistrot du Port' })).toBeDisabled(),
    );
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(screen.getByText('Lecture seule')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeDisabled();
  });

  it("edits a laboratory on its restaurant's page, once selected", async () => {
    const { events, router } = renderApp({
      path: '/suppliers/lab-14',
      mocks: pageMocks({ id: '14', kind: 'LABORATORY' }, sheet('LABORATORY', [])),
    });
    await screen.findByRole('heading', { name: 'Laboratoire Central' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifier' })).toBeEnabled());
    await events.click(screen.getByRole('button', { name: 'Modifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/restaurants'));
    expect(localStorage.getItem('selectedRestaurant')).toBe('14');
  });
});

describe('supplier form', { timeout: 60_000 }, () => {
  it('maps the delay type to its days, read-only, and sends neither the type nor empty fields', async () => {
    const sent: Record<string, unknown>[] = [];
    const delivered: Record<string, unknown>[] = [];
    const { events, router } = renderApp({
      path: '/suppliers/new',
      mocks: [
        {
          request: { query: SupplierRestaurantOptionsQuery },
          result: {
            data: {
              restaurants: DEMO_RESTAURANTS.map((r) => ({ __typename: 'Restaurant', ...r })),
            },
          },
          maxUsageCount: forever,
        },
        {
          request: { query: SetSupplierRestaurantsMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            delivered.push(variables);
            return {
              data: {
                setSupplierRestaurants: {
                  __typename: 'ExternalSupplier',
                  id: '31',
                  restaurants: (variables.restaurantIds as string[]).map((id) => ({
                    __typename: 'Restaurant',
                    id,
                  })),
                },
              },
            };
          },
        },
        {
          request: { query: CreateSupplierMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return {
              data: {
                createSupplier: {
                  __typename: 'ExternalSupplier',
                  id: '31',
                  name: 'Marée du Jour',
                  email: null,
                  phone: null,
                  address: null,
                  minOrderAmount: 80,
                  deliveryDelayDays: 4,
                  mondayDelivery: false,
                  tuesdayDelivery: true,
                  wednesdayDelivery: false,
                  thursdayDelivery: false,
                  fridayDelivery: false,
                  saturdayDelivery: false,
                  sundayDelivery: false,
                },
              },
            };
          },
        },
        listMock([]),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Nouveau fournisseur' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Téléphone')).toHaveAttribute('type', 'tel');
    const amount = screen.getByLabelText('Minimum de commande');
    expect(amount).toHaveAttribute('min', '0');
    expect(amount).toHaveAttribute('step', '0.01');
    const days = screen.getByLabelText('Délai de livraison (jours)');
    expect(days).toHaveAttribute('readonly');

    await events.click(screen.getByRole('combobox', { name: 'Type de délai' }));
    const types = within(screen.getByRole('listbox')).getAllByRole('option');
    // The spec's type names, each with what it means.
    expect(types.map((o) => o.textContent)).toEqual([
      'Aucun',
      'A pour B : livré le lendemain de la commande',
      'C : livré 2 jours après la commande',
      'D : livré 3 jours après la commande',
      'E : livré 4 jours après la commande',
      'F : livré 5 jours après la commande',
      'G : livré 6 jours après la commande',
    ]);
    await events.click(screen.getByRole('option', { name: /^E : / }));
    expect(days).toHaveValue('4');

    // Every restaurant is delivered unless unticked.
    const restaurants = screen.getByRole('group', { name: 'Restaurants livrés' });
    await waitFor(() => expect(within(restaurants).getAllByRole('switch')).toHaveLength(4));
    for (const toggle of within(restaurants).getAllByRole('switch')) expect(toggle).toBeChecked();
    await events.click(within(restaurants).getByRole('switch', { name: 'Le Comptoir Lyonnais' }));

    await events.click(screen.getByRole('button', { name: 'Créer le fournisseur' }));
    expect(await screen.findByText('Le nom est requis')).toBeInTheDocument();
    await fill(events, screen.getByLabelText(/^Nom/), 'Marée du Jour');
    await fill(events, amount, '80');
    await events.click(screen.getByRole('button', { name: 'Mar' }));
    await events.click(screen.getByRole('button', { name: 'Créer le fournisseur' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toEqual({
      name: 'Marée du Jour',
      minOrderAmount: 80,
      deliveryDelayDays: 4,
      mondayDelivery: false,
      tuesdayDelivery: true,
      wednesdayDelivery: false,
      thursdayDelivery: false,
      fridayDelivery: false,
      saturdayDelivery: false,
      sundayDelivery: false,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers/31'));
    expect(delivered).toEqual([{ supplierId: '31', restaurantIds: ['11', '12', '14'] }]);
  });

  it('goes back to the list when the supplier to edit cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp({
      path: '/suppliers/3/edit',
      mocks: [
        {
          request: { query: SupplierFormQuery, variables: { id: '3' } },
          result: { errors: [new GraphQLError('Erreur interne')] },
        },
        listMock([]),
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/suppliers'));
  });
});
