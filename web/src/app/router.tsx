import { lazy } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { areas } from '../features/areas.ts';
import { restaurantUrls } from '../features/restaurants/urls.ts';
import { NotFound } from '../ui/NotFound.tsx';
import type { AreaLayout, AreaRoute } from './area.ts';
import { RequireAuth, RequireRole } from './guards.tsx';
import { RestaurantSelectionProvider } from '../lib/restaurant-selection.tsx';

// The shell is a chunk of its own: the public pages never load the menu, the picker, ...
const shell = () => import('./shell/index.ts');
const AppShell = lazy(async () => ({ default: (await shell()).AppShell }));
const PlainLayout = lazy(async () => ({ default: (await shell()).PlainLayout }));
const SectionLayout = lazy(async () => ({ default: (await shell()).SectionTabs }));
// The date pickers' adapter, dayjs and its French locale: only signed-in pages have pickers.
const DateLocalization = lazy(async () => ({
  default: (await import('./date-localization.tsx')).DateLocalization,
}));

function route({ path, screen: Screen, roles }: AreaRoute): RouteObject {
  return {
    path,
    element: roles ? (
      <RequireRole roles={roles}>
        <Screen />
      </RequireRole>
    ) : (
      <Screen />
    ),
  };
}

/** The routes of the areas (features/areas.ts) that render in `layout`. */
const routesIn = (layout: AreaLayout): RouteObject[] =>
  areas.filter((area) => area.layout === layout).flatMap((area) => area.routes.map(route));

const sectionLayouts = [...new Set(areas.map((area) => area.layout))].flatMap((layout) =>
  layout === 'public' || layout === 'plain'
    ? []
    : [{ element: <SectionLayout section={layout} />, children: routesIn(layout) }],
);

/**
 * Every route of docs/areas/platform.md#shell-and-routes; exported so tests mount the same table in
 * a memory router.
 */
export const routes: RouteObject[] = [
  ...routesIn('public'),
  {
    element: <RequireAuth />,
    children: [
      {
        element: (
          <DateLocalization>
            <RestaurantSelectionProvider newRestaurantPath={restaurantUrls.restaurantNew()}>
              <AppShell />
            </RestaurantSelectionProvider>
          </DateLocalization>
        ),
        children: [
          ...areas.flatMap((area) =>
            (area.redirects ?? []).map(({ from, to }) => ({
              path: from,
              element: <Navigate to={to} replace />,
            })),
          ),
          ...sectionLayouts,
          {
            element: <PlainLayout />,
            children: [...routesIn('plain'), { path: '*', element: <NotFound /> }],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
