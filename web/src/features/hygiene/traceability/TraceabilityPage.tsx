import { useMemo, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { TRACEABILITY_MAX_LIMIT, TRACEABILITY_PAGE_SIZE, type DayRange } from '@bo/domain';
import type {
  TraceabilityFilter,
  TraceabilityRecordInput,
  TraceabilityRecordsQuery as TraceabilityRecords,
  TraceabilitySortField,
} from '../../../gql/graphql';
import { EMPTY_VALUE, formatDateTime, formatPerson } from '../../../lib/format.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import { DataList, type ListColumn } from '../../../ui/list/DataList.tsx';
import { fetchAllPages } from '../../../ui/list/fetchAllPages.ts';
import { ListTextFilter } from '../../../ui/list/ListTextFilter.tsx';
import type { ListConfig } from '../../../ui/list/listState.ts';
import { sortVariable, useListState, type ListController } from '../../../ui/list/useListState.ts';
import { usePermissions } from '../../../ui/usePermissions.ts';
import { ExportButtons } from '../shared/ExportButtons.tsx';
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker.tsx';
import {
  HygieneLogPage,
  useRecordSave,
  type HygieneLogContext,
} from '../shared/HygieneLogPage.tsx';
import { CorrectionActions } from '../shared/Corrections.tsx';
import type { CorrectableRecord } from '../shared/corrections.ts';
import { employeeOptions, recordAuthor } from '../shared/people.ts';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import { TRACEABILITY_FORM_FIELDS, TraceabilityDialog } from './TraceabilityDialog.tsx';
import { traceabilityMessages as t } from './messages.ts';
import {
  RecordTraceabilityMutation,
  TraceabilityExportQuery,
  TraceabilityRecordsQuery,
} from './documents.ts';

type Row = TraceabilityRecords['restaurant']['traceabilityRecords']['data'][number];

/** The graph's sort field of each sortable column. */
const SORT_FIELDS = {
  createdAt: 'CREATED_AT',
  productName: 'PRODUCT_NAME',
  lotNumber: 'LOT_NUMBER',
  supplierName: 'SUPPLIER_NAME',
} as const satisfies Record<string, TraceabilitySortField>;
type SortColumn = keyof typeof SORT_FIELDS;

/** The list's address: ?employee=&product=&lot=&page=&sort=&order= (docs/how-to/lists.md). */
const LIST: ListConfig<SortColumn, 'employee' | 'product' | 'lot'> = {
  // 20 a page, the newest first (docs/areas/hygiene.md#traceability).
  pageSize: TRACEABILITY_PAGE_SIZE,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  sortFields: Object.keys(SORT_FIELDS) as SortColumn[],
  filters: ['employee', 'product', 'lot'],
};
type TraceabilityList = ListController<SortColumn, 'employee' | 'product' | 'lot'>;

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

/**
 * The filters of docs/areas/hygiene.md#traceability within the page's period (whole days in the
 * restaurant's zone).
 */
function toFilter({ filters }: TraceabilityList['state'], period: DayRange): TraceabilityFilter {
  return {
    ...(filters.employee && { employeeId: filters.employee }),
    ...(filters.product.trim() && { productName: filters.product.trim() }),
    ...(filters.lot.trim() && { lotNumber: filters.lot.trim() }),
    from: period.from,
    to: period.to,
  };
}

function RestaurantTraceability({ restaurant, creating, onCreateClosed }: HygieneLogContext) {
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const period = usePeriod(timeZone);
  // Another period is another list: back to its first page.
  const list = useListState(LIST, { scope: `${period.range.from}/${period.range.to}` });
  const query = {
    restaurantId: restaurant.id,
    filter: toFilter(list.state, period.range),
    ...sortVariable(list, SORT_FIELDS),
  };
  const variables = { ...query, limit: list.limit, offset: list.offset };
  const { data, previousData, error, loading } = useQuery(TraceabilityRecordsQuery, {
    variables,
  });
  const client = useApolloClient();
  const [record] = useMutation(RecordTraceabilityMutation);
  const { save, toast, refusal } = useRecordSave({
    record: (input: TraceabilityRecordInput) => record({ variables: { input } }),
    fields: TRACEABILITY_FORM_FIELDS,
    messages: t,
    onSaved: () => {
      onCreateClosed();
      list.setPage(1);
    },
  });
  const [viewed, setViewed] = useState<string | null>(null);
  // A failed load is only logged (docs/areas/platform.md#errors).
  if (error) console.error('[traceability] loading failed', error);

  const shown = (data ?? previousData)?.restaurant;
  // The period's days are the restaurant's: its zone arrives with the first answer.
  if (data && data.restaurant.timeZone !== timeZone) setTimeZone(data.restaurant.timeZone);
  const employees = employeeOptions(shown?.employees);
  const result = shown?.traceabilityRecords;
  const viewedRecord = result?.data.find((r) => r.id === viewed);

  // The CSV holds every record of the filter and the order on screen, not only this page.
  const allRecords = () =>
    fetchAllPages(async (offset, limit) => {
      const answer = await client.query({
        query: TraceabilityExportQuery,
        variables: { ...query, offset, limit },
        fetchPolicy: 'no-cache',
      });
      if (!answer.data) throw answer.error ?? new Error('[traceability] export failed');
      return answer.data.restaurant.traceabilityRecords;
    }, TRACEABILITY_MAX_LIMIT);

  // The same columns from one render to the next: the grid does not rework them on each keystroke.
  const { canEdit, canDelete } = usePermissions('HYGIENE');
  const columns = useMemo(
    () => traceabilityColumns({ canCorrect: canEdit, canVoid: canDelete }, setViewed),
    [canEdit, canDelete],
  );

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
          value={
            employees.some((e) => e.id === list.state.filters.employee)
              ? list.state.filters.employee
              : ''
          }
          onChange={(e) => list.setFilter('employee', e.target.value)}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t.filters.allEmployees}</MenuItem>
          {employees.map((e) => (
            <MenuItem key={e.id} value={e.id}>
              {e.name}
            </MenuItem>
          ))}
        </TextField>
        <ListTextFilter list={list} name="product" label={t.filters.product} />
        <ListTextFilter list={list} name="lot" label={t.filters.lot} />
        <PeriodPicker period={period} timeZone={timeZone} />
        {list.filtered ? <Button onClick={list.clearFilters}>{t.filters.clear}</Button> : null}
        <Box sx={{ ml: { md: 'auto' } }}>
          <ExportButtons
            restaurantId={restaurant.id}
            range={period.range}
            disabled={!result || result.total === 0}
            csv={{
              filename: `${t.csvName}-${restaurant.id}-${period.range.from}-${period.range.to}`,
              columns: [
                { header: t.columns.date, value: (r) => formatDateTime(r.createdAt) },
                { header: t.columns.product, value: (r) => r.productName },
                { header: t.columns.lot, value: (r) => r.lotNumber },
                { header: t.columns.supplier, value: (r) => r.supplierName ?? '' },
                {
                  header: t.columns.employee,
                  value: (r) => formatPerson(recordAuthor(r), ''),
                },
                { header: t.notes, value: (r) => r.notes ?? '' },
              ],
              rows: allRecords,
            }}
          />
        </Box>
      </Stack>
      {result && result.total === 0 ? (
        <EmptyState title={list.filtered ? t.emptyFiltered : t.empty} />
      ) : (
        <DataList
          label={t.listLabel}
          pagerLabel={t.pager.label}
          columns={columns}
          rows={result?.data ?? null}
          total={result?.total ?? 0}
          loading={loading}
          list={list}
          onRowClick={(r) => (r.photo ? setViewed(r.id) : undefined)}
          crossedOut={(r) => !!r.voided}
        />
      )}
      <PhotoDialog
        title={t.viewerTitle}
        photos={viewedRecord?.photo ? [viewedRecord.photo] : []}
        caption={
          viewedRecord
            ? [
                viewedRecord.productName,
                `Lot ${viewedRecord.lotNumber}`,
                viewedRecord.supplierName,
                formatPerson(recordAuthor(viewedRecord), ''),
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
        refusal={refusal}
        onClose={onCreateClosed}
      />
      {toast}
    </Stack>
  );
}

/** The list's columns; the last one holds the corrections' actions (history, 'Corriger', 'Annuler'). */
function traceabilityColumns(
  rights: { canCorrect: boolean; canVoid: boolean },
  view: (id: string) => void,
): ListColumn<Row>[] {
  return [
    {
      field: 'createdAt',
      header: t.columns.date,
      cell: (r) => formatDateTime(r.createdAt),
      minWidth: 140,
    },
    { field: 'productName', header: t.columns.product, cell: (r) => r.productName, card: 'title' },
    { field: 'lotNumber', header: t.columns.lot, cell: (r) => r.lotNumber },
    {
      field: 'supplierName',
      header: t.columns.supplier,
      cell: (r) => r.supplierName ?? EMPTY_VALUE,
    },
    { field: 'employee', header: t.columns.employee, cell: (r) => formatPerson(recordAuthor(r)) },
    {
      field: 'photo',
      header: t.columns.photo,
      align: 'center',
      flex: 0.6,
      cell: (r) =>
        r.photo ? (
          <IconButton
            size="small"
            sx={{ p: 0.25 }}
            aria-label={`${t.photo} : ${r.productName}`}
            onClick={(event) => {
              event.stopPropagation();
              view(r.id);
            }}
          >
            <PhotoCameraOutlined fontSize="small" />
          </IconButton>
        ) : (
          <Typography variant="body2" component="span" sx={{ color: 'textSecondary' }}>
            {t.noPhoto}
          </Typography>
        ),
    },
    {
      field: 'corrections',
      header: t.columns.history,
      align: 'right',
      minWidth: 130,
      card: 'actions',
      cell: (r) => (
        // The actions open their own dialogs: a click there is not a click on the row.
        <Box onClick={(event) => event.stopPropagation()} sx={{ whiteSpace: 'nowrap' }}>
          <CorrectionActions
            log="TRACEABILITY"
            record={r as CorrectableRecord}
            canCorrect={rights.canCorrect}
            canVoid={rights.canVoid}
          />
        </Box>
      ),
    },
  ];
}
