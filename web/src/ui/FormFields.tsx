import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SETUP_LIMITS } from '@bo/domain';

/** A required name, focused first, typed without the browser's suggestions. */
export function NameField(props: TextFieldProps) {
  return (
    <TextField
      required
      autoFocus
      {...props}
      slotProps={{ htmlInput: { maxLength: SETUP_LIMITS.nameMaxLength, autoComplete: 'off' } }}
    />
  );
}

/** An optional description on a few lines. */
export function DescriptionField(props: TextFieldProps) {
  return (
    <TextField
      multiline
      minRows={2}
      {...props}
      slotProps={{ htmlInput: { maxLength: SETUP_LIMITS.descriptionMaxLength } }}
    />
  );
}

/** A value the form shows but does not let change (the restaurant a record belongs to). */
export function FixedField({ id, label, value }: { id: string; label: string; value: string }) {
  return <TextField id={id} label={label} value={value} disabled fullWidth />;
}

/** A choice among rows by their name (restaurants, zones, types). */
export function SelectField({
  options,
  ...props
}: TextFieldProps & { options: readonly { id: string; name: string }[] }) {
  return (
    <TextField select {...props}>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
