import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs from 'dayjs';
import {
  BUSINESS_TIME_ZONE,
  compareEmployees,
  pageWindow,
  presetRange,
  TRACEABILITY_PAGE_SIZE,
} from '@bo/domain';
import { graphql } from '../../../gql';
import type { TraceabilityFilter, TraceabilityRecordInput } from '../../../gql/graphql';
import type { SelectableRestaurant } from '../../../app/restaurant-selection.tsx';
import { useSelectedRestaurant } from '../../../app/restaurant-selection.tsx';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format.ts';
import { splitSaveErrors } from '../../../lib/save-errors.ts';
import { CreateButton } from '../../../ui/CreateButton.tsx';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { RestaurantPage } from '../../../ui/RestaurantPage.tsx';
import { Head, SkeletonRows } from '../../../ui/TableParts.tsx';
import { usePermissions } from '../../../ui/usePermissions.ts';
import { useToast } from '../../../ui/useToast.tsx';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import { TRACEABILITY_FORM_FIELDS, TraceabilityDialog } from './TraceabilityDialog.tsx';
import { traceabilityMessages as t } from './messages.ts';

export const TraceabilityRecordsQuery = graphql(`
  query TraceabilityRecords(
    $restaurantId: ID!
    $filter: TraceabilityFilter
    $limit: Int
    $offset: Int
  ) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      employees {
        id
        firstName
        lastName
      }
      traceabilityRecords(filter: $filter, limit: $limit, offset: $offset) {
        total
        limit
        offset
        data {
          id
          productName
          lotNumber
          supplierName
          notes
          createdAt
          employee {
            id
            firstName
            lastName
          }
          photo {
            id
            url
          }
        }
      }
    }
  }
`);

export const RecordTraceabilityMutation = graphql(`
  mutation RecordTraceability($input: TraceabilityRecordInput!) {
    recordTraceability(input: $input) {
      id
    }
  }
`);

const COLUMNS = [
  { label: t.columns.date },
  { label: t.columns.product },
  { label: t.columns.lot },
  { label: t.columns.supplier },
  { label: t.columns.employee },
  { label: t.columns.photo, align: 'center' as const },
];

/** /hygiene/traceability: products received with their lot, 20 a page, filtered (spec 001 §7). */
export function TraceabilityPage() {
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('HYGIENE');
  const [creating, setCreating] = useState(false);
  return (
    <RestaurantPage
      title={t.title}
      permissions={permissions}
      selectMessage={t.selectRestaurant}
      actions={
        <CreateButton
          label={t.newRecord}
          disabled={!restaurant || !permissions.canCreate}
          onClick={() => setCreating(true)}
        />
      }
    >
      {(selected) => (
        <RestaurantTraceability
          restaurant={selected}
          creating={creating}
          onCreateClosed={() => setCreating(false)}
        />
      )}
    </RestaurantPage>
  );
}

type Filters = { employeeId: string; productName: string; lotNumber: string; date: string };
const NO_FILTERS: Filters = { employeeId: '', productName: '', lotNumber: '', date: '' };

function toFilter(filters: Filters): TraceabilityFilter {
  return {
    ...(filters.employeeId && { employeeId: filters.employeeId }),
    ...(filters.productName.trim() && { productName: filters.productName.trim() }),
    ...(filters.lotNumber.trim() && { lotNumber: filters.lotNumber.trim() }),
    ...(filters.date && { date: filters.date }),
  };
}

const personName = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : EMPTY_VALUE;

function RestaurantTraceability({
  restaurant,
  creating,
  onCreateClosed,
}: {
  restaurant: SelectableRestaurant;
  creating: boolean;
  onCreateClosed(): void;
}) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const variables = {
    restaurantId: restaurant.id,
    filter: toFilter(filters),
    limit: TRACEABILITY_PAGE_SIZE,
    offset: (page - 1) * TRACEABILITY_PAGE_SIZE,
  };
  const { data, previousData, error } = useQuery(TraceabilityRecordsQuery, { variables });
  const [record] = useMutation(RecordTraceabilityMutation, {
    refetchQueries: ['TraceabilityRecords'],
    awaitRefetchQueries: true,
  });
  const { show, toast } = useToast();
  const [viewed, setViewed] = useState<string | null>(null);
  // Spec 001 §8: a failed load is only logged.
  if (error) console.error('[traceability] loading failed', error);

  const shown = (data ?? previousData)?.restaurant;
  const employees = [...(shown?.employees ?? [])]
    .sort(compareEmployees)
    .map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` }));
  const result = data?.restaurant.traceabilityRecords;
  const total = result?.total ?? 0;
  const pageCount = Math.ceil(total / TRACEABILITY_PAGE_SIZE);
  const viewedRecord = result?.data.find((r) => r.id === viewed);
  const change = (name: keyof Filters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  };
  const filtered = Object.values(filters).some(Boolean);

  const save = async (input: TraceabilityRecordInput) => {
    try {
      await record({ variables: { input } });
      onCreateClosed();
      setPage(1);
      show(t.created);
    } catch (failure) {
      return splitSaveErrors(failure, TRACEABILITY_FORM_FIELDS, t.saveFailed);
    }
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t.filters.employee}
          value={filters.employeeId}
          onChange={(e) => change('employeeId', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t.filters.allEmployees}</MenuItem>
          {employees.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t.filters.product}
          value={filters.productName}
          onChange={(e) => change('productName', e.target.value)}
        />
        <TextField
          size="small"
          label={t.filters.lot}
          value={filters.lotNumber}
          onChange={(e) => change('lotNumber', e.target.value)}
        />
        <DatePicker
          label={t.filters.date}
          value={filters.date ? dayjs(filters.date) : null}
          onChange={(value) =>
            change('date', value && value.isValid() ? value.format('YYYY-MM-DD') : '')
          }
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
        />
        {filtered ? (
          <Button
            onClick={() => {
              setFilters(NO_FILTERS);
              setPage(1);
            }}
          >
            {t.filters.clear}
          </Button>
        ) : null}
        <Box sx={{ ml: { md: 'auto' } }}>
          <ExportButtons
            restaurantId={restaurant.id}
            range={
              filters.date
                ? { from: filters.date, to: filters.date }
                : presetRange('LAST_7_DAYS', shown?.timeZone ?? BUSINESS_TIME_ZONE)
            }
            disabled={!result || result.data.length === 0}
            csv={{
              filename: `${t.csvName}-${restaurant.id}-page-${page}`,
              columns: [
                { header: t.columns.date, value: (r) => formatDateTime(r.createdAt) },
                { header: t.columns.product, value: (r) => r.productName },
                { header: t.columns.lot, value: (r) => r.lotNumber },
                { header: t.columns.supplier, value: (r) => r.supplierName ?? '' },
                {
                  header: t.columns.employee,
                  value: (r) => (r.employee ? personName(r.employee) : ''),
                },
                { header: t.notes, value: (r) => r.notes ?? '' },
              ],
              rows: result?.data ?? [],
            }}
          />
        </Box>
      </Stack>
      {result && result.data.length === 0 ? (
        <EmptyState title={filtered ? t.emptyFiltered : t.empty} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <Head columns={COLUMNS} />
            <TableBody>
              {!result ? (
                <SkeletonRows columns={COLUMNS.length} />
              ) : (
                result.data.map((r) => (
                  <TableRow
                    key={r.id}
                    hover
                    onClick={r.photo ? () => setViewed(r.id) : undefined}
                    sx={r.photo ? { cursor: 'pointer' } : undefined}
                  >
                    <TableCell>{formatDateTime(r.createdAt)}</TableCell>
                    <TableCell>{r.productName}</TableCell>
                    <TableCell>{r.lotNumber}</TableCell>
                    <TableCell>{r.supplierName ?? EMPTY_VALUE}</TableCell>
                    <TableCell>{personName(r.employee)}</TableCell>
                    <TableCell align="center" sx={{ py: 0 }}>
                      {r.photo ? (
                        <IconButton
                          size="small"
                          sx={{ p: 0.25 }}
                          aria-label={`${t.photo} : ${r.productName}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            setViewed(r.id);
                          }}
                        >
                          <PhotoCameraOutlined fontSize="small" />
                        </IconButton>
                      ) : (
                        <Typography variant="body2" sx={{ color: 'textSecondary' }}>
                          {t.noPhoto}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pageCount > 1 ? (
        <Pager page={page} pageCount={pageCount} total={total} onPage={setPage} />
      ) : null}
      <PhotoDialog
        title={t.viewerTitle}
        photos={viewedRecord?.photo ? [viewedRecord.photo] : []}
        caption={
          viewedRecord
            ? [
                viewedRecord.productName,
                `Lot ${viewedRecord.lotNumber}`,
                viewedRecord.supplierName,
                viewedRecord.employee ? personName(viewedRecord.employee) : null,
                formatDateTime(viewedRecord.createdAt),
                viewedRecord.notes,
              ]
                .filter(Boolean)
                .join(' — ')
            : undefined
        }
        onClose={() => setViewed(null)}
      />
      <TraceabilityDialog
        open={creating}
        restaurantId={restaurant.id}
        employees={employees}
        onSave={save}
        onClose={onCreateClosed}
      />
      {toast}
    </Stack>
  );
}

/** At most TRACEABILITY_PAGE_BUTTONS page buttons around the current page (spec 001 §9). */
function Pager({
  page,
  pageCount,
  total,
  onPage,
}: {
  page: number;
  pageCount: number;
  total: number;
  onPage(page: number): void;
}) {
  const first = (page - 1) * TRACEABILITY_PAGE_SIZE + 1;
  const last = Math.min(page * TRACEABILITY_PAGE_SIZE, total);
  return (
    <Box
      component="nav"
      aria-label={t.pager.label}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}
    >
      <Typography variant="body2" sx={{ mr: 2, color: 'textSecondary' }}>
        {t.pager.range(first, last, total)}
      </Typography>
      <IconButton
        aria-label={t.pager.previous}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, pageCount).map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === page ? 'contained' : 'text'}
          aria-label={t.pager.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          sx={{ minWidth: 36 }}
        >
          {n}
        </Button>
      ))}
      <IconButton
        aria-label={t.pager.next}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Box>
  );
}
