import {
  CATALOGUE_MESSAGES as M,
  DEFAULT_TEMPERATURE_CATEGORY,
  frenchNumberText,
  isUnit,
  packagingQuantityError,
  PACKAGING_QUANTITY_MIN,
  TEMPERATURE_CATEGORIES,
  VAT_CODES,
  type TemperatureCategory,
  type Unit,
  type VatCode,
} from '@bo/domain';
import * as yup from 'yup';
import type {
  ArticleDialog_ArticleFragment,
  CreateArticleInput,
  SupplierKind,
  UpdateArticleInput,
} from '../../gql/graphql';
import { numberText, typedNumber } from '../../lib/numbers.ts';

/**
 * The article form (docs/areas/catalogue.md#screens, article form), one set of fields for the dialog and the
 * full-page form: the values as typed, their checks, and the graph's inputs.
 */

/** The fields as typed ('' when empty); numbers stay text until sent ('12,50'). */
export interface ArticleFormValues {
  /** `${kind}:${id}` (suppliers and laboratories may share an id). */
  seller: string;
  name: string;
  supplierRef: string;
  productId: string;
  price: string;
  vat: VatCode;
  temperatureCategory: TemperatureCategory;
  packagingQuantity: string;
  packagingUnit: Unit | '';
  packagingName: string;
  /** The restaurants allowed to order it; null: every one (a new article's default). */
  restaurantIds: string[] | null;
}

/** Price: at least 0, to the cent. Packaging quantity: at least 0,1, by 0,1. */
export const ARTICLE_PRICE_MIN = 0;
export const ARTICLE_PRICE_STEP = 0.01;

export const sellerKey = (seller: { id: string; kind: SupplierKind }): string =>
  `${seller.kind}:${seller.id}`;

/** The graph's seller fields of a `seller` key: supplierId or labId. */
function sellerInput(key: string): { supplierId: string } | { labId: string } {
  const [kind, id = ''] = key.split(':');
  return kind === 'LABORATORY' ? { labId: id } : { supplierId: id };
}

export function emptyArticleValues(
  vat: VatCode,
  fixed: { productId?: string | undefined; seller?: string | undefined } = {},
): ArticleFormValues {
  return {
    seller: fixed.seller ?? '',
    name: '',
    supplierRef: '',
    productId: fixed.productId ?? '',
    price: '',
    vat,
    temperatureCategory: DEFAULT_TEMPERATURE_CATEGORY,
    packagingQuantity: '',
    packagingUnit: '',
    packagingName: '',
    restaurantIds: null,
  };
}

export function articleValuesOf(article: ArticleDialog_ArticleFragment): ArticleFormValues {
  const packaging = article.orderingPackaging;
  return {
    seller: sellerKey(article.supplier),
    name: article.name,
    supplierRef: article.supplierRef ?? '',
    productId: article.product.id,
    price: frenchNumberText(article.price),
    vat: article.vat,
    temperatureCategory: article.temperatureCategory,
    packagingQuantity: packaging ? frenchNumberText(packaging.sourceQuantity) : '',
    packagingUnit: packaging?.sourceUnit ?? '',
    packagingName: packaging?.name ?? '',
    restaurantIds: article.restaurants.map((r) => r.id),
  };
}

const isMultipleOfCent = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

export const articleSchema: yup.ObjectSchema<ArticleFormValues> = yup.object({
  seller: yup.string().ensure().required(M.supplierRequired),
  name: yup.string().ensure().trim().required(M.nameRequired),
  supplierRef: yup.string().ensure(),
  productId: yup.string().ensure().required(M.productRequired),
  price: numberText()
    .required(M.priceRequired)
    .test('price', M.priceInvalid, (value) => {
      const price = typedNumber(value);
      return price === null || Number.isNaN(price) || (price >= 0 && isMultipleOfCent(price));
    }),
  vat: yup.mixed<VatCode>().oneOf(VAT_CODES, M.vatInvalid).required(M.vatRequired),
  temperatureCategory: yup
    .mixed<TemperatureCategory>()
    .oneOf(TEMPERATURE_CATEGORIES, M.temperatureCategoryInvalid)
    .required(M.temperatureCategoryInvalid),
  packagingQuantity: numberText()
    .required(M.quantityRequired)
    .test('packaging', (value, context) => {
      const quantity = typedNumber(value);
      if (quantity === null || Number.isNaN(quantity)) return true;
      const error = packagingQuantityError(quantity);
      return error === null || context.createError({ message: error });
    }),
  packagingUnit: yup
    .mixed<Unit | ''>()
    .test('unit', M.unitRequired, (value) => value !== '' && value !== undefined)
    .test('known', M.unitInvalid, (value) => value === '' || isUnit(value))
    .defined(),
  packagingName: yup.string().ensure(),
  restaurantIds: yup.array(yup.string().required()).nullable().defined(),
});

/** The required choices of the full-page form, filled (docs/areas/catalogue.md#screens: its submit waits for them). */
export const articleRequiredFilled = (values: ArticleFormValues): boolean =>
  values.productId !== '' &&
  values.seller !== '' &&
  values.price.trim() !== '' &&
  values.packagingQuantity.trim() !== '' &&
  values.packagingUnit !== '';

function packagingInput(values: ArticleFormValues) {
  const name = values.packagingName.trim();
  return {
    sourceQuantity: typedNumber(values.packagingQuantity) ?? PACKAGING_QUANTITY_MIN,
    sourceUnit: values.packagingUnit as Unit,
    ...(name && { name }),
  };
}

/**
 * A new article: empty optional fields left out; every restaurant allowed unless the user chose
 * some (restaurantIds absent: all, docs/areas/catalogue.md#screens).
 */
export function toCreateArticleInput(values: ArticleFormValues): CreateArticleInput {
  const supplierRef = values.supplierRef.trim();
  return {
    name: values.name.trim(),
    ...(supplierRef && { supplierRef }),
    price: typedNumber(values.price) ?? 0,
    vat: values.vat,
    temperatureCategory: values.temperatureCategory,
    productId: values.productId,
    ...sellerInput(values.seller),
    packagings: [packagingInput(values)],
    ...(values.restaurantIds && { restaurantIds: values.restaurantIds }),
  };
}

/** An edit: every field of the form, the packaging replaced by the one edited. */
export function toUpdateArticleInput(values: ArticleFormValues): UpdateArticleInput {
  return {
    name: values.name.trim(),
    supplierRef: values.supplierRef.trim() || null,
    price: typedNumber(values.price) ?? 0,
    vat: values.vat,
    temperatureCategory: values.temperatureCategory,
    productId: values.productId,
    ...sellerInput(values.seller),
    packagings: [packagingInput(values)],
    ...(values.restaurantIds && { restaurantIds: values.restaurantIds }),
  };
}

/**
 * The server's field names that are the form's under another name: the packaging's fields are
 * the first packaging's, the seller is a supplier or a laboratory.
 */
export const ARTICLE_SERVER_FIELDS = {
  supplierId: 'seller',
  labId: 'seller',
  packagings: 'packagingQuantity',
  'packagings.0.sourceQuantity': 'packagingQuantity',
  'packagings.0.sourceUnit': 'packagingUnit',
  'packagings.0.name': 'packagingName',
} as const satisfies Record<string, keyof ArticleFormValues>;
