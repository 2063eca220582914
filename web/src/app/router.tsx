import { lazy } from 'react';
import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { NotFound } from '../ui/NotFound.tsx';
import { RequireAuth, RequireRole } from './guards.tsx';
import { RestaurantSelectionProvider } from './restaurant-selection.tsx';
import { paths, redirects } from './urls.ts';

/**
 * One chunk per area (DESIGN §6): every screen of an area comes from its `pages.tsx`, imported
 * lazily, so the login page loads none of them.
 */
function page<M>(load: () => Promise<M>, name: keyof M & string) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

// The shell is a chunk of its own too: the public pages never load the menu, the picker, ...
const shell = () => import('./shell/index.ts');
const AppShell = page(shell, 'AppShell');
const PlainLayout = page(shell, 'PlainLayout');
const SectionLayout = lazy(async () => ({ default: (await shell()).SectionTabs }));
// The date pickers' adapter, dayjs and its French locale: only signed-in pages have pickers.
const DateLocalization = lazy(async () => ({
  default: (await import('./date-localization.tsx')).DateLocalization,
}));

const LoginPage = lazy(() => import('../features/auth/LoginPage.tsx'));
const SignupPage = lazy(() => import('../features/auth/SignupPage.tsx'));
const AcceptInvitationPage = lazy(() => import('../features/invitations/AcceptInvitationPage.tsx'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage.tsx'));

const restaurants = () => import('../features/restaurants/pages.tsx');
const zones = () => import('../features/zones/pages.tsx');
const equipments = () => import('../features/equipments/pages.tsx');
const employees = () => import('../features/employees/pages.tsx');
const jobs = () => import('../features/jobs/pages.tsx');
const labs = () => import('../features/labs/pages.tsx');
const enseigne = () => import('../features/enseigne/pages.tsx');
const products = () => import('../features/products/pages.tsx');
const recipes = () => import('../features/recipes/pages.tsx');
const tags = () => import('../features/tags/pages.tsx');
const stock = () => import('../features/stock/pages.tsx');
const inventory = () => import('../features/inventory/pages.tsx');
const articles = () => import('../features/articles/pages.tsx');
const suppliers = () => import('../features/suppliers/pages.tsx');
const purchaseOrders = () => import('../features/purchase-orders/pages.tsx');
const internalSales = () => import('../features/internal-sales/pages.tsx');
const hygiene = () => import('../features/hygiene/pages.tsx');
const planning = () => import('../features/planning/pages.tsx');
const badgeuse = () => import('../features/badgeuse/pages.tsx');
const settings = () => import('../features/settings/pages.tsx');

const screens = {
  RestaurantsPage: page(restaurants, 'RestaurantsPage'),
  RestaurantNewPage: page(restaurants, 'RestaurantNewPage'),
  RestaurantEditPage: page(restaurants, 'RestaurantEditPage'),
  ZonesPage: page(zones, 'ZonesPage'),
  EquipmentsPage: page(equipments, 'EquipmentsPage'),
  EmployeesPage: page(employees, 'EmployeesPage'),
  JobsPage: page(jobs, 'JobsPage'),
  LabsPage: page(labs, 'LabsPage'),
  EnseignePage: page(enseigne, 'EnseignePage'),
  EnseigneDetailPage: page(enseigne, 'EnseigneDetailPage'),
  ProductsPage: page(products, 'ProductsPage'),
  ProductPage: page(products, 'ProductPage'),
  RecipesPage: page(recipes, 'RecipesPage'),
  RecipePage: page(recipes, 'RecipePage'),
  TagsPage: page(tags, 'TagsPage'),
  StocksPage: page(stock, 'StocksPage'),
  ProductStockPage: page(stock, 'ProductStockPage'),
  InventoriesPage: page(inventory, 'InventoriesPage'),
  InventoryNewPage: page(inventory, 'InventoryNewPage'),
  InventoryPage: page(inventory, 'InventoryPage'),
  ArticlesPage: page(articles, 'ArticlesPage'),
  ArticleNewPage: page(articles, 'ArticleNewPage'),
  ArticlePage: page(articles, 'ArticlePage'),
  ArticleEditPage: page(articles, 'ArticleEditPage'),
  SuppliersPage: page(suppliers, 'SuppliersPage'),
  SupplierNewPage: page(suppliers, 'SupplierNewPage'),
  SupplierPage: page(suppliers, 'SupplierPage'),
  SupplierEditPage: page(suppliers, 'SupplierEditPage'),
  PurchaseOrdersPage: page(purchaseOrders, 'PurchaseOrdersPage'),
  PurchaseOrderNewPage: page(purchaseOrders, 'PurchaseOrderNewPage'),
  PurchaseOrderPage: page(purchaseOrders, 'PurchaseOrderPage'),
  PurchaseOrderEditPage: page(purchaseOrders, 'PurchaseOrderEditPage'),
  PurchaseOrderExpeditePage: page(purchaseOrders, 'PurchaseOrderExpeditePage'),
  InternalSalesPage: page(internalSales, 'InternalSalesPage'),
  TemperaturePage: page(hygiene, 'TemperaturePage'),
  CoolingPage: page(hygiene, 'CoolingPage'),
  HeatingPage: page(hygiene, 'HeatingPage'),
  TraceabilityPage: page(hygiene, 'TraceabilityPage'),
  CleaningPage: page(hygiene, 'CleaningPage'),
  OilPage: page(hygiene, 'OilPage'),
  PlanningPage: page(planning, 'PlanningPage'),
  BadgeusePage: page(badgeuse, 'BadgeusePage'),
  SettingsPage: page(settings, 'SettingsPage'),
};

const s = screens;
const route = (path: string, Screen: ComponentType): RouteObject => ({
  path,
  element: <Screen />,
});

/** Every route of spec 000 §2; exported so tests mount the same table in a memory router. */
export const routes: RouteObject[] = [
  { path: paths.login, element: <LoginPage /> },
  { path: paths.signup, element: <SignupPage /> },
  { path: paths.acceptInvitation, element: <AcceptInvitationPage /> },
  {
    element: <RequireAuth />,
    children: [
      {
        element: (
          <DateLocalization>
            <RestaurantSelectionProvider>
              <AppShell />
            </RestaurantSelectionProvider>
          </DateLocalization>
        ),
        children: [
          ...redirects.map(({ from, to }) => ({
            path: from,
            element: <Navigate to={to} replace />,
          })),
          {
            element: <SectionLayout section="restaurant" />,
            children: [
              route(paths.restaurants, s.RestaurantsPage),
              route(paths.restaurantNew, s.RestaurantNewPage),
              route(paths.restaurantEdit, s.RestaurantEditPage),
              route(paths.zones, s.ZonesPage),
              route(paths.equipments, s.EquipmentsPage),
              route(paths.employees, s.EmployeesPage),
              route(paths.jobs, s.JobsPage),
            ],
          },
          {
            element: <SectionLayout section="products" />,
            children: [
              route(paths.products, s.ProductsPage),
              route(paths.product, s.ProductPage),
              route(paths.recipes, s.RecipesPage),
              route(paths.recipe, s.RecipePage),
              route(paths.tags, s.TagsPage),
            ],
          },
          {
            element: <SectionLayout section="stock" />,
            children: [
              route(paths.stocks, s.StocksPage),
              route(paths.productStock, s.ProductStockPage),
              route(paths.inventories, s.InventoriesPage),
              route(paths.inventoryNew, s.InventoryNewPage),
              route(paths.inventory, s.InventoryPage),
            ],
          },
          {
            element: <SectionLayout section="purchasing" />,
            children: [
              route(paths.articles, s.ArticlesPage),
              route(paths.articleNew, s.ArticleNewPage),
              route(paths.article, s.ArticlePage),
              route(paths.articleEdit, s.ArticleEditPage),
              route(paths.suppliers, s.SuppliersPage),
              route(paths.supplierNew, s.SupplierNewPage),
              route(paths.supplier, s.SupplierPage),
              route(paths.supplierEdit, s.SupplierEditPage),
              route(paths.purchaseOrders, s.PurchaseOrdersPage),
              route(paths.purchaseOrderNew, s.PurchaseOrderNewPage),
              route(paths.purchaseOrder, s.PurchaseOrderPage),
              route(paths.purchaseOrderEdit, s.PurchaseOrderEditPage),
              route(paths.purchaseOrderExpedite, s.PurchaseOrderExpeditePage),
              route(paths.internalSales, s.InternalSalesPage),
            ],
          },
          {
            element: <SectionLayout section="hygiene" />,
            children: [
              route(paths.hygieneTemperature, s.TemperaturePage),
              route(paths.hygieneCooling, s.CoolingPage),
              route(paths.hygieneHeating, s.HeatingPage),
              route(paths.hygieneTraceability, s.TraceabilityPage),
              route(paths.hygieneCleaning, s.CleaningPage),
              route(paths.hygieneOil, s.OilPage),
            ],
          },
          {
            element: <PlainLayout />,
            children: [
              route(paths.dashboard, DashboardPage),
              route(paths.labs, s.LabsPage),
              {
                element: <RequireRole roles={['ADMIN']} />,
                children: [
                  route(paths.enseignes, s.EnseignePage),
                  route(paths.enseigne, s.EnseigneDetailPage),
                ],
              },
              route(paths.planning, s.PlanningPage),
              route(paths.badgeuse, s.BadgeusePage),
              route(paths.settings, s.SettingsPage),
              { path: '*', element: <NotFound /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
