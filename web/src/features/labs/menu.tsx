import ScienceOutlined from '@mui/icons-material/ScienceOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { labPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Laboratoires', to: labPaths.labs, icon: <ScienceOutlined /> },
];
