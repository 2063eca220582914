import { Suspense, cloneElement, isValidElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MockedProvider } from '../test/MockedProvider.tsx';
import {
  MemoryRouter,
  Navigate,
  RouterProvider,
  createMemoryRouter,
  type RouteObject,
} from 'react-router-dom';
import {
  ROLES,
  can,
  canManageEnseigne,
  rolesForTransition,
  type Action,
  type Area,
  type PurchaseOrderTransition,
  type Role,
} from '@bo/domain';
import { ACCESS_DENIED_TITLE } from '../ui/AccessDenied.tsx';
import { RestaurantSelectionProvider } from '../lib/restaurant-selection.tsx';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../test/renderApp.tsx';
import { RequireRole } from './guards.tsx';
import { SessionProvider } from './session.tsx';
import { routes } from './router.tsx';

/**
 * Issue 21 item 1: no route offers a working page to a user the api refuses. Every route of the
 * router's own table is judged for the three roles and for a manager outside the restaurant,
 * against who may open it, written once below from the domain's rules.
 */

/** Who may open a route: the domain's rule that the api applies to what the page does. */
type Rule = (role: Role) => boolean;
const everyone: Rule = () => true;
const may =
  (area: Area, action: Action): Rule =>
  (role) =>
    can(role, area, action);
const asks =
  (transition: PurchaseOrderTransition): Rule =>
  (role) =>
    rolesForTransition(transition).includes(role);

const OPENS: Record<string, Rule> = {
  '/login': everyone,
  '/signup': everyone,
  '/accept-invitation': everyone,
  '/kiosque': everyone,
  '/': everyone,
  '/enseignes': canManageEnseigne,
  '/enseignes/:id': canManageEnseigne,
  '/restaurant/restaurants': everyone,
  '/restaurant/restaurants/new': may('RESTAURANTS', 'create'),
  '/restaurant/restaurants/:id/edit': may('RESTAURANTS', 'edit'),
  '/restaurant/zones': everyone,
  '/restaurant/equipments': everyone,
  '/restaurant/employees': everyone,
  '/restaurant/jobs': everyone,
  '/labs': everyone,
  '/products': everyone,
  '/products/:id': everyone,
  '/recipes': everyone,
  '/recipes/:id': everyone,
  '/tags': everyone,
  '/stocks': everyone,
  '/stocks/product/:productId': everyone,
  '/inventory': everyone,
  // Read-only for an EMPLOYEE: the counting screen shows no action bar without the edit right.
  '/inventory/new': everyone,
  '/inventory/:id': everyone,
  '/articles': everyone,
  '/articles/new': may('ARTICLES', 'create'),
  '/articles/:id': everyone,
  '/articles/:id/edit': may('ARTICLES', 'edit'),
  '/suppliers': everyone,
  '/suppliers/new': may('SUPPLIERS', 'create'),
  '/suppliers/:id': everyone,
  '/suppliers/:id/edit': may('SUPPLIERS', 'edit'),
  '/purchase-orders': everyone,
  '/purchase-orders/new': may('PURCHASE_ORDERS', 'create'),
  '/purchase-orders/:id': everyone,
  '/purchase-orders/:id/edit': asks('EDIT'),
  '/purchase-orders/:id/expedite': asks('EXPEDITE'),
  '/internal-sales': everyone,
  '/hygiene/temperature': everyone,
  '/hygiene/cooling': everyone,
  '/hygiene/heating': everyone,
  '/hygiene/traceability': everyone,
  '/hygiene/cleaning': everyone,
  '/hygiene/oil': everyone,
  '/planning': everyone,
  '/badgeuse': everyone,
  '/settings': everyone,
};

/**
 * A manager outside the restaurant has a MANAGER's routes: which restaurant a page belongs to is
 * known once its data is read, and the api answers 404 for another's (the expedition control's
 * and the edit form's refusals of one order are in purchase-orders/*.test.tsx).
 */
const ACTORS: readonly { name: string; role: Role }[] = [
  ...ROLES.map((role) => ({ name: role, role })),
  { name: 'MANAGER outside the restaurant', role: 'MANAGER' },
];

/** The screens of the router's table, with the element it renders for each (redirects aside). */
function screens(table: readonly RouteObject[]): { path: string; element: ReactNode }[] {
  return table.flatMap((r) => [
    ...(r.path && r.path !== '*' && !(isValidElement(r.element) && r.element.type === Navigate)
      ? [{ path: r.path, element: r.element }]
      : []),
    ...screens(r.children ?? []),
  ]);
}

const SCREENS = screens(routes);
const SCREEN = <p>écran</p>;

/** What the route's own guard decides, with the screen stubbed: the screen is cheap to stand in. */
function routeGuardOpens(element: ReactNode, role: Role): boolean {
  const user = USERS[role];
  localStorage.setItem('token', `token-${user.id}`);
  localStorage.setItem('user', JSON.stringify(user));
  const guarded =
    isValidElement<{ children?: ReactNode }>(element) && element.type === RequireRole
      ? cloneElement(element, {}, SCREEN)
      : SCREEN;
  render(
    <MockedProvider mocks={shellMocks(user, DEMO_RESTAURANTS)}>
      <SessionProvider>
        <MemoryRouter>{guarded}</MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
  const opens = screen.queryByText('écran') !== null;
  if (!opens) expect(screen.getByRole('heading', { name: ACCESS_DENIED_TITLE })).toBeVisible();
  cleanup();
  localStorage.clear();
  return opens;
}

afterEach(() => localStorage.clear());

describe('who opens which route', () => {
  it('has a rule for every route of the router, and no rule for a route that is gone', () => {
    expect(SCREENS.map((s) => s.path).sort()).toEqual(Object.keys(OPENS).sort());
  });

  // A route whose guard lets a role in that the rule refuses must be refused by its screen
  // itself ('Accès non autorisé' or a redirect): those few screens are rendered for real below.
  const pageGuarded: { path: string; role: Role }[] = [];
  it.each(ACTORS)('opens to $name only what the rules allow', ({ role }) => {
    for (const { path, element } of SCREENS) {
      const rule = OPENS[path] ?? (() => false);
      const opens = routeGuardOpens(element, role);
      if (!rule(role)) {
        if (opens && !pageGuarded.some((p) => p.path === path && p.role === role))
          pageGuarded.push({ path, role });
      } else expect(opens, `${path} for ${role}`).toBe(true);
    }
  });

  it('refuses, on the screen itself, what the route lets in and the rule refuses', async () => {
    // Filled by the tests above ('/purchase-orders/new' for an EMPLOYEE is one).
    expect(pageGuarded).toContainEqual({ path: '/purchase-orders/new', role: 'EMPLOYEE' });
    for (const { path, role } of pageGuarded) {
      const url = path.replace(/:[a-zA-Z]+/g, '1');
      const element = SCREENS.find((s) => s.path === path)?.element;
      const user = USERS[role];
      localStorage.setItem('token', `token-${user.id}`);
      localStorage.setItem('user', JSON.stringify(user));
      // The screen as the router mounts it, without the shell around it: a redirect leaves it.
      const router = createMemoryRouter(
        [
          { path, element },
          { path: '*', element: <p>ailleurs</p> },
        ],
        { initialEntries: [url] },
      );
      const { unmount } = render(
        <MockedProvider mocks={shellMocks(user, DEMO_RESTAURANTS)}>
          <SessionProvider>
            <RestaurantSelectionProvider newRestaurantPath="/restaurant/restaurants/new">
              <Suspense fallback={null}>
                <RouterProvider router={router} />
              </Suspense>
            </RestaurantSelectionProvider>
          </SessionProvider>
        </MockedProvider>,
      );
      await waitFor(
        () =>
          expect(
            router.state.location.pathname !== url ||
              screen.queryByRole('heading', { name: ACCESS_DENIED_TITLE }) !== null,
            `${path} for ${role}`,
          ).toBe(true),
        { timeout: 5_000 },
      );
      unmount();
      localStorage.clear();
    }
  }, 60_000);
});
