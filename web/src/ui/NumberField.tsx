import type { ChangeEvent, FocusEvent } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { parseFrenchNumber } from '@bo/domain';

export const NUMBER_FIELD_LABELS = {
  toggleSign: 'Changer le signe',
} as const;

type NumberFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'slotProps'> & {
  /** The text typed ('4,5'): forms keep it as typed and read it with lib/numbers.ts. */
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  /** Whole numbers only (minutes, hours, days): the phone shows a numeric keypad. */
  integer?: boolean;
  /**
   * Below zero is possible (a freezer's temperature): a ± button, since the decimal keypad of
   * iPhones has no minus key.
   */
  signed?: boolean;
  /** The unit shown after the number ('min', '€'). */
  unit?: string;
  /**
   * The allowed values, as the input's attributes for assistive tools and tests: a text input
   * does not enforce them, the form's schema does.
   */
  min?: number;
  max?: number;
  step?: number;
  /** The id of a message shown outside the field (a stepper's), read with the input. */
  describedBy?: string | undefined;
};

/** The text `value` with its sign flipped: '4,5' → '-4,5' → '4,5'; '' → '-' to type after. */
const withOtherSign = (value: string): string => {
  const trimmed = value.trim();
  return trimmed.startsWith('-') ? trimmed.slice(1) : `-${trimmed}`;
};

/**
 * The one numeric input of the app (issue 10 item 7): a text input, not type="number", which
 * some browsers empty or read as 45 when given '4,5'; the phone's decimal keypad; a number typed
 * with a point shown the French way ('4.5' → '4,5') once the field is left.
 */
export function NumberField({
  value,
  onChange,
  onBlur,
  integer = false,
  signed = false,
  unit,
  min,
  max,
  step,
  name,
  disabled,
  describedBy,
  ...props
}: NumberFieldProps) {
  // The form's own handlers read event.target.name and .value: the field's changes go through
  // them, so a form sees one kind of change whoever made it.
  const change = (next: string) =>
    onChange({ target: { name, value: next } } as ChangeEvent<HTMLInputElement>);
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    if (value.includes('.') && parseFrenchNumber(value) !== null) change(value.replace('.', ','));
    onBlur?.(event);
  };
  const signButton = signed ? (
    <InputAdornment position="start">
      <IconButton
        size="small"
        edge="start"
        aria-label={NUMBER_FIELD_LABELS.toggleSign}
        // Typing '-' is quicker on a keyboard: the button is for keypads without one.
        tabIndex={-1}
        disabled={disabled}
        onClick={() => change(withOtherSign(value))}
        sx={{ fontSize: '1rem', width: 32 }}
      >
        ±
      </IconButton>
    </InputAdornment>
  ) : undefined;
  return (
    <TextField
      {...props}
      name={name}
      disabled={disabled}
      value={value}
      onChange={onChange}
      onBlur={leave}
      slotProps={{
        htmlInput: {
          inputMode: integer ? 'numeric' : 'decimal',
          autoComplete: 'off',
          min,
          max,
          step: step ?? (integer ? 1 : undefined),
          ...(describedBy && { 'aria-describedby': describedBy }),
        },
        input: {
          startAdornment: signButton,
          endAdornment: unit ? <InputAdornment position="end">{unit}</InputAdornment> : undefined,
        },
      }}
    />
  );
}
