import { useState } from 'react';
import Stack from '@mui/material/Stack';
import * as Yup from 'yup';
import {
  HYGIENE_MESSAGES as M,
  implausibleReading,
  pastInstantFromLocal,
  isPlausibleCelsius,
  localDateTimeIn,
  outsideAllowedRange,
  TEMPERATURE_STEP,
  TEMPERATURE_UNIT_SYMBOLS,
  type TemperatureUnit,
} from '@bo/domain';
import type { TemperatureReadingInput } from '../../../gql/graphql';
import {
  formatTemperature,
  formatTemperatureRange,
  getFormatPreferences,
} from '../../../lib/format.ts';
import { numberText } from '../../../lib/numbers.ts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog.tsx';
import { formDialog, FormDialogContent } from '../../../ui/FormDialog.tsx';
import { SelectField } from '../../../ui/FormFields.tsx';
import { NumberField } from '../../../ui/NumberField.tsx';
import { useDialogForm, type SaveRefusal } from '../../../ui/useDialogForm.ts';
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
 * The api's rules (@bo/domain): an equipment, a temperature read the French way ('4,5') that its
 * equipment can show (typed in the user's unit, checked in °C, the bounds said in that unit), a
 * date not in the future (wall time read in `timeZone`).
 */
export function temperatureSchema(
  unit: TemperatureUnit,
  timeZone: string,
  equipments: readonly ChartEquipment[] = [],
) {
  return Yup.object({
    equipmentId: Yup.string().required(M.equipmentRequired),
    temperature: numberText()
      .required(M.temperatureRequired)
      .test('plausible', function plausible(v) {
        const celsius = toCelsius(v, unit);
        if (celsius === null) return true;
        const chosen = equipments.find((e) => e.id === this.parent.equipmentId);
        const problem = chosen
          ? implausibleReading(celsius, chosen.equipmentType, unit)
          : isPlausibleCelsius(celsius)
            ? null
            : M.temperatureImplausible;
        return problem ? this.createError({ message: problem }) : true;
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
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(input: TemperatureReadingInput): Promise<void>;
  /** How that refusal shows (the page's useRecordSave). */
  refusal: SaveRefusal<TemperatureField>;
  onClose(): void;
}

const TITLE_ID = 'temperature-dialog-title';

/** "Nouveau relevé": a temperature of one equipment, now by default. */
export const TemperatureDialog = formDialog<TemperatureDialogProps>(TITLE_ID, TemperatureForm);

function TemperatureForm({
  equipments,
  employees,
  onSave,
  refusal,
  onClose,
}: TemperatureDialogProps) {
  // The date and time are typed in the user's zone, the one every date on screen is shown in.
  const { temperatureUnit: unit, timezone: timeZone } = getFormatPreferences();
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  // A reading out of its equipment's range is saved once the user confirms it (issue 10 item 7):
  // the question waits for the answer inside the save.
  const [question, setQuestion] = useState<{
    text: string;
    answer(save: boolean): void;
  } | null>(null);
  const confirmOutOfRange = (text: string) =>
    new Promise<boolean>((resolve) => setQuestion({ text, answer: resolve }));
  const answer = (save: boolean) => {
    question?.answer(save);
    setQuestion(null);
  };
  const [initialValues] = useState<TemperatureFormValues>(() => ({
    equipmentId: equipments.length === 1 ? equipments[0]!.id : '',
    temperature: '',
    recordedAt: localDateTimeIn(new Date(), timeZone),
    employeeId: '',
    photoId: '',
    notes: '',
  }));
  const form = useDialogForm<TemperatureFormValues>({
    ...refusal,
    initialValues,
    validationSchema: temperatureSchema(unit, timeZone, equipments),
    onSave: async (values) => {
      const temperature = toCelsius(values.temperature, unit)!;
      const equipment = equipments.find((e) => e.id === values.equipmentId);
      if (equipment && outsideAllowedRange(temperature, equipment.equipmentType)) {
        const { temperatureMin, temperatureMax, temperatureUnit } = equipment.equipmentType;
        const range = formatTemperatureRange(
          temperatureMin,
          temperatureMax,
          temperatureUnit ?? 'CELSIUS',
        );
        const text = t.outOfRange.message(formatTemperature(temperature), equipment.name, range);
        if (!(await confirmOutOfRange(text))) return;
      }
      return onSave({
        equipmentId: values.equipmentId,
        temperature,
        recordedAt: pastInstantFromLocal(values.recordedAt, timeZone)!.toISOString(),
        employeeId: values.employeeId || null,
        photoId: photo?.id ?? null,
        notes: values.notes.trim() || null,
      });
    },
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
        <NumberField
          {...field('temperature', 'temperature')}
          label={t.dialog.temperature(TEMPERATURE_UNIT_SYMBOLS[unit])}
          required
          signed
          step={TEMPERATURE_STEP}
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
      <ConfirmDialog
        open={question !== null}
        title={t.outOfRange.title}
        message={question?.text}
        confirmLabel={t.outOfRange.confirm}
        cancelLabel={t.outOfRange.cancel}
        onConfirm={() => answer(true)}
        onClose={() => answer(false)}
      />
    </FormDialogContent>
  );
}
