import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

/** A form's main button: disabled and spinning while the save runs, so it is sent only once. */
export function SubmitButton({
  submitting,
  color,
  disabled = false,
  children,
}: {
  submitting: boolean;
  /** The form cannot be sent yet (a required choice is missing). */
  disabled?: boolean;
  /** 'error' when the save takes something away (voiding a record). */
  color?: 'primary' | 'error' | undefined;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      color={color ?? 'primary'}
      disabled={submitting || disabled}
      startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {children}
    </Button>
  );
}
