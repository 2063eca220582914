import type { ReactElement, ReactNode } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import type {
  PurchaseOrderFilter,
  PurchaseOrderRow_OrderFragment,
  PurchaseOrderSortField,
  PurchaseOrderStatus,
} from '../../gql/graphql';
import { formatDate, formatEuros } from '../../lib/format.ts';
import { CellLink } from '../../ui/CellLink.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import { ListFilterReset } from '../../ui/list/ListFilterReset.tsx';
import { ListTextFilter } from '../../ui/list/ListTextFilter.tsx';
import type { ListController } from '../../ui/list/useListState.ts';
import { LabBadge } from '../catalogue/CatalogueBits.tsx';
import { purchaseOrderMessages as t } from './messages.ts';
import { PurchaseOrderStatusBadge } from './StatusBadge.tsx';
import { purchaseOrderUrls } from './urls.ts';

/**
 * What the orders issued (/purchase-orders) and the laboratory's internal sales (/internal-sales)
 * share: the address's list state, the filter bar with its count 'x sur y', both empty states and
 * the table by pages (cards on a phone), and the columns both show.
 */

export type OrderRow = PurchaseOrderRow_OrderFragment;

/** The graph's sort field of each sortable column. */
const ORDER_SORT_FIELDS = {
  reference: 'REFERENCE',
  expectedDate: 'EXPECTED_DATE',
  amount: 'SUBTOTAL_HT',
  status: 'STATUS',
} as const satisfies Record<string, PurchaseOrderSortField>;
export type OrderSortColumn = keyof typeof ORDER_SORT_FIELDS;
export { ORDER_SORT_FIELDS };

/** The third filter: a supplier or laboratory (orders issued), a restaurant (internal sales). */
export type OrderFilterName = 'search' | 'status' | 'party';

/**
 * The list's address: ?search=&status=&party=&page=&size=&sort=&order= (docs/how-to/lists.md).
 * Newest first by default: the graph's default order is the creation date, and references are
 * numbered in creation order, so the reference column carries the default arrow.
 */
export const ORDER_LIST: ListConfig<OrderSortColumn, OrderFilterName> = {
  pageSize: 25,
  pageSizes: [25, 50, 100],
  defaultSort: { field: 'reference', direction: 'desc' },
  sortFields: Object.keys(ORDER_SORT_FIELDS) as OrderSortColumn[],
  filters: ['search', 'status', 'party'],
};

/** An option of the third filter; `lab` marks a laboratory. */
export interface PartyOption {
  value: string;
  label: string;
  lab?: boolean;
}

/** The graph's filter of the address's search and status (the third filter is each page's). */
export function baseFilter(
  list: ListController<OrderSortColumn, OrderFilterName>,
  statuses: readonly PurchaseOrderStatus[],
): PurchaseOrderFilter {
  const search = list.state.filters.search.trim();
  const status = statuses.find((s) => s === list.state.filters.status);
  return { ...(search && { search }), ...(status && { status }) };
}

/** The reference, linking to the order's page. */
export const referenceColumn: ListColumn<OrderRow> = {
  field: 'reference',
  header: t.columns.reference,
  card: 'title',
  minWidth: 150,
  cell: (order) => (
    <CellLink to={purchaseOrderUrls.purchaseOrder(order.id)}>{order.reference}</CellLink>
  ),
};

/** The supplier or laboratory, a laboratory with its icon (its name as ordered when deleted). */
export const supplierColumn: ListColumn<OrderRow> = {
  field: 'supplier',
  header: t.columns.supplier,
  minWidth: 180,
  cell: (order) => <SupplierName order={order} />,
};

export function SupplierName({ order }: { order: Pick<OrderRow, 'supplier' | 'supplierName'> }) {
  const lab = order.supplier?.kind === 'LABORATORY';
  return (
    <Stack
      direction="row"
      component="span"
      spacing={0.75}
      sx={{ display: 'inline-flex', alignItems: 'center', minWidth: 0, verticalAlign: 'middle' }}
    >
      {lab ? (
        <Tooltip title={t.labIcon}>
          <ScienceOutlined fontSize="small" color="secondary" aria-label={t.labIcon} />
        </Tooltip>
      ) : null}
      <span>{order.supplier?.name ?? order.supplierName}</span>
    </Stack>
  );
}

export const expectedDateColumn: ListColumn<OrderRow> = {
  field: 'expectedDate',
  header: t.columns.expectedDate,
  flex: 0.7,
  minWidth: 120,
  cell: (order) => formatDate(order.expectedDate),
};

export const amountColumn: ListColumn<OrderRow> = {
  field: 'amount',
  header: t.columns.amount,
  align: 'right',
  flex: 0.7,
  minWidth: 110,
  cell: (order) => formatEuros(order.subtotalHT),
};

export const statusColumn = (laboratoryView: boolean): ListColumn<OrderRow> => ({
  field: 'status',
  header: t.columns.status,
  minWidth: 170,
  cell: (order) => (
    <PurchaseOrderStatusBadge status={order.status} laboratoryView={laboratoryView} />
  ),
});

interface OrderListProps {
  texts: {
    tableLabel: string;
    pagerLabel: string;
    search: string;
    partyFilter: string;
    allParties: string;
    emptyTitle: string;
    emptyDescription: string;
    emptyFiltered: string;
  };
  icon: ReactElement;
  list: ListController<OrderSortColumn, OrderFilterName>;
  columns: readonly ListColumn<OrderRow>[];
  /** The statuses the list may hold, and how each is worded on this list. */
  statuses: readonly PurchaseOrderStatus[];
  statusLabel(status: PurchaseOrderStatus): string;
  parties: readonly PartyOption[];
  /** The page on screen (the previous one while the next loads), and every order of the list. */
  page: { data: readonly OrderRow[]; total: number } | undefined;
  all: number;
  error: unknown;
  loading: boolean;
  /** The empty list's invitation to create the first one. */
  emptyAction?: ReactNode;
}

export function OrderList({
  texts,
  icon,
  list,
  columns,
  statuses,
  statusLabel,
  parties,
  page,
  all,
  error,
  loading,
  emptyAction,
}: OrderListProps) {
  const { status, party } = list.state.filters;
  const rows = page?.data ?? (error ? [] : null);
  return (
    <>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        useFlexGap
        sx={{ mb: 2, alignItems: { xs: 'stretch', sm: 'center' }, flexWrap: 'wrap' }}
      >
        <ListTextFilter
          list={list}
          name="search"
          label={texts.search}
          sx={{ width: { xs: '100%', sm: 300 } }}
        />
        <TextField
          select
          size="small"
          label={t.statusFilter}
          value={statuses.includes(status as PurchaseOrderStatus) ? status : ''}
          onChange={(event) => list.setFilter('status', event.target.value)}
          sx={{ width: { xs: '100%', sm: 220 } }}
        >
          <MenuItem value="">
            <em>{t.allStatuses}</em>
          </MenuItem>
          {statuses.map((s) => (
            <MenuItem key={s} value={s}>
              {statusLabel(s)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={texts.partyFilter}
          value={parties.some((p) => p.value === party) ? party : ''}
          onChange={(event) => list.setFilter('party', event.target.value)}
          sx={{ width: { xs: '100%', sm: 240 } }}
        >
          <MenuItem value="">
            <em>{texts.allParties}</em>
          </MenuItem>
          {parties.map((p) => (
            <MenuItem key={p.value} value={p.value}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <span>{p.label}</span>
                {p.lab ? <LabBadge /> : null}
              </Stack>
            </MenuItem>
          ))}
        </TextField>
        <ListFilterReset
          list={list}
          label={t.reset}
          count={page && list.filtered ? t.count(page.total, all) : null}
        />
      </Stack>
      {page && page.total === 0 && !error ? (
        list.filtered ? (
          <EmptyState icon={icon} title={texts.emptyFiltered} />
        ) : (
          <EmptyState
            icon={icon}
            title={texts.emptyTitle}
            description={texts.emptyDescription}
            action={emptyAction}
          />
        )
      ) : (
        <DataList
          label={texts.tableLabel}
          pagerLabel={texts.pagerLabel}
          columns={columns}
          rows={rows}
          total={page?.total ?? 0}
          loading={loading}
          list={list}
        />
      )}
    </>
  );
}
