import { useMutation, useQuery } from '@apollo/client/react';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { CatalogueListPage } from '../catalogue/CatalogueListPage.tsx';
import { searchListVariables } from '../catalogue/CatalogueTable.tsx';
import { CreateRecipeMutation, RecipeListQuery, UpdateRecipeMutation } from './documents.ts';
import { RecipeDialog } from './RecipeDialog.tsx';
import { RECIPE_LIST, RECIPE_SORT_FIELDS, RecipeTable } from './RecipeTable.tsx';
import { recipeMessages as t } from './messages.ts';
import { toCreateRecipeInput, toUpdateRecipeInput, type RecipeFormValues } from './schema.ts';

const TEXTS = {
  title: t.title,
  subtitle: t.subtitle,
  search: t.search,
  create: t.newRecipe,
  createDenied: t.cannotCreateRecipes,
  emptySearch: t.emptySearch,
  emptyTitle: t.noRecipe,
  emptyDescription: t.emptyDescription,
  emptyAction: t.createFirstRecipe,
  created: t.created,
  updated: t.updated,
};

/** /recipes: the chain's recipes (docs/areas/recipes.md, docs/areas/recipes.md). */
export function RecipesPage() {
  const permissions = usePermissions('RECIPES');
  const list = useListState(RECIPE_LIST);
  const variables = searchListVariables(list, RECIPE_SORT_FIELDS);
  const { data, previousData, error, loading } = useQuery(RecipeListQuery, { variables });

  const [createRecipe] = useMutation(CreateRecipeMutation);
  const [updateRecipe] = useMutation(UpdateRecipeMutation);

  // A failure to load the recipes is only logged (docs/areas/recipes.md#messages).
  if (error) console.error('[recipes] loading failed', error);

  return (
    <CatalogueListPage
      texts={TEXTS}
      icon={<MenuBookOutlined />}
      permissions={permissions}
      list={list}
      page={(data ?? previousData)?.recipes}
      error={error}
      loading={loading}
      create={(values: RecipeFormValues) =>
        createRecipe({ variables: { input: toCreateRecipeInput(values) } })
      }
      update={(recipe, values: RecipeFormValues) =>
        updateRecipe({ variables: { id: recipe.id, input: toUpdateRecipeInput(values) } })
      }
      table={({ rows, ...props }) => <RecipeTable recipes={rows} list={list} {...props} />}
      dialog={({ row, ...props }) => <RecipeDialog recipe={row} {...props} />}
    />
  );
}
