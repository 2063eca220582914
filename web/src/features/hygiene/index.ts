import { type Area, lazyScreen } from '../../app/area.ts';
import { hygienePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The six hygiene logs. */
export const area: Area = {
  layout: 'hygiene',
  routes: [
    { path: hygienePaths.hygieneTemperature, screen: lazyScreen(pages, 'TemperaturePage') },
    { path: hygienePaths.hygieneCooling, screen: lazyScreen(pages, 'CoolingPage') },
    { path: hygienePaths.hygieneHeating, screen: lazyScreen(pages, 'HeatingPage') },
    { path: hygienePaths.hygieneTraceability, screen: lazyScreen(pages, 'TraceabilityPage') },
    { path: hygienePaths.hygieneCleaning, screen: lazyScreen(pages, 'CleaningPage') },
    { path: hygienePaths.hygieneOil, screen: lazyScreen(pages, 'OilPage') },
  ],
  redirects: [{ from: '/hygiene', to: hygienePaths.hygieneTemperature }],
};
