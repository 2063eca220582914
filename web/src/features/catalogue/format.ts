import {
  DEFAULT_PACKAGING,
  LIST_FALLBACK_VAT_RATE,
  quantityText,
  VAT_RATES,
  vatRateText,
  type Unit,
  type VatCode,
} from '@bo/domain';
import { EMPTY_VALUE, formatEuros, formatNumber } from '../../lib/format.ts';

/** An article's VAT as a list shows it: '5,5 %'; 20 % for an article without VAT (docs/areas/catalogue.md#constants). */
export const vatText = (vat: VatCode | null | undefined): string =>
  vatRateText(vat ? VAT_RATES[vat] : LIST_FALLBACK_VAT_RATE);

interface PackagingLike {
  name?: string | null;
  sourceQuantity: number;
  sourceUnit: Unit;
}

/**
 * An ordering packaging: 'Carton · 6 pièces', '5 kg' when it has no name, and the default
 * packaging ('Unité', quantity 1) for an article without one.
 */
export function packagingText(packaging: PackagingLike | null | undefined): string {
  if (!packaging) return `${DEFAULT_PACKAGING.name} · ${DEFAULT_PACKAGING.sourceQuantity}`;
  const quantity = quantityText(packaging.sourceQuantity, packaging.sourceUnit);
  return packaging.name ? `${packaging.name} · ${quantity}` : quantity;
}

/** A price change: '+0,50 € (+4,2 %)', '−1,00 € (−10 %)'; EMPTY_VALUE for the first price. */
export function priceChangeText(
  change: number | null | undefined,
  changePercent: number | null | undefined,
): string {
  if (change === null || change === undefined) return EMPTY_VALUE;
  const sign = change > 0 ? '+' : '';
  const euros = `${sign}${formatEuros(change)}`;
  if (changePercent === null || changePercent === undefined) return euros;
  const percentSign = changePercent > 0 ? '+' : '';
  return `${euros} (${percentSign}${formatNumber(changePercent, 1)} %)`;
}
