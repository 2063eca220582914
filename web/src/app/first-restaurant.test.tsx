import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEMO_RESTAURANTS, USERS, renderApp } from '../test/renderApp.tsx';

// Issue 10 item 12: a chain without restaurants is told how to create its first one, with the
// creation page for whoever may create one, instead of being asked to pick one.
async function guide(): Promise<HTMLElement> {
  // The page and the permissions load lazily: slower than findBy's default second under load.
  const title = await screen.findByText('Aucun restaurant pour le moment', {}, { timeout: 8000 });
  const notice = title.closest<HTMLElement>('[role="alert"]');
  if (!notice) throw new Error('the notice is not an alert');
  return notice;
}

describe('a user who sees no restaurant', () => {
  it('as the ADMIN of a brand-new chain, is offered the creation of the first restaurant', async () => {
    const { router } = renderApp({ path: '/restaurant/employees', restaurants: [] });
    const notice = await guide();
    expect(notice).toHaveTextContent("Votre enseigne n'a pas encore de restaurant.");
    expect(notice).toHaveTextContent("Créez le premier restaurant de l'enseigne");
    const create = within(notice).getByRole('link', { name: 'Créer un restaurant' });
    expect(create).toHaveAttribute('href', '/restaurant/restaurants/new');
    // There is nothing to select: the page's request to select one is not shown.
    expect(screen.queryByText(/Veuillez sélectionner/)).toBeNull();
    // The top bar's picker has nothing to offer and does not ask to select.
    expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveAttribute(
      'placeholder',
      'Aucun restaurant',
    );
    await userEvent.click(create);
    expect(router.state.location.pathname).toBe('/restaurant/restaurants/new');
  });

  it('as an EMPLOYEE, is told who must create one, without a creation link', async () => {
    renderApp({ path: '/hygiene/temperature', user: USERS.EMPLOYEE, restaurants: [] });
    const notice = await guide();
    expect(notice).toHaveTextContent("Votre enseigne n'a pas encore de restaurant.");
    expect(notice).toHaveTextContent("Un administrateur de l'enseigne doit d'abord en créer un");
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Veuillez sélectionner/)).toBeNull();
  });

  it('as a MANAGER given none (only an ADMIN creates restaurants), is told to ask for his', async () => {
    renderApp({ path: '/restaurant/zones', user: USERS.MANAGER, restaurants: [] });
    const notice = await guide();
    expect(notice).toHaveTextContent('Aucun restaurant ne vous est encore attribué.');
    expect(notice).toHaveTextContent(
      "Demandez à un administrateur de l'enseigne de vous attribuer vos restaurants",
    );
    expect(within(notice).queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Veuillez sélectionner/)).toBeNull();
  });

  it('on the restaurant page, is not told that none is selected nor asked to choose one', async () => {
    renderApp({ path: '/restaurant/restaurants', restaurants: [] });
    const notice = await guide();
    expect(within(notice).getByRole('link', { name: 'Créer un restaurant' })).toBeInTheDocument();
    expect(screen.queryByText('Aucun restaurant sélectionné')).toBeNull();
    expect(
      screen.queryByText('Choisissez un restaurant dans la barre du haut pour le modifier.'),
    ).toBeNull();
  });

  it('is not shown once the chain has restaurants', async () => {
    renderApp({ path: '/restaurant/employees', restaurants: DEMO_RESTAURANTS });
    expect(await screen.findByRole('heading', { level: 1, name: 'Employés' })).toBeInTheDocument();
    expect(screen.queryByText('Aucun restaurant pour le moment')).toBeNull();
  });
});
