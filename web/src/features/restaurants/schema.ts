import {
  DEFAULT_MIN_ORDER_AMOUNT,
  DELIVERY_DELAY_DAYS_MAX,
  DELIVERY_FLAGS,
  frenchNumberText,
  LAB_ONLY_FIELDS,
  MESSAGES,
  MIN_ORDER_AMOUNT_MAX,
  parseFrenchInteger,
  parseFrenchNumber,
  pickDeliveryFlags,
  type DeliveryFlag,
} from '@bo/domain';
import * as yup from 'yup';
import type { RestaurantInput } from '../../gql/graphql.ts';
import { optionalEmailField, requiredTextField, textField } from '../../lib/texts.ts';
import { restaurantMessages as t } from './messages.ts';

/**
 * The four fields of the restaurant form (docs/areas/restaurants.md#restaurant-form), shared by the
 * page and /new, /edit.
 */
export interface RestaurantFieldsValues {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** The laboratory configuration card; numbers kept as typed until sent. */
export interface LabValues {
  isLab: boolean;
  minOrderAmount: string;
  deliveryDelayDays: string;
  days: Record<DeliveryFlag, boolean>;
}

export type RestaurantPageValues = RestaurantFieldsValues & LabValues;

/** What the forms read of a restaurant. */
export interface RestaurantLike {
  name: string;
  address: string;
  phone?: string | null;
  email?: string | null;
  isLab?: boolean;
  minOrderAmount?: number | null;
  deliveryDelayDays?: number | null;
  mondayDelivery?: boolean;
  tuesdayDelivery?: boolean;
  wednesdayDelivery?: boolean;
  thursdayDelivery?: boolean;
  fridayDelivery?: boolean;
  saturdayDelivery?: boolean;
  sundayDelivery?: boolean;
}

export const emptyRestaurantFields: RestaurantFieldsValues = {
  name: '',
  address: '',
  phone: '',
  email: '',
};

export function fieldsOf(r: RestaurantLike): RestaurantFieldsValues {
  return { name: r.name, address: r.address, phone: r.phone ?? '', email: r.email ?? '' };
}

export function pageValuesOf(r: RestaurantLike): RestaurantPageValues {
  return {
    ...fieldsOf(r),
    isLab: Boolean(r.isLab),
    // The minimum order amount defaults to 0 in the form (docs/areas/restaurants.md#laboratories).
    minOrderAmount: frenchNumberText(r.minOrderAmount ?? DEFAULT_MIN_ORDER_AMOUNT),
    deliveryDelayDays: frenchNumberText(r.deliveryDelayDays),
    days: pickDeliveryFlags(r),
  };
}

const isBlank = (v: string | undefined) => (v ?? '').trim() === '';

export const restaurantFieldsSchema = {
  name: requiredTextField(t.nameRequired),
  address: requiredTextField(t.addressRequired),
  phone: textField(),
  email: optionalEmailField(),
};

/**
 * A laboratory's number field, checked only while the switch is on: `error` says what is wrong
 * with the number typed (null: fine), in the api's order (below the minimum, above the maximum,
 * then not whole).
 */
const labNumber = (name: string, error: (value: number | null) => string | null) =>
  yup
    .string()
    .ensure()
    .test(name, function check(v) {
      if (!(this.parent as LabValues).isLab || isBlank(v)) return true;
      const message = error(parseFrenchNumber(v));
      return message ? this.createError({ message }) : true;
    });

export const restaurantFormSchema: yup.ObjectSchema<RestaurantFieldsValues> =
  yup.object(restaurantFieldsSchema);

/** Lab fields are checked only while the switch is on: off, they are not sent at all. */
export const restaurantPageSchema = yup.object({
  ...restaurantFieldsSchema,
  isLab: yup.boolean().required(),
  minOrderAmount: labNumber('amount', (n) =>
    n === null || n < 0
      ? t.minOrderAmountInvalid
      : n > MIN_ORDER_AMOUNT_MAX
        ? MESSAGES.minOrderAmountTooHigh
        : null,
  ),
  deliveryDelayDays: labNumber('delay', (n) =>
    n === null || n < 0
      ? t.deliveryDelayInvalid
      : n > DELIVERY_DELAY_DAYS_MAX
        ? MESSAGES.deliveryDelayTooLong
        : Number.isInteger(n)
          ? null
          : t.deliveryDelayInvalid,
  ),
});

/**
 * docs/areas/restaurants.md#restaurant-form: name and address always; phone and email only when
 * filled. When editing, a field emptied by the user is sent empty (the api stores nothing),
 * otherwise it could never be cleared.
 */
export function toFieldsInput(
  values: RestaurantFieldsValues,
  previous?: RestaurantLike,
): RestaurantInput {
  const input: RestaurantInput = { name: values.name.trim(), address: values.address.trim() };
  for (const key of ['phone', 'email'] as const) {
    const value = values[key].trim();
    if (value !== '') input[key] = value;
    else if (previous?.[key]) input[key] = '';
  }
  return input;
}

/**
 * The restaurant page's payload: the fields, isLab, and the laboratory fields only when isLab is
 * on (docs/areas/restaurants.md#laboratories: removed from the update payload otherwise), amounts
 * as numbers.
 */
export function toPageInput(
  values: RestaurantPageValues,
  previous?: RestaurantLike,
): RestaurantInput {
  const input: RestaurantInput = { ...toFieldsInput(values, previous), isLab: values.isLab };
  if (!values.isLab) {
    for (const field of LAB_ONLY_FIELDS) delete input[field];
    return input;
  }
  // The form shows the default 0 for a minimum never set; sent back as it is, it would become a
  // typed 'Min: 0€' on /labs and in the order form (docs/decisions/restaurants.md#minimum-order-amount): left blank, or
  // at the default it showed, the minimum stays unset.
  const amount = isBlank(values.minOrderAmount) ? null : parseFrenchNumber(values.minOrderAmount);
  const untouchedDefault =
    amount === DEFAULT_MIN_ORDER_AMOUNT &&
    (previous?.minOrderAmount === null || previous?.minOrderAmount === undefined);
  input.minOrderAmount = untouchedDefault ? null : amount;
  input.deliveryDelayDays = isBlank(values.deliveryDelayDays)
    ? null
    : parseFrenchInteger(values.deliveryDelayDays);
  for (const flag of DELIVERY_FLAGS) input[flag] = values.days[flag];
  return input;
}
