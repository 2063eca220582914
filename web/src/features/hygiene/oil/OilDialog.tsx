import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import * as Yup from 'yup';
import {
  HYGIENE_MESSAGES as M,
  pastInstantFromLocal,
  localDateTimeIn,
  OIL_ACTION_LABELS,
  OIL_ACTIONS,
  OIL_METHOD_LABELS,
  OIL_METHODS,
  oilMethodMeasures,
  oilRateProblem,
  type OilAction,
  type OilMethod,
} from '@bo/domain';
import type { OilRecordInput } from '../../../gql/graphql';
import { getFormatPreferences } from '../../../lib/format.ts';
import { numberText, typedNumber } from '../../../lib/numbers.ts';
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
import { notesRule, pastDateTimeRule } from '../shared/record-rules.ts';
import { PhotoField, type UploadedPhoto } from '../shared/PhotoField.tsx';
import { oilMessages as t } from './messages.ts';

export interface OilFormValues {
  equipmentId: string;
  action: OilAction | '';
  method: OilMethod | '';
  rate: string;
  recordedAt: string;
  employeeId: string;
  photoId: string;
  notes: string;
}
export type OilField = keyof OilFormValues;
export const OIL_FORM_FIELDS: readonly OilField[] = [
  'equipmentId',
  'action',
  'method',
  'rate',
  'recordedAt',
  'employeeId',
  'photoId',
  'notes',
];

/** The rate as typed ('0,25' or '0.25'); null when empty. NaN when it is not a number. */
export const parseRate = typedNumber;

/** The api's rules (@bo/domain): a fryer, an action, a method, a rate of 0 to 1 only if tested. */
export function oilSchema(timeZone: string) {
  return Yup.object({
    equipmentId: Yup.string().required(M.equipmentRequired),
    action: Yup.string().required(M.actionRequired),
    method: Yup.string().required(M.methodRequired),
    rate: numberText().test('rate', function (v) {
      if (Number.isNaN(parseRate(v))) return true;
      const rate = parseRate(v);
      const problem = oilRateProblem(this.parent.method as OilMethod, rate);
      return problem ? this.createError({ message: problem }) : true;
    }),
    recordedAt: pastDateTimeRule(timeZone),
    notes: notesRule(),
  });
}

interface OilDialogProps {
  open: boolean;
  /** The restaurant's fryers (equipment of the OIL family). */
  fryers: readonly Option[];
  employees: readonly Option[];
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(input: OilRecordInput): Promise<void>;
  /** How that refusal shows (the page's useRecordSave). */
  refusal: SaveRefusal<OilField>;
  onClose(): void;
}

const TITLE_ID = 'oil-dialog-title';

/** A fryer-oil check: which fryer, the action, how it was tested, the rate, when, who. */
export const OilDialog = formDialog<OilDialogProps>(TITLE_ID, OilForm);

function emptyValues(timeZone: string, fryers: readonly Option[]): OilFormValues {
  return {
    equipmentId: fryers.length === 1 ? fryers[0]!.id : '',
    action: '',
    method: '',
    rate: '',
    recordedAt: localDateTimeIn(new Date(Date.now()), timeZone),
    employeeId: '',
    photoId: '',
    notes: '',
  };
}

const actionOptions = OIL_ACTIONS.map((a) => ({ id: a, name: OIL_ACTION_LABELS[a] }));
const methodOptions = OIL_METHODS.map((m) => ({ id: m, name: OIL_METHOD_LABELS[m] }));

function OilForm({ fryers, employees, onSave, refusal, onClose }: OilDialogProps) {
  const { timezone } = getFormatPreferences();
  const [photo, setPhoto] = useState<UploadedPhoto | null>(null);
  const [uploading, setUploading] = useState(false);
  const [initialValues] = useState(() => emptyValues(timezone, fryers));
  const form = useDialogForm<OilFormValues>({
    ...refusal,
    initialValues,
    validationSchema: oilSchema(timezone),
    onSave: (values) =>
      onSave({
        equipmentId: values.equipmentId,
        action: values.action as OilAction,
        method: values.method as OilMethod,
        rate: parseRate(values.rate),
        recordedAt: pastInstantFromLocal(values.recordedAt, timezone)!.toISOString(),
        employeeId: values.employeeId || null,
        photoId: photo?.id ?? null,
        notes: values.notes.trim() || null,
      }),
  });
  const { formik, content, field, errorOf, setValue } = form;
  const method = formik.values.method;
  // A method that measures nothing takes no rate: the field is emptied and closed.
  const measures = method === '' || oilMethodMeasures(method);

  return (
    <FormDialogContent
      titleId={TITLE_ID}
      titles={t.dialog}
      mode="create"
      {...content}
      submitting={content.submitting || uploading}
      onClose={onClose}
    >
      {fryers.length === 0 ? <Alert severity="info">{t.dialog.noFryer}</Alert> : null}
      <SelectField
        {...field('equipmentId', 'oil')}
        label={t.dialog.fryer}
        required
        options={fryers}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          {...field('action', 'oil')}
          label={t.dialog.action}
          required
          options={actionOptions}
        />
        <SelectField
          {...field('method', 'oil')}
          label={t.dialog.method}
          required
          options={methodOptions}
          onChange={(event) => {
            const next = event.target.value as OilMethod;
            setValue('method', next);
            if (!oilMethodMeasures(next)) setValue('rate', '');
          }}
        />
      </Stack>
      <NumberField
        {...field('rate', 'oil')}
        label={t.dialog.rate}
        min={0}
        max={1}
        step={0.01}
        disabled={!measures}
        helperText={errorOf('rate') ?? t.dialog.rateHelp}
      />
      <DateTimeField {...dateTimeProps(form, 'recordedAt', 'oil')} label={t.dialog.recordedAt} />
      <EmployeeField {...field('employeeId', 'oil')} employees={employees} messages={t.dialog} />
      <PhotoField
        value={photo}
        onChange={setPhoto}
        error={errorOf('photoId')}
        onUploadingChange={setUploading}
      />
      <NotesField {...field('notes', 'oil')} label={t.dialog.notes} />
    </FormDialogContent>
  );
}
