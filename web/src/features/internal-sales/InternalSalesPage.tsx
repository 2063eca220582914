import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import { INTERNAL_SALES_STATUSES, PURCHASING_MESSAGES, purchaseOrderStatusLabel } from '@bo/domain';
import type { PurchaseOrderFilter, PurchaseOrderStatus } from '../../gql/graphql';
import {
  useSelectedRestaurant,
  type SelectableRestaurant,
} from '../../lib/restaurant-selection.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { RequireRestaurant } from '../../ui/RequireRestaurant.tsx';
import type { ListColumn } from '../../ui/list/DataList.tsx';
import { sortVariable, useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { isExpeditable } from '../purchase-orders/DetailPage.tsx';
import { InternalSaleListQuery } from '../purchase-orders/documents.ts';
import { purchaseOrderMessages } from '../purchase-orders/messages.ts';
import { actionLabel, useOrderActions } from '../purchase-orders/OrderActions.tsx';
import {
  amountColumn,
  baseFilter,
  expectedDateColumn,
  ORDER_LIST,
  ORDER_SORT_FIELDS,
  OrderList,
  referenceColumn,
  statusColumn,
  type OrderRow,
} from '../purchase-orders/OrderList.tsx';
import { purchaseOrderUrls } from '../purchase-orders/urls.ts';

const t = purchaseOrderMessages;
const s = purchaseOrderMessages.sales;

const laboratoryLabel = (status: PurchaseOrderStatus) => purchaseOrderStatusLabel(status, true);

/**
 * /internal-sales (docs/areas/purchasing.md): for a selected laboratory, the orders the
 * restaurants sent it, in its own words for the statuses, filtered by reference or restaurant,
 * status and restaurant; each row opens the order, and while the order waits the laboratory
 * accepts, refuses or expedites it from here.
 */
export function InternalSalesPage() {
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('INTERNAL_SALES');
  return (
    <>
      <title>{`${s.title} · Brigade`}</title>
      <PageHeader
        title={s.title}
        subtitle={restaurant?.isLab ? s.subtitle(restaurant.name) : undefined}
        badges={restaurant?.isLab && permissions.readOnly ? <ReadOnlyBadge /> : null}
      />
      <RequireRestaurant>
        {(selected) =>
          selected.isLab ? (
            <LaboratorySales key={selected.id} laboratory={selected} />
          ) : (
            <Alert severity="info" variant="outlined">
              {PURCHASING_MESSAGES.labOnly}
            </Alert>
          )
        }
      </RequireRestaurant>
    </>
  );
}

function LaboratorySales({ laboratory }: { laboratory: SelectableRestaurant }) {
  const navigate = useNavigate();
  const { restaurants } = useSelectedRestaurant();
  const actions = useOrderActions();
  const list = useListState(ORDER_LIST, { scope: laboratory.id });
  const filter: PurchaseOrderFilter = baseFilter(list, INTERNAL_SALES_STATUSES);
  const clients = restaurants.filter((r) => r.id !== laboratory.id);
  const party = list.state.filters.party;
  if (clients.some((r) => r.id === party)) filter.restaurantId = party;
  const { data, previousData, error, loading } = useQuery(InternalSaleListQuery, {
    variables: {
      labId: laboratory.id,
      ...(Object.keys(filter).length > 0 && { filter }),
      ...sortVariable(list, ORDER_SORT_FIELDS),
      limit: list.limit,
      offset: list.offset,
    },
    // A new order from a restaurant, an expedition on its own screen: read again on each visit.
    fetchPolicy: 'cache-and-network',
  });
  useEffect(() => {
    if (error) console.error('[internal-sales] loading failed', error);
  }, [error]);
  const shown = data ?? previousData;

  const actionsColumn: ListColumn<OrderRow> = {
    field: 'actions',
    header: t.columns.actions,
    card: 'actions',
    align: 'right',
    flex: 1.6,
    minWidth: 300,
    cell: (order) => {
      const allowed = (transition: string) =>
        (order.allowedTransitions as readonly string[]).includes(transition);
      const answer = order.status === 'SENT_PENDING';
      return (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
        >
          <Button
            size="small"
            aria-label={s.rowAction(s.view, order.reference)}
            onClick={() => void navigate(purchaseOrderUrls.purchaseOrder(order.id))}
          >
            {s.view}
          </Button>
          {isExpeditable(order.status) ? (
            <Button
              size="small"
              color="secondary"
              disabled={!allowed('EXPEDITE')}
              aria-label={s.rowAction(s.expedite, order.reference)}
              onClick={() => void navigate(purchaseOrderUrls.purchaseOrderExpedite(order.id))}
            >
              {s.expedite}
            </Button>
          ) : null}
          {(['ACKNOWLEDGE', 'REFUSE'] as const)
            .filter((action) => answer && allowed(action))
            .map((action) => (
              <Button
                key={action}
                size="small"
                color={action === 'REFUSE' ? 'error' : 'primary'}
                disabled={actions.busy}
                aria-label={s.rowAction(actionLabel(action, order), order.reference)}
                onClick={() => actions.request(action, order)}
              >
                {actionLabel(action, order)}
              </Button>
            ))}
        </Stack>
      );
    },
  };

  const columns: ListColumn<OrderRow>[] = [
    referenceColumn,
    {
      field: 'restaurant',
      header: t.columns.restaurant,
      minWidth: 160,
      cell: (order) => order.restaurant.name,
    },
    expectedDateColumn,
    amountColumn,
    statusColumn(true),
    actionsColumn,
  ];

  return (
    <>
      <OrderList
        texts={{
          tableLabel: s.tableLabel,
          pagerLabel: s.pagerLabel,
          search: s.search,
          partyFilter: s.restaurantFilter,
          allParties: s.allRestaurants,
          emptyTitle: s.emptyTitle,
          emptyDescription: s.emptyDescription,
          emptyFiltered: s.emptyFiltered,
        }}
        icon={<SwapHorizOutlined />}
        list={list}
        columns={columns}
        statuses={INTERNAL_SALES_STATUSES}
        statusLabel={laboratoryLabel}
        parties={clients.map((r) => ({ value: r.id, label: r.name }))}
        page={shown?.internalSales}
        all={shown?.everySale.total ?? 0}
        error={error}
        loading={loading}
      />
      {actions.view}
    </>
  );
}
