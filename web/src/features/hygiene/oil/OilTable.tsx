import TableCell from '@mui/material/TableCell';
import { OIL_ACTION_LABELS, OIL_LEVEL_LABELS, OIL_METHOD_LABELS } from '@bo/domain';
import type { OilRowFragment } from '../../../gql/graphql';
import type { CsvColumn } from '../../../lib/csv.ts';
import { EMPTY_VALUE, formatDateTime, formatPercent, formatPerson } from '../../../lib/format.ts';
import { NameWithNotesCell, PhotoCell, RecordTable } from '../shared/RecordTable.tsx';
import { StatusChip } from '../shared/StatusChip.tsx';
import { oilMessages as t } from './messages.ts';

export type OilRow = Omit<OilRowFragment, '__typename'>;

/** A rate of 0 to 1 as a percentage: 0.25 → '25 %'; no rate: '—'. */
export const formatRate = (rate: number | null | undefined) =>
  rate === null || rate === undefined ? EMPTY_VALUE : formatPercent(rate * 100);

export const OIL_CSV_COLUMNS: CsvColumn<OilRow>[] = [
  { header: t.columns.date, value: (r) => formatDateTime(r.recordedAt) },
  { header: t.columns.fryer, value: (r) => r.equipment.name },
  { header: t.columns.action, value: (r) => OIL_ACTION_LABELS[r.action] },
  { header: t.columns.method, value: (r) => OIL_METHOD_LABELS[r.method] },
  { header: t.columns.rate, value: (r) => formatRate(r.rate) },
  { header: t.columns.level, value: (r) => OIL_LEVEL_LABELS[r.level] },
  { header: t.columns.employee, value: (r) => formatPerson(r.employee) },
  { header: 'Notes', value: (r) => r.notes ?? '' },
];

const COLUMNS = [
  { label: t.columns.date },
  { label: t.columns.fryer },
  { label: t.columns.action },
  { label: t.columns.method },
  { label: t.columns.rate, align: 'right' as const },
  { label: t.columns.level },
  { label: t.columns.employee },
  { label: t.columns.photo, align: 'center' as const, width: 64 },
];

interface OilTableProps {
  /** Null while loading (5 skeleton rows). */
  records: readonly OilRow[] | null;
  onViewPhoto(record: OilRow): void;
}

/** Fryer-oil checks, newest first: which fryer, what was done, the rate and its level. */
export function OilTable({ records, onViewPhoto }: OilTableProps) {
  return (
    <RecordTable log="OIL" columns={COLUMNS} records={records}>
      {(r) => (
        <>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(r.recordedAt)}</TableCell>
          <NameWithNotesCell name={r.equipment.name} notes={r.notes} />
          <TableCell>{OIL_ACTION_LABELS[r.action]}</TableCell>
          <TableCell>{OIL_METHOD_LABELS[r.method]}</TableCell>
          <TableCell align="right">{formatRate(r.rate)}</TableCell>
          <TableCell>
            <StatusChip status={r.level} label={OIL_LEVEL_LABELS[r.level]} />
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
