import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { TIME_PICKER_OPTIONS } from '@bo/domain';

interface TimePickerProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange(text: string): void;
  onBlur?(): void;
  error?: string | undefined;
  helperText?: string | undefined;
}

/**
 * The shift dialog's time field (docs/areas/planning.md#shifts): the 96 quarter hours to pick, or
 * a time typed freely; the form accepts the typed text only as HH:MM from 00:00 to 23:59.
 */
export function TimePicker({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
}: TimePickerProps) {
  return (
    <Autocomplete
      freeSolo
      disableClearable
      id={id}
      options={TIME_PICKER_OPTIONS}
      inputValue={value}
      onInputChange={(_, text) => onChange(text)}
      // A typed '08' offers 08:00 to 08:45; an exact time offers every time, from the list's top.
      filterOptions={(options, state) =>
        TIME_PICKER_OPTIONS.includes(state.inputValue)
          ? [...options]
          : options.filter((option) => option.startsWith(state.inputValue.trim()))
      }
      sx={{ flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          required
          onBlur={onBlur}
          error={Boolean(error)}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}
