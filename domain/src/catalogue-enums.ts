// The catalogue's closed vocabularies (docs/areas/catalogue.md#constants), stored as Postgres enums by the api's
// schema and offered by the forms: one list each, so a value the database accepts is one the
// domain's rules (units, conversions, presets) know.

/** Every unit a packaging or a conversion may name. */
export const UNITS = ['G', 'KG', 'ML', 'CL', 'L', 'PIECE'] as const;
export type Unit = (typeof UNITS)[number];

/** A product counts its stock in one of these (PIECE when none was chosen). */
export const BASE_UNITS = ['G', 'ML', 'PIECE'] as const;
export type BaseUnit = (typeof BASE_UNITS)[number];

export const PRODUCT_CATEGORIES = ['VEGETABLE', 'MEAT', 'DAIRY', 'DRINK', 'ITEM'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** SUPPLIER belongs to an article (how it is ordered); the others to a product. */
export const PACKAGING_TYPES = ['SUPPLIER', 'STORAGE', 'INVENTORY', 'TRANSFER', 'LOSS'] as const;
export type PackagingType = (typeof PACKAGING_TYPES)[number];

export const VAT_CODES = ['VAT_0', 'VAT_5_5', 'VAT_10', 'VAT_20'] as const;
export type VatCode = (typeof VAT_CODES)[number];

export const TEMPERATURE_CATEGORIES = ['DRY', 'FRESH', 'FROZEN'] as const;
export type TemperatureCategory = (typeof TEMPERATURE_CATEGORIES)[number];
