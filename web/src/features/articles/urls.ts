import { segment } from '../../app/area.ts';

/** Purchased articles: `articlePaths` are the router's patterns, `articleUrls` build links. */
export const articlePaths = {
  articles: '/articles',
  articleNew: '/articles/new',
  article: '/articles/:id',
  articleEdit: '/articles/:id/edit',
} as const;

export const articleUrls = {
  articles: () => articlePaths.articles,
  articleNew: () => articlePaths.articleNew,
  article: (id: string | number) => `/articles/${segment(id)}`,
  articleEdit: (id: string | number) => `/articles/${segment(id)}/edit`,
} as const;
