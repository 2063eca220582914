import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { settingsPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Paramètres', to: settingsPaths.settings, icon: <SettingsOutlined /> },
];
