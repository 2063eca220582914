import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog.tsx';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { compareEmployees, EMAIL_PATTERN, MESSAGES } from '@bo/domain';
import { useState, type FormEvent } from 'react';
import { useSaveKey } from '../../lib/idempotency.ts';
import { InvitationSent } from './InviteManagerDialog.tsx';
import type { PickableRestaurant } from './RestaurantChecklist.tsx';
import { enseigneMessages as t } from './messages.ts';
import { InviteEmployeeStaffQuery } from './documents.ts';

export interface EmployeeInvite {
  email: string;
  restaurantId: string;
  employeeId: string | null;
}

type Field = 'email' | 'restaurantId' | 'employeeId';
/** What the dialog's owner answers: the link to show, or the errors to place. */
export type EmployeeInviteOutcome =
  | { ok: true; acceptUrl: string | null }
  | { ok: false; errors: Partial<Record<Field | 'form', string>> };

interface InviteEmployeeDialogProps {
  open: boolean;
  restaurants: readonly PickableRestaurant[];
  onInvite(invite: EmployeeInvite): Promise<EmployeeInviteOutcome>;
  onClose(): void;
}

/**
 * 'Inviter un employé': the managers' invitation flow for one restaurant's employee, who may be
 * linked to his staff record there (one record, one account).
 */
export function InviteEmployeeDialog({
  open,
  restaurants,
  onInvite,
  onClose,
}: InviteEmployeeDialogProps) {
  const [email, setEmail] = useState('');
  const [restaurantId, setRestaurantId] = useState('');
  const [employeeId, setEmployeeId] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<{ email: string; acceptUrl: string | null } | null>(null);
  // The dialog stays mounted: its save key is dropped when it closes (lib/idempotency.ts).
  const saveKey = useSaveKey();
  const staff = useQuery(InviteEmployeeStaffQuery, {
    variables: { restaurantId },
    skip: !open || !restaurantId,
  });
  const people = [...(staff.data?.employees ?? [])].sort(compareEmployees);

  const close = () => {
    if (busy) return;
    onClose();
    setEmail('');
    setRestaurantId('');
    setEmployeeId('');
    setErrors({});
    setSent(null);
    saveKey.forget();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!value) found.email = MESSAGES.emailRequired;
    else if (!EMAIL_PATTERN.test(value)) found.email = MESSAGES.emailInvalid;
    if (!restaurantId) found.restaurantId = t.employeeRestaurantRequired;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const input = { email: value, restaurantId, employeeId: employeeId || null };
      const outcome = await saveKey.run(input, () => onInvite(input));
      if (outcome.ok) {
        saveKey.forget();
        setSent({ email: value.toLowerCase(), acceptUrl: outcome.acceptUrl });
      } else setErrors(outcome.errors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="invite-employee-title"
    >
      <DialogTitle id="invite-employee-title">{sent ? t.sentTitle : t.inviteEmployee}</DialogTitle>
      {sent ? (
        <InvitationSent {...sent} onClose={close} />
      ) : (
        <Box component="form" noValidate onSubmit={submit} aria-label={t.inviteEmployee}>
          <DialogContent sx={{ pt: 0 }}>
            <Stack spacing={2.5}>
              <DialogContentText>{t.employeeDialogText}</DialogContentText>
              {errors.form ? <Alert severity="error">{errors.form}</Alert> : null}
              <TextField
                id="invite-employee-email"
                label={t.email}
                type="email"
                required
                autoFocus
                fullWidth
                value={email}
                placeholder={t.employeeEmailPlaceholder}
                onChange={(e) => {
                  setEmail(e.target.value);
                  if (errors.email) setErrors({ ...errors, email: undefined });
                }}
                error={Boolean(errors.email)}
                helperText={errors.email}
                slotProps={{ htmlInput: { autoComplete: 'off' } }}
              />
              <TextField
                id="invite-employee-restaurant"
                select
                required
                fullWidth
                label={t.employeeRestaurant}
                value={restaurantId}
                onChange={(e) => {
                  setRestaurantId(e.target.value);
                  setEmployeeId('');
                  setErrors({ ...errors, restaurantId: undefined, employeeId: undefined });
                }}
                error={Boolean(errors.restaurantId)}
                helperText={errors.restaurantId}
              >
                {restaurants.map((r) => (
                  <MenuItem key={r.id} value={r.id}>
                    {r.name}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                id="invite-employee-staff"
                select
                fullWidth
                label={t.staffRecord}
                value={employeeId}
                disabled={!restaurantId || staff.loading}
                onChange={(e) => {
                  setEmployeeId(e.target.value);
                  if (errors.employeeId) setErrors({ ...errors, employeeId: undefined });
                }}
                error={Boolean(errors.employeeId)}
                helperText={
                  errors.employeeId ??
                  (restaurantId && !staff.loading && people.length === 0
                    ? t.staffRecordEmpty
                    : t.staffRecordHint)
                }
              >
                <MenuItem value="">
                  <em>{t.staffRecordNone}</em>
                </MenuItem>
                {people.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.firstName} {p.lastName}
                  </MenuItem>
                ))}
              </TextField>
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
