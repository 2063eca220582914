import { useCallback, useEffect, useState, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export const TOAST_DURATION_MS = 3000;

type Severity = 'success' | 'error' | 'info';

/**
 * The page's confirmation toast: `show('Zone créée')`, and render `toast` once in the page. It
 * keeps its own timer (MUI's pauses while the window is blurred or hovered, and the spec's toasts
 * disappear after a few seconds) and sits bottom right, away from dialogs' and forms' buttons.
 */
export function useToast(): {
  show: (text: string, severity?: Severity) => void;
  toast: ReactElement;
} {
  // The text outlives `open` so the toast keeps it while it fades out.
  const [state, setState] = useState<{
    open: boolean;
    text: string;
    severity: Severity;
    at: number;
  }>({ open: false, text: '', severity: 'success', at: 0 });
  const show = useCallback((text: string, severity: Severity = 'success') => {
    setState({ open: true, text, severity, at: Date.now() });
  }, []);
  const close = () => setState((current) => ({ ...current, open: false }));

  useEffect(() => {
    if (!state.open) return;
    const timer = setTimeout(close, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state.open, state.at]);

  const toast = (
    <Snackbar open={state.open} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
      <Alert severity={state.severity} variant="filled" onClose={close}>
        {state.text}
      </Alert>
    </Snackbar>
  );
  return { show, toast };
}
