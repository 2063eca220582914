import { useContext, useEffect, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router-dom';
import { SelectionContext } from '../lib/restaurant-selection.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

export const UNSAVED_CHANGES_TEXTS = {
  title: 'Modifications non enregistrées',
  stay: 'Rester',
  discard: 'Abandonner',
} as const;

interface UnsavedChangesGuardOptions {
  /** The screen holds work not yet saved. */
  dirty: boolean;
  /** What would be lost, asked as a question in the screen's own words. */
  message: string;
  /**
   * Drops the unsaved work before the screen is left: the screen may stay mounted (another day
   * of the same page), and what the manager abandoned must not come back with it.
   */
  onDiscard: () => void;
}

/**
 * While `dirty`, leaving the screen's unsaved work asks first ('Modifications non enregistrées',
 * 'Rester' or 'Abandonner'): another address of the app (another page, or the same page with
 * another query, e.g. another day) and another restaurant in the picker; a reload or a closed
 * tab gets the browser's own prompt, whose text only the browser chooses. Needs the data router
 * (useBlocker). Returns the dialog, to render with the screen.
 */
export function useUnsavedChangesGuard({
  dirty,
  message,
  onDiscard,
}: UnsavedChangesGuardOptions): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );
  // Outside the signed-in shell there is no picker to guard.
  const guardSelection = useContext(SelectionContext)?.guardSelection;
  const [pendingPick, setPendingPick] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    guardSelection?.((proceed) => setPendingPick(() => proceed));
    return () => {
      window.removeEventListener('beforeunload', warn);
      guardSelection?.(null);
    };
  }, [dirty, guardSelection]);

  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
    setPendingPick(null);
  };
  const discard = () => {
    onDiscard();
    if (blocker.state === 'blocked') blocker.proceed();
    pendingPick?.();
    setPendingPick(null);
  };

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked' || pendingPick !== null}
      title={UNSAVED_CHANGES_TEXTS.title}
      message={message}
      confirmLabel={UNSAVED_CHANGES_TEXTS.discard}
      cancelLabel={UNSAVED_CHANGES_TEXTS.stay}
      destructive
      onConfirm={discard}
      onClose={stay}
    />
  );
}
