import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';

export interface ToggledRestaurant {
  id: string;
  name: string;
  isLab?: boolean;
}

interface RestaurantTogglesProps {
  /** The group's accessible name. */
  label: string;
  /** Every restaurant that may be toggled. */
  restaurants: readonly ToggledRestaurant[];
  /** The ids saved on the server: the selection starts from them and comes back to them. */
  saved: readonly string[];
  /** Without the right, the toggles and the button are disabled, the button says why. */
  canEdit: boolean;
  deniedHint?: string;
  /** Sends the selection; rejects when the server refuses. */
  onSave(ids: string[]): Promise<unknown>;
  /** Reads the saved selection again from the server (after a save, failed or not). */
  reload(): Promise<unknown>;
  /** Called once a save succeeded (the page's toast). */
  onSaved?(): void;
  labels: { save: string; saving: string; empty: string };
  /** The log's label of a refused save. */
  logLabel: string;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * A toggle per restaurant and a save button (docs/areas/catalogue.md#screens): the local selection is compared
 * with the last saved one and the button is enabled only when they differ; after a save, and
 * after a refused one, the saved selection is read again from the server and shown. A refusal is
 * only logged (docs/areas/catalogue.md#messages).
 */
export function RestaurantToggles({
  label,
  restaurants,
  saved,
  canEdit,
  deniedHint,
  onSave,
  reload,
  onSaved,
  labels,
  logLabel,
}: RestaurantTogglesProps) {
  const savedSet = new Set(saved);
  // null: the saved selection, whatever it is now; a set: the user's changes on top of it.
  const [edited, setEdited] = useState<Set<string> | null>(null);
  const [saving, setSaving] = useState(false);
  const selection = edited ?? savedSet;
  const changed = !sameSet(selection, savedSet);

  const toggle = (id: string) => {
    const next = new Set(selection);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setEdited(next);
  };

  const save = async () => {
    setSaving(true);
    let ok = false;
    try {
      await onSave([...selection]);
      ok = true;
    } catch (failure) {
      console.error(`[${logLabel}] saving the restaurants failed`, failure);
    }
    try {
      await reload();
    } catch (failure) {
      console.error(`[${logLabel}] reloading the restaurants failed`, failure);
    }
    setEdited(null);
    setSaving(false);
    if (ok) onSaved?.();
  };

  const button = (
    <Button
      variant="contained"
      disabled={!canEdit || !changed || saving}
      onClick={() => void save()}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {saving ? labels.saving : labels.save}
    </Button>
  );

  return (
    <Stack spacing={2}>
      {restaurants.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {labels.empty}
        </Typography>
      ) : (
        <FormGroup
          role="group"
          aria-label={label}
          sx={{
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            px: 2,
            py: 1,
          }}
        >
          {restaurants.map((restaurant) => (
            <FormControlLabel
              key={restaurant.id}
              disabled={!canEdit || saving}
              control={
                <Switch
                  checked={selection.has(restaurant.id)}
                  onChange={() => toggle(restaurant.id)}
                />
              }
              label={
                <Stack
                  direction="row"
                  spacing={0.75}
                  component="span"
                  sx={{ alignItems: 'center' }}
                >
                  <span>{restaurant.name}</span>
                  {restaurant.isLab ? (
                    <ScienceOutlined fontSize="inherit" color="action" aria-hidden />
                  ) : null}
                </Stack>
              }
            />
          ))}
        </FormGroup>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        {/* Always wrapped, so the button stays the same element when the rights arrive. */}
        <Tooltip title={!canEdit && deniedHint ? deniedHint : ''}>
          {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
          <span>{button}</span>
        </Tooltip>
      </Box>
    </Stack>
  );
}
