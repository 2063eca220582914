// The demo chain's purchase orders (docs/areas/purchasing.md), written after its stock
// (seed-recipes-stock.ts): three weeks of orders of the restaurants and the laboratory to their
// suppliers, and of the restaurants to the laboratory, in every status. The stock book's
// deliveries (its IN / PURCHASE movements) become received orders: each delivery is the reception
// of an order sent on the day the supplier's delay asks, so the book's levels stay as they were.
// What the laboratory makes is not in the book: its production, expeditions (OUT / SALE) and the
// restaurants' receptions of it are written here, each product's history continuous. Every rule
// is the domain's (totals, references, expected dates, transitions, reception temperatures).
// A fixed number of multi-row inserts, plus a PDF for each order still open.
import {
  addDays,
  applyMovement,
  BUSINESS_TIME_ZONE,
  canTransitionPurchaseOrder,
  dayOf,
  defaultExpectedDate,
  deliveryDaysOf,
  fitsStep,
  instantAt,
  isoWeekOf,
  orderLineBase,
  orderLineTotals,
  orderLineVat,
  orderPackagingOf,
  orderTotals,
  PURCHASE_ORDER_TRANSITION_TO,
  purchaseOrderReference,
  receivedBaseQuantity,
  receivedLineErrors,
  receptionStatus,
  referenceYear,
  temperatureAlert,
  tidy,
  weekdayOf,
  type BaseUnit,
  type CalendarDay,
  type ConversionRuleLike,
  type DeliveryFlags,
  type ProductCategory,
  type PurchaseOrderStatus,
  type PurchaseOrderTransition,
  type StockMovementReason,
  type StockMovementType,
  type TemperatureCategory,
  type Unit,
  type VatCode,
  type Weekday,
} from '@bo/domain';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { RECEIPT_MESSAGES } from '../purchasing/purchase-order-receipts.contract.ts';
import { newFileKey } from '../files/store.ts';
import { renderPurchaseOrderPdf } from '../purchasing/pdf.ts';
import { seededRandom } from './seed-hygiene.ts';
import {
  articleRestaurants,
  articles,
  conversionRules,
  enseignes,
  packagings,
  products,
  productStocks,
  purchaseOrderCounters,
  purchaseOrderLines,
  purchaseOrders,
  receptionLines,
  receptions,
  restaurants,
  stockMovements,
  storedFiles,
  suppliers,
  traceabilityRecords,
  userRestaurants,
  users,
} from './schema.ts';
import type { Tx } from './tx.ts';

/** What happens to an order after it is written (and sent, unless `draft`). */
export type SeedOrderStep = Extract<
  PurchaseOrderTransition,
  'ACKNOWLEDGE' | 'REFUSE' | 'CANCEL' | 'EXPEDITE' | 'RECEIVE'
>;

/** An order written by hand: the showcase of each status. */
export interface SeedOrder {
  restaurant: string;
  /** A supplier's name, or a laboratory's. */
  seller: string;
  /**
   * The delivery day asked, in days before today: the seller's delivery day at or before it, or
   * at or after it when negative or 0 (still to come). Ignored for a draft still open, which takes
   * the form's default from today.
   */
  deliveryDaysAgo: number;
  /** Never sent (then only CANCEL may follow). */
  draft?: boolean;
  steps: readonly SeedOrderStep[];
  /** Product name and packagings ordered; the seller's article for the product. */
  lines: readonly (readonly [product: string, quantity: number])[];
  /** By line index: packagings the laboratory expedited when fewer than ordered. */
  expedited?: Readonly<Record<number, number>>;
  /** By line index: packagings received when fewer than expedited (or ordered). */
  received?: Readonly<Record<number, number>>;
  notes?: string;
  /** Why it was refused or cancelled. */
  reason?: string;
  shippingNote?: string;
  receivingNote?: string;
}

export interface SeedPurchasing {
  orders: readonly SeedOrder[];
  /** The stock book's deliveries of the last days, as orders received (their sending in it too). */
  deliveriesDays: number;
  /** A fresh line received within bounds, and one received warm, refused in part (the note). */
  coldTemperature: number;
  warm: { temperature: number; refusedPackagings: number; note: string };
  /** Packagings of each of its products a laboratory made yesterday, beyond its orders waiting. */
  labBatch: number;
}

const BISTROT = 'Le Bistrot du Port';
const HALLES = 'La Table des Halles';
const COMPTOIR = 'Le Comptoir Lyonnais';
const LAB = 'Laboratoire Central';

export const DEMO_PURCHASING: SeedPurchasing = {
  deliveriesDays: 21,
  labBatch: 15,
  coldTemperature: 3.2,
  warm: {
    temperature: 6,
    refusedPackagings: 1,
    note: 'Livreur prévenu, produit refusé en partie',
  },
  orders: [
    // ---- To the laboratory.
    {
      restaurant: BISTROT,
      seller: LAB,
      deliveryDaysAgo: 12,
      steps: ['ACKNOWLEDGE', 'EXPEDITE', 'RECEIVE'],
      lines: [
        ['Fond brun de veau', 2],
        ['Sauce béarnaise', 4],
        ['Crème brûlée', 3],
      ],
      notes: 'Livraison avant 10 h, entrée de service quai du Port',
      receivingNote: 'Livraison conforme',
    },
    {
      restaurant: HALLES,
      seller: LAB,
      deliveryDaysAgo: 5,
      steps: ['EXPEDITE', 'RECEIVE'],
      lines: [
        ['Sauce béarnaise', 3],
        ['Mousse au chocolat', 2],
        ['Fond blanc de volaille', 2],
      ],
      expedited: { 1: 1 },
      shippingNote:
        'Mousse au chocolat : une seule fournée ce matin, le reste à la prochaine livraison',
    },
    {
      restaurant: COMPTOIR,
      seller: LAB,
      deliveryDaysAgo: 0,
      steps: ['ACKNOWLEDGE', 'EXPEDITE'],
      lines: [
        ['Sauce tomate maison', 4],
        ['Pesto au basilic', 6],
        ['Panna cotta fruits rouges', 2],
      ],
      shippingNote: 'Bacs filmés, glacières n° 3 et 4',
    },
    {
      restaurant: HALLES,
      seller: LAB,
      deliveryDaysAgo: -1,
      steps: [],
      lines: [
        ['Fond brun de veau', 2],
        ['Jus de veau corsé', 4],
        ['Tarte au citron meringuée', 3],
      ],
      notes: 'Pour le menu du week-end',
    },
    {
      restaurant: BISTROT,
      seller: LAB,
      deliveryDaysAgo: -2,
      steps: ['ACKNOWLEDGE'],
      lines: [
        ['Sauce béarnaise', 5],
        ['Vinaigrette maison', 6],
        ['Crème brûlée', 2],
      ],
    },
    {
      restaurant: COMPTOIR,
      seller: LAB,
      deliveryDaysAgo: 14,
      steps: ['REFUSE'],
      lines: [
        ['Fond brun de veau', 3],
        ['Jus de veau corsé', 2],
      ],
      reason: 'Production des fonds suspendue cette semaine : marmite en maintenance',
    },
    {
      restaurant: COMPTOIR,
      seller: LAB,
      deliveryDaysAgo: 0,
      draft: true,
      steps: [],
      lines: [
        ['Sauce béarnaise', 2],
        ['Mousse au chocolat', 2],
      ],
    },
    // ---- To external suppliers.
    {
      restaurant: BISTROT,
      seller: 'Primeurs du Marché',
      deliveryDaysAgo: 0,
      draft: true,
      steps: [],
      lines: [
        ['Tomate grappe', 2],
        ['Citron jaune', 1],
        ['Persil plat', 6],
        ['Avocat Hass', 1],
      ],
      notes: 'À compléter après le comptage du soir',
    },
    {
      restaurant: HALLES,
      seller: 'Marée du Jour',
      deliveryDaysAgo: -1,
      steps: [],
      lines: [
        ['Dos de cabillaud', 3],
        ['Dorade royale', 2],
        ['Saumon frais', 1],
      ],
      notes: 'Poisson de ligne si possible',
    },
    {
      restaurant: COMPTOIR,
      seller: 'Boucherie Centrale',
      deliveryDaysAgo: -1,
      steps: ['ACKNOWLEDGE'],
      lines: [
        ['Entrecôte de bœuf', 2],
        ['Bœuf à bourguignon', 2],
        ['Steak haché 15 %', 3],
      ],
    },
    {
      restaurant: LAB,
      seller: 'Laiterie Normande',
      deliveryDaysAgo: -1,
      steps: [],
      lines: [
        ['Crème liquide 35 %', 4],
        ['Beurre doux 82 %', 3],
        ['Lait entier', 2],
      ],
    },
    {
      restaurant: HALLES,
      seller: 'Volailles de Bresse',
      deliveryDaysAgo: 4,
      steps: ['REFUSE'],
      lines: [
        ['Magret de canard', 3],
        ['Filet de poulet', 2],
        ['Cuisse de canard confite', 1],
      ],
      reason: "Magret en rupture chez l'éleveur jusqu'à la fin du mois",
    },
    {
      restaurant: HALLES,
      seller: 'ProCash Grossiste',
      deliveryDaysAgo: 6,
      draft: true,
      steps: ['CANCEL'],
      lines: [
        ['Farine de blé T55', 2],
        ['Sucre en poudre', 1],
      ],
      reason: 'Doublon : commande passée par téléphone',
    },
    {
      restaurant: COMPTOIR,
      seller: 'Laiterie Normande',
      deliveryDaysAgo: 3,
      steps: ['CANCEL'],
      lines: [
        ['Crème liquide 35 %', 2],
        ['Yaourt nature', 1],
      ],
      reason: 'Fermeture exceptionnelle du restaurant (dégât des eaux)',
    },
  ],
};

// ---- The chain as the seed reads it ----

const DAY = 86_400_000;
const ZONE = BUSINESS_TIME_ZONE;

interface Seller {
  kind: 'EXTERNAL' | 'LABORATORY';
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  delay: number | null;
  days: Weekday[];
  minOrderAmount: number;
}

interface CatalogueArticle {
  id: number;
  name: string;
  supplierRef: string | null;
  price: number;
  vat: VatCode;
  temperatureCategory: TemperatureCategory;
  supplierId: number | null;
  labId: number | null;
  product: {
    id: number;
    name: string;
    baseUnit: BaseUnit;
    category: ProductCategory;
    conversionRules: ConversionRuleLike[];
  };
  packaging: { name: string; quantity: number; unit: Unit };
  /** Base units per packaging; null when no conversion covers it. */
  perPackaging: number | null;
  restaurantIds: number[];
}

type LineRow = Omit<typeof purchaseOrderLines.$inferInsert, 'purchaseOrderId'> & {
  temperatureCategory: TemperatureCategory;
};

/** A received line: what arrived, and where its stock movement comes from. */
interface ReceivedLine {
  line: number;
  packagings: number;
  base: number;
  deliveryTempC: number | null;
  lotNumber: string;
  useByDate: CalendarDay | null;
  note: string | null;
  /** A movement of the stock book (adopted), or one written here (an index into `moves`). */
  movement: { book: number } | { own: number } | null;
}

interface PlannedReception {
  receivedAt: Date;
  receivedById: number | null;
  note: string | null;
  lines: ReceivedLine[];
}

interface PlannedOrder {
  restaurantId: number;
  restaurantName: string;
  restaurantAddress: string;
  seller: Seller;
  status: PurchaseOrderStatus;
  expectedDate: CalendarDay;
  notes: string | null;
  shippingNote: string | null;
  statusReason: string | null;
  createdById: number | null;
  createdAt: Date;
  sentAt: Date | null;
  acknowledgedAt: Date | null;
  refusedAt: Date | null;
  cancelledAt: Date | null;
  expeditedAt: Date | null;
  expeditedById: number | null;
  lines: LineRow[];
  receptions: PlannedReception[];
}

/** A stock movement written here, for a product the stock book does not keep there. */
interface OwnMove {
  productId: number;
  restaurantId: number;
  baseUnit: BaseUnit;
  type: StockMovementType;
  reason: StockMovementReason;
  quantity: number;
  occurredAt: Date;
  note: string;
  createdById: number | null;
}

export interface PurchasingSeedContext {
  enseigneId: number;
}

export interface PurchasingSeedResult {
  orders: number;
  lines: number;
  receptions: number;
  movements: number;
  files: number;
}

/**
 * Writes the purchase orders of a chain whose catalogue and stock book exist (named as in the
 * plan); nothing happens after `now`.
 */
export async function seedPurchasing(
  tx: Tx,
  { enseigneId }: PurchasingSeedContext,
  plan: SeedPurchasing,
  now: Date = new Date(),
): Promise<PurchasingSeedResult> {
  const random = seededRandom(13_2026);
  const today = dayOf(now, ZONE);
  const latest = new Date(now.getTime() - 10 * 60_000);
  /** A wall time of the chain's calendar, never later than ten minutes before now. */
  const at = (day: CalendarDay, hour: number, minute = 0): Date => {
    const instant = instantAt(day, hour, minute, ZONE);
    return instant < latest ? instant : latest;
  };

  const [chain] = await tx
    .select({ name: enseignes.name })
    .from(enseignes)
    .where(eq(enseignes.id, enseigneId));
  const restaurantRows = await tx
    .select()
    .from(restaurants)
    .where(eq(restaurants.enseigneId, enseigneId))
    .orderBy(asc(restaurants.id));
  const restaurantIds = restaurantRows.map((r) => r.id);
  const [supplierRows, articleRows, packagingRows, allowedRows, people, managed, stocked, book] =
    await Promise.all([
      tx
        .select()
        .from(suppliers)
        .where(eq(suppliers.enseigneId, enseigneId))
        .orderBy(asc(suppliers.id)),
      tx
        .select({ article: articles, product: products })
        .from(articles)
        .innerJoin(products, eq(products.id, articles.productId))
        .where(eq(articles.enseigneId, enseigneId))
        .orderBy(asc(articles.id)),
      tx
        .select()
        .from(packagings)
        .innerJoin(articles, eq(articles.id, packagings.articleId))
        .where(eq(articles.enseigneId, enseigneId))
        .orderBy(asc(packagings.id)),
      tx
        .select()
        .from(articleRestaurants)
        .where(inArray(articleRestaurants.restaurantId, restaurantIds)),
      tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.enseigneId, enseigneId))
        .orderBy(asc(users.id)),
      tx
        .select({ userId: userRestaurants.userId, restaurantId: userRestaurants.restaurantId })
        .from(userRestaurants)
        .innerJoin(users, and(eq(users.id, userRestaurants.userId), eq(users.role, 'MANAGER')))
        .where(eq(users.enseigneId, enseigneId))
        .orderBy(asc(userRestaurants.userId)),
      tx
        .select({ productId: productStocks.productId, restaurantId: productStocks.restaurantId })
        .from(productStocks)
        .where(inArray(productStocks.restaurantId, restaurantIds)),
      tx
        .select()
        .from(stockMovements)
        .where(
          and(
            inArray(stockMovements.restaurantId, restaurantIds),
            eq(stockMovements.type, 'IN'),
            eq(stockMovements.reason, 'PURCHASE'),
            gte(stockMovements.occurredAt, new Date(now.getTime() - plan.deliveriesDays * DAY)),
          ),
        )
        .orderBy(asc(stockMovements.occurredAt), asc(stockMovements.id)),
    ]);
  const productIds = [...new Set(articleRows.map((r) => r.product.id))];
  const ruleRows = productIds.length
    ? await tx
        .select()
        .from(conversionRules)
        .where(inArray(conversionRules.productId, productIds))
        .orderBy(asc(conversionRules.id))
    : [];

  const restaurantOf = (name: string) => {
    const row = restaurantRows.find((r) => r.name === name);
    if (!row) throw new Error(`Seed purchasing: unknown restaurant ${name}`);
    return row;
  };
  const sellers: Seller[] = [
    ...supplierRows.map((s): Seller => ({
      kind: 'EXTERNAL',
      id: s.id,
      name: s.name,
      email: s.email,
      phone: s.phone,
      address: s.address,
      delay: s.deliveryDelayDays,
      days: deliveryDaysOf(s as DeliveryFlags),
      minOrderAmount: s.minOrderAmount ?? 0,
    })),
    ...restaurantRows
      .filter((r) => r.isLab)
      .map((r): Seller => ({
        kind: 'LABORATORY',
        id: r.id,
        name: r.name,
        email: null,
        phone: null,
        address: r.address,
        delay: r.deliveryDelayDays,
        days: deliveryDaysOf(r as DeliveryFlags),
        minOrderAmount: r.minOrderAmount ?? 0,
      })),
  ];
  const sellerOf = (name: string) => {
    const seller = sellers.find((s) => s.name === name);
    if (!seller) throw new Error(`Seed purchasing: unknown supplier ${name}`);
    return seller;
  };
  const catalogue: CatalogueArticle[] = articleRows.map(({ article, product }) => {
    const units = {
      baseUnit: product.baseUnit,
      conversionRules: ruleRows
        .filter((r) => r.productId === product.id)
        .map((r): ConversionRuleLike => r),
    };
    const packaging = orderPackagingOf(
      packagingRows.filter((p) => p.articles.id === article.id).map((p) => p.packagings),
    );
    return {
      ...article,
      product: { ...product, ...units },
      packaging,
      perPackaging: orderLineBase(1, packaging, units).conversionToBase,
      restaurantIds: allowedRows
        .filter((r) => r.articleId === article.id)
        .map((r) => r.restaurantId),
    };
  });
  const sells = (seller: Seller, a: CatalogueArticle) =>
    seller.kind === 'EXTERNAL' ? a.supplierId === seller.id : a.labId === seller.id;
  const adminId = people.find((u) => u.role === 'ADMIN')?.id ?? null;
  /** Who runs a restaurant: its manager, else the chain's admin. */
  const runnerOf = (restaurantId: number) =>
    managed.find((m) => m.restaurantId === restaurantId)?.userId ?? adminId;
  const inBook = new Set(stocked.map((s) => `${s.productId}/${s.restaurantId}`));

  // ---- Lines, totals, dates, statuses: the domain's rules ----

  /** A line as the api writes it: the article's packaging, price, VAT and totals. */
  const lineOf = (a: CatalogueArticle, position: number, quantity: number): LineRow => {
    const base = orderLineBase(quantity, a.packaging, a.product);
    const { vat, vatRate } = orderLineVat(a.vat);
    const totals = orderLineTotals(quantity, a.price, vatRate);
    return {
      position,
      articleId: a.id,
      productId: a.product.id,
      articleName: a.name,
      supplierRef: a.supplierRef,
      productName: a.product.name,
      quantityOrdered: quantity,
      packagingName: a.packaging.name,
      packagingQuantity: a.packaging.quantity,
      packagingUnit: a.packaging.unit,
      baseUnit: a.product.baseUnit,
      conversionToBase: base.conversionToBase,
      quantityOrderedBase: base.quantityBase,
      unitPrice: a.price,
      vat,
      vatRate,
      lineTotal: totals.lineTotal,
      lineTotalTtc: totals.lineTotalTTC,
      temperatureCategory: a.temperatureCategory,
    };
  };

  /** The seller's delivery day at or before `day`, or at or after it. */
  const deliveryDay = (seller: Seller, day: CalendarDay, direction: -1 | 1): CalendarDay => {
    let d = day;
    for (let i = 0; i < 7 && seller.days.length > 0; i++, d = addDays(d, direction)) {
      if (seller.days.includes(weekdayOf(d))) return d;
    }
    return d;
  };
  /**
   * The last day, today at the latest, from which the form's default expected date (the seller's
   * delay in delivery days) is `delivery`, or null: the order was sent that day for that delivery.
   */
  const sendDayFor = (seller: Seller, delivery: CalendarDay): CalendarDay | null => {
    const last = today < addDays(delivery, -1) ? today : addDays(delivery, -1);
    for (let d = last, i = 0; i < 45; d = addDays(d, -1), i++) {
      const expected = defaultExpectedDate(d, seller.delay, seller.days);
      if (expected === delivery) return d;
      if (expected !== null && expected < delivery) return null;
    }
    return null;
  };

  /** The lot on a delivery note: year, ISO week and a batch number ('L2611-0487'). */
  const lotNumber = (made: CalendarDay) => {
    const { year, week } = isoWeekOf(made);
    const batch = String(1 + Math.floor(random() * 9998)).padStart(4, '0');
    return `L${String(year % 100).padStart(2, '0')}${String(week).padStart(2, '0')}-${batch}`;
  };
  /** Its use-by date: a few days for fresh meat and fish, weeks for dairy, months frozen. */
  const useByOf = (a: LineRow, day: CalendarDay): CalendarDay | null => {
    if (a.temperatureCategory === 'FROZEN') return addDays(day, 270 + Math.floor(random() * 90));
    if (a.temperatureCategory !== 'FRESH') return null;
    const product = catalogue.find((c) => c.product.id === a.productId)!.product;
    const days =
      product.category === 'DAIRY' ? 12 + Math.floor(random() * 10) : 3 + Math.floor(random() * 5);
    return addDays(day, days);
  };
  const deliveryTemperature = (category: TemperatureCategory): number | null => {
    if (category === 'FRESH') return Math.round((1.5 + random() * 2.3) * 10) / 10;
    if (category === 'FROZEN') return -Math.round((18.6 + random() * 3.4) * 10) / 10;
    return null;
  };

  /** The status after `steps` from DRAFT, each allowed by the state machine. */
  const statusAfter = (
    seller: Seller,
    steps: readonly PurchaseOrderTransition[],
    received: () => PurchaseOrderStatus,
  ): PurchaseOrderStatus => {
    let status: PurchaseOrderStatus = 'DRAFT';
    for (const step of steps) {
      if (!canTransitionPurchaseOrder(step, { status, supplierKind: seller.kind })) {
        throw new Error(`Seed purchasing: ${step} refusé depuis ${status}`);
      }
      status = step === 'RECEIVE' ? received() : PURCHASE_ORDER_TRANSITION_TO[step as 'SEND'];
    }
    return status;
  };

  const orders: PlannedOrder[] = [];
  const moves: OwnMove[] = [];

  const emptyOrder = (
    restaurant: (typeof restaurantRows)[number],
    seller: Seller,
    lines: LineRow[],
  ): PlannedOrder => ({
    restaurantId: restaurant.id,
    restaurantName: restaurant.name,
    restaurantAddress: restaurant.address,
    seller,
    status: 'DRAFT',
    expectedDate: today,
    notes: null,
    shippingNote: null,
    statusReason: null,
    createdById: runnerOf(restaurant.id),
    createdAt: now,
    sentAt: null,
    acknowledgedAt: null,
    refusedAt: null,
    cancelledAt: null,
    expeditedAt: null,
    expeditedById: null,
    lines,
    receptions: [],
  });

  // ---- The stock book's deliveries, as received orders ----

  interface Delivery {
    movement: (typeof book)[number];
    article: CatalogueArticle;
    packagings: number;
  }
  const groups = new Map<string, Delivery[]>();
  for (const movement of book) {
    const day = dayOf(movement.occurredAt, ZONE);
    const delta = tidy(movement.stockAfter - movement.stockBefore);
    // The book's own article first (the product's oldest), then any other that fits.
    const article = catalogue.find((a) => {
      if (a.product.id !== movement.productId || a.supplierId === null || !a.perPackaging) {
        return false;
      }
      const seller = sellers.find((s) => s.kind === 'EXTERNAL' && s.id === a.supplierId)!;
      return (
        a.restaurantIds.includes(movement.restaurantId) &&
        seller.days.includes(weekdayOf(day)) &&
        fitsStep(delta / a.perPackaging, 1)
      );
    });
    if (!article) continue;
    const key = `${movement.restaurantId}/${day}/${article.supplierId}`;
    const list = groups.get(key) ?? [];
    list.push({ movement, article, packagings: Math.round(delta / article.perPackaging!) });
    groups.set(key, list);
  }
  const firstDay = addDays(today, -plan.deliveriesDays);
  for (const deliveries of groups.values()) {
    const { movement, article } = deliveries[0]!;
    const seller = sellers.find((s) => s.kind === 'EXTERNAL' && s.id === article.supplierId)!;
    const delivery = dayOf(movement.occurredAt, ZONE);
    const sendDay = sendDayFor(seller, delivery);
    if (sendDay === null || sendDay < firstDay) continue;
    const restaurant = restaurantRows.find((r) => r.id === movement.restaurantId)!;
    const lines = deliveries.map((d, i) => lineOf(d.article, i + 1, d.packagings));
    // A delivery under the supplier's minimum was bought otherwise (the market, the phone).
    if (totalsOf(lines).subtotalHt < seller.minOrderAmount) continue;
    const order = emptyOrder(restaurant, seller, lines);
    order.expectedDate = delivery;
    order.createdAt = at(sendDay, 15, 5 + Math.floor(random() * 50));
    const acknowledged = random() < 0.4;
    const steps: PurchaseOrderTransition[] = acknowledged
      ? ['SEND', 'ACKNOWLEDGE', 'RECEIVE']
      : ['SEND', 'RECEIVE'];
    order.sentAt = new Date(order.createdAt.getTime() + 8 * 60_000);
    if (acknowledged) order.acknowledgedAt = at(sendDay, 18, Math.floor(random() * 50));
    order.receptions.push({
      receivedAt: movement.occurredAt,
      receivedById: movement.createdById,
      note: null,
      lines: deliveries.map((d, i) => ({
        line: i,
        packagings: d.packagings,
        base: tidy(d.movement.stockAfter - d.movement.stockBefore),
        deliveryTempC: deliveryTemperature(d.article.temperatureCategory),
        lotNumber: lotNumber(addDays(delivery, -1 - Math.floor(random() * 3))),
        useByDate: useByOf(order.lines[i]!, delivery),
        note: null,
        movement: { book: d.movement.id },
      })),
    });
    order.status = statusAfter(seller, steps, () => 'RECEIVED');
    orders.push(order);
  }
  // The two temperatures a health inspector looks at: the latest fresh delivery within bounds,
  // and one before it received warm, part of it refused (so the order stays partially received).
  const fresh = orders
    .flatMap((order) =>
      order.receptions.flatMap((r) =>
        r.lines
          .filter((l) => order.lines[l.line]!.temperatureCategory === 'FRESH')
          .map((l) => ({ order, reception: r, line: l })),
      ),
    )
    .sort((x, y) => y.reception.receivedAt.getTime() - x.reception.receivedAt.getTime());
  const cold = fresh[0];
  const warm = fresh.find((f) => cold && f.order !== cold.order);
  if (!cold || !warm) throw new Error('Seed purchasing: aucune livraison de produits frais');
  cold.line.deliveryTempC = plan.coldTemperature;
  warm.line.deliveryTempC = plan.warm.temperature;
  warm.line.note = plan.warm.note;
  warm.reception.note = 'Température relevée à cœur à la livraison';
  const warmRow = warm.order.lines[warm.line.line]!;
  Object.assign(
    warmRow,
    lineOf(
      catalogue.find((a) => a.id === warmRow.articleId)!,
      warmRow.position,
      warm.line.packagings + plan.warm.refusedPackagings,
    ),
  );
  warm.order.status = receptionStatus(
    warm.order.lines.map((l, i) => ({
      quantityOrdered: l.quantityOrdered,
      quantityReceivedPackaging: i === warm.line.line ? warm.line.packagings : l.quantityOrdered,
    })),
  );

  // ---- The orders written by hand ----

  for (const seed of plan.orders) {
    const restaurant = restaurantOf(seed.restaurant);
    const seller = sellerOf(seed.seller);
    const lines = seed.lines.map(([name, quantity], i) => {
      const article = catalogue.find(
        (a) =>
          a.product.name === name && sells(seller, a) && a.restaurantIds.includes(restaurant.id),
      );
      if (!article) {
        throw new Error(
          `Seed purchasing: ${seller.name} ne livre pas « ${name} » à ${restaurant.name}`,
        );
      }
      return lineOf(article, i + 1, quantity);
    });
    const order = emptyOrder(restaurant, seller, lines);
    order.notes = seed.notes ?? null;
    order.shippingNote = seed.shippingNote ?? null;
    order.statusReason = seed.reason ?? null;
    const steps: PurchaseOrderTransition[] = seed.draft ? [...seed.steps] : ['SEND', ...seed.steps];

    if (seed.draft && !seed.steps.includes('CANCEL')) {
      // Being written: the form's default date from today.
      order.expectedDate = defaultExpectedDate(today, seller.delay, seller.days) ?? today;
      order.createdAt = new Date(now.getTime() - 95 * 60_000);
    } else {
      const ahead = seed.deliveryDaysAgo <= 0;
      let delivery = deliveryDay(seller, addDays(today, -seed.deliveryDaysAgo), ahead ? 1 : -1);
      let sendDay = sendDayFor(seller, delivery);
      for (let i = 0; sendDay === null && i < 7; i++) {
        delivery = deliveryDay(seller, addDays(delivery, ahead ? 1 : -1), ahead ? 1 : -1);
        sendDay = sendDayFor(seller, delivery);
      }
      if (sendDay === null)
        throw new Error(`Seed purchasing: pas de jour d'envoi pour ${seller.name}`);
      order.expectedDate = delivery;
      // Each step after the one before, and the later the closer to now it may come (an order
      // sent today for tomorrow is written in the hours before now).
      const step = (wall: Date, previous: Date | null, minutesBeforeNow: number) => {
        const ceiling = now.getTime() - minutesBeforeNow * 60_000;
        const floor = (previous?.getTime() ?? 0) + 30 * 60_000;
        return new Date(Math.max(floor, Math.min(wall.getTime(), ceiling)));
      };
      order.createdAt = step(at(sendDay, 14, 10 + Math.floor(random() * 40)), null, 180);
      if (!seed.draft) order.sentAt = new Date(order.createdAt.getTime() + 12 * 60_000);
      const sent = order.sentAt ?? order.createdAt;
      for (const transition of seed.steps) {
        if (transition === 'ACKNOWLEDGE')
          order.acknowledgedAt = step(at(sendDay, 17, 30), sent, 120);
        if (transition === 'REFUSE') order.refusedAt = step(at(sendDay, 18, 5), sent, 120);
        if (transition === 'CANCEL') {
          order.cancelledAt = step(at(addDays(sendDay, 1), 9, 20), sent, 60);
        }
        if (transition === 'EXPEDITE') {
          const expedite = addDays(delivery, -1) > sendDay ? addDays(delivery, -1) : delivery;
          order.expeditedAt = step(at(expedite, 15, 40), order.acknowledgedAt ?? sent, 45);
          order.expeditedById = runnerOf(seller.id);
        }
      }
      if (seed.steps.includes('RECEIVE')) {
        const receivedAt = step(
          at(delivery, 8, 15 + Math.floor(random() * 30)),
          order.expeditedAt ?? order.acknowledgedAt ?? sent,
          10,
        );
        const received: ReceivedLine[] = [];
        lines.forEach((row, i) => {
          const leaving = seed.expedited?.[i] ?? row.quantityOrdered;
          const packagings = seed.received?.[i] ?? leaving;
          if (packagings <= 0) return;
          received.push({
            line: i,
            packagings,
            base: receivedBaseQuantity(packagings, row.conversionToBase) ?? 0,
            deliveryTempC: deliveryTemperature(row.temperatureCategory),
            lotNumber: lotNumber(addDays(delivery, -1)),
            useByDate: useByOf(row, delivery),
            note: null,
            movement: null,
          });
        });
        order.receptions.push({
          receivedAt,
          receivedById: runnerOf(restaurant.id),
          note: seed.receivingNote ?? null,
          lines: received,
        });
      }
    }
    order.status = statusAfter(seller, steps, () =>
      receptionStatus(
        lines.map((l, i) => ({
          quantityOrdered: l.quantityOrdered,
          quantityReceivedPackaging:
            order.receptions[0]?.lines.find((r) => r.line === i)?.packagings ?? 0,
        })),
      ),
    );
    if (order.expeditedAt) {
      order.lines.forEach(
        (row, i) => (row.quantityExpedited = seed.expedited?.[i] ?? row.quantityOrdered),
      );
    }
    orders.push(order);
  }

  // ---- Stock written here: the laboratory's production and expeditions, what it delivered ----

  const ownMove = (move: OwnMove) => {
    if (inBook.has(`${move.productId}/${move.restaurantId}`)) {
      throw new Error(`Seed purchasing: le produit ${move.productId} est déjà dans le stock`);
    }
    moves.push(move);
    return moves.length - 1;
  };
  /** A laboratory's production of `product`: stock in, no purchase. */
  const produce = (
    labId: number,
    product: { id: number; baseUnit: BaseUnit },
    quantity: number,
    occurredAt: Date,
  ) =>
    ownMove({
      productId: product.id,
      restaurantId: labId,
      baseUnit: product.baseUnit,
      type: 'IN',
      reason: 'MANUAL',
      quantity: tidy(quantity),
      occurredAt,
      note: LAB_PRODUCTION_NOTE,
      createdById: runnerOf(labId),
    });
  const yesterday = addDays(today, -1);
  for (const order of orders) {
    if (order.seller.kind !== 'LABORATORY') continue;
    const waiting = order.status === 'SENT_PENDING' || order.status === 'ACKNOWLEDGED_SUPPLIER';
    for (const row of order.lines) {
      const product = { id: row.productId!, baseUnit: row.baseUnit };
      const leaving = receivedBaseQuantity(row.quantityExpedited ?? 0, row.conversionToBase);
      // Made the morning it leaves, a packaging more; or yesterday for the orders waiting.
      if (order.expeditedAt && leaving) {
        const made = new Date(order.expeditedAt.getTime() - 3 * 3_600_000);
        produce(order.seller.id, product, leaving + row.conversionToBase!, made);
      } else if (waiting) {
        produce(order.seller.id, product, row.quantityOrderedBase!, at(yesterday, 10, 30));
      }
    }
  }
  // Yesterday's batch of everything the laboratories sell: ahead of the orders to come.
  for (const a of catalogue) {
    if (a.labId === null || !a.perPackaging || inBook.has(`${a.product.id}/${a.labId}`)) continue;
    produce(a.labId, a.product, plan.labBatch * a.perPackaging, at(yesterday, 10, 0));
  }

  // ---- References in the order the orders were written ----

  orders.sort((x, y) => x.createdAt.getTime() - y.createdAt.getTime());
  const counters = new Map<number, number>();
  const references = orders.map((order) => {
    const year = referenceYear(order.createdAt);
    const n = (counters.get(year) ?? 0) + 1;
    counters.set(year, n);
    return purchaseOrderReference(year, n);
  });

  // Expeditions and receptions now that each order has its reference.
  orders.forEach((order, o) => {
    const reference = references[o]!;
    if (order.expeditedAt && order.seller.kind === 'LABORATORY') {
      for (const row of order.lines) {
        const leaving = receivedBaseQuantity(row.quantityExpedited ?? 0, row.conversionToBase);
        if (!leaving) continue;
        ownMove({
          productId: row.productId!,
          restaurantId: order.seller.id,
          baseUnit: row.baseUnit,
          type: 'OUT',
          reason: 'SALE',
          quantity: leaving,
          occurredAt: order.expeditedAt,
          note: RECEIPT_MESSAGES.expeditionNote(reference),
          createdById: order.expeditedById,
        });
      }
    }
    for (const reception of order.receptions) {
      for (const received of reception.lines) {
        const row = order.lines[received.line]!;
        const errors = receivedLineErrors({
          temperatureCategory: row.temperatureCategory,
          quantityReceived: received.packagings,
          deliveryTempC: received.deliveryTempC,
          note: received.note,
        });
        if (Object.keys(errors).length > 0) {
          throw new Error(`Seed purchasing, ${reference}: ${Object.values(errors).join(' ')}`);
        }
        if (received.movement !== null || received.base <= 0) continue;
        received.movement = {
          own: ownMove({
            productId: row.productId!,
            restaurantId: order.restaurantId,
            baseUnit: row.baseUnit,
            type: 'IN',
            reason: 'PURCHASE',
            quantity: received.base,
            occurredAt: reception.receivedAt,
            note: RECEIPT_MESSAGES.receptionNote(reference),
            createdById: reception.receivedById,
          }),
        };
        // The kitchen uses about half of it the next day.
        const used = new Date(reception.receivedAt.getTime() + 28 * 3_600_000);
        if (used < latest) {
          ownMove({
            productId: row.productId!,
            restaurantId: order.restaurantId,
            baseUnit: row.baseUnit,
            type: 'OUT',
            reason: 'RECIPE',
            quantity: Math.max(1, Math.round(received.base * (0.4 + random() * 0.2))),
            occurredAt: used,
            note: '',
            createdById: reception.receivedById,
          });
        }
      }
    }
  });

  // The movements written here, each product's in time order from nothing.
  const sequence = moves.map((_, i) => i);
  sequence.sort((x, y) => moves[x]!.occurredAt.getTime() - moves[y]!.occurredAt.getTime() || x - y);
  const level = new Map<string, number>();
  const lastAt = new Map<string, Date>();
  const movementRows = sequence.map((i) => {
    const m = moves[i]!;
    const key = `${m.productId}/${m.restaurantId}`;
    const result = applyMovement(level.get(key) ?? 0, {
      type: m.type,
      reason: m.reason,
      quantity: m.quantity,
    });
    if (!result.ok) throw new Error(`Seed purchasing: mouvement ${m.type} ${m.reason} refusé`);
    level.set(key, result.stockAfter);
    lastAt.set(key, m.occurredAt);
    return {
      productId: m.productId,
      restaurantId: m.restaurantId,
      type: m.type,
      reason: m.reason,
      quantity: m.quantity,
      unit: m.baseUnit,
      stockBefore: result.stockBefore,
      stockAfter: result.stockAfter,
      occurredAt: m.occurredAt,
      note: m.note || null,
      createdById: m.createdById,
      createdAt: m.occurredAt,
    };
  });

  // ---- Writing ----

  // The open orders' PDFs (a sent order's is what the supplier got): the others' stay without.
  const open: PurchaseOrderStatus[] = [
    'SENT_PENDING',
    'ACKNOWLEDGED_SUPPLIER',
    'EXPEDITED',
    'PARTIALLY_RECEIVED',
  ];
  const withPdf = orders.flatMap((o, i) => (open.includes(o.status) ? [i] : []));
  const pdfs = await Promise.all(
    withPdf.map((i) => {
      const o = orders[i]!;
      return renderPurchaseOrderPdf({
        reference: references[i]!,
        enseigneName: chain!.name,
        restaurant: { name: o.restaurantName, address: o.restaurantAddress },
        supplier: o.seller,
        toLaboratory: o.seller.kind === 'LABORATORY',
        createdAt: o.createdAt,
        expectedDate: o.expectedDate,
        notes: o.notes,
        lines: o.lines.map((l) => ({
          articleName: l.articleName,
          supplierRef: l.supplierRef,
          packagingName: l.packagingName,
          packagingQuantity: l.packagingQuantity,
          packagingUnit: l.packagingUnit,
          quantity: l.quantityOrdered,
          unitPrice: l.unitPrice,
          vatRate: l.vatRate,
          lineTotalHt: l.lineTotal,
          lineTotalTtc: l.lineTotalTtc,
        })),
        ...totalsOf(o.lines),
      });
    }),
  );
  const fileIds = pdfs.length
    ? (
        await tx
          .insert(storedFiles)
          .values(
            pdfs.map((pdf, k) => ({
              enseigneId,
              storage: 'db' as const,
              key: newFileKey(enseigneId, 'application/pdf'),
              mimeType: 'application/pdf',
              byteSize: pdf.length,
              content: Buffer.from(pdf),
              createdAt: orders[withPdf[k]!]!.sentAt!,
            })),
          )
          .returning({ id: storedFiles.id })
      ).map((r) => r.id)
    : [];
  const pdfOf = new Map(withPdf.map((i, k) => [i, fileIds[k]!]));

  const orderIds = (
    await tx
      .insert(purchaseOrders)
      .values(
        orders.map((o, i) => {
          const received = o.receptions.map((r) => r.receivedAt.getTime());
          const last = Math.max(
            o.createdAt.getTime(),
            ...[o.sentAt, o.acknowledgedAt, o.refusedAt, o.cancelledAt, o.expeditedAt]
              .filter((d): d is Date => d !== null)
              .map((d) => d.getTime()),
            ...received,
          );
          const totals = totalsOf(o.lines);
          return {
            enseigneId,
            reference: references[i]!,
            restaurantId: o.restaurantId,
            supplierKind: o.seller.kind,
            supplierId: o.seller.kind === 'EXTERNAL' ? o.seller.id : null,
            labId: o.seller.kind === 'LABORATORY' ? o.seller.id : null,
            supplierName: o.seller.name,
            status: o.status,
            expectedDate: o.expectedDate,
            notes: o.notes,
            receivingNote: o.receptions.at(-1)?.note ?? null,
            shippingNote: o.shippingNote,
            statusReason: o.statusReason,
            subtotalHt: totals.subtotalHt,
            totalVat: totals.totalVat,
            totalTtc: totals.totalTtc,
            pdfFileId: pdfOf.get(i) ?? null,
            // A laboratory reads its internal sales; an external supplier got the email.
            emailStatus:
              o.sentAt === null
                ? ('NOT_SENT' as const)
                : o.seller.kind === 'LABORATORY' || !o.seller.email
                  ? ('NO_ADDRESS' as const)
                  : ('SENT' as const),
            createdById: o.createdById,
            sentAt: o.sentAt,
            acknowledgedAt: o.acknowledgedAt,
            refusedAt: o.refusedAt,
            cancelledAt: o.cancelledAt,
            expeditedAt: o.expeditedAt,
            expeditedById: o.expeditedById,
            firstReceivedAt: received.length ? new Date(Math.min(...received)) : null,
            lastReceivedAt: received.length ? new Date(Math.max(...received)) : null,
            createdAt: o.createdAt,
            updatedAt: new Date(last),
          };
        }),
      )
      .returning({ id: purchaseOrders.id })
  ).map((r) => r.id);
  if (counters.size > 0) {
    await tx
      .insert(purchaseOrderCounters)
      .values([...counters].map(([year, lastNumber]) => ({ enseigneId, year, lastNumber })));
  }

  // Received quantities add up on the lines; the last reception's temperature and note stay.
  const lineValues = orders.flatMap((o, i) =>
    o.lines.map((row, j) => {
      const got = o.receptions.flatMap((r) => r.lines.filter((l) => l.line === j));
      const lastGot = got.at(-1);
      const lastAt = o.receptions.at(-1)?.receivedAt ?? o.createdAt;
      return {
        ...row,
        purchaseOrderId: orderIds[i]!,
        quantityReceivedPackaging: tidy(got.reduce((sum, l) => sum + l.packagings, 0)),
        quantityReceivedBase: tidy(got.reduce((sum, l) => sum + l.base, 0)),
        deliveryTempC: lastGot?.deliveryTempC ?? null,
        receivingLineNote: lastGot?.note ?? null,
        createdAt: o.createdAt,
        updatedAt: got.length ? lastAt : o.createdAt,
      };
    }),
  );
  const lineIds = (
    await tx.insert(purchaseOrderLines).values(lineValues).returning({ id: purchaseOrderLines.id })
  ).map((r) => r.id);
  const lineIdOf = (o: number, line: number) => {
    const before = orders.slice(0, o).reduce((sum, x) => sum + x.lines.length, 0);
    return lineIds[before + line]!;
  };

  const ownIds = movementRows.length
    ? (
        await tx.insert(stockMovements).values(movementRows).returning({ id: stockMovements.id })
      ).map((r) => r.id)
    : [];
  const ownIdOf = new Map(sequence.map((i, k) => [i, ownIds[k]!]));
  const stockRows = [...level].map(([key, currentStock]) => {
    const [productId, restaurantId] = key.split('/').map(Number) as [number, number];
    return { productId, restaurantId, currentStock, updatedAt: lastAt.get(key)! };
  });
  if (stockRows.length > 0) await tx.insert(productStocks).values(stockRows);

  const planned = orders.flatMap((o, i) => o.receptions.map((r) => ({ o, i, r })));
  const receptionIds = planned.length
    ? (
        await tx
          .insert(receptions)
          .values(
            planned.map(({ r, i }) => ({
              purchaseOrderId: orderIds[i]!,
              receivedAt: r.receivedAt,
              receivedById: r.receivedById,
              note: r.note,
              createdAt: r.receivedAt,
            })),
          )
          .returning({ id: receptions.id })
      ).map((r) => r.id)
    : [];
  const arrived = planned.flatMap(({ o, i, r }, k) =>
    r.lines.map((l) => ({ o, i, r, l, receptionId: receptionIds[k]! })),
  );
  const recordIds = arrived.length
    ? (
        await tx
          .insert(traceabilityRecords)
          .values(
            arrived.map(({ o, i, r, l }) => ({
              restaurantId: o.restaurantId,
              productName: o.lines[l.line]!.productName,
              lotNumber: l.lotNumber,
              supplierName: o.seller.name,
              notes: [
                RECEIPT_MESSAGES.receptionNote(references[i]!),
                l.useByDate ? RECEIPT_MESSAGES.useBy(frenchDay(l.useByDate)) : null,
                l.note,
              ]
                .filter(Boolean)
                .join(' — '),
              recordedById: r.receivedById,
              createdAt: r.receivedAt,
            })),
          )
          .returning({ id: traceabilityRecords.id })
      ).map((r) => r.id)
    : [];
  const movementIdOf = (l: ReceivedLine) =>
    l.movement === null
      ? null
      : 'book' in l.movement
        ? l.movement.book
        : ownIdOf.get(l.movement.own)!;
  if (arrived.length > 0) {
    await tx.insert(receptionLines).values(
      arrived.map(({ o, i, r, l, receptionId }, k) => {
        const row = o.lines[l.line]!;
        return {
          receptionId,
          purchaseOrderLineId: lineIdOf(i, l.line),
          quantityReceivedPackaging: l.packagings,
          quantityReceivedBase: l.base,
          unitPrice: row.unitPrice,
          deliveryTempC: l.deliveryTempC,
          temperatureAlert: temperatureAlert(row.temperatureCategory, l.deliveryTempC),
          lotNumber: l.lotNumber,
          useByDate: l.useByDate,
          note: l.note,
          traceabilityRecordId: recordIds[k]!,
          stockMovementId: movementIdOf(l),
          createdAt: r.receivedAt,
        };
      }),
    );
  }
  // The book's deliveries now name the order they received.
  const adopted = arrived.flatMap(({ i, l }) =>
    l.movement !== null && 'book' in l.movement
      ? [
          sql`(${l.movement.book}::integer, ${RECEIPT_MESSAGES.receptionNote(references[i]!)}::text)`,
        ]
      : [],
  );
  if (adopted.length > 0) {
    await tx.execute(
      sql`update ${stockMovements} set note = v.note from (values ${sql.join(adopted, sql`, `)}) as v(id, note) where ${stockMovements.id} = v.id`,
    );
  }

  return {
    orders: orders.length,
    lines: lineValues.length,
    receptions: planned.length,
    movements: movementRows.length + adopted.length,
    files: fileIds.length,
  };
}

/** The stock a laboratory makes before it expedites (no purchase: its own production). */
export const LAB_PRODUCTION_NOTE = 'Production du laboratoire';

/** 'YYYY-MM-DD' as a French reader writes it. */
const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** The order's totals from its lines, by the domain's rule, in the columns' names. */
function totalsOf(lines: readonly { lineTotal: number; lineTotalTtc: number }[]) {
  const totals = orderTotals(
    lines.map((l) => ({ lineTotal: l.lineTotal, lineTotalTTC: l.lineTotalTtc })),
  );
  return { subtotalHt: totals.subtotalHT, totalVat: totals.totalVAT, totalTtc: totals.totalTTC };
}
