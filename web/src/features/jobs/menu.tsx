import type { MenuEntry } from '../../app/area.ts';
import { jobPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [{ label: 'Postes', to: jobPaths.jobs }];
