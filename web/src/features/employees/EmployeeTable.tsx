import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  CONTRACT_TYPE_LABELS,
  EMPLOYEE_PAGE_SIZE,
  EMPLOYEE_PAGE_SIZES,
  personName,
} from '@bo/domain';
import type { EmployeeSortField, EmployeeTable_EmployeeFragment } from '../../gql/graphql';
import { EMPTY_VALUE, formatDate } from '../../lib/format.ts';
import { DataList, type ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import type { ListController } from '../../ui/list/useListState.ts';
import { employeeMessages as t } from './messages.ts';

export type EmployeeRow = EmployeeTable_EmployeeFragment;

/** The graph's sort field of each sortable column. */
export const EMPLOYEE_SORT_FIELDS = {
  name: 'NAME',
  createdAt: 'CREATED_AT',
} as const satisfies Record<string, EmployeeSortField>;
type SortColumn = keyof typeof EMPLOYEE_SORT_FIELDS;

/** The list's address: ?search=&page=&size=&sort=&order= (docs/how-to/lists.md). */
export const EMPLOYEE_LIST: ListConfig<SortColumn, 'search'> = {
  pageSize: EMPLOYEE_PAGE_SIZE,
  pageSizes: EMPLOYEE_PAGE_SIZES,
  defaultSort: { field: 'name', direction: 'asc' },
  sortFields: Object.keys(EMPLOYEE_SORT_FIELDS) as SortColumn[],
  filters: ['search'],
};
export type EmployeeListController = ListController<SortColumn, 'search'>;

function contractText(e: EmployeeRow): string {
  const parts = [
    e.contractType ? CONTRACT_TYPE_LABELS[e.contractType] : null,
    e.contractNbHours === null || e.contractNbHours === undefined
      ? null
      : t.hours(e.contractNbHours),
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : EMPTY_VALUE;
}

interface EmployeeTableProps {
  /** The page's employees; null while loading: skeleton rows. */
  employees: readonly EmployeeRow[] | null;
  /** Employees matching the search, all pages together. */
  total: number;
  loading: boolean;
  list: EmployeeListController;
  /**
   * The PIN column: a PIN is a secret of those who set it (domain canReadPin: the EMPLOYEES edit
   * permission); the graph answers null to the others, who get no column at all.
   */
  showPin: boolean;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(employee: EmployeeRow): void;
  onDelete(employee: EmployeeRow): void;
}

/**
 * The staff list (docs/how-to/lists.md): name, PIN (for those who may read it), contract,
 * restaurant, date added, actions; by pages, sorted by name or date added, on a phone one card each.
 */
export function EmployeeTable({
  employees,
  total,
  loading,
  list,
  showPin,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: EmployeeTableProps) {
  const columns: ListColumn<EmployeeRow>[] = [
    {
      field: 'name',
      header: t.columns.name,
      card: 'title',
      minWidth: 160,
      cell: (e) => (
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {personName(e)}
        </Typography>
      ),
    },
    ...(showPin
      ? [
          {
            field: 'pin',
            header: t.columns.pin,
            flex: 0.6,
            cell: (e: EmployeeRow) => (
              <Box
                component="span"
                sx={{
                  fontFamily: 'monospace',
                  letterSpacing: '0.15em',
                  bgcolor: 'action.hover',
                  px: 1,
                  py: 0.25,
                  borderRadius: 1,
                }}
              >
                {e.pin}
              </Box>
            ),
          },
        ]
      : []),
    { field: 'contract', header: t.columns.contract, minWidth: 150, cell: contractText },
    { field: 'restaurant', header: t.columns.restaurant, cell: (e) => e.restaurant.name },
    { field: 'createdAt', header: t.columns.createdAt, cell: (e) => formatDate(e.createdAt) },
    {
      field: 'actions',
      header: t.columns.actions,
      align: 'right',
      card: 'actions',
      cell: (e) => {
        const name = personName(e);
        return (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <IconButton
              size="small"
              aria-label={t.edit(name)}
              disabled={!canEdit}
              onClick={() => onEdit(e)}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
            <Tooltip title={canDelete ? '' : t.deleteForbidden}>
              {/* A disabled button gets no pointer events: the span keeps the tooltip. */}
              <span>
                <IconButton
                  size="small"
                  color="error"
                  aria-label={t.delete(name)}
                  disabled={!canDelete}
                  onClick={() => onDelete(e)}
                >
                  <DeleteOutlined fontSize="small" />
                </IconButton>
              </span>
            </Tooltip>
          </Box>
        );
      },
    },
  ];
  return (
    <DataList
      label={t.tableLabel}
      pagerLabel={t.pagerLabel}
      columns={columns}
      rows={employees}
      total={total}
      loading={loading}
      list={list}
    />
  );
}
