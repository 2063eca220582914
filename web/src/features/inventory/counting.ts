import {
  groupByZone,
  packagingToBase,
  type CountLine,
  type CountingSpace,
  type Unit,
  type ZoneGroup,
} from '@bo/domain';
import type {
  CountingProductsQuery,
  InventoryCounting_LineFragment,
  PackagingType,
} from '../../gql/graphql';

/**
 * The counting screen's model (docs/areas/stock.md#counting): the restaurant's products as the
 * domain groups them, one input per zone, product and packaging, and what the phone keeps in
 * sessionStorage. The rules themselves (zones, conversions, totals, lines to save) are domain's.
 */

type GraphProduct = CountingProductsQuery['products']['data'][number];

/** A packaging counted on the screen; null id: the product's base unit (it has no packaging). */
export interface CountingPackaging {
  id: string | null;
  type: PackagingType | null;
  name: string | null;
  sourceQuantity: number;
  sourceUnit: Unit;
}

export interface ScreenProduct {
  id: string;
  name: string;
  baseUnit: Unit;
  photoUrl: string | null;
  storageSpaces: CountingSpace[];
  packagings: CountingPackaging[];
  conversionRules: GraphProduct['conversionRules'];
}

/**
 * The products the restaurant uses, with only its own storage spaces (each restaurant has its
 * own 'Réserve'). A product without an INVENTORY or STORAGE packaging is counted in its base
 * unit, so that nothing the restaurant stocks is left out of the count.
 */
export function screenProducts(
  products: readonly GraphProduct[],
  restaurantId: string,
): ScreenProduct[] {
  return products
    .filter((product) => product.restaurants.some((r) => r.id === restaurantId))
    .map((product) => {
      const packagings: CountingPackaging[] = [
        ...product.inventoryPackagings,
        ...product.storagePackagings,
      ].map((p) => ({ ...p }));
      return {
        id: product.id,
        name: product.name,
        baseUnit: product.baseUnit,
        photoUrl: product.photoUrl ?? null,
        conversionRules: product.conversionRules,
        storageSpaces: product.storageSpaces
          .filter((space) => space.zone.restaurant.id === restaurantId)
          .map((space) => ({
            surfaceId: space.id,
            surfaceName: space.name,
            zoneName: space.zone.name,
          })),
        packagings:
          packagings.length > 0
            ? packagings
            : [
                {
                  id: null,
                  type: null,
                  name: null,
                  sourceQuantity: 1,
                  sourceUnit: product.baseUnit,
                },
              ],
      };
    });
}

export const zonesOf = (products: readonly ScreenProduct[]): ZoneGroup<ScreenProduct>[] =>
  groupByZone(products);

/** The key of one input: a packaging of a product in a zone. */
export const inputKey = (zoneKey: string, productId: string, packagingId: string | null): string =>
  `${zoneKey}|${productId}|${packagingId ?? ''}`;

/** What the screen holds: the texts typed, by inputKey, and the products toggled 'Compté'. */
export interface CountingState {
  counts: Record<string, string>;
  counted: string[];
  countedById: string;
  note: string;
}

export const EMPTY_COUNTING: CountingState = { counts: {}, counted: [], countedById: '', note: '' };

/**
 * The saved lines put back on screen: each in the product's first zone (a product counted in two
 * spaces was saved as one line per packaging, the stock being the restaurant's).
 */
export function countingFromLines(
  lines: readonly InventoryCounting_LineFragment[],
  zones: readonly ZoneGroup<ScreenProduct>[],
): Pick<CountingState, 'counts' | 'counted'> {
  const counts: Record<string, string> = {};
  const counted = new Set<string>();
  for (const line of lines) {
    const zone = zones.find((z) => z.products.some((p) => p.id === line.product.id));
    if (!zone) continue;
    counts[inputKey(zone.key, line.product.id, line.packaging?.id ?? null)] = String(
      line.inputQuantity,
    ).replace('.', ',');
    counted.add(line.product.id);
  }
  return { counts, counted: [...counted] };
}

/**
 * Every input as the domain totals and saves it, with the inputs whose unit converts to nothing
 * (counted as 0: the spec's fallback, which the screen logs).
 */
export function countLines(
  zones: readonly ZoneGroup<ScreenProduct>[],
  counts: Readonly<Record<string, string>>,
  read: (text: string) => number,
): { lines: CountLine[]; unconverted: string[] } {
  const lines: CountLine[] = [];
  const unconverted: string[] = [];
  for (const zone of zones) {
    for (const product of zone.products) {
      for (const packaging of product.packagings) {
        const key = inputKey(zone.key, product.id, packaging.id);
        const inputQuantity = read(counts[key] ?? '');
        const { quantityInBaseUnit, converted } = packagingToBase(
          inputQuantity,
          packaging,
          product,
        );
        if (!converted && inputQuantity > 0) unconverted.push(key);
        lines.push({
          zoneKey: zone.key,
          productId: product.id,
          packagingId: packaging.id,
          inputQuantity,
          quantityInBaseUnit,
        });
      }
    }
  }
  return { lines, unconverted };
}

// ---- Kept while the phone sleeps ---------------------------------------------------------------

/** sessionStorage's key of a count not yet saved: per restaurant and inventory ('new'). */
export const draftKey = (restaurantId: string, inventoryId: string | null): string =>
  `inventory-count:${restaurantId}:${inventoryId ?? 'new'}`;

const isCountingState = (value: unknown): value is CountingState => {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.counts === 'object' &&
    v.counts !== null &&
    Object.values(v.counts).every((text) => typeof text === 'string') &&
    Array.isArray(v.counted) &&
    v.counted.every((id) => typeof id === 'string') &&
    typeof v.countedById === 'string' &&
    typeof v.note === 'string'
  );
};

export function readDraft(key: string): CountingState | null {
  try {
    const text = sessionStorage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isCountingState(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, state: CountingState): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage refused (private browsing, full): the count lasts as long as the page.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to clear.
  }
}
