import { useState } from 'react';
import { readGraphQLError } from '../lib/apollo.ts';

export interface DeleteConfirmOptions<T> {
  /** Deletes the target (and says so, e.g. with a toast); the confirmation closes once it resolves. */
  onDelete(target: T): Promise<void>;
  /**
   * The refusals the user can act on (a 409 saying what remains, a manager's 403), by error code
   * ('any': every failure): the dialog stays open with the server's message, or `fallback`.
   */
  shown?: { codes: readonly string[] | 'any'; fallback: string };
  /**
   * Other failures are only logged (docs/areas/platform.md#errors), as `[<logLabel>] deletion
   * failed`.
   */
  logLabel: string;
}

/**
 * The state of a delete confirmation: which row, whether it runs, the refusal it shows. Spread
 * `dialogProps` into ConfirmDialog.
 */
export function useDeleteConfirm<T>({ onDelete, shown, logLabel }: DeleteConfirmOptions<T>) {
  // The target stays set while the dialog fades out, so its text does not change meanwhile.
  const [target, setTarget] = useState<T | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = (next: T) => {
    setError(null);
    setTarget(next);
    setOpen(true);
  };

  const close = () => setOpen(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    setError(null);
    try {
      await onDelete(target);
      setOpen(false);
    } catch (failure) {
      const { code, message } = readGraphQLError(failure);
      if (shown && (shown.codes === 'any' || (code !== null && shown.codes.includes(code)))) {
        setError(message ?? shown.fallback);
      } else {
        console.error(`[${logLabel}] deletion failed`, failure);
        setOpen(false);
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    target,
    ask,
    dialogProps: { open, busy, error, onConfirm: () => void confirm(), onClose: close },
  };
}
