/**
 * Inventory counting (docs/areas/stock.md#counting) and its life (docs/areas/stock.md#inventory-statuses):
 * a packaging line's quantity in the product's base unit, the counting screen's zones and totals,
 * the lines worth saving, the statuses' transitions and the adjustments a finalization writes.
 */
import type { Unit } from '../catalogue-enums.ts';
import { toBaseQuantity, type ProductUnits } from '../catalogue/conversions.ts';
import { tidy } from '../catalogue/units.ts';
import { parseFrenchNumber } from '../numbers.ts';
import type { Role } from '../permissions.ts';
import { INVENTORY_INPUT_MIN, type InventoryStatus } from './constants.ts';
import { STOCK_MESSAGES } from './messages.ts';

type Id = string | number;

// ---- Counting ----------------------------------------------------------------------------------

/**
 * `inputQuantity` packagings of `sourceQuantity` `sourceUnit` in the product's base unit: through
 * the table within a family, through the product's rule across families, else 0 with `converted`
 * false so the screen logs a warning (the spec's fallback).
 */
export function packagingToBase(
  inputQuantity: number,
  packaging: { sourceQuantity: number; sourceUnit: Unit },
  product: ProductUnits,
): { quantityInBaseUnit: number; converted: boolean } {
  const base = toBaseQuantity(
    inputQuantity * packaging.sourceQuantity,
    packaging.sourceUnit,
    product,
  );
  return base === null
    ? { quantityInBaseUnit: 0, converted: false }
    : { quantityInBaseUnit: tidy(base), converted: true };
}

/**
 * What is wrong with a count as typed, in French, or null: nothing typed (not counted) or a
 * number from 0. '-3' and 'abc' are refused under the field and never saved as 0.
 */
export function countError(input: string): string | null {
  if (input.trim() === '') return null;
  const value = parseFrenchNumber(input);
  if (value === null) return STOCK_MESSAGES.countInvalid;
  return value < INVENTORY_INPUT_MIN ? STOCK_MESSAGES.countNotNegative : null;
}

/**
 * What the input counts for the live totals and buttons: non-numeric is 0, below 0 is 0 (such a
 * text is refused by `countError` before anything is saved).
 */
export function countFromInput(input: string): number {
  const value = parseFrenchNumber(input);
  return value === null || value < INVENTORY_INPUT_MIN ? INVENTORY_INPUT_MIN : value;
}

/** The minus and plus buttons: one packaging each, never below 0 (minus is disabled there). */
export const stepCount = (value: number, delta: 1 | -1): number =>
  Math.max(INVENTORY_INPUT_MIN, tidy(value + delta));

// ---- Zones -------------------------------------------------------------------------------------

/** A storage space of a product as the counting screen groups it. */
export interface CountingSpace {
  surfaceId: Id;
  surfaceName: string;
  /** null when the zone is not known. */
  zoneName: string | null;
}

export interface CountingProduct {
  id: Id;
  name: string;
  storageSpaces: readonly CountingSpace[];
}

export interface ZoneGroup<P extends CountingProduct> {
  /** 'surface:{id}', 'unknown' or 'none'. */
  key: string;
  label: string;
  products: P[];
}

const UNKNOWN_ZONE = 'unknown';
const NO_ZONE = 'none';
const byName = (a: { name: string }, b: { name: string }): number =>
  a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });

/**
 * Products grouped by storage space ('zone name - area name'), spaces of an unknown zone together
 * as 'Zone inconnue', products stored nowhere last as 'Sans zone de stockage'; labels and products
 * sorted by name. A product stored in two spaces is counted in both.
 */
export function groupByZone<P extends CountingProduct>(products: readonly P[]): ZoneGroup<P>[] {
  const groups = new Map<string, ZoneGroup<P>>();
  const add = (key: string, label: string, product: P): void => {
    const group = groups.get(key) ?? { key, label, products: [] };
    if (!group.products.includes(product)) group.products.push(product);
    groups.set(key, group);
  };
  for (const product of products) {
    if (product.storageSpaces.length === 0) add(NO_ZONE, STOCK_MESSAGES.noStorageZone, product);
    for (const space of product.storageSpaces) {
      if (space.zoneName === null) add(UNKNOWN_ZONE, STOCK_MESSAGES.unknownZone, product);
      else add(`surface:${space.surfaceId}`, `${space.zoneName} - ${space.surfaceName}`, product);
    }
  }
  const rank = (key: string): number => (key === NO_ZONE ? 2 : key === UNKNOWN_ZONE ? 1 : 0);
  const sorted = [...groups.values()].sort(
    (a, b) =>
      rank(a.key) - rank(b.key) || a.label.localeCompare(b.label, 'fr', { sensitivity: 'base' }),
  );
  for (const group of sorted) group.products.sort(byName);
  return sorted;
}

// ---- Totals and saving -------------------------------------------------------------------------

/** One input of the counting screen: a packaging of a product in a zone. */
export interface CountLine {
  zoneKey: string;
  productId: Id;
  packagingId: Id | null;
  inputQuantity: number;
  quantityInBaseUnit: number;
}

const sumBase = (lines: readonly CountLine[]): number =>
  tidy(lines.reduce((sum, line) => sum + line.quantityInBaseUnit, 0));

/** 'Cette zone' and 'Total global' of a product, in its base unit. */
export function productTotals(
  lines: readonly CountLine[],
  productId: Id,
  zoneKey: string,
): { zone: number; global: number } {
  const ofProduct = lines.filter((line) => String(line.productId) === String(productId));
  return {
    zone: sumBase(ofProduct.filter((line) => line.zoneKey === zoneKey)),
    global: sumBase(ofProduct),
  };
}

/**
 * The lines to save: counted products only, one per product and packaging with a quantity above
 * 0 (a product counted in two zones adds up: the stock is the restaurant's). A product marked
 * 'Compté' with nothing above 0 is saved as one line of 0 base units: it was counted and found
 * empty, so finalizing brings its stock to 0 (docs/areas/stock.md#counted-at-zero).
 */
export function linesToSave(
  lines: readonly CountLine[],
  countedProductIds: Iterable<Id>,
): { productId: Id; packagingId: Id | null; inputQuantity: number; quantityInBaseUnit: number }[] {
  const counted = new Set([...countedProductIds].map(String));
  const merged = new Map<
    string,
    { productId: Id; packagingId: Id | null; inputQuantity: number; quantityInBaseUnit: number }
  >();
  for (const line of lines) {
    if (!counted.has(String(line.productId)) || !(line.inputQuantity > 0)) continue;
    const key = `${line.productId}:${line.packagingId ?? ''}`;
    const row = merged.get(key) ?? {
      productId: line.productId,
      packagingId: line.packagingId,
      inputQuantity: 0,
      quantityInBaseUnit: 0,
    };
    row.inputQuantity = tidy(row.inputQuantity + line.inputQuantity);
    row.quantityInBaseUnit = tidy(row.quantityInBaseUnit + line.quantityInBaseUnit);
    merged.set(key, row);
  }
  const saved = [...merged.values()];
  const withLines = new Set(saved.map((line) => String(line.productId)));
  for (const line of lines) {
    const key = String(line.productId);
    if (!counted.has(key) || withLines.has(key)) continue;
    withLines.add(key);
    saved.push({
      productId: line.productId,
      packagingId: null,
      inputQuantity: 0,
      quantityInBaseUnit: 0,
    });
  }
  return saved;
}

// ---- Statuses ----------------------------------------------------------------------------------

const TRANSITIONS: Readonly<Record<InventoryStatus, readonly InventoryStatus[]>> = {
  DRAFT: ['FINALIZED', 'CANCELLED'],
  FINALIZED: [],
  CANCELLED: [],
};

export const canTransitionInventory = (from: InventoryStatus, to: InventoryStatus): boolean =>
  TRANSITIONS[from].includes(to);

/** Only a draft is edited (lines, note, counting employee). */
export const isInventoryEditable = (status: InventoryStatus): boolean => status === 'DRAFT';

/**
 * Who creates, edits, finalizes or cancels an inventory: an ADMIN, or a MANAGER of the restaurant
 * (`managesRestaurant`: the restaurant is among his). An EMPLOYEE reads.
 */
export const canManageInventory = (role: Role, managesRestaurant: boolean): boolean =>
  role === 'ADMIN' || (role === 'MANAGER' && managesRestaurant);

/** The message refusing a change to an inventory in `status` (null: a draft, fine). */
export function inventoryLockedMessage(status: InventoryStatus): string | null {
  if (status === 'FINALIZED') return STOCK_MESSAGES.inventoryFinalizedReadOnly;
  if (status === 'CANCELLED') return STOCK_MESSAGES.inventoryCancelled;
  return null;
}

// ---- Finalization ------------------------------------------------------------------------------

export interface InventoryAdjustment {
  productId: Id;
  stockBefore: number;
  /** The level counted: the ADJUSTMENT's quantity and its stock after. */
  stockAfter: number;
}

/**
 * The ADJUSTMENT (reason INVENTORY) a finalization writes for each counted product: its stock
 * brought to the sum of its lines. `currentStocks` holds the restaurant's levels by
 * String(productId); a product without one starts from 0.
 */
export function inventoryAdjustments(
  lines: readonly { productId: Id; quantityInBaseUnit: number }[],
  currentStocks: ReadonlyMap<string, number>,
): InventoryAdjustment[] {
  const counted = new Map<string, { productId: Id; total: number }>();
  for (const line of lines) {
    const key = String(line.productId);
    const row = counted.get(key) ?? { productId: line.productId, total: 0 };
    row.total = tidy(row.total + line.quantityInBaseUnit);
    counted.set(key, row);
  }
  return [...counted.entries()].map(([key, { productId, total }]) => ({
    productId,
    stockBefore: currentStocks.get(key) ?? 0,
    stockAfter: total,
  }));
}
