import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { itemView, type IngredientRow } from './ingredientItem.ts';

/**
 * An ingredient's item: its photo and name linking to the product or the sub-recipe; a gone item
 * says 'Ingrédient inconnu' with 'Produit #id' / 'Recette #id' under it (docs/areas/recipes.md#messages).
 */
export function ItemName({ line, avatar = true }: { line: IngredientRow; avatar?: boolean }) {
  const view = itemView(line);
  if (!view.known) {
    return (
      <Stack sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="textSecondary" sx={{ fontStyle: 'italic' }}>
          {view.name}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {view.ref}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {avatar ? <ProductAvatar name={view.name} photoUrl={view.photoUrl} /> : null}
      <Link
        component={RouterLink}
        to={view.to}
        underline="hover"
        sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {view.name}
      </Link>
    </Stack>
  );
}
