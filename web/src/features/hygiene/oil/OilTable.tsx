import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import { OIL_ACTION_LABELS, OIL_LEVEL_LABELS, OIL_METHOD_LABELS } from '@bo/domain';
import type { OilRowFragment } from '../../../gql/graphql';
import type { CsvColumn } from '../../../lib/csv.ts';
import { EMPTY_VALUE, formatDateTime, formatPercent } from '../../../lib/format.ts';
import { Head, SkeletonRows } from '../../../ui/TableParts.tsx';
import { personName } from '../process/ProcessTable.tsx';
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
  { header: t.columns.employee, value: (r) => personName(r.employee) },
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
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <Head columns={COLUMNS} />
        <TableBody>
          {records === null ? (
            <SkeletonRows columns={COLUMNS.length} />
          ) : (
            records.map((r) => (
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
                <TableCell>{OIL_ACTION_LABELS[r.action]}</TableCell>
                <TableCell>{OIL_METHOD_LABELS[r.method]}</TableCell>
                <TableCell align="right">{formatRate(r.rate)}</TableCell>
                <TableCell>
                  <StatusChip status={r.level} label={OIL_LEVEL_LABELS[r.level]} />
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
