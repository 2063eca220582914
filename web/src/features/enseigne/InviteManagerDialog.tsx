import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import { EMAIL_PATTERN, MESSAGES } from '@bo/domain';
import { useState, type FormEvent } from 'react';
import { CopyLink } from './CopyLink.tsx';
import { enseigneMessages as t } from './messages.ts';

export interface InviteRestaurant {
  id: string;
  name: string;
  isLab: boolean;
}

/** What the dialog's owner answers: the link to show, or the errors to place. */
export type InviteOutcome =
  { ok: true; acceptUrl: string | null } | { ok: false; email?: string; form?: string };

interface InviteManagerDialogProps {
  open: boolean;
  restaurants: readonly InviteRestaurant[];
  onInvite(email: string, restaurantIds: string[]): Promise<InviteOutcome>;
  onClose(): void;
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

  const reset = () => {
    setEmail('');
    setSelected(new Set());
    setErrors({});
    setSent(null);
  };
  const close = () => {
    if (busy) return;
    onClose();
    reset();
  };

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allSelected = restaurants.length > 0 && selected.size === restaurants.length;

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
      const outcome = await onInvite(value, ids);
      if (outcome.ok) setSent({ email: value.toLowerCase(), acceptUrl: outcome.acceptUrl });
      else setErrors({ email: outcome.email, form: outcome.form });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="invite-title">
      <DialogTitle id="invite-title">{sent ? t.sentTitle : t.dialogTitle}</DialogTitle>
      {sent ? (
        <>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{t.sentText(sent.email)}</DialogContentText>
            {sent.acceptUrl ? <CopyLink url={sent.acceptUrl} /> : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button variant="contained" onClick={close}>
              {t.close}
            </Button>
          </DialogActions>
        </>
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
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 0.5 }}
                >
                  <FormLabel component="legend" sx={{ float: 'left' }}>
                    {t.restaurantsPick}
                  </FormLabel>
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      disabled={allSelected || restaurants.length === 0}
                      onClick={() => setSelected(new Set(restaurants.map((r) => r.id)))}
                    >
                      {t.selectAll}
                    </Button>
                    <Button
                      size="small"
                      disabled={selected.size === 0}
                      onClick={() => setSelected(new Set())}
                    >
                      {t.deselectAll}
                    </Button>
                  </Stack>
                </Stack>
                <FormGroup
                  data-testid="invite-restaurants"
                  sx={{
                    maxHeight: '12rem',
                    overflowY: 'auto',
                    flexWrap: 'nowrap',
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    px: 1.5,
                    py: 0.5,
                  }}
                >
                  {restaurants.map((r) => (
                    <FormControlLabel
                      key={r.id}
                      control={
                        <Checkbox
                          size="small"
                          checked={selected.has(r.id)}
                          onChange={() => toggle(r.id)}
                        />
                      }
                      label={
                        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                          <span>{r.name}</span>
                          {r.isLab ? (
                            <ScienceOutlined fontSize="inherit" color="action" aria-hidden />
                          ) : null}
                        </Stack>
                      }
                    />
                  ))}
                </FormGroup>
                <Typography
                  variant="caption"
                  color="textSecondary"
                  sx={{ mt: 0.5, display: 'block' }}
                >
                  {selected.size === 0
                    ? t.noRestaurantSelected
                    : t.selectedCount(selected.size, restaurants.length)}
                </Typography>
              </Box>
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
