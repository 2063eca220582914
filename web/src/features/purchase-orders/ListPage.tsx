import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@apollo/client/react';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { PURCHASE_ORDER_STATUSES, purchaseOrderStatusLabel } from '@bo/domain';
import type { PurchaseOrderFilter } from '../../gql/graphql';
import {
  useSelectedRestaurant,
  type SelectableRestaurant,
} from '../../lib/restaurant-selection.tsx';
import { CreateButton } from '../../ui/CreateButton.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { RequireRestaurant } from '../../ui/RequireRestaurant.tsx';
import type { ListColumn } from '../../ui/list/DataList.tsx';
import { sortVariable, useListState } from '../../ui/list/useListState.ts';
import { usePermissions } from '../../ui/usePermissions.ts';
import { sellerKey } from '../catalogue/articleForm.ts';
import { CatalogueSupplierOptionsQuery } from '../catalogue/documents.ts';
import { PurchaseOrderListQuery } from './documents.ts';
import { purchaseOrderMessages as t } from './messages.ts';
import {
  amountColumn,
  baseFilter,
  expectedDateColumn,
  ORDER_LIST,
  ORDER_SORT_FIELDS,
  OrderList,
  referenceColumn,
  statusColumn,
  supplierColumn,
  type OrderRow,
} from './OrderList.tsx';
import { purchaseOrderUrls } from './urls.ts';

const COLUMNS: readonly ListColumn<OrderRow>[] = [
  referenceColumn,
  supplierColumn,
  expectedDateColumn,
  amountColumn,
  statusColumn(false),
];

const issuerLabel = (status: (typeof PURCHASE_ORDER_STATUSES)[number]) =>
  purchaseOrderStatusLabel(status, false);

/**
 * /purchase-orders (docs/areas/purchasing.md): the orders the selected restaurant issued, newest
 * first, searched by reference, supplier or laboratory name and filtered by status and by
 * supplier or laboratory on the server; 'Nouveau bon de commande' for whoever may create one.
 */
export function PurchaseOrdersPage() {
  const navigate = useNavigate();
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('PURCHASE_ORDERS');
  const denied = !permissions.loading && !permissions.canCreate;
  return (
    <>
      <title>{`${t.title} · Brigade`}</title>
      <PageHeader
        title={t.title}
        subtitle={restaurant?.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <CreateButton
            label={t.newOrder}
            disabled={!permissions.canCreate || !restaurant}
            hint={denied ? t.cannotCreate : ''}
            onClick={() => void navigate(purchaseOrderUrls.purchaseOrderNew())}
          />
        }
      />
      <RequireRestaurant>
        {(selected) => (
          <IssuedOrders
            key={selected.id}
            restaurant={selected}
            canCreate={permissions.canCreate}
            onCreate={() => void navigate(purchaseOrderUrls.purchaseOrderNew())}
          />
        )}
      </RequireRestaurant>
    </>
  );
}

function IssuedOrders({
  restaurant,
  canCreate,
  onCreate,
}: {
  restaurant: SelectableRestaurant;
  canCreate: boolean;
  onCreate(): void;
}) {
  const list = useListState(ORDER_LIST, { scope: restaurant.id });
  const filter: PurchaseOrderFilter = baseFilter(list, PURCHASE_ORDER_STATUSES);
  const [kind, id] = list.state.filters.party.split(':');
  if (id && (kind === 'EXTERNAL' || kind === 'LABORATORY')) {
    filter.supplierId = id;
    filter.supplierKind = kind;
  }
  const { data, previousData, error, loading } = useQuery(PurchaseOrderListQuery, {
    variables: {
      restaurantId: restaurant.id,
      ...(Object.keys(filter).length > 0 && { filter }),
      ...sortVariable(list, ORDER_SORT_FIELDS),
      limit: list.limit,
      offset: list.offset,
    },
    // An order created, sent or received on its own screens changes the list.
    fetchPolicy: 'cache-and-network',
  });
  const suppliers = useQuery(CatalogueSupplierOptionsQuery);
  // Loading failures are only logged, as the catalogue's lists do.
  useEffect(() => {
    if (error) console.error('[purchase-orders] loading failed', error);
    if (suppliers.error)
      console.error('[purchase-orders] loading suppliers failed', suppliers.error);
  }, [error, suppliers.error]);
  const shown = data ?? previousData;
  const parties = (suppliers.data?.suppliers ?? [])
    // A restaurant does not order from itself.
    .filter((s) => !(s.kind === 'LABORATORY' && s.id === restaurant.id))
    .map((s) => ({ value: sellerKey(s), label: s.name, lab: s.kind === 'LABORATORY' }));

  return (
    <OrderList
      texts={{
        tableLabel: t.tableLabel,
        pagerLabel: t.pagerLabel,
        search: t.search,
        partyFilter: t.supplierFilter,
        allParties: t.allSuppliers,
        emptyTitle: t.emptyTitle,
        emptyDescription: t.emptyDescription,
        emptyFiltered: t.emptyFiltered,
      }}
      icon={<ReceiptLongOutlined />}
      list={list}
      columns={COLUMNS}
      statuses={PURCHASE_ORDER_STATUSES}
      statusLabel={issuerLabel}
      parties={parties}
      page={shown?.purchaseOrders}
      all={shown?.everyOrder.total ?? 0}
      error={error}
      loading={loading}
      emptyAction={
        canCreate ? <CreateButton label={t.createFirst} onClick={onCreate} /> : undefined
      }
    />
  );
}
