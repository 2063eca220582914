import EggAltOutlined from '@mui/icons-material/EggAltOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { productPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Produits', to: productPaths.products, icon: <EggAltOutlined /> },
];
