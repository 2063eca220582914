import type { MenuEntry } from '../../app/area.ts';
import { zonePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [{ label: 'Zones', to: zonePaths.zones }];
