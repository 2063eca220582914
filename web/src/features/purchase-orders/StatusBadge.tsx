import Chip from '@mui/material/Chip';
import { purchaseOrderStatusLabel } from '@bo/domain';
import type { PurchaseOrderStatus } from '../../gql/graphql';

type ChipColor = 'default' | 'info' | 'primary' | 'secondary' | 'success' | 'warning' | 'error';

/** Waiting on someone in blue, done in green, halfway in orange, refused in red, closed in grey. */
const COLORS: Record<PurchaseOrderStatus, ChipColor> = {
  DRAFT: 'default',
  SENT_PENDING: 'info',
  ACKNOWLEDGED_SUPPLIER: 'primary',
  REFUSED_SUPPLIER: 'error',
  CANCELLED: 'default',
  EXPEDITED: 'secondary',
  RECEIVED: 'success',
  PARTIALLY_RECEIVED: 'warning',
};

/**
 * An order's status as a badge, in the issuing restaurant's words or, for `laboratoryView`, in the
 * laboratory's (docs/areas/purchasing.md#statuses). Shared by the lists, the order's page and the
 * form's screens.
 */
export function PurchaseOrderStatusBadge({
  status,
  laboratoryView = false,
}: {
  status: PurchaseOrderStatus;
  laboratoryView?: boolean;
}) {
  const quiet = status === 'CANCELLED' || status === 'DRAFT';
  return (
    <Chip
      size="small"
      label={purchaseOrderStatusLabel(status, laboratoryView)}
      color={COLORS[status]}
      variant={quiet ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, maxWidth: '100%' }}
    />
  );
}
