import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import { Head, SkeletonRows, type Column } from '../../../ui/TableParts.tsx';

interface RecordTableProps<T> {
  columns: readonly Column[];
  /** Null or undefined while loading (5 skeleton rows). */
  records: readonly T[] | null | undefined;
  /** A record's cells. */
  children: (record: T) => ReactNode;
  /** What clicking a row does (cleaning and traceability: open its photos); none: not clickable. */
  onRowClick?: (record: T) => (() => void) | undefined;
}

/** A log's history table: its header, skeleton rows while loading, then a row a record. */
export function RecordTable<T extends { id: string }>({
  columns,
  records,
  children,
  onRowClick,
}: RecordTableProps<T>) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small">
        <Head columns={columns} />
        <TableBody>
          {!records ? (
            <SkeletonRows columns={columns.length} />
          ) : (
            records.map((r) => {
              const onClick = onRowClick?.(r);
              return (
                <TableRow
                  key={r.id}
                  hover
                  onClick={onClick}
                  sx={onClick ? { cursor: 'pointer' } : undefined}
                >
                  {children(r)}
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A record's name (equipment, product) with its notes underneath. */
export function NameWithNotesCell({ name, notes }: { name: ReactNode; notes?: string | null }) {
  return (
    <TableCell>
      {name}
      {notes ? (
        <Typography variant="body2" color="textSecondary">
          {notes}
        </Typography>
      ) : null}
    </TableCell>
  );
}

/** The photo column of a one-photo log: a button opening the viewer, empty without a photo. */
export function PhotoCell({
  hasPhoto,
  label,
  onView,
}: {
  hasPhoto: boolean;
  /** 'Voir la photo : <name>'. */
  label: string;
  onView(): void;
}) {
  return (
    <TableCell align="center">
      {hasPhoto ? (
        <IconButton size="small" aria-label={label} onClick={onView}>
          <PhotoOutlined fontSize="small" />
        </IconButton>
      ) : null}
    </TableCell>
  );
}
