import { useSession } from '../../app/session.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** / — the dashboard's cards and activity come with its own issue; for now, title and greeting. */
export default function DashboardPage() {
  const { user } = useSession();
  return (
    <>
      <title>Tableau de bord · Brigade</title>
      <PageHeader
        title="Tableau de bord"
        subtitle={user ? `Bonjour ${user.firstName}, bienvenue sur votre back-office.` : undefined}
      />
    </>
  );
}
