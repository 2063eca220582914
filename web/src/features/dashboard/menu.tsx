import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { dashboardPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Tableau de bord', to: dashboardPaths.dashboard, icon: <SpaceDashboardOutlined /> },
];
