import { useCallback, useEffect, useState, type ReactElement } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router-dom';

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

/**
 * How a page that has done its work hands the user on to the next one with its confirmation as a
 * toast there, rather than a dialog to dismiss first: `navigate(to, arriveWithToast(text))`.
 */
export const arriveWithToast = (text: string): NavigateOptions => ({ state: { toast: text } });

/**
 * The page's toast, showing once the confirmation it was opened with (arriveWithToast): the history
 * entry then forgets it, so a reload or a return to the page does not say it again.
 */
export function useArrivalToast(): ReturnType<typeof useToast> {
  const toast = useToast();
  const { show } = toast;
  const location = useLocation();
  const navigate = useNavigate();
  const text = (location.state as { toast?: unknown } | null)?.toast;
  useEffect(() => {
    if (typeof text !== 'string') return;
    show(text);
    void navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { replace: true, state: null },
    );
  }, [text, show, navigate, location.pathname, location.search, location.hash]);
  return toast;
}
