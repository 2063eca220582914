import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { allergenLabels, type Allergen } from '@bo/domain';

interface AllergenBadgesProps {
  allergens: readonly Allergen[];
  /** The group's accessible name ('Allergènes'). */
  label: string;
  /** Said when there are none; nothing when absent (a list's cell stays empty). */
  empty?: string;
  /**
   * At most this many badges, then '+n' naming the others in its tooltip: a list's row has one
   * line's height. All of them when absent.
   */
  max?: number;
}

/**
 * The allergens as badges, in the regulation's order (domain allergenLabels) so a cook reads them
 * the same on every screen. They wrap, or stop at `max`: a phone never scrolls sideways for them.
 */
export function AllergenBadges({ allergens, label, empty, max }: AllergenBadgesProps) {
  if (allergens.length === 0) {
    return empty ? (
      <Typography variant="body2" color="textSecondary">
        {empty}
      </Typography>
    ) : null;
  }
  const labels = allergenLabels(allergens);
  const shown = max === undefined ? labels : labels.slice(0, max);
  const others = labels.slice(shown.length);
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{
        flexWrap: max === undefined ? 'wrap' : 'nowrap',
        gap: 0.5,
        m: 0,
        p: 0,
        listStyle: 'none',
        minWidth: 0,
        overflow: 'hidden',
      }}
    >
      {shown.map((text) => (
        <li key={text} style={{ minWidth: 0 }}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            label={text}
            sx={{ maxWidth: '100%' }}
          />
        </li>
      ))}
      {others.length > 0 ? (
        <li>
          <Tooltip title={others.join(', ')}>
            <Chip
              size="small"
              variant="outlined"
              label={`+${others.length}`}
              aria-label={others.join(', ')}
            />
          </Tooltip>
        </li>
      ) : null}
    </Stack>
  );
}
