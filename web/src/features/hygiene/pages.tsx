import { PendingScreen } from '../../ui/PendingScreen.tsx';

/**
 * The screens of this area, loaded as one chunk by the router. Until its issue builds them,
 * each shows its title only (see ui/PendingScreen).
 */

export function TemperaturePage() {
  return <PendingScreen title="Relevés de température" />;
}

export function CoolingPage() {
  return <PendingScreen title="Refroidissement" />;
}

export function HeatingPage() {
  return <PendingScreen title="Remise en température" />;
}

export function TraceabilityPage() {
  return <PendingScreen title="Traçabilité" />;
}

export function CleaningPage() {
  return <PendingScreen title="Nettoyage" />;
}

export function OilPage() {
  return <PendingScreen title="Huile de friture" />;
}
