import {
  frenchNumberText,
  hasTemperatureRange,
  SETUP_LIMITS,
  SETUP_MESSAGES as M,
  temperatureRangeErrors,
  type EquipmentFamily,
  type TemperatureRangeErrors,
  type TemperatureUnit,
} from '@bo/domain';
import * as yup from 'yup';
import type { EquipmentInput, EquipmentTypeInput } from '../../gql/graphql.ts';
import { typedNumber } from '../../lib/numbers.ts';
import { requiredTextField, textField as text } from '../../lib/texts.ts';

const requiredName = (message: string) => requiredTextField(message, SETUP_LIMITS.nameMaxLength);

// --- Equipment -----------------------------------------------------------------------------------

/** The equipment dialog's fields as typed ('' when empty). */
export interface EquipmentFormValues {
  restaurantId: string;
  equipmentTypeId: string;
  name: string;
  zoneId: string;
  serialNumber: string;
  description: string;
}

/** What the dialog edits of an existing equipment. */
export interface EditedEquipment {
  name: string;
  description?: string | null;
  serialNumber?: string | null;
  zone?: { id: string } | null;
  equipmentType: { id: string };
}

export const equipmentValuesOf = (
  equipment: EditedEquipment,
  restaurantId: string,
): EquipmentFormValues => ({
  restaurantId,
  equipmentTypeId: equipment.equipmentType.id,
  name: equipment.name,
  zoneId: equipment.zone?.id ?? '',
  serialNumber: equipment.serialNumber ?? '',
  description: equipment.description ?? '',
});

/**
 * A type and a name; a restaurant; the zone and serial number are optional
 * (docs/areas/restaurants.md#equipment).
 */
export const equipmentSchema: yup.ObjectSchema<EquipmentFormValues> = yup.object({
  restaurantId: yup.string().ensure().required(M.restaurantRequired),
  equipmentTypeId: yup.string().ensure().required(M.equipmentTypeRequired),
  name: requiredName(M.equipmentNameRequired),
  zoneId: yup.string().ensure(),
  serialNumber: text(SETUP_LIMITS.serialNumberMaxLength),
  description: text(SETUP_LIMITS.descriptionMaxLength),
});

/**
 * The mutation's input: on create the empty optional fields are left out
 * (docs/areas/restaurants.md#equipment); on edit they are null, since an edit replaces the
 * equipment and an emptied field must clear.
 */
export function toEquipmentInput(
  values: EquipmentFormValues,
  mode: 'create' | 'edit',
): EquipmentInput {
  const input: EquipmentInput = {
    restaurantId: values.restaurantId,
    equipmentTypeId: values.equipmentTypeId,
    name: values.name.trim(),
  };
  const optional = {
    zoneId: values.zoneId,
    serialNumber: values.serialNumber.trim(),
    description: values.description.trim(),
  };
  for (const [key, value] of Object.entries(optional) as [keyof typeof optional, string][]) {
    if (value) input[key] = value;
    else if (mode === 'edit') input[key] = null;
  }
  return input;
}

// --- Equipment type ------------------------------------------------------------------------------

/** The type dialog's fields as typed; temperatures stay text until the payload. */
export interface EquipmentTypeFormValues {
  name: string;
  description: string;
  equipmentFamily: EquipmentFamily | '';
  temperatureMin: string;
  temperatureMax: string;
  temperatureUnit: TemperatureUnit;
}

export interface EditedEquipmentType {
  name: string;
  description?: string | null;
  equipmentFamily: EquipmentFamily;
  temperatureMin?: number | null;
  temperatureMax?: number | null;
  temperatureUnit?: TemperatureUnit | null;
}

/** A new type starts without a family; its unit is the one the user reads temperatures in. */
export const emptyTypeValues = (unit: TemperatureUnit): EquipmentTypeFormValues => ({
  name: '',
  description: '',
  equipmentFamily: '',
  temperatureMin: '',
  temperatureMax: '',
  temperatureUnit: unit,
});

export const typeValuesOf = (
  type: EditedEquipmentType,
  defaultUnit: TemperatureUnit,
): EquipmentTypeFormValues => ({
  name: type.name,
  description: type.description ?? '',
  equipmentFamily: type.equipmentFamily,
  temperatureMin: frenchNumberText(type.temperatureMin),
  temperatureMax: frenchNumberText(type.temperatureMax),
  temperatureUnit: type.temperatureUnit ?? defaultUnit,
});

/** '' → null (not given); read the French way ('-18,5'); anything else not a number → NaN. */
export const parseTemperature = typedNumber;

/** The range rule of @bo/domain (the api's), on what is typed; only TEMPERATURE has a range. */
function rangeErrors(values: EquipmentTypeFormValues): TemperatureRangeErrors {
  if (!values.equipmentFamily || !hasTemperatureRange(values.equipmentFamily)) return {};
  return temperatureRangeErrors({
    equipmentFamily: values.equipmentFamily,
    temperatureMin: parseTemperature(values.temperatureMin),
    temperatureMax: parseTemperature(values.temperatureMax),
    temperatureUnit: values.temperatureUnit,
  });
}

const rangeField = (field: keyof TemperatureRangeErrors) =>
  yup
    .string()
    .ensure()
    .test('range', function check() {
      const message = rangeErrors(this.parent as EquipmentTypeFormValues)[field];
      return message ? this.createError({ message }) : true;
    });

/**
 * A name and a family; min, max (step 0.1) and unit only for TEMPERATURE
 * (docs/areas/restaurants.md#equipment-types).
 */
export const equipmentTypeSchema = yup.object({
  name: requiredName(M.equipmentTypeNameRequired),
  description: text(SETUP_LIMITS.descriptionMaxLength),
  // Formik validates an empty select as undefined: the test covers both.
  equipmentFamily: yup
    .mixed<EquipmentFamily | ''>()
    .test('required', M.familyRequired, (value) => Boolean(value)),
  temperatureMin: rangeField('temperatureMin'),
  temperatureMax: rangeField('temperatureMax'),
  temperatureUnit: rangeField('temperatureUnit'),
}) as yup.ObjectSchema<EquipmentTypeFormValues>;

/**
 * Only TEMPERATURE sends min, max and unit. An edit replaces the type
 * (docs/areas/restaurants.md#equipment-types).
 */
export function toEquipmentTypeInput(
  values: EquipmentTypeFormValues,
  mode: 'create' | 'edit',
): EquipmentTypeInput {
  const family = values.equipmentFamily as EquipmentFamily;
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    equipmentFamily: family,
    ...(description ? { description } : mode === 'edit' && { description: null }),
    ...(hasTemperatureRange(family) && {
      temperatureMin: parseTemperature(values.temperatureMin),
      temperatureMax: parseTemperature(values.temperatureMax),
      temperatureUnit: values.temperatureUnit,
    }),
  };
}
