import TableCell from '@mui/material/TableCell';
import { TEMPERATURE_STATUS_LABELS } from '@bo/domain';
import type { TemperatureRowFragment } from '../../../gql/graphql';
import type { CsvColumn } from '../../../lib/csv.ts';
import { formatDateTime, formatPerson, formatTemperature } from '../../../lib/format.ts';
import { NameWithNotesCell, PhotoCell, RecordTable } from '../shared/RecordTable.tsx';
import { StatusChip } from '../shared/StatusChip.tsx';
import { temperatureMessages as t } from './messages.ts';

export type TemperatureRow = Omit<TemperatureRowFragment, '__typename'>;

/** The table's columns as CSV: what the user sees, in the same words. */
export const temperatureCsvColumns: CsvColumn<TemperatureRow>[] = [
  { header: t.columns.date, value: (r) => formatDateTime(r.recordedAt) },
  { header: t.columns.equipment, value: (r) => r.equipment.name },
  { header: t.columns.temperature, value: (r) => formatTemperature(r.temperature) },
  { header: t.columns.status, value: (r) => TEMPERATURE_STATUS_LABELS[r.status] },
  { header: t.columns.employee, value: (r) => formatPerson(r.employee) },
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
    <RecordTable log="TEMPERATURE" columns={COLUMNS} records={readings}>
      {(r) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.recordedAt)}</TableCell>
          <NameWithNotesCell name={r.equipment.name} notes={r.notes} />
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatTemperature(r.temperature)}
          </TableCell>
          <TableCell>
            <StatusChip status={r.status} label={TEMPERATURE_STATUS_LABELS[r.status]} />
          </TableCell>
          <TableCell>{formatPerson(r.employee)}</TableCell>
          <PhotoCell
            hasPhoto={!!r.photo}
            label={t.viewPhoto(r.equipment.name)}
            onView={() => onViewPhoto(r)}
          />
        </>
      )}
    </RecordTable>
  );
}
