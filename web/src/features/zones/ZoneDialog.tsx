import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { SETUP_LIMITS } from '@bo/domain';
import type { SaveErrors } from '../../lib/save-errors.ts';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { FormDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { zoneMessages as t } from './messages.ts';
import { zoneSchema, zoneValuesOf, type EditedZone, type ZoneFormValues } from './schema.ts';

export type ZoneSaveErrors = SaveErrors<keyof ZoneFormValues>;

interface ZoneDialogProps {
  open: boolean;
  /** The zone being edited; absent: a new zone. */
  zone?: EditedZone | undefined;
  /** The restaurants the user may choose from (his picker's). */
  restaurants: readonly { id: string; name: string }[];
  /** Preselected for a new zone: the selected restaurant. */
  defaultRestaurantId: string;
  /** Resolves with the errors to show, or nothing when saved (the caller closes the dialog). */
  onSave(values: ZoneFormValues): Promise<ZoneSaveErrors | void>;
  onClose(): void;
}

const TITLE_ID = 'zone-dialog-title';

/** Create or edit a zone (spec 001 §5: a name; a restaurant, which cannot change on edit). */
export function ZoneDialog(props: ZoneDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} titleId={TITLE_ID}>
      <ZoneForm {...props} />
    </FormDialog>
  );
}

function ZoneForm({ zone, restaurants, defaultRestaurantId, onSave, onClose }: ZoneDialogProps) {
  const mode = zone ? 'edit' : 'create';
  const { formik, formError, field, errorOf } = useDialogForm<ZoneFormValues>({
    initialValues: zone
      ? zoneValuesOf(zone)
      : { restaurantId: defaultRestaurantId, name: '', description: '' },
    validationSchema: zoneSchema,
    onSave,
  });

  return (
    <FormDialogContent
      titleId={TITLE_ID}
      title={mode === 'create' ? t.zoneDialog.createTitle : t.zoneDialog.editTitle}
      mode={mode}
      formError={formError}
      submitting={formik.isSubmitting}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <TextField
        {...field('restaurantId', 'zone')}
        select
        required
        label={t.zoneDialog.restaurant}
        disabled={mode === 'edit'}
        helperText={
          errorOf('restaurantId') ?? (mode === 'edit' ? t.zoneDialog.restaurantFixed : '')
        }
      >
        {restaurants.map((r) => (
          <MenuItem key={r.id} value={r.id}>
            {r.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('name', 'zone')}
        label={t.zoneDialog.name}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: SETUP_LIMITS.nameMaxLength, autoComplete: 'off' } }}
      />
      <TextField
        {...field('description', 'zone')}
        label={t.zoneDialog.description}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SETUP_LIMITS.descriptionMaxLength } }}
      />
    </FormDialogContent>
  );
}
