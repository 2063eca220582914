import type { ProductSortField, ProductTable_ProductFragment } from '../../gql/graphql';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListController } from '../../ui/list/useListState.ts';
import { catalogueListConfig, editColumns, nameColumn } from '../catalogue/CatalogueTable.tsx';
import { TagChips } from './TagChips.tsx';
import { productMessages as t } from './messages.ts';
import { baseUnitText } from './units.ts';
import { productUrls } from './urls.ts';

export type ProductRow = ProductTable_ProductFragment;

/** The graph's sort field of each sortable column. */
export const PRODUCT_SORT_FIELDS = {
  name: 'NAME',
} as const satisfies Record<string, ProductSortField>;
type SortColumn = keyof typeof PRODUCT_SORT_FIELDS;

/** The list's address: ?search=&page=&size=&sort=&order= (docs/how-to/lists.md). */
export const PRODUCT_LIST = catalogueListConfig(PRODUCT_SORT_FIELDS);
export type ProductListController = ListController<SortColumn, 'search'>;

interface ProductTableProps {
  /** The page's products; null while loading: skeleton rows. */
  products: readonly ProductRow[] | null;
  total: number;
  loading: boolean;
  list: ProductListController;
  /** The edit action: only with products.canCreate (docs/areas/catalogue.md#screens). */
  onEdit?: ((product: ProductRow) => void) | undefined;
}

/**
 * /products (docs/areas/catalogue.md#screens): the name with its photo, linking to the sheet; base unit; tags;
 * restaurant count. By pages, sorted by name, one card each on a phone.
 */
export function ProductTable({ products, total, loading, list, onEdit }: ProductTableProps) {
  const columns: ListColumn<ProductRow>[] = [
    nameColumn(t.columns.name, (p) => productUrls.product(p.id)),
    {
      field: 'baseUnit',
      header: t.columns.baseUnit,
      minWidth: 120,
      cell: (p) => baseUnitText(p.baseUnit),
    },
    {
      field: 'tags',
      header: t.columns.tags,
      flex: 1.5,
      minWidth: 160,
      cell: (p) => <TagChips tags={p.tags} />,
    },
    {
      field: 'restaurants',
      header: t.columns.restaurants,
      minWidth: 120,
      cell: (p) => t.restaurantCount(p.restaurantCount),
    },
    ...editColumns(t.columns.actions, t.edit, onEdit),
  ];
  return (
    <DataList
      label={t.tableLabel}
      pagerLabel={t.pagerLabel}
      columns={columns}
      rows={products}
      total={total}
      loading={loading}
      list={list}
    />
  );
}
