import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { renderApp } from '../../test/renderApp.tsx';
import { DashboardQuery } from './documents.ts';

const DASHBOARD = {
  __typename: 'Dashboard' as const,
  restaurantCount: 4,
  employeeCount: 8,
  equipmentCount: 28,
  temperatureReadingCount: 1234,
  recentRestaurants: [
    ['11', 'Le Bistrot du Port'],
    ['12', 'La Table des Halles'],
    ['13', 'Le Comptoir Lyonnais'],
  ].map(([id, name]) => ({
    __typename: 'Restaurant' as const,
    id,
    name,
    createdAt: '2026-03-02T09:00:00.000Z',
  })),
  recentEmployees: [
    { id: '1', firstName: 'Lucas', lastName: 'Bernard', createdAt: '2026-03-05T10:00:00.000Z' },
    { id: '2', firstName: 'Chloé', lastName: 'Moreau', createdAt: '2026-03-06T10:00:00.000Z' },
  ].map((e) => ({ __typename: 'Employee' as const, ...e })),
};

describe('DashboardPage', () => {
  it('shows the four counts, the recent activity and the quick links from ONE graph query', async () => {
    const result = vi.fn(() => ({ data: { dashboard: DASHBOARD } }));
    renderApp({ path: '/', mocks: [{ request: { query: DashboardQuery }, result }] });

    expect(
      await screen.findByLabelText('Relevés de température : 1234', {}, { timeout: 5000 }),
    ).toHaveTextContent(/1\s234/);
    expect(screen.getByLabelText('Restaurants : 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Employés : 8')).toBeInTheDocument();
    expect(screen.getByLabelText('Équipements : 28')).toBeInTheDocument();

    const items = within(screen.getByRole('list', { name: 'Activité récente' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'Restaurant « Le Bistrot du Port » créé02/03/2026',
      'Restaurant « La Table des Halles » créé02/03/2026',
      'Restaurant « Le Comptoir Lyonnais » créé02/03/2026',
      'Employé Lucas Bernard ajouté05/03/2026',
      'Employé Chloé Moreau ajouté06/03/2026',
    ]);

    const links = within(screen.getByRole('navigation', { name: 'Accès rapides' }));
    expect(links.getByRole('link', { name: 'Gérer les restaurants' })).toHaveAttribute(
      'href',
      '/restaurant/restaurants',
    );
    expect(links.getByRole('link', { name: 'Gérer les employés' })).toHaveAttribute(
      'href',
      '/restaurant/employees',
    );
    expect(links.getByRole('link', { name: 'Relevés de température' })).toHaveAttribute(
      'href',
      '/hygiene/temperature',
    );
    // One round trip: the page asked the graph once, for everything.
    expect(result).toHaveBeenCalledTimes(1);
  });

  it('only logs a failure (docs/areas/platform.md#errors), keeping the cards as placeholders', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({
      path: '/',
      mocks: [{ request: { query: DashboardQuery }, result: { errors: [new GraphQLError('x')] } }],
    });
    await vi.waitFor(() => expect(log).toHaveBeenCalled(), { timeout: 5000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tableau de bord' })).toBeInTheDocument();
    log.mockRestore();
  });
});
