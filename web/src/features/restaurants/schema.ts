import {
  DEFAULT_MIN_ORDER_AMOUNT,
  DELIVERY_FLAGS,
  EMAIL_PATTERN,
  frenchNumberText,
  LAB_ONLY_FIELDS,
  parseFrenchInteger,
  parseFrenchNumber,
  pickDeliveryFlags,
  type DeliveryFlag,
} from '@bo/domain';
import * as yup from 'yup';
import type { RestaurantInput } from '../../gql/graphql';
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
  name: yup.string().trim().required(t.nameRequired),
  address: yup.string().trim().required(t.addressRequired),
  phone: yup.string().ensure(),
  email: yup
    .string()
    .ensure()
    .trim()
    .test('email', t.emailInvalid, (v) => v === '' || EMAIL_PATTERN.test(v)),
};

export const restaurantFormSchema: yup.ObjectSchema<RestaurantFieldsValues> =
  yup.object(restaurantFieldsSchema);

/** Lab fields are checked only while the switch is on: off, they are not sent at all. */
export const restaurantPageSchema = yup.object({
  ...restaurantFieldsSchema,
  isLab: yup.boolean().required(),
  minOrderAmount: yup
    .string()
    .ensure()
    .test('amount', t.minOrderAmountInvalid, function amount(v) {
      if (!(this.parent as LabValues).isLab || isBlank(v)) return true;
      const n = parseFrenchNumber(v);
      return n !== null && n >= 0;
    }),
  deliveryDelayDays: yup
    .string()
    .ensure()
    .test('delay', t.deliveryDelayInvalid, function delay(v) {
      if (!(this.parent as LabValues).isLab || isBlank(v)) return true;
      const n = parseFrenchInteger(v);
      return n !== null && n >= 0;
    }),
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
