import {
  createContext,
  useContext,
  type ComponentType,
  type FormEvent,
  type ReactNode,
} from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from './Dialog.tsx';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { SubmitButton } from './SubmitButton.tsx';

interface FormDialogProps {
  open: boolean;
  onClose(): void;
  /** The form, mounted only while open so each opening starts from fresh values. */
  children: ReactNode;
  titleId: string;
}

/**
 * The dialog component of a create/edit form: `Form` gets the dialog's props and is mounted only
 * while open.
 */
export function formDialog<P extends { open: boolean; onClose(): void }>(
  titleId: string,
  Form: ComponentType<P>,
) {
  return function CreateEditDialog(props: P) {
    return (
      <FormDialog open={props.open} onClose={props.onClose} titleId={titleId}>
        <Form {...props} />
      </FormDialog>
    );
  };
}

/** The buttons of every create/edit dialog. */
export const FORM_DIALOG_LABELS = {
  cancel: 'Annuler',
  create: 'Créer',
  save: 'Enregistrer',
} as const;
const t = FORM_DIALOG_LABELS;

/** What the form inside a FormDialog takes from it: its title's id and how to close it. */
const FormDialogContext = createContext<{ titleId: string; onClose(): void } | null>(null);

/**
 * A create/edit dialog: see FormDialogContent for its inside, useDialogForm for its form (or
 * formDialog for both).
 */
export function FormDialog({ open, onClose, children, titleId }: FormDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby={titleId}>
      <FormDialogContext.Provider value={{ titleId, onClose }}>
        {open ? children : null}
      </FormDialogContext.Provider>
    </Dialog>
  );
}

interface FormDialogContentProps {
  /** The title's id and the Cancel button's action: the FormDialog's, unless given. */
  titleId?: string;
  /** The title, picked by `mode`. */
  titles: { createTitle: string; editTitle: string };
  mode: 'create' | 'edit';
  /** A refused save's message that belongs to no field. */
  formError?: string | undefined;
  submitting: boolean;
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  onClose?(): void;
  /** The submit button's own wording ('Envoyer l'invitation', 'Envoi…'), not Créer / Enregistrer. */
  submitLabels?: { idle: string; busy: string };
  /** The submit button's colour: 'error' when the save takes something away. */
  submitColor?: 'primary' | 'error' | undefined;
  /** The Cancel button's own wording ('Fermer'). */
  cancelLabel?: string | undefined;
  /** The form cannot be sent yet (the article dialog's missing conversion). */
  submitDisabled?: boolean;
  children: ReactNode;
}

/** Title, fields, and the Cancel / Create-or-Save buttons of a create/edit dialog. */
export function FormDialogContent({
  titleId: ownTitleId,
  titles,
  mode,
  formError,
  submitting,
  onSubmit,
  onClose: ownOnClose,
  submitLabels,
  submitColor,
  cancelLabel,
  submitDisabled = false,
  children,
}: FormDialogContentProps) {
  const dialog = useContext(FormDialogContext);
  const titleId = ownTitleId ?? dialog?.titleId;
  const onClose = ownOnClose ?? dialog?.onClose;
  return (
    <Stack
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      // The fields scroll and the buttons stay in sight: at the screen's foot on a phone.
      sx={{ flex: 1, minHeight: 0 }}
    >
      <DialogTitle id={titleId}>
        {mode === 'create' ? titles.createTitle : titles.editTitle}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={submitting}>
          {cancelLabel ?? t.cancel}
        </Button>
        <SubmitButton submitting={submitting} color={submitColor} disabled={submitDisabled}>
          {submitLabels
            ? submitting
              ? submitLabels.busy
              : submitLabels.idle
            : mode === 'create'
              ? t.create
              : t.save}
        </SubmitButton>
      </DialogActions>
    </Stack>
  );
}
