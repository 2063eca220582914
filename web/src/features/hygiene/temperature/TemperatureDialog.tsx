import { useState } from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import * as Yup from 'yup';
import {
  HYGIENE_MESSAGES as M,
  instantFromLocal,
  isPlausibleCelsius,
  localDateTimeIn,
  TEMPERATURE_UNIT_SYMBOLS,
  type TemperatureUnit,
} from '@bo/domain';
import type { TemperatureReadingInput } from '../../../gql/graphql';
import { formatTemperatureRange, getFormatPreferences } from '../../../lib/format.ts';
import type { SaveErrors } from '../../../lib/save-errors.ts';
import { formDialog, FormDialogContent } from '../../../ui/FormDialog.tsx';
import { SelectField } from '../../../ui/FormFields.tsx';
import { useDialogForm } from '../../../ui/useDialogForm.ts';
import { toCelsius } from '../process/ProcessDialog.tsx';
import {
  DateTimeField,
  dateTimeProps,
  EmployeeField,
  NotesField,
  type Option,
} from '../shared/RecordFields.tsx';
import { notesRule, pastDateTimeRule } from '../shared/record-rules.ts';
import { PhotoField, type UploadedPhoto } from '../shared/PhotoField.tsx';
import { temperatureMessages as t } from './messages.ts';
import type { ChartEquipment } from './ReadingsChart.tsx';

export interface TemperatureFormValues {
  equipmentId: string;
  temperature: string;
  recordedAt: string;
  employeeId: string;
  photoId: string;
  notes: string;
}
export type TemperatureField = keyof TemperatureFormValues;
export const TEMPERATURE_FORM_FIELDS: readonly TemperatureField[] = [
  'equipmentId',
  'temperature',
  'recordedAt',
  'employeeId',
  'photoId',
  'notes',
];

/**
 * The api's rules (@bo/domain): an equipment, a plausible temperature (typed in the user's unit,
 * checked in °C), a date not in the future (wall time read in `timeZone`).
 */
export function temperatureSchema(unit: TemperatureUnit, timeZone: string) {
  return Yup.object({
    equipmentId: Yup.string().required(M.equipmentRequired),
    temperature: Yup.string()
      .required(M.temperatureRequired)
      .test('plausible', M.temperatureImplausible, (v) => {
        const celsius = toCelsius(v ?? '', unit);
        return celsius !== null && isPlausibleCelsius(celsius);
      }),
    recordedAt: pastDateTimeRule(timeZone),
    notes: notesRule(),
  });
}

interface TemperatureDialogProps {
  open: boolean;
  /** The restaurant's equipment, TEMPERATURE ones first. */
  equipments: readonly ChartEquipment[];
  employees: readonly Option[];
  onSave(input: TemperatureReadingInput): Promise<SaveErrors<TemperatureField> | void>;
  onClose(): void;
}

const TITLE_ID = 'temperature-dialog-title';

/** "Nouveau relevé": a temperature of one equipment, now by default. */
export const TemperatureDialog = formDialog<TemperatureDialogProps>(TITLE_ID, TemperatureForm);

function TemperatureForm({ equipments, employees, onSave, onClose }: TemperatureDialogProps) {
  // The date and time are typed in the user's zone, the one every date on screen is shown in.
  const { temperatureUnit: unit, timezone: timeZone } = getFormatPreferences();
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  const [initialValues] = useState<TemperatureFormValues>(() => ({
    equipmentId: equipments.length === 1 ? equipments[0]!.id : '',
    temperature: '',
    recordedAt: localDateTimeIn(new Date(), timeZone),
    employeeId: '',
    photoId: '',
    notes: '',
  }));
  const form = useDialogForm<TemperatureFormValues>({
    initialValues,
    validationSchema: temperatureSchema(unit, timeZone),
    onSave: (values) =>
      onSave({
        equipmentId: values.equipmentId,
        temperature: toCelsius(values.temperature, unit)!,
        recordedAt: instantFromLocal(values.recordedAt, timeZone)!.toISOString(),
        employeeId: values.employeeId || null,
        photoId: photo?.id ?? null,
        notes: values.notes.trim() || null,
      }),
  });
  const { content, field, errorOf, formik } = form;
  const chosen = equipments.find((e) => e.id === formik.values.equipmentId);
  const range = chosen
    ? formatTemperatureRange(
        chosen.equipmentType.temperatureMin,
        chosen.equipmentType.temperatureMax,
        chosen.equipmentType.temperatureUnit ?? 'CELSIUS',
      )
    : null;
  const equipmentField = field('equipmentId', 'temperature');

  return (
    <FormDialogContent
      titleId={TITLE_ID}
      titles={t.dialog}
      mode="create"
      {...content}
      submitting={content.submitting || uploading}
      onClose={onClose}
    >
      <SelectField
        {...equipmentField}
        label={t.dialog.equipment}
        required
        autoFocus
        options={equipments}
        helperText={
          equipmentField.helperText ??
          (chosen && chosen.equipmentType.temperatureMin !== null && range
            ? t.dialog.range(range)
            : undefined)
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('temperature', 'temperature')}
          label={t.dialog.temperature(TEMPERATURE_UNIT_SYMBOLS[unit])}
          type="number"
          required
          slotProps={{ htmlInput: { inputMode: 'decimal', step: 0.1 } }}
        />
        <DateTimeField
          {...dateTimeProps(form, 'recordedAt', 'temperature')}
          label={t.dialog.recordedAt}
        />
      </Stack>
      <EmployeeField
        {...field('employeeId', 'temperature')}
        employees={employees}
        messages={t.dialog}
      />
      <PhotoField
        value={photo}
        onChange={setPhoto}
        error={errorOf('photoId')}
        onUploadingChange={setUploading}
      />
      <NotesField {...field('notes', 'temperature')} label={t.dialog.notes} />
    </FormDialogContent>
  );
}
