import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Dialog } from '../../ui/Dialog.tsx';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { RestaurantChecklist, type PickableRestaurant } from './RestaurantChecklist.tsx';
import { enseigneMessages as t } from './messages.ts';

interface UserRestaurantsDialogProps {
  /** The manager being edited: his name and current restaurants. */
  manager: { name: string; restaurantIds: readonly string[] };
  restaurants: readonly PickableRestaurant[];
  /** Saves the checked restaurants; answers the error to show, or null once saved. */
  onSave(restaurantIds: string[]): Promise<string | null>;
  onClose(): void;
}

/** Changes a manager's restaurants with the same list as his invitation (mounted while open). */
export function UserRestaurantsDialog({
  manager,
  restaurants,
  onSave,
  onClose,
}: UserRestaurantsDialogProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(manager.restaurantIds));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    setBusy(true);
    setError(null);
    try {
      const failure = await onSave(restaurants.filter((r) => selected.has(r.id)).map((r) => r.id));
      if (failure) setError(failure);
      else onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="user-restaurants-title"
    >
      <DialogTitle id="user-restaurants-title">{t.restaurantsTitle(manager.name)}</DialogTitle>
      <DialogContent sx={{ pt: 0 }}>
        <Stack spacing={2.5}>
          <DialogContentText>{t.restaurantsText}</DialogContentText>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <RestaurantChecklist
            restaurants={restaurants}
            selected={selected}
            onChange={setSelected}
            testId="user-restaurants"
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          {t.cancel}
        </Button>
        <Button variant="contained" disabled={busy} onClick={() => void save()}>
          {busy ? t.saving : t.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
