/**
 * What each write changes in the graph beyond the object it answers, declared once for both sides
 * of the graph: the web's cache (web/src/lib/writes-link.ts) and the bff's per-request loaders
 * (bff/src/resolvers/writes.ts). web/src/lib/writes.test.ts checks it against schema.graphql.
 *
 * The object a mutation answers is the write's own: Apollo's normalized cache takes it in, and the
 * bff primes its type's loaders with it. What neither can know is what the write changed
 * elsewhere: a list that gains or loses a row (and the rows moving between its pages), a computed
 * field (a product's cost), an object that no longer exists. A write not listed here changes only
 * the object it answers.
 *
 * - `stale`: fields, as `Type.field`, whose every value (every object of the type, every set of
 *   arguments) is read again: the web drops them from its cache and fetches again the queries on
 *   screen that read one; the bff clears the loaders that feed them.
 * - `removes`: the type of the object whose id the mutation answers: it leaves the web's cache, and
 *   with it every list's reference to it; the bff forgets it.
 * - `changes`: fields the write changes too, that the web's cache keeps right without reading them
 *   again (an `update` beside the mutation moves a row or a count, or the normalized object it
 *   answers carries the new value, as a type's name embedded in every equipment) or that no screen
 *   shows with the write's own: only the bff, whose loaders keep the api's rows as they came, reads
 *   them again.
 */
export type GraphField = `${string}.${string}`;

export interface WriteEffect {
  stale?: readonly GraphField[];
  removes?: string;
  changes?: readonly GraphField[];
}

/** The six hygiene logs of a restaurant, each a list with its records' statuses and histories. */
const HYGIENE_LOGS = [
  'Restaurant.temperatureReadings',
  'Restaurant.coolingRecords',
  'Restaurant.heatingRecords',
  'Restaurant.traceabilityRecords',
  'Restaurant.cleaningRecords',
  'Restaurant.oilRecords',
] as const;

/** What a movement of stock changes: the levels, the alerts, the history, a product's stock. */
const STOCK = [
  'Restaurant.stocks',
  'Restaurant.stockSummary',
  'Restaurant.stockAlerts',
  'Restaurant.stockMovements',
  'Product.stock',
] as const;

/** The article lists: a product's, a supplier's, a laboratory's (their mercuriales). */
const ARTICLE_LISTS = [
  'Product.articles',
  'ExternalSupplier.articles',
  'Laboratory.articles',
] as const;

/** A product's sheet: what its packagings and conversion rules change, its articles' too. */
const PRODUCT_SHEET = [
  'Product.packagings',
  'Product.conversionRules',
  'Product.cost',
  'Product.costPerBaseUnit',
  ...ARTICLE_LISTS,
] as const;

/** What an article's price changes: its history, its cost, its product's cost. */
const ARTICLE_PRICE = [
  'Article.price',
  'Article.priceHistory',
  'Article.lastPriceChange',
  'Article.costPerBaseUnit',
  'Product.cost',
] as const;

/** What a recipe's lines change: its cost and allergens, and those of the recipes using it. */
const RECIPE_LINES = [
  'Recipe.ingredients',
  'Recipe.cost',
  'Recipe.costPerBaseUnit',
  'Recipe.allergens',
] as const;

/** A zone's counts, which its surfaces and equipment move. */
const ZONE_LISTS = ['Restaurant.zones', 'Zone.surfaceCount', 'Zone.equipmentCount'] as const;

/** The equipment lists, and the counts of the zones and types that hold them. */
const EQUIPMENT_LISTS = [
  'Restaurant.equipments',
  'Zone.equipments',
  'EquipmentType.equipments',
  'EquipmentType.equipmentCount',
  'Query.equipmentTypes',
  ...ZONE_LISTS,
] as const;

/** The planning and the time clock: a week's shifts, absences, totals and each shift's links. */
const PLANNING = [
  'Restaurant.week',
  'Restaurant.scheduledShifts',
  'Restaurant.realizedShifts',
  'Restaurant.approvedShifts',
  'Restaurant.absences',
  'Employee.upcomingShifts',
  'ScheduledShift.realized',
  'ScheduledShift.approved',
] as const;

/** By the mutation's root field (writes.test.ts: each one is a mutation of the graph). */
export const WRITES: Readonly<Record<string, WriteEffect>> = {
  // Answers the first page of the list read again, which the bell writes over its query's (the
  // count with it).
  markNotificationsRead: { changes: ['Query.notifications'] },

  createRestaurant: { changes: ['Query.restaurants'] },
  updateRestaurant: { changes: ['Query.restaurants'] },
  // Gone from the restaurant picker too: the selection falls back to the first one.
  deleteRestaurant: { removes: 'Restaurant', changes: ['Query.restaurants'] },
  // The lab's answer carries its new set (the bff keeps the api's answer, rest/loaders.ts).
  setServedRestaurants: { changes: ['Query.restaurants'] },

  // A new or deleted row moves the others between a paged list's pages.
  createEmployee: {
    stale: ['Query.employeePage'],
    changes: ['Query.employees', 'Restaurant.employees'],
  },
  updateEmployee: { changes: ['Query.employees', 'Restaurant.employees'] },
  deleteEmployee: {
    stale: ['Query.employeePage'],
    removes: 'Employee',
    changes: ['Query.employees', 'Restaurant.employees'],
  },

  createZone: { changes: ['Restaurant.zones'] },
  updateZone: { changes: ['Restaurant.zones'] },
  deleteZone: { removes: 'Zone', changes: ['Restaurant.zones'] },
  createSurface: { changes: ['Zone.surfaces', 'Restaurant.surfaces', ...ZONE_LISTS] },
  updateSurface: { changes: ['Zone.surfaces', 'Restaurant.surfaces', ...ZONE_LISTS] },
  deleteSurface: {
    removes: 'Surface',
    changes: ['Zone.surfaces', 'Restaurant.surfaces', ...ZONE_LISTS],
  },
  createEquipment: { changes: EQUIPMENT_LISTS },
  updateEquipment: { changes: EQUIPMENT_LISTS },
  deleteEquipment: { removes: 'Equipment', changes: EQUIPMENT_LISTS },
  createEquipmentType: { changes: ['Query.equipmentTypes'] },
  // Every equipment names its type's name and range.
  updateEquipmentType: { changes: ['Query.equipmentTypes', 'Equipment.equipmentType'] },
  deleteEquipmentType: { removes: 'EquipmentType', changes: ['Query.equipmentTypes'] },
  createJob: { changes: ['Restaurant.jobs'] },
  updateJob: { changes: ['Restaurant.jobs'] },
  deleteJob: { removes: 'Job', changes: ['Restaurant.jobs'] },
  createTag: { changes: ['Query.tags'] },
  updateTag: { changes: ['Query.tags'] },
  deleteTag: { removes: 'Tag', changes: ['Query.tags'] },

  // A record joins its log (the period's list, sorted by the server). A critical reading notifies
  // others, never its author: his own Query.notifications does not change.
  recordTemperature: { stale: ['Restaurant.temperatureReadings'] },
  recordCooling: { stale: ['Restaurant.coolingRecords'] },
  recordHeating: { stale: ['Restaurant.heatingRecords'] },
  recordTraceability: { stale: ['Restaurant.traceabilityRecords'] },
  recordCleaning: { stale: ['Restaurant.cleaningRecords'] },
  recordOil: { stale: ['Restaurant.oilRecords'] },
  // The answer names the record only: its values, status and history are read again with its log
  // (a selection of the six types with their histories costs more than the graph allows one
  // operation), and the dashboard's counts move.
  correctHygieneRecord: { stale: [...HYGIENE_LOGS, 'Query.dashboard'] },
  voidHygieneRecord: { stale: [...HYGIENE_LOGS, 'Query.dashboard'] },

  createSupplier: { stale: ['Query.suppliers'] },
  updateSupplier: { changes: ['Query.suppliers'] },
  deleteSupplier: { changes: ['Query.suppliers'] },
  setSupplierRestaurants: { changes: ['Query.suppliers'] },
  // An article's price makes its product's cost, which the product's page shows: read again.
  createArticle: { stale: ['Query.articles', 'Product.cost'], changes: ARTICLE_LISTS },
  // Computed from what changed, not answered by the write.
  updateArticle: {
    stale: [
      'Article.priceHistory',
      'Article.lastPriceChange',
      'Article.costPerBaseUnit',
      'Product.cost',
    ],
    changes: ARTICLE_LISTS,
  },
  deleteArticle: { changes: [...ARTICLE_LISTS, ...ARTICLE_PRICE] },
  createProduct: { stale: ['Query.products'] },
  updateProduct: { stale: ['Product.cost', 'Product.preferredSupplier'] },
  deleteProduct: { changes: [...ARTICLE_LISTS, 'Product.cost'] },
  createPackaging: { changes: PRODUCT_SHEET },
  updatePackaging: { changes: PRODUCT_SHEET },
  deletePackaging: { changes: PRODUCT_SHEET },
  createConversionRule: { changes: PRODUCT_SHEET },
  updateConversionRule: { changes: PRODUCT_SHEET },
  deleteConversionRule: { changes: PRODUCT_SHEET },
  createRecipe: { stale: ['Query.recipes'] },
  // The recipes using it change with it.
  updateRecipe: { changes: RECIPE_LINES },
  deleteRecipe: { changes: RECIPE_LINES },
  addRecipeIngredient: { changes: RECIPE_LINES },
  updateRecipeIngredient: { changes: RECIPE_LINES },
  deleteRecipeIngredient: { changes: RECIPE_LINES },

  recordStockMovement: { stale: [...STOCK] },
  // A finalization writes one movement per product counted.
  finalizeInventory: { changes: [...STOCK, 'Inventory.movements'] },
  completeInventory: { changes: [...STOCK, 'Inventory.movements'] },

  createPurchaseOrder: { stale: ['Query.purchaseOrders', 'Query.internalSales'] },
  // A laboratory's internal sales list the order's lines and totals.
  updatePurchaseOrder: { stale: ['Query.internalSales'] },
  deletePurchaseOrder: { removes: 'PurchaseOrder' },
  // The laboratory's stock goes out with the expedition.
  expeditePurchaseOrder: { changes: STOCK },
  // The reception joins the order's receptions; the received lines enter the stock, their
  // traceability records the log, and a price delivered otherwise becomes the article's.
  receivePurchaseOrder: {
    stale: ['PurchaseOrder.receptions', ...STOCK],
    changes: ['Restaurant.traceabilityRecords', ...ARTICLE_LISTS, ...ARTICLE_PRICE],
  },

  // A shift, an absence or a validation moves the week's rows, totals and each shift's links.
  createScheduledShift: { changes: PLANNING },
  updateScheduledShift: { changes: PLANNING },
  deleteScheduledShift: { changes: PLANNING },
  copyPlanningWeek: { changes: PLANNING },
  deletePlanningWeek: { changes: PLANNING },
  createAbsences: { changes: PLANNING },
  deleteAbsence: { changes: PLANNING },
  createRealizedShift: { changes: PLANNING },
  updateRealizedShift: { changes: PLANNING },
  approveRealizedShift: { changes: PLANNING },
  updateApprovedShift: { changes: PLANNING },
  createApprovedShift: { changes: PLANNING },
  deleteApprovedShift: { changes: PLANNING },
  validateDay: { changes: PLANNING },

  createKioskDevice: { stale: ['Restaurant.kioskDevices'] },
};
