import { NameField, DescriptionField, SelectField } from '../../ui/FormFields.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { zoneMessages as t } from './messages.ts';
import { zoneSchema, zoneValuesOf, type EditedZone, type ZoneFormValues } from './schema.ts';

interface ZoneDialogProps {
  open: boolean;
  /** The zone being edited; absent: a new zone. */
  zone?: EditedZone | undefined;
  /** The restaurants the user may choose from (his picker's). */
  restaurants: readonly { id: string; name: string }[];
  /** Preselected for a new zone: the selected restaurant. */
  defaultRestaurantId: string;
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(values: ZoneFormValues): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'zone-dialog-title';

/**
 * Create or edit a zone (docs/areas/restaurants.md#zones-and-surfaces: a name; a restaurant, which
 * cannot change on edit).
 */
export const ZoneDialog = formDialog<ZoneDialogProps>(TITLE_ID, ZoneForm);

function ZoneForm({ zone, restaurants, defaultRestaurantId, onSave }: ZoneDialogProps) {
  const mode = zone ? 'edit' : 'create';
  const { content, field, errorOf } = useDialogForm<ZoneFormValues>({
    initialValues: zone
      ? zoneValuesOf(zone)
      : { restaurantId: defaultRestaurantId, name: '', description: '' },
    validationSchema: zoneSchema,
    onSave,
    failed: t.zoneDialog.failed,
    logLabel: 'zones',
  });

  return (
    <FormDialogContent titles={t.zoneDialog} mode={mode} {...content}>
      <SelectField
        {...field('restaurantId', 'zone')}
        options={restaurants}
        required
        label={t.zoneDialog.restaurant}
        disabled={mode === 'edit'}
        helperText={
          errorOf('restaurantId') ?? (mode === 'edit' ? t.zoneDialog.restaurantFixed : '')
        }
      />
      <NameField {...field('name', 'zone')} label={t.zoneDialog.name} />
      <DescriptionField {...field('description', 'zone')} label={t.zoneDialog.description} />
    </FormDialogContent>
  );
}
