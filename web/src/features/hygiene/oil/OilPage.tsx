import { PendingScreen } from '../../../ui/PendingScreen.tsx';

export function OilPage() {
  return <PendingScreen title="Huile de friture" />;
}
