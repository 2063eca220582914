import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { compareNames } from '@bo/domain';
import type { CleaningRecordInput } from '../../../gql/graphql';
import { EMPTY_VALUE, formatDateTime, formatPerson } from '../../../lib/format.ts';
import { EmptyState } from '../../../ui/EmptyState.tsx';
import {
  HygieneLogPage,
  PeriodToolbar,
  useRecordSave,
  type HygieneLogContext,
} from '../shared/HygieneLogPage.tsx';
import { usePeriod } from '../shared/PeriodPicker.tsx';
import { employeeOptions } from '../shared/people.ts';
import { RecordTable } from '../shared/RecordTable.tsx';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import { CLEANING_FORM_FIELDS, CleaningDialog } from './CleaningDialog.tsx';
import { cleaningMessages as t } from './messages.ts';
import { CleaningRecordsQuery, RecordCleaningMutation } from './documents.ts';

const COLUMNS = [
  { label: t.columns.date },
  { label: t.columns.target },
  { label: t.columns.zone },
  { label: t.columns.employee },
  { label: t.columns.notes },
  { label: t.columns.photos, align: 'center' as const },
];

/**
 * /hygiene/cleaning: cleanings of the period, newest first; a row opens its photos
 * (docs/areas/hygiene.md#cleaning).
 */
export function CleaningPage() {
  return (
    <HygieneLogPage title={t.title} selectMessage={t.selectRestaurant} newLabel={t.newRecord}>
      {(context) => <RestaurantCleaning {...context} />}
    </HygieneLogPage>
  );
}

function RestaurantCleaning({ restaurant, creating, onCreateClosed }: HygieneLogContext) {
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const period = usePeriod(timeZone);
  const { data, previousData, error } = useQuery(CleaningRecordsQuery, {
    variables: { restaurantId: restaurant.id, ...period.range },
  });
  const [record] = useMutation(RecordCleaningMutation);
  const { save, toast, refusal } = useRecordSave({
    record: (input: CleaningRecordInput) => record({ variables: { input } }),
    fields: CLEANING_FORM_FIELDS,
    messages: t,
    onSaved: onCreateClosed,
  });
  const [viewed, setViewed] = useState<string | null>(null);
  if (error) console.error('[cleaning] loading failed', error);

  const current = data?.restaurant;
  const shown = current ?? previousData?.restaurant;
  // The period's days are the restaurant's: its zone arrives with the first answer.
  if (current && current.timeZone !== timeZone) setTimeZone(current.timeZone);
  const records = current?.cleaningRecords;
  const viewedRecord = records?.find((r) => r.id === viewed);
  const employees = employeeOptions(shown?.employees);
  const byName = <T extends { name: string }>(list: readonly T[] | undefined) =>
    [...(list ?? [])].sort(compareNames);

  const targetOf = (r: NonNullable<typeof records>[number]) => r.equipment ?? r.surface;

  return (
    <Stack spacing={2}>
      <PeriodToolbar
        restaurantId={restaurant.id}
        period={period}
        timeZone={timeZone}
        rows={records}
        csvName={t.csvName}
        columns={[
          { header: t.columns.date, value: (r) => formatDateTime(r.cleanedAt) },
          { header: t.columns.target, value: (r) => targetOf(r)?.name ?? '' },
          { header: t.columns.zone, value: (r) => targetOf(r)?.zone?.name ?? '' },
          { header: t.columns.employee, value: (r) => formatPerson(r.employee, '') },
          { header: t.columns.notes, value: (r) => r.notes ?? '' },
          { header: t.columns.photos, value: (r) => r.photos.length },
        ]}
      />
      {records && records.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <RecordTable
          log="CLEANING"
          columns={COLUMNS}
          records={records}
          onRowClick={(r) => (r.photos.length ? () => setViewed(r.id) : undefined)}
        >
          {(r) => (
            <>
              <TableCell>{formatDateTime(r.cleanedAt)}</TableCell>
              <TableCell>{targetOf(r)?.name ?? EMPTY_VALUE}</TableCell>
              <TableCell>{targetOf(r)?.zone?.name ?? EMPTY_VALUE}</TableCell>
              <TableCell>{formatPerson(r.employee)}</TableCell>
              <TableCell>{r.notes ?? EMPTY_VALUE}</TableCell>
              <TableCell align="center" sx={{ py: 0 }}>
                {r.photos.length ? (
                  <Button
                    size="small"
                    sx={{ py: 0 }}
                    startIcon={<PhotoLibraryOutlined fontSize="small" />}
                    onClick={(event) => {
                      event.stopPropagation();
                      setViewed(r.id);
                    }}
                  >
                    {t.photos(r.photos.length)}
                  </Button>
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
      <PhotoDialog
        title={t.viewerTitle}
        photos={viewedRecord?.photos ?? []}
        caption={
          viewedRecord
            ? `${targetOf(viewedRecord)?.name ?? ''} — ${formatDateTime(viewedRecord.cleanedAt)}`
            : undefined
        }
        onClose={() => setViewed(null)}
      />
      <CleaningDialog
        open={creating}
        restaurantId={restaurant.id}
        equipments={byName(shown?.equipments)}
        surfaces={byName(shown?.surfaces)}
        employees={employees}
        onSave={save}
        refusal={refusal}
        onClose={onCreateClosed}
      />
      {toast}
    </Stack>
  );
}
