import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { PickList, type PickItem } from './PickList.tsx';
import { productMessages as t } from './messages.ts';

interface SelectionTabProps {
  label: string;
  items: readonly PickItem[];
  /** The ids the server holds: the local selection is compared with them. */
  saved: readonly string[];
  /**
   * Saves the selection and reloads the product, even when the save fails (then it rejects, and
   * the failure is only logged: spec 002 §8).
   */
  onSave(ids: string[]): Promise<void>;
  canEdit: boolean;
  empty: string;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((id) => b.has(id));

/**
 * The restaurants, tags and storage-spaces tabs (spec 002 §2): toggles on a local selection,
 * saved only when it differs from the last saved one. The parent keys this component by the saved
 * ids, so a reload after a save starts it afresh from the server's selection.
 */
export function SelectionTab({ label, items, saved, onSave, canEdit, empty }: SelectionTabProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set(saved));
  const [saving, setSaving] = useState(false);
  const changed = !sameSet(selected, new Set(saved));

  const save = async () => {
    setSaving(true);
    try {
      // Kept in the list's order, so the payload does not depend on the order of the clicks.
      await onSave(items.map((item) => item.id).filter((id) => selected.has(id)));
    } catch (failure) {
      console.error('[products] association save failed', failure);
      // As the supplier's restaurants do (spec 002 §4): back to what the server holds.
      setSelected(new Set(saved));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PickList
        label={label}
        items={items}
        selected={selected}
        onChange={setSelected}
        disabled={!canEdit || saving}
        empty={empty}
      />
      {canEdit ? (
        <Box>
          <Button
            variant="contained"
            disabled={!changed || saving}
            onClick={() => void save()}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {saving ? t.toggles.saving : t.toggles.save}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}
