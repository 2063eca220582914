import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EQUIPMENT_FAMILIES,
  EQUIPMENT_FAMILY_LABELS,
  hasTemperatureRange,
  TEMPERATURE_STEP,
  TEMPERATURE_UNITS,
  temperatureLimitsIn,
  type TemperatureUnit,
} from '@bo/domain';
import { NameField, DescriptionField } from '../../ui/FormFields.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { equipmentMessages as t } from './messages.ts';
import {
  emptyTypeValues,
  equipmentTypeSchema,
  typeValuesOf,
  type EditedEquipmentType,
  type EquipmentTypeFormValues,
} from './schema.ts';

interface EquipmentTypeDialogProps {
  open: boolean;
  /** The type being edited; absent: a new one. */
  type?: EditedEquipmentType | undefined;
  /** The unit a new range starts in: the one the user reads temperatures in. */
  defaultUnit: TemperatureUnit;
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(values: EquipmentTypeFormValues): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'equipment-type-dialog-title';
const ID = 'equipment-type';

/**
 * Create or edit a type of the chain (docs/areas/restaurants.md#equipment-types): a name and a
 * family; min, max and unit only for TEMPERATURE, typed to the tenth of a degree.
 */
export const EquipmentTypeDialog = formDialog<EquipmentTypeDialogProps>(
  TITLE_ID,
  EquipmentTypeForm,
);

function EquipmentTypeForm({ type, defaultUnit, onSave }: EquipmentTypeDialogProps) {
  const mode = type ? 'edit' : 'create';
  const { formik, content, field } = useDialogForm<EquipmentTypeFormValues>({
    initialValues: type ? typeValuesOf(type, defaultUnit) : emptyTypeValues(defaultUnit),
    validationSchema: equipmentTypeSchema,
    onSave,
    failed: t.typeDialog.failed,
    logLabel: 'equipments',
  });
  const family = formik.values.equipmentFamily;
  const withRange = family !== '' && hasTemperatureRange(family);
  const limits = temperatureLimitsIn(formik.values.temperatureUnit);
  const temperatureInput = { signed: true, step: TEMPERATURE_STEP, ...limits };

  return (
    <FormDialogContent titles={t.typeDialog} mode={mode} {...content}>
      <NameField
        {...field('name', ID)}
        label={t.typeDialog.name}
        helperText={field('name', ID).helperText ?? t.typeDialog.sharedHelp}
      />
      <TextField {...field('equipmentFamily', ID)} select required label={t.typeDialog.family}>
        {EQUIPMENT_FAMILIES.map((f) => (
          <MenuItem key={f} value={f}>
            {EQUIPMENT_FAMILY_LABELS[f]}
          </MenuItem>
        ))}
      </TextField>
      {withRange ? (
        <Stack spacing={1}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <NumberField
              {...field('temperatureMin', ID)}
              {...temperatureInput}
              required
              label={t.typeDialog.temperatureMin}
            />
            <NumberField
              {...field('temperatureMax', ID)}
              {...temperatureInput}
              required
              label={t.typeDialog.temperatureMax}
            />
            <TextField
              {...field('temperatureUnit', ID)}
              select
              required
              label={t.typeDialog.temperatureUnit}
            >
              {TEMPERATURE_UNITS.map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {t.temperatureUnits[unit]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography variant="caption" color="textSecondary">
            {t.typeDialog.rangeHelp}
          </Typography>
        </Stack>
      ) : null}
      <DescriptionField {...field('description', ID)} label={t.typeDialog.description} />
    </FormDialogContent>
  );
}
