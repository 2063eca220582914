import SwapHorizOutlined from '@mui/icons-material/SwapHorizOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { internalSalePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  {
    label: 'Ventes internes',
    to: internalSalePaths.internalSales,
    icon: <SwapHorizOutlined />,
    labOnly: true,
  },
];
