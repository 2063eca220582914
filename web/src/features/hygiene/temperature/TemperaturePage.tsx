import { PendingScreen } from '../../../ui/PendingScreen.tsx';

export function TemperaturePage() {
  return <PendingScreen title="Relevés de température" />;
}
