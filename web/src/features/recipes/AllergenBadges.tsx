import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALLERGEN_LABELS, sortAllergens, type Allergen } from '@bo/domain';

interface AllergenBadgesProps {
  allergens: readonly Allergen[];
  /** The group's accessible name ('Allergènes'). */
  label: string;
  /** Said when there are none; nothing when absent (a list's cell stays empty). */
  empty?: string;
}

/**
 * The allergens as badges, in the regulation's order (domain sortAllergens) so a cook reads them
 * the same on every screen. They wrap: a phone never scrolls sideways for them.
 */
export function AllergenBadges({ allergens, label, empty }: AllergenBadgesProps) {
  if (allergens.length === 0) {
    return empty ? (
      <Typography variant="body2" color="textSecondary">
        {empty}
      </Typography>
    ) : null;
  }
  return (
    <Stack
      component="ul"
      aria-label={label}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 0.5, m: 0, p: 0, listStyle: 'none', minWidth: 0 }}
    >
      {sortAllergens(allergens).map((allergen) => (
        <li key={allergen}>
          <Chip size="small" color="warning" variant="outlined" label={ALLERGEN_LABELS[allergen]} />
        </li>
      ))}
    </Stack>
  );
}
