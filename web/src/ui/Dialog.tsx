import MuiDialog from '@mui/material/Dialog';
import type { DialogProps } from '@mui/material/Dialog';
import { usePhoneLayout } from './layout.ts';

/**
 * MUI's Dialog, full-screen on a phone: a centred box there leaves a few millimetres around a
 * form that already needs all the width, and the keyboard hides its buttons. Every dialog of the
 * app comes from here (FormDialog, ConfirmDialog and the others).
 */
export function Dialog(props: DialogProps) {
  const phone = usePhoneLayout();
  return <MuiDialog fullScreen={phone} {...props} />;
}
