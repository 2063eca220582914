import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { settingsMessages as t } from './messages.ts';

/** A section's submit button: disabled until something changed, spinning while it saves. */
export function SaveButton({
  dirty,
  submitting,
  label = t.save,
  busyLabel = t.saving,
}: {
  dirty: boolean;
  submitting: boolean;
  label?: string;
  busyLabel?: string;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={!dirty || submitting}
      startIcon={submitting ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {submitting ? busyLabel : label}
    </Button>
  );
}
