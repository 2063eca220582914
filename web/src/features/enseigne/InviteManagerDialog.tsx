import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog.tsx';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EMAIL_PATTERN, MESSAGES } from '@bo/domain';
import { useState, type FormEvent } from 'react';
import { useSaveKey } from '../../lib/idempotency.ts';
import { CopyLink } from './CopyLink.tsx';
import { RestaurantChecklist, type PickableRestaurant } from './RestaurantChecklist.tsx';
import { enseigneMessages as t } from './messages.ts';

export type InviteRestaurant = PickableRestaurant;

/** What the dialog's owner answers: the link to show, or the errors to place. */
export type InviteOutcome =
  { ok: true; acceptUrl: string | null } | { ok: false; email?: string; form?: string };

interface InviteManagerDialogProps {
  open: boolean;
  restaurants: readonly InviteRestaurant[];
  onInvite(email: string, restaurantIds: string[]): Promise<InviteOutcome>;
  onClose(): void;
}

/** After an invitation: the link, to copy, since email may not be configured. */
export function InvitationSent({
  email,
  acceptUrl,
  onClose,
}: {
  email: string;
  acceptUrl: string | null;
  onClose(): void;
}) {
  return (
    <>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.sentText(email)}</DialogContentText>
        {acceptUrl ? <CopyLink url={acceptUrl} /> : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {t.close}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * 'Inviter un manager' (spec 000 §2, §5): an email and the restaurants he will run, none meaning
 * access to none; then the link, to copy, since email may not be configured.
 */
export function InviteManagerDialog({
  open,
  restaurants,
  onInvite,
  onClose,
}: InviteManagerDialogProps) {
  const [email, setEmail] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<{ email?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string; acceptUrl: string | null } | null>(null);
  // The dialog stays mounted: its save key is dropped when it closes (lib/idempotency.ts).
  const saveKey = useSaveKey();

  const reset = () => {
    setEmail('');
    setSelected(new Set());
    setErrors({});
    setSent(null);
    saveKey.forget();
  };
  const close = () => {
    if (busy) return;
    onClose();
    reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value) return setErrors({ email: MESSAGES.emailRequired });
    if (!EMAIL_PATTERN.test(value)) return setErrors({ email: MESSAGES.emailInvalid });
    setErrors({});
    setBusy(true);
    try {
      // In the list's order, so the server receives what the admin sees.
      const ids = restaurants.filter((r) => selected.has(r.id)).map((r) => r.id);
      const outcome = await saveKey.run({ value, ids }, () => onInvite(value, ids));
      if (outcome.ok) {
        saveKey.forget();
        setSent({ email: value.toLowerCase(), acceptUrl: outcome.acceptUrl });
      } else setErrors({ email: outcome.email, form: outcome.form });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{sent ? t.sentTitle : t.dialogTitle}</DialogTitle>
      {sent ? (
        <InvitationSent {...sent} onClose={close} />
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label={t.dialogTitle}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2.5}>
              <DialogContentText>{t.dialogText}</DialogContentText>
              {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
              <TextField
                id="invite-email"
                label={t.email}
                type="email"
                required
                autoFocus
                fullWidth
                value={email}
                placeholder={t.emailPlaceholder}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (errors.email) setErrors({ ...errors, email: undefined });
                }}
                error={Boolean(errors.email)}
                helperText={errors.email}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
              <RestaurantChecklist
                restaurants={restaurants}
                selected={selected}
                onChange={setSelected}
              />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={busy} color="inherit">
              {t.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? t.sending : t.send}
            </Button>
          </DialogActions>
        </Box>
      )}
    </Dialog>
  );
}
