import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import type { MenuEntry } from '../../app/area.ts';
import { tagPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Tags', to: tagPaths.tags, icon: <LocalOfferOutlined /> },
];
