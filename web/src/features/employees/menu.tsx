import type { MenuEntry } from '../../app/area.ts';
import { employeePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [{ label: 'Employés', to: employeePaths.employees }];
