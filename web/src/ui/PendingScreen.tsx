import { PageHeader } from './PageHeader.tsx';

/**
 * A screen a later issue builds. It shows its title only, so nothing on it pretends to work;
 * the route, the menu entry and the restaurant context around it are real.
 */
export function PendingScreen({ title }: { title: string }) {
  return (
    <>
      <title>{`${title} · Brigade`}</title>
      <PageHeader title={title} />
    </>
  );
}
