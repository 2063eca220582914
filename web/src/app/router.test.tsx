import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { clearRefusedSession } from '../lib/storage.ts';
import { USERS, findShell, renderApp } from '../test/renderApp.tsx';

describe('redirects', () => {
  it.each([
    ['/restaurants', '/restaurant/restaurants'],
    ['/zones', '/restaurant/zones'],
    ['/equipments', '/restaurant/equipments'],
    ['/employees', '/restaurant/employees'],
    ['/jobs', '/restaurant/jobs'],
    ['/hygiene', '/hygiene/temperature'],
    ['/restaurant', '/restaurant/restaurants'],
  ])('%s goes to %s', async (from, to) => {
    const { router } = renderApp({ path: from });
    await findShell();
    await waitFor(() => expect(router.state.location.pathname).toBe(to));
  });
});

describe('protected routes', () => {
  it.each(['/', '/restaurant/zones', '/articles/new', '/enseignes'])(
    'send an anonymous visitor from %s to /login',
    async (path) => {
      const { router } = renderApp({ path, user: null });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    },
  );
});

describe('signed-out deep link', () => {
  it('sends the visitor to /login naming the page, query string included, to return to it', async () => {
    const { router } = renderApp({ path: '/hygiene/cooling?x=1', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/hygiene/cooling?x=1',
    );
  });

  it('keeps the page left when the session expires on it (a 401), for the one who comes back', async () => {
    const { router } = renderApp({ path: '/stocks?tab=2' });
    await findShell();
    act(() => clearRefusedSession(undefined));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/stocks?tab=2');
  });

  it('keeps /login plain for the home page', async () => {
    const { router } = renderApp({ path: '/', user: null });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('');
  });
});

describe('role guard', () => {
  it.each(['/enseignes', '/enseignes/1'])(
    "shows 'Accès non autorisé' to an EMPLOYEE on %s",
    async (path) => {
      renderApp({ path, user: USERS.EMPLOYEE });
      expect(
        await screen.findByRole('heading', { name: 'Accès non autorisé' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("Vous n'avez pas les permissions nécessaires pour accéder à cette page."),
      ).toBeInTheDocument();
    },
  );

  it("shows 'Accès non autorisé' to a MANAGER on /enseignes", async () => {
    renderApp({ path: '/enseignes', user: USERS.MANAGER });
    expect(await screen.findByRole('heading', { name: 'Accès non autorisé' })).toBeInTheDocument();
  });

  it('lets an ADMIN in', async () => {
    renderApp({ path: '/enseignes', user: USERS.ADMIN });
    expect(await screen.findByRole('heading', { name: 'Mon Enseigne' })).toBeInTheDocument();
    expect(screen.queryByText('Accès non autorisé')).toBeNull();
  });
});

// A screen that reads an entity gets no answer from the mocked graph here: it shows what it shows
// when that read fails (its not-found or failure heading; an edit form and a count go back to
// their list), which proves the route reached that screen. The screens of the products, stock and
// purchasing sections are in router.products-stock-purchasing.test.tsx: two workers share them.
describe('screens', () => {
  it.each([
    ['/', 'Tableau de bord'],
    ['/restaurant/restaurants', 'Restaurants'],
    ['/restaurant/restaurants/new', 'Nouveau restaurant'],
    ['/restaurant/restaurants/3/edit', 'Modifier le restaurant'],
    ['/restaurant/zones', 'Zones et surfaces'],
    ['/restaurant/equipments', 'Équipements'],
    ['/restaurant/employees', 'Employés'],
    ['/restaurant/jobs', 'Postes'],
    ['/labs', 'Laboratoires'],
    ['/hygiene/temperature', 'Relevés de température'],
    ['/hygiene/cooling', 'Refroidissement'],
    ['/hygiene/heating', 'Remise en température'],
    ['/hygiene/traceability', 'Traçabilité'],
    ['/hygiene/cleaning', 'Nettoyage'],
    ['/hygiene/oil', 'Huile de friture'],
    ['/planning', 'Planning'],
    ['/badgeuse', 'Badgeuse'],
    ['/settings', 'Paramètres'],
    ['/nowhere', 'Page introuvable'],
  ])('%s is titled %s', async (path, title) => {
    renderApp({ path });
    // Not the first heading found: a page drawn while its data loads may draw it again, anew.
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument(),
    );
  });
});
