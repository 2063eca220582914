import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { pageWindow, TRACEABILITY_PAGE_SIZE, type DayRange } from '@bo/domain';
import type { TraceabilityFilter, TraceabilityRecordInput } from '../../../gql/graphql';
import { EMPTY_VALUE, formatDateTime } from '../../../lib/format.ts';
import { useDebouncedValue } from '../../../lib/useDebouncedValue.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker.tsx';
import {
  HygieneLogPage,
  useRecordSave,
  type HygieneLogContext,
} from '../shared/HygieneLogPage.tsx';
import { employeeOptions, personName } from '../shared/people.ts';
import { RecordTable } from '../shared/RecordTable.tsx';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import { TRACEABILITY_FORM_FIELDS, TraceabilityDialog } from './TraceabilityDialog.tsx';
import { traceabilityMessages as t } from './messages.ts';
import { RecordTraceabilityMutation, TraceabilityRecordsQuery } from './documents.ts';

const COLUMNS = [
  { label: t.columns.date },
  { label: t.columns.product },
  { label: t.columns.lot },
  { label: t.columns.supplier },
  { label: t.columns.employee },
  { label: t.columns.photo, align: 'center' as const },
];

/**
 * /hygiene/traceability: products received with their lot, 20 a page, filtered
 * (docs/areas/hygiene.md#traceability).
 */
export function TraceabilityPage() {
  return (
    <HygieneLogPage title={t.title} selectMessage={t.selectRestaurant} newLabel={t.newRecord}>
      {(context) => <RestaurantTraceability {...context} />}
    </HygieneLogPage>
  );
}

type Filters = { employeeId: string; productName: string; lotNumber: string };
const NO_FILTERS: Filters = { employeeId: '', productName: '', lotNumber: '' };

/**
 * The filters of docs/areas/hygiene.md#traceability within the page's period (whole days in the
 * restaurant's zone).
 */
function toFilter(filters: Filters, period: DayRange): TraceabilityFilter {
  return {
    ...(filters.employeeId && { employeeId: filters.employeeId }),
    ...(filters.productName.trim() && { productName: filters.productName.trim() }),
    ...(filters.lotNumber.trim() && { lotNumber: filters.lotNumber.trim() }),
    from: period.from,
    to: period.to,
  };
}

function RestaurantTraceability({ restaurant, creating, onCreateClosed }: HygieneLogContext) {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const period = usePeriod(timeZone);
  // The text filters show each keystroke at once; the query follows once typing pauses.
  const productName = useDebouncedValue(filters.productName);
  const lotNumber = useDebouncedValue(filters.lotNumber);
  const filter = toFilter({ ...filters, productName, lotNumber }, period.range);
  // The page number belongs to the filters applied: other filters or another period start on page 1.
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });
  const variables = {
    restaurantId: restaurant.id,
    filter,
    limit: TRACEABILITY_PAGE_SIZE,
    offset: (page - 1) * TRACEABILITY_PAGE_SIZE,
  };
  const { data, previousData, error } = useQuery(TraceabilityRecordsQuery, { variables });
  const [record] = useMutation(RecordTraceabilityMutation, {
    refetchQueries: ['TraceabilityRecords'],
    awaitRefetchQueries: true,
  });
  const { save, toast } = useRecordSave({
    record: (input: TraceabilityRecordInput) => record({ variables: { input } }),
    fields: TRACEABILITY_FORM_FIELDS,
    messages: t,
    onSaved: () => {
      onCreateClosed();
      setPage(1);
    },
  });
  const [viewed, setViewed] = useState<string | null>(null);
  // A failed load is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[traceability] loading failed', error);

  const shown = (data ?? previousData)?.restaurant;
  // The period's days are the restaurant's: its zone arrives with the first answer.
  if (data && data.restaurant.timeZone !== timeZone) setTimeZone(data.restaurant.timeZone);
  const employees = employeeOptions(shown?.employees);
  const result = data?.restaurant.traceabilityRecords;
  const total = result?.total ?? 0;
  const pageCount = Math.ceil(total / TRACEABILITY_PAGE_SIZE);
  const viewedRecord = result?.data.find((r) => r.id === viewed);
  const change = (name: keyof Filters, value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  const filtered = Object.values(filters).some(Boolean);

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
        <PeriodPicker period={period} timeZone={timeZone} />
        {filtered ? (
          <Button onClick={() => setFilters(NO_FILTERS)}>{t.filters.clear}</Button>
        ) : null}
        <Box sx={{ ml: { md: 'auto' } }}>
          <ExportButtons
            restaurantId={restaurant.id}
            range={period.range}
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
                  value: (r) => personName(r.employee, ''),
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
        <RecordTable
          log="TRACEABILITY"
          columns={COLUMNS}
          records={result?.data}
          onRowClick={(r) => (r.photo ? () => setViewed(r.id) : undefined)}
        >
          {(r) => (
            <>
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
            </>
          )}
        </RecordTable>
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
                personName(viewedRecord.employee, ''),
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

/**
 * At most TRACEABILITY_PAGE_BUTTONS page buttons around the current page
 * (docs/areas/hygiene.md#traceability).
 */
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
