import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import { TEMPERATURE_STATUS_LABELS } from '@bo/domain';
import type { TemperatureRowFragment } from '../../../gql/graphql';
import type { CsvColumn } from '../../../lib/csv.ts';
import { EMPTY_VALUE, formatDateTime, formatTemperature } from '../../../lib/format.ts';
import { Head, SkeletonRows } from '../../../ui/TableParts.tsx';
import { StatusChip } from '../shared/StatusChip.tsx';
import { temperatureMessages as t } from './messages.ts';

export type TemperatureRow = Omit<TemperatureRowFragment, '__typename'>;

const personName = (p: { firstName: string; lastName: string } | null | undefined) =>
  p ? `${p.firstName} ${p.lastName}` : EMPTY_VALUE;

/** The table's columns as CSV: what the user sees, in the same words. */
export const temperatureCsvColumns: CsvColumn<TemperatureRow>[] = [
  { header: t.columns.date, value: (r) => formatDateTime(r.recordedAt) },
  { header: t.columns.equipment, value: (r) => r.equipment.name },
  { header: t.columns.temperature, value: (r) => formatTemperature(r.temperature) },
  { header: t.columns.status, value: (r) => TEMPERATURE_STATUS_LABELS[r.status] },
  { header: t.columns.employee, value: (r) => personName(r.employee) },
  { header: 'Notes', value: (r) => r.notes ?? '' },
];

const COLUMNS = [
  { label: t.columns.date },
  { label: t.columns.equipment },
  { label: t.columns.temperature, align: 'right' as const },
  { label: t.columns.status },
  { label: t.columns.employee },
  { label: t.columns.photo, align: 'center' as const, width: 64 },
];

interface TemperatureTableProps {
  /** Null while loading (5 skeleton rows). */
  readings: readonly TemperatureRow[] | null;
  onViewPhoto(reading: TemperatureRow): void;
}

/** The readings of the period, newest first, temperatures in the user's unit. */
export function TemperatureTable({ readings, onViewPhoto }: TemperatureTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <Head columns={COLUMNS} />
        <TableBody>
          {readings === null ? (
            <SkeletonRows columns={COLUMNS.length} />
          ) : (
            readings.map((r) => (
              <TableRow key={r.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.recordedAt)}</TableCell>
                <TableCell>
                  {r.equipment.name}
                  {r.notes ? (
                    <Typography variant="body2" color="textSecondary">
                      {r.notes}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatTemperature(r.temperature)}
                </TableCell>
                <TableCell>
                  <StatusChip status={r.status} label={TEMPERATURE_STATUS_LABELS[r.status]} />
                </TableCell>
                <TableCell>{personName(r.employee)}</TableCell>
                <TableCell align="center">
                  {r.photo ? (
                    <IconButton
                      size="small"
                      aria-label={t.viewPhoto(r.equipment.name)}
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
