import { SETUP_LIMITS, SETUP_MESSAGES as M } from '@bo/domain';
import * as yup from 'yup';
import type { CreateZoneInput, SurfaceInput, UpdateZoneInput } from '../../gql/graphql.ts';
import { requiredTextField, textField } from '../../lib/texts.ts';

const name = (required: string) => requiredTextField(required, SETUP_LIMITS.nameMaxLength);

const description = textField(SETUP_LIMITS.descriptionMaxLength);

// --- Zone ----------------------------------------------------------------------------------------

export interface ZoneFormValues {
  restaurantId: string;
  name: string;
  description: string;
}

/** What the dialog edits of an existing zone. */
export interface EditedZone {
  name: string;
  description?: string | null;
  restaurant: { id: string };
}

export const zoneValuesOf = (zone: EditedZone): ZoneFormValues => ({
  restaurantId: zone.restaurant.id,
  name: zone.name,
  description: zone.description ?? '',
});

/**
 * A name, and a restaurant (the selected one unless the user picks another)
 * (docs/areas/restaurants.md#zones-and-surfaces).
 */
export const zoneSchema: yup.ObjectSchema<ZoneFormValues> = yup.object({
  restaurantId: yup.string().ensure().required(M.restaurantRequired),
  name: name(M.zoneNameRequired),
  description,
});

/**
 * On create an empty description is left out (docs/areas/restaurants.md#zones-and-surfaces); on
 * edit it is null, which clears it.
 */
export function toCreateZoneInput(values: ZoneFormValues): CreateZoneInput {
  const text = values.description.trim();
  return {
    restaurantId: values.restaurantId,
    name: values.name.trim(),
    ...(text && { description: text }),
  };
}

export function toUpdateZoneInput(values: ZoneFormValues): UpdateZoneInput {
  return { name: values.name.trim(), description: values.description.trim() || null };
}

// --- Surface -------------------------------------------------------------------------------------

export interface SurfaceFormValues {
  zoneId: string;
  name: string;
  description: string;
  isStorageArea: boolean;
}

export const emptySurfaceValues: SurfaceFormValues = {
  zoneId: '',
  name: '',
  description: '',
  isStorageArea: false,
};

export interface EditedSurface {
  name: string;
  description?: string | null;
  isStorageArea: boolean;
  zone: { id: string };
}

export const surfaceValuesOf = (surface: EditedSurface): SurfaceFormValues => ({
  zoneId: surface.zone.id,
  name: surface.name,
  description: surface.description ?? '',
  isStorageArea: surface.isStorageArea,
});

/** A zone and a name (docs/areas/restaurants.md#zones-and-surfaces). */
export const surfaceSchema: yup.ObjectSchema<SurfaceFormValues> = yup.object({
  zoneId: yup.string().ensure().required(M.zoneRequired),
  name: name(M.surfaceNameRequired),
  description,
  isStorageArea: yup.boolean().defined(),
});

export function toSurfaceInput(values: SurfaceFormValues, mode: 'create' | 'edit'): SurfaceInput {
  const text = values.description.trim();
  return {
    zoneId: values.zoneId,
    name: values.name.trim(),
    isStorageArea: values.isStorageArea,
    ...(text ? { description: text } : mode === 'edit' && { description: null }),
  };
}
