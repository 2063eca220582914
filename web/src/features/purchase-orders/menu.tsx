import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { purchaseOrderPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  {
    label: 'Bons de commande',
    to: purchaseOrderPaths.purchaseOrders,
    icon: <ReceiptLongOutlined />,
  },
];
