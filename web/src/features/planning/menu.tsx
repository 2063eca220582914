import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { planningPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Planning', to: planningPaths.planning, icon: <CalendarMonthOutlined /> },
];
