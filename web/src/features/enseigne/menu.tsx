import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { enseignePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  {
    label: 'Mon Enseigne',
    to: enseignePaths.enseignes,
    icon: <ApartmentOutlined />,
    roles: ['ADMIN'],
  },
];
