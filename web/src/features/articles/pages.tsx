import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router. Until its issue builds them,
 * each shows its title only (see ui/PendingScreen).
 */

export function ArticlesPage() {
  return <PendingScreen title="Articles" />;
}

export function ArticleNewPage() {
  return <PendingScreen title="Nouvel article" />;
}

export function ArticlePage() {
  return <PendingScreen title="Article" />;
}

export function ArticleEditPage() {
  return <PendingScreen title="Modifier l'article" />;
}
