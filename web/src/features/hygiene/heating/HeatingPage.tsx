import { PendingScreen } from '../../../ui/PendingScreen.tsx';

export function HeatingPage() {
  return <PendingScreen title="Remise en température" />;
}
