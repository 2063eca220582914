import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

/**
 * A skeleton of 5 rows while a table loads (jobs: 4, through `rows`)
 * (docs/areas/platform.md#lists-and-tables).
 */
export const SKELETON_ROWS = 5;

export const ROW_ACTION_LABELS = {
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
};
const t = ROW_ACTION_LABELS;

export interface Column {
  label: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

/** The header row of a list table. */
export function Head({ columns }: { columns: readonly Column[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell key={c.label} align={c.align ?? 'left'} sx={{ width: c.width }}>
            {c.label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** What a table shows while it loads, with the ids tests count ('skeleton-row'). */
export function SkeletonRows({
  columns,
  rows = SKELETON_ROWS,
}: {
  columns: number;
  rows?: number;
}) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, j) => (
        <TableCell key={j}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

interface RowActionsProps {
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** Edit and delete icons of a row, shown only when the user may use them. */
export function RowActions({ name, canEdit, canDelete, onEdit, onDelete }: RowActionsProps) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      {canEdit ? (
        <IconButton size="small" aria-label={t.edit(name)} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      ) : null}
      {canDelete ? (
        <IconButton size="small" color="error" aria-label={t.delete(name)} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      ) : null}
    </TableCell>
  );
}
