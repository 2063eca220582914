import { useQuery } from '@apollo/client/react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import { STOCK_STATUSES, STOCK_STATUS_LABELS, type StockStatus } from '@bo/domain';
import {
  useSelectedRestaurant,
  type SelectableRestaurant,
} from '../../lib/restaurant-selection.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { RequireRestaurant } from '../../ui/RequireRestaurant.tsx';
import { ListTextFilter } from '../../ui/list/ListTextFilter.tsx';
import { useListState } from '../../ui/list/useListState.ts';
import { StockListQuery } from './documents.ts';
import { StockAlertsCard, StockSummaryCard } from './StockOverview.tsx';
import { STOCK_LIST, StockTable, toStockRow } from './StockTable.tsx';
import { stockMessages as t } from './messages.ts';

const isStatus = (value: string): value is StockStatus =>
  (STOCK_STATUSES as readonly string[]).includes(value);

/** /stocks (docs/areas/stock.md): the selected restaurant's stock, its summary and its alerts. */
export function StocksPage() {
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('STOCK');
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={restaurant?.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
      />
      <RequireRestaurant message={t.selectRestaurant}>
        {(selected) => <RestaurantStock key={selected.id} restaurant={selected} />}
      </RequireRestaurant>
    </>
  );
}

function RestaurantStock({ restaurant }: { restaurant: SelectableRestaurant }) {
  const list = useListState(STOCK_LIST, { scope: restaurant.id });
  const search = list.state.filters.search.trim();
  const status = list.state.filters.status;
  const filter = {
    ...(search && { search }),
    ...(isStatus(status) && { status }),
  };
  const { data, previousData, error, loading } = useQuery(StockListQuery, {
    variables: {
      restaurantId: restaurant.id,
      ...(Object.keys(filter).length > 0 && { filter }),
      limit: list.limit,
      offset: list.offset,
    },
    // A movement recorded on a product's page changes the levels: read again on each visit.
    fetchPolicy: 'cache-and-network',
  });
  // A failure to load the stock is only logged (docs/areas/stock.md#messages).
  if (error) console.error('[stock] loading failed', error);

  const page = (data ?? previousData)?.restaurant.stocks;
  const rows = page ? page.data.map(toStockRow) : error ? [] : null;
  const empty = page !== undefined && page.total === 0 && !error;

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <StockSummaryCard restaurantId={restaurant.id} />
        <StockAlertsCard restaurantId={restaurant.id} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ListTextFilter
          list={list}
          name="search"
          label={t.search}
          sx={{ width: { xs: '100%', sm: 320 } }}
        />
        <TextField
          select
          size="small"
          id="stock-status-filter"
          label={t.status}
          value={isStatus(status) ? status : ''}
          onChange={(event) => list.setFilter('status', event.target.value)}
          sx={{ width: { xs: '100%', sm: 200 } }}
        >
          <MenuItem value="">{t.allStatuses}</MenuItem>
          {STOCK_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {STOCK_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {empty ? (
        <EmptyState
          icon={<ViewInArOutlined />}
          title={list.filtered ? t.emptySearch : t.emptyTitle}
          description={list.filtered ? undefined : t.emptyDescription}
        />
      ) : error && !page ? null : (
        <StockTable rows={rows} total={page?.total ?? 0} loading={loading} list={list} />
      )}
    </Stack>
  );
}
