import { useState } from 'react';
import TextField from '@mui/material/TextField';
import * as Yup from 'yup';
import { HYGIENE_MESSAGES, RECORD_MESSAGES, RECORD_TEXT_LIMITS as L } from '@bo/domain';
import type { TraceabilityRecordInput } from '../../../gql/graphql';
import { formDialog, FormDialogContent } from '../../../ui/FormDialog.tsx';
import { useDialogForm, type SaveRefusal } from '../../../ui/useDialogForm.ts';
import { EmployeeField, NotesField } from '../shared/RecordFields.tsx';
import { PhotoField, type UploadedPhoto } from '../shared/PhotoField.tsx';
import { traceabilityMessages as t } from './messages.ts';

export interface TraceabilityFormValues {
  productName: string;
  lotNumber: string;
  supplierName: string;
  employeeId: string;
  photoId: string;
  notes: string;
}
type FieldName = keyof TraceabilityFormValues;
export const TRACEABILITY_FORM_FIELDS: readonly FieldName[] = [
  'productName',
  'lotNumber',
  'supplierName',
  'employeeId',
  'photoId',
  'notes',
];

const text = (max: number) => Yup.string().trim().max(max, RECORD_MESSAGES.tooLong(max));
export const traceabilitySchema = Yup.object({
  productName: text(L.name).required(HYGIENE_MESSAGES.productNameRequired),
  lotNumber: text(L.lot).required(HYGIENE_MESSAGES.lotNumberRequired),
  supplierName: text(L.name),
  notes: text(L.notes),
});

export function toTraceabilityInput(
  values: TraceabilityFormValues,
  restaurantId: string,
): TraceabilityRecordInput {
  const optional = (value: string) => (value.trim() ? value.trim() : null);
  return {
    restaurantId,
    productName: values.productName.trim(),
    lotNumber: values.lotNumber.trim(),
    supplierName: optional(values.supplierName),
    employeeId: values.employeeId || null,
    photoId: values.photoId || null,
    notes: optional(values.notes),
  };
}

interface TraceabilityDialogProps {
  open: boolean;
  restaurantId: string;
  employees: readonly { id: string; name: string }[];
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(input: TraceabilityRecordInput): Promise<void>;
  /** How that refusal shows (the page's useRecordSave). */
  refusal: SaveRefusal<FieldName>;
  onClose(): void;
}

const TITLE_ID = 'traceability-dialog-title';

/** "Nouvelle fiche": a product received, its lot, supplier, who noted it and the label's photo. */
export const TraceabilityDialog = formDialog<TraceabilityDialogProps>(TITLE_ID, TraceabilityForm);

function TraceabilityForm({
  restaurantId,
  employees,
  onSave,
  refusal,
  onClose,
}: TraceabilityDialogProps) {
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  const { content, field, errorOf, setValue } = useDialogForm<TraceabilityFormValues>({
    ...refusal,
    initialValues: {
      productName: '',
      lotNumber: '',
      supplierName: '',
      employeeId: '',
      photoId: '',
      notes: '',
    },
    validationSchema: traceabilitySchema,
    onSave: (values) => onSave(toTraceabilityInput(values, restaurantId)),
  });
  return (
    <FormDialogContent
      titleId={TITLE_ID}
      titles={t.dialog}
      mode="create"
      {...content}
      submitting={content.submitting || uploading}
      onClose={onClose}
    >
      <TextField {...field('productName', 'trace')} label={t.dialog.product} required />
      <TextField {...field('lotNumber', 'trace')} label={t.dialog.lot} required />
      <TextField {...field('supplierName', 'trace')} label={t.dialog.supplier} />
      <EmployeeField {...field('employeeId', 'trace')} employees={employees} messages={t.dialog} />
      <PhotoField
        label={t.dialog.photo}
        value={photo}
        error={errorOf('photoId')}
        onUploadingChange={setUploading}
        onChange={(next) => {
          setPhoto(next);
          setValue('photoId', next?.id ?? '');
        }}
      />
      <NotesField {...field('notes', 'trace')} label={t.dialog.notes} />
    </FormDialogContent>
  );
}
