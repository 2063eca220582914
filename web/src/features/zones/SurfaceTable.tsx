import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import type { SurfaceTable_SurfaceFragment } from '../../gql/graphql';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { zoneMessages as t } from './messages.ts';
import { ListTable, RowActions, SkeletonRows, type Column } from '../../ui/TableParts.tsx';

export type SurfaceRow = SurfaceTable_SurfaceFragment;

interface SurfaceTableProps {
  /** null while loading: skeleton rows. */
  surfaces: SurfaceRow[] | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(surface: SurfaceRow): void;
  onDelete(surface: SurfaceRow): void;
}

const c = t.surfaces.columns;

/** The surfaces of a restaurant's zones: name, description, zone, storage badge, actions. */
export function SurfaceTable({
  surfaces,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: SurfaceTableProps) {
  const withActions = canEdit || canDelete;
  const columns: Column[] = [
    { label: c.name },
    { label: c.description },
    { label: c.zone },
    { label: c.storage },
    ...(withActions ? [{ label: c.actions, align: 'right' as const, width: 110 }] : []),
  ];
  return (
    <ListTable columns={columns} aria-label={t.surfaces.tableLabel} aria-busy={surfaces === null}>
      {surfaces === null ? (
        <SkeletonRows columns={columns.length} />
      ) : (
        surfaces.map((surface) => (
          <TableRow key={surface.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {surface.name}
              </Typography>
            </TableCell>
            <TableCell sx={{ color: surface.description ? undefined : 'text.secondary' }}>
              {surface.description || EMPTY_VALUE}
            </TableCell>
            <TableCell>{surface.zone.name}</TableCell>
            <TableCell>
              {surface.isStorageArea ? (
                <Chip
                  size="small"
                  color="info"
                  variant="outlined"
                  icon={<Inventory2Outlined />}
                  label={t.surfaces.storageBadge}
                />
              ) : null}
            </TableCell>
            {withActions ? (
              <RowActions
                name={surface.name}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => onEdit(surface)}
                onDelete={() => onDelete(surface)}
              />
            ) : null}
          </TableRow>
        ))
      )}
    </ListTable>
  );
}
