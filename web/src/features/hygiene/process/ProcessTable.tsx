import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import { PROCESS_STATUS_LABELS } from '@bo/domain';
import type { ProcessRow_CoolingFragment } from '../../../gql/graphql';
import type { CsvColumn } from '../../../lib/csv.ts';
import { EMPTY_VALUE, formatDate, formatTemperature, formatTime } from '../../../lib/format.ts';
import { Head, SkeletonRows } from '../../../ui/TableParts.tsx';
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

/** Who a log names, or '—'. */
export const personName = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : EMPTY_VALUE;

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
  { header: t.columns.employee, value: (r) => personName(r.employee) },
  { header: 'Notes', value: (r) => r.notes ?? '' },
];

interface ProcessTableProps {
  messages: ProcessMessages;
  /** Null while loading (5 skeleton rows). */
  records: readonly ProcessRow[] | null;
  onViewPhoto(record: ProcessRow): void;
}

/** Coolings or reheatings, newest first: when, what, from which temperature to which, how fast. */
export function ProcessTable({ messages: t, records, onViewPhoto }: ProcessTableProps) {
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
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <Head columns={columns} />
        <TableBody>
          {records === null ? (
            <SkeletonRows columns={columns.length} />
          ) : (
            records.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(r.date)}
                  <Typography variant="body2" color="textSecondary">
                    {formatTime(r.startTime)} → {formatTime(r.endTime)}
                  </Typography>
                </TableCell>
                <TableCell>
                  {r.productName}
                  {r.notes ? (
                    <Typography variant="body2" color="textSecondary">
                      {r.notes}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatTemperature(r.startTemperature)} → {formatTemperature(r.endTemperature)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDuration(r.durationMinutes)}
                </TableCell>
                <TableCell>
                  <StatusChip status={r.status} label={PROCESS_STATUS_LABELS[r.status]} />
                </TableCell>
                <TableCell>{r.equipment?.name ?? EMPTY_VALUE}</TableCell>
                <TableCell>{personName(r.employee)}</TableCell>
                <TableCell align="center">
                  {r.photo ? (
                    <IconButton
                      size="small"
                      aria-label={t.viewPhoto(r.productName)}
                      onClick={() => onViewPhoto(r)}
                    >
                      <PhotoOutlined fontSize="small" />
                    </IconButton>
                  ) : null}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
