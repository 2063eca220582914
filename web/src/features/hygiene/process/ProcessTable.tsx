import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { PROCESS_STATUS_LABELS } from '@bo/domain';
import type { ProcessRow_CoolingFragment } from '../../../gql/graphql';
import type { CsvColumn } from '../../../lib/csv.ts';
import {
  EMPTY_VALUE,
  formatDate,
  formatPerson,
  formatTemperature,
  formatTime,
} from '../../../lib/format.ts';
import { NameWithNotesCell, PhotoCell, RecordTable } from '../shared/RecordTable.tsx';
import { StatusChip } from '../shared/StatusChip.tsx';
import type { ProcessMessages } from './messages.ts';

/** A cooling or a reheating as the tables show it (the two fragments have the same fields). */
export type ProcessRow = Omit<ProcessRow_CoolingFragment, '__typename'>;

/** 90 → '1 h 30', 45 → '45 min', 120 → '2 h'. */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, '0')}`;
}

/** The table's columns as CSV: what the user sees, in the same words. */
export const processCsvColumns = (t: ProcessMessages): CsvColumn<ProcessRow>[] => [
  { header: t.columns.date, value: (r) => formatDate(r.date) },
  { header: 'Début', value: (r) => formatTime(r.startTime) },
  { header: 'Fin', value: (r) => formatTime(r.endTime) },
  { header: t.columns.product, value: (r) => r.productName },
  { header: 'Température début', value: (r) => formatTemperature(r.startTemperature) },
  { header: 'Température fin', value: (r) => formatTemperature(r.endTemperature) },
  { header: t.columns.duration, value: (r) => formatDuration(r.durationMinutes) },
  { header: t.columns.status, value: (r) => PROCESS_STATUS_LABELS[r.status] },
  { header: t.columns.equipment, value: (r) => r.equipment?.name ?? EMPTY_VALUE },
  { header: t.columns.employee, value: (r) => formatPerson(r.employee) },
  { header: 'Notes', value: (r) => r.notes ?? '' },
];

interface ProcessTableProps {
  log: 'COOLING' | 'HEATING';
  messages: ProcessMessages;
  /** Null while loading (5 skeleton rows). */
  records: readonly ProcessRow[] | null;
  onViewPhoto(record: ProcessRow): void;
}

/** Coolings or reheatings, newest first: when, what, from which temperature to which, how fast. */
export function ProcessTable({ log, messages: t, records, onViewPhoto }: ProcessTableProps) {
  const columns = [
    { label: t.columns.date },
    { label: t.columns.product },
    { label: t.columns.temperatures },
    { label: t.columns.duration },
    { label: t.columns.status },
    { label: t.columns.equipment },
    { label: t.columns.employee },
    { label: t.columns.photo, align: 'center' as const, width: 64 },
  ];
  return (
    <RecordTable log={log} columns={columns} records={records}>
      {(r) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(r.date)}
            <Typography variant="body2" color="textSecondary">
              {formatTime(r.startTime)} → {formatTime(r.endTime)}
            </Typography>
          </TableCell>
          <NameWithNotesCell name={r.productName} notes={r.notes} />
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            {formatTemperature(r.startTemperature)} → {formatTemperature(r.endTemperature)}
          </TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDuration(r.durationMinutes)}</TableCell>
          <TableCell>
            <StatusChip status={r.status} label={PROCESS_STATUS_LABELS[r.status]} />
          </TableCell>
          <TableCell>{r.equipment?.name ?? EMPTY_VALUE}</TableCell>
          <TableCell>{formatPerson(r.employee)}</TableCell>
          <PhotoCell
            hasPhoto={!!r.photo}
            label={t.viewPhoto(r.productName)}
            onView={() => onViewPhoto(r)}
          />
        </>
      )}
    </RecordTable>
  );
}
