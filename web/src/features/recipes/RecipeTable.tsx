import { quantityText } from '@bo/domain';
import type { RecipeRow_RecipeFragment, RecipeSortField } from '../../gql/graphql';
import { formatDate } from '../../lib/format.ts';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListController } from '../../ui/list/useListState.ts';
import { catalogueListConfig, editColumns, nameColumn } from '../catalogue/CatalogueTable.tsx';
import { AllergenBadges } from './AllergenBadges.tsx';
import { recipeMessages as t } from './messages.ts';
import { recipeUrls } from './urls.ts';

export type RecipeRow = RecipeRow_RecipeFragment;

/** The graph's sort field of each sortable column. */
export const RECIPE_SORT_FIELDS = {
  name: 'NAME',
  createdAt: 'CREATED_AT',
} as const satisfies Record<string, RecipeSortField>;
type SortColumn = keyof typeof RECIPE_SORT_FIELDS;

/** The list's address: ?search=&page=&size=&sort=&order= (docs/how-to/lists.md). */
export const RECIPE_LIST = catalogueListConfig(RECIPE_SORT_FIELDS);
export type RecipeListController = ListController<SortColumn, 'search'>;

interface RecipeTableProps {
  /** The page's recipes; null while loading: skeleton rows. */
  recipes: readonly RecipeRow[] | null;
  total: number;
  loading: boolean;
  list: RecipeListController;
  /** The edit action: only with the recipes create permission. */
  onEdit?: ((recipe: RecipeRow) => void) | undefined;
}

/**
 * /recipes (docs/areas/recipes.md): the name linking to the sheet, print name, quantity with its unit,
 * ingredient counts by type, creation date, and the allergens (issue 12). One card each on a phone.
 */
export function RecipeTable({ recipes, total, loading, list, onEdit }: RecipeTableProps) {
  const columns: ListColumn<RecipeRow>[] = [
    nameColumn(t.columns.name, (r) => recipeUrls.recipe(r.id)),
    { field: 'namePrint', header: t.columns.namePrint, minWidth: 140, cell: (r) => r.namePrint },
    {
      field: 'quantity',
      header: t.columns.quantity,
      minWidth: 110,
      align: 'right',
      cell: (r) => quantityText(r.quantity, r.baseUnit),
    },
    {
      field: 'ingredients',
      header: t.columns.ingredients,
      minWidth: 190,
      cell: (r) => t.ingredientCounts(r.productIngredientCount, r.recipeIngredientCount),
    },
    {
      field: 'createdAt',
      header: t.columns.createdAt,
      minWidth: 110,
      cell: (r) => formatDate(r.createdAt),
    },
    {
      field: 'allergens',
      header: t.columns.allergens,
      flex: 2,
      minWidth: 200,
      cell: (r) => <AllergenBadges allergens={r.allergens} label={t.allergensLabel} max={2} />,
    },
    ...editColumns(t.columns.actions, t.edit, onEdit),
  ];
  return (
    <DataList
      label={t.tableLabel}
      pagerLabel={t.pagerLabel}
      columns={columns}
      rows={recipes}
      total={total}
      loading={loading}
      list={list}
    />
  );
}
