import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SelectField } from '../../../ui/FormFields.tsx';

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

/** A required date and time, typed in the user's zone (the dialogs convert it). */
export function DateTimeField(props: TextFieldProps) {
  return (
    <TextField
      {...props}
      type="datetime-local"
      required
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/** A record's free notes, a few lines high. */
export function NotesField(props: TextFieldProps) {
  return <TextField {...props} multiline minRows={2} />;
}
