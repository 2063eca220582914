import { BASE_UNIT_LABELS, UNIT_DISPLAY, type BaseUnit } from '@bo/domain';

/** A base unit as the product pages name it: 'Poids (g)', 'Volume (mL)', 'à la pièce'. */
export const baseUnitText = (unit: BaseUnit): string =>
  unit === 'PIECE' ? BASE_UNIT_LABELS[unit] : `${BASE_UNIT_LABELS[unit]} (${UNIT_DISPLAY[unit]})`;
