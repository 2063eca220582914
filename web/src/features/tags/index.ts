import { type Area, lazyScreen } from '../../app/area.ts';
import { tagPaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** The chain's tags. */
export const area: Area = {
  layout: 'products',
  routes: [{ path: tagPaths.tags, screen: lazyScreen(pages, 'TagsPage') }],
  chainWide: true,
};
