/**
 * An order's money and quantities (docs/areas/purchasing.md#totals): each line's HT and TTC from
 * its quantity, unit price and VAT rate, the order's totals and its VAT per rate, and how an
 * article is ordered (its packaging, that packaging in the product's base unit). The api computes
 * them when it writes an order and never takes a client's; the form shows the same numbers.
 */
import {
  lineTotalHT,
  lineTotalTTC,
  ORDER_LINE_FALLBACK_VAT_RATE,
  roundCents,
  VAT_RATES,
} from '../catalogue/constants.ts';
import { toBaseQuantity, type ProductUnits } from '../catalogue/conversions.ts';
import { DEFAULT_PACKAGING } from '../catalogue/packagings.ts';
import { tidy } from '../catalogue/units.ts';
import type { PackagingType, Unit, VatCode } from '../catalogue-enums.ts';

/** The VAT code a line keeps: the article's, or 5,5 % when it has none. */
export const ORDER_LINE_FALLBACK_VAT: VatCode = 'VAT_5_5';

/** A line's VAT code and rate in percent (5.5 for an article without VAT). */
export function orderLineVat(vat: VatCode | null | undefined): { vat: VatCode; vatRate: number } {
  return vat
    ? { vat, vatRate: VAT_RATES[vat] }
    : { vat: ORDER_LINE_FALLBACK_VAT, vatRate: ORDER_LINE_FALLBACK_VAT_RATE };
}

/** A line's totals, each to the cent: HT = quantity × unit price, TTC = HT × (1 + rate/100). */
export function orderLineTotals(
  quantity: number,
  unitPrice: number,
  vatRate: number,
): { lineTotal: number; lineTotalTTC: number } {
  return {
    lineTotal: lineTotalHT(quantity, unitPrice),
    lineTotalTTC: lineTotalTTC(quantity, unitPrice, vatRate),
  };
}

export interface OrderTotals {
  subtotalHT: number;
  totalVAT: number;
  totalTTC: number;
}

/** Sums to the cent (the lines are; the sum must not carry float noise). */
const sumCents = (values: readonly number[]): number =>
  roundCents(values.reduce((sum, value) => sum + value, 0));

/**
 * The order's totals: the sums of its lines' HT and TTC, and the VAT as their difference, so the
 * three always add up on the order and on its PDF.
 */
export function orderTotals(
  lines: readonly { lineTotal: number; lineTotalTTC: number }[],
): OrderTotals {
  const subtotalHT = sumCents(lines.map((line) => line.lineTotal));
  const totalTTC = sumCents(lines.map((line) => line.lineTotalTTC));
  return { subtotalHT, totalVAT: roundCents(totalTTC - subtotalHT), totalTTC };
}

/** The totals of lines given by quantity, unit price and VAT rate (the form's running totals). */
export const purchaseOrderTotals = (
  lines: readonly { quantity: number; unitPrice: number; vatRate: number }[],
): OrderTotals =>
  orderTotals(lines.map((line) => orderLineTotals(line.quantity, line.unitPrice, line.vatRate)));

export interface VatTotal {
  /** Percent. */
  rate: number;
  /** HT at this rate. */
  base: number;
  /** VAT at this rate: its lines' TTC minus their HT (so the rates add up to totalVAT). */
  amount: number;
}

/** The VAT per rate, lowest rate first (a rate without lines is not listed). */
export function vatBreakdown(
  lines: readonly { vatRate: number; lineTotal: number; lineTotalTTC: number }[],
): VatTotal[] {
  const rates = [...new Set(lines.map((line) => line.vatRate))].sort((a, b) => a - b);
  return rates.map((rate) => {
    const ofRate = lines.filter((line) => line.vatRate === rate);
    const base = sumCents(ofRate.map((line) => line.lineTotal));
    const ttc = sumCents(ofRate.map((line) => line.lineTotalTTC));
    return { rate, base, amount: roundCents(ttc - base) };
  });
}

/** How a line is ordered: `quantity` `unit` per packaging. */
export interface OrderPackaging {
  name: string;
  quantity: number;
  unit: Unit;
}

/**
 * The packaging an article is ordered by: its first SUPPLIER packaging (in the order given, the
 * oldest first when read by id), named 'Unité' when it has no name; else 'Unité' 1 PIECE.
 */
export function orderPackagingOf(
  packagings: readonly {
    type: PackagingType;
    name: string | null;
    sourceQuantity: number;
    sourceUnit: Unit;
  }[],
): OrderPackaging {
  const supplier = packagings.find((packaging) => packaging.type === 'SUPPLIER');
  return supplier
    ? {
        name: supplier.name ?? DEFAULT_PACKAGING.name,
        quantity: supplier.sourceQuantity,
        unit: supplier.sourceUnit,
      }
    : { name: DEFAULT_PACKAGING.name, quantity: DEFAULT_PACKAGING.sourceQuantity, unit: 'PIECE' };
}

/**
 * One packaging in the product's base unit (a 5 KG carton of a product counted in G: 5000), and
 * `quantity` packagings of it; both null when no conversion covers the packaging's unit (the line
 * is ordered all the same).
 */
export function orderLineBase(
  quantity: number,
  packaging: { quantity: number; unit: Unit },
  product: ProductUnits,
): { conversionToBase: number | null; quantityBase: number | null } {
  const perPackaging = toBaseQuantity(packaging.quantity, packaging.unit, product);
  if (perPackaging === null) return { conversionToBase: null, quantityBase: null };
  return { conversionToBase: tidy(perPackaging), quantityBase: tidy(quantity * perPackaging) };
}
