import Chip, { type ChipProps } from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { EQUIPMENT_FAMILY_LABELS, hasTemperatureRange, type EquipmentFamily } from '@bo/domain';
import type { EquipmentTypeTable_EquipmentTypeFragment } from '../../gql/graphql';
import { EMPTY_VALUE, formatNumber, formatTemperatureRange } from '../../lib/format.ts';
import { ListTable, RowActions, SkeletonRows, type Column } from '../../ui/TableParts.tsx';
import { equipmentMessages as t } from './messages.ts';

export type EquipmentTypeRow = EquipmentTypeTable_EquipmentTypeFragment;

/** Each family its colour, so the hygiene log a type feeds is recognisable at a glance. */
const FAMILY_COLORS: Record<EquipmentFamily, ChipProps['color']> = {
  STANDARD: 'default',
  TEMPERATURE: 'info',
  COOLING: 'primary',
  HEATING: 'error',
  OIL: 'warning',
};

export function FamilyBadge({ family }: { family: EquipmentFamily }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={FAMILY_COLORS[family]}
      label={EQUIPMENT_FAMILY_LABELS[family]}
    />
  );
}

interface EquipmentTypeTableProps {
  /** null while loading: skeleton rows. */
  types: EquipmentTypeRow[] | null;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(type: EquipmentTypeRow): void;
  onDelete(type: EquipmentTypeRow): void;
}

const c = t.types.columns;

/** The chain's types: name, description, family badge, range with unit, equipment count. */
export function EquipmentTypeTable({
  types,
  canEdit,
  canDelete,
  onEdit,
  onDelete,
}: EquipmentTypeTableProps) {
  const withActions = canEdit || canDelete;
  const columns: Column[] = [
    { label: c.name },
    { label: c.description },
    { label: c.family, width: 190 },
    { label: c.range, width: 190 },
    { label: c.equipments, align: 'right', width: 120 },
    ...(withActions ? [{ label: c.actions, align: 'right' as const, width: 110 }] : []),
  ];
  return (
    <ListTable columns={columns} aria-label={t.types.tableLabel} aria-busy={types === null}>
      {types === null ? (
        <SkeletonRows columns={columns.length} />
      ) : (
        types.map((type) => (
          <TableRow key={type.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {type.name}
              </Typography>
            </TableCell>
            <TableCell>
              <Typography variant="body2" color="textSecondary">
                {type.description || EMPTY_VALUE}
              </Typography>
            </TableCell>
            <TableCell>
              <FamilyBadge family={type.equipmentFamily} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {hasTemperatureRange(type.equipmentFamily)
                ? formatTemperatureRange(
                    type.temperatureMin,
                    type.temperatureMax,
                    type.temperatureUnit ?? undefined,
                  )
                : EMPTY_VALUE}
            </TableCell>
            <TableCell align="right">
              <Tooltip title={t.types.countHelp}>
                <span>{formatNumber(type.equipmentCount, 0)}</span>
              </Tooltip>
            </TableCell>
            {withActions ? (
              <RowActions
                name={type.name}
                canEdit={canEdit}
                canDelete={canDelete}
                onEdit={() => onEdit(type)}
                onDelete={() => onDelete(type)}
              />
            ) : null}
          </TableRow>
        ))
      )}
    </ListTable>
  );
}
