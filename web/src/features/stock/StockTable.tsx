import { Link as RouterLink } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StockRow_StockFragment } from '../../gql/graphql';
import { formatEuros } from '../../lib/format.ts';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import type { ListController } from '../../ui/list/useListState.ts';
import { ProductAvatar } from '../catalogue/CatalogueBits.tsx';
import { displayText, StockStatusChip } from './StockBits.tsx';
import { stockMessages as t } from './messages.ts';
import { stockUrls } from './urls.ts';

/** A row of the grid: the stock level, named by its product (one level per product). */
export type StockRow = StockRow_StockFragment & { id: string };

export const toStockRow = (level: StockRow_StockFragment): StockRow => ({
  ...level,
  id: level.product.id,
});

/** 25 a page by default, as the graph (schema.graphql: 25 by default, 100 at most). */
const STOCK_PAGE_SIZES = [25, 50, 100] as const;

/**
 * The list's address: ?search=&status=&page=&size=. The graph sorts the stock by product name
 * only, so no column offers another order.
 */
export const STOCK_LIST: ListConfig<'product', 'search' | 'status'> = {
  pageSize: STOCK_PAGE_SIZES[0],
  pageSizes: STOCK_PAGE_SIZES,
  defaultSort: { field: 'product', direction: 'asc' },
  sortFields: [],
  filters: ['search', 'status'],
};
export type StockListController = ListController<'product', 'search' | 'status'>;

interface StockTableProps {
  /** The page's levels; null while loading: skeleton rows. */
  rows: readonly StockRow[] | null;
  total: number;
  loading: boolean;
  list: StockListController;
}

/** /stocks: product and photo, stock in its display unit, status, value, 'Détails'. */
export function StockTable({ rows, total, loading, list }: StockTableProps) {
  const columns: ListColumn<StockRow>[] = [
    {
      field: 'product',
      header: t.columns.product,
      card: 'title',
      flex: 2,
      minWidth: 200,
      cell: (s) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <ProductAvatar name={s.product.name} photoUrl={s.product.photoUrl} />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {s.product.name}
          </Typography>
        </Stack>
      ),
    },
    {
      field: 'stock',
      header: t.columns.stock,
      align: 'right',
      minWidth: 120,
      cell: (s) => displayText(s.display),
    },
    {
      field: 'status',
      header: t.columns.status,
      minWidth: 130,
      cell: (s) => <StockStatusChip status={s.status} />,
    },
    {
      field: 'value',
      header: t.columns.value,
      align: 'right',
      minWidth: 110,
      cell: (s) => (s.value === null || s.value === undefined ? t.notValued : formatEuros(s.value)),
    },
    {
      field: 'actions',
      header: t.columns.actions,
      align: 'right',
      card: 'actions',
      minWidth: 110,
      cell: (s) => (
        <Button
          component={RouterLink}
          to={stockUrls.productStock(s.product.id)}
          size="small"
          aria-label={t.detailsOf(s.product.name)}
        >
          {t.details}
        </Button>
      ),
    },
  ];
  return (
    <DataList
      label={t.tableLabel}
      pagerLabel={t.pagerLabel}
      columns={columns}
      rows={rows}
      total={total}
      loading={loading}
      list={list}
    />
  );
}
