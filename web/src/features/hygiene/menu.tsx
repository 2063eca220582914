import type { MenuEntry } from '../../app/area.ts';
import { hygienePaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Température', to: hygienePaths.hygieneTemperature },
  { label: 'Refroidissement', to: hygienePaths.hygieneCooling },
  { label: 'Remise en température', to: hygienePaths.hygieneHeating },
  { label: 'Traçabilité', to: hygienePaths.hygieneTraceability },
  { label: 'Nettoyage', to: hygienePaths.hygieneCleaning },
  { label: 'Huile de friture', to: hygienePaths.hygieneOil },
];
