import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { quantityText } from '@bo/domain';
import type { ProductSheetQuery as ProductSheetData } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { ListTable, type Column } from '../../ui/TableParts.tsx';
import { recipeUrls } from '../recipes/urls.ts';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { productMessages as t } from './messages.ts';

type RecipeUse = ProductSheetData['product']['usedInRecipes'][number];

const m = t.recipes;
const COLUMNS: readonly Column[] = [
  { label: t.columns.name },
  { label: m.quantity, align: 'right' },
];

/**
 * The recipes using the product, each linking to its page (docs/areas/recipes.md). Recipes come with a
 * later issue: until then the list is empty and says so.
 */
export function RecipesTab({ recipes }: { recipes: readonly RecipeUse[] }) {
  if (recipes.length === 0) {
    return <EmptyState icon={<MenuBookOutlined />} title={m.empty} description={m.emptyHint} />;
  }
  return (
    <ListTable columns={COLUMNS} aria-label={m.label}>
      {recipes.map((recipe) => (
        <TableRow key={recipe.recipeId} hover>
          <TableCell>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
              <ProductAvatar name={recipe.name} photoUrl={recipe.photoUrl} />
              <Stack sx={{ minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={recipeUrls.recipe(recipe.recipeId)}
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {recipe.name}
                </Link>
                {recipe.namePrint ? (
                  <Typography variant="caption" color="textSecondary">
                    {recipe.namePrint}
                  </Typography>
                ) : null}
              </Stack>
            </Stack>
          </TableCell>
          <TableCell align="right">{quantityText(recipe.quantity, recipe.unit)}</TableCell>
        </TableRow>
      ))}
    </ListTable>
  );
}
