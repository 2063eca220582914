import {
  DELIVERY_FLAGS,
  frenchNumberText,
  isCents,
  MESSAGES,
  MIN_ORDER_AMOUNT_MAX,
  PHONE_PATTERN,
  pickDeliveryFlags,
  SUPPLIER_DELAY_TYPES,
  supplierDelayType,
  type DeliveryFlag,
} from '@bo/domain';
import * as yup from 'yup';
import type { SupplierForm_SupplierFragment, SupplierInput } from '../../gql/graphql.ts';
import { numberText, typedNumber } from '../../lib/numbers.ts';
import { optionalEmailField, requiredTextField, textField } from '../../lib/texts.ts';
import { supplierMessages as t } from './messages.ts';

/**
 * The supplier form (docs/areas/catalogue.md#screens, supplier form): the values as typed, their checks and the
 * graph's input.
 */

export interface SupplierFormValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  /** Euros as typed ('150' or '99,90'). */
  minOrderAmount: string;
  /** A delay type's label ('A pour B' … 'G'), '' for none: only its days are sent. */
  delayType: string;
  days: Record<DeliveryFlag, boolean>;
}

export const MIN_ORDER_AMOUNT_MIN = 0;
export const MIN_ORDER_AMOUNT_STEP = 0.01;

const noDays = Object.fromEntries(DELIVERY_FLAGS.map((flag) => [flag, false])) as Record<
  DeliveryFlag,
  boolean
>;

export const emptySupplierValues: SupplierFormValues = {
  name: '',
  email: '',
  phone: '',
  address: '',
  minOrderAmount: '',
  delayType: '',
  days: noDays,
};

export function supplierValuesOf(supplier: SupplierForm_SupplierFragment): SupplierFormValues {
  return {
    name: supplier.name,
    email: supplier.email ?? '',
    phone: supplier.phone ?? '',
    address: supplier.address ?? '',
    minOrderAmount: frenchNumberText(supplier.minOrderAmount),
    delayType: supplierDelayType(supplier.deliveryDelayDays) ?? '',
    days: pickDeliveryFlags(supplier),
  };
}

/** The days a delay type gives ('C' → 2), null for none: the form's read-only days field. */
export const delayDaysOf = (delayType: string): number | null =>
  SUPPLIER_DELAY_TYPES.find((type) => type.label === delayType)?.days ?? null;

export const supplierSchema: yup.ObjectSchema<SupplierFormValues> = yup.object({
  name: requiredTextField(t.nameRequired),
  email: optionalEmailField(),
  phone: textField().matches(PHONE_PATTERN, MESSAGES.phoneInvalid),
  address: textField(),
  // In the api's order: below the minimum, above the maximum, then not to the cent.
  minOrderAmount: numberText().test('amount', function amount(value) {
    const n = typedNumber(value);
    if (n === null || Number.isNaN(n)) return true;
    const message =
      n < MIN_ORDER_AMOUNT_MIN
        ? MESSAGES.minOrderAmountInvalid
        : n > MIN_ORDER_AMOUNT_MAX
          ? MESSAGES.minOrderAmountTooHigh
          : isCents(n)
            ? null
            : MESSAGES.minOrderAmountCents;
    return message ? this.createError({ message }) : true;
  }),
  delayType: yup.string().ensure(),
  days: yup.object(
    Object.fromEntries(DELIVERY_FLAGS.map((flag) => [flag, yup.boolean().required()])) as Record<
      DeliveryFlag,
      yup.BooleanSchema<boolean>
    >,
  ),
});

/**
 * The graph's input: the name, the optional fields only when filled (docs/areas/catalogue.md#screens), the delay
 * type's days and never the type itself, the seven delivery days. When editing, a field the user
 * emptied is sent as null, which clears it: left out, it would be kept.
 */
export function toSupplierInput(
  values: SupplierFormValues,
  previous?: SupplierForm_SupplierFragment,
): SupplierInput {
  const input: SupplierInput = { name: values.name.trim() };
  for (const key of ['email', 'phone', 'address'] as const) {
    const value = values[key].trim();
    if (value !== '') input[key] = value;
    else if (previous?.[key]) input[key] = null;
  }
  const amount = typedNumber(values.minOrderAmount);
  if (amount !== null && !Number.isNaN(amount)) input.minOrderAmount = amount;
  else if (previous && previous.minOrderAmount !== null) input.minOrderAmount = null;
  const days = delayDaysOf(values.delayType);
  if (days !== null) input.deliveryDelayDays = days;
  else if (previous && previous.deliveryDelayDays !== null) input.deliveryDelayDays = null;
  for (const flag of DELIVERY_FLAGS) input[flag] = values.days[flag];
  return input;
}
