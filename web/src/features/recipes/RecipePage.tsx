import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import BlenderOutlined from '@mui/icons-material/BlenderOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { PRODUCT_CATEGORY_LABELS, quantityText } from '@bo/domain';
import type { RecipeSheetQuery as RecipeSheetData, UpdateRecipeInput } from '../../gql/graphql';
import { readGraphQLError } from '../../lib/apollo.ts';
import { EMPTY_VALUE, formatDate } from '../../lib/format.ts';
import { BackButton } from '../../ui/BackButton.tsx';
import { Fact } from '../../ui/Fact.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { PageTabs, type PageTab } from '../../ui/PageTabs.tsx';
import { TabPanel } from '../../ui/TabPanel.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useAddressTab } from '../../ui/useAddressTab.ts';
import { useToast } from '../../ui/useToast.tsx';
import { SheetBlock, SheetHeader } from '../catalogue/SheetHeader.tsx';
import { RestaurantToggles, type ToggledRestaurant } from '../catalogue/RestaurantToggles.tsx';
import { AllergenBadges } from './AllergenBadges.tsx';
import { RecipeSheetChoicesQuery, RecipeSheetQuery, UpdateRecipeMutation } from './documents.ts';
import { IngredientsTab } from './IngredientsTab.tsx';
import { RecipeCostCard } from './RecipeCostCard.tsx';
import { RecipeDialog } from './RecipeDialog.tsx';
import { recipeMessages as t } from './messages.ts';
import { toUpdateRecipeInput, type RecipeFormValues } from './schema.ts';
import { recipeUrls } from './urls.ts';

type Recipe = RecipeSheetData['recipe'];

const TAB_NAMES = ['ingredients', 'restaurants', 'tags'] as const;
type TabName = (typeof TAB_NAMES)[number];

const TABS: readonly PageTab<TabName>[] = [
  { name: 'ingredients', label: t.tabIngredients, icon: <BlenderOutlined /> },
  { name: 'restaurants', label: t.tabRestaurants, icon: <StorefrontOutlined /> },
  { name: 'tags', label: t.tabTags, icon: <LocalOfferOutlined /> },
];

const Back = () => <BackButton to={recipeUrls.recipes()} label={t.sheet.back} />;

/** /recipes/{id}: the recipe sheet, its cost, allergens and three tabs (docs/areas/recipes.md). */
export function RecipePage() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(RecipeSheetQuery, { variables: { id } });

  if (error) {
    const notFound = readGraphQLError(error).code === 'NOT_FOUND';
    // A loading failure is only logged (docs/areas/recipes.md#messages); an unknown recipe says so.
    if (!notFound) console.error('[recipes] recipe loading failed', error);
    return (
      <>
        <Back />
        <EmptyState
          icon={<SearchOffOutlined />}
          titleComponent="h1"
          title={notFound ? t.recipeNotFound : t.loadFailed}
        />
      </>
    );
  }
  if (loading && !data) return <PageLoader />;
  if (!data) return null;
  return <RecipeSheet recipe={data.recipe} reload={() => refetch()} />;
}

function RecipeSheet({ recipe, reload }: { recipe: Recipe; reload(): Promise<unknown> }) {
  const permissions = usePermissions('RECIPES');
  const canEdit = permissions.canCreate;
  const [tab, selectTab] = useAddressTab(TAB_NAMES);
  const [editing, setEditing] = useState(false);
  const { show, toast } = useToast();

  const choices = useQuery(RecipeSheetChoicesQuery);
  if (choices.error) console.error('[recipes] tab choices failed', choices.error);
  const [updateRecipe] = useMutation(UpdateRecipeMutation);

  const saveRecipe = async (values: RecipeFormValues) => {
    await updateRecipe({ variables: { id: recipe.id, input: toUpdateRecipeInput(values) } });
    setEditing(false);
    show(t.updated);
    await reload();
  };

  /** A toggles tab, restaurants or tags (docs/areas/recipes.md), reloaded after a save. */
  const toggles = (
    label: string,
    choices: readonly ToggledRestaurant[],
    saved: readonly { id: string }[],
    empty: string,
    toInput: (ids: string[]) => UpdateRecipeInput,
  ) => (
    <Box
      sx={{
        maxWidth: 560,
        '& .MuiFormGroup-root': { maxHeight: '8rem', overflowY: 'auto', flexWrap: 'nowrap' },
      }}
    >
      <RestaurantToggles
        label={label}
        restaurants={choices}
        saved={saved.map((x) => x.id)}
        canEdit={canEdit}
        onSave={(ids) => updateRecipe({ variables: { id: recipe.id, input: toInput(ids) } })}
        reload={reload}
        onSaved={() => show(t.toggles.saved)}
        labels={{ save: t.toggles.save, saving: t.toggles.saving, empty }}
        logLabel="recipes"
      />
    </Box>
  );

  return (
    <>
      <SheetHeader
        name={recipe.name}
        photoUrl={recipe.photoUrl}
        back={<Back />}
        readOnly={permissions.readOnly}
        edit={canEdit ? { label: t.sheet.edit, onClick: () => setEditing(true) } : undefined}
        facts={
          <>
            <Fact label={t.sheet.namePrint}>{recipe.namePrint || EMPTY_VALUE}</Fact>
            <Fact label={t.sheet.quantity}>{quantityText(recipe.quantity, recipe.baseUnit)}</Fact>
            <Fact label={t.sheet.category}>{PRODUCT_CATEGORY_LABELS[recipe.category]}</Fact>
            <Fact label={t.sheet.dlc}>{t.sheet.dlcDays(recipe.dlc)}</Fact>
            <Fact label={t.sheet.createdAt}>{formatDate(recipe.createdAt)}</Fact>
          </>
        }
        aside={<RecipeCostCard cost={recipe.cost} baseUnit={recipe.baseUnit} />}
      >
        <SheetBlock label={t.allergensLabel}>
          <AllergenBadges
            allergens={recipe.allergens}
            label={t.allergensLabel}
            empty={t.noAllergen}
          />
        </SheetBlock>
      </SheetHeader>

      <PageTabs label={t.sheet.tabsLabel} tabs={TABS} active={tab} onChange={selectTab} />
      <TabPanel name="ingredients" active={tab}>
        <IngredientsTab
          recipeId={recipe.id}
          ingredients={recipe.ingredients}
          canEdit={canEdit}
          reload={reload}
        />
      </TabPanel>
      <TabPanel name="restaurants" active={tab}>
        {toggles(
          t.toggles.restaurantsLabel,
          choices.data?.restaurants ?? [],
          recipe.restaurants,
          t.toggles.noRestaurant,
          (restaurantIds) => ({ restaurantIds }),
        )}
      </TabPanel>
      <TabPanel name="tags" active={tab}>
        {toggles(
          t.toggles.tagsLabel,
          choices.data?.tags ?? [],
          recipe.tags,
          t.toggles.noTag,
          (tagIds) => ({
            tagIds,
          }),
        )}
      </TabPanel>

      <RecipeDialog
        open={editing}
        recipe={recipe}
        onSave={saveRecipe}
        onClose={() => setEditing(false)}
      />
      {toast}
    </>
  );
}
