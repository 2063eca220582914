/**
 * The catalogue's constants (docs/areas/catalogue.md#constants): product categories and their
 * presets, VAT codes, temperature categories, supplier delay types and order line totals.
 */
import type {
  BaseUnit,
  ProductCategory,
  TemperatureCategory,
  VatCode,
} from '../catalogue-enums.ts';
import { tidy } from './units.ts';

export const PRODUCT_CATEGORY_LABELS: Readonly<Record<ProductCategory, string>> = {
  VEGETABLE: 'Légume',
  MEAT: 'Viande',
  DAIRY: 'Produit laitier',
  DRINK: 'Boisson',
  ITEM: 'Article',
};

/** What choosing a category sets in the product form. */
export interface CategoryPreset {
  /** DLC entamé in days; null: none. */
  dlcEntame: number | null;
  /** null: the user chooses. */
  baseUnit: BaseUnit | null;
  /** The DLC option cannot be switched on (ITEM). */
  dlcDisabled: boolean;
}

export const CATEGORY_PRESETS: Readonly<Record<ProductCategory, CategoryPreset>> = {
  VEGETABLE: { dlcEntame: 3, baseUnit: 'G', dlcDisabled: false },
  MEAT: { dlcEntame: 3, baseUnit: 'G', dlcDisabled: false },
  DRINK: { dlcEntame: 3, baseUnit: 'ML', dlcDisabled: false },
  DAIRY: { dlcEntame: 1, baseUnit: null, dlcDisabled: false },
  ITEM: { dlcEntame: null, baseUnit: 'PIECE', dlcDisabled: true },
};

export const DEFAULT_DLC_ENTAME_DAYS = 3;
export const DLC_ENTAME_MIN_DAYS = 1;
/** DLC entamé: a year at most. */
export const DLC_ENTAME_MAX_DAYS = 366;
/** The largest quantity a product's packaging or conversion names (a pallet counted in grams). */
export const PRODUCT_QUANTITY_MAX = 1_000_000;

export const VAT_RATES: Readonly<Record<VatCode, number>> = {
  VAT_0: 0,
  VAT_5_5: 5.5,
  VAT_10: 10,
  VAT_20: 20,
};
/** The article dialog's default; the full-page article form's is VAT_5_5. */
export const DEFAULT_VAT_ARTICLE_DIALOG: VatCode = 'VAT_20';
export const DEFAULT_VAT_ARTICLE_FORM: VatCode = 'VAT_5_5';
/** The rate a list shows for an article without VAT. */
export const LIST_FALLBACK_VAT_RATE = 20;
/** The rate an order line uses for an article without VAT. */
export const ORDER_LINE_FALLBACK_VAT_RATE = 5.5;

/** '5,5 %', '20 %'. */
export const vatRateText = (rate: number): string =>
  `${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 }).format(rate)} %`;

export const TEMPERATURE_CATEGORY_LABELS: Readonly<Record<TemperatureCategory, string>> = {
  DRY: 'Sec (pas de contrôle)',
  FRESH: 'Frais (contrôle)',
  FROZEN: 'Surgelé (contrôle)',
};
export const DEFAULT_TEMPERATURE_CATEGORY: TemperatureCategory = 'DRY';

/** The supplier form's delay types, each a number of days (the type itself is not stored). */
export const SUPPLIER_DELAY_TYPES = [
  { label: 'A pour B', days: 1 },
  { label: 'C', days: 2 },
  { label: 'D', days: 3 },
  { label: 'E', days: 4 },
  { label: 'F', days: 5 },
  { label: 'G', days: 6 },
] as const;
export type SupplierDelayDays = (typeof SUPPLIER_DELAY_TYPES)[number]['days'];

export const isSupplierDelayDays = (value: unknown): value is SupplierDelayDays =>
  SUPPLIER_DELAY_TYPES.some((type) => type.days === value);

/** The delay type a stored number of days reads as, or null for a number no type gives. */
export const supplierDelayType = (days: number | null | undefined): string | null =>
  SUPPLIER_DELAY_TYPES.find((type) => type.days === days)?.label ?? null;

/** Amounts in euros are kept to the cent. */
export const roundCents = (amount: number): number => Math.round(tidy(amount * 100)) / 100;

/** An order line's total before VAT: quantity × unit price. */
export const lineTotalHT = (quantity: number, unitPrice: number): number =>
  roundCents(quantity * unitPrice);

/** The same with VAT: HT × (1 + rate / 100), from the HT as shown (rounded to the cent). */
export const lineTotalTTC = (quantity: number, unitPrice: number, vatRate: number): number =>
  roundCents(lineTotalHT(quantity, unitPrice) * (1 + vatRate / 100));
