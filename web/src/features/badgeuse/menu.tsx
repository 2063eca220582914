import PunchClockOutlined from '@mui/icons-material/PunchClockOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { badgeusePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Badgeuse', to: badgeusePaths.badgeuse, icon: <PunchClockOutlined /> },
];
