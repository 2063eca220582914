import { Link as RouterLink } from 'react-router-dom';
import Link from '@mui/material/Link';
import {
  STOCK_MOVEMENT_REASON_LABELS,
  STOCK_MOVEMENT_TYPE_LABELS,
  inventoryTitle,
  isBaseUnit,
  quantityText,
  stockText,
  type BaseUnit,
} from '@bo/domain';
import type { StockMovementsQuery } from '../../gql/graphql';
import { EMPTY_VALUE, formatDateTime, formatPerson } from '../../lib/format.ts';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import type { ListController } from '../../ui/list/useListState.ts';
import { inventoryUrls } from '../inventory/urls.ts';
import { stockMessages as t } from './messages.ts';

export type MovementRow = StockMovementsQuery['restaurant']['stockMovements']['data'][number];

const MOVEMENT_PAGE_SIZES = [25, 50, 100] as const;

/**
 * The history's address: ?page=&size=. The graph gives the most recent first and no other order.
 */
export const MOVEMENT_LIST: ListConfig<'occurredAt', never> = {
  pageSize: MOVEMENT_PAGE_SIZES[0],
  pageSizes: MOVEMENT_PAGE_SIZES,
  defaultSort: { field: 'occurredAt', direction: 'desc' },
  sortFields: [],
  filters: [],
};

const c = t.product.columns;

interface MovementsTableProps {
  rows: readonly MovementRow[] | null;
  total: number;
  loading: boolean;
  list: ListController<'occurredAt', never>;
  /** Before and after are in the product's base unit: shown in its display unit. */
  baseUnit: BaseUnit;
}

/** A product's movements: date, type, reason, quantity, before, after, who, note. */
export function MovementsTable({ rows, total, loading, list, baseUnit }: MovementsTableProps) {
  const columns: ListColumn<MovementRow>[] = [
    {
      field: 'occurredAt',
      header: c.date,
      card: 'title',
      minWidth: 140,
      cell: (mv) => formatDateTime(mv.occurredAt),
    },
    {
      field: 'type',
      header: c.type,
      minWidth: 100,
      cell: (mv) => STOCK_MOVEMENT_TYPE_LABELS[mv.type],
    },
    {
      field: 'reason',
      header: c.reason,
      minWidth: 120,
      cell: (mv) =>
        mv.reason === 'INVENTORY' && mv.inventory ? (
          <Link
            component={RouterLink}
            to={inventoryUrls.inventory(mv.inventory.id)}
            underline="hover"
          >
            {inventoryTitle(mv.inventory.id)}
          </Link>
        ) : (
          STOCK_MOVEMENT_REASON_LABELS[mv.reason]
        ),
    },
    {
      field: 'quantity',
      header: c.quantity,
      align: 'right',
      minWidth: 100,
      // In the base unit, read as the levels beside it are (13 000 g → 13 kg); else as typed.
      cell: (mv) =>
        isBaseUnit(mv.unit) ? stockText(mv.quantity, mv.unit) : quantityText(mv.quantity, mv.unit),
    },
    {
      field: 'stockBefore',
      header: c.before,
      align: 'right',
      minWidth: 90,
      cell: (mv) => stockText(mv.stockBefore, baseUnit),
    },
    {
      field: 'stockAfter',
      header: c.after,
      align: 'right',
      minWidth: 90,
      cell: (mv) => stockText(mv.stockAfter, baseUnit),
    },
    {
      field: 'createdBy',
      header: c.by,
      minWidth: 120,
      cell: (mv) => formatPerson(mv.createdBy),
    },
    {
      field: 'note',
      header: c.note,
      flex: 1.5,
      minWidth: 140,
      cell: (mv) => mv.note || EMPTY_VALUE,
    },
  ];
  return (
    <DataList
      label={t.product.movementsLabel}
      pagerLabel={t.product.movementsPager}
      columns={columns}
      rows={rows}
      total={total}
      loading={loading}
      list={list}
    />
  );
}
