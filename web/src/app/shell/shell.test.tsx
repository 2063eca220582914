import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  DEMO_RESTAURANTS,
  LAB,
  USERS,
  bellNotification,
  findPicker,
  findShell,
  renderApp,
} from '../../test/renderApp.tsx';
import { PHONE_WIDTH, stubScreenWidth } from '../../test/screen-width.ts';
import { LAB_ONLY_HINT } from './navigation.tsx';

const nav = () => screen.getByRole('navigation', { name: 'Menu principal' });

describe('restaurant picker', () => {
  it('lists restaurants alphabetically, then laboratories with a flask icon', async () => {
    const { events } = renderApp();
    const picker = await findPicker();
    await waitFor(() => expect(picker).toHaveValue('La Table des Halles'));
    await events.click(picker);
    const listbox = await screen.findByRole('listbox', { name: 'Restaurants' });
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => within(o).getByText(/./, { selector: 'p' }).textContent)).toEqual([
      'La Table des Halles',
      'Le Bistrot du Port',
      'Le Comptoir Lyonnais',
      'Laboratoire Central',
    ]);
    expect(within(options[3]!).getByTitle('Laboratoire')).toBeInTheDocument();
    expect(within(options[0]!).queryByTitle('Laboratoire')).toBeNull();
  });

  it("says 'Aucun résultat trouvé' when a search matches nothing", async () => {
    const { events } = renderApp();
    const picker = await findPicker();
    await waitFor(() => expect(picker).toHaveValue('La Table des Halles'));
    await events.clear(picker);
    await events.type(picker, 'zzz');
    expect(await screen.findByText('Aucun résultat trouvé')).toBeInTheDocument();
    expect(screen.queryByText('Aucune option disponible')).toBeNull();
  });

  it("says 'Aucune option disponible' when the user sees no restaurant", async () => {
    const { events } = renderApp({ restaurants: [] });
    const picker = await findPicker();
    await events.click(picker);
    expect(await screen.findByText('Aucune option disponible')).toBeInTheDocument();
  });

  it.each(['/products', '/products/42', '/recipes', '/recipes/7', '/tags'])(
    "is disabled and reads 'Enseigne' on %s",
    async (path) => {
      renderApp({ path });
      await findShell();
      // Disabled, it is a plain text field rather than a combobox.
      const picker = await screen.findByRole('textbox', { name: 'Restaurant' });
      expect(picker).toBeDisabled();
      expect(picker).toHaveValue('Enseigne');
    },
  );

  it('is enabled on restaurant-scoped routes', async () => {
    renderApp({ path: '/stocks' });
    const picker = await findPicker();
    expect(picker).toBeEnabled();
    await waitFor(() => expect(picker).toHaveValue('La Table des Halles'));
  });
});

describe('selected restaurant', () => {
  it('is restored from local storage', async () => {
    renderApp({ storedRestaurantId: '13' });
    const picker = await findPicker();
    await waitFor(() => expect(picker).toHaveValue('Le Comptoir Lyonnais'));
    expect(localStorage.getItem('selectedRestaurant')).toBe('13');
  });

  it("defaults to the picker's first restaurant and saves it", async () => {
    renderApp();
    const picker = await findPicker();
    await waitFor(() => expect(picker).toHaveValue('La Table des Halles'));
    await waitFor(() => expect(localStorage.getItem('selectedRestaurant')).toBe('12'));
  });

  it('falls back to the first restaurant when the stored one is not in the list', async () => {
    renderApp({ storedRestaurantId: '999' });
    const picker = await findPicker();
    await waitFor(() => expect(picker).toHaveValue('La Table des Halles'));
    await waitFor(() => expect(localStorage.getItem('selectedRestaurant')).toBe('12'));
  });

  it('changes and is saved when another restaurant is picked', async () => {
    const { events } = renderApp();
    const picker = await findPicker();
    await waitFor(() => expect(picker).toHaveValue('La Table des Halles'));
    await events.click(picker);
    await events.click(await screen.findByRole('option', { name: /Laboratoire Central/ }));
    expect(picker).toHaveValue('Laboratoire Central');
    expect(localStorage.getItem('selectedRestaurant')).toBe(LAB.id);
  });
});

describe('left menu', () => {
  it('greys the internal-sales entry with a hint unless a laboratory is selected', async () => {
    renderApp({ path: '/articles' });
    await findPicker();
    const entry = await within(nav()).findByRole('button', { name: /Ventes internes/ });
    expect(entry).toHaveAttribute('aria-disabled', 'true');
    expect(within(entry).getByText('Réservé aux laboratoires')).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: /Ventes internes/ })).toBeNull();
  });

  it('enables the internal-sales entry when the selected restaurant is a laboratory', async () => {
    renderApp({ path: '/articles', storedRestaurantId: LAB.id });
    await findPicker();
    const entry = await within(nav()).findByRole('link', { name: 'Ventes internes' });
    expect(entry).toHaveAttribute('href', '/internal-sales');
    expect(within(nav()).queryByText('Réservé aux laboratoires')).toBeNull();
  });

  it("shows 'Mon Enseigne' to an ADMIN", async () => {
    renderApp({ user: USERS.ADMIN });
    await findShell();
    expect(within(nav()).getByRole('link', { name: 'Mon Enseigne' })).toHaveAttribute(
      'href',
      '/enseignes',
    );
  });

  it.each([USERS.MANAGER, USERS.EMPLOYEE])("hides 'Mon Enseigne' from a $role", async (user) => {
    renderApp({ user });
    await findShell();
    expect(within(nav()).getByRole('link', { name: 'Tableau de bord' })).toBeInTheDocument();
    expect(within(nav()).queryByRole('link', { name: 'Mon Enseigne' })).toBeNull();
  });

  it('has every module entry', async () => {
    renderApp({ path: '/products' });
    await findShell();
    for (const label of [
      'Tableau de bord',
      'Restaurant',
      'Laboratoires',
      'Hygiène',
      'Planning',
      'Badgeuse',
      'Paramètres',
      'Produits',
      'Recettes',
      'Tags',
    ]) {
      expect(within(nav()).getByRole('link', { name: label })).toBeInTheDocument();
    }
    for (const group of ['Stock', 'Approvisionnement']) {
      expect(within(nav()).getByRole('button', { name: group })).toBeInTheDocument();
    }
  });

  it('unfolds and folds a group', async () => {
    const { events } = renderApp();
    await findShell();
    const group = within(nav()).getByRole('button', { name: 'Stock' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).queryByRole('link', { name: 'Inventaires' })).toBeNull();
    await events.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Inventaires' })).toHaveAttribute(
      'href',
      '/inventory',
    );
    await events.click(group);
    await waitFor(() =>
      expect(within(nav()).queryByRole('link', { name: 'Inventaires' })).toBeNull(),
    );
  });

  it("collapses with 'Réduire' and expands with 'Agrandir'", async () => {
    const { events } = renderApp();
    await findShell();
    expect(within(nav()).getByText('Tableau de bord')).toBeInTheDocument();
    await events.click(within(nav()).getByRole('button', { name: 'Réduire' }));
    expect(within(nav()).queryByText('Tableau de bord')).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Réduire' })).toBeNull();
    await events.click(within(nav()).getByRole('button', { name: 'Agrandir' }));
    expect(within(nav()).getByText('Tableau de bord')).toBeInTheDocument();
    expect(within(nav()).getByRole('button', { name: 'Réduire' })).toBeInTheDocument();
  });

  it('opens a collapsed group in a menu beside the rail', async () => {
    const { events } = renderApp();
    await findShell();
    await events.click(within(nav()).getByRole('button', { name: 'Réduire' }));
    const group = within(nav()).getByRole('button', { name: 'Approvisionnement' });
    // The rail's button says it opens a menu, and whether it is open.
    expect(group).toHaveAttribute('aria-haspopup', 'menu');
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await events.click(group);
    const menu = await screen.findByRole('menu', { name: 'Approvisionnement' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('menuitem', { name: /Ventes internes/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Articles' })).toHaveAttribute(
      'href',
      '/articles',
    );
  });
});

describe('on a phone', () => {
  beforeEach(() => stubScreenWidth(PHONE_WIDTH));
  afterEach(() => vi.unstubAllGlobals());

  it('opens the menu as a drawer over the page and closes it on navigation', async () => {
    const { events, router } = renderApp();
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    // No rail beside the page: the menu is out of sight until asked for.
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Ouvrir le menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await events.click(button);
    const drawer = await screen.findByRole('presentation');
    expect(within(drawer).getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
    // The drawer has no 'Réduire': the rail's collapse means nothing over the page.
    expect(within(nav()).queryByRole('button', { name: 'Réduire' })).toBeNull();
    await events.click(within(nav()).getByRole('link', { name: 'Planning' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/planning'));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull(),
    );
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes the drawer on a link to the page already shown', async () => {
    const { events } = renderApp({ path: '/planning' });
    await screen.findByRole('combobox', { name: 'Restaurant' });
    await events.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await events.click(within(await findShell()).getByRole('link', { name: 'Planning' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Menu principal' })).toBeNull(),
    );
  });

  it("unfolds a group in the drawer and follows its screen's link", async () => {
    const { events, router } = renderApp();
    await screen.findByRole('combobox', { name: 'Restaurant' });
    await events.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await events.click(within(await findShell()).getByRole('button', { name: 'Stock' }));
    await events.click(within(nav()).getByRole('link', { name: 'Inventaires' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory'));
  });
});

describe('on a desktop', () => {
  beforeEach(() => stubScreenWidth(1440));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the menu beside the page, with no menu button', async () => {
    renderApp();
    await findShell();
    expect(within(nav()).getByRole('button', { name: 'Réduire' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu' })).toBeNull();
  });
});

describe('user menu', () => {
  it.each([
    ['Administrateur', USERS.ADMIN],
    ['Manager', USERS.MANAGER],
    ['Employé', USERS.EMPLOYEE],
  ] as const)("shows the user's name and the role label %s", async (label, user) => {
    renderApp({ user });
    await findShell();
    const button = screen.getByRole('button', { name: /Menu utilisateur/ });
    expect(within(button).getByText(`${user.firstName} ${user.lastName}`)).toBeInTheDocument();
    expect(within(button).getByText(label)).toBeInTheDocument();
  });

  it("signs out with 'Se déconnecter' and goes to /login", async () => {
    const { events, router } = renderApp({ path: '/planning' });
    await findShell();
    await events.click(screen.getByRole('button', { name: /Menu utilisateur/ }));
    await events.click(await screen.findByRole('menuitem', { name: 'Se déconnecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // A shared tablet: the next person to sign in lands on the home page, not on this one.
    expect(router.state.location.search).toBe('');
  });
});

describe('notification bell', () => {
  const oneUnread = () => ({ unread: 1, notifications: [bellNotification('1')] });
  /** The bell, in the top bar that holds the user menu. */
  async function findBellInTopBar() {
    const bell = await screen.findByRole('button', { name: 'Notifications (1 non lue)' });
    const topBar = screen.getByRole('button', { name: /Menu utilisateur/ }).closest('header');
    expect(topBar).not.toBeNull();
    expect(bell.closest('header')).toBe(topBar);
    return bell;
  }

  it.each([USERS.ADMIN, USERS.MANAGER, USERS.EMPLOYEE])(
    'is in the top bar of a $role, beside the user menu',
    async (user) => {
      renderApp({ user, notifications: oneUnread() });
      await findShell();
      expect(await findBellInTopBar()).toBeVisible();
    },
  );

  describe('on a phone', () => {
    beforeEach(() => stubScreenWidth(PHONE_WIDTH));
    afterEach(() => vi.unstubAllGlobals());

    it('is in the top bar too', async () => {
      renderApp({ notifications: oneUnread() });
      await screen.findByRole('heading', { name: 'Tableau de bord' });
      expect(await findBellInTopBar()).toBeVisible();
    });
  });
});

describe('sub-tab bars', () => {
  it.each([
    [
      '/restaurant/zones',
      'Restaurant',
      'Zones',
      ['Restaurants', 'Zones', 'Équipements', 'Employés', 'Postes'],
    ],
    ['/recipes', 'Produits', 'Recettes', ['Produits', 'Recettes', 'Tags']],
    ['/inventory/new', 'Stock', 'Inventaires', ['Stocks', 'Inventaires']],
    [
      '/suppliers/3/edit',
      'Approvisionnement',
      'Fournisseurs',
      ['Articles', 'Fournisseurs', 'Bons de commande', 'Ventes internes'],
    ],
    [
      '/hygiene/heating',
      'Hygiène',
      'Remise en température',
      [
        'Température',
        'Refroidissement',
        'Remise en température',
        'Traçabilité',
        'Nettoyage',
        'Huile de friture',
      ],
    ],
  ])('on %s: the %s tabs, %s selected', async (path, label, selected, tabs) => {
    renderApp({ path });
    const bar = await screen.findByRole('tablist', { name: label });
    // A laboratory-only tab says why it is disabled inside the tab itself (its description).
    expect(
      within(bar)
        .getAllByRole('tab')
        .map((t) => t.textContent?.replace(LAB_ONLY_HINT, '')),
    ).toEqual(tabs);
    for (const tab of within(bar).queryAllByRole('tab', { name: /Ventes internes/ })) {
      expect(tab).toBeDisabled();
      expect(tab).toHaveAccessibleDescription(LAB_ONLY_HINT);
    }
    expect(within(bar).getByRole('tab', { selected: true })).toHaveTextContent(selected);
  });

  it('has no tab bar on the dashboard', async () => {
    renderApp();
    await screen.findByRole('heading', { name: 'Tableau de bord' });
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});

describe('restaurant list fixture', () => {
  it('is in server order, so the picker test checks sorting', () => {
    expect(DEMO_RESTAURANTS.map((r) => r.name)[0]).toBe('Le Bistrot du Port');
  });
});
