/**
 * What each write changes in the graph beyond the object it answers, declared once for every
 * screen (web/src/lib/useWrite.ts applies it; writes.test.ts checks it against schema.graphql).
 *
 * Apollo's normalized cache already takes in the object a mutation returns. What it cannot know is
 * what the write changed elsewhere: a list that gains or loses a row (and the rows moving between
 * its pages), a computed field (a product's cost), an object that no longer exists. A write not
 * listed here changes only the object it answers.
 *
 * - `stale`: fields, as `Type.field`, whose every cached value (every object of the type, every set
 *   of arguments) is dropped; the queries on screen that read one are fetched again, keeping what
 *   they show until the answer arrives, and the others read it afresh when they next show.
 * - `removes`: the type of the object whose id the mutation answers: it leaves the cache, and with
 *   it every list's reference to it.
 */
export interface WriteEffect {
  stale?: readonly `${string}.${string}`[];
  removes?: string;
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

/** By the mutation's root field (writes.test.ts: each one is a mutation of the graph). */
export const WRITES: Readonly<Record<string, WriteEffect>> = {
  // A record joins its log (the period's list, sorted by the server).
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

  // A new or deleted row moves the others between a paged list's pages.
  createEmployee: { stale: ['Query.employeePage'] },
  deleteEmployee: { stale: ['Query.employeePage'], removes: 'Employee' },
  createProduct: { stale: ['Query.products'] },
  createRecipe: { stale: ['Query.recipes'] },
  createArticle: { stale: ['Query.articles'] },
  createSupplier: { stale: ['Query.suppliers'] },
  createPurchaseOrder: { stale: ['Query.purchaseOrders', 'Query.internalSales'] },
  createKioskDevice: { stale: ['Restaurant.kioskDevices'] },

  // Computed from what changed, not answered by the write.
  updateProduct: { stale: ['Product.cost', 'Product.preferredSupplier'] },
  updateArticle: {
    stale: ['Article.priceHistory', 'Article.lastPriceChange', 'Article.costPerBaseUnit'],
  },
  // A laboratory's internal sales list the order's lines and totals.
  updatePurchaseOrder: { stale: ['Query.internalSales'] },
  // The reception joins the order's receptions; the received lines enter the stock.
  receivePurchaseOrder: { stale: ['PurchaseOrder.receptions', ...STOCK] },
  recordStockMovement: { stale: [...STOCK] },

  deleteJob: { removes: 'Job' },
  deleteTag: { removes: 'Tag' },
  deleteZone: { removes: 'Zone' },
  deleteSurface: { removes: 'Surface' },
  deleteEquipment: { removes: 'Equipment' },
  deleteEquipmentType: { removes: 'EquipmentType' },
  deletePurchaseOrder: { removes: 'PurchaseOrder' },
  // Gone from the restaurant picker too: the selection falls back to the first one.
  deleteRestaurant: { removes: 'Restaurant' },
};
