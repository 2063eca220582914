import { Link as RouterLink } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { ProductSortField, ProductTable_ProductFragment } from '../../gql/graphql';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import type { ListController } from '../../ui/list/useListState.ts';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
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

/** 25 a page by default, as the graph (schema.graphql: 25 by default, 100 at most). */
const PRODUCT_PAGE_SIZES = [25, 50, 100] as const;

/** The list's address: ?search=&page=&size=&sort=&order= (docs/how-to/lists.md). */
export const PRODUCT_LIST: ListConfig<SortColumn, 'search'> = {
  pageSize: PRODUCT_PAGE_SIZES[0],
  pageSizes: PRODUCT_PAGE_SIZES,
  defaultSort: { field: 'name', direction: 'asc' },
  sortFields: Object.keys(PRODUCT_SORT_FIELDS) as SortColumn[],
  filters: ['search'],
};
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
    {
      field: 'name',
      header: t.columns.name,
      card: 'title',
      flex: 2,
      minWidth: 200,
      cell: (p) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <ProductAvatar name={p.name} photoUrl={p.photoUrl} />
          <Link
            component={RouterLink}
            to={productUrls.product(p.id)}
            underline="hover"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            // The grid's row click would not follow the link on a keyboard: the link does.
            onClick={(event) => event.stopPropagation()}
          >
            {p.name}
          </Link>
        </Stack>
      ),
    },
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
    ...(onEdit
      ? [
          {
            field: 'actions',
            header: t.columns.actions,
            align: 'right' as const,
            card: 'actions' as const,
            flex: 0.6,
            cell: (p: ProductRow) => (
              <IconButton size="small" aria-label={t.edit(p.name)} onClick={() => onEdit(p)}>
                <EditOutlined fontSize="small" />
              </IconButton>
            ),
          },
        ]
      : []),
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
