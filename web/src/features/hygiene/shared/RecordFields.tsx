import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState } from 'react';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import utc from 'dayjs/plugin/utc';
import type { FormikValues } from 'formik';
import { SelectField } from '../../../ui/FormFields.tsx';
import type { useDialogForm } from '../../../ui/useDialogForm.ts';

/** A choice of a record dialog: an equipment, a surface, an employee… */
export type Option = { id: string; name: string };

/** Who made the record: optional, 'Non indiqué' first, then the restaurant's staff. */
export function EmployeeField({
  employees,
  messages,
  ...props
}: TextFieldProps & {
  employees: readonly Option[];
  messages: { employee: string; noEmployee: string };
}) {
  return (
    <SelectField
      {...props}
      label={messages.employee}
      options={[{ id: '', name: messages.noEmployee }, ...employees]}
    />
  );
}

// Wall times 'YYYY-MM-DDTHH:mm' of the user's zone travel through the picker as UTC wall times: the
// picker then never meets a daylight-saving gap or the browser's own zone, and the dialogs keep
// converting with pastInstantFromLocal / localDateTimeIn in the user's zone.
dayjs.extend(utc);
dayjs.extend(customParseFormat);
const WALL = 'YYYY-MM-DDTHH:mm';
/** What an impossible date (a 31 February) is kept as: not a wall time, so the rules refuse it. */
const INVALID = 'invalid';

export interface DateTimeFieldProps {
  id: string;
  name: string;
  label: string;
  /** A wall time 'YYYY-MM-DDTHH:mm', '' when empty, anything else when not a date. */
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error?: boolean;
  helperText?: string;
}

/**
 * A required date and time, typed in the user's zone as '21/11/2026 04:37' (French, 24 h, a
 * Monday-first calendar from DateLocalization); the dialogs convert it.
 */
export function DateTimeField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
}: DateTimeFieldProps) {
  // The picker keeps its half-typed sections only while it gets back the very value it emitted.
  const [last, setLast] = useState<{ text: string; day: Dayjs | null } | null>(null);
  const day = last?.text === value ? last.day : value === '' ? null : dayjs.utc(value, WALL, true);
  return (
    <DateTimePicker
      label={label}
      value={day}
      timezone="UTC"
      ampm={false}
      // Any minute, as typed: a reading is rarely on a multiple of 5.
      timeSteps={{ minutes: 1 }}
      format="DD/MM/YYYY HH:mm"
      onChange={(next) => {
        const text = next === null ? '' : next.isValid() ? next.format(WALL) : INVALID;
        setLast({ text, day: next });
        onChange(text);
      }}
      onClose={onBlur}
      slotProps={{
        textField: { id, name, required: true, fullWidth: true, error, helperText, onBlur },
      }}
    />
  );
}

/** The DateTimeField props of a record dialog's date `name` (useDialogForm's). */
export function dateTimeProps<V extends FormikValues>(
  { field, setValue, formik }: DialogForm<V>,
  name: Extract<keyof V, string>,
  idPrefix: string,
): Omit<DateTimeFieldProps, 'label'> {
  const { id, value, error, helperText } = field(name, idPrefix);
  return {
    id,
    name,
    value,
    error,
    helperText,
    onChange: (text) => setValue(name, text),
    onBlur: () => void formik.setFieldTouched(name, true),
  };
}

type DialogForm<V extends FormikValues> = Pick<
  ReturnType<typeof useDialogForm<V>>,
  'field' | 'setValue' | 'formik'
>;

/** A record's free notes, a few lines high. */
export function NotesField(props: TextFieldProps) {
  return <TextField {...props} multiline minRows={2} />;
}
