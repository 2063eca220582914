import { PendingScreen } from '../../../ui/PendingScreen.tsx';

export function TraceabilityPage() {
  return <PendingScreen title="Traçabilité" />;
}
