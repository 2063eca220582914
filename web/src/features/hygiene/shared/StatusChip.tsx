import Chip, { type ChipProps } from '@mui/material/Chip';

/**
 * The colour of every hygiene status (docs/areas/hygiene.md#statuses): good and excellent green,
 * warning and attention orange, critical red, unknown and untested grey.
 */
const STATUS_COLORS: Record<string, ChipProps['color']> = {
  EXCELLENT: 'success',
  GOOD: 'success',
  WARNING: 'warning',
  ATTENTION: 'warning',
  CRITICAL: 'error',
  UNKNOWN: 'default',
  NOT_TESTED: 'default',
};

interface StatusChipProps {
  /** A status or level of @bo/domain (ProcessStatus, TemperatureStatus, OilLevel). */
  status: string;
  label: string;
}

/** A status as a small coloured chip; the label is the domain's French word for it. */
export function StatusChip({ status, label }: StatusChipProps) {
  return (
    <Chip
      size="small"
      label={label}
      color={STATUS_COLORS[status] ?? 'default'}
      variant={STATUS_COLORS[status] === 'default' ? 'outlined' : 'filled'}
      data-status={status}
    />
  );
}
