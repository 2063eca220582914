import { type Area, lazyScreen } from '../../app/area.ts';
import { enseignePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The chain (ADMIN only). */
export const area: Area = {
  layout: 'plain',
  routes: [
    { path: enseignePaths.enseignes, screen: lazyScreen(pages, 'EnseignePage'), roles: ['ADMIN'] },
    {
      path: enseignePaths.enseigne,
      screen: lazyScreen(pages, 'EnseigneDetailPage'),
      roles: ['ADMIN'],
    },
  ],
};
