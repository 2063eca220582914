import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { enseigneMessages as t } from './messages.ts';

export interface PickableRestaurant {
  id: string;
  name: string;
  isLab: boolean;
}

interface RestaurantChecklistProps {
  restaurants: readonly PickableRestaurant[];
  selected: ReadonlySet<string>;
  onChange(selected: ReadonlySet<string>): void;
  testId?: string;
}

/**
 * A manager's restaurants (docs/areas/people.md#invitations): a scrolling list (12rem at most) with
 * 'select all' and 'deselect all', for his invitation and, later, for changing them.
 */
export function RestaurantChecklist({
  restaurants,
  selected,
  onChange,
  testId = 'invite-restaurants',
}: RestaurantChecklistProps) {
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  const allSelected = restaurants.length > 0 && selected.size === restaurants.length;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      {/* On a phone the two buttons go under the label rather than onto two lines each. */}
      <Stack
        direction="row"
        sx={{
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 1,
          mb: 0.5,
        }}
      >
        <FormLabel component="legend" sx={{ float: 'left' }}>
          {t.restaurantsPick}
        </FormLabel>
        <Stack direction="row" spacing={1} sx={{ '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
          <Button
            size="small"
            disabled={allSelected || restaurants.length === 0}
            onClick={() => onChange(new Set(restaurants.map((r) => r.id)))}
          >
            {t.selectAll}
          </Button>
          <Button size="small" disabled={selected.size === 0} onClick={() => onChange(new Set())}>
            {t.deselectAll}
          </Button>
        </Stack>
      </Stack>
      <FormGroup
        data-testid={testId}
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
              <Checkbox size="small" checked={selected.has(r.id)} onChange={() => toggle(r.id)} />
            }
            label={
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                <span>{r.name}</span>
                {r.isLab ? <ScienceOutlined fontSize="inherit" color="action" aria-hidden /> : null}
              </Stack>
            }
          />
        ))}
      </FormGroup>
      <Typography variant="caption" color="textSecondary" sx={{ mt: 0.5, display: 'block' }}>
        {selected.size === 0
          ? t.noRestaurantSelected
          : t.selectedCount(selected.size, restaurants.length)}
      </Typography>
    </Box>
  );
}
