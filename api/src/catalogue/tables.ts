// Catalogue (issue 11): suppliers, products, articles, packagings, conversions and price changes
// (docs/areas/catalogue.md).
// Suppliers, products and articles belong to a chain; packagings, conversion rules and price
// changes reach it through their product or article. Association rows (restaurants, tags,
// storage spaces) go with either side; an article keeps its supplier, laboratory and product
// (RESTRICT: the routes answer 409 with the reason). Amounts are euros with cents, quantities
// carry 4 decimals (db/columns.ts).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  BASE_UNITS,
  PACKAGING_TYPES,
  PRODUCT_CATEGORIES,
  TEMPERATURE_CATEGORIES,
  UNITS,
  VAT_CODES,
} from '@bo/domain';
import { enseignes } from '../chain/tables.ts';
import { createdAt, euros, quantity, updatedAt } from '../db/columns.ts';
import { users } from '../people/tables.ts';
import { photos } from '../photos/tables.ts';
import { restaurants, surfaces, tags } from '../restaurants/tables.ts';

export const unitEnum = pgEnum('unit', UNITS);
export const baseUnitEnum = pgEnum('base_unit', BASE_UNITS);
export const productCategoryEnum = pgEnum('product_category', PRODUCT_CATEGORIES);
export const packagingTypeEnum = pgEnum('packaging_type', PACKAGING_TYPES);
export const vatCodeEnum = pgEnum('vat_code', VAT_CODES);
export const temperatureCategoryEnum = pgEnum('temperature_category', TEMPERATURE_CATEGORIES);

/** An external supplier of the chain (its laboratories are restaurants flagged is_lab). */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    minOrderAmount: euros('min_order_amount'),
    /** 1 to 6 days (the delay types 'A pour B' … G of the form). */
    deliveryDelayDays: integer('delivery_delay_days'),
    mondayDelivery: boolean('monday_delivery').notNull().default(false),
    tuesdayDelivery: boolean('tuesday_delivery').notNull().default(false),
    wednesdayDelivery: boolean('wednesday_delivery').notNull().default(false),
    thursdayDelivery: boolean('thursday_delivery').notNull().default(false),
    fridayDelivery: boolean('friday_delivery').notNull().default(false),
    saturdayDelivery: boolean('saturday_delivery').notNull().default(false),
    sundayDelivery: boolean('sunday_delivery').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_enseigne_id_idx').on(t.enseigneId),
    check('suppliers_min_order_amount_positive', sql`${t.minOrderAmount} >= 0`),
    check('suppliers_delivery_delay_days_range', sql`${t.deliveryDelayDays} between 1 and 6`),
  ],
);

/** The restaurants a supplier delivers. */
export const supplierRestaurants = pgTable(
  'supplier_restaurants',
  {
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.restaurantId] }),
    index('supplier_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

/** A catalogue item, counted in its base unit. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    baseUnit: baseUnitEnum('base_unit').notNull().default('PIECE'),
    category: productCategoryEnum('category').notNull(),
    /** DLC once opened, in days; null: none (an ITEM). */
    dlcEntame: integer('dlc_entame'),
    tax: vatCodeEnum('tax'),
    /** An uploaded image (served to the chain only) or an outside URL, never both. */
    photoId: integer('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    photoUrl: text('photo_url'),
    /** Whose articles price the product when set (cost per base unit); else the cheapest. */
    preferredSupplierId: integer('preferred_supplier_id').references(() => suppliers.id, {
      onDelete: 'set null',
    }),
    preferredLabId: integer('preferred_lab_id').references(() => restaurants.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_enseigne_id_idx').on(t.enseigneId),
    index('products_photo_id_idx').on(t.photoId),
    check('products_dlc_entame_positive', sql`${t.dlcEntame} >= 1`),
    check('products_one_photo', sql`${t.photoId} is null or ${t.photoUrl} is null`),
    check(
      'products_one_preferred',
      sql`${t.preferredSupplierId} is null or ${t.preferredLabId} is null`,
    ),
  ],
);

export const productRestaurants = pgTable(
  'product_restaurants',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.restaurantId] }),
    index('product_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.tagId] }),
    index('product_tags_tag_id_idx').on(t.tagId),
  ],
);

/** Where a product is stored: surfaces flagged as storage areas. */
export const productStorageSpaces = pgTable(
  'product_storage_spaces',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    surfaceId: integer('surface_id')
      .notNull()
      .references(() => surfaces.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.surfaceId] }),
    index('product_storage_spaces_surface_id_idx').on(t.surfaceId),
  ],
);

/**
 * A priced item bought from a supplier or from one of the chain's laboratories (exactly one).
 * `supplierRef` is the supplier's own reference, shown on order lines.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enseigneId: integer('enseigne_id')
      .notNull()
      .references(() => enseignes.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    supplierRef: text('supplier_ref'),
    price: euros('price').notNull(),
    vat: vatCodeEnum('vat').notNull().default('VAT_20'),
    temperatureCategory: temperatureCategoryEnum('temperature_category').notNull().default('DRY'),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    labId: integer('lab_id').references(() => restaurants.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_enseigne_id_idx').on(t.enseigneId),
    index('articles_product_id_idx').on(t.productId),
    index('articles_supplier_id_idx').on(t.supplierId),
    index('articles_lab_id_idx').on(t.labId),
    check('articles_price_positive', sql`${t.price} >= 0`),
    check('articles_one_seller', sql`(${t.supplierId} is null) <> (${t.labId} is null)`),
  ],
);

export const articleRestaurants = pgTable(
  'article_restaurants',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.restaurantId] }),
    index('article_restaurants_restaurant_id_idx').on(t.restaurantId),
  ],
);

export const articleTags = pgTable(
  'article_tags',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.tagId] }),
    index('article_tags_tag_id_idx').on(t.tagId),
  ],
);

/**
 * A quantity in a unit: SUPPLIER packagings belong to an article (how it is ordered), the others
 * (STORAGE, INVENTORY, TRANSFER, LOSS) to a product.
 */
export const packagings = pgTable(
  'packagings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    type: packagingTypeEnum('type').notNull(),
    name: text('name'),
    sourceQuantity: quantity('source_quantity').notNull(),
    sourceUnit: unitEnum('source_unit').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('packagings_product_type_idx').on(t.productId, t.type),
    index('packagings_article_id_idx').on(t.articleId),
    check('packagings_one_owner', sql`(${t.productId} is null) <> (${t.articleId} is null)`),
    check(
      'packagings_supplier_on_article',
      sql`(${t.articleId} is not null) = (${t.type} = 'SUPPLIER')`,
    ),
    check('packagings_source_quantity_positive', sql`${t.sourceQuantity} > 0`),
  ],
);

/** sourceQuantity sourceUnit = targetQuantity targetUnit, for one product (at most 2 each). */
export const conversionRules = pgTable(
  'conversion_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sourceQuantity: quantity('source_quantity').notNull(),
    sourceUnit: unitEnum('source_unit').notNull(),
    targetQuantity: quantity('target_quantity').notNull(),
    targetUnit: unitEnum('target_unit').notNull(),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversion_rules_product_id_idx').on(t.productId),
    check('conversion_rules_source_quantity_positive', sql`${t.sourceQuantity} > 0`),
    check('conversion_rules_target_quantity_positive', sql`${t.targetQuantity} > 0`),
  ],
);

/**
 * The mercuriale: every change of an article's price, only ever inserted (the creation too, with
 * no price before). Goes with its article.
 */
export const articlePriceChanges = pgTable(
  'article_price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    priceBefore: euros('price_before'),
    priceAfter: euros('price_after').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedById: integer('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('article_price_changes_article_changed_idx').on(t.articleId, t.changedAt)],
);

export type SupplierRow = typeof suppliers.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ArticleRow = typeof articles.$inferSelect;
export type PackagingRow = typeof packagings.$inferSelect;
export type ConversionRuleRow = typeof conversionRules.$inferSelect;
export type ArticlePriceChangeRow = typeof articlePriceChanges.$inferSelect;
