import type { ChangeEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SETUP_LIMITS } from '@bo/domain';
import { NameField, DescriptionField, SelectField } from '../../ui/FormFields.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { equipmentMessages as t } from './messages.ts';
import { EquipmentZonesQuery } from './documents.ts';
import {
  equipmentSchema,
  equipmentValuesOf,
  type EditedEquipment,
  type EquipmentFormValues,
} from './schema.ts';

interface EquipmentDialogProps {
  open: boolean;
  /** The equipment being edited; absent: a new one. */
  equipment?: EditedEquipment | undefined;
  /** The selected restaurant: the new equipment's, or the edited one's. */
  restaurantId: string;
  /** The restaurants the user may choose from (his picker's). */
  restaurants: readonly { id: string; name: string }[];
  /** The chain's types. */
  types: readonly { id: string; name: string }[];
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(values: EquipmentFormValues): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'equipment-dialog-title';
const ID = 'equipment';

/**
 * Create or edit an equipment (docs/areas/restaurants.md#equipment): a type and a name, a
 * restaurant (the selected one unless the user picks another of his), a zone of that restaurant
 * when it has any.
 */
export const EquipmentDialog = formDialog<EquipmentDialogProps>(TITLE_ID, EquipmentForm);

function EquipmentForm({
  equipment,
  restaurantId,
  restaurants,
  types,
  onSave,
}: EquipmentDialogProps) {
  const mode = equipment ? 'edit' : 'create';
  const { formik, content, field, setValue } = useDialogForm<EquipmentFormValues>({
    initialValues: equipment
      ? equipmentValuesOf(equipment, restaurantId)
      : {
          restaurantId,
          equipmentTypeId: '',
          name: '',
          zoneId: '',
          serialNumber: '',
          description: '',
        },
    validationSchema: equipmentSchema,
    onSave,
    failed: t.equipmentDialog.failed,
    logLabel: 'equipments',
  });

  const chosen = formik.values.restaurantId;
  const { data, error } = useQuery(EquipmentZonesQuery, {
    variables: { restaurantId: chosen },
    skip: !chosen,
  });
  if (error) console.error('[equipments] loading zones failed', error);
  // Only the chosen restaurant's zones; none: the field is left out
  // (docs/areas/restaurants.md#equipment).
  const zones = data?.restaurant.id === chosen ? data.restaurant.zones : [];

  const restaurantField = field('restaurantId', ID);
  const changeRestaurant = (event: ChangeEvent<HTMLInputElement>) => {
    restaurantField.onChange(event);
    // A zone belongs to one restaurant: another restaurant starts unassigned.
    if (event.target.value !== chosen) setValue('zoneId', '');
  };

  return (
    <FormDialogContent titles={t.equipmentDialog} mode={mode} {...content}>
      <SelectField
        {...field('equipmentTypeId', ID)}
        options={types}
        required
        autoFocus
        label={t.equipmentDialog.type}
      />
      {/* The type comes first, and takes the focus. */}
      <NameField {...field('name', ID)} label={t.equipmentDialog.name} autoFocus={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          {...restaurantField}
          onChange={changeRestaurant}
          options={restaurants}
          required
          label={t.equipmentDialog.restaurant}
        />
        {zones.length > 0 ? (
          <TextField {...field('zoneId', ID)} select label={t.equipmentDialog.zone}>
            <MenuItem value="">
              <em>{t.equipmentDialog.noZone}</em>
            </MenuItem>
            {zones.map((z) => (
              <MenuItem key={z.id} value={z.id}>
                {z.name}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </Stack>
      <TextField
        {...field('serialNumber', ID)}
        label={t.equipmentDialog.serialNumber}
        slotProps={{
          htmlInput: {
            maxLength: SETUP_LIMITS.serialNumberMaxLength,
            autoComplete: 'off',
            sx: { fontFamily: 'monospace' },
          },
        }}
      />
      <DescriptionField {...field('description', ID)} label={t.equipmentDialog.description} />
    </FormDialogContent>
  );
}
