import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { hasTemperatureRange } from '@bo/domain';
import type { EquipmentTable_EquipmentFragment } from '../../gql/graphql';
import { EMPTY_VALUE, formatTemperatureRange } from '../../lib/format.ts';
import { ListTable, RowActions, SkeletonRows, type Column } from '../../ui/TableParts.tsx';
import { equipmentMessages as t } from './messages.ts';

export type EquipmentRow = EquipmentTable_EquipmentFragment;

/** The range of its type, or 'N/A' for a type without one (docs/areas/restaurants.md#equipment). */
export function equipmentRange({ equipmentType: type }: EquipmentRow): string {
  if (!hasTemperatureRange(type.equipmentFamily)) return t.equipments.noRange;
  const range = formatTemperatureRange(
    type.temperatureMin,
    type.temperatureMax,
    type.temperatureUnit ?? undefined,
  );
  return range === EMPTY_VALUE ? t.equipments.noRange : range;
}

interface EquipmentTableProps {
  /** null while loading: skeleton rows. */
  equipments: EquipmentRow[] | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(equipment: EquipmentRow): void;
  onDelete(equipment: EquipmentRow): void;
}

const c = t.equipments.columns;

/** A restaurant's equipment: name (description under it), type, serial, zone, range, actions. */
export function EquipmentTable({
  equipments,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: EquipmentTableProps) {
  const withActions = canEdit || canDelete;
  const columns: Column[] = [
    { label: c.name },
    { label: c.type },
    { label: c.serialNumber },
    { label: c.zone },
    { label: c.temperature, width: 170 },
    ...(withActions ? [{ label: c.actions, align: 'right' as const, width: 110 }] : []),
  ];
  return (
    <ListTable
      columns={columns}
      aria-label={t.equipments.tableLabel}
      aria-busy={equipments === null}
    >
      {equipments === null ? (
        <SkeletonRows columns={columns.length} />
      ) : (
        equipments.map((e) => (
          <TableRow key={e.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {e.name}
              </Typography>
              {e.description ? (
                <Typography variant="caption" color="textSecondary">
                  {e.description}
                </Typography>
              ) : null}
            </TableCell>
            <TableCell>{e.equipmentType.name}</TableCell>
            <TableCell>
              {e.serialNumber ? (
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {e.serialNumber}
                </Box>
              ) : (
                EMPTY_VALUE
              )}
            </TableCell>
            <TableCell>
              {e.zone ? (
                e.zone.name
              ) : (
                <Typography variant="body2" color="textSecondary" component="span">
                  {t.equipments.unassigned}
                </Typography>
              )}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{equipmentRange(e)}</TableCell>
            {withActions ? (
              <RowActions
                name={e.name}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => onEdit(e)}
                onDelete={() => onDelete(e)}
              />
            ) : null}
          </TableRow>
        ))
      )}
    </ListTable>
  );
}
