import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { MemoryRouter } from 'react-router-dom';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fill } from '../../test/fill.ts';
import {
  DEMO_RESTAURANTS,
  LAB,
  USERS,
  findPicker,
  renderApp,
  shellMocks,
} from '../../test/renderApp.tsx';
import { NothingSelected } from '../../test/selection.tsx';
import { RestaurantsPage } from './RestaurantsPage.tsx';
import {
  DeleteRestaurantMutation,
  RestaurantPageQuery,
  UpdateRestaurantMutation,
} from './documents.ts';
import { CreateRestaurantMutation, RestaurantFormQuery } from './documents.ts';

const forever = Number.POSITIVE_INFINITY;

// The area's chunk takes jsdom a few seconds to load the first time on a busy machine: loaded
// here, the lazy route finds it ready within the queries' timeouts.
beforeAll(() => import('./pages.tsx'), 60_000);

function full(id: string, overrides: Record<string, unknown> = {}) {
  const base = DEMO_RESTAURANTS.find((r) => r.id === id)!;
  const isLab = base.isLab;
  return {
    __typename: 'Restaurant' as const,
    id,
    name: base.name,
    address: base.address,
    phone: null,
    email: null,
    isLab,
    minOrderAmount: isLab ? 150 : null,
    deliveryDelayDays: isLab ? 2 : null,
    mondayDelivery: isLab,
    tuesdayDelivery: false,
    wednesdayDelivery: isLab,
    thursdayDelivery: false,
    fridayDelivery: isLab,
    saturdayDelivery: false,
    sundayDelivery: false,
    deliveryDays: isLab ? ['MONDAY', 'WEDNESDAY', 'FRIDAY'] : [],
    nextDeliveryDate: isLab ? '2026-11-23' : null,
    createdAt: '2026-11-01T09:00:00.000Z',
    servedRestaurants: isLab
      ? [{ __typename: 'Restaurant' as const, id: '11', name: 'Le Bistrot du Port' }]
      : [],
    ...overrides,
  };
}

const pageMock = (
  id: string,
  overrides: Record<string, unknown> = {},
): MockLink.MockedResponse => ({
  request: { query: RestaurantPageQuery, variables: { id } },
  result: { data: { restaurant: full(id, overrides) } },
  maxUsageCount: forever,
});

/** An update mock recording what was sent, answering the restaurant with the input applied. */
function updateMock(sent: Record<string, unknown>[], fail = false): MockLink.MockedResponse {
  return {
    request: { query: UpdateRestaurantMutation, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      if (fail) return { errors: [new GraphQLError('Erreur interne')] };
      const input = variables.input as Record<string, unknown>;
      return { data: { updateRestaurant: full(variables.id as string, input) } };
    },
    maxUsageCount: forever,
  };
}

describe('restaurant page', () => {
  it("says 'Aucun restaurant sélectionné' when none is selected", async () => {
    render(
      <MockedProvider mocks={shellMocks(USERS.MANAGER, DEMO_RESTAURANTS)}>
        <MemoryRouter>
          <NothingSelected>
            <RestaurantsPage />
          </NothingSelected>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(await screen.findByText('Aucun restaurant sélectionné')).toBeInTheDocument();
    expect(
      screen.getByText('Choisissez un restaurant dans la barre du haut pour le modifier.'),
    ).toBeInTheDocument();
  });

  it('shows the edit form, the preview card and the laboratory card of the selection', async () => {
    renderApp({ path: '/restaurant/restaurants', mocks: [pageMock('12')] });
    expect(await screen.findByLabelText(/^Nom/)).toHaveValue('La Table des Halles');
    expect(screen.getByRole('region', { name: 'Aperçu' })).toHaveTextContent('12 rue du Test');
    expect(screen.getByRole('region', { name: 'Configuration laboratoire' })).toBeInTheDocument();
  });

  it('hides the laboratory fields while isLab is off, and the update drops them', async () => {
    const sent: Record<string, unknown>[] = [];
    const { events } = renderApp({
      path: '/restaurant/restaurants',
      storedRestaurantId: LAB.id,
      mocks: [pageMock(LAB.id), updateMock(sent)],
    });
    const amount = await screen.findByLabelText('Minimum de commande (€)');
    expect(amount).toHaveValue('150');
    expect(amount).toHaveAttribute('step', '0.01');
    expect(amount).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Délai de livraison (jours)')).toHaveAttribute('min', '0');
    const days = within(screen.getByRole('group', { name: 'Jours de livraison' }));
    expect(days.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Lun',
      'Mar',
      'Mer',
      'Jeu',
      'Ven',
      'Sam',
      'Dim',
    ]);
    expect(days.getByRole('button', { name: 'Lun' })).toHaveAttribute('aria-pressed', 'true');

    await events.click(screen.getByRole('switch', { name: /laboratoire de production/ }));
    expect(screen.queryByLabelText('Minimum de commande (€)')).toBeNull();
    expect(screen.queryByRole('group', { name: 'Jours de livraison' })).toBeNull();

    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toEqual({
      name: 'Laboratoire Central',
      address: '14 rue du Test',
      isLab: false,
    });
  });

  it('sends the laboratory fields as numbers while isLab is on', async () => {
    const sent: Record<string, unknown>[] = [];
    const { events } = renderApp({
      path: '/restaurant/restaurants',
      storedRestaurantId: LAB.id,
      mocks: [pageMock(LAB.id), updateMock(sent)],
    });
    const amount = await screen.findByLabelText('Minimum de commande (€)');
    await events.clear(amount);
    await fill(events, amount, '99.5');
    await events.click(screen.getByRole('button', { name: 'Mar' }));
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({
      isLab: true,
      minOrderAmount: 99.5,
      deliveryDelayDays: 2,
      mondayDelivery: true,
      tuesdayDelivery: true,
      sundayDelivery: false,
    });
  });

  it('leaves a minimum never typed unset: the default 0 it shows is not sent as 0', async () => {
    const sent: Record<string, unknown>[] = [];
    const { events } = renderApp({
      path: '/restaurant/restaurants',
      storedRestaurantId: LAB.id,
      mocks: [pageMock(LAB.id, { minOrderAmount: null }), updateMock(sent)],
    });
    const amount = await screen.findByLabelText('Minimum de commande (€)');
    expect(amount).toHaveValue('0');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({ isLab: true, minOrderAmount: null });
  });

  it('shows the success toast, and the new name in the picker without reloading', async () => {
    const sent: Record<string, unknown>[] = [];
    const { events } = renderApp({
      path: '/restaurant/restaurants',
      mocks: [pageMock('12'), updateMock(sent)],
    });
    const name = await screen.findByLabelText(/^Nom/);
    await events.clear(name);
    await fill(events, name, 'Les Halles Gourmandes');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(await screen.findByText('Restaurant mis à jour avec succès !')).toBeInTheDocument();
    expect(sent[0]!.input).toEqual({
      name: 'Les Halles Gourmandes',
      address: '12 rue du Test',
      isLab: false,
    });
    await waitFor(async () => expect(await findPicker()).toHaveValue('Les Halles Gourmandes'));
  });

  it("shows 'Erreur lors de la mise à jour' when the update fails", async () => {
    const { events } = renderApp({
      path: '/restaurant/restaurants',
      mocks: [pageMock('12'), updateMock([], true)],
    });
    await screen.findByLabelText(/^Nom/);
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Erreur lors de la mise à jour')).toBeInTheDocument();
  });

  it("reads 'Lecture seule' for an EMPLOYEE, fields disabled, no save", async () => {
    renderApp({ path: '/restaurant/restaurants', user: USERS.EMPLOYEE, mocks: [pageMock('12')] });
    expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nom/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Nouveau restaurant' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it("disables 'Nouveau restaurant' for a MANAGER, who may still edit", async () => {
    renderApp({ path: '/restaurant/restaurants', user: USERS.MANAGER, mocks: [pageMock('12')] });
    expect(await screen.findByLabelText(/^Nom/)).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Nouveau restaurant' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.queryByText('Lecture seule')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const refusal: MockLink.MockedResponse = {
      request: { query: DeleteRestaurantMutation, variables: { id: '12' } },
      result: {
        errors: [
          new GraphQLError('Ce restaurant contient encore des données : 2 employés', {
            extensions: { code: 'CONFLICT' },
          }),
        ],
      },
    };
    const { events } = renderApp({
      path: '/restaurant/restaurants',
      mocks: [pageMock('12'), refusal],
    });
    await screen.findByLabelText(/^Nom/);
    await events.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le restaurant' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer le restaurant');
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await within(dialog).findByText('Ce restaurant contient encore des données : 2 employés'),
    ).toBeInTheDocument();
  });
});

describe('restaurant form', () => {
  it("titles /new 'Nouveau restaurant' and shows the spec's validation messages", async () => {
    const { events } = renderApp({ path: '/restaurant/restaurants/new' });
    expect(await screen.findByRole('heading', { name: 'Nouveau restaurant' })).toBeInTheDocument();
    await fill(events, screen.getByLabelText('Email'), 'pas-un-email');
    await events.click(screen.getByRole('button', { name: 'Créer le restaurant' }));
    expect(await screen.findByText('Nom obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Adresse obligatoire')).toBeInTheDocument();
    expect(screen.getByText('Email invalide')).toBeInTheDocument();
  });

  it('creates with phone and email only when filled, then selects the new restaurant', async () => {
    const sent: Record<string, unknown>[] = [];
    const created: MockLink.MockedResponse = {
      request: { query: CreateRestaurantMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return {
          data: {
            createRestaurant: {
              __typename: 'Restaurant',
              id: '20',
              name: 'Le Petit Zinc',
              address: '4 place du Marché',
              phone: null,
              email: null,
              isLab: false,
            },
          },
        };
      },
    };
    const { events, router } = renderApp({
      path: '/restaurant/restaurants/new',
      mocks: [created, pageMock('12')],
    });
    await fill(events, await screen.findByLabelText(/^Nom/), 'Le Petit Zinc');
    await fill(events, screen.getByLabelText(/^Adresse/), '4 place du Marché');
    await events.click(screen.getByRole('button', { name: 'Créer le restaurant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/restaurants'));
    expect(sent[0]!.input).toEqual({ name: 'Le Petit Zinc', address: '4 place du Marché' });
    await waitFor(async () => expect(await findPicker()).toHaveValue('Le Petit Zinc'));
  });

  it('shows the server message, or the creation wording, when creating fails', async () => {
    const failed: MockLink.MockedResponse = {
      request: { query: CreateRestaurantMutation, variables: () => true },
      error: new Error('réseau'),
    };
    const { events } = renderApp({ path: '/restaurant/restaurants/new', mocks: [failed] });
    await fill(events, await screen.findByLabelText(/^Nom/), 'X');
    await fill(events, screen.getByLabelText(/^Adresse/), 'Y');
    await events.click(screen.getByRole('button', { name: 'Créer le restaurant' }));
    expect(await screen.findByText('Erreur lors de la création du restaurant')).toBeInTheDocument();
  });

  it("titles the edit form 'Modifier le restaurant' with the restaurant's values", async () => {
    const form: MockLink.MockedResponse = {
      request: { query: RestaurantFormQuery, variables: { id: '12' } },
      result: {
        data: {
          restaurant: {
            __typename: 'Restaurant',
            id: '12',
            name: 'La Table des Halles',
            address: '12 rue du Test',
            phone: '01 02 03 04 05',
            email: null,
            isLab: false,
          },
        },
      },
    };
    renderApp({ path: '/restaurant/restaurants/12/edit', user: USERS.MANAGER, mocks: [form] });
    expect(
      await screen.findByRole('heading', { name: 'Modifier le restaurant' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Téléphone')).toHaveValue('01 02 03 04 05');
  });

  it.each([
    ['/restaurant/restaurants/new', USERS.MANAGER],
    ['/restaurant/restaurants/new', USERS.EMPLOYEE],
    ['/restaurant/restaurants/12/edit', USERS.EMPLOYEE],
  ])('sends a user without the permission from %s back to the list', async (path, user) => {
    const { router } = renderApp({ path, user, mocks: [pageMock('12')] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/restaurants'));
  });
});
