import SellOutlined from '@mui/icons-material/SellOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { articlePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Articles', to: articlePaths.articles, icon: <SellOutlined /> },
];
