import type { MenuEntry } from '../../app/area.ts';
import { restaurantPaths } from './urls.ts';

export const menu: readonly MenuEntry[] = [
  { label: 'Restaurants', to: restaurantPaths.restaurants },
];
