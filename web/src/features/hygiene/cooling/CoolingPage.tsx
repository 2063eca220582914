import { PendingScreen } from '../../../ui/PendingScreen.tsx';

export function CoolingPage() {
  return <PendingScreen title="Refroidissement" />;
}
