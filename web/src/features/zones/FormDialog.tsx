// Moved to ui/ (shared by the setup screens); kept while other features still import it here.
export { FormDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
