import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { UNIT_DISPLAY, type RecipeBaseUnit } from '@bo/domain';
import type { RecipeSheetQuery } from '../../gql/graphql';
import { formatEuros } from '../../lib/format.ts';
import { itemView } from './ingredientItem.ts';
import { recipeMessages } from './messages.ts';

const t = recipeMessages.cost;

type Cost = RecipeSheetQuery['recipe']['cost'];

/**
 * The recipe's cost (issue 12 item 3), as the graph computes it with the domain's rule: the total
 * of the lines it can price, per base unit, and, when a line cannot be priced, 'coût incomplet'
 * with the ingredients missing and why.
 */
export function RecipeCostCard({ cost, baseUnit }: { cost: Cost; baseUnit: RecipeBaseUnit }) {
  const priced = cost.total !== null && cost.total !== undefined;
  return (
    <Box
      component="section"
      aria-labelledby="recipe-cost-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 2,
        minWidth: 0,
        alignSelf: 'start',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography id="recipe-cost-title" variant="overline" color="textSecondary" component="h2">
          {t.title}
        </Typography>
        {cost.complete ? null : (
          <Chip size="small" color="warning" label={recipeMessages.costIncomplete} />
        )}
      </Stack>
      {priced ? (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p">
              {formatEuros(cost.total)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t.total}
            </Typography>
          </Stack>
          {cost.perBaseUnit === null || cost.perBaseUnit === undefined ? null : (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {`${formatEuros(cost.perBaseUnit)} ${t.perBaseUnit(UNIT_DISPLAY[baseUnit])}`}
            </Typography>
          )}
        </>
      ) : (
        <Typography variant="h3" component="p" color="textSecondary">
          {t.none}
        </Typography>
      )}
      {cost.missing.length > 0 ? (
        <Box sx={{ mt: 1 }}>
          <Typography variant="caption" color="textSecondary" id="recipe-cost-missing">
            {t.missing}
          </Typography>
          <Box component="ul" aria-labelledby="recipe-cost-missing" sx={{ m: 0, pl: 2.5 }}>
            {cost.missing.map((line) => {
              const view = itemView(line);
              const name = view.known ? view.name : `${view.name} (${view.ref})`;
              return (
                <Typography component="li" variant="body2" color="warning.dark" key={line.id}>
                  {line.costGap ? `${name} : ${t.gaps[line.costGap]}` : name}
                </Typography>
              );
            })}
          </Box>
        </Box>
      ) : null}
    </Box>
  );
}
