import { type Area, lazyScreen } from '../../app/area.ts';
import { articlePaths } from './urls.ts';

const pages = () => import('./pages.tsx');

/** Purchased articles. */
export const area: Area = {
  layout: 'purchasing',
  routes: [
    { path: articlePaths.articles, screen: lazyScreen(pages, 'ArticlesPage') },
    { path: articlePaths.articleNew, screen: lazyScreen(pages, 'ArticleNewPage') },
    { path: articlePaths.article, screen: lazyScreen(pages, 'ArticlePage') },
    { path: articlePaths.articleEdit, screen: lazyScreen(pages, 'ArticleEditPage') },
  ],
};
