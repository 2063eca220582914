import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Box from '@mui/material/Box';
import { NameField, DescriptionField, SelectField } from '../../ui/FormFields.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { zoneMessages as t } from './messages.ts';
import {
  emptySurfaceValues,
  surfaceSchema,
  surfaceValuesOf,
  type EditedSurface,
  type SurfaceFormValues,
} from './schema.ts';

interface SurfaceDialogProps {
  open: boolean;
  /** The surface being edited; absent: a new surface. */
  surface?: EditedSurface | undefined;
  /** The zones of the restaurant: a surface may only be in (or move to) one of them. */
  zones: readonly { id: string; name: string }[];
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(values: SurfaceFormValues): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'surface-dialog-title';

/**
 * Create or edit a surface (docs/areas/restaurants.md#zones-and-surfaces: a zone and a name; the
 * storage-area flag).
 */
export const SurfaceDialog = formDialog<SurfaceDialogProps>(TITLE_ID, SurfaceForm);

function SurfaceForm({ surface, zones, onSave }: SurfaceDialogProps) {
  const mode = surface ? 'edit' : 'create';
  const { formik, content, field, errorOf, setValue } = useDialogForm<SurfaceFormValues>({
    // A restaurant with one zone: nothing to choose.
    initialValues: surface
      ? surfaceValuesOf(surface)
      : { ...emptySurfaceValues, zoneId: zones.length === 1 ? zones[0]!.id : '' },
    validationSchema: surfaceSchema,
    onSave,
    failed: t.surfaceDialog.failed,
    logLabel: 'zones',
  });
  const storageError = errorOf('isStorageArea');

  return (
    <FormDialogContent titles={t.surfaceDialog} mode={mode} {...content}>
      <SelectField
        {...field('zoneId', 'surface')}
        options={zones}
        required
        label={t.surfaceDialog.zone}
      />
      <NameField {...field('name', 'surface')} label={t.surfaceDialog.name} />
      <DescriptionField {...field('description', 'surface')} label={t.surfaceDialog.description} />
      <Box>
        <FormControlLabel
          control={
            <Switch
              id="surface-isStorageArea"
              name="isStorageArea"
              checked={formik.values.isStorageArea}
              onChange={(event) => setValue('isStorageArea', event.target.checked)}
              slotProps={{ input: { 'aria-describedby': 'surface-storage-help' } }}
            />
          }
          label={t.surfaceDialog.storage}
        />
        <FormHelperText id="surface-storage-help" error={Boolean(storageError)} sx={{ mt: 0 }}>
          {storageError ?? t.surfaceDialog.storageHelp}
        </FormHelperText>
      </Box>
    </FormDialogContent>
  );
}
