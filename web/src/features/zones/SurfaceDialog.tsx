import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { SETUP_LIMITS } from '@bo/domain';
import type { SaveErrors } from '../../lib/save-errors.ts';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { FormDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { zoneMessages as t } from './messages.ts';
import {
  emptySurfaceValues,
  surfaceSchema,
  surfaceValuesOf,
  type EditedSurface,
  type SurfaceFormValues,
} from './schema.ts';

export type SurfaceSaveErrors = SaveErrors<keyof SurfaceFormValues>;

interface SurfaceDialogProps {
  open: boolean;
  /** The surface being edited; absent: a new surface. */
  surface?: EditedSurface | undefined;
  /** The zones of the restaurant: a surface may only be in (or move to) one of them. */
  zones: readonly { id: string; name: string }[];
  onSave(values: SurfaceFormValues): Promise<SurfaceSaveErrors | void>;
  onClose(): void;
}

const TITLE_ID = 'surface-dialog-title';

/** Create or edit a surface (spec 001 §5: a zone and a name; the storage-area flag). */
export function SurfaceDialog(props: SurfaceDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} titleId={TITLE_ID}>
      <SurfaceForm {...props} />
    </FormDialog>
  );
}

function SurfaceForm({ surface, zones, onSave, onClose }: SurfaceDialogProps) {
  const mode = surface ? 'edit' : 'create';
  const { formik, formError, field, errorOf, setValue } = useDialogForm<SurfaceFormValues>({
    // A restaurant with one zone: nothing to choose.
    initialValues: surface
      ? surfaceValuesOf(surface)
      : { ...emptySurfaceValues, zoneId: zones.length === 1 ? zones[0]!.id : '' },
    validationSchema: surfaceSchema,
    onSave,
  });
  const storageError = errorOf('isStorageArea');

  return (
    <FormDialogContent
      titleId={TITLE_ID}
      title={mode === 'create' ? t.surfaceDialog.createTitle : t.surfaceDialog.editTitle}
      mode={mode}
      formError={formError}
      submitting={formik.isSubmitting}
      onSubmit={formik.handleSubmit}
      onClose={onClose}
    >
      <TextField {...field('zoneId', 'surface')} select required label={t.surfaceDialog.zone}>
        {zones.map((z) => (
          <MenuItem key={z.id} value={z.id}>
            {z.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field('name', 'surface')}
        label={t.surfaceDialog.name}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: SETUP_LIMITS.nameMaxLength, autoComplete: 'off' } }}
      />
      <TextField
        {...field('description', 'surface')}
        label={t.surfaceDialog.description}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: SETUP_LIMITS.descriptionMaxLength } }}
      />
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
