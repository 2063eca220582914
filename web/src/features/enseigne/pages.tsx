/** The screens of this area, loaded as one chunk by the router. */
export { EnseigneOverviewPage as EnseignePage } from './EnseigneOverviewPage.tsx';
export { EnseigneDetailPage } from './EnseigneDetailPage.tsx';
