/** The screens of this area, loaded as one chunk by the router. */
export { ArticlesPage } from './ArticlesPage.tsx';
export { ArticlePage } from './ArticlePage.tsx';
export { ArticleNewPage, ArticleEditPage } from './ArticleFormPage.tsx';
