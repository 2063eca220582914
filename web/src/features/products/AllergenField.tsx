import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import { ALLERGENS, ALLERGEN_LABELS, sortAllergens, type Allergen } from '@bo/domain';

interface AllergenFieldProps {
  label: string;
  value: readonly Allergen[];
  onChange(next: Allergen[]): void;
}

/**
 * The product's allergens (issue 12 item 4): a checkbox per allergen of regulation 1169/2011, in
 * its order and with the domain's French labels. Fourteen boxes read faster than a drop-down when
 * the cook checks a label, and wrap into columns that fit a phone.
 */
export function AllergenField({ label, value, onChange }: AllergenFieldProps) {
  const chosen = new Set(value);
  const toggle = (allergen: Allergen, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(allergen);
    else next.delete(allergen);
    onChange(sortAllergens(next));
  };
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
          columnGap: 1,
        }}
      >
        {ALLERGENS.map((allergen) => (
          <FormControlLabel
            key={allergen}
            sx={{ mr: 0 }}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(allergen)}
                onChange={(event) => toggle(allergen, event.target.checked)}
              />
            }
            label={ALLERGEN_LABELS[allergen]}
          />
        ))}
      </Box>
    </FormControl>
  );
}
