import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import * as Yup from 'yup';
import { CLEANING_MAX_PHOTOS, HYGIENE_MESSAGES } from '@bo/domain';
import type { CleaningRecordInput } from '../../../gql/graphql';
import { formDialog, FormDialogContent } from '../../../ui/FormDialog.tsx';
import { SelectField } from '../../../ui/FormFields.tsx';
import { useDialogForm, type SaveRefusal } from '../../../ui/useDialogForm.ts';
import { EmployeeField, NotesField, type Option } from '../shared/RecordFields.tsx';
import { notesRule } from '../shared/record-rules.ts';
import { PhotoField, type UploadedPhoto } from '../shared/PhotoField.tsx';
import { cleaningMessages as t } from './messages.ts';

export interface CleaningFormValues {
  kind: 'equipment' | 'surface';
  equipmentId: string;
  surfaceId: string;
  employeeId: string;
  photoIds: string;
  notes: string;
}
type FieldName = keyof CleaningFormValues;
export const CLEANING_FORM_FIELDS: readonly FieldName[] = [
  'equipmentId',
  'surfaceId',
  'employeeId',
  'photoIds',
  'notes',
];

export const cleaningSchema = Yup.object({
  equipmentId: Yup.string().when('kind', {
    is: 'equipment',
    then: (s) => s.required(HYGIENE_MESSAGES.cleaningTargetRequired),
  }),
  surfaceId: Yup.string().when('kind', {
    is: 'surface',
    then: (s) => s.required(HYGIENE_MESSAGES.cleaningTargetRequired),
  }),
  notes: notesRule(),
});

interface CleaningDialogProps {
  open: boolean;
  restaurantId: string;
  equipments: readonly Option[];
  surfaces: readonly Option[];
  employees: readonly Option[];
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(input: CleaningRecordInput): Promise<void>;
  /** How that refusal shows (the page's useRecordSave). */
  refusal: SaveRefusal<FieldName>;
  onClose(): void;
}

const TITLE_ID = 'cleaning-dialog-title';

/** "Nouveau nettoyage": an equipment or a surface, who cleaned it, photos in order, notes. */
export const CleaningDialog = formDialog<CleaningDialogProps>(TITLE_ID, CleaningForm);

function CleaningForm({
  restaurantId,
  equipments,
  surfaces,
  employees,
  onSave,
  refusal,
  onClose,
}: CleaningDialogProps) {
  const [photos, setPhotos] = useState<UploadedPhoto[]>([]);
  const [uploading, setUploading] = useState(false);
  const { formik, content, field, errorOf, setValue } = useDialogForm<CleaningFormValues>({
    ...refusal,
    initialValues: {
      kind: 'equipment',
      equipmentId: '',
      surfaceId: '',
      employeeId: '',
      photoIds: '',
      notes: '',
    },
    validationSchema: cleaningSchema,
    onSave: (values) =>
      onSave({
        restaurantId,
        ...(values.kind === 'equipment'
          ? { equipmentId: values.equipmentId }
          : { surfaceId: values.surfaceId }),
        employeeId: values.employeeId || null,
        photoIds: photos.map((p) => p.id),
        notes: values.notes.trim() || null,
      }),
  });
  const kind = formik.values.kind;
  return (
    <FormDialogContent
      titleId={TITLE_ID}
      titles={t.dialog}
      mode="create"
      {...content}
      submitting={content.submitting || uploading}
      onClose={onClose}
    >
      <RadioGroup
        row
        aria-label={t.dialog.kind}
        value={kind}
        onChange={(e) => setValue('kind', e.target.value)}
      >
        <FormControlLabel value="equipment" control={<Radio />} label={t.dialog.equipment} />
        <FormControlLabel value="surface" control={<Radio />} label={t.dialog.surface} />
      </RadioGroup>
      {kind === 'equipment' ? (
        <SelectField
          {...field('equipmentId', 'cleaning')}
          label={t.dialog.equipment}
          required
          options={equipments}
        />
      ) : (
        <SelectField
          {...field('surfaceId', 'cleaning')}
          label={t.dialog.surface}
          required
          options={surfaces}
        />
      )}
      <EmployeeField
        {...field('employeeId', 'cleaning')}
        employees={employees}
        messages={t.dialog}
      />
      {photos.map((photo, index) => (
        <PhotoField
          key={photo.id}
          label={t.dialog.photo(index + 1)}
          value={photo}
          onChange={(next) =>
            setPhotos((list) =>
              next
                ? list.map((p, i) => (i === index ? next : p))
                : list.filter((_, i) => i !== index),
            )
          }
        />
      ))}
      {photos.length < CLEANING_MAX_PHOTOS ? (
        <PhotoField
          key={photos.length}
          label={photos.length ? t.dialog.anotherPhoto : t.dialog.photos}
          value={null}
          error={errorOf('photoIds')}
          onUploadingChange={setUploading}
          onChange={(next) => {
            if (next) setPhotos((list) => [...list, next]);
          }}
        />
      ) : null}
      <NotesField {...field('notes', 'cleaning')} label={t.dialog.notes} />
    </FormDialogContent>
  );
}
