import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { recipePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Recettes', to: recipePaths.recipes, icon: <MenuBookOutlined /> },
];
