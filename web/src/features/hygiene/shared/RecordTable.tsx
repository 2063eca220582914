import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import PhotoOutlined from '@mui/icons-material/PhotoOutlined';
import type { HygieneLog } from '@bo/domain';
import { ListTable, SkeletonRows, type Column } from '../../../ui/TableParts.tsx';
import { usePermissions } from '../../../ui/usePermissions.ts';
import type { CorrectableRecord } from './corrections.ts';
import { CorrectionsCell } from './Corrections.tsx';

interface RecordTableProps<T> {
  columns: readonly Column[];
  /** Null or undefined while loading (5 skeleton rows). */
  records: readonly T[] | null | undefined;
  /** A record's cells. */
  children: (record: T) => ReactNode;
  /** What clicking a row does (cleaning and traceability: open its photos); none: not clickable. */
  onRowClick?: (record: T) => (() => void) | undefined;
  /**
   * The log its records belong to: adds the corrections' cell (history, 'Corriger', 'Annuler'
   * for who may) and shows voided records struck and greyed.
   */
  log?: HygieneLog;
}

// By class, not `td`: on a phone the cells are a card's lines.
const VOIDED_ROW = {
  '& > .MuiTableCell-root:not(:last-of-type)': {
    color: 'text.disabled',
    textDecoration: 'line-through',
  },
};

/** A log's history table: its header, skeleton rows while loading, then a row a record. */
export function RecordTable<T extends { id: string }>({
  columns,
  records,
  children,
  onRowClick,
  log,
}: RecordTableProps<T>) {
  const permissions = usePermissions('HYGIENE');
  const shown = log
    ? [...columns, { label: 'Historique', align: 'right' as const, width: 130 }]
    : columns;
  return (
    <ListTable columns={shown} size="small">
      {!records ? (
        <SkeletonRows columns={shown.length} />
      ) : (
        records.map((r) => {
          const onClick = onRowClick?.(r);
          const record = r as unknown as CorrectableRecord;
          const voided = !!log && !!record.voided;
          return (
            <TableRow
              key={r.id}
              hover
              onClick={onClick}
              aria-label={voided ? 'Enregistrement annulé' : undefined}
              sx={[onClick ? { cursor: 'pointer' } : {}, voided ? VOIDED_ROW : {}]}
            >
              {children(r)}
              {log ? (
                <CorrectionsCell
                  log={log}
                  record={record}
                  canCorrect={permissions.canEdit}
                  canVoid={permissions.canDelete}
                />
              ) : null}
            </TableRow>
          );
        })
      )}
    </ListTable>
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
