import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { productMessages as t } from './messages.ts';

export interface PickItem {
  id: string;
  label: ReactNode;
}

interface PickListProps {
  /** The list's name (its legend). */
  label: string;
  items: readonly PickItem[];
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  disabled?: boolean;
  /** What the list says when there is nothing to pick. */
  empty: string;
}

/**
 * A toggle per item (restaurants, tags, storage spaces), in a box that scrolls past 8rem (docs/areas/catalogue.md#screens), with the count picked under it.
 */
export function PickList({
  label,
  items,
  selected,
  onChange,
  disabled = false,
  empty,
}: PickListProps) {
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      {items.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {empty}
        </Typography>
      ) : (
        <>
          <FormGroup
            sx={{
              maxHeight: '8rem',
              overflowY: 'auto',
              flexWrap: 'nowrap',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 1.5,
              py: 0.5,
            }}
          >
            {items.map((item) => (
              <FormControlLabel
                key={item.id}
                disabled={disabled}
                control={
                  <Switch
                    size="small"
                    checked={selected.has(item.id)}
                    onChange={() => toggle(item.id)}
                  />
                }
                label={item.label}
                sx={{
                  mr: 0,
                  minWidth: 0,
                  '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' },
                }}
              />
            ))}
          </FormGroup>
          <Typography variant="caption" color="textSecondary" sx={{ mt: 0.5, display: 'block' }}>
            {t.toggles.count(items.filter((item) => selected.has(item.id)).length, items.length)}
          </Typography>
        </>
      )}
    </Box>
  );
}
