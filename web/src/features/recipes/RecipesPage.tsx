import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { ListTextFilter } from '../../ui/list/ListTextFilter.tsx';
import { sortVariable, useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { CreateRecipeMutation, RecipeListQuery, UpdateRecipeMutation } from './documents.ts';
import { RecipeDialog } from './RecipeDialog.tsx';
import { RECIPE_LIST, RECIPE_SORT_FIELDS, RecipeTable, type RecipeRow } from './RecipeTable.tsx';
import { recipeMessages as t } from './messages.ts';
import { toCreateRecipeInput, toUpdateRecipeInput, type RecipeFormValues } from './schema.ts';

/** /recipes: the chain's recipes (docs/areas/recipes.md, docs/areas/recipes.md). */
export function RecipesPage() {
  const permissions = usePermissions('RECIPES');
  const denied = !permissions.loading && !permissions.canCreate;
  const list = useListState(RECIPE_LIST);
  const search = list.state.filters.search.trim();
  const variables = {
    ...(search && { filter: { search } }),
    ...sortVariable(list, RECIPE_SORT_FIELDS),
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, error, loading } = useQuery(RecipeListQuery, { variables });
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<RecipeRow | null>(null);
  const { show, toast } = useToast();

  // A new recipe moves the others between pages: the page is read again.
  const [createRecipe] = useMutation(CreateRecipeMutation, {
    refetchQueries: ['RecipeList'],
    awaitRefetchQueries: true,
  });
  const [updateRecipe] = useMutation(UpdateRecipeMutation);

  // A failure to load the recipes is only logged (docs/areas/recipes.md#messages).
  if (error) console.error('[recipes] loading failed', error);

  const save = async (values: RecipeFormValues) => {
    if (editing) {
      await updateRecipe({ variables: { id: editing.id, input: toUpdateRecipeInput(values) } });
      setEditing(null);
      show(t.updated);
    } else {
      await createRecipe({ variables: { input: toCreateRecipeInput(values) } });
      setCreating(false);
      show(t.created);
    }
  };

  const page = (data ?? previousData)?.recipes;
  const recipes = page?.data ?? (error ? [] : null);
  const searching = list.state.filters.search !== '';

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={t.newRecipe}
            disabled={!permissions.canCreate}
            hint={denied ? t.cannotCreateRecipes : undefined}
            onClick={() => setCreating(true)}
          />
        }
      />
      {searching || (page && page.total > 0) ? (
        <ListTextFilter
          list={list}
          name="search"
          label={t.search}
          sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
        />
      ) : null}
      {page && page.total === 0 && !error && searching ? (
        <EmptyState icon={<MenuBookOutlined />} title={t.emptySearch} />
      ) : page && page.total === 0 && !error ? (
        <EmptyState
          icon={<MenuBookOutlined />}
          title={t.noRecipe}
          description={t.emptyDescription}
          action={
            permissions.canCreate ? (
              <CreateButton label={t.createFirstRecipe} onClick={() => setCreating(true)} />
            ) : null
          }
        />
      ) : error && !page ? null : (
        <RecipeTable
          recipes={recipes}
          total={page?.total ?? 0}
          loading={loading}
          list={list}
          onEdit={permissions.canCreate ? setEditing : undefined}
        />
      )}

      <RecipeDialog
        open={creating || editing !== null}
        recipe={editing ?? undefined}
        onSave={save}
        onClose={() => {
          setEditing(null);
          setCreating(false);
        }}
      />
      {toast}
    </>
  );
}
