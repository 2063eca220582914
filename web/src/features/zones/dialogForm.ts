// Moved to ui/ (shared by the setup screens); kept while other features still import it here.
export { useDialogForm } from '../../ui/useDialogForm.ts';
