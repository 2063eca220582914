import { type Area, lazyScreen } from '../../app/area.ts';
import { settingsPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The user's settings. */
export const area: Area = {
  layout: 'plain',
  routes: [{ path: settingsPaths.settings, screen: lazyScreen(pages, 'SettingsPage') }],
};
