import { useState } from 'react';
import TextField from '@mui/material/TextField';
import Stack from '@mui/material/Stack';
import * as Yup from 'yup';
import {
  convertTemperature,
  endsAfterStart,
  HYGIENE_MESSAGES as M,
  pastInstantFromLocal,
  isPlausibleCelsius,
  localDateTimeIn,
  parseFrenchNumber,
  PROCESS_MESSAGES as P,
  RECORD_MESSAGES,
  RECORD_TEXT_LIMITS as L,
  TEMPERATURE_STEP,
  TEMPERATURE_UNIT_SYMBOLS,
  type TemperatureUnit,
} from '@bo/domain';
import type { ProcessRecordInput } from '../../../gql/graphql';
import { getFormatPreferences } from '../../../lib/format.ts';
import { numberText } from '../../../lib/numbers.ts';
import { formDialog, FormDialogContent } from '../../../ui/FormDialog.tsx';
import { SelectField } from '../../../ui/FormFields.tsx';
import { NumberField } from '../../../ui/NumberField.tsx';
import { useDialogForm, type SaveRefusal } from '../../../ui/useDialogForm.ts';
import {
  DateTimeField,
  dateTimeProps,
  EmployeeField,
  NotesField,
  type Option,
} from '../shared/RecordFields.tsx';
import { notesRule } from '../shared/record-rules.ts';
import { PhotoField, type UploadedPhoto } from '../shared/PhotoField.tsx';
import type { ProcessMessages } from './messages.ts';

export interface ProcessFormValues {
  productName: string;
  startTemperature: string;
  endTemperature: string;
  startTime: string;
  endTime: string;
  equipmentId: string;
  employeeId: string;
  photoId: string;
  notes: string;
}
export type ProcessField = keyof ProcessFormValues;
export const PROCESS_FORM_FIELDS: readonly ProcessField[] = [
  'productName',
  'startTemperature',
  'endTemperature',
  'startTime',
  'endTime',
  'equipmentId',
  'employeeId',
  'photoId',
  'notes',
];

/**
 * A temperature typed in the user's unit, read the French way ('4,5'), in °C with one decimal
 * (as stored); null when empty or unreadable.
 */
export function toCelsius(typed: string, unit: TemperatureUnit): number | null {
  const value = parseFrenchNumber(typed);
  if (value === null) return null;
  return Math.round(convertTemperature(value, unit, 'CELSIUS') * 10) / 10;
}

/**
 * The form's rules, the api's own (@bo/domain): a product, two plausible temperatures (typed in
 * the user's unit, checked in °C), an end after the start and not in the future. Wall times are
 * read in `timeZone`.
 */
export function processSchema(unit: TemperatureUnit, timeZone: string) {
  const temperature = (required: string) =>
    numberText()
      .required(required)
      .test('plausible', M.temperatureImplausible, (v) => {
        const celsius = toCelsius(v, unit);
        return celsius === null || isPlausibleCelsius(celsius);
      });
  const instant = (v: string | undefined) => pastInstantFromLocal(v ?? '', timeZone);
  return Yup.object({
    productName: Yup.string()
      .trim()
      .required(M.productNameRequired)
      .max(L.name, RECORD_MESSAGES.tooLong(L.name)),
    startTemperature: temperature(P.startTemperatureRequired),
    endTemperature: temperature(P.endTemperatureRequired),
    startTime: Yup.string()
      .required(P.startTimeRequired)
      .test('valid', P.dateTimeInvalid, (v) => instant(v) !== null),
    endTime: Yup.string()
      .required(P.endTimeRequired)
      .test('valid', P.dateTimeInvalid, (v) => instant(v) !== null)
      .test('after', M.endBeforeStart, function (v) {
        const start = instant(this.parent.startTime as string);
        const end = instant(v);
        return !start || !end || endsAfterStart(start, end);
      })
      // Minutes typed: the current minute is still "now".
      .test('past', M.inFuture, (v) => (instant(v)?.getTime() ?? 0) <= Date.now() + 60_000),
    notes: notesRule(),
  });
}

/**
 * A new record's values, prefilled with the last hour (in `timeZone`) so a process just finished
 * needs only its product and temperatures, and with the equipment when there is only one.
 */
function emptyValues(timeZone: string, equipments: readonly Option[]): ProcessFormValues {
  const now = Date.now();
  return {
    productName: '',
    startTemperature: '',
    endTemperature: '',
    startTime: localDateTimeIn(new Date(now - 3_600_000), timeZone),
    endTime: localDateTimeIn(new Date(now), timeZone),
    equipmentId: equipments.length === 1 ? equipments[0]!.id : '',
    employeeId: '',
    photoId: '',
    notes: '',
  };
}

interface ProcessDialogProps {
  open: boolean;
  restaurantId: string;
  messages: ProcessMessages;
  /** The restaurant's equipment of the log's family (COOLING or HEATING). */
  equipments: readonly Option[];
  employees: readonly Option[];
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(input: ProcessRecordInput): Promise<void>;
  /** How that refusal shows (the page's useRecordSave). */
  refusal: SaveRefusal<ProcessField>;
  onClose(): void;
}

const TITLE_ID = 'process-dialog-title';

/** "Nouveau refroidissement" / "Nouvelle remise en température": the same form for both. */
export const ProcessDialog = formDialog<ProcessDialogProps>(TITLE_ID, ProcessForm);

function ProcessForm({
  restaurantId,
  messages: t,
  equipments,
  employees,
  onSave,
  refusal,
  onClose,
}: ProcessDialogProps) {
  const { temperatureUnit: unit, timezone } = getFormatPreferences();
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  const [initialValues] = useState(() => emptyValues(timezone, equipments));
  const form = useDialogForm<ProcessFormValues>({
    ...refusal,
    initialValues,
    validationSchema: processSchema(unit, timezone),
    onSave: (values) =>
      onSave({
        restaurantId,
        productName: values.productName.trim(),
        startTemperature: toCelsius(values.startTemperature, unit)!,
        endTemperature: toCelsius(values.endTemperature, unit)!,
        startTime: pastInstantFromLocal(values.startTime, timezone)!.toISOString(),
        endTime: pastInstantFromLocal(values.endTime, timezone)!.toISOString(),
        equipmentId: values.equipmentId || null,
        employeeId: values.employeeId || null,
        photoId: photo?.id ?? null,
        notes: values.notes.trim() || null,
      }),
  });
  const { content, field, errorOf } = form;
  const symbol = TEMPERATURE_UNIT_SYMBOLS[unit];

  return (
    <FormDialogContent
      titleId={TITLE_ID}
      titles={t.dialog}
      mode="create"
      {...content}
      submitting={content.submitting || uploading}
      onClose={onClose}
    >
      <TextField {...field('productName', 'process')} label={t.dialog.product} required autoFocus />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberField
          {...field('startTemperature', 'process')}
          label={t.dialog.startTemperature(symbol)}
          required
          signed
          step={TEMPERATURE_STEP}
        />
        <NumberField
          {...field('endTemperature', 'process')}
          label={t.dialog.endTemperature(symbol)}
          required
          signed
          step={TEMPERATURE_STEP}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateTimeField
          {...dateTimeProps(form, 'startTime', 'process')}
          label={t.dialog.startTime}
        />
        <DateTimeField {...dateTimeProps(form, 'endTime', 'process')} label={t.dialog.endTime} />
      </Stack>
      <SelectField
        {...field('equipmentId', 'process')}
        label={t.dialog.equipment}
        options={[{ id: '', name: t.dialog.noEquipment }, ...equipments]}
      />
      <EmployeeField
        {...field('employeeId', 'process')}
        employees={employees}
        messages={t.dialog}
      />
      <PhotoField
        value={photo}
        onChange={setPhoto}
        error={errorOf('photoId')}
        onUploadingChange={setUploading}
      />
      <NotesField {...field('notes', 'process')} label={t.dialog.notes} />
    </FormDialogContent>
  );
}
