import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import {
  INVENTORY_STATUS_LABELS,
  INVENTORY_STATUSES,
  inventoryTitle,
  type InventoryStatus,
} from '@bo/domain';
import type { InventoryListQuery as InventoryListData } from '../../gql/graphql';
import { formatDate, formatPerson } from '../../lib/format.ts';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import { useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { InventoryListQuery } from './documents.ts';
import { inventoryMessages as t } from './messages.ts';
import { inventoryUrls } from './urls.ts';

type InventoryRow = InventoryListData['inventories']['data'][number];

/** The list's address: ?status=&restaurant=&page=&size= (docs/how-to/lists.md); newest first. */
const INVENTORY_LIST: ListConfig<'startedAt', 'status' | 'restaurant'> = {
  pageSize: 25,
  pageSizes: [25, 50, 100],
  defaultSort: { field: 'startedAt', direction: 'desc' },
  sortFields: [],
  filters: ['status', 'restaurant'],
};

const isStatus = (value: string): value is InventoryStatus =>
  (INVENTORY_STATUSES as readonly string[]).includes(value);

const STATUS_COLORS: Record<InventoryStatus, 'warning' | 'success' | 'default'> = {
  DRAFT: 'warning',
  FINALIZED: 'success',
  CANCELLED: 'default',
};

export function InventoryStatusBadge({ status }: { status: InventoryStatus }) {
  return (
    <Chip
      size="small"
      label={INVENTORY_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant={status === 'CANCELLED' ? 'outlined' : 'filled'}
    />
  );
}

/**
 * /inventory (docs/areas/stock.md): the inventories of the selected restaurant, or of every restaurant
 * the user sees with a restaurant filter when none is selected; a status filter; 'Nouvel
 * inventaire' only with a restaurant selected.
 */
export function InventoriesPage() {
  const navigate = useNavigate();
  const selection = useSelectedRestaurant();
  const permissions = usePermissions('INVENTORY');
  const list = useListState(INVENTORY_LIST);
  const { status, restaurant: restaurantFilter } = list.state.filters;
  const restaurantId = selection.restaurant?.id ?? (restaurantFilter || null);
  const variables = {
    ...(restaurantId && { restaurantId }),
    ...(isStatus(status) && { status }),
    limit: list.limit,
    offset: list.offset,
  };
  const { data, previousData, error, loading } = useQuery(InventoryListQuery, {
    variables,
    skip: selection.loading,
    // An inventory saved, finalized or cancelled on its own screen changes the list.
    fetchPolicy: 'cache-and-network',
  });
  // A failed load is only logged (docs/areas/stock.md#messages).
  if (error) console.error('[inventory] loading failed', error);
  const page = (data ?? previousData)?.inventories;
  const rows = page?.data ?? (error ? [] : null);

  const columns: ListColumn<InventoryRow>[] = [
    {
      field: 'id',
      header: t.columns.id,
      card: 'title',
      flex: 0.8,
      cell: (row) => inventoryTitle(row.id),
    },
    ...(selection.restaurant
      ? []
      : [
          {
            field: 'restaurant',
            header: t.columns.restaurant,
            cell: (row: InventoryRow) => row.restaurant.name,
          },
        ]),
    {
      field: 'status',
      header: t.columns.status,
      flex: 0.7,
      cell: (row) => <InventoryStatusBadge status={row.status} />,
    },
    { field: 'startedAt', header: t.columns.startedAt, cell: (row) => formatDate(row.startedAt) },
    {
      field: 'countedBy',
      header: t.columns.countedBy,
      cell: (row) => formatPerson(row.countedBy, t.notSpecified),
    },
    { field: 'lines', header: t.columns.lines, flex: 0.5, cell: (row) => row.lineCount },
    {
      field: 'actions',
      header: t.columns.actions,
      align: 'right',
      card: 'actions',
      cell: (row) => (
        <Button
          size="small"
          aria-label={`${t.details} : ${inventoryTitle(row.id)}`}
          onClick={() => void navigate(inventoryUrls.inventory(row.id))}
        >
          {t.details}
        </Button>
      ),
    },
  ];

  return (
    <>
      <title>{`${t.title} · Brigade`}</title>
      <PageHeader
        title={t.title}
        subtitle={selection.restaurant?.name ?? t.subtitle}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          selection.restaurant ? (
            <CreateButton
              label={t.newInventory}
              disabled={!permissions.canCreate}
              onClick={() => void navigate(inventoryUrls.inventoryNew())}
            />
          ) : null
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          select
          size="small"
          label={t.filters.status}
          value={isStatus(status) ? status : ''}
          onChange={(event) => list.setFilter('status', event.target.value)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t.filters.all}</MenuItem>
          {INVENTORY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {INVENTORY_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        {selection.restaurant ? null : (
          <TextField
            select
            size="small"
            label={t.filters.restaurant}
            value={
              selection.restaurants.some((r) => r.id === restaurantFilter) ? restaurantFilter : ''
            }
            onChange={(event) => list.setFilter('restaurant', event.target.value)}
            sx={{ minWidth: 240 }}
          >
            <MenuItem value="">{t.filters.all}</MenuItem>
            {selection.restaurants.map((r) => (
              <MenuItem key={r.id} value={r.id}>
                {r.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {page && page.total === 0 && !list.filtered ? (
        <EmptyState
          icon={<FactCheckOutlined />}
          title={t.noInventory}
          description={t.noInventoryDescription}
        />
      ) : (
        <DataList
          label={t.tableLabel}
          pagerLabel={t.pagerLabel}
          columns={columns}
          rows={rows}
          total={page?.total ?? 0}
          loading={loading}
          list={list}
          onRowClick={(row) => void navigate(inventoryUrls.inventory(row.id))}
        />
      )}
    </>
  );
}
