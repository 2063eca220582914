import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { DEMO_RESTAURANTS, LAB, USERS, findPicker, renderApp } from '../../test/renderApp.tsx';
import { RestaurantPageQuery } from '../restaurants/documents.ts';
import { LaboratoriesQuery } from './documents.ts';

const forever = Number.POSITIVE_INFINITY;

const lab = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'Restaurant' as const,
  id: LAB.id,
  name: LAB.name,
  address: "8 rue de l'Industrie, 94200 Ivry-sur-Seine",
  phone: '01 45 00 00 00',
  email: 'labo@demo.fr',
  minOrderAmount: 150,
  deliveryDelayDays: 2,
  deliveryDays: ['MONDAY', 'WEDNESDAY', 'FRIDAY'],
  nextDeliveryDate: '2026-11-23',
  servedRestaurants: [{ __typename: 'Restaurant' as const, id: '11', name: 'Le Bistrot du Port' }],
  ...overrides,
});

const labsMock = (laboratories: unknown[]): MockLink.MockedResponse => ({
  request: { query: LaboratoriesQuery },
  result: { data: { laboratories } },
  maxUsageCount: forever,
});

describe('laboratories', () => {
  it('shows each laboratory with its badges and delivery information', async () => {
    renderApp({
      path: '/labs',
      mocks: [
        labsMock([
          lab(),
          lab({
            id: '15',
            name: 'Atelier Nord',
            minOrderAmount: 99.5,
            deliveryDelayDays: null,
            deliveryDays: [],
            nextDeliveryDate: null,
            servedRestaurants: [],
            phone: null,
            email: null,
          }),
        ]),
      ],
    });
    // The card re-renders once the viewer's permissions arrive (clickable or not): wait for the
    // heading that sits in the settled card rather than the first one rendered.
    const central = await waitFor(() => {
      const article = screen.getByRole('heading', { name: LAB.name }).closest('article');
      expect(article).not.toBeNull();
      return article;
    });
    const card = within(central as HTMLElement);
    expect(card.getByText('Min: 150€')).toBeInTheDocument();
    expect(card.getByText('Délai: 2 jour(s)')).toBeInTheDocument();
    expect(card.getByText("8 rue de l'Industrie, 94200 Ivry-sur-Seine")).toBeInTheDocument();
    expect(card.getByText('01 45 00 00 00')).toBeInTheDocument();
    expect(card.getByText('labo@demo.fr')).toBeInTheDocument();
    const delivery = card.getByRole('group', { name: 'Livraison' });
    expect(delivery).toHaveTextContent('Jours de livraison : Lun, Mer, Ven');
    expect(delivery).toHaveTextContent('Prochaine livraison : lundi 23/11/2026');
    expect(central).toHaveTextContent('Restaurants livrés : Le Bistrot du Port');

    const nord = within(
      screen.getByRole('heading', { name: 'Atelier Nord' }).closest('article') as HTMLElement,
    );
    expect(nord.getByText('Min: 99,50€')).toBeInTheDocument();
    expect(nord.queryByText(/^Délai:/)).toBeNull();
    expect(nord.getByRole('group', { name: 'Livraison' })).toHaveTextContent(
      'Aucun jour de livraison',
    );
  });

  it('shows no badge when neither a minimum nor a delay is set', async () => {
    renderApp({
      path: '/labs',
      mocks: [labsMock([lab({ minOrderAmount: null, deliveryDelayDays: null })])],
    });
    await screen.findByRole('heading', { name: LAB.name });
    expect(screen.queryByText(/^Min:/)).toBeNull();
    expect(screen.queryByText(/^Délai:/)).toBeNull();
  });

  it("says 'Aucun laboratoire configuré pour le moment' when there is none", async () => {
    renderApp({ path: '/labs', mocks: [labsMock([])] });
    expect(
      await screen.findByText('Aucun laboratoire configuré pour le moment'),
    ).toBeInTheDocument();
  });

  it('selects the laboratory and opens the restaurant page on a click', async () => {
    const page: MockLink.MockedResponse = {
      request: { query: RestaurantPageQuery, variables: { id: LAB.id } },
      result: {
        data: {
          restaurant: {
            ...lab(),
            isLab: true,
            mondayDelivery: true,
            tuesdayDelivery: false,
            wednesdayDelivery: true,
            thursdayDelivery: false,
            fridayDelivery: true,
            saturdayDelivery: false,
            sundayDelivery: false,
            createdAt: '2026-11-01T09:00:00.000Z',
          },
        },
      },
      maxUsageCount: forever,
    };
    const { events, router } = renderApp({ path: '/labs', mocks: [labsMock([lab()]), page] });
    await waitFor(async () => expect(await findPicker()).toHaveValue('La Table des Halles'));
    await events.click(
      await screen.findByRole('button', { name: `Sélectionner ${LAB.name} et ouvrir sa page` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/restaurants'));
    await waitFor(async () => expect(await findPicker()).toHaveValue(LAB.name));
    expect(localStorage.getItem('selectedRestaurant')).toBe(LAB.id);
  });

  it('does not offer to open a laboratory the manager cannot select (it delivers him)', async () => {
    renderApp({
      path: '/labs',
      user: USERS.MANAGER,
      restaurants: DEMO_RESTAURANTS.filter((r) => !r.isLab),
      mocks: [labsMock([lab()])],
    });
    await screen.findByRole('heading', { name: LAB.name });
    expect(screen.queryByRole('button', { name: /Sélectionner/ })).toBeNull();
    expect(screen.getByText('Livre vos restaurants')).toBeInTheDocument();
  });
});
