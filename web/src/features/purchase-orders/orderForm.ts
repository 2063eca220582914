import * as Yup from 'yup';
import {
  BUSINESS_TIME_ZONE,
  defaultExpectedDate as defaultExpectedDateFrom,
  frenchNumberText,
  NUMBER_MESSAGES,
  orderPackagingOf,
  orderQuantityError,
  parseFrenchNumber,
  purchaseOrderTotals,
  todayIn,
  type OrderPackaging,
  type SupplierKind,
  type Weekday,
} from '@bo/domain';
import type {
  OrderForm_ArticleFragment,
  OrderFormSuppliersQuery,
  PurchaseOrderInput,
} from '../../gql/graphql';
import { orderFormMessages as t } from './messages.ts';

/**
 * The two-step order form's values and the rules it applies on the client
 * (docs/areas/purchasing.md): the totals and the default date come from @bo/domain, the server
 * computes them again and never trusts the client's.
 */

export type FormSupplier = OrderFormSuppliersQuery['suppliers'][number];
export type FormArticle = OrderForm_ArticleFragment;

export interface OrderFormValues {
  /** `${kind}:${id}`: a laboratory and an external supplier may share an id. */
  supplierKey: string;
  /** 'YYYY-MM-DD', '' until chosen. */
  expectedDate: string;
  notes: string;
  /** The quantity typed per article id ('2,5'); an article without one is not ordered. */
  quantities: Record<string, string>;
}

export const supplierKey = (supplier: { id: string; kind: SupplierKind }): string =>
  `${supplier.kind}:${supplier.id}`;

export function parseSupplierKey(key: string): { id: string; kind: SupplierKind } | null {
  const [kind, id] = key.split(':');
  if (!id || (kind !== 'EXTERNAL' && kind !== 'LABORATORY')) return null;
  return { id, kind };
}

/** Step 1's checks, with the specification's messages. */
export const stepOneSchema = Yup.object({
  supplierKey: Yup.string().required(t.supplierRequired),
  expectedDate: Yup.string().required(t.dateRequired),
});

/**
 * The suppliers a restaurant may order from: the external suppliers and the laboratories that
 * deliver it (a laboratory never delivers itself), as their Restaurants tab says. A supplier the
 * draft already names stays offered, even if it stopped delivering the restaurant since.
 */
export function supplierChoices(
  suppliers: readonly FormSupplier[],
  restaurantId: string | null,
  keep?: string,
): FormSupplier[] {
  return suppliers.filter((s) => {
    if (keep && supplierKey(s) === keep) return true;
    if (s.kind === 'LABORATORY' && s.id === restaurantId) return false;
    return restaurantId !== null && s.restaurants.some((r) => r.id === restaurantId);
  });
}

/** A supplier's name in the select: laboratories suffixed '(Labo)'. */
export const supplierLabel = (supplier: { kind: SupplierKind; name: string }): string =>
  supplier.kind === 'LABORATORY' ? `${supplier.name} ${t.labSuffix}` : supplier.name;

/** Today in the chain's time zone: the day an expected date counts from. */
export const orderToday = (): string => todayIn(BUSINESS_TIME_ZONE);

/** The articles of the supplier the restaurant may order. */
export const allowedArticles = (
  articles: readonly FormArticle[],
  restaurantId: string | null,
): FormArticle[] =>
  articles.filter((a) => restaurantId !== null && a.restaurants.some((r) => r.id === restaurantId));

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The step 2 search: the article's or its product's name, ignoring case and accents. */
export function matchesSearch(article: FormArticle, search: string): boolean {
  const wanted = fold(search.trim());
  return (
    wanted === '' || [article.name, article.product.name].some((n) => fold(n).includes(wanted))
  );
}

/** How an article is ordered: its supplier packaging, else 'Unité' 1 piece. */
export const packagingOf = (article: FormArticle): OrderPackaging =>
  orderPackagingOf(article.orderingPackaging ? [article.orderingPackaging] : []);

/** A quantity's text as a number: 0 for empty, unreadable or negative (the line is not ordered). */
export function quantityOf(text: string | undefined): number {
  const value = parseFrenchNumber(text ?? '');
  return value === null || value < 0 ? 0 : value;
}

/**
 * What a line's field says of a quantity it cannot hold ('abc', '-3', '2,555'), or null: empty
 * and 0 are fine (no line). Such a line is neither counted nor saved until corrected.
 */
export function lineQuantityError(text: string | undefined): string | null {
  if (!text || text.trim() === '') return null;
  const value = parseFrenchNumber(text);
  return value === null ? NUMBER_MESSAGES.invalid : orderQuantityError(value);
}

/** The articles whose typed quantity cannot be ordered as it is. */
export const invalidLines = (
  articles: readonly FormArticle[],
  quantities: Readonly<Record<string, string>>,
): FormArticle[] => articles.filter((a) => lineQuantityError(quantities[a.id]) !== null);

/** The order quantities' precision (step 0.01). */
const roundQuantity = (value: number): number => Math.round(value * 100) / 100;

/**
 * The quantity after minus or plus (one packaging): '' when minus takes it to 0 or below, so
 * minus at 1 removes the line.
 */
export function stepQuantity(text: string | undefined, delta: 1 | -1): string {
  const next = roundQuantity(quantityOf(text) + delta);
  return next <= 0 ? '' : frenchNumberText(next);
}

/**
 * A typed quantity once the field is left: '' for 0 or empty; a value the line cannot hold stays
 * as typed, under its message, so nothing is changed behind the user's back.
 */
export function settledQuantity(text: string): string {
  if (lineQuantityError(text) !== null) return text;
  const value = quantityOf(text);
  return value <= 0 ? '' : frenchNumberText(value);
}

/** The ordered lines, in the table's order: the articles with a valid quantity above 0. */
export function orderedLines(
  articles: readonly FormArticle[],
  quantities: Readonly<Record<string, string>>,
): { article: FormArticle; quantity: number }[] {
  return articles
    .filter((article) => lineQuantityError(quantities[article.id]) === null)
    .map((article) => ({ article, quantity: quantityOf(quantities[article.id]) }))
    .filter((line) => line.quantity > 0);
}

/** The quantities a draft starts with, by article id. */
export const quantitiesOf = (
  lines: readonly { quantityOrdered: number; article: { id: string } | null }[],
): Record<string, string> =>
  Object.fromEntries(
    lines.flatMap((l) => (l.article ? [[l.article.id, frenchNumberText(l.quantityOrdered)]] : [])),
  );

/** The mutation's input (prices, VAT and totals are the server's). */
export function toOrderInput(
  values: OrderFormValues,
  restaurantId: string,
  articles: readonly FormArticle[],
): PurchaseOrderInput {
  const supplier = parseSupplierKey(values.supplierKey);
  if (!supplier) throw new Error('no supplier');
  return {
    restaurantId,
    supplierKind: supplier.kind,
    supplierId: supplier.id,
    expectedDate: values.expectedDate,
    notes: values.notes.trim() || null,
    lines: orderedLines(articles, values.quantities).map((l) => ({
      articleId: l.article.id,
      quantity: l.quantity,
    })),
  };
}

/** The expected date a supplier's delay proposes, from today; null without a delay. */
export function defaultExpectedDate(supplier: {
  deliveryDelayDays?: number | null | undefined;
  deliveryDays: readonly Weekday[];
}): string | null {
  return defaultExpectedDateFrom(orderToday(), supplier.deliveryDelayDays, supplier.deliveryDays);
}

/** The running totals of the lines, as the server will compute them. */
export function formTotals(
  lines: readonly { article: Pick<FormArticle, 'price' | 'vatRate'>; quantity: number }[],
): { subtotalHT: number; totalTTC: number } {
  return purchaseOrderTotals(
    lines.map((l) => ({
      quantity: l.quantity,
      unitPrice: l.article.price,
      vatRate: l.article.vatRate,
    })),
  );
}
