import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { inventoryPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Inventaires', to: inventoryPaths.inventories, icon: <FactCheckOutlined /> },
];
