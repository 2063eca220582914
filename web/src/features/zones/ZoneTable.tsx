import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ZoneTable_ZoneFragment } from '../../gql/graphql';
import { EMPTY_VALUE, formatNumber } from '../../lib/format.ts';
import { zoneMessages as t } from './messages.ts';
import { ListTable, RowActions, SkeletonRows, type Column } from '../../ui/TableParts.tsx';

export type ZoneRow = ZoneTable_ZoneFragment;

interface ZoneTableProps {
  /** null while loading: skeleton rows. */
  zones: ZoneRow[] | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(zone: ZoneRow): void;
  onDelete(zone: ZoneRow): void;
}

const c = t.zones.columns;

/** The zones of a restaurant: name, description, surface and equipment counts, actions. */
export function ZoneTable({ zones, canEdit, canDelete, onEdit, onDelete }: ZoneTableProps) {
  const withActions = canEdit || canDelete;
  const columns: Column[] = [
    { label: c.name },
    { label: c.description },
    { label: c.surfaces, align: 'right', width: 120 },
    { label: c.equipments, align: 'right', width: 120 },
    ...(withActions ? [{ label: c.actions, align: 'right' as const, width: 110 }] : []),
  ];
  return (
    <ListTable columns={columns} aria-label={t.zones.tableLabel} aria-busy={zones === null}>
      {zones === null ? (
        <SkeletonRows columns={columns.length} />
      ) : (
        zones.map((zone) => (
          <TableRow key={zone.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {zone.name}
              </Typography>
            </TableCell>
            <TableCell sx={{ color: zone.description ? undefined : 'text.secondary' }}>
              {zone.description || EMPTY_VALUE}
            </TableCell>
            <TableCell align="right">{formatNumber(zone.surfaceCount)}</TableCell>
            <TableCell align="right">{formatNumber(zone.equipmentCount)}</TableCell>
            {withActions ? (
              <RowActions
                name={zone.name}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => onEdit(zone)}
                onDelete={() => onDelete(zone)}
              />
            ) : null}
          </TableRow>
        ))
      )}
    </ListTable>
  );
}
