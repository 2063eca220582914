import Chip, { type ChipProps } from '@mui/material/Chip';
import { quantityWithSymbol, STOCK_STATUS_LABELS, type StockStatus } from '@bo/domain';

const STATUS_COLORS: Record<StockStatus, ChipProps['color']> = {
  OUT_OF_STOCK: 'error',
  LOW: 'warning',
  IN_STOCK: 'success',
};

/** Rupture / Stock faible / En stock, in the domain's words, coloured as their urgency. */
export function StockStatusChip({ status }: { status: StockStatus }) {
  return (
    <Chip
      size="small"
      label={STOCK_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      data-status={status}
    />
  );
}

/**
 * A stock as the graph gives it for reading (`display`: the domain's display unit already
 * chosen, its symbol written out): '1,25 kg', '75 cL', '3 pièces', with the precision of the
 * movements' quantities (the domain's).
 */
export const displayText = ({ value, unit }: { value: number; unit: string }): string =>
  quantityWithSymbol(value, unit);
