import type { MenuEntry } from '../../app/area.ts';
import { equipmentPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [{ label: 'Équipements', to: equipmentPaths.equipments }];
