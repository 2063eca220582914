import { BASE_UNIT_LABELS, UNIT_DISPLAY, quantityText, type BaseUnit, type Unit } from '@bo/domain';

/** A base unit as the product pages name it: 'Poids (g)', 'Volume (mL)', 'à la pièce'. */
export const baseUnitText = (unit: BaseUnit): string =>
  unit === 'PIECE' ? BASE_UNIT_LABELS[unit] : `${BASE_UNIT_LABELS[unit]} (${UNIT_DISPLAY[unit]})`;

/** A packaging's content: '5 kg', or its name first: 'Sac · 5 kg'. */
export function packagingText(packaging: {
  name?: string | null;
  sourceQuantity: number;
  sourceUnit: Unit;
}): string {
  const quantity = quantityText(packaging.sourceQuantity, packaging.sourceUnit);
  return packaging.name ? `${packaging.name} · ${quantity}` : quantity;
}
