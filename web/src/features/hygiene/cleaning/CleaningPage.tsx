import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import { compareEmployees, compareNames } from '@bo/domain';
import { graphql } from '../../../gql';
import type { CleaningRecordInput } from '../../../gql/graphql';
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
import { PeriodPicker, usePeriod } from '../shared/PeriodPicker.tsx';
import { PhotoDialog } from '../shared/PhotoDialog.tsx';
import { CLEANING_FORM_FIELDS, CleaningDialog } from './CleaningDialog.tsx';
import { cleaningMessages as t } from './messages.ts';

export const CleaningRecordsQuery = graphql(`
  query CleaningRecords($restaurantId: ID!, $from: Date!, $to: Date!) {
    restaurant(id: $restaurantId) {
      id
      timeZone
      employees {
        id
        firstName
        lastName
      }
      equipments {
        id
        name
      }
      surfaces {
        id
        name
      }
      cleaningRecords(from: $from, to: $to) {
        id
        cleanedAt
        notes
        equipment {
          id
          name
          zone {
            id
            name
          }
        }
        surface {
          id
          name
          zone {
            id
            name
          }
        }
        employee {
          id
          firstName
          lastName
        }
        photos {
          id
          url
        }
      }
    }
  }
`);

export const RecordCleaningMutation = graphql(`
  mutation RecordCleaning($input: CleaningRecordInput!) {
    recordCleaning(input: $input) {
      id
    }
  }
`);

const COLUMNS = [
  { label: t.columns.date },
  { label: t.columns.target },
  { label: t.columns.zone },
  { label: t.columns.employee },
  { label: t.columns.notes },
  { label: t.columns.photos, align: 'center' as const },
];

/** /hygiene/cleaning: cleanings of the period, newest first; a row opens its photos (§7). */
export function CleaningPage() {
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
        <RestaurantCleaning
          restaurant={selected}
          creating={creating}
          onCreateClosed={() => setCreating(false)}
        />
      )}
    </RestaurantPage>
  );
}

const personName = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : '';

function RestaurantCleaning({
  restaurant,
  creating,
  onCreateClosed,
}: {
  restaurant: SelectableRestaurant;
  creating: boolean;
  onCreateClosed(): void;
}) {
  const [timeZone, setTimeZone] = useState<string | null>(null);
  const period = usePeriod(timeZone);
  const { data, previousData, error } = useQuery(CleaningRecordsQuery, {
    variables: { restaurantId: restaurant.id, ...period.range },
  });
  const [record] = useMutation(RecordCleaningMutation, {
    refetchQueries: ['CleaningRecords'],
    awaitRefetchQueries: true,
  });
  const { show, toast } = useToast();
  const [viewed, setViewed] = useState<string | null>(null);
  if (error) console.error('[cleaning] loading failed', error);

  const current = data?.restaurant;
  const shown = current ?? previousData?.restaurant;
  // The period's days are the restaurant's: its zone arrives with the first answer.
  if (current && current.timeZone !== timeZone) setTimeZone(current.timeZone);
  const records = current?.cleaningRecords;
  const viewedRecord = records?.find((r) => r.id === viewed);
  const employees = [...(shown?.employees ?? [])]
    .sort(compareEmployees)
    .map((e) => ({ id: e.id, name: `${e.firstName} ${e.lastName}` }));
  const byName = <T extends { name: string }>(list: readonly T[] | undefined) =>
    [...(list ?? [])].sort(compareNames);

  const save = async (input: CleaningRecordInput) => {
    try {
      await record({ variables: { input } });
      onCreateClosed();
      show(t.created);
    } catch (failure) {
      return splitSaveErrors(failure, CLEANING_FORM_FIELDS, t.saveFailed);
    }
  };
  const targetOf = (r: NonNullable<typeof records>[number]) => r.equipment ?? r.surface;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
      >
        <PeriodPicker period={period} timeZone={timeZone} />
        <ExportButtons
          restaurantId={restaurant.id}
          range={period.range}
          disabled={!records || records.length === 0}
          csv={{
            filename: `${t.csvName}-${period.range.from}-${period.range.to}`,
            columns: [
              { header: t.columns.date, value: (r) => formatDateTime(r.cleanedAt) },
              { header: t.columns.target, value: (r) => targetOf(r)?.name ?? '' },
              { header: t.columns.zone, value: (r) => targetOf(r)?.zone?.name ?? '' },
              { header: t.columns.employee, value: (r) => personName(r.employee) },
              { header: t.columns.notes, value: (r) => r.notes ?? '' },
              { header: t.columns.photos, value: (r) => r.photos.length },
            ],
            rows: records ?? [],
          }}
        />
      </Stack>
      {records && records.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <Head columns={COLUMNS} />
            <TableBody>
              {!records ? (
                <SkeletonRows columns={COLUMNS.length} />
              ) : (
                records.map((r) => (
                  <TableRow
                    key={r.id}
                    hover
                    onClick={r.photos.length ? () => setViewed(r.id) : undefined}
                    sx={r.photos.length ? { cursor: 'pointer' } : undefined}
                  >
                    <TableCell>{formatDateTime(r.cleanedAt)}</TableCell>
                    <TableCell>{targetOf(r)?.name ?? EMPTY_VALUE}</TableCell>
                    <TableCell>{targetOf(r)?.zone?.name ?? EMPTY_VALUE}</TableCell>
                    <TableCell>{personName(r.employee) || EMPTY_VALUE}</TableCell>
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
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
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
        onClose={onCreateClosed}
      />
      {toast}
    </Stack>
  );
}
