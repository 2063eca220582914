import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { badgeOverflow } from '@bo/domain';
import { enseigneMessages as t } from './messages.ts';

interface RestaurantBadgesProps {
  restaurants: ReadonlyArray<{ id: string; name: string }>;
  /** What to say when there is none; nothing by default. */
  emptyLabel?: string;
}

/**
 * Restaurant names as badges: up to 3, then '+n' (docs/areas/platform.md#lists-and-tables), the
 * rest in its tooltip.
 */
export function RestaurantBadges({
  restaurants,
  emptyLabel = t.noRestaurant,
}: RestaurantBadgesProps) {
  if (restaurants.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        {emptyLabel}
      </Typography>
    );
  }
  const { shown, more } = badgeOverflow(restaurants);
  const hidden = restaurants.slice(shown.length).map((r) => r.name);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {shown.map((r) => (
        <Chip key={r.id} label={r.name} size="small" variant="outlined" />
      ))}
      {more > 0 ? (
        <Chip
          label={`+${more}`}
          size="small"
          title={hidden.join(', ')}
          aria-label={`+${more} : ${hidden.join(', ')}`}
        />
      ) : null}
    </Stack>
  );
}
