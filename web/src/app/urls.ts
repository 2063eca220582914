/**
 * Every route of the app (spec 000 §2): `paths` are the router's patterns, `urls` build links.
 * Screens link through `urls.*` so a moved route fails the type check, not a click.
 */
export const paths = {
  login: '/login',
  signup: '/signup',
  acceptInvitation: '/accept-invitation',

  dashboard: '/',
  restaurantSection: '/restaurant',
  restaurants: '/restaurant/restaurants',
  restaurantNew: '/restaurant/restaurants/new',
  restaurantEdit: '/restaurant/restaurants/:id/edit',
  zones: '/restaurant/zones',
  equipments: '/restaurant/equipments',
  employees: '/restaurant/employees',
  jobs: '/restaurant/jobs',
  labs: '/labs',
  enseignes: '/enseignes',
  enseigne: '/enseignes/:id',

  products: '/products',
  product: '/products/:id',
  recipes: '/recipes',
  recipe: '/recipes/:id',
  tags: '/tags',

  stocks: '/stocks',
  productStock: '/stocks/product/:productId',
  inventories: '/inventory',
  inventoryNew: '/inventory/new',
  inventory: '/inventory/:id',

  articles: '/articles',
  articleNew: '/articles/new',
  article: '/articles/:id',
  articleEdit: '/articles/:id/edit',
  suppliers: '/suppliers',
  supplierNew: '/suppliers/new',
  supplier: '/suppliers/:id',
  supplierEdit: '/suppliers/:id/edit',
  purchaseOrders: '/purchase-orders',
  purchaseOrderNew: '/purchase-orders/new',
  purchaseOrder: '/purchase-orders/:id',
  purchaseOrderEdit: '/purchase-orders/:id/edit',
  purchaseOrderExpedite: '/purchase-orders/:id/expedite',
  internalSales: '/internal-sales',

  hygiene: '/hygiene',
  hygieneTemperature: '/hygiene/temperature',
  hygieneCooling: '/hygiene/cooling',
  hygieneHeating: '/hygiene/heating',
  hygieneTraceability: '/hygiene/traceability',
  hygieneCleaning: '/hygiene/cleaning',
  hygieneOil: '/hygiene/oil',

  planning: '/planning',
  badgeuse: '/badgeuse',
  settings: '/settings',
} as const;

/** Old short paths kept working (spec 000 §2 "Redirects"). */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/restaurants', to: paths.restaurants },
  { from: '/zones', to: paths.zones },
  { from: '/equipments', to: paths.equipments },
  { from: '/employees', to: paths.employees },
  { from: '/jobs', to: paths.jobs },
  { from: paths.hygiene, to: paths.hygieneTemperature },
  { from: paths.restaurantSection, to: paths.restaurants },
];

type Id = string | number;
const seg = (id: Id) => encodeURIComponent(String(id));

export const urls = {
  login: () => paths.login,
  signup: () => paths.signup,
  acceptInvitation: (token: string) =>
    `${paths.acceptInvitation}?token=${encodeURIComponent(token)}`,

  dashboard: () => paths.dashboard,
  restaurants: () => paths.restaurants,
  restaurantNew: () => paths.restaurantNew,
  restaurantEdit: (id: Id) => `/restaurant/restaurants/${seg(id)}/edit`,
  zones: () => paths.zones,
  equipments: () => paths.equipments,
  employees: () => paths.employees,
  jobs: () => paths.jobs,
  labs: () => paths.labs,
  enseignes: () => paths.enseignes,
  enseigne: (id: Id) => `/enseignes/${seg(id)}`,

  products: () => paths.products,
  product: (id: Id) => `/products/${seg(id)}`,
  recipes: () => paths.recipes,
  recipe: (id: Id) => `/recipes/${seg(id)}`,
  tags: () => paths.tags,

  stocks: () => paths.stocks,
  productStock: (productId: Id) => `/stocks/product/${seg(productId)}`,
  inventories: () => paths.inventories,
  inventoryNew: () => paths.inventoryNew,
  inventory: (id: Id) => `/inventory/${seg(id)}`,

  articles: () => paths.articles,
  articleNew: () => paths.articleNew,
  article: (id: Id) => `/articles/${seg(id)}`,
  articleEdit: (id: Id) => `/articles/${seg(id)}/edit`,
  suppliers: () => paths.suppliers,
  supplierNew: () => paths.supplierNew,
  supplier: (id: Id) => `/suppliers/${seg(id)}`,
  supplierEdit: (id: Id) => `/suppliers/${seg(id)}/edit`,
  purchaseOrders: () => paths.purchaseOrders,
  purchaseOrderNew: () => paths.purchaseOrderNew,
  purchaseOrder: (id: Id) => `/purchase-orders/${seg(id)}`,
  purchaseOrderEdit: (id: Id) => `/purchase-orders/${seg(id)}/edit`,
  purchaseOrderExpedite: (id: Id) => `/purchase-orders/${seg(id)}/expedite`,
  internalSales: () => paths.internalSales,

  hygieneTemperature: () => paths.hygieneTemperature,
  hygieneCooling: () => paths.hygieneCooling,
  hygieneHeating: () => paths.hygieneHeating,
  hygieneTraceability: () => paths.hygieneTraceability,
  hygieneCleaning: () => paths.hygieneCleaning,
  hygieneOil: () => paths.hygieneOil,

  planning: () => paths.planning,
  badgeuse: () => paths.badgeuse,
  settings: () => paths.settings,
} as const;

/** True when `pathname` is `base` or below it ('/products' matches '/products/12', not '/productsx'). */
export function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(base.endsWith('/') ? base : `${base}/`);
}

/**
 * Chain-wide screens: the catalogue is shared by every restaurant of the chain, so the
 * restaurant picker is disabled there and reads 'Enseigne' (spec 000 §2 Layout).
 */
export function isChainWideRoute(pathname: string): boolean {
  return [paths.products, paths.recipes, paths.tags].some((base) => isUnder(pathname, base));
}
