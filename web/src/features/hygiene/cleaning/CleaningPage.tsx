import { PendingScreen } from '../../../ui/PendingScreen.tsx';

export function CleaningPage() {
  return <PendingScreen title="Nettoyage" />;
}
