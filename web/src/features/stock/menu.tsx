import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { stockPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Stocks', to: stockPaths.stocks, icon: <ViewInArOutlined /> },
];
